import type { LoggerInstance } from "next-auth";
import { now } from "@/lib/platform/clock";

/** At most one line per next-auth error or warning code in this interval; the rest are counted. */
export const AUTH_LOG_INTERVAL_MS = 60_000;
const MAX_MESSAGE = 200;

type Sink = Pick<Console, "error" | "warn">;

function describe(metadata: unknown): { name: string; message: string } {
  const err = metadata instanceof Error ? metadata : (metadata as { error?: unknown } | null)?.error;
  if (err instanceof Error) return { name: err.name, message: err.message };
  const message = (metadata as { message?: unknown } | null)?.message;
  return { name: "", message: typeof message === "string" ? message : "" };
}

function oneLine(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > MAX_MESSAGE ? `${flat.slice(0, MAX_MESSAGE)}…` : flat;
}

/**
 * next-auth's default logger prints a stack trace for every failed session check, so anyone can flood the
 * log by sending malformed cookies. This one writes a single short line per code (no stack, message cut to
 * 200 characters), at most once per AUTH_LOG_INTERVAL_MS, and says how many it held back since the last.
 * A session we revoked on purpose (sign-out) is an expected outcome, not an error: it is not logged.
 */
export function createAuthLogger(sink: Sink = console): Partial<LoggerInstance> {
  const state = new Map<string, { lastAt: number; held: number }>();
  const emit = (level: "error" | "warn", code: string, detail: string) => {
    const at = now();
    const s = state.get(code);
    if (s && at - s.lastAt < AUTH_LOG_INTERVAL_MS) {
      s.held++;
      return;
    }
    const held = s?.held ?? 0;
    state.set(code, { lastAt: at, held: 0 });
    const tail = held ? ` (+${held} more in the last ${Math.round(AUTH_LOG_INTERVAL_MS / 1000)} s)` : "";
    sink[level](`[auth] ${code}${detail ? `: ${detail}` : ""}${tail}`);
  };
  return {
    error(code, metadata) {
      const { name, message } = describe(metadata);
      if (name === "SessionRevoked") return;
      emit("error", code, oneLine(message));
    },
    warn(code) {
      emit("warn", code, "");
    },
    debug() {
      // next-auth's debug output is off in every environment we run.
    },
  };
}
