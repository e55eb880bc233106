import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { ApiError } from "@/lib/errors";
import { newId } from "@/lib/ids";
import { now } from "./clock";
import type { DeveloperTier } from "./tiers";

/**
 * Saved contexts per developer account. Contexts cannot be deleted through the API, so the cap bounds what one
 * account can store (each context holds up to ~160 KB: cv_text 100,000 characters, preferences 16 KB, …).
 */
export const CONTEXT_LIMITS: Record<DeveloperTier, number> = { FREE: 100, PRO: 1_000, PLUS: 1_000, ENTERPRISE: 1_000 };

// Count-then-insert must not interleave for one account, or concurrent creates could pass the cap together.
const accountLocks = new Map<string, Promise<unknown>>();

async function withAccountLock<T>(accountId: string, fn: () => Promise<T>): Promise<T> {
  const prev = accountLocks.get(accountId) ?? Promise.resolve();
  const run = prev.then(fn, fn);
  const tail = run.catch(() => undefined);
  accountLocks.set(accountId, tail);
  try {
    return await run;
  } finally {
    if (accountLocks.get(accountId) === tail) accountLocks.delete(accountId);
  }
}

export interface ContextRecord {
  context_id: string;
  created_at: string;
  updated_at: string;
  [field: string]: unknown;
}

function toRecord(row: { id: string; data: Record<string, unknown>; createdAt: number; updatedAt: number }): ContextRecord {
  return {
    ...row.data,
    context_id: row.id,
    created_at: new Date(row.createdAt).toISOString(),
    updated_at: new Date(row.updatedAt).toISOString(),
  };
}

export async function createContext(accountId: string, data: Record<string, unknown>, tier: DeveloperTier): Promise<ContextRecord> {
  const limit = CONTEXT_LIMITS[tier];
  return withAccountLock(accountId, async () => {
    const { db, t } = await getDb();
    const [{ n }] = await db
      .select({ n: sql<number>`count(*)` })
      .from(t.candidateContexts)
      .where(eq(t.candidateContexts.accountId, accountId));
    if (Number(n) >= limit) {
      const paid = tier === "FREE" ? ` (PRO and above keep ${CONTEXT_LIMITS.PRO.toLocaleString("en-US")})` : "";
      throw new ApiError(
        "context_limit_reached",
        `This developer already has ${Number(n).toLocaleString("en-US")} saved contexts, the most the ${tier} tier keeps${paid}. Reuse an existing context_id.`,
      );
    }
    const ts = now();
    const [row] = await db
      .insert(t.candidateContexts)
      .values({ id: newId("ctx"), accountId, data, createdAt: ts, updatedAt: ts })
      .returning();
    return toRecord(row);
  });
}

/** Another developer's context is reported as not found. */
export async function getContextOrThrow(accountId: string, id: string, param = "id"): Promise<ContextRecord> {
  const { db, t } = await getDb();
  const [row] = await db
    .select()
    .from(t.candidateContexts)
    .where(and(eq(t.candidateContexts.id, id), eq(t.candidateContexts.accountId, accountId)))
    .limit(1);
  if (!row) throw new ApiError("not_found", `No context ${id} for this developer.`, { param });
  return toRecord(row);
}

/** Request fields a context can fill, including the names other endpoints use for the same fact. */
const FILLS: [target: string, from: (c: ContextRecord) => unknown][] = [
  ["full_name", (c) => c.full_name],
  ["cv_text", (c) => c.cv_text],
  ["target_role", (c) => c.target_role],
  ["target_country", (c) => c.target_country],
  ["years_experience", (c) => c.years_experience],
  ["skills", (c) => c.skills],
  ["salary_expectation", (c) => c.salary_expectation],
  ["preferences", (c) => c.preferences],
  ["role", (c) => c.target_role],
  ["country", (c) => c.target_country],
  ["current_skills", (c) => c.skills],
  ["location", (c) => (c.preferences as Record<string, unknown> | undefined)?.location],
  ["remote", (c) => (c.preferences as Record<string, unknown> | undefined)?.remote],
];

/** Explicit request fields always win; the context only fills what the request left empty. */
export function mergeContext(body: Record<string, unknown>, ctx: ContextRecord): Record<string, unknown> {
  const out = { ...body };
  for (const [target, from] of FILLS) {
    const cur = out[target];
    const empty = cur === undefined || cur === null || cur === "" || (Array.isArray(cur) && cur.length === 0);
    const value = from(ctx);
    if (empty && value !== undefined && value !== null) out[target] = value;
  }
  return out;
}
