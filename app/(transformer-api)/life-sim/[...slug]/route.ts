import { serveNotFound } from "@/lib/http/serve";

// Unknown path under this API: JSON 404 in the transformer error shape.
export const { GET, POST, PUT, PATCH, DELETE } = serveNotFound("transformer");
