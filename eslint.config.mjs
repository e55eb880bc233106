import next from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...next,
  ...nextTs,
  {
    ignores: [".next/**", "node_modules/**", "data/**", "drizzle/**", "test-results/**", "playwright-report/**", "next-env.d.ts"],
  },
  {
    // Test helpers named useX (vitest lifecycle wiring) are not React hooks.
    files: ["tests/**", "e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    // Layer boundaries (docs: ../shared/STYLE.md "The shape of the house"; issue 19). Lowest first:
    // lib/errors.ts (ground floor) -> lib/knowledge -> lib/engine -> lib/api (adapters) -> lib/http.
    // no-restricted-paths resolves every specifier, so "@/lib/..." and relative paths are both caught.
    // lib/layers.test.ts lints a fixture against this block so the rule cannot silently vanish.
    files: ["lib/**/*.{ts,tsx,mts,mjs}"],
    rules: {
      "import/no-restricted-paths": [
        "error",
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: "./lib/errors.ts",
              from: "./lib",
              message: "lib/errors.ts is the ground floor: it imports nothing of ours.",
            },
            {
              target: "./lib/knowledge",
              from: ["./lib/engine", "./lib/api", "./lib/http", "./lib/platform", "./lib/contracts", "./lib/models", "./lib/db"],
              message: "lib/knowledge is the lowest layer: reference data and loaders only.",
            },
            {
              target: "./lib/engine",
              from: ["./lib/api", "./lib/http", "./lib/platform", "./lib/contracts", "./lib/models", "./lib/db"],
              message: "lib/engine is pure: pass values in from the adapter in lib/api instead.",
            },
            {
              target: "./lib/api",
              from: ["./lib/http"],
              message: "lib/api adapts bodies for lib/http; it must not import lib/http (errors come from @/lib/errors).",
            },
            {
              target: "./lib/platform",
              from: ["./lib/http", "./lib/api", "./lib/contracts"],
              message:
                "lib/platform (keys, limits, usage) has no HTTP types and reads no contracts: use @/lib/errors; wire bodies belong in lib/api.",
            },
            {
              target: "./lib/models",
              from: ["./lib/http", "./lib/api", "./lib/platform", "./lib/contracts", "./lib/db"],
              message: "lib/models keeps runtime adapters only (embedding runtime, LLM gateway); contract bodies are adapted in lib/api.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["lib/engine/**", "lib/knowledge/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["next", "next/*"], message: "lib/engine and lib/knowledge never import Next.js." }] },
      ],
    },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
];
export default config;
