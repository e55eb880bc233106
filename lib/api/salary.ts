/**
 * Adapter between the salary routes (developer salary/benchmark, /cstm/salary) and the salary engine. The
 * engine's InputError (with the nearest known roles for unknown_role) is rendered by the wrapper as it is.
 */
import { benchmarkSalaryForApi, benchmarkSalaryForHead } from "@/lib/engine/salary";

export const benchmarkSalary = benchmarkSalaryForApi;
export const benchmarkSalaryForCstm = benchmarkSalaryForHead;
