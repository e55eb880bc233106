// npm run eval — every engine's quality on its labelled dev set, beside a baseline computed in the same run.
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

async function main() {
  const dir = path.resolve("scripts/eval");
  const only = process.argv[2];
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && (!only || f.startsWith(only)))
    .sort();
  console.log(`# CareerStack evaluation — ${new Date().toISOString()}\n`);
  let failed = 0;
  for (const f of files) {
    const started = performance.now();
    try {
      const mod = (await import(pathToFileURL(path.join(dir, f)).href)) as { run?: () => Promise<string> };
      if (typeof mod.run !== "function") continue;
      console.log(await mod.run());
      console.log(`\n_(${f}: ${Math.round(performance.now() - started)} ms)_\n`);
    } catch (e) {
      failed++;
      console.error(`## ${f}: FAILED\n${e instanceof Error ? e.stack : e}\n`);
    }
  }
  process.exit(failed ? 1 : 0);
}

void main();
