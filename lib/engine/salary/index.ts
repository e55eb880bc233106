export { benchmarkSalary } from "./benchmark";
export {
  type SalaryBenchmark,
  type SalaryBenchmarkInput,
  type SalaryConfidence,
  type SalaryEngineOptions,
  type Percentiles,
} from "./types";
export { estimateOccupationMedian, estimateNationalMedian, modelNationalMedian } from "./model";
export { experienceMultiplier, LEVEL_MULTIPLIER } from "./adjustments";
export { benchmarkSalaryForApi, benchmarkSalaryForHead } from "./api";
export { recognizeRole, type RoleRecognition } from "./recognize";
export { findScalePay, stripScaleWords, type ScalePay } from "./scales";
