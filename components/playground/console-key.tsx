"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useQuery } from "@tanstack/react-query";
import { useSession } from "next-auth/react";
import { useState } from "react";
import { Field } from "@/components/portal/form-field";
import { portalFetch } from "@/components/portal/portal-fetch";
import type { ApiKey, KeyList } from "@/components/portal/keys/types";
import { Badge, cn } from "@/components/ui";
import type { KeyFamily, RouteChoice } from "@/lib/portal/console-routes";

const FAMILY_NAME: Record<KeyFamily, string> = { developer: "developer", transformer: "transformer", embed: "embedding" };

export interface ConsoleKey {
  status: "loading" | "signed-out" | "ready" | "error";
  /** the account's active keys of the family, newest first */
  keys: ApiKey[];
  keyId: string | null;
  setKeyId: (id: string | null) => void;
  /** the account's plan (developer-API tier), when signed in */
  tier: string | null;
  family: KeyFamily;
  /** "no key" may be chosen: the console has an open route */
  optional: boolean;
}

/**
 * The key a console calls as: one of the signed-in account's active keys of the family, chosen from a
 * menu (the newest by default). Only its id is kept, in memory: the proxy uses it server-side.
 */
export function useConsoleKey(family: KeyFamily, opts: { optional?: boolean } = {}): ConsoleKey {
  const { status } = useSession();
  const list = useQuery({ queryKey: ["keys"], queryFn: () => portalFetch<KeyList>("/api/keys"), enabled: status === "authenticated" });
  // undefined: not chosen yet, so the newest key is used; null: "no key" chosen.
  const [chosen, setChosen] = useState<string | null | undefined>(undefined);
  const keys = (list.data?.keys ?? []).filter((k) => k.family === family && k.status === "active");
  const valid = chosen === null || keys.some((k) => k.id === chosen);
  const keyId = chosen !== undefined && valid ? chosen : (keys[0]?.id ?? null);
  const state: ConsoleKey["status"] =
    status === "loading" || (status === "authenticated" && list.isPending)
      ? "loading"
      : status !== "authenticated"
        ? "signed-out"
        : list.isError
          ? "error"
          : "ready";
  return { status: state, keys, keyId, setKeyId: setChosen, tier: list.data?.plan.tier ?? null, family, optional: opts.optional ?? false };
}

const linkClass =
  "font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-200";

/** The key menu of a console, with what the visitor must do when there is no usable key. */
export function KeyPicker({ k }: { k: ConsoleKey }) {
  const path = usePathname() ?? "/playground";
  const name = FAMILY_NAME[k.family];
  if (k.status === "loading") return <p className="text-sm text-slate-600 dark:text-slate-400">Loading your keys…</p>;
  if (k.status === "signed-out") {
    return (
      <p
        data-testid="key-signin"
        className="rounded-md border border-dashed border-slate-300 px-3 py-2 text-sm text-slate-700 dark:border-slate-700 dark:text-slate-300"
      >
        <Link href={`/signin?callbackUrl=${encodeURIComponent(path)}`} className={linkClass}>
          Sign in
        </Link>{" "}
        to call the API with your {name} keys
        {k.optional ? "; without a key this console uses the open route (limited per IP address)." : "."}
      </p>
    );
  }
  if (k.status === "error")
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-300">
        Your keys could not be loaded. Reload the page to retry.
      </p>
    );
  const hint =
    k.keys.length === 0 && k.optional ? (
      <>
        No {name} key yet: calls use the open route.{" "}
        <Link href="/dashboard/keys" className={linkClass}>
          Create a key
        </Link>{" "}
        to count them against it.
      </>
    ) : (
      <>Calls run on the server as the selected key and count against it; the key itself never reaches this page.</>
    );
  return (
    <Field label="Key" kind="select" hint={hint}>
      {(control) =>
        k.keys.length === 0 && !k.optional ? (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            You have no active {name} key.{" "}
            <Link href="/dashboard/keys" className={linkClass}>
              Create one on the Keys page
            </Link>
            .
          </p>
        ) : (
          <select
            {...control}
            className={cn(control.className, "min-w-0")}
            value={k.keyId ?? ""}
            onChange={(e) => k.setKeyId(e.target.value || null)}
          >
            {k.optional && <option value="">No key: open route (limited per IP address)</option>}
            {k.keys.map((key) => (
              <option key={key.id} value={key.id}>
                {key.name ? `${key.name} · ` : ""}
                {key.prefix} ({key.tier}
                {key.keyType === "test" ? ", test" : ""})
              </option>
            ))}
          </select>
        )
      }
    </Field>
  );
}

/** Which route the console will call, and why — with a lock and the plan it needs when the plan is too low. */
export function RouteNotice({ choice, keyed, tier }: { choice: RouteChoice; keyed: string; tier: string | null }) {
  return (
    <div data-testid="route-notice" className="flex flex-col gap-1 rounded-md bg-slate-50 px-3 py-2 text-sm dark:bg-slate-800/60">
      {choice.path ? (
        <p>
          Calls <code className="font-mono text-xs">POST {choice.path}</code> {choice.withKey ? "as the selected key" : "without a key"}.
        </p>
      ) : (
        <p className="font-medium">
          This console needs{" "}
          {choice.blocked === "tier" ? `the ${choice.needs} plan` : choice.blocked === "sign-in" ? "you to sign in" : "a key"}.
        </p>
      )}
      {choice.needs && (
        <p className="flex flex-wrap items-center gap-2">
          <Badge tone="warning">
            <span aria-hidden="true">🔒</span>&nbsp;needs {choice.needs}
          </Badge>
          <span>
            <code className="font-mono text-xs">{keyed}</code> needs the {choice.needs} plan; yours is {tier ?? "FREE"}.{" "}
            <Link href="/dashboard/plan" className={linkClass}>
              Compare plans
            </Link>
          </span>
        </p>
      )}
    </div>
  );
}

/** The key menu and the route notice, as every console shows them above its run button. */
export function ConsoleAccess({ c }: { c: { routes: { keyed: string }; key: ConsoleKey; choice: RouteChoice } }) {
  return (
    <div className="flex flex-col gap-3">
      <KeyPicker k={c.key} />
      {c.key.status !== "loading" && <RouteNotice choice={c.choice} keyed={c.routes.keyed} tier={c.key.tier} />}
    </div>
  );
}
