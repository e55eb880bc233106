import { z } from "zod";
import { listish, numberish } from "@/lib/contracts/common";

/** Shared zod pieces for the 21 mode schemas (numbers may arrive as strings; lists as text). */

export function requiredText(max = 200) {
  return z.string().trim().min(1).max(max);
}

export function optionalText(max = 500) {
  return z.string().trim().max(max).optional();
}

/** A number (or numeric string) within [min, max]. */
export function numberIn(min: number, max: number) {
  return numberish.pipe(z.number().min(min).max(max));
}

export function optionalNumberIn(min: number, max: number) {
  return numberIn(min, max).optional();
}

/** Array or comma/newline-separated string. */
export const listInput = listish;

export const optionalList = listish.optional();

/** Missing country means "Global" (CONTRACT.md). */
export const countryInput = z.string().trim().max(80).optional().default("Global");

/** Ratings like satisfaction arrive on 1-10 scales from the reference client; 0-10 is accepted. */
export const rating10 = numberIn(0, 10);

export const levelInput = z
  .string()
  .trim()
  .max(40)
  .optional()
  .default("mid")
  .describe("intern, junior, mid, senior, lead");

export type Level = "intern" | "junior" | "mid" | "senior" | "lead";

/** Maps free text ("entry", "Sr.", "staff") to one of five levels used by modes 17 and 18. */
export function normalizeLevel(text: string | undefined): Level {
  const t = (text ?? "").toLowerCase();
  if (/intern|student|trainee|apprentice/.test(t)) return "intern";
  if (/junior|jr|entry|graduate|associate/.test(t)) return "junior";
  if (/lead|principal|staff|head|manager|director|chief/.test(t)) return "lead";
  if (/senior|sr/.test(t)) return "senior";
  return "mid";
}
