import { RegisterRequest } from "@/lib/contracts/platform";
import { publicRoute } from "@/lib/http/route";
import { registerDeveloper } from "@/lib/platform/developer";

// POST /v1/developer/register — no key; 201 with the new key, shown once.
export const POST = publicRoute(RegisterRequest, { endpoint: "/v1/developer/register", status: 201 }, ({ body, ip }) =>
  registerDeveloper(body, ip),
);
