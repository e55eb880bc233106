import { notFoundRoute } from "@/lib/http/route";

// Unknown path under this API: JSON 404 in the transformer error shape.
const route = notFoundRoute("transformer");
export { route as GET, route as POST, route as PUT, route as PATCH, route as DELETE };
