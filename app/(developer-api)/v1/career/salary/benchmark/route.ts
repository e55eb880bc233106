import { SalaryBenchmarkRequest } from "@/lib/contracts/salary";
import { benchmarkSalaryForApi, SalaryParamError } from "@/lib/engine/salary";
import { ApiError } from "@/lib/http/errors";
import { developerRoute, methodNotAllowed } from "@/lib/http/route";

// POST /v1/career/salary/benchmark — salary band, premiums and negotiation advice (PRO tier, spec 1 §2.6).
export const POST = developerRoute(SalaryBenchmarkRequest, { endpoint: "/v1/career/salary/benchmark", minTier: "PRO" }, async ({ body }) => {
  try {
    return benchmarkSalaryForApi(body);
  } catch (e) {
    if (e instanceof SalaryParamError) {
      throw new ApiError(e.code, e.message, { param: e.param, details: e.suggestions.length ? { suggestions: e.suggestions } : undefined });
    }
    throw e;
  }
});

const notAllowed = methodNotAllowed("developer", ["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
