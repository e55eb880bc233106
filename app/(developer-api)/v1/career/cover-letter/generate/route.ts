// POST /v1/career/cover-letter/generate — a cover letter in one of 15 modes.
import { ops } from "@/lib/contracts/operations";
import { generateCoverLetter } from "@/lib/api/writing";
import { serve } from "@/lib/http/serve";

export const { POST, GET, PUT, PATCH, DELETE } = serve(ops.coverLetter, ({ body, auth }) => generateCoverLetter(body, auth.tier));
