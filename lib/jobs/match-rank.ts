/**
 * match-jobs re-ranking: the nearest listings by embedding are re-scored with what a recruiter checks first —
 * does the CV cover the ad's requirements, is the level right, is the place right — and every score comes with
 * its reasons. Pure: the caller supplies the cosines, the skills found and the seniority levels.
 */
import type { Seniority } from "@/lib/knowledge/occupations";

/** Share of each part in the combined score (documented in docs/embeddings.md). */
export const RANK_WEIGHTS = { semantic: 0.6, coverage: 0.25, seniority: 0.1, location: 0.05 } as const;

/** embed-v1 cosines between a CV and an ad sit roughly between 0.05 (unrelated) and 0.70 (same role and skills). */
export const SCORE_FLOOR = 0.05;
export const SCORE_CEIL = 0.7;

const LADDER: Seniority[] = ["intern", "junior", "mid", "senior", "lead", "principal", "executive"];

export function semanticScore(cos: number): number {
  return Math.max(0, Math.min(1, (cos - SCORE_FLOOR) / (SCORE_CEIL - SCORE_FLOOR)));
}

/** 1 at the same level, 2/3 one step apart, 1/3 two steps, 0 beyond; 0.75 when the CV's level is unknown. */
export function seniorityFit(cv: Seniority | null, listing: Seniority): number {
  if (!cv) return 0.75;
  const d = Math.abs(LADDER.indexOf(cv) - LADDER.indexOf(listing));
  return 1 - Math.min(d, 3) / 3;
}

/** 1 in the requested country (or when none was requested), 0.8 for a remote listing elsewhere, 0.4 otherwise. */
export function locationFit(requested: string | undefined, listingCountry: string | null, remote: boolean): number {
  if (!requested || listingCountry === requested) return 1;
  return remote ? 0.8 : 0.4;
}

export interface Requirement {
  id: string;
  name: string;
}

export interface RankInput {
  cosine: number;
  requirements: Requirement[];
  /** skill ids the CV states or implies; null when it names none (coverage is then not judged) */
  cvSkills: ReadonlySet<string> | null;
  cvSeniority: Seniority | null;
  listingSeniority: Seniority;
  requestedCountry?: string;
  listingCountry: string | null;
  remote: boolean;
}

export interface MatchReasons {
  semantic_similarity: number;
  requirement_coverage: number | null;
  matched_requirements: string[];
  missing_requirements: string[];
  seniority: { cv: Seniority | null; listing: Seniority; fit: number };
  location_fit: number;
  summary: string;
}

export interface RankedScore {
  /** 0–100 */
  matchScore: number;
  reasons: MatchReasons;
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** The combined score and its reasons for one listing. */
export function scoreListing(input: RankInput): RankedScore {
  const cvSkills = input.cvSkills;
  const matched = cvSkills ? input.requirements.filter((r) => cvSkills.has(r.id)).map((r) => r.name) : [];
  const missing = cvSkills ? input.requirements.filter((r) => !cvSkills.has(r.id)).map((r) => r.name) : [];
  const semantic = semanticScore(input.cosine);
  // An ad that names no recognisable requirement, or a CV that names no skill, is judged on similarity alone for
  // that part.
  const coverage = input.requirements.length && cvSkills ? matched.length / input.requirements.length : null;
  const seniority = seniorityFit(input.cvSeniority, input.listingSeniority);
  const location = locationFit(input.requestedCountry, input.listingCountry, input.remote);
  const combined =
    RANK_WEIGHTS.semantic * semantic +
    RANK_WEIGHTS.coverage * (coverage ?? semantic) +
    RANK_WEIGHTS.seniority * seniority +
    RANK_WEIGHTS.location * location;
  const parts = [
    `similarity ${round3(input.cosine)}`,
    coverage === null
      ? cvSkills
        ? "no listed requirement recognised"
        : "no skill recognised in the CV"
      : `meets ${matched.length} of ${input.requirements.length} listed requirements${missing.length ? ` (missing: ${missing.slice(0, 4).join(", ")}${missing.length > 4 ? ", …" : ""})` : ""}`,
    input.cvSeniority
      ? input.cvSeniority === input.listingSeniority
        ? `${input.listingSeniority} level matches`
        : `${input.listingSeniority} role, CV reads ${input.cvSeniority}`
      : `${input.listingSeniority} role, CV level not stated`,
  ];
  if (location < 1) parts.push(input.remote ? "remote-friendly, outside the requested country" : "outside the requested country");
  return {
    matchScore: Math.max(0, Math.min(100, Math.round(combined * 100))),
    reasons: {
      semantic_similarity: round3(input.cosine),
      requirement_coverage: coverage === null ? null : round3(coverage),
      matched_requirements: matched,
      missing_requirements: missing,
      seniority: { cv: input.cvSeniority, listing: input.listingSeniority, fit: round3(seniority) },
      location_fit: location,
      summary: parts.join("; "),
    },
  };
}
