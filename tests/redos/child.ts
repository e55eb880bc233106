/**
 * Child process of the ReDoS test: runs one entry point on one generated text per message and reports how long
 * it took. It runs outside the test process so that a call stuck in backtracking can be killed at the timeout.
 * Started with `node --import tsx tests/redos/child.ts`; speaks over the IPC channel only.
 */
import { ENTRY_POINTS, EXPECTED_ERRORS, runPattern, SHAPES, shapeText } from "./entry-points";

export interface CallRequest {
  /** an entry point's name, or "regex" to run `pattern` itself */
  entry: string;
  pattern?: { source: string; flags: string };
  /** a key of SHAPES, or a literal text */
  shape?: string;
  text?: string;
  length: number;
}

export interface CallResult {
  ms: number;
  /** "ok", or the name of an error the route answers with a documented 4xx */
  outcome: string;
  /** an error no route expects (it would be a 500) */
  unexpected?: string;
  characters: number;
}

async function handle(req: CallRequest): Promise<CallResult> {
  const entry =
    req.entry === "regex" && req.pattern
      ? { run: (t: string) => runPattern(req.pattern!, t) }
      : ENTRY_POINTS.find((e) => e.name === req.entry);
  if (!entry) throw new Error(`unknown entry point ${req.entry}`);
  const text = req.text ?? shapeText(SHAPES[req.shape!], req.length);
  const start = performance.now();
  try {
    await entry.run(text);
    return { ms: performance.now() - start, outcome: "ok", characters: text.length };
  } catch (e) {
    const ms = performance.now() - start;
    const name = e instanceof Error ? e.name : typeof e;
    if (EXPECTED_ERRORS.has(name)) return { ms, outcome: name, characters: text.length };
    return { ms, outcome: name, unexpected: e instanceof Error ? `${e.name}: ${e.message}` : String(e), characters: text.length };
  }
}

process.on("message", (req: CallRequest) => {
  handle(req).then(
    (result) => process.send!({ result }),
    (e: unknown) => process.send!({ failure: e instanceof Error ? e.message : String(e) }),
  );
});
process.send!({ ready: ENTRY_POINTS.map((e) => e.name) });
