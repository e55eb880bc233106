import type { SkillMention } from "@/lib/knowledge/skills";
import type { CvBullet } from "./bullets";
import type { ContactDetails } from "./contact";
import type { DateRange, YearMonth } from "./dates";
import type { CvSection } from "./sections";

export type { CvBullet, ContactDetails, DateRange, YearMonth, CvSection };
export type { CvSectionName } from "./sections";

/** One position held, as read from the experience section. */
export interface CvRole {
  /** e.g. "Senior Software Engineer"; null when the header names only an employer */
  title: string | null;
  employer: string | null;
  location: string | null;
  /** occupation id (lib/knowledge/occupations) the title maps to, when the gazetteer knows it */
  occupationId: string | null;
  start: YearMonth | null;
  end: YearMonth | null;
  current: boolean;
  /** months covered; uses the injected `now` for current roles */
  durationMonths: number | null;
  /** date text as written, e.g. "Jan 2019 – Present" */
  dateText: string | null;
  /** 0-based line of the role header (the line carrying the dates) */
  line: number;
  bullets: CvBullet[];
}

export interface CvEducation {
  line: number;
  text: string;
  /** normalised level when recognisable: "phd" | "master" | "bachelor" | "associate" | "diploma" | "secondary" */
  degree: string | null;
  dates: DateRange | null;
}

export interface CvSpokenLanguage {
  skillId: string;
  name: string;
  /** CEFR or descriptive level as written ("C1", "native", "fluent"), lower-case; null when absent */
  level: string | null;
}

/** Result of parseCv. Offsets and line numbers refer to the input text split on \n. */
export interface ParsedCv {
  /** detected language code ("en", "de", "fr", "es", …) or "unknown" */
  language: string;
  lines: string[];
  sections: CvSection[];
  /** text of the summary section, if any */
  summary: string | null;
  roles: CvRole[];
  /** merged, overlap-free years covered by roles; falls back to a stated "N years" when no dated roles */
  totalYearsExperience: number;
  /** how totalYearsExperience was obtained */
  experienceSource: "roles" | "stated" | "none";
  /** every bullet line of the CV, in order */
  bullets: CvBullet[];
  skills: SkillMention[];
  /** distinct skill ids in first-seen order */
  skillIds: string[];
  contact: ContactDetails;
  education: CvEducation[];
  certifications: string[];
  spokenLanguages: CvSpokenLanguage[];
}

export type RemoteMode = "remote" | "hybrid" | "onsite";
export type Seniority = "intern" | "junior" | "mid" | "senior" | "lead" | "principal" | "manager" | "director" | "executive";

export interface SalaryRange {
  min: number | null;
  max: number | null;
  /** ISO 4217 */
  currency: string | null;
  interval: "hour" | "day" | "week" | "month" | "year";
  text: string;
  /** offsets in the searched text */
  start: number;
  end: number;
}

export interface JobSkill {
  skillId: string;
  name: string;
  /** "required" when under a requirements heading or a must-have cue; "nice" under bonus/preferred cues */
  importance: "required" | "nice";
  /** the text as written */
  text: string;
  line: number;
}

/** Result of parseJobDescription. */
export interface ParsedJob {
  language: string;
  title: string | null;
  occupationId: string | null;
  company: string | null;
  seniority: Seniority | null;
  /** minimum years asked for ("5+ years" -> 5); null when not stated */
  yearsRequired: number | null;
  location: string | null;
  /** ISO country code of the location when known */
  countryCode: string | null;
  remote: RemoteMode | null;
  salary: SalaryRange | null;
  requiredSkills: JobSkill[];
  niceToHaveSkills: JobSkill[];
  /** all skill ids, required first */
  skillIds: string[];
  /** lines grouped by the heading they sit under (lower-case heading -> line numbers) */
  sections: {
    heading: string | null;
    kind: "requirements" | "nice" | "responsibilities" | "benefits" | "about" | "other";
    startLine: number;
    endLine: number;
  }[];
}
