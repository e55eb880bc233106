import { getServerSession } from "next-auth";
import { findAccountById } from "@/lib/platform/accounts";
import { isDeveloperTier, type DeveloperTier } from "@/lib/platform/tiers";
import { getAuthOptions } from "./options";

export interface SessionAccount {
  id: string;
  email: string;
  name: string | null;
  tier: DeveloperTier;
}

type Resolver = () => Promise<string | null>;

const g = globalThis as unknown as { __csSessionResolver?: Resolver };

async function accountIdFromNextAuth(): Promise<string | null> {
  const session = await getServerSession(getAuthOptions());
  const id = (session?.user as { id?: unknown } | undefined)?.id;
  return typeof id === "string" && id ? id : null;
}

/**
 * Tests replace how the session's account id is found (there is no next-auth request scope in a
 * plain route-handler call): pass an account id, null for "signed out", or undefined to restore.
 */
export function setSessionForTests(accountId: string | null | undefined | (() => string | null)): void {
  if (accountId === undefined) g.__csSessionResolver = undefined;
  else if (typeof accountId === "function") g.__csSessionResolver = async () => accountId();
  else g.__csSessionResolver = async () => accountId;
}

/** The signed-in account, read fresh from the database (tier changes apply at once), or null. */
export async function getSessionAccount(): Promise<SessionAccount | null> {
  const id = await (g.__csSessionResolver ?? accountIdFromNextAuth)();
  if (!id) return null;
  const row = await findAccountById(id);
  // An account without a password cannot hold a portal session (e.g. a stale token after a reset).
  if (!row || !row.passwordHash) return null;
  return { id: row.id, email: row.email, name: row.name, tier: isDeveloperTier(row.tier) ? row.tier : "FREE" };
}
