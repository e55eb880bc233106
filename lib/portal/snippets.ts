export type SnippetFamily = "developer" | "embed" | "transformer";
export type SnippetLang = "curl" | "fetch" | "openai";

interface Spec {
  path: string;
  header: (key: string) => string;
  body: Record<string, unknown>;
}

const SPECS: Record<SnippetFamily, Spec> = {
  developer: {
    path: "/v1/career/cv/score",
    header: () => `X-Api-Key: $CAREERSTACK_KEY`,
    body: { cv_text: "Jane Doe. Data analyst, 4 years. SQL, Python, Tableau. Cut reporting time 40% at Acme.", job_description: "Senior data analyst: SQL, dbt, stakeholder management." },
  },
  embed: {
    path: "/v1/embed/similarity",
    header: () => `Authorization: Bearer $CAREERSTACK_KEY`,
    body: { text_a: "Senior backend engineer, Go and Kubernetes", text_b: "Platform engineer working on Kubernetes clusters" },
  },
  transformer: {
    path: "/transformer/v1/extract",
    header: () => `X-API-Key: $CAREERSTACK_KEY`,
    body: { text: "Maria Lopez, senior data engineer in Berlin with 6 years of Python and Spark, earning EUR 85,000." },
  },
};

const PLACEHOLDER: Record<SnippetFamily, string> = { developer: "csk_free_v1_…", embed: "cstm_em_…", transformer: "csk_live_…" };

/**
 * Copy-ready snippets. The key is read from CAREERSTACK_KEY; when the visitor is signed in, the export
 * line shows their own key's prefix so they know which key to paste (the full key is only shown at creation).
 */
export function buildSnippet(family: SnippetFamily, lang: SnippetLang, origin: string, keyPrefix: string | null): string {
  const spec = SPECS[family];
  const json = JSON.stringify(spec.body, null, 2);
  const keyLine = `export CAREERSTACK_KEY="${keyPrefix ?? PLACEHOLDER[family]}"  # paste your full key`;
  if (lang === "curl") {
    return `${keyLine}\n\ncurl -X POST ${origin}${spec.path} \\\n  -H "${spec.header("")}" \\\n  -H "Content-Type: application/json" \\\n  -d '${JSON.stringify(spec.body)}'`;
  }
  const authHeader =
    family === "embed" ? "Authorization: `Bearer ${process.env.CAREERSTACK_KEY}`" : `"${family === "developer" ? "X-Api-Key" : "X-API-Key"}": process.env.CAREERSTACK_KEY!`;
  if (lang === "fetch") {
    return `// ${keyLine.replace("export ", "")}\nconst res = await fetch("${origin}${spec.path}", {\n  method: "POST",\n  headers: {\n    "Content-Type": "application/json",\n    ${authHeader},\n  },\n  body: JSON.stringify(${indent(json, 2)}),\n});\nif (!res.ok) throw new Error((await res.json()).error?.message ?? res.statusText);\nconsole.log(await res.json());`;
  }
  // openai SDK: chat completions are wire-compatible; other routes go through the client's generic post().
  if (family === "developer") {
    return `// ${keyLine.replace("export ", "")}\nimport OpenAI from "openai";\n\nconst client = new OpenAI({\n  apiKey: process.env.CAREERSTACK_KEY, // sent as Authorization: Bearer csk_…\n  baseURL: "${origin}/v1/career",\n});\n\nconst completion = await client.chat.completions.create({\n  model: "lm-flash",\n  messages: [{ role: "user", content: "How do I move from data analyst to analytics engineer?" }],\n});\nconsole.log(completion.choices[0].message.content);`;
  }
  if (family === "embed") {
    return `// ${keyLine.replace("export ", "")}\nimport OpenAI from "openai";\n\n// The embedding API takes Authorization: Bearer cstm_em_…, which is how the SDK sends apiKey.\nconst client = new OpenAI({ apiKey: process.env.CAREERSTACK_KEY, baseURL: "${origin}/v1/embed" });\n\nconst result = await client.post("/similarity", { body: ${indent(json, 0)} });\nconsole.log(result);`;
  }
  return `// ${keyLine.replace("export ", "")}\nimport OpenAI from "openai";\n\n// The transformer API reads X-API-Key; the SDK's generic post() sends it as a default header.\nconst client = new OpenAI({\n  apiKey: "unused",\n  baseURL: "${origin}",\n  defaultHeaders: { "X-API-Key": process.env.CAREERSTACK_KEY! },\n});\n\nconst result = await client.post("${spec.path}", { body: ${indent(json, 0)} });\nconsole.log(result);`;
}

function indent(text: string, spaces: number): string {
  const pad = " ".repeat(spaces);
  return text.split("\n").map((l, i) => (i === 0 ? l : pad + l)).join("\n");
}
