"use client";

import { useId, useState, useSyncExternalStore } from "react";

export type KeyFamily = "developer" | "transformer" | "embed";

const STORAGE = (family: KeyFamily) => `cs.playground.key.${family}`;

const HINT: Record<KeyFamily, string> = {
  developer: "csk_free_v1_… / csk_live_v1_…",
  transformer: "csk_live_… / csk_test_… (optional for /cstm and life simulation)",
  embed: "cstm_em_…",
};

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
  const [shown, setShown] = useState(false);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        API key {optional && <span className="font-normal text-slate-500">(optional)</span>}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type={shown ? "text" : "password"}
          autoComplete="off"
          spellCheck={false}
          value={value}
          placeholder={HINT[family]}
          onChange={(e) => onChange(e.target.value)}
          className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-sm dark:border-slate-700 dark:bg-slate-900"
        />
        <button type="button" onClick={() => setShown((s) => !s)} className="rounded-md border border-slate-300 px-3 text-sm dark:border-slate-700" aria-pressed={shown}>
          {shown ? "Hide" : "Show"}
        </button>
      </div>
      <p className="text-xs text-slate-500">Stored only in this browser. Create keys on the Keys page.</p>
    </div>
  );
}
