/**
 * Which model serves a request and through which provider. Models and tiers come from
 * lib/platform/tiers.ts; providers from configuration: `local` (built-in, deterministic, no network)
 * unless LLM_BASE_URL is set, then `openai-compatible`. LLM_MODEL_MAP maps our model names to the
 * backend's ("lm-flash=qwen2.5:0.5b,lm-standard=llama3.1:8b"); a model mapped to "local" stays local.
 */
import { getConfig } from "@/lib/config";
import { ApiError } from "@/lib/errors";
import { findModel, isDeveloperTier, meetsTier, modelsForTier, type DeveloperTier, type ModelInfo } from "@/lib/knowledge/plans";

export type Provider =
  { kind: "local" } | { kind: "openai-compatible"; baseUrl: string; apiKey: string | undefined; upstreamModel: string; timeoutMs: number };

export function parseModelMap(raw: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of (raw ?? "").split(",")) {
    const eq = pair.indexOf("=");
    if (eq <= 0) continue;
    const k = pair.slice(0, eq).trim();
    const v = pair.slice(eq + 1).trim();
    if (k && v) out[k] = v;
  }
  return out;
}

export function providerFor(model: ModelInfo): Provider {
  const cfg = getConfig();
  const mapped = parseModelMap(cfg.LLM_MODEL_MAP)[model.id];
  if (!cfg.LLM_BASE_URL || mapped === "local") return { kind: "local" };
  return {
    kind: "openai-compatible",
    baseUrl: cfg.LLM_BASE_URL.replace(/(?<!\/)\/+$/, ""),
    apiKey: cfg.LLM_API_KEY,
    upstreamModel: mapped ?? model.id,
    timeoutMs: cfg.LLM_TIMEOUT_MS,
  };
}

function tierOf(t: string): DeveloperTier {
  return isDeveloperTier(t) ? t : "FREE";
}

/**
 * The requested model, checked against the key's tier: unknown → 404 model_not_found,
 * above the tier → 403 tier_required. Without a request, the best model the tier has up to `fallbackMax`.
 */
export function resolveModelOrThrow(
  requested: string | undefined | null,
  tier: string,
  fallbackMax: ModelInfo["id"] = "lm-flash",
  param = "model",
): ModelInfo {
  const t = tierOf(tier);
  if (!requested) {
    const allowed = modelsForTier(t);
    const cap = allowed.findIndex((m) => m.id === fallbackMax);
    return cap >= 0 ? allowed[cap] : allowed[allowed.length - 1];
  }
  const model = findModel(requested.trim());
  if (!model) {
    throw new ApiError(
      "model_not_found",
      `The model '${requested}' does not exist. Available models: ${modelsForTier(t)
        .map((m) => m.id)
        .join(", ")}.`,
      { param },
    );
  }
  if (!meetsTier(t, model.minTier)) {
    throw new ApiError("tier_required", `The model '${model.id}' needs the ${model.minTier} tier or higher; your tier is ${t}.`, { param });
  }
  return model;
}

/** Achievements a letter cites and sentences an answer may use grow with the model's depth. */
export function depthOf(model: ModelInfo): number {
  return model.id === "lm-deep" ? 4 : model.id === "lm-standard" ? 3 : 2;
}
