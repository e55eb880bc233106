import { inferSeniority, type Seniority } from "@/lib/knowledge/occupations";
import { findSkillsInText } from "@/lib/knowledge/skills";
import { impliedSkills } from "@/lib/knowledge/skills/graph";
import { cosine, EMBED_MODEL_ID, embedTexts, type EmbedOptions } from "@/lib/models/embeddings";
import { normaliseInPlace } from "@/lib/models/embeddings/vector-math";
import { getFeedSnapshot } from "./feed";
import type { VectorIndex } from "./vector-index";
import { SCORE_CEIL, SCORE_FLOOR, scoreListing, type MatchReasons, type Requirement } from "./match-rank";
import type { Salary } from "./types";

export { SCORE_CEIL, SCORE_FLOOR };

/** The similarity part alone on the 0–100 scale: clamp(round((cosine − 0.05) / 0.65 × 100), 0, 100). */
export function cosineToMatchScore(cos: number): number {
  const s = Math.round(((cos - SCORE_FLOOR) / (SCORE_CEIL - SCORE_FLOOR)) * 100);
  return Math.max(0, Math.min(100, s));
}

/** Nearest listings by embedding that are re-scored: enough that requirements can reorder them. */
export const RERANK_POOL = 50;
const MAX_REQUIREMENTS = 12;
const YEARS = /\b(\d{1,2})\+?\s*(?:years?|yrs)\b/i;

export interface CvProfile {
  /** skill ids the CV names, plus what they imply (PostgreSQL ⇒ SQL) */
  skills: Set<string>;
  seniority: Seniority | null;
}

/**
 * The title phrase of a CV's first line: up to the first comma, full stop, semicolon, dash or preposition, so
 * "Executive assistant to the CEO" reads as "Executive assistant" and "Cook with 9 years in kitchens" as "Cook".
 */
export function cvTitlePhrase(firstLine: string): string {
  return firstLine.split(/[,.;:()|]|\s[-–—]\s|\s(?:to|at|for|in|on|with|from|within)\s/i)[0].trim();
}

const LADDER_BY_YEARS: readonly Seniority[] = ["intern", "junior", "mid", "senior"];

/**
 * Skills (with implications) and level of a CV: title words of its first line's title phrase, else stated years.
 * Years alone go no higher than senior: leading a team is a role, not a length of service.
 */
export function profileCv(text: string): CvProfile {
  const skills = new Set<string>();
  for (const m of findSkillsInText(text)) {
    skills.add(m.skill.id);
    for (const s of impliedSkills(m.skill.id)) skills.add(s);
  }
  const firstLine = text.split("\n").find((l) => l.trim()) ?? "";
  const title = cvTitlePhrase(firstLine);
  const years = YEARS.exec(text);
  const fromTitle = inferSeniority(title);
  let seniority: Seniority | null = fromTitle === "mid" ? null : fromTitle;
  if (!seniority && years) {
    const fromYears = inferSeniority("", Number(years[1]));
    seniority = LADDER_BY_YEARS.includes(fromYears) ? fromYears : "senior";
  }
  return { skills, seniority };
}

/** What ranking needs of a feed: the listings' text and place, and their vector index. */
export interface RankableFeed {
  listings: readonly { title: string; description: string; countryCode: string | null; remote: boolean }[];
  index: VectorIndex;
}

// The requirements of a listing, parsed once per feed snapshot.
const REQUIREMENTS = new WeakMap<RankableFeed, Map<number, Requirement[]>>();

export function listingRequirements(description: string): Requirement[] {
  // The demo feed's first sentence only says the employer is fictional.
  const body = description.replace(/^Demo listing:[^.]*\./, "");
  const seen = new Map<string, Requirement>();
  for (const m of findSkillsInText(body)) {
    if (!seen.has(m.skill.id)) seen.set(m.skill.id, { id: m.skill.id, name: m.skill.name });
    if (seen.size >= MAX_REQUIREMENTS) break;
  }
  return [...seen.values()];
}

function requirementsOf(snapshot: RankableFeed, row: number): Requirement[] {
  let byRow = REQUIREMENTS.get(snapshot);
  if (!byRow) REQUIREMENTS.set(snapshot, (byRow = new Map()));
  let reqs = byRow.get(row);
  if (!reqs) byRow.set(row, (reqs = listingRequirements(snapshot.listings[row].description)));
  return reqs;
}

/**
 * A CV is embedded as the mean of its chunks (lines grouped to ≤ 400 characters, at most 24 chunks),
 * then re-normalised: sentence encoders blur when one input carries a whole CV, and the cost of
 * attention grows with input length.
 */
export function chunkCv(text: string, maxChars = 400, maxChunks = 24): string[] {
  const lines = text
    .split(/\r?\n|(?<=[.!?])\s+(?=[A-Z])/)
    .map((l) => l.trim())
    .filter(Boolean);
  const chunks: string[] = [];
  let cur = "";
  for (const line of lines) {
    const piece = line.length > maxChars ? line.slice(0, maxChars) : line;
    if (cur && cur.length + piece.length + 1 > maxChars) {
      chunks.push(cur);
      cur = piece;
    } else {
      cur = cur ? `${cur} ${piece}` : piece;
    }
    if (chunks.length >= maxChunks) break;
  }
  if (cur && chunks.length < maxChunks) chunks.push(cur);
  return chunks.length ? chunks : [text.slice(0, maxChars)];
}

export async function embedCv(text: string, embed: EmbedOptions = {}): Promise<Float32Array> {
  const vectors = await embedTexts(chunkCv(text), embed);
  const mean = new Float32Array(vectors[0].length);
  for (const v of vectors) for (let i = 0; i < v.length; i++) mean[i] += v[i];
  return normaliseInPlace(mean);
}

export function describeFreshness(oldestPostedAt: number | null, now: number): string {
  if (oldestPostedAt === null) return "no listings considered";
  const days = Math.max(0, Math.floor((now - oldestPostedAt) / 86_400_000));
  const date = new Date(oldestPostedAt).toISOString().slice(0, 10);
  return `oldest listing considered is ${days} day${days === 1 ? "" : "s"} old (posted ${date})`;
}

export interface JobMatch {
  title: string;
  company: string;
  matchScore: number;
  url: string;
  source: string;
  location: string;
  country_code: string | null;
  remote: boolean;
  posted_at: string;
  salary?: Salary;
  reasons?: MatchReasons & { title_similarity: number };
}

export interface MatchJobsResult {
  matches: JobMatch[];
  total_candidates_considered: number;
  scoped_to_country: boolean;
  data_freshness: string;
  model: string;
}

/**
 * The RERANK_POOL nearest listings by embedding, re-scored by scoreListing (similarity, requirement coverage,
 * seniority, location) and cut to `limit`.
 */
export function rankMatches(feed: RankableFeed, query: Float32Array, cvText: string, opts: { limit: number; countryCode?: string }) {
  const {
    hits: nearest,
    scopedToCountry,
    considered,
  } = feed.index.search(query, { limit: Math.max(RERANK_POOL, opts.limit), countryCode: opts.countryCode });
  const cv = profileCv(cvText);
  const requested = scopedToCountry ? opts.countryCode : undefined;
  const ranked = nearest
    .map(({ index, score }) => {
      const l = feed.listings[index];
      const r = scoreListing({
        cosine: score,
        requirements: requirementsOf(feed, index),
        // A CV that names no recognisable skill says nothing about coverage: similarity stands in for it.
        cvSkills: cv.skills.size ? cv.skills : null,
        cvSeniority: cv.seniority,
        listingSeniority: inferSeniority(l.title),
        requestedCountry: requested,
        listingCountry: l.countryCode,
        remote: l.remote,
      });
      return { index, score, ...r };
    })
    // Ties keep the embedding order (then row order), so the result is deterministic.
    .sort((a, b) => b.matchScore - a.matchScore || b.score - a.score || a.index - b.index)
    .slice(0, opts.limit);
  return { ranked, scopedToCountry, considered };
}

/** `embed`: whose turn in the embedding queue the CV's chunks and the titles take (the API passes the account). */
export async function matchJobs(
  input: { cv_text: string; country_code?: string; limit?: number },
  now = Date.now(),
  embed: EmbedOptions = {},
): Promise<MatchJobsResult> {
  const [snapshot, query] = await Promise.all([getFeedSnapshot(now), embedCv(input.cv_text, embed)]);
  const { ranked, scopedToCountry, considered } = rankMatches(snapshot, query, input.cv_text, {
    limit: input.limit ?? 10,
    countryCode: input.country_code,
  });
  const titleVectors = ranked.length
    ? await embedTexts(
        ranked.map((h) => snapshot.listings[h.index].title),
        embed,
      )
    : [];
  const hits = ranked.map((h, k) => ({ ...h, titleSimilarity: Math.round(cosine(query, titleVectors[k]) * 1000) / 1000 }));
  let oldest: number | null = null;
  for (const row of considered) {
    const t = snapshot.listings[row].postedAt;
    if (oldest === null || t < oldest) oldest = t;
  }
  return {
    matches: hits.map(({ index, matchScore, reasons, titleSimilarity }) => {
      const l = snapshot.listings[index];
      return {
        title: l.title,
        company: l.company,
        matchScore,
        url: l.url,
        source: l.source,
        location: l.location,
        country_code: l.countryCode,
        remote: l.remote,
        posted_at: new Date(l.postedAt).toISOString(),
        ...(l.salary ? { salary: l.salary } : {}),
        reasons: { ...reasons, title_similarity: titleSimilarity },
      };
    }),
    total_candidates_considered: considered.length,
    scoped_to_country: scopedToCountry,
    data_freshness: describeFreshness(oldest, now),
    model: EMBED_MODEL_ID,
  };
}
