import { spawn, type ChildProcess } from "node:child_process";

export interface Instance {
  url: string;
  proc: ChildProcess;
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts one app instance (tests/scale/route-server.ts) against the given database and Redis. */
export function startInstance(env: Record<string, string>): Promise<Instance> {
  return new Promise((resolve, reject) => {
    const proc = spawn("node_modules/.bin/tsx", ["tests/scale/route-server.ts"], {
      env: { ...process.env, LISTEN_PORT: "0", VITEST: "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const exited = new Promise<number | null>((r) => proc.on("exit", (code) => r(code)));
    let out = "";
    const timer = setTimeout(() => reject(new Error(`instance did not start: ${out}`)), 30_000);
    proc.stderr?.on("data", (d) => {
      out += String(d);
      if (process.env.SCALE_DEBUG) process.stderr.write(d);
    });
    proc.stdout?.on("data", (d) => {
      out += String(d);
      const m = /listening (\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({
          url: `http://127.0.0.1:${m[1]}`,
          proc,
          exited,
          stop: async (signal = "SIGTERM") => {
            if (proc.exitCode === null) proc.kill(signal);
            return exited;
          },
        });
      }
    });
  });
}

export async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const r = await fetch(url, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
  return { status: r.status, body: (await r.json().catch(() => null)) as Record<string, unknown> | null, headers: r.headers };
}

export async function get(url: string, headers: Record<string, string> = {}) {
  const r = await fetch(url, { headers });
  return { status: r.status, body: (await r.json().catch(() => null)) as Record<string, unknown> | null, headers: r.headers };
}
