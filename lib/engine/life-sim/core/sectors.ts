/**
 * Per-sector attribute profiles on seven life dimensions, used by modes 2, 4, 7, 14 and 19.
 * Values are 0..1 ESTIMATES authored from the sources named in each rationale (OECD Better Life / Job Quality
 * framework dimensions; BLS ATUS 2023 hours by occupation group; Gallup State of the Global Workplace 2024
 * engagement; Treiman/SIOPS occupational prestige ordering). `money` is replaced per career by its wage, and
 * `stability`/`growth` are adjusted by AI exposure and projected employment growth (see careerAttributes).
 */
import { clamp } from "./random";

export const DIMENSIONS = ["money", "time", "stability", "freedom", "meaning", "status", "growth"] as const;
export type Dimension = (typeof DIMENSIONS)[number];
export type Attributes = Record<Dimension, number>;

export type SectorKey =
  | "tech"
  | "data"
  | "finance"
  | "business"
  | "hr"
  | "sales"
  | "marketing"
  | "legal"
  | "admin"
  | "healthcare"
  | "social"
  | "education"
  | "creative"
  | "trades"
  | "entrepreneur"
  | "hospitality"
  | "research"
  | "public"
  | "general";

interface SectorProfile {
  label: string;
  attributes: Attributes;
  /** typical usual weekly hours of full-time workers (BLS CPS 2023 by occupation group; estimate where no group) */
  weeklyHours: number;
  rationale: string;
}

const P = (
  money: number,
  time: number,
  stability: number,
  freedom: number,
  meaning: number,
  status: number,
  growth: number,
): Attributes => ({ money, time, stability, freedom, meaning, status, growth });

export const SECTOR_PROFILES: Record<SectorKey, SectorProfile> = {
  tech: {
    label: "Software and IT",
    attributes: P(0.75, 0.6, 0.6, 0.7, 0.5, 0.65, 0.8),
    weeklyHours: 42,
    rationale: "high wages, common remote work (autonomy), cyclical layoffs 2022-24 lower stability, fast-changing skills give growth",
  },
  data: {
    label: "Data and AI",
    attributes: P(0.75, 0.6, 0.6, 0.7, 0.55, 0.65, 0.85),
    weeklyHours: 42,
    rationale: "like software, with the fastest projected growth (BLS: data scientists +36% 2023-33)",
  },
  finance: {
    label: "Finance and accounting",
    attributes: P(0.7, 0.4, 0.75, 0.4, 0.4, 0.7, 0.6),
    weeklyHours: 45,
    rationale: "steady demand, seasonal long hours (closing, audit busy season), structured hierarchies",
  },
  business: {
    label: "Business operations and management",
    attributes: P(0.65, 0.45, 0.65, 0.5, 0.5, 0.65, 0.6),
    weeklyHours: 45,
    rationale: "managerial pay and status with meeting-heavy, always-on schedules",
  },
  hr: {
    label: "Human resources",
    attributes: P(0.5, 0.6, 0.65, 0.45, 0.6, 0.5, 0.5),
    weeklyHours: 41,
    rationale: "people-facing work with regular hours; moderate pay",
  },
  sales: {
    label: "Sales and customer",
    attributes: P(0.6, 0.45, 0.45, 0.6, 0.4, 0.5, 0.6),
    weeklyHours: 44,
    rationale: "commission makes pay variable (lower stability), quota pressure, field autonomy",
  },
  marketing: {
    label: "Marketing and communications",
    attributes: P(0.55, 0.55, 0.5, 0.6, 0.5, 0.55, 0.6),
    weeklyHours: 42,
    rationale: "creative autonomy, budgets cut first in downturns, high AI exposure of content work",
  },
  legal: {
    label: "Legal",
    attributes: P(0.8, 0.3, 0.75, 0.4, 0.55, 0.85, 0.55),
    weeklyHours: 48,
    rationale: "top prestige and pay, billable-hour culture leaves little time",
  },
  admin: {
    label: "Administration",
    attributes: P(0.35, 0.75, 0.6, 0.25, 0.4, 0.3, 0.3),
    weeklyHours: 39,
    rationale: "predictable hours, low autonomy and pay; BLS projects declines for several clerical roles",
  },
  healthcare: {
    label: "Healthcare",
    attributes: P(0.65, 0.35, 0.9, 0.35, 0.9, 0.8, 0.55),
    weeklyHours: 43,
    rationale: "near-certain demand (ageing populations), shift work and on-call, high purpose and prestige",
  },
  social: {
    label: "Social care and community",
    attributes: P(0.3, 0.5, 0.7, 0.4, 0.95, 0.45, 0.4),
    weeklyHours: 40,
    rationale: "very high purpose, low pay, emotional load",
  },
  education: {
    label: "Education",
    attributes: P(0.4, 0.55, 0.85, 0.45, 0.9, 0.55, 0.4),
    weeklyHours: 44,
    rationale: "public-sector security and holidays, high purpose; marking and planning extend the week",
  },
  creative: {
    label: "Arts, design and media",
    attributes: P(0.35, 0.5, 0.3, 0.85, 0.75, 0.5, 0.55),
    weeklyHours: 40,
    rationale: "high autonomy and self-expression, project-based income, high AI exposure of some tasks",
  },
  trades: {
    label: "Skilled trades and industry",
    attributes: P(0.5, 0.6, 0.75, 0.5, 0.6, 0.45, 0.5),
    weeklyHours: 43,
    rationale: "licensed skills in short supply, physical work, low generative-AI exposure",
  },
  entrepreneur: {
    label: "Founding a business",
    attributes: P(0.5, 0.25, 0.2, 0.95, 0.7, 0.6, 0.9),
    weeklyHours: 52,
    rationale: "maximal autonomy and learning; most new firms close within 10 years (BLS Business Employment Dynamics)",
  },
  hospitality: {
    label: "Hospitality and food",
    attributes: P(0.25, 0.35, 0.45, 0.3, 0.5, 0.3, 0.35),
    weeklyHours: 40,
    rationale: "low wages, evening/weekend shifts, high turnover",
  },
  research: {
    label: "Science and research",
    attributes: P(0.5, 0.55, 0.55, 0.7, 0.85, 0.7, 0.65),
    weeklyHours: 45,
    rationale: "intellectual freedom and purpose; grant-funded positions are often fixed-term",
  },
  public: {
    label: "Public sector and government",
    attributes: P(0.5, 0.7, 0.9, 0.35, 0.7, 0.55, 0.4),
    weeklyHours: 40,
    rationale: "tenure-like security and pensions, rule-bound work",
  },
  general: {
    label: "General (unrecognised career)",
    attributes: P(0.5, 0.5, 0.6, 0.5, 0.55, 0.5, 0.5),
    weeklyHours: 41,
    rationale: "mid-scale default when the career is not recognised",
  },
};

// Only ever used with test(): "engineer … software" needs no alternative of its own since "software" alone
// matches, and its `.*` rescanned the rest of the text from every "engineer ".
const RULES: [RegExp, SectorKey][] = [
  [/\b(data|machine learning|\bml\b|\bai\b|analytics|scientist of data)/, "data"],
  [/(software|\bit\b|developer|devops|cloud|network|cyber|security|programmer|web|sre|database|qa\b|tech)/, "tech"],
  [/(founder|entrepreneur|start-?up|own business|self-employed|freelanc)/, "entrepreneur"],
  [/(financ|account|audit|bank|tax|actuar|invest|analyst)/, "finance"],
  [/(human resources|\bhr\b|recruit|talent|people ops)/, "hr"],
  [/(sales|customer|account executive|business development|retail)/, "sales"],
  [/(marketing|communication|\bpr\b|brand|content|social media|copywrit|journalis)/, "marketing"],
  [/(legal|law|lawyer|attorney|paralegal|solicitor|barrister|judge)/, "legal"],
  [/(administ|clerk|secretar|receptionist|office|assistant)/, "admin"],
  [/(health|nurs|doctor|physician|medic|clinic|pharm|therap|dentist|surgeon|paramedic|care assistant)/, "healthcare"],
  [/(social|community|counsel|charity|non-?profit|youth)/, "social"],
  [/(educat|teach|lectur|professor|tutor|school)/, "education"],
  [/(art|design|music|writer|author|film|photograph|actor|media|animat|game)/, "creative"],
  [/(electric|plumb|carpent|mechanic|welder|construction|trade|technician|manufactur|driver|pilot)/, "trades"],
  [/(chef|cook|restaurant|hotel|hospitality|barista|waiter|food|tourism)/, "hospitality"],
  [/(research|scien|laborator|physic|chemist|biolog)/, "research"],
  [/(government|civil serv|public|policy|military|police|firefight)/, "public"],
  [/(manag|operations|consult|business|product|project|strategy|executive|director)/, "business"],
];

/** Sector key from the knowledge base's sector name first, else from the title's words. */
export function inferSectorKey(sector: string, title: string): SectorKey {
  const s = sector.toLowerCase();
  if (s.includes("data")) return "data";
  if (s.includes("software") || s.includes(" it")) return "tech";
  for (const [re, key] of RULES) if (s && re.test(s)) return key;
  const t = title.toLowerCase();
  for (const [re, key] of RULES) if (re.test(t)) return key;
  return "general";
}

export interface CareerFacts {
  sectorKey: SectorKey;
  usMedianWage: number;
  aiExposure: number;
  growthPercent: number;
  /** organisation type: shifts stability, freedom, growth… (core/org-types.ts) */
  org?: { label: string; payFactor: number; attributeShift: Partial<Record<Dimension, number>> } | null;
}

/**
 * Attributes of one career: the sector profile with money from its wage (log scale: all-occupation median
 * $48k → 0.45, 4× that → 0.95), stability lowered by AI exposure above the 0.4 workforce average and raised
 * by employment growth, growth nudged by projected employment growth.
 */
export function careerAttributes(c: CareerFacts): { attributes: Attributes; notes: string[] } {
  const base = SECTOR_PROFILES[c.sectorKey].attributes;
  const wage = c.usMedianWage * (c.org?.payFactor ?? 1);
  const money = clamp(0.45 + (Math.log(wage / 48_060) / Math.log(4)) * 0.5, 0.05, 0.98);
  const stability = clamp(base.stability - 0.3 * (c.aiExposure - 0.4) + 0.01 * c.growthPercent, 0.05, 0.98);
  const growth = clamp(base.growth + 0.006 * (c.growthPercent - 4), 0.05, 0.98);
  const attributes = { ...base, money, stability, growth };
  for (const [d, shift] of Object.entries(c.org?.attributeShift ?? {}) as [Dimension, number][])
    attributes[d] = clamp(attributes[d] + shift, 0.02, 0.98);
  const r = (x: number) => Math.round(x * 100) / 100;
  for (const d of DIMENSIONS) attributes[d] = r(attributes[d]);
  return {
    attributes,
    notes: [
      `sector profile "${SECTOR_PROFILES[c.sectorKey].label}": ${SECTOR_PROFILES[c.sectorKey].rationale}`,
      `money ${attributes.money} from US median wage $${c.usMedianWage}`,
      `stability ${attributes.stability} after AI exposure ${c.aiExposure} and growth ${c.growthPercent}%`,
      ...(c.org && Object.keys(c.org.attributeShift).length
        ? [
            `organisation type ${c.org.label}: ${Object.entries(c.org.attributeShift)
              .map(([d, x]) => `${d} ${x > 0 ? "+" : ""}${x}`)
              .join(", ")} (estimates)`,
          ]
        : []),
    ],
  };
}
