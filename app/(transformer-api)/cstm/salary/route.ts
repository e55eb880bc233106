import { SalaryHeadRequest } from "@/lib/contracts/salary";
import { benchmarkSalaryForHead, SalaryParamError } from "@/lib/engine/salary";
import { ApiError } from "@/lib/http/errors";
import { openRoute, methodNotAllowed } from "@/lib/http/route";

// POST /cstm/salary — intelligence head 2; no key needed, country defaults to Global.
export const POST = openRoute(SalaryHeadRequest, { endpoint: "/cstm/salary", taskType: "salary" }, async ({ body }) => {
  try {
    return benchmarkSalaryForHead(body);
  } catch (e) {
    if (e instanceof SalaryParamError) {
      throw new ApiError(e.code, e.message, { param: e.param, details: e.suggestions.length ? { suggestions: e.suggestions } : undefined });
    }
    throw e;
  }
});

const notAllowed = methodNotAllowed("transformer", ["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
