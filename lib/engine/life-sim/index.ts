/**
 * Registry of the 21 life-simulation modes (spec 3 §2.9). Each entry: id, name, slug, path, schema and run(input).
 * run takes the schema's parsed output; every run is deterministic for equal input (seeded from the input).
 */
import type { LifeSimMode } from "./core/define";
import { futureSelfMode } from "./modes/01-future-self";
import { regretMode } from "./modes/02-regret";
import { chatMode } from "./modes/03-chat";
import { identityScanMode } from "./modes/04-identity-scan";
import { timelineMode } from "./modes/05-timeline";
import { personalityProfileMode } from "./modes/06-personality-profile";
import { adaptiveRecsMode } from "./modes/07-adaptive-recs";
import { parallelLifeMode } from "./modes/08-parallel-life";
import { stressTestMode } from "./modes/09-stress-test";
import { skillHeatmapMode } from "./modes/10-skill-heatmap";
import { timingMode } from "./modes/11-timing";
import { salarySimMode } from "./modes/12-salary-sim";
import { burnoutRiskMode } from "./modes/13-burnout-risk";
import { meaningMoneyMode } from "./modes/14-meaning-money";
import { regretStoriesMode } from "./modes/15-regret-stories";
import { realityFeedMode } from "./modes/16-reality-feed";
import { microInternshipMode } from "./modes/17-micro-internship";
import { shadowDayMode } from "./modes/18-shadow-day";
import { tradeoffMode } from "./modes/19-tradeoff";
import { identityEvolutionMode } from "./modes/20-identity-evolution";
import { wrongPathAlertMode } from "./modes/21-wrong-path-alert";

export type { LifeSimMode } from "./core/define";
export type { LifeSimResult } from "./core/types";
export { MODE_CATALOG, findModeInfo, type ModeInfo, type FieldDescriptor } from "./catalog";

export const LIFE_SIM_MODES: readonly LifeSimMode[] = [
  futureSelfMode,
  regretMode,
  chatMode,
  identityScanMode,
  timelineMode,
  personalityProfileMode,
  adaptiveRecsMode,
  parallelLifeMode,
  stressTestMode,
  skillHeatmapMode,
  timingMode,
  salarySimMode,
  burnoutRiskMode,
  meaningMoneyMode,
  regretStoriesMode,
  realityFeedMode,
  microInternshipMode,
  shadowDayMode,
  tradeoffMode,
  identityEvolutionMode,
  wrongPathAlertMode,
] as LifeSimMode[];

/** Mode by id (1-21), slug or path; throws for an unknown key (a programming error in a route file). */
export function getModeOrThrow(key: number | string): LifeSimMode {
  const m = LIFE_SIM_MODES.find((x) => x.id === key || x.slug === key || x.path === key);
  if (!m) throw new Error(`unknown life-sim mode ${key}`);
  return m;
}

/** Parses raw input with the mode's schema and runs it (tests, eval and scripts). */
export function runMode(key: number | string, raw: unknown) {
  const mode = getModeOrThrow(key);
  return mode.run(mode.schema.parse(raw));
}

/** Route-handler adapter: the transformer wrapper's `{ data, confidence }` from a mode result. */
export function toTransformerResult(result: { confidence: number }) {
  return { data: result, confidence: result.confidence };
}
