"use client";

import Link from "next/link";
import { useId, useState, useSyncExternalStore } from "react";

export type KeyFamily = "developer" | "transformer" | "embed";

const STORAGE = (family: KeyFamily) => `cs.playground.key.${family}`;

const HINT: Record<KeyFamily, string> = {
  developer: "csk_free_v1_… / csk_live_v1_…",
  transformer: "csk_live_… / csk_test_…",
  embed: "cstm_em_…",
};

const NAME: Record<KeyFamily, string> = { developer: "developer", transformer: "transformer", embed: "embedding" };

const CHANGE = "cs-playground-key-change";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("storage", onChange);
  window.addEventListener(CHANGE, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CHANGE, onChange);
  };
}

/** The key a playground console sends, kept per family in this browser only (shared by every console). */
export function useApiKey(family: KeyFamily): [string, (v: string) => void] {
  const key = useSyncExternalStore(
    subscribe,
    () => window.localStorage.getItem(STORAGE(family)) ?? "",
    () => "",
  );
  const update = (v: string) => {
    if (v) window.localStorage.setItem(STORAGE(family), v.trim());
    else window.localStorage.removeItem(STORAGE(family));
    window.dispatchEvent(new Event(CHANGE));
  };
  return [key, update];
}

export function ApiKeyInput({ family, value, onChange, optional = false }: { family: KeyFamily; value: string; onChange: (v: string) => void; optional?: boolean }) {
  const id = useId();
  const hintId = useId();
  const [shown, setShown] = useState(false);
  const missing = !optional && !value;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        API key {optional ? <span className="font-normal text-slate-500 dark:text-slate-400">(optional)</span> : <span className="font-normal text-slate-500 dark:text-slate-400">(required)</span>}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type={shown ? "text" : "password"}
          autoComplete="off"
          spellCheck={false}
          value={value}
          placeholder={HINT[family]}
          aria-describedby={hintId}
          aria-invalid={missing || undefined}
          onChange={(e) => onChange(e.target.value)}
          className={`w-full min-w-0 rounded-md border bg-white px-3 py-2 font-mono text-sm dark:bg-slate-900 ${missing ? "border-amber-400 dark:border-amber-600" : "border-slate-300 dark:border-slate-700"}`}
        />
        <button
          type="button"
          onClick={() => setShown((s) => !s)}
          className="rounded-md border border-slate-300 px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:border-slate-700"
          aria-pressed={shown}
          aria-label={shown ? "Hide the key" : "Show the key"}
        >
          {shown ? "Hide" : "Show"}
        </button>
      </div>
      <p id={hintId} className={`text-xs ${missing ? "text-amber-800 dark:text-amber-300" : "text-slate-500 dark:text-slate-400"}`}>
        {missing ? `This console needs a ${NAME[family]} key. ` : ""}Stored only in this browser. Create keys on the{" "}
        <Link href="/dashboard/keys" className="underline underline-offset-2 hover:text-indigo-600 dark:hover:text-indigo-400">
          Keys page
        </Link>
        .
      </p>
    </div>
  );
}
