import { AsyncLocalStorage } from "node:async_hooks";
import type { KeyAuth } from "@/lib/platform/key-store";
import type { KeyFamily } from "@/lib/platform/tiers";
import { ApiError } from "./errors";

/**
 * A request the server makes on behalf of a signed-in account, authenticated as one of its keys by id.
 * Keys are stored hashed, so the portal's playground proxy cannot present the plaintext; it resolves the
 * key's KeyAuth itself (after checking the session owns the key) and runs the route handler inside this
 * scope. Only server code can enter it: nothing in a client request sets it.
 */
const scope = new AsyncLocalStorage<KeyAuth>();

/** Runs `fn` with key routes authenticating as `auth`, exactly as if its key had been presented. */
export function runAsKey<T>(auth: KeyAuth, fn: () => Promise<T>): Promise<T> {
  return scope.run(auth, fn);
}

/**
 * The key a route should authenticate as when it runs inside runAsKey, or undefined outside one. A key
 * of another family is refused here as a presented one would be (the proxy checks families first).
 */
export function delegatedKeyAuth(family: KeyFamily): KeyAuth | undefined {
  const auth = scope.getStore();
  if (!auth) return undefined;
  if (auth.family !== family)
    throw new ApiError("invalid_api_key", `This route needs a ${family} key; the selected key is a ${auth.family} key.`);
  return auth;
}
