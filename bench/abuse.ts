// Adversarial load (loopback only, bounded in count and time): while a few attackers send pathological text
// bodies (regex worst cases), decompression bombs and spoofed-address floods to one app instance, a prober
// measures GET /health. Reports /health latency quiet vs under attack, the instance's memory before, at its
// peak and after, and what each attack was answered. `npm run bench -- abuse`; ABUSE_SECONDS sets the length.
import { readFileSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { openDb, setDbForTests } from "@/lib/db";
import { createAccount } from "@/lib/platform/accounts";
import { createApiKey } from "@/lib/platform/key-store";
import { startInstance, type Instance } from "../tests/scale/instances";
import { bombDocument, docxAround, pdf } from "../tests/integration/upload-files";

const SECONDS = Number(process.env.ABUSE_SECONDS ?? 20);
const ATTACKERS = 4;
const PROBE_EVERY_MS = 50;
/** Settle time after the attack before memory is read again. */
const SETTLE_MS = 8_000;

interface Attack {
  name: string;
  request(i: number): { path: string; headers: Record<string, string>; body: BodyInit };
}

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const json = (key: Record<string, string>) => ({ "content-type": "application/json", ...key });

function attacks(devKey: string, trKey: string): Attack[] {
  const spaces = "1" + " ".repeat(20_000) + "x";
  const digits = "9".repeat(99_000);
  const newlines = "Senior Engineer\n" + "\n".repeat(49_000) + "5 years";
  const parens = "(".repeat(5_000) + "1 - 2 years" + ")".repeat(4_000);
  const doc = bombDocument(750_000); // document.xml: 52 MB inflated, about 180 KB deflated
  const bomb = docxAround(doc, doc.size);
  const lyingBomb = docxAround(doc, 40_000); // the zip directory claims 40 KB
  const pages = pdf(Array.from({ length: 20_000 }, (_, i) => `page ${i}`));
  const upload = (name: string, type: string, bytes: Buffer) => {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
    return form;
  };
  return [
    {
      name: "POST /cstm/match, 1 + 20k spaces + x (anonymous, spoofed X-Forwarded-For)",
      request: (i) => ({
        path: "/cstm/match",
        headers: { ...json({}), "x-forwarded-for": `203.0.113.${i % 250}` },
        body: JSON.stringify({ jobDescription: spaces, candidateProfile: spaces }),
      }),
    },
    {
      name: "POST /v1/career/cv/score, 99k digits",
      request: () => ({
        path: "/v1/career/cv/score",
        headers: json({ "x-api-key": devKey }),
        body: JSON.stringify({ cv_text: digits, job_description: newlines }),
      }),
    },
    {
      name: "POST /v1/career/job/match, 49k newlines",
      request: () => ({
        path: "/v1/career/job/match",
        headers: json({ "x-api-key": devKey }),
        body: JSON.stringify({ cv_text: parens, job_description: newlines }),
      }),
    },
    {
      name: "POST /transformer/v1/extract, nested parentheses",
      request: () => ({
        path: "/transformer/v1/extract",
        headers: json({ "x-api-key": trKey }),
        body: JSON.stringify({ text: parens.slice(0, 10_000) }),
      }),
    },
    {
      name: "POST /api/playground/extract-text, DOCX bomb (52 MB document.xml)",
      request: () => ({ path: "/api/playground/extract-text", headers: { "x-api-key": trKey }, body: upload("cv.docx", DOCX, bomb) }),
    },
    {
      name: "POST /api/playground/extract-text, DOCX bomb whose header lies",
      request: () => ({ path: "/api/playground/extract-text", headers: { "x-api-key": trKey }, body: upload("cv.docx", DOCX, lyingBomb) }),
    },
    {
      name: "POST /api/playground/extract-text, PDF of 20,000 pages",
      request: () => ({
        path: "/api/playground/extract-text",
        headers: { "x-api-key": trKey },
        body: upload("cv.pdf", "application/pdf", pages),
      }),
    },
  ];
}

/** Resident memory of a process and its descendants (the instance may run under a launcher such as the tsx CLI). */
function rssMb(pid: number | undefined): number {
  if (!pid) return NaN;
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    const own = m ? Number(m[1]) / 1024 : 0;
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
    return children.reduce((sum, c) => sum + (rssMb(c) || 0), own);
  } catch {
    return NaN;
  }
}

function quantile(xs: number[], q: number): number {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// The prober is a separate client, as a load balancer's health check is: its own keep-alive connections. Sharing
// fetch's pool with the attackers measured the client instead: a socket on which an upload was cut short by an early
// 413 was handed to the next /health request, which then waited for the server to drop that socket.
const probeAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function getHealth(base: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(base + "/health", { agent: probeAgent, timeout: 30_000 }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (d: string) => (text += d));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", reject);
  });
}

/** GET /health every PROBE_EVERY_MS until `until`; latencies in ms (a failed probe counts as its elapsed time). */
async function probe(url: string, until: number): Promise<{ ms: number[]; failures: number; reasons: string[] }> {
  const ms: number[] = [];
  const reasons: string[] = [];
  let failures = 0;
  while (Date.now() < until) {
    const t0 = performance.now();
    try {
      const r = await getHealth(url);
      if (r.status !== 200) {
        failures++;
        reasons.push(`${r.status} ${r.text.slice(0, 80)} after ${Math.round(performance.now() - t0)} ms`);
      }
    } catch (e) {
      failures++;
      reasons.push(
        `${e instanceof Error ? `${e.name} (${String((e as { cause?: unknown }).cause ?? e.message).slice(0, 60)})` : "error"} after ${Math.round(performance.now() - t0)} ms`,
      );
    }
    ms.push(performance.now() - t0);
    await sleep(PROBE_EVERY_MS);
  }
  return { ms, failures, reasons };
}

async function attack(url: string, list: Attack[], worker: number, until: number, tally: Map<string, Map<string, number>>) {
  for (let i = worker; Date.now() < until; i += ATTACKERS) {
    const a = list[i % list.length];
    const spec = a.request(i);
    let outcome: string;
    try {
      const r = await fetch(url + spec.path, {
        method: "POST",
        headers: spec.headers,
        body: spec.body,
        signal: AbortSignal.timeout(60_000),
      });
      await r.arrayBuffer();
      outcome = String(r.status);
    } catch (e) {
      outcome =
        e instanceof Error
          ? `${e.name}:${String((e as { cause?: { code?: string; message?: string } }).cause?.code ?? (e as { cause?: { message?: string } }).cause?.message)}`
          : "error";
    }
    const t = tally.get(a.name) ?? new Map<string, number>();
    t.set(outcome, (t.get(outcome) ?? 0) + 1);
    tally.set(a.name, t);
  }
}

export async function run(): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "cs-abuse-"));
  const dbUrl = `file:${path.join(dir, "abuse.db")}`;
  const handle = await openDb(dbUrl);
  let inst: Instance | undefined;
  try {
    setDbForTests(handle);
    const acct = await createAccount({ email: `abuse-${Date.now()}@example.com`, tier: "ENTERPRISE" });
    const devKey = (await createApiKey({ accountId: acct.id, family: "developer", tier: "ENTERPRISE", keyType: "live" })).plaintext;
    const trKey = (await createApiKey({ accountId: acct.id, family: "transformer", tier: "enterprise", keyType: "live" })).plaintext;
    setDbForTests(undefined);
    inst = await startInstance({ DATABASE_URL: dbUrl, REDIS_URL: "" });
    const pid = inst.proc.pid;
    const list = attacks(devKey, trKey);

    // Warm up: load every route module once so first-request compilation is not measured as an attack effect.
    await probe(inst.url, Date.now() + 1_000);
    for (const a of list) {
      const s = a.request(0);
      await fetch(inst.url + s.path, { method: "POST", headers: s.headers, body: s.body })
        .then((r) => r.arrayBuffer())
        .catch(() => undefined);
    }
    await sleep(2_000);
    const quiet = await probe(inst.url, Date.now() + 5_000);
    const rssBefore = rssMb(pid);

    const until = Date.now() + SECONDS * 1000;
    const tally = new Map<string, Map<string, number>>();
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, rssMb(pid));
    }, 250);
    const [loaded] = await Promise.all([
      probe(inst.url, until),
      ...Array.from({ length: ATTACKERS }, (_, w) => attack(inst!.url, list, w, until, tally)),
    ]);
    clearInterval(sampler);
    await sleep(SETTLE_MS);
    const rssAfter = rssMb(pid);

    const f = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : "n/a");
    const row = (label: string, p: { ms: number[]; failures: number; reasons: string[] }) =>
      `| ${label} | ${p.ms.length} | ${f(quantile(p.ms, 0.5))} | ${f(quantile(p.ms, 0.95))} | ${f(quantile(p.ms, 0.99))} | ${f(Math.max(...p.ms))} | ${p.failures} |`;
    const attackRows = [...tally].map(([name, t]) => `| ${name} | ${[...t].map(([k, v]) => `${k}: ${v}`).join(", ")} |`);
    return [
      `## Adversarial load: /health while ${ATTACKERS} attackers send pathological bodies and bombs for ${SECONDS} s`,
      "",
      "One instance (tests/scale/route-server.ts, SQLite), loopback only. The ratio to beat: p99 under attack ≤ 200 ms.",
      "",
      "| /health | probes | p50 ms | p95 ms | p99 ms | max ms | failed |",
      "|---|---|---|---|---|---|---|",
      row("quiet (same run, before the attack)", quiet),
      row("under attack", loaded),
      "",
      `p99 under attack / quiet: **${(quantile(loaded.ms, 0.99) / quantile(quiet.ms, 0.99)).toFixed(2)}×**`,
      ...(loaded.reasons.length ? ["", `Failed probes under attack: ${loaded.reasons.join("; ")}`] : []),
      "",
      "| instance RSS | MB |",
      "|---|---|",
      `| before the attack | ${f(rssBefore)} |`,
      `| peak during the attack | ${f(rssPeak)} |`,
      `| ${SETTLE_MS / 1000} s after the attack | ${f(rssAfter)} (${f(rssAfter - rssBefore)} vs before) |`,
      "",
      "| attack | answers (status: count) |",
      "|---|---|",
      ...attackRows,
    ].join("\n");
  } finally {
    setDbForTests(undefined);
    await inst?.stop();
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
