import { ApiError, ERROR_STATUS, type ErrorCode } from "@/lib/http/errors";
import { developerErrorBody, transformerErrorBody } from "@/lib/http/render";

export interface ErrorDoc {
  code: ErrorCode;
  status: number;
  title: string;
  when: string;
  fix: string;
  /** which API families can return it */
  families: ("developer" | "embed" | "transformer" | "portal")[];
}

const ALL = ["developer", "embed", "transformer", "portal"] as const;

// Typed as Record<ErrorCode, …> so a code added to lib/http/errors.ts fails type-checking until it is documented here.
const DOCS: Record<ErrorCode, Omit<ErrorDoc, "code" | "status">> = {
  invalid_request: {
    title: "Invalid request",
    when: "A field is missing, has the wrong type or is out of range. `param` (developer, embed, portal) or `field` (transformer) names it, as a dot path.",
    fix: "Correct the named field; the OpenAPI reference lists every field's type and limits.",
    families: [...ALL],
  },
  invalid_json: {
    title: "Invalid JSON",
    when: "The body is not valid JSON.",
    fix: "Send a JSON object with Content-Type: application/json.",
    families: [...ALL],
  },
  missing_cv_text: {
    title: "Missing CV text",
    when: "A career endpoint needs `cv_text` and neither the body nor the `context_id` supplied it.",
    fix: "Send `cv_text`, or a `context_id` whose context has `cv_text`.",
    families: ["developer"],
  },
  unknown_role: {
    title: "Unknown role",
    when: 'The salary endpoints do not recognise `role` as a job title (for example `asdfgh` or `xyz manager of nothing`): no occupation title or alias is close enough to price it. The error carries `suggestions`, the nearest known roles, inside `error` (developer) or beside `field: "role"` (transformer).',
    fix: "Send a job title, e.g. one of the suggestions; aliases such as RN, SWE, GP, sparky or HGV driver are understood.",
    families: ["developer", "transformer"],
  },
  invalid_api_key: {
    title: "Invalid API key",
    when: "The key is missing, malformed, unknown, revoked, expired after rotation, or belongs to another key family.",
    fix: "Send an active key of the right family in the right header: X-Api-Key (developer), Authorization: Bearer (embedding), X-API-Key csk_secret_ (key rotation).",
    families: ["developer", "embed", "portal"],
  },
  unauthorized: {
    title: "Authentication required",
    when: "Transformer routes: the X-API-Key header is missing or its key is not an active csk_live_/csk_test_ key. Portal routes: no signed-in session.",
    fix: "Send an active transformer key in X-API-Key, or sign in.",
    families: ["transformer", "portal"],
  },
  forbidden: {
    title: "Forbidden",
    when: "The key or session may not do this: another developer's usage, a plan change while BILLING_MODE is not demo, a secret key rotating a developer key, a developer key of another account at sign-up.",
    fix: "Use a key of the account that owns the resource, or ask the operator.",
    families: [...ALL],
  },
  tier_required: {
    title: "Higher tier required",
    when: "The endpoint, model or key tier needs a higher plan than yours.",
    fix: "Upgrade on /dashboard/plan (or ask the operator), or use an endpoint or model of your tier.",
    families: ["developer", "portal"],
  },
  not_found: {
    title: "Not found",
    when: "No such route, or no such resource on your account (other accounts' keys and contexts are reported as not found).",
    fix: "Check the path and the id.",
    families: [...ALL],
  },
  model_not_found: {
    title: "Model not found",
    when: "The `model` is not one of lm-flash, lm-standard, lm-deep.",
    fix: "List the models your key may use with GET /v1/career/models.",
    families: ["developer"],
  },
  method_not_allowed: {
    title: "Method not allowed",
    when: "The route exists but not for this HTTP method.",
    fix: "Use the method shown in the reference.",
    families: [...ALL],
  },
  email_taken: {
    title: "E-mail taken",
    when: "An account with this e-mail exists. At portal sign-up of an e-mail registered through the API, `param` is `developer_key`: prove ownership with one of its keys.",
    fix: "Sign in, or sign up with `developer_key` set to one of your developer keys.",
    families: ["developer", "portal"],
  },
  key_limit_reached: {
    title: "Key limit reached",
    when: "The account already has 5 active keys of this family (or 1 active secret key).",
    fix: "Revoke a key you no longer use, then create the new one.",
    families: ["portal"],
  },
  context_limit_reached: {
    title: "Context limit reached",
    when: "The developer already has the most saved candidate contexts the tier keeps: 100 on FREE, 1,000 on PRO and above.",
    fix: "Reuse an existing `context_id`, or upgrade the plan.",
    families: ["developer"],
  },
  payload_too_large: {
    title: "Payload too large",
    when: "The body is over 1 MB. File uploads (POST /api/playground/extract-text): the file is over 5 MB, a DOCX unpacks to more than its limits (20 MB of text, 64 MB in all, or a part compressed over 200×), or a PDF has more than 1,000 pages.",
    fix: "Send less text per request; split batches. For a file: save it again without embedded extras, or paste the text.",
    families: [...ALL],
  },
  unsupported_media_type: {
    title: "Unsupported media type",
    when: "The body is not JSON (file uploads: the file is not a PDF, DOCX or plain text).",
    fix: "Send Content-Type: application/json; upload a PDF, DOCX or .txt file.",
    families: [...ALL],
  },
  content_policy_violation: {
    title: "Content policy violation",
    when: "The input asks for content the service does not produce.",
    fix: "Rephrase the request.",
    families: ["developer"],
  },
  unreadable_file: {
    title: "Unreadable file",
    when: "An uploaded PDF or DOCX is damaged, encrypted or not what its name says.",
    fix: "Save the file again from your word processor, or paste the text.",
    families: ["portal"],
  },
  no_text: {
    title: "No text in the file",
    when: "An uploaded file holds no text layer (for example a scanned PDF).",
    fix: "Run OCR first, or paste the text.",
    families: ["portal"],
  },
  file_too_complex: {
    title: "File too complex",
    when: "Reading an uploaded file took longer than 10 s or more memory than allowed, so it was stopped.",
    fix: "Save it again as a simpler PDF or DOCX, or paste the text.",
    families: ["portal"],
  },
  rate_limit_exceeded: {
    title: "Rate limit exceeded",
    when: "Too many requests in the sliding minute window (or too many registrations from one address).",
    fix: "Wait `Retry-After` seconds; spread requests out or upgrade for a higher per-minute limit.",
    families: ["developer", "embed", "transformer"],
  },
  daily_limit_exceeded: {
    title: "Daily limit exceeded",
    when: "The daily quota is spent. It resets at 00:00 UTC.",
    fix: "Wait for the reset (`Retry-After`) or upgrade the plan.",
    families: ["developer", "embed", "transformer"],
  },
  internal_error: {
    title: "Internal error",
    when: "Something failed on our side. The message never contains internals.",
    fix: "Retry after 2 to 3 seconds; if it persists, report the request id (X-Request-Id).",
    families: [...ALL],
  },
  model_unavailable: {
    title: "Model unavailable",
    when: "The configured language-model backend is unreachable.",
    fix: "Retry later, or use a request that does not need the backend.",
    families: ["developer"],
  },
  service_unavailable: {
    title: "Service unavailable",
    when: "A dependency (database or rate-limit store) is temporarily unreachable.",
    fix: "Retry after `Retry-After` seconds.",
    families: [...ALL],
  },
  request_timeout: {
    title: "Request timeout",
    when: "The request took longer than the server's time limit.",
    fix: "Retry with less input, or later.",
    families: ["developer"],
  },
};

/** Every error code with its HTTP status, in status order: the source of /docs/errors. */
export function listErrorDocs(): ErrorDoc[] {
  return (Object.keys(ERROR_STATUS) as ErrorCode[])
    .map((code) => ({ code, status: ERROR_STATUS[code], ...DOCS[code] }))
    .sort((a, b) => a.status - b.status || a.code.localeCompare(b.code));
}

/** A message the API really sends for each code (with the field it names, where it names one). */
const EXAMPLES: Record<ErrorCode, { message: string; param?: string; details?: Record<string, unknown> }> = {
  invalid_request: { message: "years_experience: Too big: expected number to be <=60", param: "years_experience" },
  invalid_json: { message: "The request body is not valid JSON. Send a JSON object with Content-Type: application/json." },
  missing_cv_text: { message: "cv_text is required (send it, or a context_id whose context has it).", param: "cv_text" },
  unknown_role: {
    message: 'role "asdfgh" is not a job title we recognise. Nearest known roles: Data Analyst, Accountant, Architect.',
    param: "role",
    details: { suggestions: ["Data Analyst", "Accountant", "Architect"] },
  },
  invalid_api_key: { message: "Invalid API key: not found, malformed or revoked." },
  unauthorized: { message: "Authentication required: send your key in the X-API-Key header." },
  forbidden: { message: "This key does not belong to that developer.", param: "developerId" },
  tier_required: { message: "This endpoint needs the PRO tier or higher; your tier is FREE." },
  not_found: { message: "No context ctx_3fa9c2 for this developer.", param: "context_id" },
  model_not_found: { message: "The model lm-turbo does not exist. Use lm-flash, lm-standard or lm-deep.", param: "model" },
  method_not_allowed: { message: "GET is not supported on /v1/career/cv/score; use POST." },
  email_taken: { message: "An account with this e-mail already exists.", param: "email" },
  context_limit_reached: {
    message: "This developer already keeps 100 candidate contexts, the most the FREE tier allows. Reuse a context_id or upgrade.",
  },
  key_limit_reached: { message: "This account already has 5 active transformer keys, the maximum. Revoke one to create another." },
  payload_too_large: { message: "The request body exceeds 1 MB." },
  unsupported_media_type: { message: "Upload a PDF, DOCX or plain-text file." },
  content_policy_violation: { message: "This request asks for content the service does not produce." },
  unreadable_file: { message: "The PDF could not be read: it is damaged or encrypted." },
  no_text: { message: "The file holds no text layer (a scanned PDF?). Run OCR first, or paste the text." },
  file_too_complex: { message: "Reading the file took too long and was stopped. Save it again as a simpler PDF, or paste the text." },
  rate_limit_exceeded: { message: "Per-minute limit of 10 requests reached. Retry in 12 s." },
  daily_limit_exceeded: {
    message: "Daily limit of 100 requests reached; resets at 2026-01-01T00:00:00.000Z.",
    details: { tier: "free", used: 100, limit: 100, retryAfter: 3600, upgrade: "https://careerstack.example/dashboard/plan" },
  },
  internal_error: { message: "An internal error occurred. Retry in 2 to 3 seconds; if it persists, contact support with the request id." },
  model_unavailable: { message: "The language-model backend is unreachable. Retry later." },
  service_unavailable: { message: "The service is temporarily unavailable. Retry in a few seconds." },
  request_timeout: { message: "The request took longer than 30 s and was stopped." },
};

/**
 * The body each family really sends for a code, built by the same renderers the API uses: the developer
 * shape (developer, embedding, portal) and, where the transformer family returns the code, its shape.
 */
export function errorPayloads(d: ErrorDoc): { label: string; body: unknown }[] {
  const ex = EXAMPLES[d.code];
  const err = new ApiError(d.code, ex.message, { param: ex.param, details: ex.details });
  const out: { label: string; body: unknown }[] = [];
  if (d.families.some((f) => f !== "transformer"))
    out.push({ label: "Developer, embedding and portal APIs", body: developerErrorBody(err) });
  if (d.families.includes("transformer"))
    out.push({ label: "Transformer API, /cstm and life simulation", body: transformerErrorBody(err, "req_4c1f9a0b2d7e8f6a5b3c9d1e") });
  return out;
}
