import { z } from "zod";
import { ApiError } from "@/lib/http/errors";
import { createAccount, findAccountByEmail, setPasswordHash } from "@/lib/platform/accounts";
import { authenticateKey } from "@/lib/platform/key-store";
import { isDeveloperTier } from "@/lib/platform/tiers";
import { withSignupBudget } from "@/lib/platform/signup-budget";
import { hashPassword, spendHashCost } from "./passwords";

export const SignupRequest = z
  .object({
    email: z.string().trim().max(254).email("email must be a valid e-mail address"),
    password: z.string().min(8, "password must be at least 8 characters").max(200, "password must be at most 200 characters"),
    name: z.string().trim().max(200).optional(),
    developer_key: z
      .string()
      .trim()
      .optional()
      .describe("Only for an e-mail registered through POST /v1/developer/register: one of its developer keys, as proof of ownership."),
  })
  .meta({ id: "SignupRequest" });

export type SignupRequest = z.infer<typeof SignupRequest>;

export const SignupResponse = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string().nullable(),
    tier: z.string(),
    linkedDeveloperAccount: z
      .boolean()
      .describe("true when the e-mail was registered through the developer API and is now a portal account"),
  })
  .meta({ id: "SignupResponse" });

/**
 * POST /api/auth/signup. A new e-mail gets a new account. An e-mail registered through the developer API
 * (account without a password) is claimed by pasting one of its developer keys: without it anyone could
 * take over a developer's keys and usage by signing up with their address.
 */
export async function signUp(input: SignupRequest, ip: string): Promise<z.infer<typeof SignupResponse>> {
  // Same per-address success budget as POST /v1/developer/register (REGISTER_LIMIT_PER_HOUR), plus a budget
  // for refused attempts: unlimited sign-ups would let one address mint accounts or burn CPU on bcrypt.
  return withSignupBudget("signup", ip, () => createOrClaim(input));
}

/**
 * The account is checked before any hashing, and every outcome costs exactly one bcrypt operation (a real
 * hash when something is stored, the same cost spent on a dummy otherwise): the response time does not
 * tell a new e-mail from a taken one. The status code does (the contract requires 409 email_taken); the
 * failure budget in withSignupBudget bounds how fast anyone can ask.
 */
async function createOrClaim(input: SignupRequest): Promise<z.infer<typeof SignupResponse>> {
  const refuse = async (e: ApiError): Promise<never> => {
    await spendHashCost(input.password);
    throw e;
  };
  const existing = await findAccountByEmail(input.email);
  if (existing?.passwordHash) {
    return refuse(new ApiError("email_taken", "An account with this e-mail already exists. Sign in instead.", { param: "email" }));
  }
  if (existing) {
    if (!input.developer_key) {
      return refuse(
        new ApiError(
          "email_taken",
          "This e-mail was registered through the developer API. Paste one of its developer keys (csk_…_v1_…) to prove it is yours.",
          { param: "developer_key" },
        ),
      );
    }
    const auth = await authenticateKey(input.developer_key, "developer");
    if (!auth || auth.accountId !== existing.id) {
      return refuse(
        new ApiError("forbidden", "That developer key is not an active key of this e-mail's account.", { param: "developer_key" }),
      );
    }
    await setPasswordHash(existing.id, await hashPassword(input.password), input.name ?? null);
    return {
      id: existing.id,
      email: existing.email,
      name: input.name ?? existing.name,
      tier: isDeveloperTier(existing.tier) ? existing.tier : "FREE",
      linkedDeveloperAccount: true,
    };
  }
  const created = await createAccount({ email: input.email, name: input.name ?? null, passwordHash: await hashPassword(input.password) });
  return { id: created.id, email: created.email, name: created.name, tier: created.tier, linkedDeveloperAccount: false };
}
