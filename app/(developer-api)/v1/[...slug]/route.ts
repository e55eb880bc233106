import { serveNotFound } from "@/lib/http/serve";

// Any other /v1 path: JSON 404 not_found, never an HTML page.
export const { GET, POST, PUT, PATCH, DELETE } = serveNotFound("developer");
