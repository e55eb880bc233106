import { z } from "zod";

/**
 * Numbers that clients send as strings ("5") or numbers (5): both are accepted (CONTRACT.md). A union (not a
 * preprocess) keeps the field required in the OpenAPI document and types its input as number | string.
 */
export const numberish = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/, "must be a number")
    .transform(Number),
]);

const listItem = z.string().trim().min(1).max(200);

/** Lists that arrive as an array or a comma/newline-separated string. */
export const listish = z.union([
  z.array(listItem).max(200),
  z
    .string()
    .max(20_000)
    .transform((v) =>
      v
        .split(/[,\n;]/)
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .pipe(z.array(listItem).max(200)),
]);
