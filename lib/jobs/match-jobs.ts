import { EMBED_MODEL_ID, embedTexts, type EmbedOptions } from "@/lib/models/embeddings";
import { normaliseInPlace } from "@/lib/models/embeddings/projection";
import { getFeedSnapshot } from "./feed";
import type { Salary } from "./types";

/**
 * matchScore mapping (documented in docs/embeddings.md): embed-v1 cosines between a CV and a job ad
 * sit roughly between 0.05 (unrelated profession) and 0.70 (same role, same skills), so
 * matchScore = clamp(round((cosine − 0.05) / 0.65 × 100), 0, 100).
 */
export const SCORE_FLOOR = 0.05;
export const SCORE_CEIL = 0.7;

export function cosineToMatchScore(cos: number): number {
  const s = Math.round(((cos - SCORE_FLOOR) / (SCORE_CEIL - SCORE_FLOOR)) * 100);
  return Math.max(0, Math.min(100, s));
}

/**
 * A CV is embedded as the mean of its chunks (lines grouped to ≤ 400 characters, at most 24 chunks),
 * then re-normalised: sentence encoders blur when one input carries a whole CV, and the cost of
 * attention grows with input length.
 */
export function chunkCv(text: string, maxChars = 400, maxChunks = 24): string[] {
  const lines = text.split(/\r?\n|(?<=[.!?])\s+(?=[A-Z])/).map((l) => l.trim()).filter(Boolean);
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
}

export interface MatchJobsResult {
  matches: JobMatch[];
  total_candidates_considered: number;
  scoped_to_country: boolean;
  data_freshness: string;
  model: string;
}

/** `embed`: whose turn in the embedding queue the CV's chunks take (the API passes the calling account). */
export async function matchJobs(input: { cv_text: string; country_code?: string; limit?: number }, now = Date.now(), embed: EmbedOptions = {}): Promise<MatchJobsResult> {
  const [snapshot, query] = await Promise.all([getFeedSnapshot(now), embedCv(input.cv_text, embed)]);
  const { hits, scopedToCountry, considered } = snapshot.index.search(query, { limit: input.limit ?? 10, countryCode: input.country_code });
  let oldest: number | null = null;
  for (const row of considered) {
    const t = snapshot.listings[row].postedAt;
    if (oldest === null || t < oldest) oldest = t;
  }
  return {
    matches: hits.map(({ index, score }) => {
      const l = snapshot.listings[index];
      return {
        title: l.title,
        company: l.company,
        matchScore: cosineToMatchScore(score),
        url: l.url,
        source: l.source,
        location: l.location,
        country_code: l.countryCode,
        remote: l.remote,
        posted_at: new Date(l.postedAt).toISOString(),
        ...(l.salary ? { salary: l.salary } : {}),
      };
    }),
    total_candidates_considered: considered.length,
    scoped_to_country: scopedToCountry,
    data_freshness: describeFreshness(oldest, now),
    model: EMBED_MODEL_ID,
  };
}
