/**
 * Organisation types: where someone works, as opposed to what they do. "Startup", "NHS", "public sector", "charity"
 * and "self-employed" are read as organisation types wherever they appear (career text, decisions, company_type),
 * never as occupations. Each type moves pay, promotion and job-loss odds; the figures are ESTIMATES with the
 * evidence they lean on written beside them.
 */
import type { Dimension } from "./sectors";

export type OrgKey = "startup" | "scale-up" | "corporate" | "agency" | "public" | "nhs" | "charity" | "self-employed";

export interface OrgType {
  key: OrgKey;
  label: string;
  /** phrases that name the type; tested case-insensitively on word boundaries */
  pattern: RegExp;
  /** employer that implies a country (the NHS is British) */
  country?: string;
  /** base pay relative to the market median for the role */
  payFactor: number;
  /** multiplier on the ladder's yearly promotion odds */
  promotionFactor: number;
  /** added yearly chance of an involuntary job loss (negative: safer than average) */
  layoffRisk: number;
  /** multiplier on the year-to-year spread of individual pay */
  incomeSpread: number;
  /** shifts of the seven life dimensions (0..1 scale) against the career's sector profile (estimates) */
  attributeShift: Partial<Record<Dimension, number>>;
  note: string;
}

export const ORG_TYPES: readonly OrgType[] = [
  {
    key: "nhs",
    label: "NHS",
    pattern: /\bNHS\b|\bnational health service\b|\bNHS (trust|hospital|england|scotland|wales)\b/i,
    country: "GB",
    payFactor: 1,
    promotionFactor: 0.9,
    layoffRisk: -0.015,
    incomeSpread: 0.3,
    attributeShift: { stability: 0.1, freedom: -0.05, meaning: 0.05 },
    note: "pay follows the Agenda for Change scale (no individual premium); redundancies are rare in clinical posts (estimate)",
  },
  {
    key: "public",
    label: "public sector",
    pattern:
      /\bpublic[- ]sector\b|\bgovernment\b|\bcivil serv(ice|ant)\b|\b(local )?council\b|\blocal authority\b|\bstate school\b|\bfederal (agency|government|job)\b|\bpublic service\b|\bministry\b/i,
    payFactor: 0.97,
    promotionFactor: 0.85,
    layoffRisk: -0.012,
    incomeSpread: 0.6,
    attributeShift: { stability: 0.1, freedom: -0.05, growth: -0.05 },
    note: "pay on published scales a little under private medians for graduate roles; lower dismissal risk (estimates informed by OECD public-employment reviews)",
  },
  {
    key: "charity",
    label: "charity / non-profit",
    pattern: /\bcharit(y|ies|able)\b|\bnon-?profits?\b|\bnot[- ]for[- ]profit\b|\bNGOs?\b|\bthird sector\b/i,
    payFactor: 0.9,
    promotionFactor: 0.85,
    layoffRisk: 0.01,
    incomeSpread: 0.9,
    attributeShift: { meaning: 0.1, stability: -0.05 },
    note: "about 10 % below comparable private pay and grant-dependent posts (estimate)",
  },
  {
    key: "startup",
    label: "startup",
    pattern: /\bstart-?ups?\b|\b(early|seed)[- ]stage\b/i,
    payFactor: 0.9,
    promotionFactor: 1.3,
    layoffRisk: 0.08,
    incomeSpread: 1.5,
    attributeShift: { stability: -0.25, growth: 0.1, freedom: 0.05, time: -0.1 },
    note: "cash pay about 10 % under market (equity not counted), fast title growth, and a high chance the company folds or cuts staff (estimates; about a fifth of new US establishments close within a year — BLS Business Employment Dynamics)",
  },
  {
    key: "scale-up",
    label: "scale-up",
    pattern: /\bscale-?ups?\b|\bgrowth[- ]stage\b|\bunicorns?\b/i,
    payFactor: 1,
    promotionFactor: 1.2,
    layoffRisk: 0.03,
    incomeSpread: 1.2,
    attributeShift: { stability: -0.1, growth: 0.1, time: -0.05 },
    note: "market pay, quick promotions while headcount grows, layoffs when funding tightens (estimates)",
  },
  {
    key: "self-employed",
    label: "self-employed",
    pattern:
      /\bself[- ]?employ(ed|ment)\b|\bfreelanc(e|er|ers|ing)\b|\bsole trader\b|\b(my|own) (business|company|practice)\b|\bindependent (consultant|contractor)\b/i,
    payFactor: 1,
    promotionFactor: 0.4,
    layoffRisk: 0.04,
    incomeSpread: 2,
    attributeShift: { freedom: 0.25, stability: -0.2, time: -0.05 },
    note: "no ladder to climb (rates rise instead), income twice as volatile, clients can be lost (estimates)",
  },
  {
    key: "agency",
    label: "agency / consultancy",
    pattern: /\bagenc(y|ies)\b|\bconsultanc(y|ies)\b/i,
    payFactor: 0.97,
    promotionFactor: 1.1,
    layoffRisk: 0.02,
    incomeSpread: 1.1,
    attributeShift: { time: -0.1, growth: 0.05 },
    note: "client-driven workload and headcount (estimates)",
  },
  {
    key: "corporate",
    label: "corporate",
    pattern:
      /\bcorporat(e|ion|ions)\b|\bmultinationals?\b|\bbig (company|firm|tech)\b|\blarge (company|firm|employer)\b|\bFortune 500\b|\bFTSE\b|\bDAX\b/i,
    payFactor: 1.05,
    promotionFactor: 1,
    layoffRisk: 0,
    incomeSpread: 1,
    attributeShift: { stability: 0.05, freedom: -0.05, status: 0.05 },
    note: "a large-employer wage premium of about 5 % after controls (estimate informed by Oi & Idson, 1999, 'Firm size and wages')",
  },
];

/** The average employer: what a career text without an organisation type is simulated at. */
export const TYPICAL_ORG: OrgType = {
  key: "corporate",
  label: "typical employer",
  pattern: /$^/,
  payFactor: 1,
  promotionFactor: 1,
  layoffRisk: 0,
  incomeSpread: 1,
  attributeShift: {},
  note: "no organisation type given: market pay and average odds",
};

export function getOrgType(key: OrgKey): OrgType {
  return ORG_TYPES.find((o) => o.key === key) ?? TYPICAL_ORG;
}

/** The first organisation type a text names, with the words that named it; null when none. */
export function findOrgType(text: string): { org: OrgType; phrase: string; index: number } | null {
  let best: { org: OrgType; phrase: string; index: number } | null = null;
  for (const org of ORG_TYPES) {
    const m = org.pattern.exec(text);
    // the NHS outranks "hospital"/"public" words elsewhere in the text; otherwise the earliest mention wins
    if (m && (!best || (org.key === "nhs" && best.org.key !== "nhs") || (best.org.key !== "nhs" && m.index < best.index)))
      best = { org, phrase: m[0], index: m.index };
  }
  return best;
}

/** True when the text is nothing but an organisation type ("Startup", "the NHS", "a charity"). */
export function isOnlyOrgType(text: string): boolean {
  const hit = findOrgType(text);
  if (!hit) return false;
  const rest = text
    .replace(hit.org.pattern, " ")
    .replace(/\b(a|an|the|at|in|for|with|job|work|working|company|organisation|organization|employer|sector|hospital|trust)\b/gi, " ");
  return rest.replace(/[^a-z0-9]+/gi, "").length === 0;
}

/**
 * Each type's pattern with the global flag, in the order of ORG_TYPES: built once, not per call (exported for the
 * role cleaner and the ReDoS test). Safe to share: matchAll copies the pattern and replace resets it.
 */
export const ORG_MENTION_PATTERNS: ReadonlyMap<OrgType, RegExp> = new Map(ORG_TYPES.map((o) => [o, new RegExp(o.pattern.source, "gi")]));

/** Every organisation type a text names, in order. */
export function findOrgMentions(text: string): { org: OrgType; phrase: string; index: number }[] {
  const out: { org: OrgType; phrase: string; index: number }[] = [];
  for (const [org, re] of ORG_MENTION_PATTERNS) for (const m of text.matchAll(re)) out.push({ org, phrase: m[0], index: m.index ?? 0 });
  return out.sort((a, b) => a.index - b.index);
}

const LEAVING =
  /\b(leave|leaving|left|quit|quitting|exit|exiting|from|out of)\s+(?:my\s+|the\s+|a\s+|an\s+|this\s+|our\s+)?(?:\w+\s+){0,2}$/i;

/**
 * Where a decision leads and where it leaves: "leave my corporate job to join a startup" → from corporate, to
 * startup. A mention right after leave/quit/from is the origin; the last other mention is the destination.
 */
export function readDecisionOrgs(decision: string): { from: OrgType | null; to: OrgType | null } {
  const mentions = findOrgMentions(decision);
  let from: OrgType | null = null;
  let to: OrgType | null = null;
  for (const m of mentions) {
    if (LEAVING.test(decision.slice(Math.max(0, m.index - 40), m.index))) from ??= m.org;
    else to = m.org;
  }
  return { from, to };
}

/** "in the NHS", "at a startup", "self-employed" — how sentences place someone in an organisation type. */
export function orgPhrase(org: Pick<OrgType, "key" | "label">): string {
  switch (org.key) {
    case "nhs":
      return "in the NHS";
    case "public":
      return "in the public sector";
    case "self-employed":
      return "self-employed";
    case "agency":
      return "at an agency or consultancy";
    case "charity":
      return "at a charity or non-profit";
    default:
      return `at a ${org.label}`;
  }
}
