#!/usr/bin/env node
// Fails when the schema files have changes that no committed migration covers (run `npm run db:generate`).
import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";

let failed = false;
for (const [dialect, kitDialect, glob] of [
  ["sqlite", "sqlite", "./lib/db/schema-sqlite*.ts"],
  ["pg", "postgresql", "./lib/db/schema-pg*.ts"],
]) {
  const tmp = mkdtempSync(path.join(tmpdir(), `cs-mig-${dialect}-`));
  cpSync(`drizzle/${dialect}`, tmp, { recursive: true });
  const before = readdirSync(tmp).filter((f) => f.endsWith(".sql")).length;
  const r = spawnSync("node_modules/.bin/drizzle-kit", ["generate", "--dialect", kitDialect, "--schema", glob, "--out", tmp], {
    encoding: "utf8",
  });
  const after = readdirSync(tmp).filter((f) => f.endsWith(".sql")).length;
  rmSync(tmp, { recursive: true, force: true });
  if (r.status !== 0) {
    console.error(`drizzle-kit generate failed for ${dialect}:\n${r.stdout}\n${r.stderr}`);
    failed = true;
  } else if (after !== before) {
    console.error(`The ${dialect} schema has changes without a migration: run \`npm run db:generate\` and commit drizzle/${dialect}.`);
    failed = true;
  } else console.log(`✓ ${dialect} migrations match the schema`);
}
process.exit(failed ? 1 : 0);
