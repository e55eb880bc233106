import { afterEach, describe, expect, it } from "vitest";
import { setClockForTests } from "@/lib/platform/clock";
import { AUTH_LOG_INTERVAL_MS, createAuthLogger } from "./logger";

function sink() {
  const lines: { level: string; text: string }[] = [];
  return {
    lines,
    error: (...args: unknown[]) => void lines.push({ level: "error", text: args.map(String).join(" ") }),
    warn: (...args: unknown[]) => void lines.push({ level: "warn", text: args.map(String).join(" ") }),
  };
}

describe("auth logger", () => {
  afterEach(() => setClockForTests(null));

  it("writes one short line per code and interval, without a stack, and counts what it held back", () => {
    let t = 1_000_000;
    setClockForTests(() => t);
    const out = sink();
    const log = createAuthLogger(out);
    const err = new Error("Invalid Compact JWE\nwith a second line");
    for (let i = 0; i < 50; i++) log.error!("JWT_SESSION_ERROR", err);
    log.error!("SIGNOUT_ERROR", { error: new Error("boom"), providerId: "x" });
    expect(out.lines).toEqual([
      { level: "error", text: "[auth] JWT_SESSION_ERROR: Invalid Compact JWE with a second line" },
      { level: "error", text: "[auth] SIGNOUT_ERROR: boom" },
    ]);
    t += AUTH_LOG_INTERVAL_MS - 1;
    log.error!("JWT_SESSION_ERROR", err);
    expect(out.lines).toHaveLength(2);
    t += 1;
    log.error!("JWT_SESSION_ERROR", err);
    expect(out.lines[2].text).toBe("[auth] JWT_SESSION_ERROR: Invalid Compact JWE with a second line (+50 more in the last 60 s)");
    for (const l of out.lines) expect(l.text).not.toMatch(/\n|\bat .+:\d+:\d+/);
  });

  it("cuts long messages, rate-limits warnings, and does not log sessions revoked on purpose", () => {
    const out = sink();
    const log = createAuthLogger(out);
    log.error!("JWT_SESSION_ERROR", new Error("x".repeat(5_000)));
    expect(out.lines[0].text.length).toBeLessThan(260);
    const revoked = new Error("The session was signed out.");
    revoked.name = "SessionRevoked";
    log.error!("JWT_SESSION_ERROR", revoked);
    log.warn!("NEXTAUTH_URL");
    log.warn!("NEXTAUTH_URL");
    log.debug!("anything", { secret: "s" });
    expect(out.lines.map((l) => l.text)).toEqual([expect.stringMatching(/^\[auth\] JWT_SESSION_ERROR: x+…$/), "[auth] NEXTAUTH_URL"]);
  });
});
