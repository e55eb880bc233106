import { ApiError, isApiError } from "@/lib/errors";
import { publicOrigin } from "@/lib/public-origin";
import { isDatabaseUnavailable, isStorageFailure, noteStorageFailure } from "@/lib/db/errors";

// The error model lives on the ground floor; this module keeps only what rendering needs.
export { ERROR_STATUS, ApiError, isApiError, type ErrorCode, type ApiErrorOptions } from "@/lib/errors";
export { publicOrigin } from "@/lib/public-origin";

/** Anything unexpected becomes a 500 whose message says nothing about internals. */
export function toApiError(e: unknown): ApiError {
  if (isApiError(e)) return e;
  if (isDatabaseUnavailable(e)) {
    // A full disk or read-only database is the service's state, not a bug in the request: 503 and retry.
    if (isStorageFailure(e)) noteStorageFailure();
    return new ApiError("service_unavailable", "The service is temporarily unavailable. Retry in a few seconds.", {
      retryAfter: 2,
    });
  }
  return new ApiError(
    "internal_error",
    "An internal error occurred. Retry in 2 to 3 seconds; if it persists, contact support with the request id.",
  );
}

export function docsUrl(code: string): string {
  return `${publicOrigin()}/docs/errors#${code}`;
}
