"use client";

import { useState } from "react";
import { useOrigin } from "@/components/playground/console-output";
import { CodeBlock, Tabs } from "@/components/ui";
import type { RequestExample } from "@/lib/portal/docs-examples";
import { SNIPPET_LANGS, buildSnippet, type AuthFamily, type SnippetLang } from "@/lib/portal/snippets";

const PLACEHOLDER: Record<string, string> = { $account: "YOUR_DEVELOPER_ID", $key: "YOUR_KEY_ID", $context: "YOUR_CONTEXT_ID" };

/** The example request's URL: path parameters filled in (placeholders where only the reader knows the value), query appended. */
export function exampleUrl(
  path: string,
  ex: RequestExample,
  fill: (name: string, value: string) => string = (_, v) => PLACEHOLDER[v] ?? v,
): string {
  const url = path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(fill(k, ex.params?.[k] ?? `$${k}`)));
  return ex.query ? `${url}?${new URLSearchParams(ex.query)}` : url;
}

export function snippetFamily(auth: string): AuthFamily {
  return auth === "developer" || auth === "embed" || auth === "transformer" ? auth : "open";
}

/** curl, JavaScript and Python for an operation's example request, with the key read from CAREERSTACK_KEY. */
export function SnippetTabs({ method, path, auth, example }: { method: string; path: string; auth: string; example: RequestExample }) {
  const origin = useOrigin();
  const [lang, setLang] = useState<SnippetLang>("curl");
  const family = snippetFamily(auth);
  const code = buildSnippet(lang, { method, origin, path: exampleUrl(path, example), family, body: example.body });
  return (
    <div>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {family === "open"
          ? auth === "session"
            ? "Portal routes authenticate with the session cookie of a signed-in browser; from a script, sign in first and send the cookie."
            : "This route takes no key."
          : "Set CAREERSTACK_KEY to your full key (shown once, when you created it) before running these."}
      </p>
      <Tabs label="Language" tabs={SNIPPET_LANGS} value={lang} onChange={setLang} className="mt-2">
        <CodeBlock code={code} label={SNIPPET_LANGS.find((l) => l.id === lang)?.label} />
      </Tabs>
    </div>
  );
}
