/**
 * Mechanical checks on the real corpus for `npm run eval -- real` (see real.ts): entity-extraction errors
 * that need no labels to spot, and skills-gap answers that list skills the CV evidently holds.
 */
import { extractEntities, type Entity } from "@/lib/engine/extract";
import { skillsGapRequest } from "@/lib/engine/scoring/api";
import type { RealDoc } from "./real-corpus";

const EDUCATION = /\b(universit(y|ies)|college|institute|school|academy|polytechnic)\b/i;
/** Regulators, professional bodies and awarding bodies: they license people, they do not employ them here. */
const REGULATORS = /\b(council|board|commission|ministry|NMC|GDC|CQC|HCPC|GMC|OSHA|COREN|ACCA|CIMA|ICAEW|AICPA|SHRM|CIPD|RPSGT|NCLEX)\b/;
/** Software and hardware vendors that CVs name as tools, not as employers. */
const VENDORS =
  /\b(microsoft|ms office|adobe|oracle|sap|cisco|salesforce|google|facebook|ibm|autodesk|autocad|quickbooks|peachtree|turbo ?tax|tally|sage|bluebeam|procore|cmic|jira|power ?point|excel)\b/i;
/** The anonymisation placeholders of the livecareer dataset ("Company Name － City , State"). */
const PLACEHOLDERS = new Set(["company name", "city", "state", "city , state"]);
const SECTION_LABELS = new Set(
  [
    "education details",
    "work history",
    "skill details",
    "company details",
    "professional summary",
    "summary",
    "experience",
    "work experience",
    "professional experience",
    "education",
    "skills",
    "highlights",
    "accomplishments",
    "qualifications",
    "certifications",
    "interests",
    "additional information",
    "languages",
    "skills summary",
    "technical skills",
    "core qualifications",
    "career overview",
    "executive profile",
    "objective",
    "profile",
    "personal details",
    "aufgaben",
    "anforderungen",
    "job description",
    "job responsibilities",
    "required qualifications",
    "application procedures",
  ].map((s) => s.toLowerCase()),
);
const NOT_PAY =
  /\b(million|billion|bn|budget|revenue|turnover|project|portfolio|value|worth|contracts?|inventor(y|ies)|expenses?|premium|coverage|insurance|loans?|scholarships?|price|grant|assets|sales|401\s?k|cr)\b|\$\s?\d[\d.,]*\s?(m|bn)\b/i;
const PAY = /\b(salary|salaries|per (hour|annum|year|month|week|drill)|hourly|pay|wage|earn|compensation|p\.?a\.?|ote|bonus)\b/i;

function around(text: string, e: Entity, n = 45): string {
  return text.slice(Math.max(0, e.start - n), Math.min(text.length, e.end + n)).replace(/\s+/g, " ");
}

interface CheckRow {
  name: string;
  count: number;
  docs: Set<string>;
  examples: string[];
}

/** Extraction checks over every document; returns a markdown section. */
export function extractionChecks(docs: RealDoc[], text: Map<string, string>): string {
  const rows: Record<string, CheckRow> = {};
  const row = (name: string) => (rows[name] ??= { name, count: 0, docs: new Set(), examples: [] });
  const hit = (name: string, doc: RealDoc, example: string) => {
    const r = row(name);
    r.count++;
    r.docs.add(doc.id);
    if (r.examples.length < 3 && !r.examples.some((x) => x.startsWith(`${doc.id}:`))) r.examples.push(`${doc.id}: ${example}`);
  };
  const names = [
    "EMPLOYER that is a university/college/school (not a teaching document)",
    "EMPLOYER that is a regulator or professional body",
    "EMPLOYER that is a software/hardware vendor (tool mention)",
    "EMPLOYER that is a dataset placeholder (City, State, Company Name)",
    "SALARY that is not pay (contract values, budgets, inventories, benefits)",
    "entity text containing a line break",
    "entity that is a section label",
  ];
  names.forEach(row);
  let employers = 0;
  let salaries = 0;
  let entities = 0;
  for (const doc of docs) {
    const t = text.get(doc.id)!;
    for (const e of extractEntities(t).entities) {
      entities++;
      const q = JSON.stringify(e.text);
      if (e.type === "EMPLOYER") {
        employers++;
        const plain = e.text.trim().toLowerCase();
        if (PLACEHOLDERS.has(plain)) hit(names[3], doc, q);
        else if (EDUCATION.test(e.text) && !/hospital|medical center/i.test(e.text) && doc.profession !== "teaching") hit(names[0], doc, q);
        else if (REGULATORS.test(e.text)) hit(names[1], doc, q);
        else if (VENDORS.test(e.text)) hit(names[2], doc, q);
      }
      if (e.type === "SALARY") {
        salaries++;
        const ctx = around(t, e);
        if (NOT_PAY.test(ctx) && !PAY.test(ctx)) hit(names[4], doc, `${q} in "…${ctx}…"`);
      }
      if (/[\r\n]/.test(e.text)) hit(names[5], doc, `${e.type} ${q}`);
      if (
        SECTION_LABELS.has(
          e.text
            .trim()
            .replace(/[:\s]+$/, "")
            .toLowerCase(),
        )
      )
        hit(names[6], doc, `${e.type} ${q}`);
    }
  }
  const out = [
    `### Extraction checks (${docs.length} documents, ${entities} entities: ${employers} EMPLOYER, ${salaries} SALARY)`,
    "",
    "| check | entities | documents | examples |",
    "| --- | ---: | ---: | --- |",
    ...names.map((n) => `| ${n} | ${rows[n].count} | ${rows[n].docs.size} | ${rows[n].examples.join("; ").replace(/\|/g, "\\|") || "—"} |`),
  ];
  return out.join("\n");
}

/** Normalised skill key: lower case, only letters, digits, + and #. */
const key = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9+#]+/g, " ")
    .trim();

/**
 * What holding one skill evidently implies (keys as `key` gives them). Transitive: ACLS ⇒ BLS ⇒ CPR.
 * Deliberately shallow: only implications a recruiter would not argue with.
 */
const IMPLIES: Record<string, string[]> = {
  acls: ["bls"],
  pals: ["bls"],
  bls: ["cpr"],
  postgresql: ["sql"],
  mysql: ["sql"],
  "microsoft sql server": ["sql"],
  oracle: ["sql"],
  sqlite: ["sql"],
  django: ["python", "software development"],
  flask: ["python", "software development"],
  numpy: ["python"],
  opencv: ["python"],
  spring: ["java", "software development"],
  "rest apis": ["software development"],
  selenium: ["software testing"],
  testng: ["software testing"],
  "manual testing": ["software testing"],
  "black box testing": ["software testing"],
  recruiting: ["recruitment"],
  recruitment: ["recruiting"],
  "applicant tracking": ["applicant tracking systems"],
  "vital signs": ["vital signs monitoring"],
  "patient transport": ["patient transfer"],
  "behavior management": ["classroom management"],
  iep: ["differentiated instruction"],
  chemistry: ["subject knowledge"],
  biology: ["subject knowledge"],
  quickbooks: ["bookkeeping", "accounting software"],
  peachtree: ["accounting software"],
  "jd edwards": ["accounting software"],
  tally: ["accounting software"],
  sap: ["accounting software"],
  gaap: ["us gaap"],
  "tax returns": ["tax preparation"],
  "sales tax": ["tax preparation"],
  "financial forecasting": ["forecasting"],
  "sous vide": ["cooking"],
  catering: ["cooking"],
  banquets: ["cooking"],
  "food cost control": ["cost analysis"],
  "cost control": ["cost analysis"],
  autocad: ["computer aided design"],
  catia: ["computer aided design"],
  solidworks: ["computer aided design"],
  "cnc programming": ["manufacturing processes"],
  plc: ["plc programming"],
  switchgear: ["power systems"],
  "switchgear maintenance": ["power systems"],
  "distribution substations": ["power systems"],
  transformers: ["power systems"],
  "site engineering": ["construction knowledge"],
  "construction supervision": ["construction knowledge"],
  "crew supervision": ["people management"],
  "cold calling": ["sales prospecting"],
  "lead generation": ["sales prospecting"],
  telecalling: ["sales prospecting"],
  "contract negotiation": ["negotiation"],
  "car sales": ["sales"],
  "retail sales": ["sales"],
  "direct sales": ["sales"],
  "real estate sales": ["sales"],
  "pharmaceutical sales": ["sales"],
  "sales management": ["sales"],
  "merchant acquisition": ["sales"],
  "account management": ["customer relationship management"],
  crm: ["customer relationship management"],
  salesforce: ["customer relationship management"],
  "logistics management": ["logistics planning"],
  forklift: ["forklift operation"],
  "inventory control": ["inventory management"],
};

export function heldSkills(evident: string[]): Set<string> {
  const held = new Set<string>();
  const stack = evident.map(key);
  while (stack.length) {
    const k = stack.pop()!;
    if (held.has(k)) continue;
    held.add(k);
    stack.push(...(IMPLIES[k] ?? []));
  }
  return held;
}

/** Skills-gap check: gap skills the CV evidently holds (by the annotation list or an implication). */
export function skillsGapCheck(cvs: RealDoc[], text: Map<string, string>, asOf: Date): string {
  let checked = 0;
  let gaps = 0;
  let heldAbsent = 0;
  let heldUnder = 0;
  let withError = 0;
  const errors: string[] = [];
  const examples: string[] = [];
  for (const cv of cvs) {
    if (!cv.skills?.length || !cv.targetRole) continue;
    checked++;
    let r;
    try {
      r = skillsGapRequest({ cv_text: text.get(cv.id)!, target_role: cv.targetRole }, asOf);
    } catch (e) {
      errors.push(`${cv.id} (${cv.targetRole}): ${e instanceof Error ? e.message : String(e)}`);
      continue;
    }
    const held = heldSkills(cv.skills);
    let bad = false;
    for (const g of r.skills) {
      gaps++;
      if (!held.has(key(g.skill))) continue;
      bad = true;
      if (g.current_level === "L0") heldAbsent++;
      else heldUnder++;
      if (g.current_level === "L0" && examples.length < 6)
        examples.push(`${cv.id} → ${r.target_role}: "${g.skill}" L0/${g.required_level}`);
    }
    if (bad) withError++;
  }
  return [
    `### Skills-gap check (${checked} CVs with an evident-skills list, target role of their own profession)`,
    "",
    "| measure | value |",
    "| --- | ---: |",
    `| gap skills listed | ${gaps} |`,
    `| gap skills the CV evidently holds, reported as absent (L0) | ${heldAbsent} |`,
    `| gap skills the CV evidently holds, reported below the required level (L1+) | ${heldUnder} |`,
    `| CVs with at least one such gap | ${withError} of ${checked} |`,
    `| target roles rejected | ${errors.length} |`,
    "",
    `Held but reported absent, e.g.: ${examples.join("; ") || "none"}.${errors.length ? ` Rejected: ${errors.join("; ")}.` : ""}`,
  ].join("\n");
}
