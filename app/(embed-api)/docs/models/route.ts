import { ops } from "@/lib/contracts/operations";
import { serve } from "@/lib/http/serve";
import { modelCatalog } from "@/lib/api/catalog";

/**
 * Spec 3 §4 lists generate / list / revoke key as routes of the transformer API; they live under the portal
 * (session) at /api/keys, so /docs/models names them too, to cover every route of the three APIs.
 */
const PORTAL_FAMILY = {
  family: "portal",
  key_prefix: "none (signed-in session)",
  auth: "next-auth session cookie (POST /api/keys/:id/rotate also takes X-API-Key: csk_secret_…)",
  models: [] as string[],
  endpoints: [
    { method: "POST", path: "/api/auth/signup" },
    { method: "GET", path: "/api/keys" },
    { method: "POST", path: "/api/keys" },
    { method: "DELETE", path: "/api/keys/:id" },
    { method: "POST", path: "/api/keys/:id/rotate" },
  ],
};

// GET /docs/models — public JSON: every family, its models and endpoints. Paths use :param, as everywhere else.
export const { GET, POST, PUT, PATCH, DELETE } = serve(ops.modelsDoc, () => {
  const catalog = modelCatalog();
  const families = catalog.families.map((f) => ({
    ...f,
    endpoints: f.endpoints.map((e) => ({ ...e, path: e.path.replace(/\{(\w+)\}/g, ":$1") })),
  }));
  return { ...catalog, families: [...families, PORTAL_FAMILY] };
});
