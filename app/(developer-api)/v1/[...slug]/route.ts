import { notFoundRoute } from "@/lib/http/route";

// Any other /v1 path: JSON 404 not_found, never an HTML page.
const route = notFoundRoute("developer");
export { route as GET, route as POST, route as PUT, route as PATCH, route as DELETE };
