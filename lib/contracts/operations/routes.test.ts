/**
 * The operation tables and app/**\/route.ts must agree: every API route file binds one row whose path is the
 * file's folder (route groups in parentheses dropped), exports all five methods from serve() (the row's method
 * and the 405s), and every row has exactly one file.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { operationPaths } from "../openapi";
import { allOperations, ops } from "./index";
import { ALL_ROUTES, HTTP_METHODS, LIFE_SIM_ROUTES, openApiPath } from "./routes";

const APP = path.resolve(import.meta.dirname, "../../../app");
const API_GROUPS = new Set(["(developer-api)", "(embed-api)", "(transformer-api)"]);

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return routeFiles(full);
    return e.name === "route.ts" ? [full] : [];
  });
}

interface RouteFile {
  file: string;
  group: string | null;
  /** the URL path, parameters as :name, catch-alls as *name */
  urlPath: string;
  /** the operation id the file passes to serve(), or null */
  bound: string | null;
  /** names destructured from serve() */
  exported: string[];
}

function describeFile(file: string): RouteFile {
  const segments = path.relative(APP, path.dirname(file)).split(path.sep);
  const group = segments.find((s) => s.startsWith("(") && s.endsWith(")")) ?? null;
  const urlPath =
    "/" +
    segments
      .filter((s) => !(s.startsWith("(") && s.endsWith(")")))
      .map((s) => (s.startsWith("[...") ? `*${s.slice(4, -1)}` : s.startsWith("[") ? `:${s.slice(1, -1)}` : s))
      .join("/");
  const text = readFileSync(file, "utf8");
  const named = /serve\(ops\.(\w+)[,)]/.exec(text)?.[1];
  const mode = /serve\(lifeSimOperation\(mode\.id\)/.test(text) ? /getModeOrThrow\((\d+)\)/.exec(text)?.[1] : undefined;
  const bound = named ?? (mode ? `lifeSim${mode}` : null);
  const exported =
    /export const \{([^}]*)\} = serve(?:NotFound)?\(/
      .exec(text)?.[1]
      .split(",")
      .map((s) => s.trim()) ?? [];
  return { file: path.relative(APP, file), group, urlPath, bound, exported };
}

const FILES = routeFiles(APP).map(describeFile);
const BY_ID = new Map(ALL_ROUTES.map((r) => [r.id, r]));

describe("operation tables and app/**/route.ts agree", () => {
  it("finds the route files of the three APIs", () => {
    expect(FILES.filter((f) => f.group && API_GROUPS.has(f.group)).length).toBeGreaterThanOrEqual(ALL_ROUTES.length);
  });

  it.each(FILES.filter((f) => f.group && API_GROUPS.has(f.group)).map((f) => [f.file, f] as const))("%s", (_, f) => {
    if (f.urlPath.includes("/*")) {
      // catch-alls answer unknown paths with the family's 404 and serve no operation
      expect(f.bound, "a catch-all binds no operation").toBeNull();
      expect([...f.exported].sort(), "a catch-all answers every method from serveNotFound()").toEqual([...HTTP_METHODS].sort());
      return;
    }
    expect(f.bound, "binds an operation with serve(ops.…) or serve(lifeSimOperation(mode.id))").not.toBeNull();
    const route = BY_ID.get(f.bound!);
    expect(route, `operation ${f.bound} is in a table`).toBeDefined();
    expect(route!.path, "the table's path is the folder's path").toBe(f.urlPath);
    expect([...f.exported].sort(), "exports every method from serve()").toEqual([...HTTP_METHODS].sort());
  });

  it("every table row has exactly one route file, in its family's route group", () => {
    const groupOf = { developer: "(developer-api)", embed: "(embed-api)", transformer: "(transformer-api)" } as const;
    for (const r of ALL_ROUTES) {
      const files = FILES.filter((f) => f.bound === r.id);
      expect(
        files.map((f) => f.file),
        r.id,
      ).toHaveLength(1);
      expect(files[0].group, r.id).toBe(groupOf[r.family]);
    }
  });

  it("no route outside the three API groups serves a table path", () => {
    const tablePaths = new Set(ALL_ROUTES.map((r) => r.path));
    const outside = FILES.filter((f) => !(f.group && API_GROUPS.has(f.group)) && tablePaths.has(f.urlPath));
    expect(outside.map((f) => f.file)).toEqual([]);
  });

  it("rows are unique by id and by method and path", () => {
    expect(new Set(ALL_ROUTES.map((r) => r.id)).size).toBe(ALL_ROUTES.length);
    expect(new Set(ALL_ROUTES.map((r) => `${r.method} ${r.path}`)).size).toBe(ALL_ROUTES.length);
  });
});

describe("operation tables: rows and schemas", () => {
  it("binds every row to its schemas, named rows under their own id", () => {
    for (const [id, op] of Object.entries(ops)) expect(op.id).toBe(id);
    const all = allOperations();
    expect(all.map((o) => o.id)).toEqual(ALL_ROUTES.map((r) => r.id));
    for (const op of all) expect(op.response, op.id).toBeDefined();
  });

  it("life simulation: one POST row per mode, 1 to 21, each parsing with its mode's schema", () => {
    expect(LIFE_SIM_ROUTES.map((r) => r.modeId)).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
    const simulate = allOperations().find((o) => o.id === "lifeSim1");
    expect(simulate?.path).toBe("/future-self/simulate");
    expect(simulate?.request?.safeParse({}).success).toBe(false);
  });

  it("developer rows carry the tier gate; only developer rows have one", () => {
    expect(ops.cvScore.minTier).toBe("FREE");
    expect(ops.salaryBenchmark.minTier).toBe("PRO");
    expect(ALL_ROUTES.filter((r) => r.minTier !== null).every((r) => r.family === "developer" && r.access === "key")).toBe(true);
  });
});

describe("OpenAPI paths follow the tables", () => {
  it("one operation per row, with the row's summary and id", () => {
    const paths = operationPaths() as Record<string, Record<string, { summary?: string; operationId?: string }>>;
    for (const r of ALL_ROUTES) {
      const op = paths[openApiPath(r.path)]?.[r.method.toLowerCase()];
      expect(op?.operationId, `${r.method} ${r.path}`).toBe(r.id);
      expect(op?.summary).toBe(r.summary);
    }
    expect(Object.values(paths).reduce((n, item) => n + Object.keys(item).length, 0)).toBe(ALL_ROUTES.length);
  });

  it("refuses a contract module that documents a route no table has", () => {
    const withoutCvScore = allOperations().filter((o) => o.id !== "cvScore");
    expect(() => operationPaths(withoutCvScore)).toThrow(/POST \/v1\/career\/cv\/score/);
  });
});
