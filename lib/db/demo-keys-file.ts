import path from "node:path";

/**
 * Where `npm start`'s seed writes the demo keys it created: beside the SQLite file (data/careerstack.db →
 * data/careerstack.demo-keys.txt), or for PostgreSQL under data/ with a name of its own per server and database.
 * Two instances on two databases therefore never overwrite each other's file.
 */
export function demoKeysFile(databaseUrl: string, cwd = process.cwd()): string {
  if (databaseUrl.startsWith("file:") && !databaseUrl.includes(":memory:")) {
    const file = path.resolve(cwd, databaseUrl.slice("file:".length).replace(/^\/\/(localhost)?(?=\/)/, ""));
    return path.join(path.dirname(file), `${path.basename(file, path.extname(file))}.demo-keys.txt`);
  }
  let name = "memory";
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) {
    const u = new URL(databaseUrl);
    name = `pg-${u.hostname}-${u.port || "5432"}-${u.pathname.replace(/^\//, "") || "postgres"}`;
  } else if (!databaseUrl.includes(":memory:")) {
    name = databaseUrl;
  }
  return path.join(cwd, "data", `${name.replace(/[^A-Za-z0-9._-]+/g, "_")}.demo-keys.txt`);
}
