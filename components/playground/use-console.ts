"use client";

import { chooseRoute, type ConsoleRoutes, type RouteChoice } from "@/lib/portal/console-routes";
import type { ApiCallResult } from "./call-api";
import { useConsoleKey } from "./console-key";
import { useConsoleCall } from "./use-console-call";

/** Why a console cannot run, as the sentence shown beside its form. */
export function blockedMessage(choice: RouteChoice, family: string): string {
  if (choice.blocked === "tier") return `This console needs the ${choice.needs} plan. Compare plans on the Plan page.`;
  if (choice.blocked === "sign-in")
    return `Sign in to run this console with one of your ${family === "embed" ? "embedding" : family} keys.`;
  return `Create a ${family === "embed" ? "embedding" : family} key on the Keys page to run this console.`;
}

/**
 * One console's wiring: the key menu, the route the visitor's key and plan allow (the open route as a
 * fallback), and the call state. `send` picks the body for the chosen route and runs it.
 */
export function useConsole<V>(routes: ConsoleRoutes) {
  const key = useConsoleKey(routes.family, { optional: Boolean(routes.open) });
  const choice = chooseRoute(routes, { signedIn: key.status === "ready", keyId: key.keyId, tier: key.tier });
  const call = useConsoleCall<V>();

  async function send<B = Record<string, unknown>>(
    bodies: { keyed: unknown; open?: unknown },
    toView: (res: ApiCallResult<B>, keyed: boolean) => V,
  ): Promise<void> {
    if (!choice.path) return call.refuse(blockedMessage(choice, routes.family));
    const keyed = choice.withKey && choice.path === routes.keyed;
    await call.run<B>(
      {
        method: "POST",
        path: choice.path,
        body: keyed ? bodies.keyed : (bodies.open ?? bodies.keyed),
        family: choice.withKey ? routes.family : "open",
        keyId: choice.withKey ? key.keyId : null,
      },
      (res) => toView(res, keyed),
    );
  }

  return { routes, key, choice, call, send, runnable: key.status !== "loading" && choice.path !== null };
}

export type Console<V> = ReturnType<typeof useConsole<V>>;
