// POST /v1/career/cover-letter/generate — a cover letter in one of 15 modes (PRO)
import { developerRoute, methodNotAllowed } from "@/lib/http/route";
import { CoverLetterRequest } from "@/lib/contracts/writing";
import { generateCoverLetter } from "@/lib/engine/writing";

export const POST = developerRoute(CoverLetterRequest, { endpoint: "/v1/career/cover-letter/generate", minTier: "PRO" }, async ({ body, auth }) =>
  generateCoverLetter(body, auth.tier),
);

const notAllowed = methodNotAllowed("developer", ["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
