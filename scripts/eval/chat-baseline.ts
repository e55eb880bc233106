/**
 * The eval's baseline: the chat's previous keyword router, frozen as it was before conversation state
 * (commit febfee6, lib/engine/writing/local/chat-intents.ts). One turn at a time, no memory; a role is the
 * first regex capture or 1–4 word window the occupation index scores ≥ 0.9. Kept only for `npm run eval -- chat`.
 */
import { findCountry } from "@/lib/knowledge/countries";
import { findOccupation } from "@/lib/knowledge/occupations";

export type BaselineIntent = "salary" | "cv_review" | "skills_gap" | "interview" | "greeting" | "advice";

export interface ChatTurn {
  role: string;
  content: string;
}

// Major cities people name instead of a country (GeoNames; country of each city). Used only to pick
// the country for a salary question.
const CITY_COUNTRY: Record<string, string> = {
  london: "GB",
  manchester: "GB",
  edinburgh: "GB",
  birmingham: "GB",
  dublin: "IE",
  paris: "FR",
  lyon: "FR",
  berlin: "DE",
  munich: "DE",
  hamburg: "DE",
  frankfurt: "DE",
  amsterdam: "NL",
  madrid: "ES",
  barcelona: "ES",
  lisbon: "PT",
  rome: "IT",
  milan: "IT",
  zurich: "CH",
  vienna: "AT",
  stockholm: "SE",
  copenhagen: "DK",
  oslo: "NO",
  warsaw: "PL",
  "new york": "US",
  "san francisco": "US",
  seattle: "US",
  austin: "US",
  chicago: "US",
  boston: "US",
  toronto: "CA",
  vancouver: "CA",
  sydney: "AU",
  melbourne: "AU",
  singapore: "SG",
  bangalore: "IN",
  bengaluru: "IN",
  mumbai: "IN",
  tokyo: "JP",
  "sao paulo": "BR",
  "são paulo": "BR",
  "mexico city": "MX",
  dubai: "AE",
  "cape town": "ZA",
  lagos: "NG",
  nairobi: "KE",
};

export function detectIntent(text: string, history: ChatTurn[]): BaselineIntent {
  const t = text.toLowerCase();
  if (
    /\b(salary|salaries|earn|paid|pay(ing)?|wage|compensation|how much (do|does|would|should|can|will)|what should i (make|ask for|charge)|market rate|worth)\b/.test(
      t,
    ) &&
    !/\b(negotiat|counter)/.test(t)
  )
    return "salary";
  if (
    /\b(review|score|rate|check|feedback on|improve|critique|look at|assess)\b.{0,30}\b(my )?(cv|resume|résumé)\b/.test(t) ||
    looksLikeCv(text)
  )
    return "cv_review";
  if (
    /\b(what (skills )?(am i|do i|would i) (missing|lack|need)|skills? (gap|needed|required)|what skills|how (do|can|would) i (become|get into|move into)|to become an?|missing for)\b/.test(
      t,
    )
  )
    return "skills_gap";
  if (
    /\b(mock interview|practi[cs]e (an |my |for an? )?interview|interview (practice|questions)|practi[cs]e for|quiz me|prep me)\b/.test(
      t,
    ) ||
    inInterviewPractice(history)
  )
    return "interview";
  if (
    /^\s*(hi|hello|hey|good (morning|afternoon|evening)|help|what can you do|who are you)\b[\s!?.]*$/.test(t) ||
    /\bwhat can you (do|help)\b/.test(t)
  )
    return "greeting";
  return "advice";
}

/** A pasted CV: long, several lines, dates or section headings. */
export function looksLikeCv(text: string): boolean {
  if (text.length < 300) return false;
  const lines = text.split(/\n/).filter((l) => l.trim()).length;
  return lines >= 6 && /\b(experience|education|skills|employment)\b/i.test(text) && /\b(19|20)\d{2}\b/.test(text);
}

export function inInterviewPractice(history: ChatTurn[]): boolean {
  const lastAssistant = [...history].reverse().find((m) => m.role === "assistant");
  return !!lastAssistant && /^Mock interview for /m.test(lastAssistant.content) && /Reply with your answer/.test(lastAssistant.content);
}

/** The role named in the question ("as a data analyst", "for a nurse", "become a UX designer", "product manager salary"). */
export function findRoleInText(text: string): string | null {
  const patterns = [
    /\b(?:as|for|be|become|becoming|into|being)\s+(?:an?|the)\s+([a-z][\w+#./ -]{2,50}?)(?=\s+(?:in|at|with|job|role|position|salary|for|after|who|if)\b|[?.!,]|$)/i,
    /\b(?:as|for|into)\s+([a-z][\w+#./ -]{2,50}?)(?=\s+(?:in|at|with|job|role|position|salary|after)\b|[?.!,]|$)/i,
    /\b(?:an?|the)\s+([a-z][\w+#./ -]{2,40}?)\s+(?:salary|salaries|pay|role|job|position|interview)\b/i,
    /\b([a-z][\w+#./ -]{2,40}?)\s+(?:salary|salaries|pay|interview)\b/i,
  ];
  for (const re of patterns) {
    const m = re.exec(text);
    if (!m) continue;
    const candidate = m[1].trim().replace(/^(a|an|the|my|typical|average)\s+/i, "");
    if (findOccupation(candidate)) return candidate;
  }
  // Fall back to the 1-4 word window the occupation index scores highest (shorter wins ties).
  const words = text
    .replace(/[?.!,:;]/g, " ")
    .split(/\s+/)
    .filter((w) => w && !/^(a|an|the|my|in|at|for|as|of|to|and|with)$/i.test(w));
  let best: { phrase: string; score: number } | null = null;
  for (let n = 1; n <= 4; n++) {
    for (let i = 0; i + n <= words.length; i++) {
      const phrase = words.slice(i, i + n).join(" ");
      const m = findOccupation(phrase);
      if (m && m.score >= 0.9 && (!best || m.score > best.score)) best = { phrase, score: m.score };
    }
  }
  return best?.phrase ?? null;
}

/** Each city as a whole-word pattern, built once (exported for the ReDoS test). */
const CITY_PATTERNS = Object.entries(CITY_COUNTRY).map(([city, code]) => ({ city, code, re: new RegExp(`\\b${city}\\b`) }));

export function findPlaceInText(text: string): { country: string | null; city: string | null } {
  const lower = text.toLowerCase();
  for (const { city, code, re } of CITY_PATTERNS) {
    if (re.test(lower)) return { country: code, city: city.replace(/\b\w/g, (c) => c.toUpperCase()) };
  }
  const m = text.match(/\b(?:in|from|for|across)\s+(?:the\s+)?([A-Z][\p{L}.]+(?:\s+[A-Z][\p{L}.]+){0,2})/gu) ?? [];
  for (const hit of m) {
    const name = hit.replace(/^(in|from|for|across)\s+(the\s+)?/i, "");
    for (let k = name.split(" ").length; k >= 1; k--) {
      const c = findCountry(name.split(" ").slice(0, k).join(" "));
      if (c) return { country: c.code, city: null };
    }
  }
  const code = /\b(UK|US|USA|UAE)\b/.exec(text)?.[1];
  if (code) return { country: code === "USA" ? "US" : code === "UK" ? "GB" : code === "UAE" ? "AE" : code, city: null };
  return { country: null, city: null };
}

export function findYearsInText(text: string): number | null {
  const m = /\b(\d{1,2})\+?\s*(?:years?|yrs)\b/i.exec(text);
  return m ? Number(m[1]) : null;
}
