// npm run bench — ratios against baselines measured in the same run; writes bench/results/latest.md.
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

async function main() {
  const dir = path.resolve("bench");
  const only = process.argv[2];
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".ts") && f !== "run.ts" && (!only || f.startsWith(only)))
    .sort();
  const header = [
    `# CareerStack benchmark report`,
    ``,
    `- date: ${new Date().toISOString()}`,
    `- machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`,
    `- command: npm run bench${only ? ` -- ${only}` : ""}`,
    ``,
  ];
  const sections: string[] = [];
  console.log(header.join("\n"));
  for (const f of files) {
    try {
      const mod = (await import(pathToFileURL(path.join(dir, f)).href)) as { run?: () => Promise<string> };
      if (typeof mod.run !== "function") continue;
      const out = await mod.run();
      sections.push(out);
      console.log(out + "\n");
    } catch (e) {
      const msg = `## ${f}: FAILED\n\n${e instanceof Error ? e.message : String(e)}`;
      sections.push(msg);
      console.error(msg);
    }
  }
  mkdirSync("bench/results", { recursive: true });
  writeFileSync("bench/results/latest.md", [...header, ...sections].join("\n") + "\n");
  console.log("→ bench/results/latest.md");
  process.exit(0);
}

void main();
