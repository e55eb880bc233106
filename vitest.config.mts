import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "@": path.resolve(import.meta.dirname) };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["lib/**/*.test.ts", "scripts/**/*.test.ts", "components/**/*.test.ts", "app/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        // `npm run check:redos`: recheck over every regex of lib/ and adversarial text through every entry point.
        resolve: { alias },
        test: { name: "redos", include: ["tests/redos/**/*.test.ts"], environment: "node", testTimeout: 120_000, hookTimeout: 1_800_000 },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          // One database per file, but servers/ports and Redis keys are shared: run files one at a time.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
