import { eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { ApiError } from "@/lib/errors";
import { newId } from "@/lib/ids";
import { getAuthCache } from "./auth-cache";
import { now } from "./clock";
import { isDeveloperTier, type DeveloperTier } from "./tiers";

export interface NewAccount {
  email: string;
  name?: string | null;
  company?: string | null;
  useCase?: string | null;
  passwordHash?: string | null;
  tier?: DeveloperTier;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findAccountByEmail(email: string) {
  const { db, t } = await getDb();
  const [row] = await db
    .select()
    .from(t.accounts)
    .where(eq(t.accounts.email, normalizeEmail(email)))
    .limit(1);
  return row ?? null;
}

export async function findAccountById(id: string) {
  const { db, t } = await getDb();
  const [row] = await db.select().from(t.accounts).where(eq(t.accounts.id, id)).limit(1);
  return row ?? null;
}

/** Creates an account; a second account for the same e-mail is 409 email_taken. */
export async function createAccount(input: NewAccount) {
  const { db, t } = await getDb();
  const ts = now();
  const rows = await db
    .insert(t.accounts)
    .values({
      id: newId("dev"),
      email: normalizeEmail(input.email),
      name: input.name ?? null,
      company: input.company ?? null,
      useCase: input.useCase ?? null,
      passwordHash: input.passwordHash ?? null,
      tier: input.tier ?? "FREE",
      createdAt: ts,
      updatedAt: ts,
    })
    .onConflictDoNothing()
    .returning();
  if (!rows.length) throw new ApiError("email_taken", "An account with this e-mail already exists.", { param: "email" });
  return rows[0];
}

/** A new password ends every portal session of the account (the session version moves on). */
export async function setPasswordHash(accountId: string, passwordHash: string, name?: string | null) {
  const { db, t } = await getDb();
  await db
    .update(t.accounts)
    .set({ passwordHash, sessionVersion: sql`${t.accounts.sessionVersion} + 1`, updatedAt: now(), ...(name ? { name } : {}) })
    .where(eq(t.accounts.id, accountId));
}

/** Tier belongs to the account: every existing key works at the new tier at once (CONTRACT.md). */
export async function setAccountTier(idOrEmail: string, tier: string) {
  if (!isDeveloperTier(tier))
    throw new ApiError("invalid_request", `Unknown tier ${tier}; use FREE, PRO, PLUS or ENTERPRISE.`, { param: "tier" });
  const { db, t } = await getDb();
  const target = idOrEmail.includes("@") ? eq(t.accounts.email, normalizeEmail(idOrEmail)) : eq(t.accounts.id, idOrEmail);
  const rows = await db.update(t.accounts).set({ tier, updatedAt: now() }).where(target).returning();
  if (!rows.length) throw new ApiError("not_found", `No developer ${idOrEmail}.`);
  await getAuthCache().invalidateAccount(rows[0].id);
  return rows[0];
}
