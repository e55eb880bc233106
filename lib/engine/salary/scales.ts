import { NHS_AFC_2025, TEACHERS_ENGLAND_2025, TVOED_P_2025, US_GS_2025, type PayGrade, type PayScale } from "@/lib/knowledge/pay";
import { fmt } from "./model";

/** What a pay scale says for this role: the grade and point the inputs imply, with the band around it. */
export interface ScalePay {
  scale: PayScale;
  grade: PayGrade;
  pointIndex: number;
  annual: number;
  /** lowest and highest point of the grade, for the spread */
  low: number;
  high: number;
  evidence: string[];
}

export interface ScaleQuery {
  role: string;
  level?: string;
  country: string | null;
  occupationId: string | null;
  years?: number;
}

/** Years assumed when none are given: the typical worker in an occupation has about 8 (see adjustments.ts). */
const DEFAULT_YEARS = 8;

// NHS band implied by the title, checked in order; an explicit "Band N" wins over all of these.
const NHS_TITLE_BANDS: [RegExp, string][] = [
  [/\b(consultant (nurse|midwife|paramedic|practitioner)|nurse consultant)\b/i, "8b"],
  [/\bmatron\b/i, "8a"],
  [
    /\b(advanced (nurse|clinical|paramedic) practitioner|ward manager|ward sister|sister|clinical nurse specialist|team leader|charge nurse manager)\b/i,
    "7",
  ],
  [
    /\b(senior staff nurse|charge nurse|deputy (ward )?(sister|manager)|junior sister|specialist nurse|senior (nurse|midwife|paramedic|physiotherapist|radiographer)|team lead)\b/i,
    "6",
  ],
  [/\b(staff nurse|newly qualified|nqn|nqp|preceptee|preceptorship|graduate (nurse|midwife|paramedic))\b/i, "5"],
  [/\b(nursing associate|assistant practitioner|senior (healthcare|health care) assistant|emergency care assistant)\b/i, "4"],
  [/\b(healthcare assistant|health care assistant|hca|care support worker|clinical support worker)\b/i, "3"],
];

/** Occupations whose pay in Great Britain is set by Agenda for Change, with the band of the plain title. */
const NHS_DEFAULT_BANDS: Record<string, string> = {
  "registered-nurse": "5",
  midwife: "6",
  paramedic: "6",
  "nursing-assistant": "3",
  "nurse-manager": "7",
  "nurse-practitioner": "7",
  "physical-therapist": "6",
  "occupational-therapist": "6",
  "speech-language-pathologist": "6",
  "radiologic-technologist": "6",
  sonographer: "7",
  dietitian: "6",
  emt: "4",
};

const TEACHER_OCCUPATIONS = new Set(["elementary-teacher", "middle-school-teacher", "secondary-teacher", "special-education-teacher"]);
const TVOED_DEFAULT_GROUPS: Record<string, string> = { "registered-nurse": "P7", "nursing-assistant": "P6", "nurse-manager": "P12" };

/**
 * A General Schedule grade and its step ("GS-7 step 3", "GS 12 / step 4"). The separator carries its own
 * whitespace: with "\s*(\/|,)?\s*" the two runs around an absent separator could split a long run of spaces every
 * way (quadratic). The global twin strips them from titles. Exported for the unit test.
 */
export const GS_GRADE = /\bgs[-\s]?(\d{1,2})\b(?:\s*(?:[/,]\s*)?step\s*(\d{1,2}))?/i;
export const GS_GRADES = /\bgs[-\s]?(\d{1,2})\b(?:\s*(?:[/,]\s*)?step\s*(\d{1,2}))?/gi;

/** Scale words to remove from a title before it is matched to an occupation ("Band 6 nurse" → "nurse"). */
export function stripScaleWords(text: string): string {
  return text
    .replace(/\b(afc|agenda for change|nhs)\b/gi, " ")
    .replace(/\bband\s*[1-9]\s*[a-d]?\b/gi, " ")
    .replace(GS_GRADES, " ")
    .replace(/\b(tv[öo]e?d(-[a-z]+)?|tv-?l)\b/gi, " ")
    .replace(/\b(entgeltgruppe\s*)?p\s?(5|6|7|8|9|1[0-6])\b/gi, " ")
    .replace(/\b([mu][1-6]|upr|mpr)\b/gi, " ")
    .replace(/\s+/g, " ")
    .trim();
}

function pointFor(grade: PayGrade, years: number | undefined): number {
  const y = years !== undefined && Number.isFinite(years) ? Math.max(0, years) : DEFAULT_YEARS;
  let idx = 0;
  for (let i = 0; i < grade.fromYears.length; i++) if (y >= grade.fromYears[i]) idx = i;
  return idx;
}

/** `years` null: the point was named in the title, not derived from experience. */
function answer(
  scale: PayScale,
  grade: PayGrade,
  idx: number,
  why: string,
  years: number | undefined | null,
  extra: string[] = [],
): ScalePay {
  const position =
    years === null
      ? `${grade.labels[idx]} as named`
      : `${grade.labels[idx]} for ${years !== undefined && Number.isFinite(years) ? `${years} years of experience` : `no experience given, ${DEFAULT_YEARS} years assumed (a typical worker)`}`;
  const gradeName = grade.grade === "MPR+UPR" ? "Main/upper pay range" : /^(GS|P)/.test(grade.grade) ? grade.grade : `Band ${grade.grade}`;
  const annual = grade.points[idx];
  return {
    scale,
    grade,
    pointIndex: idx,
    annual,
    low: grade.points[0],
    high: grade.points[grade.points.length - 1],
    evidence: [
      `Pay basis: pay scale — ${scale.name}, ${scale.table} (${scale.source}${scale.estimate ? ", estimate" : ""}).`,
      `Scale position: ${gradeName} because ${why}; ${position} = ${fmt(annual)} ${scale.currency} a year (${scale.annualBasis}); the grade runs ${fmt(grade.points[0])}–${fmt(grade.points[grade.points.length - 1])}.`,
      `Not included: ${scale.excludes}.`,
      ...extra,
    ],
  };
}

function nhs(q: ScaleQuery, text: string): ScalePay | null {
  const explicit = /\bband\s*([2-9])\s*([a-d])?\b/i.exec(text);
  const occupationBand = q.occupationId ? NHS_DEFAULT_BANDS[q.occupationId] : undefined;
  let band: string | undefined;
  let why = "";
  if (explicit) {
    band = `${explicit[1]}${explicit[1] === "8" ? (explicit[2] ?? "a").toLowerCase() : ""}`;
    why = `the title names Band ${band}`;
  } else if (occupationBand || /\bnhs\b/i.test(text)) {
    for (const [re, b] of NHS_TITLE_BANDS) {
      const m = re.exec(text);
      if (m) {
        band = b;
        why = `"${m[0]}" is a Band ${b} title`;
        break;
      }
    }
    if (!band && occupationBand) {
      band = occupationBand;
      why = `Band ${occupationBand} is the band of the plain title for this occupation`;
      if (occupationBand === "5" && /\b(senior|experienced|specialist)\b/i.test(text)) {
        band = "6";
        why = "a senior title moves a staff-nurse role to Band 6";
      }
    }
  }
  if (!band) return null;
  const grade = NHS_AFC_2025.grades.find((g) => g.grade === band);
  if (!grade) return null;
  return answer(NHS_AFC_2025, grade, pointFor(grade, q.years), why, q.years);
}

function teachers(q: ScaleQuery, text: string): ScalePay | null {
  const explicit = /\b([mu])([1-6])\b/i.exec(text);
  const grade = TEACHERS_ENGLAND_2025.grades[0];
  if (explicit) {
    const label = `${explicit[1].toUpperCase()}${explicit[2]}`;
    const idx = grade.labels.indexOf(label);
    if (idx >= 0) return answer(TEACHERS_ENGLAND_2025, grade, idx, `the title names point ${label}`, null);
  }
  if (/\b(ect|nqt|early career teacher|newly qualified)\b/i.test(text))
    return answer(TEACHERS_ENGLAND_2025, grade, 0, "an early-career teacher starts at M1", null);
  if (!q.occupationId || !TEACHER_OCCUPATIONS.has(q.occupationId)) return null;
  let idx = pointFor(grade, q.years);
  let why = "state-school classroom teachers in England are paid on the main and upper pay ranges";
  if (/\bupr\b/i.test(text) && idx < 6) {
    idx = 6;
    why = "the title names the upper pay range";
  }
  return answer(TEACHERS_ENGLAND_2025, grade, idx, why, q.years, [
    "Scotland, Wales and Northern Ireland pay on their own scales; academies and independent schools may differ.",
  ]);
}

function tvoed(q: ScaleQuery, text: string): ScalePay | null {
  const explicit = /\b(?:entgeltgruppe\s*)?p\s?(5|6|7|8|9|1[0-6])\b/i.exec(text);
  const named = /\b(tv[öo]e?d|öffentlicher dienst|oeffentlicher dienst)\b/i.test(text);
  if (!explicit && !named) return null;
  const group = explicit ? `P${explicit[1]}` : q.occupationId ? TVOED_DEFAULT_GROUPS[q.occupationId] : undefined;
  if (!group) return null;
  const grade = TVOED_P_2025.grades.find((g) => g.grade === group);
  if (!grade) return null;
  const why = explicit
    ? `the title names ${group}`
    : `${group} is the usual group for this role under TVöD (Pflegefachkraft P 7, Pflegehelfer P 6, Stationsleitung about P 12)`;
  return answer(TVOED_P_2025, grade, pointFor(grade, q.years), why, q.years);
}

function generalSchedule(q: ScaleQuery, text: string): ScalePay | null {
  const m = GS_GRADE.exec(text);
  if (!m) return null;
  const grade = US_GS_2025.grades.find((g) => g.grade === `GS-${Number(m[1])}`);
  if (!grade) return null;
  const step = m[2] ? Math.min(10, Math.max(1, Number(m[2]))) : null;
  const idx = step ? step - 1 : pointFor(grade, q.years);
  return answer(
    US_GS_2025,
    grade,
    idx,
    step ? `the title names ${grade.grade} step ${step}` : `the title names ${grade.grade}`,
    step ? null : q.years,
  );
}

/**
 * The pay scale that governs this role in this country, if any: NHS Agenda for Change (GB health roles, or any
 * title naming a band), England teachers' pay ranges (GB school teachers), TVöD P-Tabelle (German nursing roles when
 * TVöD or a P group is named) and the U.S. General Schedule (a title naming a GS grade). Null otherwise.
 */
export function findScalePay(q: ScaleQuery): ScalePay | null {
  const text = `${q.role} ${q.level ?? ""}`;
  if (q.country === "GB") return nhs(q, text) ?? teachers(q, text);
  if (q.country === "DE") return tvoed(q, text);
  if (q.country === "US") return generalSchedule(q, text);
  return null;
}
