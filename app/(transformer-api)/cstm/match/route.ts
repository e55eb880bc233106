// POST /cstm/match — head 1: full match with strengths, gaps, hook, ATS analysis, red flags.
import { matchForHead } from "@/lib/api/scoring";
import { ops } from "@/lib/contracts/operations";
import { serve } from "@/lib/http/serve";

export const { POST, GET, PUT, PATCH, DELETE } = serve(ops.headMatch, ({ body }) => matchForHead(body));
