import type { Metadata } from "next";
import Link from "next/link";
import { CONSOLES, type Console } from "@/components/portal/playground-catalog";
import { Badge, cn, focusRing } from "@/components/ui";
import { getSessionAccount } from "@/lib/auth/session";
import { minTierOf } from "@/lib/portal/console-routes";
import { meetsTier, type DeveloperTier } from "@/lib/platform/tiers";

export const metadata: Metadata = { title: "Playground" };
export const dynamic = "force-dynamic";

/** What a console needs from this visitor: nothing, a sign-in, or a higher plan (with the open route it falls back to). */
function access(c: Console, tier: DeveloperTier | null): { tone: "neutral" | "warning" | "info"; text: string; locked: boolean } {
  const needs = c.routes.family === "developer" ? minTierOf(c.routes.keyed) : null;
  if (tier && needs && !meetsTier(tier, needs)) {
    return c.routes.open
      ? { tone: "info", text: `${needs} route; your plan uses the open one`, locked: false }
      : { tone: "warning", text: `needs ${needs}`, locked: true };
  }
  if (!tier && !c.routes.open) return { tone: "neutral", text: "sign in to use your keys", locked: false };
  return { tone: "neutral", text: c.routes.open && !tier ? "runs without a key" : "ready", locked: false };
}

export default async function PlaygroundIndex() {
  const account = await getSessionAccount();
  const tier = account?.tier ?? null;
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Playground</h1>
        <p className="mt-1 max-w-2xl text-sm text-slate-600 dark:text-slate-400">
          Try every API from the browser. Signed in, each console calls the API as one of your keys, picked from a menu: the key stays on
          the server and the call counts against it. Each console shows View code (curl, JavaScript, Python) for the exact request it sent,
          and the raw JSON response.
          {tier ? ` Your plan: ${tier}.` : ""}
        </p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {CONSOLES.map((c) => {
          const a = access(c, tier);
          return (
            <li key={c.href}>
              <Link
                href={c.href}
                className={cn(
                  "flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-indigo-400 hover:shadow motion-reduce:transition-none dark:border-slate-800 dark:bg-slate-900 dark:hover:border-indigo-500",
                  focusRing,
                )}
              >
                <span className="flex items-center justify-between gap-2">
                  <span className="font-semibold">{c.title}</span>
                  <Badge>{c.family}</Badge>
                </span>
                <span className="mt-2 text-sm text-slate-600 dark:text-slate-400">{c.summary}</span>
                <code className="mt-3 text-xs text-slate-600 dark:text-slate-400">{c.endpoint}</code>
                <span className="mt-3">
                  <Badge tone={a.tone}>
                    {a.locked && <span aria-hidden="true">🔒&nbsp;</span>}
                    {a.text}
                  </Badge>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
