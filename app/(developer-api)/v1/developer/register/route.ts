import { RegisterRequest } from "@/lib/contracts/platform";
import { publicRoute, methodNotAllowed } from "@/lib/http/route";
import { registerDeveloper } from "@/lib/platform/developer";

// POST /v1/developer/register — no key; 201 with the new key, shown once.
export const POST = publicRoute(RegisterRequest, { endpoint: "/v1/developer/register", status: 201 }, ({ body, ip }) =>
  registerDeveloper(body, ip),
);

const notAllowed = methodNotAllowed("developer", ["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
