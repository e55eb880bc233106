/** Code that repeats one API request: curl, JavaScript (plain ESM, Node 18+) and Python (requests). */
import { DEVELOPER_ROUTES, EMBED_ROUTES, TRANSFORMER_ROUTES, type Route } from "@/lib/contracts/operations/routes";

export type AuthFamily = "developer" | "embed" | "transformer" | "secret" | "open" | "session";
export type SnippetLang = "curl" | "javascript" | "python";

export const SNIPPET_LANGS: { id: SnippetLang; label: string }[] = [
  { id: "curl", label: "curl" },
  { id: "javascript", label: "JavaScript" },
  { id: "python", label: "Python" },
];

export interface SnippetRequest {
  method: string;
  /** the origin the visitor uses, e.g. https://api.example.com */
  origin: string;
  /** path and query string, e.g. /v1/career/cv/score */
  path: string;
  family: AuthFamily;
  body?: unknown;
}

/** The environment variable every snippet reads the key from. */
export const KEY_ENV = "CAREERSTACK_KEY";

/** The auth header a family's key travels in; null for routes that take none. */
export function authHeader(family: AuthFamily): { name: string; value: (key: string) => string } | null {
  switch (family) {
    case "developer":
      return { name: "X-Api-Key", value: (k) => k };
    case "embed":
      return { name: "Authorization", value: (k) => `Bearer ${k}` };
    case "transformer":
    case "secret":
      return { name: "X-API-Key", value: (k) => k };
    default:
      return null;
  }
}

const hasBody = (r: SnippetRequest) => r.body !== undefined && r.method !== "GET" && r.method !== "HEAD";
const streams = (r: SnippetRequest) =>
  hasBody(r) && typeof r.body === "object" && r.body !== null && (r.body as { stream?: unknown }).stream === true;

export function buildSnippet(lang: SnippetLang, r: SnippetRequest): string {
  if (lang === "curl") return curlSnippet(r);
  if (lang === "javascript") return javascriptSnippet(r);
  return pythonSnippet(r);
}

function shellQuote(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

function curlSnippet(r: SnippetRequest): string {
  const url = r.origin + r.path;
  const auth = authHeader(r.family);
  const lines = [`curl${streams(r) ? " -N" : ""} -X ${r.method} ${shellQuote(url)}`];
  // Double quotes so the shell expands the variable; the key is never written into the snippet.
  if (auth) lines.push(`  -H "${auth.name}: ${auth.value(`$${KEY_ENV}`)}"`);
  if (!hasBody(r)) return lines.join(" \\\n");
  lines.push(`  -H 'Content-Type: application/json'`);
  // A quoted here-document passes the JSON byte for byte, whatever quotes or $ signs it contains.
  lines.push(`  --data-binary @- <<'JSON'\n${JSON.stringify(r.body, null, 2)}\nJSON`);
  return lines.join(" \\\n");
}

function javascriptSnippet(r: SnippetRequest): string {
  const auth = authHeader(r.family);
  const headers: string[] = [];
  if (auth)
    headers.push(
      `    ${JSON.stringify(auth.name)}: ${auth.name === "Authorization" ? `\`Bearer \${process.env.${KEY_ENV}}\`` : `process.env.${KEY_ENV}`},`,
    );
  if (hasBody(r)) headers.push(`    "Content-Type": "application/json",`);
  const init = [`  method: ${JSON.stringify(r.method)},`];
  if (headers.length) init.push(`  headers: {\n${headers.join("\n")}\n  },`);
  if (hasBody(r)) init.push(`  body: JSON.stringify(${indent(JSON.stringify(r.body, null, 2), 2)}),`);
  const head = `// Node 18+ (save as request.mjs${auth ? `; run with ${KEY_ENV} set` : ""})\nconst response = await fetch(${JSON.stringify(r.origin + r.path)}, {\n${init.join("\n")}\n});`;
  if (streams(r)) {
    return `${head}\nif (!response.ok) throw new Error(\`\${response.status}: \${await response.text()}\`);\n// Server-sent events: print each chunk as it arrives.\nconst decoder = new TextDecoder();\nfor await (const chunk of response.body) process.stdout.write(decoder.decode(chunk, { stream: true }));`;
  }
  return `${head}\nconst data = await response.json();\nconsole.log(response.status, JSON.stringify(data, null, 2));`;
}

function pythonSnippet(r: SnippetRequest): string {
  const auth = authHeader(r.family);
  const args = [`    ${pyString(r.origin + r.path)},`];
  if (auth) {
    const value = auth.name === "Authorization" ? `"Bearer " + os.environ["${KEY_ENV}"]` : `os.environ["${KEY_ENV}"]`;
    args.push(`    headers={${pyString(auth.name)}: ${value}},`);
  }
  if (hasBody(r)) args.push(`    json=${indent(toPython(r.body), 4)},`);
  if (streams(r)) args.push("    stream=True,");
  args.push("    timeout=60,");
  const imports = [...(streams(r) ? [] : ["import json"]), ...(auth ? ["import os"] : [])];
  const head = `${imports.length ? `${imports.join("\n")}\n\n` : ""}import requests  # pip install requests\n\nresponse = requests.request(\n    ${pyString(r.method)},\n${args.join("\n")}\n)`;
  if (streams(r))
    return `${head}\nresponse.raise_for_status()\nfor line in response.iter_lines(decode_unicode=True):\n    if line:\n        print(line)`;
  return `${head}\nprint(response.status_code)\nprint(json.dumps(response.json(), indent=2))`;
}

/** A JSON string literal is a valid Python string literal (same escapes), so strings reuse it. */
function pyString(s: string): string {
  return JSON.stringify(s);
}

/** JSON value → Python literal (True/False/None), indented like json.dumps(indent=4). */
export function toPython(v: unknown, depth = 0): string {
  const pad = "    ".repeat(depth + 1);
  const close = "    ".repeat(depth);
  if (v === null || v === undefined) return "None";
  if (v === true) return "True";
  if (v === false) return "False";
  if (typeof v === "number") return Number.isFinite(v) ? String(v) : "None";
  if (typeof v === "string") return pyString(v);
  if (Array.isArray(v)) return v.length ? `[\n${v.map((x) => pad + toPython(x, depth + 1)).join(",\n")},\n${close}]` : "[]";
  const entries = Object.entries(v as Record<string, unknown>).filter(([, x]) => x !== undefined);
  return entries.length ? `{\n${entries.map(([k, x]) => `${pad}${pyString(k)}: ${toPython(x, depth + 1)}`).join(",\n")},\n${close}}` : "{}";
}

function indent(text: string, spaces: number): string {
  const pad = " ".repeat(spaces);
  return text
    .split("\n")
    .map((l, i) => (i === 0 ? l : pad + l))
    .join("\n");
}

/** A snippet's method, path and key family from an operation table row. */
function fromRoute(r: Route): Pick<SnippetRequest, "method" | "path" | "family"> {
  const family: AuthFamily = r.access === "key" ? r.family : "open";
  return { method: r.method, path: r.path, family };
}

/** The example request each API family's quick start shows; method and path from the operation tables. */
export const QUICK_START: Record<"developer" | "embed" | "transformer", Omit<SnippetRequest, "origin">> = {
  developer: {
    ...fromRoute(DEVELOPER_ROUTES.cvScore),
    body: {
      cv_text: "Jane Doe. Data analyst, 4 years. SQL, Python, Tableau. Cut reporting time 40% at Acme.",
      job_description: "Senior data analyst: SQL, dbt, stakeholder management.",
    },
  },
  embed: {
    ...fromRoute(EMBED_ROUTES.similarity),
    body: { text_a: "Senior backend engineer, Go and Kubernetes", text_b: "Platform engineer working on Kubernetes clusters" },
  },
  transformer: {
    ...fromRoute(TRANSFORMER_ROUTES.extract),
    body: { text: "Maria Lopez, senior data engineer in Berlin with 6 years of Python and Spark, earning EUR 85,000." },
  },
};
