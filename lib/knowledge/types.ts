/**
 * Shapes of the reference data. Every table file exports its rows plus a `SOURCES` note
 * (publisher, dataset, year); figures that are estimates say so in `estimate: true`.
 */

/** Skill levels: L0 none, L1 awareness, L2 working, L3 proficient, L4 expert. */
export type SkillLevel = 0 | 1 | 2 | 3 | 4;

export type SkillCategory =
  | "programming_language"
  | "framework"
  | "database"
  | "cloud"
  | "devops"
  | "data"
  | "ai_ml"
  | "tool"
  | "design"
  | "methodology"
  | "certification"
  | "business"
  | "finance"
  | "healthcare"
  | "education"
  | "legal"
  | "trade"
  | "language"
  | "soft"
  | "other";

export interface Skill {
  /** kebab-case canonical id, e.g. "javascript", "kubernetes", "aws-certified-solutions-architect" */
  id: string;
  /** display name, e.g. "JavaScript" */
  name: string;
  /** lower-case alternative spellings matched in text, e.g. ["js", "ecmascript"] */
  aliases: string[];
  category: SkillCategory;
  /** ids of related skills */
  related: string[];
  /** 1 (days to learn basics) .. 5 (years); drives learning-hour estimates */
  difficulty: 1 | 2 | 3 | 4 | 5;
  /** typical pay premium in percent for holding this skill in a matching role (estimate) */
  premiumPercent?: number;
  /** true when premiumPercent is an estimate rather than a published figure */
  estimate?: boolean;
  /** where the entry comes from, e.g. "linguist-languages 9.5", "countries-list 3.4", "O*NET/ESCO (curated)" */
  source?: string;
  /**
   * How findSkillsInText treats the bare name/aliases: "normal" (case-insensitive),
   * "strict" (exact casing plus context rules, for short or common-word aliases), "never" (resolve only).
   */
  textMatch?: "normal" | "strict" | "never";
}

export interface OccupationSkill {
  skill: string; // Skill.id
  level: 1 | 2 | 3 | 4;
  /** required (core) vs nice-to-have */
  importance: "core" | "important" | "nice";
}

export interface Occupation {
  /** kebab-case id, e.g. "software-developer" */
  id: string;
  title: string;
  /** O*NET-SOC 2019 code e.g. "15-1252.00" and/or ISCO-08 unit group e.g. "2512" */
  soc?: string;
  isco?: string;
  sector: string;
  alternateTitles: string[];
  skills: OccupationSkill[];
  /** ids of adjacent occupations and typical next steps */
  related: string[];
  next: string[];
  /** 0..1 exposure of the occupation's tasks to generative AI; source named in AI_EXPOSURE_SOURCE */
  aiExposure: number;
  /** projected employment growth, percent over 10 years (BLS Employment Projections 2023-33 where known) */
  growthPercent?: number;
  /** US national median annual wage in USD (BLS OEWS by SOC, release in usMedianWageRelease); see usMedianWageEstimate */
  usMedianWage?: number;
  /** the OEWS release usMedianWage comes from: "May 2024" where that release publishes the SOC, else "May 2023" */
  usMedianWageRelease?: string;
  /** true when usMedianWage is the parent SOC's median for a specialisation, or a figure recalled with less confidence */
  usMedianWageEstimate?: boolean;
}

export interface Country {
  /** ISO 3166-1 alpha-2 */
  code: string;
  name: string;
  currency: string;
  /** PPP conversion factor, GDP (LCU per international $), World Bank PA.NUS.PPP */
  ppp: number;
  /** Price level ratio of PPP conversion factor to market exchange rate, World Bank PA.NUS.PPPC.RF */
  priceLevel: number;
  /** GDP per capita, PPP (current international $), World Bank NY.GDP.PCAP.PP.CD */
  gdpPerCapitaPpp: number;
  /** year of the figures */
  year: number;
  estimate?: boolean;
}
