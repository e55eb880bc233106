import { signOutEverywhere } from "@/lib/auth/revocation";
import { sessionRoute } from "@/lib/portal/route";

// POST /api/auth/sign-out-everywhere — ends every portal session of the account, this one included.
export const POST = sessionRoute(null, { endpoint: "/api/auth/sign-out-everywhere" }, ({ caller }) => signOutEverywhere(caller.id));
