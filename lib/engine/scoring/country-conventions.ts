/**
 * CV conventions per country that change what a good CV looks like. Sources: national career-service
 * guidance — UK National Careers Service "CV sections" (2024), US university career centres (one page
 * under ~10 years), Germany's Bundesagentur für Arbeit "Lebenslauf" guide (photo optional since the 2006
 * AGG), APEC (France) CV advice, Indian placement-cell practice. Word ranges are approximate page
 * lengths (about 450 words a page) and are estimates.
 */
export interface CvConvention {
  country: string;
  /** typical length in words (estimate) */
  words: [min: number, max: number];
  photo: "avoid" | "optional";
  dateOfBirth: "avoid" | "optional";
  spelling: "US" | "UK" | null;
  note: string;
}

const US: Omit<CvConvention, "country"> = {
  words: [300, 900],
  photo: "avoid",
  dateOfBirth: "avoid",
  spelling: "US",
  note: "one page, two for senior careers; no photo or date of birth (anti-discrimination practice)",
};
const UK: Omit<CvConvention, "country"> = {
  words: [400, 1000],
  photo: "avoid",
  dateOfBirth: "avoid",
  spelling: "UK",
  note: "two pages; no photo, date of birth or marital status (Equality Act 2010 practice)",
};
const DACH: Omit<CvConvention, "country"> = {
  words: [350, 1000],
  photo: "optional",
  dateOfBirth: "optional",
  spelling: null,
  note: "one or two pages, reverse-chronological, photo optional, signed and dated tabular Lebenslauf is common",
};

const TABLE: Record<string, Omit<CvConvention, "country">> = {
  US,
  CA: { ...US, spelling: null },
  GB: UK,
  IE: UK,
  AU: { ...UK, words: [400, 1400] },
  NZ: UK,
  DE: DACH,
  AT: DACH,
  CH: DACH,
  FR: {
    words: [300, 900],
    photo: "optional",
    dateOfBirth: "optional",
    spelling: null,
    note: "one page early in a career, two later; photo and age optional",
  },
  IN: {
    words: [350, 1000],
    photo: "optional",
    dateOfBirth: "optional",
    spelling: "UK",
    note: "one or two pages; date of birth and photo still common but optional; British spelling",
  },
};

const GLOBAL: Omit<CvConvention, "country"> = {
  words: [300, 1100],
  photo: "optional",
  dateOfBirth: "optional",
  spelling: null,
  note: "no country given: one to two pages",
};

export function getCvConvention(country: string | undefined): CvConvention {
  const code = (country ?? "").trim().toUpperCase();
  const row = TABLE[code === "UK" ? "GB" : code] ?? GLOBAL;
  return { country: TABLE[code === "UK" ? "GB" : code] ? (code === "UK" ? "GB" : code) : "Global", ...row };
}

/** Word pairs whose spelling marks a CV as US or UK English. */
const SPELLING_PAIRS: [us: RegExp, uk: RegExp][] = [
  [/\b(optimiz\w*)/gi, /\b(optimis\w*)/gi],
  [/\b(organiz\w*)/gi, /\b(organis\w*)/gi],
  [/\b(analyz\w*)/gi, /\b(analys(e|ed|es|ing))\b/gi],
  [/\b(prioritiz\w*)/gi, /\b(prioritis\w*)/gi],
  [/\b(utiliz\w*)/gi, /\b(utilis\w*)/gi],
  [/\b(standardiz\w*)/gi, /\b(standardis\w*)/gi],
  [/\b(moderniz\w*)/gi, /\b(modernis\w*)/gi],
  [/\b(colors?|behaviors?|favor\w*|labor)\b/gi, /\b(colours?|behaviours?|favour\w*|labour)\b/gi],
  [/\b(center|centers|centered)\b/gi, /\b(centre|centres|centred)\b/gi],
  [/\b(modeling|modeled|traveled|traveling|canceled)\b/gi, /\b(modelling|modelled|travelled|travelling|cancelled)\b/gi],
];

/** Words spelled the other way from the country's convention (empty when the country has none). */
export function findSpellingMismatches(text: string, spelling: CvConvention["spelling"]): string[] {
  if (!spelling) return [];
  const out = new Set<string>();
  for (const [us, uk] of SPELLING_PAIRS) {
    const wrong = spelling === "UK" ? us : uk;
    for (const m of text.matchAll(wrong)) out.add(m[0]);
  }
  return [...out];
}
