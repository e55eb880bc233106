"use client";

import Link from "next/link";
import { useQuery } from "@tanstack/react-query";
import { useSession } from "next-auth/react";
import { useState } from "react";
import { useOrigin } from "@/components/playground/console-output";
import { CodeBlock, Tabs } from "@/components/ui";
import { portalFetch } from "../portal-fetch";
import type { KeyList } from "../keys/types";
import { QUICK_START, SNIPPET_LANGS, buildSnippet, type SnippetLang } from "@/lib/portal/snippets";

type SnippetFamily = keyof typeof QUICK_START;

const FAMILY_TABS: { id: SnippetFamily; label: string }[] = [
  { id: "transformer", label: "Transformer API" },
  { id: "developer", label: "Developer API" },
  { id: "embed", label: "Embedding API" },
];

export function QuickStart() {
  const { status } = useSession();
  const keys = useQuery({ queryKey: ["keys"], queryFn: () => portalFetch<KeyList>("/api/keys"), enabled: status === "authenticated" });
  const [family, setFamily] = useState<SnippetFamily>("transformer");
  const [lang, setLang] = useState<SnippetLang>("curl");
  // The server does not know the origin the visitor used; the browser does.
  const origin = useOrigin();
  const prefix = keys.data?.keys.find((k) => k.family === family && k.status === "active")?.prefix ?? null;

  return (
    <section aria-labelledby="quick-start" className="flex flex-col gap-3">
      <h2 id="quick-start" className="text-xl font-semibold tracking-tight">
        Quick start
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {status === "authenticated" ? (
          prefix ? (
            <>
              Set <code className="font-mono">CAREERSTACK_KEY</code> to the full value of your key{" "}
              <code className="font-mono">{prefix}</code> (shown once, when you created it), then run one of these.
            </>
          ) : (
            <>
              You have no active key for this API yet.{" "}
              <Link className="text-indigo-700 underline underline-offset-2 dark:text-indigo-300" href="/dashboard/keys">
                Create one
              </Link>
              .
            </>
          )
        ) : (
          <>
            <Link className="text-indigo-700 underline underline-offset-2 dark:text-indigo-300" href="/signup">
              Create an account
            </Link>{" "}
            and a key, then run one of these.
          </>
        )}
      </p>
      <Tabs label="API family" tabs={FAMILY_TABS} value={family} onChange={setFamily}>
        <Tabs label="Language" tabs={SNIPPET_LANGS} value={lang} onChange={setLang}>
          <CodeBlock
            code={buildSnippet(lang, { ...QUICK_START[family], origin })}
            label={SNIPPET_LANGS.find((l) => l.id === lang)?.label}
          />
        </Tabs>
      </Tabs>
    </section>
  );
}
