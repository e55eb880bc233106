import { PlanRequest } from "@/lib/portal/contracts";
import { describePlan, switchPlan } from "@/lib/portal/plan";
import { sessionRoute } from "@/lib/portal/route";

// GET /api/plan — the account's plan and the tier table.
export const GET = sessionRoute(null, { endpoint: "/api/plan" }, async ({ caller }) => describePlan(caller.tier));

// POST /api/plan — switch plan; only when BILLING_MODE=demo (else 403 forbidden).
export const POST = sessionRoute(PlanRequest, { endpoint: "/api/plan" }, ({ caller, body }) => switchPlan(caller, body.tier));
