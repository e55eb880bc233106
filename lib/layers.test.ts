import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The layer boundaries live in eslint.config.mjs. These lint small sources as if they were files in the
 * named folders, through the project's own config, so deleting or weakening the rule fails here.
 */
const root = path.resolve(import.meta.dirname, "..");
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages
    .filter((m) => m.ruleId === "import/no-restricted-paths" || m.ruleId === "no-restricted-imports")
    .map((m) => `${m.ruleId}: ${m.message}`);
}

describe("layer boundaries (eslint.config.mjs)", () => {
  it("rejects lib/engine importing lib/http/serve, by alias and by relative path", { timeout: 60_000 }, async () => {
    const errors = await boundaryErrors(
      "lib/engine/layer-fixture.ts",
      'import { serve } from "@/lib/http/serve";\nimport { toApiError } from "../http/errors";\nexport const used = [serve, toApiError];\n',
    );
    expect(errors).toHaveLength(2);
    for (const e of errors) expect(e).toMatch(/^import\/no-restricted-paths: .*lib\/engine is pure/);
  });

  it("rejects lib/engine importing platform, contracts, models, db, api and Next.js", { timeout: 60_000 }, async () => {
    const sources = [
      "@/lib/platform/clock",
      "@/lib/contracts/common",
      "@/lib/models/gateway",
      "@/lib/db",
      "@/lib/api/salary",
      "next/server",
    ];
    const code =
      sources.map((s, i) => `import * as m${i} from "${s}";`).join("\n") +
      `\nexport const used = [${sources.map((_, i) => `m${i}`).join(", ")}];\n`;
    const errors = await boundaryErrors("lib/engine/scoring/layer-fixture.ts", code);
    expect(errors).toHaveLength(sources.length);
    expect(errors.filter((e) => e.startsWith("no-restricted-imports"))).toHaveLength(1);
  });

  it(
    "rejects platform, models and api importing lib/http, platform or models importing contracts, models importing platform, and lib/errors.ts importing anything of ours",
    { timeout: 60_000 },
    async () => {
      const http = 'import { toApiError } from "@/lib/http/errors";\nexport const used = toApiError;\n';
      expect(await boundaryErrors("lib/platform/limiter/layer-fixture.ts", http)).toHaveLength(1);
      const table = 'import { DEVELOPER_ROUTES } from "@/lib/contracts/operations/developer";\nexport const used = DEVELOPER_ROUTES;\n';
      expect(await boundaryErrors("lib/platform/layer-fixture.ts", table)).toHaveLength(1);
      expect(await boundaryErrors("lib/models/gateway/layer-fixture.ts", http)).toHaveLength(1);
      expect(await boundaryErrors("lib/api/layer-fixture.ts", http)).toHaveLength(1);
      const upward =
        'import { DEVELOPER_LIMITS } from "@/lib/platform/tiers";\nimport { EmbedRequest } from "@/lib/contracts/embed";\nexport const used = [DEVELOPER_LIMITS, EmbedRequest];\n';
      expect(await boundaryErrors("lib/models/embeddings/layer-fixture.ts", upward)).toHaveLength(2);
      expect(await boundaryErrors("lib/errors.ts", 'import { getDb } from "@/lib/db";\nexport const used = getDb;\n')).toHaveLength(1);
    },
  );

  it("allows the downward arrows: engine to knowledge, anyone to lib/errors, api to engine", { timeout: 60_000 }, async () => {
    expect(
      await boundaryErrors(
        "lib/engine/layer-fixture.ts",
        'import { ApiError } from "@/lib/errors";\nimport { findCountry } from "@/lib/knowledge/countries";\nexport const used = [ApiError, findCountry];\n',
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        "lib/api/layer-fixture.ts",
        'import { benchmarkSalary } from "@/lib/engine/salary";\nexport const used = benchmarkSalary;\n',
      ),
    ).toEqual([]);
  });
});
