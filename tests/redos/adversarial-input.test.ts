/**
 * ReDoS regression test, part 2: every entry point that takes free text finishes on adversarial text of the
 * largest size its contract accepts. Each call runs in a child process (child.ts) and fails only if it takes
 * longer than CALL_TIMEOUT_MS, which no linear code comes near; the measured times are printed, never asserted.
 * Before the fix, the first reproduced case (327-byte /cstm/match body) alone took 17.7 s.
 */
import { fork, type ChildProcess } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALLOWED_PATTERNS } from "./allow-list";
import type { CallRequest, CallResult } from "./child";
import { ENTRY_POINTS, SHAPES, shapeText } from "./entry-points";

const CALL_TIMEOUT_MS = 20_000;
const CHILD = path.join(import.meta.dirname, "child.ts");
const ROOT = path.resolve(import.meta.dirname, "../..");

let child: ChildProcess | null = null;
let entries: string[] = [];
const measured: string[] = [];

async function startChild(): Promise<void> {
  const c = fork(CHILD, [], {
    cwd: ROOT,
    execArgv: ["--import", "tsx"],
    // A fixed secret keeps config from writing one to ./data; no LLM, so the writing endpoints use the local writer.
    env: { ...process.env, AUTH_SECRET: "redos-test-secret-0123456789abcdef", LLM_BASE_URL: "", NODE_ENV: "test" },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  child = c;
  entries = await new Promise<string[]>((resolve, reject) => {
    c.once("message", (m: { ready: string[] }) => resolve(m.ready));
    c.once("exit", (code) => reject(new Error(`child exited (${code}) before it was ready`)));
  });
}

/** One call in the child; rejects (and replaces the child) when it runs past the timeout. */
async function call(req: CallRequest, label: string): Promise<CallResult> {
  if (!child) await startChild();
  const c = child!;
  const result = await new Promise<CallResult>((resolve, reject) => {
    const timer = setTimeout(() => {
      c.kill("SIGKILL");
      child = null;
      reject(new Error(`${label}: still running after ${CALL_TIMEOUT_MS / 1000} s (catastrophic backtracking?)`));
    }, CALL_TIMEOUT_MS);
    c.once("message", (m: { result?: CallResult; failure?: string }) => {
      clearTimeout(timer);
      if (m.result) resolve(m.result);
      else reject(new Error(`${label}: ${m.failure}`));
    });
    c.send(req);
  });
  measured.push(`${result.ms.toFixed(0).padStart(6)} ms  ${result.characters.toString().padStart(6)} chars  ${label}  (${result.outcome})`);
  return result;
}

beforeAll(startChild, 120_000);
afterAll(() => {
  child?.kill();
  console.log(`ReDoS adversarial inputs, time per call:\n${measured.join("\n")}`);
});

const CASE_TIMEOUT_MS = CALL_TIMEOUT_MS + 5_000;

describe("ReDoS: the reproduced cases", () => {
  it(
    '"1" + 200 spaces + "x" as the job text of /cstm/match (was 17.7 s)',
    async () => {
      const r = await call(
        { entry: "POST /cstm/match (job text only)", text: "1" + " ".repeat(200) + "x", length: 202 },
        "/cstm/match 1+200 spaces+x",
      );
      expect(r.unexpected).toBeUndefined();
    },
    CASE_TIMEOUT_MS,
  );

  it(
    "99,000 digits as cv_text of /v1/career/cv/score (was 14-27 s)",
    async () => {
      const r = await call(
        { entry: "POST /v1/career/cv/score (cv_text only)", text: "9".repeat(99_000), length: 99_000 },
        "cv/score 99k digits",
      );
      expect(r.unexpected).toBeUndefined();
    },
    CASE_TIMEOUT_MS,
  );

  it(
    "49,000 newlines as the job description of /v1/career/job/match (was 15 s)",
    async () => {
      const r = await call(
        { entry: "POST /v1/career/job/match (job text only)", text: shapeText("\n", 49_002), length: 49_002 },
        "job/match 49k newlines",
      );
      expect(r.unexpected).toBeUndefined();
    },
    CASE_TIMEOUT_MS,
  );
});

/** The life-sim modes cap every text at 2,000 characters or less, so one length covers them. */
const lengthsOf = (entry: string) => (entry.startsWith("life-sim ") ? [100_000] : [10_000, 100_000]);

describe("ReDoS: every free-text entry point on every adversarial shape", () => {
  it("the child runs the same table of entry points", () => {
    expect(entries).toEqual(ENTRY_POINTS.map((e) => e.name));
  });

  // The table comes from the child, so the cases are generated inside one test per entry point.
  for (const { name: entryName } of ENTRY_POINTS) {
    it(
      `${entryName}: all shapes finish`,
      async () => {
        const unexpected: string[] = [];
        for (const shape of Object.keys(SHAPES)) {
          for (const length of lengthsOf(entryName)) {
            const r = await call({ entry: entryName, shape, length }, `${entryName} | ${shape} | ${length}`);
            if (r.unexpected) unexpected.push(`${shape}/${length}: ${r.unexpected}`);
          }
        }
        expect(unexpected).toEqual([]);
      },
      Object.keys(SHAPES).length * 2 * CASE_TIMEOUT_MS,
    );
  }
});

describe("ReDoS: allow-listed patterns on their attack strings", () => {
  for (const a of ALLOWED_PATTERNS) {
    it(
      `${a.file} /${a.source.slice(0, 40)}…/ stays under the timeout`,
      async () => {
        for (const [i, text] of a.attacks.entries()) {
          const r = await call(
            { entry: "regex", pattern: { source: a.source, flags: a.flags }, text, length: text.length },
            `allow-listed ${a.file} attack ${i + 1}`,
          );
          expect(r.unexpected).toBeUndefined();
        }
      },
      a.attacks.length * CASE_TIMEOUT_MS,
    );
  }
});
