// Off-thread writer for SQLite bulk inserts (the usage log): libsql executes synchronously on the calling
// thread, so the writes run here, on their own connection, and the request thread stays free.
// Plain .mjs, loaded from disk by path, so it works the same under `next start`, tsx and vitest.
import { parentPort, workerData } from "node:worker_threads";
import { createClient } from "@libsql/client";

const client = createClient({ url: workerData.url });
const ready = (async () => {
  await client.execute("PRAGMA busy_timeout = 5000");
  await client.execute("PRAGMA synchronous = NORMAL");
})();

parentPort.on("message", async (msg) => {
  try {
    await ready;
    await client.execute({ sql: msg.sql, args: msg.args });
    parentPort.postMessage({ id: msg.id, ok: true });
  } catch (e) {
    parentPort.postMessage({ id: msg.id, ok: false, error: e instanceof Error ? e.message : String(e), code: e && e.code });
  }
});
