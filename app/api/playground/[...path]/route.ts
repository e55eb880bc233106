import { playgroundProxy } from "@/lib/portal/playground-proxy";
import { PROXY_TARGETS } from "./targets";

// /api/playground/<API path> — the playground and the docs' Try-it call the API as one of the signed-in
// account's keys, named by id in X-Playground-Key-Id; the plaintext never reaches the browser.
const route = playgroundProxy(PROXY_TARGETS);
export { route as GET, route as POST, route as PUT, route as PATCH, route as DELETE };
