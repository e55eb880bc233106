"use client";

import Link from "next/link";
import { useQuery } from "@tanstack/react-query";
import { useSession } from "next-auth/react";
import { useState, useSyncExternalStore } from "react";
import { CodeBlock, Tabs } from "@/components/ui";
import { portalFetch } from "../portal-fetch";
import type { KeyList } from "../keys/types";
import { buildSnippet, type SnippetFamily, type SnippetLang } from "@/lib/portal/snippets";

const FAMILY_TABS: { id: SnippetFamily; label: string }[] = [
  { id: "transformer", label: "Transformer API" },
  { id: "developer", label: "Developer API" },
  { id: "embed", label: "Embedding API" },
];
const LANG_TABS: { id: SnippetLang; label: string }[] = [
  { id: "curl", label: "curl" },
  { id: "fetch", label: "fetch" },
  { id: "openai", label: "openai SDK" },
];

const noSubscribe = () => () => undefined;

export function QuickStart() {
  const { status } = useSession();
  const keys = useQuery({ queryKey: ["keys"], queryFn: () => portalFetch<KeyList>("/api/keys"), enabled: status === "authenticated" });
  const [family, setFamily] = useState<SnippetFamily>("transformer");
  const [lang, setLang] = useState<SnippetLang>("curl");
  // The server does not know the origin the visitor used; the browser does.
  const origin = useSyncExternalStore(noSubscribe, () => window.location.origin, () => "http://localhost:3000");
  const prefix = keys.data?.keys.find((k) => k.family === family && k.status === "active")?.prefix ?? null;

  return (
    <section aria-labelledby="quick-start" className="flex flex-col gap-3">
      <h2 id="quick-start" className="text-xl font-semibold tracking-tight">
        Quick start
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {status === "authenticated" ? (
          prefix ? (
            <>Snippets name your key <code className="font-mono">{prefix}</code>; paste its full value, shown once when you created it.</>
          ) : (
            <>You have no active key for this API yet. <Link className="text-indigo-600 hover:underline dark:text-indigo-400" href="/dashboard/keys">Create one</Link>.</>
          )
        ) : (
          <>
            <Link className="text-indigo-600 hover:underline dark:text-indigo-400" href="/signup">Create an account</Link> and a key, then run
            one of these.
          </>
        )}
      </p>
      <Tabs label="API family" tabs={FAMILY_TABS} value={family} onChange={setFamily}>
        <Tabs label="Language" tabs={LANG_TABS} value={lang} onChange={setLang}>
          <CodeBlock code={buildSnippet(family, lang, origin, prefix)} label={lang === "curl" ? "shell" : "JavaScript (Node 20+, ESM)"} />
        </Tabs>
      </Tabs>
    </section>
  );
}
