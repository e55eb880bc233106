/**
 * What the job asks for, read from the job description: title, company, required and nice-to-have
 * skills, the problems the role is hired to solve, the values the employer names and remote signals.
 * Sentences are kept verbatim so the writer can quote rather than paraphrase.
 */
import { findSkillsInText } from "@/lib/knowledge/skills";
import { findOccupation } from "@/lib/knowledge/occupations";
import { readJobHeader, type JobHeader } from "@/lib/engine/scoring/job-header";
import { splitSentences } from "./text";

export interface JobNeeds {
  title: string | null;
  company: string | null;
  requiredSkills: string[];
  niceSkills: string[];
  /** duties and challenges, as written ("Scale our payments platform to 10 markets") */
  problems: string[];
  /** value words the advert uses ("ownership", "transparency") */
  values: string[];
  /** a sentence in which the company describes itself */
  companyLine: string | null;
  remote: boolean;
  executive: boolean;
  occupationId: string | null;
}

const VALUE_WORDS = [
  "ownership",
  "transparency",
  "collaboration",
  "curiosity",
  "integrity",
  "inclusion",
  "diversity",
  "sustainability",
  "customer focus",
  "customer obsession",
  "craft",
  "quality",
  "autonomy",
  "trust",
  "respect",
  "innovation",
  "learning",
  "humility",
  "kindness",
  "impact",
  "accountability",
  "openness",
  "excellence",
  "empathy",
  "safety",
  "care",
  "teamwork",
  "simplicity",
  "courage",
  "fairness",
  "wellbeing",
  "feedback",
  "mission",
];

/** Built once; exported for the ReDoS test, which checks every built pattern. */
export const VALUE_WORD_PATTERNS = VALUE_WORDS.map((v) => [v, new RegExp(`\\b${v}\\b`)] as const);

const NICE_HEAD = /^(nice[- ]to[- ]have|bonus|desirable|preferred|plus|a plus|good to have|wünschenswert|von vorteil|un plus|deseable)\b/i;
const REQ_HEAD =
  /^(requirements|must[- ]have|essential|what you('| wi)ll bring|what we('re| are) looking for|you have|qualifications|about you|anforderungen|profil|requisitos)\b/i;
// A duty reads as a duty when it starts with an action verb (optionally after "you will"); "We value
// ownership" must not count as a task just because "own" is in it.
const PROBLEM_CUE =
  /^(?:you will |you'll |you |to |we need someone to )?(own|build|scale|improve|reduce|grow|lead|deliver|design|migrate|moderni[sz]e|launch|fix|streamline|automate|help|drive|manage|develop|create|set|run|shape|define|partner|support|maintain|write|present|analy[sz]e|implement|ensure|establish|oversee|mentor|coach|plan|coordinate|teach|care for|assess|sell|negotiate|handle|prepare|review|monitor|optimi[sz]e|expand|integrate|transform|turn)\b/i;
const COMPANY_CUE = /\b(we are|we're|our mission|founded|is a|is the|is an|we build|we help|our team|our customers|join us)\b/i;

function stripBullet(line: string): string {
  return line
    .replace(/^[\s•·*\-–—▪►◦●○]+/, "")
    .replace(/\s+/g, " ")
    .trim();
}

function guessTitle(lines: string[], header: JobHeader, given?: string | null): string | null {
  if (given?.trim()) return given.trim();
  // The ad's head line read into parts ("Data Analyst — Globex Insights, London" → "Data Analyst").
  if (header.title) return header.title;
  for (const l of lines.slice(0, 6)) {
    const s = stripBullet(l).replace(/^(job title|position|role|title)\s*:\s*/i, "");
    // Weak fuzzy matches are word overlaps: a "Requirements" heading is not a "requirements analyst".
    if (s.length < 70 && (findOccupation(s)?.score ?? 0) >= 0.8) return s.replace(/[.:]$/, "");
  }
  const m = /\b(?:hiring|looking for|seeking|recruiting)\s+(?:an?\s+)?([A-Z][\w/+ -]{2,50}?)(?=\s+(?:to|who|with|for|in|at)\b|[.,])/.exec(
    lines.join(" "),
  );
  return m ? m[1].trim() : null;
}

function guessCompany(text: string, header: JobHeader, given?: string | null): string | null {
  if (given?.trim()) return given.trim();
  const m =
    /\b(?:at|join|About)[ \t]+([A-Z][\w&.-]*(?:[ \t]+[A-Z][\w&.-]*){0,3})(?=[,.!:\n]|[ \t]+(?:is|we|are|has)\b|$)/m.exec(text) ??
    /^([A-Z][\w&.-]*(?:[ \t]+[A-Z][\w&.-]*){0,3})[ \t]+(?:is|are)[ \t]+(?:a|an|the)\b/m.exec(text);
  const name = m?.[1]?.trim() ?? null;
  if (!name || /^(We|Our|The|You|This|Us)$/.test(name)) return header.company;
  return name;
}

export function extractJobNeeds(input: { jobDescription: string; companyName?: string | null; role?: string | null }): JobNeeds {
  const jd = input.jobDescription;
  const lines = jd.split(/\r?\n/);
  // Skills keyed by taxonomy id, valued by the advert's own wording.
  const required = new Map<string, string>();
  const nice = new Map<string, string>();
  let mode: "req" | "nice" | "other" = "other";
  const problems: string[] = [];
  for (const raw of lines) {
    const line = stripBullet(raw);
    if (!line) continue;
    if (NICE_HEAD.test(line) && line.length < 60) mode = "nice";
    else if (REQ_HEAD.test(line) && line.length < 60) mode = "req";
    const isNiceLine = mode === "nice" || /\b(nice to have|a plus|bonus|preferred|desirable|ideally)\b/i.test(line);
    // The company's description of itself ("a teaching hospital") names no requirement.
    const skillSource = COMPANY_CUE.test(line) && mode === "other" ? "" : line;
    for (const m of findSkillsInText(skillSource)) {
      // Soft skills named outside a requirements list are usually culture copy, not requirements.
      if (m.skill.category === "soft" && mode !== "req") continue;
      const target = isNiceLine ? nice : required;
      if (!target.has(m.skill.id)) target.set(m.skill.id, m.text);
    }
    for (const s of splitSentences(line)) {
      const sentence = s.replace(/(?<![.;:])[.;:]+$/, "");
      if (sentence.length >= 25 && sentence.length <= 180 && PROBLEM_CUE.test(sentence) && !COMPANY_CUE.test(sentence))
        problems.push(sentence);
    }
  }
  for (const id of required.keys()) nice.delete(id);
  const lower = jd.toLowerCase();
  const values = VALUE_WORD_PATTERNS.filter(([, re]) => re.test(lower)).map(([v]) => v);
  const companyLine =
    lines
      .flatMap((l) => splitSentences(stripBullet(l)))
      .find((s) => COMPANY_CUE.test(s) && s.length <= 220)
      ?.replace(/(?<!\.)\.+$/, "") ?? null;
  const header = readJobHeader(jd);
  const title = guessTitle(lines, header, input.role);
  const occ = title ? findOccupation(title) : null;
  return {
    title,
    company: guessCompany(jd, header, input.companyName),
    requiredSkills: [...required.values()],
    niceSkills: [...nice.values()],
    problems: [...new Set(problems)].slice(0, 6),
    values,
    companyLine,
    remote: /\b(remote|distributed|work from anywhere|async|asynchronous|home[- ]based|fully remote|remote-first)\b/i.test(jd),
    executive: /\b(chief|c-suite|board|vp|vice president|director|head of|executive|managing director|ceo|cto|cfo|coo)\b/i.test(
      `${title ?? ""} ${input.role ?? ""}`,
    ),
    occupationId: occ?.occupation.id ?? null,
  };
}
