import { extractTextRoute } from "@/lib/playground/extract-route";

// POST /api/playground/extract-text — a file of the CV-score playground → its text. Signed-in users or any valid
// key; parsed in a worker with size, page, memory and time limits (lib/playground).
export const POST = extractTextRoute;
