"use client";

import { Button, CopyButton, Dialog } from "@/components/ui";
import type { CreatedKey } from "./types";

/** The one and only time a key's plaintext is shown. */
export function NewKeyDialog({ created, title, onClose }: { created: CreatedKey | null; title: string; onClose: () => void }) {
  return (
    <Dialog
      open={created !== null}
      onClose={onClose}
      title={title}
      description="Copy this key now and store it somewhere safe, such as a secrets manager. For your security it will not be shown again."
      footer={
        <Button onClick={onClose} data-autofocus>
          I have saved my key
        </Button>
      }
    >
      {created && (
        <div className="flex flex-col gap-3">
          <label className="text-sm font-medium" htmlFor="new-key-value">
            {created.name ? `${created.name} · ` : ""}
            {created.family} key
          </label>
          <div className="flex gap-2">
            <input
              id="new-key-value"
              readOnly
              value={created.key}
              onFocus={(e) => e.currentTarget.select()}
              className="h-10 w-full rounded-md border border-slate-300 bg-slate-50 px-3 font-mono text-xs dark:border-slate-700 dark:bg-slate-950"
            />
            <CopyButton value={created.key} label="Copy key" />
          </div>
          <p role="note" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-200">
            Anyone with this key can make requests on your account. Never commit it or ship it in browser code.
          </p>
        </div>
      )}
    </Dialog>
  );
}
