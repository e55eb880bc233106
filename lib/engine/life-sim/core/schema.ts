import { z } from "zod";
import { listish, numberish } from "@/lib/engine/lenient-input";
import { GRADE_WORD_EXAMPLES, readGrade } from "./inputs";

/** Shared zod pieces for the 21 mode schemas (numbers may arrive as strings; lists as text). */

export function requiredText(max = 200) {
  return z.string().trim().min(1).max(max);
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

/**
 * Country: an ISO code, an English name or "Global". Missing means "infer it from the other inputs" (city, currency,
 * employer — core/market.ts), and Global (the labelled world median) only when nothing implies one.
 */
export const countryInput = z.string().trim().max(80).optional();

/**
 * A graded answer on 0..max: a number, a numeric string, "7/10", "70%", or a word (low, medium, high, very low,
 * very high) placed on the same scale, so words and numbers order the same way (CONTRACT.md: graded inputs arrive
 * as words).
 */
export function gradedIn(max = 10) {
  return z
    .union([z.number(), z.string().trim().max(40)])
    .transform((v, ctx) => {
      const g = readGrade(v, max);
      if (g === null || g < 0 || g > max) {
        ctx.addIssue({ code: "custom", message: `must be a number from 0 to ${max} or a word: ${GRADE_WORD_EXAMPLES}` });
        return z.NEVER;
      }
      return g;
    })
    .pipe(z.number().min(0).max(max)); // the output's range, for forms that read bounds from the schema
}

/** Ratings like satisfaction arrive on 1-10 scales (or as words) from the reference client; 0-10 is accepted. */
export const rating10 = gradedIn(10);

export const levelInput = z.string().trim().max(40).optional().default("mid").describe("intern, junior, mid, senior, lead");

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
