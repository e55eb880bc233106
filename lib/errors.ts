/**
 * The one error model: every error code, its status, and the error expected failures throw.
 * The ground floor: anyone may import it; it imports nothing of ours. lib/http renders it.
 */

/** One table maps every error code to its HTTP status; each API family renders it in its own shape. */
export const ERROR_STATUS = {
  invalid_request: 400,
  invalid_json: 400,
  missing_cv_text: 400,
  unknown_role: 400,
  invalid_api_key: 401,
  unauthorized: 401,
  forbidden: 403,
  tier_required: 403,
  not_found: 404,
  model_not_found: 404,
  method_not_allowed: 405,
  email_taken: 409,
  key_limit_reached: 409,
  context_limit_reached: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  content_policy_violation: 422,
  unreadable_file: 422,
  no_text: 422,
  file_too_complex: 422,
  rate_limit_exceeded: 429,
  daily_limit_exceeded: 429,
  internal_error: 500,
  model_unavailable: 503,
  service_unavailable: 503,
  request_timeout: 504,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ApiErrorOptions {
  param?: string;
  /** Seconds, sent as Retry-After. */
  retryAfter?: number;
  /** Extra members some envelopes carry (e.g. the transformer 429's tier/used/limit). */
  details?: Record<string, unknown>;
  headers?: Record<string, string>;
}

/** The only thing handlers throw for expected failures. Its message is shown to the caller. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly param?: string;
  readonly retryAfter?: number;
  readonly details?: Record<string, unknown>;
  readonly headers?: Record<string, string>;

  constructor(code: ErrorCode, message: string, options: ApiErrorOptions = {}) {
    super(message);
    this.name = "ApiError";
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.param = options.param;
    this.retryAfter = options.retryAfter;
    this.details = options.details;
    this.headers = options.headers;
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

/** The codes an input error may carry; each is a 400 in ERROR_STATUS. */
export type InputErrorCode = "invalid_request" | "unknown_role" | "missing_cv_text";

/**
 * The one domain error: an input the engine (or an adapter) cannot use. `param` names the field; `suggestions`
 * lists the nearest known values when there are any (they travel in the body as `suggestions`). It is an
 * ApiError, so the request wrapper renders it in the family's envelope with no translation on the way.
 */
export class InputError extends ApiError {
  declare readonly param: string;
  readonly suggestions: string[];

  constructor(param: string, message: string, options: { code?: InputErrorCode; suggestions?: string[] } = {}) {
    const suggestions = options.suggestions ?? [];
    super(options.code ?? "invalid_request", message, { param, details: suggestions.length ? { suggestions } : undefined });
    this.name = "InputError";
    this.suggestions = suggestions;
  }

  /** The same error under the name one API surface gives the field (`currency` is `options.currency` there). */
  named(param: string): InputError {
    return new InputError(param, this.message, { code: this.code as InputErrorCode, suggestions: this.suggestions });
  }
}
