/**
 * Adapter between the salary routes (developer salary/benchmark, /cstm/salary) and the salary engine: the
 * engine's input error becomes the API error with the same code and param, plus the nearest known roles.
 */
import { benchmarkSalaryForApi, benchmarkSalaryForHead, SalaryParamError } from "@/lib/engine/salary";
import { ApiError } from "@/lib/errors";

function withParamErrors<T>(run: () => T): T {
  try {
    return run();
  } catch (e) {
    if (e instanceof SalaryParamError) {
      throw new ApiError(e.code, e.message, { param: e.param, details: e.suggestions.length ? { suggestions: e.suggestions } : undefined });
    }
    throw e;
  }
}

export const benchmarkSalary = (body: Parameters<typeof benchmarkSalaryForApi>[0]) => withParamErrors(() => benchmarkSalaryForApi(body));
export const benchmarkSalaryForCstm = (body: Parameters<typeof benchmarkSalaryForHead>[0]) => withParamErrors(() => benchmarkSalaryForHead(body));
