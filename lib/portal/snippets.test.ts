import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { safeCallback } from "@/lib/auth/callback";
import { buildSnippet, toPython, type SnippetRequest } from "./snippets";

const dir = mkdtempSync(path.join(tmpdir(), "cs-snippets-"));

/** Exit status and stderr of a syntax check of `code` (nothing is run). */
function check(cmd: string, args: string[], file: string, code: string) {
  const p = path.join(dir, file);
  writeFileSync(p, code);
  const r = spawnSync(cmd, [...args, p], { encoding: "utf8" });
  return { status: r.status, stderr: r.stderr, missing: r.error !== undefined };
}

const nasty = {
  cv_text: 'O\'Brien — "quoted", $HOME `uname` \\ back\nslash, ünïcode 日本',
  count: 3,
  remote: true,
  salary: null,
  tags: ["a", "b"],
  nested: { empty: {}, none: [] },
};

const REQUESTS: SnippetRequest[] = [
  { method: "POST", origin: "https://api.example.com", path: "/v1/career/cv/score", family: "developer", body: nasty },
  { method: "POST", origin: "http://localhost:3000", path: "/v1/embed/similarity", family: "embed", body: { text_a: "a", text_b: "b" } },
  { method: "GET", origin: "http://x", path: "/transformer/v1/usage", family: "transformer" },
  { method: "POST", origin: "http://x", path: "/cstm/salary", family: "open", body: { role: "Nurse", country: "GB" } },
  {
    method: "POST",
    origin: "http://x",
    path: "/v1/career/chat/completions",
    family: "developer",
    body: { model: "lm-flash", stream: true, messages: [{ role: "user", content: "hi" }] },
  },
];

describe("request snippets", () => {
  it("read the key from $CAREERSTACK_KEY in each family's own header, and send none to open routes", () => {
    const [dev, embed, transformer, open] = REQUESTS;
    expect(buildSnippet("curl", dev)).toContain(`-H "X-Api-Key: $CAREERSTACK_KEY"`);
    expect(buildSnippet("curl", embed)).toContain(`-H "Authorization: Bearer $CAREERSTACK_KEY"`);
    expect(buildSnippet("javascript", embed)).toContain("`Bearer ${process.env.CAREERSTACK_KEY}`");
    expect(buildSnippet("python", transformer)).toContain(`headers={"X-API-Key": os.environ["CAREERSTACK_KEY"]}`);
    for (const lang of ["curl", "javascript", "python"] as const)
      expect(buildSnippet(lang, open)).not.toMatch(/CAREERSTACK_KEY|X-API-Key|Authorization/);
  });

  it("carry the exact body: the curl here-document and the Python literal decode to the same JSON", () => {
    const curl = buildSnippet("curl", REQUESTS[0]);
    const doc = /<<'JSON'\n([\s\S]*)\nJSON$/.exec(curl)?.[1];
    expect(JSON.parse(doc ?? "")).toEqual(nasty);
    const py = toPython(nasty)
      .replace(/\bTrue\b/g, "true")
      .replace(/\bFalse\b/g, "false")
      .replace(/\bNone\b/g, "null")
      .replace(/,(\s*[}\]])/g, "$1");
    expect(JSON.parse(py)).toEqual(nasty);
  });

  // Syntax checks spawn interpreters: generous timeouts for a busy CI machine.
  it("are valid JavaScript (no TypeScript) for node --check", { timeout: 60_000 }, () => {
    for (const [i, r] of REQUESTS.entries()) {
      const res = check(process.execPath, ["--check"], `s${i}.mjs`, buildSnippet("javascript", r));
      expect(res.stderr, `${r.method} ${r.path}`).toBe("");
      expect(res.status).toBe(0);
    }
  });

  it("are valid shell for bash -n", { timeout: 60_000 }, () => {
    for (const [i, r] of REQUESTS.entries()) {
      const res = check("bash", ["-n"], `s${i}.sh`, buildSnippet("curl", r));
      expect(res.stderr, `${r.method} ${r.path}`).toBe("");
      expect(res.status).toBe(0);
    }
  });

  it("are valid Python for the parser (ast)", { timeout: 60_000 }, () => {
    // One interpreter parses every snippet (starting python3 can be slow).
    const all = REQUESTS.map((r) => buildSnippet("python", r));
    const res = check(
      "python3",
      ["-c", "import ast, json, sys\nfor s in json.load(open(sys.argv[1])): ast.parse(s)"],
      "all.json",
      JSON.stringify(all),
    );
    expect(res.missing, "python3 must be installed to check the Python snippets").toBe(false);
    expect(res.stderr).toBe("");
    expect(res.status).toBe(0);
  });

  it("stream server-sent events when the body asks for a stream", () => {
    const chat = REQUESTS[4];
    expect(buildSnippet("curl", chat)).toMatch(/^curl -N /);
    expect(buildSnippet("javascript", chat)).toContain("for await (const chunk of response.body)");
    expect(buildSnippet("python", chat)).toContain("stream=True");
  });
});

describe("safeCallback", () => {
  it("follows same-site paths only", () => {
    expect(safeCallback("/dashboard/usage")).toBe("/dashboard/usage");
    expect(safeCallback("//evil.example")).toBe("/dashboard/keys");
    expect(safeCallback("https://evil.example")).toBe("/dashboard/keys");
    expect(safeCallback("/\\evil.example")).toBe("/dashboard/keys");
    expect(safeCallback(null)).toBe("/dashboard/keys");
  });
});
