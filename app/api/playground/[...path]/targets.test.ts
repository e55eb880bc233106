import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { familyOfPath, matchTarget } from "@/lib/portal/playground-proxy";
import { NOT_PROXIED, PROXY_TARGETS } from "./targets";

function routeFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) routeFiles(p, out);
    else if (name === "route.ts") out.push(p);
  }
  return out;
}

const appDir = path.resolve("app");
const apiRoutes = routeFiles(appDir)
  .map(
    (file) =>
      "/" +
      path
        .relative(appDir, path.dirname(file))
        .split(path.sep)
        .filter((s) => !/^\(.*\)$/.test(s))
        .join("/"),
  )
  .filter((url) => !url.startsWith("/api/") && !url.includes("[..."))
  .map((url) => url.replace(/\[(\w+)\]/g, ":$1"));

describe("playground proxy targets", () => {
  it("decide every API route file: proxied, or left out with a reason", () => {
    const decided = new Set([...PROXY_TARGETS.map((t) => t.path), ...Object.keys(NOT_PROXIED)]);
    expect(apiRoutes.filter((r) => !decided.has(r))).toEqual([]);
    expect([...decided].filter((r) => !apiRoutes.includes(r))).toEqual([]);
  });

  it("name only routes that take a key", () => {
    for (const t of PROXY_TARGETS) expect(familyOfPath(t.path), t.path).not.toBeNull();
  });

  it("load modules that serve the route", async () => {
    const t = matchTarget(PROXY_TARGETS, "/v1/career/context/ctx_abc");
    expect(t?.target.path).toBe("/v1/career/context/:id");
    expect(t?.params).toEqual({ id: "ctx_abc" });
    expect(typeof (await t!.target.load()).GET).toBe("function");
  });

  it("match whole segments only, and refuse odd parameter values", () => {
    expect(matchTarget(PROXY_TARGETS, "/v1/career/cv/score/extra")).toBeNull();
    expect(matchTarget(PROXY_TARGETS, "/v1/career/context/..%2F..")).toBeNull();
    expect(matchTarget(PROXY_TARGETS, "/v1/developer/register")).toBeNull();
  });
});
