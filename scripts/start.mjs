#!/usr/bin/env node
// `npm start`: build when the sources changed since the last build, migrate + seed demo data, serve through
// scripts/server.mjs (next's request handler behind the front door that decides which forwarding headers to believe).
import { spawnSync, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

process.env.NEXT_TELEMETRY_DISABLED = "1";
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
process.chdir(root);

const SOURCES = [
  "app",
  "lib",
  "components",
  "public",
  "drizzle",
  "next.config.ts",
  "postcss.config.mjs",
  "tsconfig.json",
  "package-lock.json",
  "middleware.ts",
];

function walk(p, out) {
  if (!existsSync(p)) return;
  const st = statSync(p);
  if (st.isDirectory()) {
    for (const name of readdirSync(p).sort()) if (!name.startsWith(".") && !name.endsWith(".test.ts")) walk(path.join(p, name), out);
  } else out.push(p);
}

function sourceHash() {
  const files = [];
  for (const s of SOURCES) walk(s, files);
  const h = createHash("sha256");
  for (const f of files) h.update(f).update("\0").update(readFileSync(f));
  return h.digest("hex");
}

const run = (cmd, args, env = {}) => {
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

const bin = (name) => path.join(root, "node_modules", ".bin", name);
const stamp = path.join(root, ".next", "cs-source-hash");
const hash = sourceHash();
const built = existsSync(path.join(root, ".next", "BUILD_ID")) && existsSync(stamp) && readFileSync(stamp, "utf8") === hash;
if (!built || process.env.FORCE_BUILD === "1") {
  console.log("› Building the app (sources changed since the last build)…");
  run(bin("next"), ["build"]);
  writeFileSync(stamp, hash);
}

if (process.env.SKIP_SEED !== "1") {
  console.log("› Migrating the database and seeding demo data…");
  run(bin("tsx"), ["scripts/seed.ts"]);
}

const port = process.env.PORT ?? "3000";
console.log(`› Serving on http://localhost:${port}`);
const child = spawn(process.execPath, [path.join(root, "scripts", "server.mjs"), "-p", port], { stdio: "inherit", env: process.env });
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code) => process.exit(code ?? 0));
