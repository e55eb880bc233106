#!/usr/bin/env node
// The server the e2e suite runs against: a fresh SQLite database, demo billing, generous registration limit.
import { rmSync, mkdirSync } from "node:fs";
import { spawn } from "node:child_process";

mkdirSync("data", { recursive: true });
for (const suffix of ["", "-wal", "-shm"]) rmSync(`data/e2e.db${suffix}`, { force: true });
const env = {
  ...process.env,
  DATABASE_URL: "file:./data/e2e.db",
  BILLING_MODE: "demo",
  REGISTER_LIMIT_PER_HOUR: "1000",
  NEXT_TELEMETRY_DISABLED: "1",
};
delete env.REDIS_URL;
const child = spawn(process.execPath, ["scripts/start.mjs"], { stdio: "inherit", env });
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code) => process.exit(code ?? 0));
