export { benchmarkSalary } from "./benchmark";
export { SalaryInputError, type SalaryBenchmark, type SalaryBenchmarkInput, type SalaryConfidence, type Percentiles } from "./types";
export { estimateOccupationMedian, estimateNationalMedian } from "./model";
export { experienceMultiplier, LEVEL_MULTIPLIER } from "./adjustments";
export { benchmarkSalaryForApi, benchmarkSalaryForHead, SalaryParamError } from "./api";
