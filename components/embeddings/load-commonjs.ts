/**
 * Evaluates a self-contained CommonJS bundle (the @energetic-ai dist files the server also runs) inside the
 * browser worker. Why not import the package and let the bundler handle it: its tfjs bundle was built for Node
 * and has top-level require("fs" | "fs/promises" | "perf_hooks"), which Turbopack cannot resolve for the browser.
 * Those Node modules are only touched on Node code paths (the bundle checks `process.versions.node`, absent in a
 * worker), so empty objects are enough for them here.
 */

const NODE_ONLY = ["fs", "fs/promises", "path", "perf_hooks", "os", "util", "crypto", "worker_threads", "node-fetch"];

export type ModuleExports = Record<string, unknown>;

export function loadCommonJs(source: string, sourceUrl: string, deps: Record<string, ModuleExports> = {}): ModuleExports {
  const mod = { exports: {} as ModuleExports };
  const requireShim = (name: string): unknown => {
    if (name in deps) return deps[name];
    if (NODE_ONLY.includes(name)) return {};
    throw new Error(`${sourceUrl} requires "${name}", which is not available in the browser`);
  };
  // new Function (not eval) so the bundle cannot see this module's scope; sourceURL names it in devtools.
  const factory = new Function("module", "exports", "require", `${source}\n//# sourceURL=${sourceUrl}`) as (
    m: typeof mod,
    e: ModuleExports,
    r: typeof requireShim,
  ) => void;
  factory(mod, mod.exports, requireShim);
  return mod.exports;
}
