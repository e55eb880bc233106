// POST /v1/developer/register — no key; 201 with the new key, shown once.
import { ops } from "@/lib/contracts/operations";
import { serve } from "@/lib/http/serve";
import { registerDeveloper } from "@/lib/platform/developer";

export const { POST, GET, PUT, PATCH, DELETE } = serve(ops.register, ({ body, ip }) => registerDeveloper(body, ip));
