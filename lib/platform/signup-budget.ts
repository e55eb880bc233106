import { getConfig } from "@/lib/config";
import { ApiError, isApiError } from "@/lib/errors";
import { now } from "./clock";
import { getLimiter } from "./limiter";

const HOUR = 3_600_000;

/**
 * Failed account creations (taken e-mail, wrong developer key) per client address per hour, across
 * POST /v1/developer/register and POST /api/auth/signup. More generous than the success budget, so a
 * typo does not lock anyone out, but counted: each sign-up attempt costs a bcrypt operation, and each
 * `409 email_taken` tells the caller an address has an account, so neither may be free without bound.
 */
export const FAILED_SIGNUPS_PER_HOUR = 20;

/**
 * Runs one account creation under two per-address budgets: REGISTER_LIMIT_PER_HOUR successes (per
 * `flow`) and FAILED_SIGNUPS_PER_HOUR refusals (shared). Both units are taken before any work, so
 * concurrent attempts cannot overrun either; the one the outcome does not belong to is given back.
 * Errors that are not the caller's doing (5xx: database away, hashing queue full) give both back.
 */
export async function withSignupBudget<T>(flow: "register" | "signup", ip: string, create: () => Promise<T>): Promise<T> {
  const limiter = getLimiter();
  const at = now();
  const okBucket = `${flow}:${ip}`;
  const failBucket = `signup-failed:${ip}`;
  const noun = flow === "register" ? "registrations" : "sign-ups";
  const failed = await limiter.consume(failBucket, FAILED_SIGNUPS_PER_HOUR, HOUR, at);
  if (!failed.allowed) {
    throw new ApiError("rate_limit_exceeded", `Too many refused ${noun} from one address. Retry in ${failed.retryAfter} s.`, {
      retryAfter: failed.retryAfter,
    });
  }
  const giveBack = (bucket: string) => limiter.release(bucket, HOUR, at).catch(() => undefined);
  const limit = getConfig().REGISTER_LIMIT_PER_HOUR;
  const slot = await limiter.consume(okBucket, limit, HOUR, at);
  if (!slot.allowed) {
    await giveBack(failBucket);
    throw new ApiError("rate_limit_exceeded", `At most ${limit} ${noun} per hour from one address. Retry in ${slot.retryAfter} s.`, {
      retryAfter: slot.retryAfter,
    });
  }
  try {
    const out = await create();
    await giveBack(failBucket);
    return out;
  } catch (e) {
    await giveBack(okBucket);
    if (!isApiError(e) || e.status >= 500) await giveBack(failBucket);
    throw e;
  }
}
