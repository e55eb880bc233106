/** The 15 cover-letter modes (spec 1 §2.7). Dependency-free so the playground can import it. */
export interface LetterMode {
  id: number;
  slug: string;
  name: string;
  bestFor: string;
}

export const LETTER_MODES: readonly LetterMode[] = [
  { id: 1, slug: "achievement-led", name: "Achievement-led", bestFor: "strong career track records" },
  { id: 2, slug: "insight-led", name: "Insight-led", bestFor: "strategy and leadership roles" },
  { id: 3, slug: "problem-solution", name: "Problem-solution", bestFor: "pain-point-heavy job specs" },
  { id: 4, slug: "narrative", name: "Narrative", bestFor: "storytelling-friendly brands" },
  { id: 5, slug: "company-specific", name: "Company-specific", bestFor: "deep research hooks" },
  { id: 6, slug: "question-led", name: "Question-led", bestFor: "provocative openers" },
  { id: 7, slug: "bold-statement", name: "Bold statement", bestFor: "high-competition roles" },
  { id: 8, slug: "data-driven", name: "Data-driven", bestFor: "metrics-heavy CVs" },
  { id: 9, slug: "cultural-fit", name: "Cultural fit", bestFor: "values-first organisations" },
  { id: 10, slug: "career-transition", name: "Career transition", bestFor: "changing industries or roles" },
  { id: 11, slug: "promotion", name: "Promotion", bestFor: "internal promotions" },
  { id: 12, slug: "referral", name: "Referral", bestFor: "when referred by someone" },
  { id: 13, slug: "remote", name: "Remote", bestFor: "remote-first applications" },
  { id: 14, slug: "multilingual", name: "Multilingual", bestFor: "multi-market roles" },
  { id: 15, slug: "executive", name: "Executive", bestFor: "C-suite or director roles" },
];

/** Mode by number (1..15, also as a string) or slug; slugs are matched loosely ("Bold statement"). */
export function findLetterMode(v: number | string): LetterMode | null {
  if (typeof v === "number" || /^\d+$/.test(v.trim())) return LETTER_MODES.find((m) => m.id === Number(v)) ?? null;
  const key = v
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, "-");
  return LETTER_MODES.find((m) => m.slug === key || m.name.toLowerCase().replace(/\s+/g, "-") === key) ?? null;
}
