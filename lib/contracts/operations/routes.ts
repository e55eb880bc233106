/** Every row of the operation tables, client-safe; schemas are bound server-side in ./index.ts. */
import { DEVELOPER_ROUTES } from "./developer";
import { EMBED_ROUTES } from "./embed";
import { LIFE_SIM_ROUTES } from "./life-sim";
import type { Route } from "./table";
import { CSTM_ROUTES, TRANSFORMER_ROUTES } from "./transformer";

export { DEVELOPER_ROUTES, EMBED_ROUTES, TRANSFORMER_ROUTES, CSTM_ROUTES, LIFE_SIM_ROUTES };
export { openApiPath, HTTP_METHODS, type ApiFamily, type Access, type HttpMethod, type Route, type RouteSpec } from "./table";

/** All routes of the three API families, grouped by family, in catalogue order. */
export const ALL_ROUTES: readonly Route[] = [
  ...Object.values(DEVELOPER_ROUTES),
  ...Object.values(EMBED_ROUTES),
  ...Object.values(TRANSFORMER_ROUTES),
  ...Object.values(CSTM_ROUTES),
  ...LIFE_SIM_ROUTES,
];
