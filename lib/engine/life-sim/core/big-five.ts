/**
 * Big Five scoring used by modes 4, 6, 7 and 12.
 * Numeric answers: the Ten-Item Personality Inventory key (Gosling, Rentfrow & Swann 2003), answered on 1-5
 * instead of 1-7. Free text: a documented adjective lexicon (below) with negation ("not organised" flips).
 */
import { clamp } from "./random";
import type { SectorKey } from "./sectors";

export const TRAITS = ["openness", "conscientiousness", "extraversion", "agreeableness", "neuroticism"] as const;
export type Trait = (typeof TRAITS)[number];
export type TraitScores = Record<Trait, number>;

/** TIPI item key: item i measures trait, reversed when `reverse`. */
export const TIPI_KEY: { item: number; text: string; trait: Trait; reverse: boolean }[] = [
  { item: 1, text: "Extraverted, enthusiastic", trait: "extraversion", reverse: false },
  { item: 2, text: "Critical, quarrelsome", trait: "agreeableness", reverse: true },
  { item: 3, text: "Dependable, self-disciplined", trait: "conscientiousness", reverse: false },
  { item: 4, text: "Anxious, easily upset", trait: "neuroticism", reverse: false },
  { item: 5, text: "Open to new experiences, complex", trait: "openness", reverse: false },
  { item: 6, text: "Reserved, quiet", trait: "extraversion", reverse: true },
  { item: 7, text: "Sympathetic, warm", trait: "agreeableness", reverse: false },
  { item: 8, text: "Disorganized, careless", trait: "conscientiousness", reverse: true },
  { item: 9, text: "Calm, emotionally stable", trait: "neuroticism", reverse: true },
  { item: 10, text: "Conventional, uncreative", trait: "openness", reverse: true },
];

export const LEXICON: Record<Trait, { plus: string[]; minus: string[] }> = {
  openness: {
    plus: [
      "curious",
      "creative",
      "imaginative",
      "open",
      "artistic",
      "innovative",
      "adventurous",
      "inventive",
      "original",
      "intellectual",
      "explor",
    ],
    minus: ["conventional", "traditional", "routine", "uncreative", "conservative", "narrow"],
  },
  conscientiousness: {
    plus: [
      "organised",
      "organized",
      "disciplined",
      "reliable",
      "dependable",
      "thorough",
      "punctual",
      "planner",
      "detail",
      "careful",
      "diligent",
      "hardworking",
      "hard-working",
      "methodical",
      "structured",
      "analytical",
    ],
    minus: ["messy", "disorganised", "disorganized", "careless", "procrastinat", "spontaneous", "lazy", "chaotic"],
  },
  extraversion: {
    plus: [
      "outgoing",
      "extrovert",
      "extravert",
      "sociable",
      "talkative",
      "energetic",
      "assertive",
      "enthusiastic",
      "people person",
      "lively",
      "bold",
    ],
    minus: ["introvert", "reserved", "quiet", "shy", "solitary", "private", "withdrawn"],
  },
  agreeableness: {
    plus: [
      "kind",
      "warm",
      "empathetic",
      "empathic",
      "cooperative",
      "helpful",
      "agreeable",
      "trusting",
      "friendly",
      "compassionate",
      "patient",
      "caring",
      "considerate",
    ],
    minus: ["critical", "competitive", "blunt", "stubborn", "skeptical", "sceptical", "quarrelsome", "cold", "argumentative"],
  },
  neuroticism: {
    plus: ["anxious", "nervous", "worried", "stressed", "moody", "insecure", "sensitive", "tense", "overthink", "emotional"],
    minus: ["calm", "stable", "relaxed", "resilient", "confident", "composed", "even-tempered", "secure"],
  },
};

export interface TraitEvidence {
  trait: Trait;
  score: number;
  level: "low" | "average" | "high";
  evidence: string[];
}

function level(score: number): TraitEvidence["level"] {
  return score < 40 ? "low" : score > 60 ? "high" : "average";
}

/** TIPI scoring of ten 1-5 answers → 0-100 per trait (mean of the item pair, reverse = 6 − x). */
export function scoreTipi(answers: readonly number[]): TraitEvidence[] {
  return TRAITS.map((trait) => {
    const items = TIPI_KEY.filter((k) => k.trait === trait);
    const vals = items.map((k) => {
      const x = clamp(answers[k.item - 1], 1, 5);
      return k.reverse ? 6 - x : x;
    });
    const m = vals.reduce((s, v) => s + v, 0) / vals.length;
    const score = Math.round(((m - 1) / 4) * 100);
    return {
      trait,
      score,
      level: level(score),
      evidence: items.map((k, i) => `item ${k.item} "${k.text}"${k.reverse ? " (reversed)" : ""}: ${answers[k.item - 1]} → ${vals[i]}`),
    };
  });
}

/** A lexicon cue word, optionally negated just before it. */
export function lexiconCuePattern(word: string): RegExp {
  return new RegExp(`(not |never |n't |hardly )?\\b${word.replace(/[-]/g, "\\-")}`, "g");
}

/** Lexicon scoring of free text: 50 baseline, ±15 per cue word, negated cues flip. */
export function scoreLexicon(text: string): { traits: TraitEvidence[]; cues: number } {
  const lower = ` ${text.toLowerCase()} `;
  let cues = 0;
  const traits = TRAITS.map((trait) => {
    let score = 50;
    const evidence: string[] = [];
    for (const [words, sign] of [
      [LEXICON[trait].plus, 1],
      [LEXICON[trait].minus, -1],
    ] as const) {
      for (const w of words) {
        const re = lexiconCuePattern(w);
        for (const m of lower.matchAll(re)) {
          const s = m[1] ? -sign : sign;
          score += 15 * s;
          cues++;
          evidence.push(`"${m[0].trim()}" ${s > 0 ? "+" : "−"}15`);
        }
      }
    }
    score = clamp(score, 0, 100);
    return { trait, score, level: level(score), evidence };
  });
  return { traits, cues };
}

export function toScores(traits: readonly TraitEvidence[]): TraitScores {
  return Object.fromEntries(traits.map((t) => [t.trait, t.score])) as TraitScores;
}

/**
 * Trait profile that tends to thrive in each sector, 0-100 (ESTIMATES informed by Barrick & Mount 1991 job-performance
 * meta-analysis and Holland-type/Big Five correlations, e.g. Larson, Rottinghaus & Borgen 2002).
 */
export const SECTOR_TRAITS: Record<SectorKey, TraitScores> = {
  tech: { openness: 70, conscientiousness: 65, extraversion: 40, agreeableness: 50, neuroticism: 40 },
  data: { openness: 75, conscientiousness: 70, extraversion: 35, agreeableness: 50, neuroticism: 40 },
  finance: { openness: 45, conscientiousness: 80, extraversion: 45, agreeableness: 50, neuroticism: 35 },
  business: { openness: 60, conscientiousness: 70, extraversion: 65, agreeableness: 55, neuroticism: 35 },
  hr: { openness: 55, conscientiousness: 65, extraversion: 65, agreeableness: 75, neuroticism: 40 },
  sales: { openness: 55, conscientiousness: 60, extraversion: 80, agreeableness: 55, neuroticism: 30 },
  marketing: { openness: 75, conscientiousness: 55, extraversion: 65, agreeableness: 55, neuroticism: 40 },
  legal: { openness: 60, conscientiousness: 80, extraversion: 55, agreeableness: 40, neuroticism: 35 },
  admin: { openness: 40, conscientiousness: 80, extraversion: 45, agreeableness: 65, neuroticism: 40 },
  healthcare: { openness: 55, conscientiousness: 80, extraversion: 55, agreeableness: 80, neuroticism: 30 },
  social: { openness: 65, conscientiousness: 60, extraversion: 60, agreeableness: 85, neuroticism: 35 },
  education: { openness: 65, conscientiousness: 65, extraversion: 65, agreeableness: 75, neuroticism: 35 },
  creative: { openness: 90, conscientiousness: 45, extraversion: 50, agreeableness: 55, neuroticism: 50 },
  trades: { openness: 45, conscientiousness: 70, extraversion: 45, agreeableness: 55, neuroticism: 35 },
  entrepreneur: { openness: 80, conscientiousness: 65, extraversion: 70, agreeableness: 40, neuroticism: 25 },
  hospitality: { openness: 50, conscientiousness: 60, extraversion: 70, agreeableness: 70, neuroticism: 40 },
  research: { openness: 85, conscientiousness: 70, extraversion: 35, agreeableness: 50, neuroticism: 40 },
  public: { openness: 50, conscientiousness: 75, extraversion: 50, agreeableness: 60, neuroticism: 35 },
  general: { openness: 55, conscientiousness: 65, extraversion: 50, agreeableness: 60, neuroticism: 40 },
};

/** 0-100 fit: 100 − mean absolute trait gap; neuroticism only counts when above the profile (calm never hurts). */
export function fitTraits(
  person: TraitScores,
  ideal: TraitScores,
): { score: number; gaps: { trait: Trait; person: number; ideal: number; gap: number }[] } {
  const gaps = TRAITS.map((trait) => {
    const raw = person[trait] - ideal[trait];
    const gap = trait === "neuroticism" ? Math.max(0, raw) : Math.abs(raw);
    return { trait, person: person[trait], ideal: ideal[trait], gap };
  });
  const score = Math.round(100 - gaps.reduce((s, g) => s + g.gap, 0) / gaps.length);
  return { score, gaps: gaps.sort((a, b) => b.gap - a.gap) };
}
