import type { z } from "zod";
import { ApiError } from "./errors";

/** zod → 400 invalid_request naming the first offending field (dot path). */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const r = schema.safeParse(input);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  const param = issue.path.map(String).join(".") || undefined;
  let message = issue.message;
  if (issue.code === "invalid_type" && /received undefined/.test(issue.message)) message = `${param ?? "body"} is required.`;
  else if (param && !message.includes(param)) message = `${param}: ${message}`;
  if (param === undefined && issue.code === "invalid_type") message = "The request body must be a JSON object.";
  throw new ApiError("invalid_request", message, { param });
}
