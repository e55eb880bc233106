import { OCCUPATIONS, getOccupation, normalizeTitle, type OccupationMatch } from "@/lib/knowledge/occupations";
import {
  buildRecognizer,
  buildTitleIndex,
  recognizeTitle,
  suggestOccupationTitles,
  type Recognition,
} from "@/lib/knowledge/occupations/match";
import { OFFICIAL_PAY_ROWS } from "@/lib/knowledge/pay";
import { SKILLS } from "@/lib/knowledge/skills";
import { stripScaleWords } from "./scales";

export interface RoleRecognition {
  match: OccupationMatch | null;
  /** nearest known occupation titles, always three when the role is not recognised */
  suggestions: string[];
  reason: string;
}

/**
 * Common job-ad titles the occupation list has no alias for, or reads wrongly ("business development manager" would
 * otherwise fuzzy-match Engineering Manager on "development manager"). They belong in the occupation data's
 * aliases; kept here until they are added there.
 */
const AD_TITLES: [string, string][] = [
  ["business development manager", "sales-manager"],
  ["registered manager", "social-work-manager"],
  ["care home manager", "social-work-manager"],
  // UK "care worker" is ONS SOC 6135 / US personal care aide, not a social and human service assistant.
  ["care worker", "home-health-aide"],
  ["zahnmedizinische fachangestellte", "dental-assistant"],
  ["zahnarzthelferin", "dental-assistant"],
  ["zahnarzthelfer", "dental-assistant"],
  ["lagerhelfer", "warehouse-worker"],
  ["lagerhelferin", "warehouse-worker"],
  ["lagermitarbeiter", "warehouse-worker"],
  ["lagerist", "warehouse-worker"],
  ["gabelstaplerfahrer", "forklift-operator"],
  ["staplerfahrer", "forklift-operator"],
];

// Specialised titles that official tables publish separately ("Altenpfleger") are recognised as their occupation,
// and so are the ad titles above. Matched as whole words anywhere in the title.
const SPECIAL_TITLES: { words: string; occupationId: string; title: string }[] = [
  ...OFFICIAL_PAY_ROWS.flatMap((row) =>
    (row.titles ?? []).map((t) => ({ words: normalizeTitle(t), occupationId: row.occupations[0], title: t })),
  ),
  ...AD_TITLES.map(([t, occupationId]) => ({ words: normalizeTitle(t), occupationId, title: t })),
];

let recognizer: ReturnType<typeof buildRecognizer> | null = null;
function getRecognizer() {
  if (!recognizer) {
    const extra = [
      ...SKILLS.flatMap((s) => [s.name, ...s.aliases]),
      ...SPECIAL_TITLES.map((s) => s.title),
      ...OFFICIAL_PAY_ROWS.map((r) => r.title),
    ];
    recognizer = buildRecognizer(buildTitleIndex(OCCUPATIONS), extra);
  }
  return recognizer;
}

const MEMO = new Map<string, RoleRecognition>();

/**
 * Recognise a job title for pricing, with a threshold: an exact title or alias, a specialised title from an official
 * table, or a fuzzy match that scores at least 0.6 and leaves at most a third of the title's words unexplained.
 * Pay-scale words ("Band 6", "GS-12", "P7") are removed first. Anything else is not recognised and comes back
 * with the three nearest occupation titles.
 */
export function recognizeRole(role: string): RoleRecognition {
  const key = role.trim().toLowerCase();
  const hit = MEMO.get(key);
  if (hit) return hit;
  const result = recognize(role);
  if (MEMO.size > 5_000) MEMO.delete(MEMO.keys().next().value as string);
  MEMO.set(key, result);
  return result;
}

function recognize(role: string): RoleRecognition {
  const text = stripScaleWords(role) || role;
  const r: Recognition = recognizeTitle(getRecognizer(), text);
  // An occupation's own title or alias (with or without seniority words) wins; then the specialised and ad titles.
  if (r.match && r.match.score >= 0.95) return { match: r.match, suggestions: [], reason: r.reason };
  const norm = ` ${normalizeTitle(text)} `;
  const special = SPECIAL_TITLES.find((s) => norm.includes(` ${s.words} `));
  if (special) {
    const occupation = getOccupation(special.occupationId);
    if (occupation)
      return { match: { occupation, score: 1, matchedOn: special.title }, suggestions: [], reason: "specialised or job-ad title on file" };
  }
  if (r.match) return { match: r.match, suggestions: [], reason: r.reason };
  return { match: null, suggestions: suggestOccupationTitles(getRecognizer().index, text, 3), reason: r.reason };
}
