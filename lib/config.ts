import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { z } from "zod";
import { parseTrustProxy, type TrustProxy } from "@/lib/http/proxy-trust.mjs";

/** Environment, read once and validated; a bad variable stops start-up with its name. */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .min(1)
    .default("file:./data/careerstack.db")
    .refine((v) => /^(file:|postgres(ql)?:\/\/|libsql:|:memory:)/.test(v), "must start with file:, postgres:// or postgresql://"),
  REDIS_URL: z
    .string()
    .optional()
    .refine((v) => !v || /^rediss?:\/\//.test(v), "must start with redis:// or rediss://"),
  AUTH_SECRET: z.string().min(16).optional(),
  BILLING_MODE: z.enum(["none", "demo"]).default("none"),
  REGISTER_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(5),
  /** What the limiter does when Redis is unreachable: documented in README "Configuration". */
  LIMITER_REDIS_FAILURE: z.enum(["local", "closed"]).default("local"),
  LLM_BASE_URL: z.string().url().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  PUBLIC_ORIGIN: z.string().url().optional(),
  AUTH_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(5_000),
  LLM_MODEL_MAP: z
    .string()
    // A value ([^,=]+) already takes the spaces around commas and at the end; separate \s* made this exponential.
    .regex(/^\s*lm-[a-z]+=[^,=]+(?:,\s*lm-[a-z]+=[^,=]+)*$/, "must look like lm-flash=model-a,lm-standard=model-b")
    .optional(),
  EMBED_WARM_AT_START: z.enum(["0", "1"]).default("1"),
  /**
   * Which peers may set X-Forwarded-For: unset/0 = none (the socket peer is the client), N = the N nearest hops
   * are proxies, or a list of proxy addresses/CIDRs (loopback, private, linklocal allowed). See lib/http/proxy-trust.mjs.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx): TrustProxy => {
      try {
        return parseTrustProxy(v);
      } catch (e) {
        ctx.addIssue({ code: "custom", message: e instanceof Error ? e.message : String(e) });
        return z.NEVER;
      }
    }),
  /** GET /health shows its details only to callers sending this value in X-Health-Token; unset = never. */
  HEALTH_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
});

export type Config = z.infer<typeof EnvSchema> & { AUTH_SECRET: string };

let cached: Config | undefined;

export function parseConfig(env: Record<string, string | undefined>): z.infer<typeof EnvSchema> {
  const clean = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ""));
  const parsed = EnvSchema.safeParse(clean);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

/** AUTH_SECRET from the environment, else generated once and kept in ./data (never committed). */
function resolveAuthSecret(given: string | undefined): string {
  if (given) return given;
  const dir = path.resolve(process.cwd(), "data");
  const file = path.join(dir, ".auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function getConfig(): Config {
  if (!cached) {
    const base = parseConfig(process.env);
    cached = { ...base, AUTH_SECRET: resolveAuthSecret(base.AUTH_SECRET) };
  }
  return cached;
}

/** Tests change the environment between suites. */
export function resetConfigForTests(): void {
  cached = undefined;
}
