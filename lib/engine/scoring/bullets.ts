/**
 * Weak CV bullets and their rewrites. A rewrite opens with a strong verb, keeps every fact of the
 * original (only the duty phrase is removed), and marks a missing result with a visible placeholder
 * such as [X%] instead of inventing a number.
 */
import type { CvBullet } from "./cv-structure";
import { ACTION_VERBS, firstWord, WEAK_OPENERS } from "./text-utils";

export interface WeakBullet {
  original: string;
  rewritten: string;
  reason: string;
}

const IRREGULAR_PAST: Record<string, string> = {
  build: "built", lead: "led", write: "wrote", run: "ran", make: "made", teach: "taught", sell: "sold", take: "took",
  set: "set", keep: "kept", bring: "brought", drive: "drove", give: "gave", meet: "met", oversee: "oversaw",
  speak: "spoke", spend: "spent", hold: "held", buy: "bought", think: "thought", find: "found", win: "won", send: "sent",
  begin: "began", choose: "chose", cut: "cut", grow: "grew", do: "did", get: "got", put: "put", shut: "shut", split: "split",
};

const IRREGULAR_PASTS = new Set(Object.values(IRREGULAR_PAST));

/** "managing" → "managed", "building" → "built", "planning" → "planned", "carrying" → "carried". */
export function toPastTense(word: string): string {
  const w = word.toLowerCase();
  if (IRREGULAR_PAST[w]) return IRREGULAR_PAST[w];
  if (w.endsWith("ed")) return w;
  if (w.endsWith("ing") && w.length > 4) {
    const stem = w.slice(0, -3);
    // "writing" → write, "setting" → set, "leading" → lead
    for (const [base, past] of Object.entries(IRREGULAR_PAST)) {
      if (stem === base || `${stem}e` === base || stem === base + base.at(-1)) return past;
    }
    if (/[^aeiou]y$/.test(stem)) return `${stem.slice(0, -1)}ied`;
    return `${stem}ed`;
  }
  if (/[^aeiou]y$/.test(w)) return `${w.slice(0, -1)}ied`;
  return /e$/.test(w) ? `${w}d` : `${w}ed`;
}

/** Verbs for bullets that open with a noun ("Customer complaints and refunds"). */
function verbForNounOpening(text: string): string {
  if (/\b(team|staff|people|reports?|direct reports)\b/i.test(text)) return "Managed";
  if (/\b(customers?|clients?|patients?|students?|pupils|users?)\b/i.test(text)) return "Supported";
  if (/\b(reports?|analysis|dashboards?|forecasts?)\b/i.test(text)) return "Produced";
  if (/\b(system|service|platform|app|application|website|site|pipeline|tool)\b/i.test(text)) return "Built";
  return "Delivered";
}

const PARTICIPATION = new Set(["helped", "helped with", "assisted", "assisted with", "worked on", "involved in", "participated in", "took part in"]);

function lowerFirst(s: string): string {
  return /^[A-Z]{2,}/.test(s) ? s : s.charAt(0).toLowerCase() + s.slice(1);
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function resultPlaceholder(text: string): string {
  if (/\b(customers?|clients?|users?|patients?)\b/i.test(text)) return "improving satisfaction by [X%]";
  if (/\b(cost|budget|spend|expenses?)\b/i.test(text)) return "saving [£X / X%]";
  if (/\b(sales|revenue|pipeline|deals?)\b/i.test(text)) return "growing revenue by [X%]";
  if (/\b(process|workflow|pipeline|deploy\w*|release|build)\b/i.test(text)) return "cutting time by [X%]";
  if (/\b(team|staff|engineers|people)\b/i.test(text)) return "for a team of [N]";
  return "with a result of [X%] on [metric]";
}

/**
 * Rewrites one bullet. Removes the duty phrase, turns a following gerund or base verb into the past tense,
 * otherwise adds a verb that fits the object; appends a result placeholder when there is no number.
 */
export function rewriteBullet(bullet: Pick<CvBullet, "text" | "metric">): string {
  let body = bullet.text.replace(/^[\s•·*▪◦‣–—-]+/, "").replace(/^i\s+/i, "").trim().replace(/(?<![.;])[.;]+$/, "");
  let opener: string | null = null;
  for (const w of WEAK_OPENERS) {
    if (w.re.test(body)) {
      opener = w.label;
      body = body.replace(w.re, "");
      break;
    }
  }
  const first = firstWord(body);
  const rest = body.slice(first.length);
  let sentence: string;
  if (opener && PARTICIPATION.has(opener)) {
    // Helping is a fact to keep: the candidate contributed, did not do it alone.
    // Only a bare "helped build"/"assisted deliver" is followed by a verb; "helped with X" by a noun.
    const bare = opener === "helped" || opener === "assisted";
    const verb = bare && first && !/ing$/.test(first) && ACTION_VERBS.has(toPastTense(first)) ? toPastTense(first) : "";
    sentence = verb ? `Co-${verb}${rest}` : opener === "assisted" ? `Supported ${lowerFirst(body)}` : `Contributed to ${lowerFirst(body)}`;
  } else if (/ing$/.test(first) && (ACTION_VERBS.has(toPastTense(first)) || IRREGULAR_PASTS.has(toPastTense(first)))) {
    // Only known verbs: "billing", "marketing", "training" are usually nouns and get a verb in front.
    sentence = `${capitalise(toPastTense(first))}${rest}`;
  } else if (ACTION_VERBS.has(first) || (!opener && ACTION_VERBS.has(toPastTense(first)))) {
    sentence = `${capitalise(ACTION_VERBS.has(first) ? first : toPastTense(first))}${rest}`;
  } else if (!opener && (/ed$/.test(first) || IRREGULAR_PASTS.has(first))) {
    // Already a past-tense verb, just not a strong one: keep it rather than stack a second verb.
    sentence = capitalise(body);
  } else {
    sentence = `${verbForNounOpening(body)} ${lowerFirst(body)}`;
  }
  sentence = sentence.replace(/\s{2,}/g, " ").trim();
  return bullet.metric ? `${sentence}.` : `${sentence}, ${resultPlaceholder(body)}.`;
}

/** Why a bullet is weak, or null when it is fine. */
export function diagnoseBullet(b: CvBullet): string | null {
  const reasons: string[] = [];
  const weak = WEAK_OPENERS.find((w) => w.re.test(b.text));
  if (weak) reasons.push(`opens with the duty phrase "${weak.label}"`);
  else if (!b.actionVerb) reasons.push("does not open with an action verb");
  if (!b.metric) reasons.push("has no number showing the result");
  if (b.fillers.length) reasons.push(`uses filler (${b.fillers.join(", ")})`);
  if (/^\s*i\s/i.test(b.text)) reasons.push("is written in the first person");
  if (b.words > 40) reasons.push(`is long (${b.words} words)`);
  // A bullet with a strong verb that only lacks a number is still worth flagging, but ranks lower.
  return reasons.length ? reasons.join("; ") : null;
}

/** A sentence without its surrounding spaces and final full stops, for comparing a rewrite with its source. */
function bare(s: string): string {
  let t = s.trim();
  while (t.endsWith(".")) t = t.slice(0, -1).trimEnd();
  return t;
}

/** Weakest bullets first (duty phrases before missing numbers), at most `limit`. */
export function findWeakBullets(bullets: CvBullet[], limit = 5): WeakBullet[] {
  const scored = bullets
    .filter((b) => b.section === "experience" || b.section === "projects")
    .map((b, i) => ({ b, i, reason: diagnoseBullet(b) }))
    .filter((x): x is { b: CvBullet; i: number; reason: string } => x.reason !== null)
    .map((x) => ({ ...x, severity: (x.b.actionVerb ? 0 : 2) + (x.b.metric ? 0 : 1) + (x.b.fillers.length ? 1 : 0) }));
  scored.sort((a, b) => b.severity - a.severity || a.i - b.i);
  // A rewrite identical to the bullet is no advice: such a bullet is not listed.
  return scored
    .map(({ b, reason }) => ({ original: b.text, rewritten: rewriteBullet(b), reason }))
    .filter((w) => bare(w.rewritten) !== bare(w.original.replace(/^[\s•·*▪◦‣–—-]+/, "")))
    .slice(0, limit);
}
