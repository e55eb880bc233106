"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Button, Dialog, ErrorState, Spinner, cn, focusRing } from "@/components/ui";
import { errorText, portalFetch } from "../portal-fetch";
import { ConfirmDialog } from "./confirm-dialog";
import { CreateKeyDialog } from "./create-key-dialog";
import { KeyTable } from "./key-table";
import { NewKeyDialog } from "./new-key-dialog";
import { SecretKeyCard } from "./secret-key-card";
import { FAMILIES, type ApiKey, type CreatedKey, type Family, type KeyList } from "./types";

type Pending = { kind: "revoke" | "rotate"; id: string; label: string; family: string } | null;

/** Grace periods the API accepts (graceSeconds ≤ 86,400): how long the old key keeps working after a rotation. */
const GRACE = [
  { seconds: 0, label: "Stop the old key now" },
  { seconds: 3_600, label: "Keep the old key working for 1 hour" },
  { seconds: 86_400, label: "Keep the old key working for 24 hours" },
];

const inputClass = cn(
  "h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm dark:border-slate-700 dark:bg-slate-900",
  focusRing,
);

function RenameDialog({ target, onClose }: { target: ApiKey | null; onClose: () => void }) {
  const qc = useQueryClient();
  const id = useId();
  const [name, setName] = useState(target?.name ?? "");
  const tooLong = name.trim().length > 100;
  const rename = useMutation({
    mutationFn: () =>
      portalFetch<ApiKey>(`/api/keys/${encodeURIComponent(target!.id)}`, { method: "PATCH", body: { name: name.trim() || null } }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ["keys"] });
      onClose();
    },
  });
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      title="Rename key"
      description={
        <>
          A name is a label for you; the key <code className="font-mono text-xs">{target?.prefix}</code> itself does not change.
        </>
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={`${id}-form`} loading={rename.isPending} disabled={tooLong}>
            Save name
          </Button>
        </>
      }
    >
      <form
        id={`${id}-form`}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!tooLong) rename.mutate();
        }}
        className="flex flex-col gap-1"
      >
        <label htmlFor={id} className="text-sm font-medium">
          Name
        </label>
        <input
          id={id}
          data-autofocus
          value={name}
          onChange={(e) => setName(e.target.value)}
          className={inputClass}
          placeholder="e.g. Production backend"
          aria-invalid={tooLong || undefined}
          aria-describedby={`${id}-hint`}
        />
        <p id={`${id}-hint`} className={tooLong ? "text-xs text-red-700 dark:text-red-300" : "text-xs text-slate-600 dark:text-slate-400"}>
          {tooLong ? "Use at most 100 characters." : "Leave empty to remove the name."}
        </p>
        {rename.isError && (
          <p role="alert" className="mt-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
            {errorText(rename.error)}
          </p>
        )}
      </form>
    </Dialog>
  );
}

export function KeysPage() {
  const qc = useQueryClient();
  const keys = useQuery({ queryKey: ["keys"], queryFn: () => portalFetch<KeyList>("/api/keys") });
  const [createFor, setCreateFor] = useState<Family | null>(null);
  const [shown, setShown] = useState<{ key: CreatedKey; title: string } | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [showRevoked, setShowRevoked] = useState(false);
  const [grace, setGrace] = useState(0);
  const [renaming, setRenaming] = useState<ApiKey | null>(null);
  const graceId = useId();

  const refresh = () => qc.invalidateQueries({ queryKey: ["keys"] });

  const act = useMutation({
    mutationFn: (p: NonNullable<Pending>) =>
      p.kind === "revoke"
        ? portalFetch(`/api/keys/${encodeURIComponent(p.id)}`, { method: "DELETE" })
        : portalFetch<CreatedKey>(`/api/keys/${encodeURIComponent(p.id)}/rotate`, { body: { graceSeconds: grace } }),
    onSuccess: (res, p) => {
      void refresh();
      setPending(null);
      if (p.kind === "rotate") setShown({ key: res as CreatedKey, title: "Key rotated" });
    },
  });

  const secret = useMutation({
    mutationFn: () => portalFetch<CreatedKey>("/api/keys", { body: { family: "secret" } }),
    onSuccess: (k) => {
      void refresh();
      setShown({ key: k, title: "Secret key created" });
    },
  });

  const ask = (kind: "revoke" | "rotate", k: ApiKey | { id: string; name: string | null; prefix: string; family: string }) => {
    act.reset();
    setGrace(0);
    setPending({ kind, id: k.id, label: k.name ? `${k.name} (${k.prefix})` : k.prefix, family: k.family });
  };
  const atCap =
    pending?.kind === "rotate" && keys.data ? keys.data.activeCounts[pending.family as Family] >= keys.data.maxActivePerFamily : false;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">API keys</h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Keys authenticate your requests. Keep them on your servers. Up to {keys.data?.maxActivePerFamily ?? 5} active keys per API.
          </p>
        </div>
        <div className="flex items-center gap-3">
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={showRevoked}
              onChange={(e) => setShowRevoked(e.target.checked)}
              className="h-4 w-4 rounded border-slate-300"
            />
            Show revoked keys
          </label>
          <Button onClick={() => setCreateFor("transformer")}>Create key</Button>
        </div>
      </div>

      {keys.isPending && <Spinner label="Loading keys" />}
      {keys.isError && <ErrorState message={errorText(keys.error)} onRetry={() => void keys.refetch()} />}
      {keys.data && (
        <>
          {FAMILIES.map((f) => (
            <KeyTable
              key={f.id}
              family={f}
              keys={keys.data.keys.filter((k) => k.family === f.id && (showRevoked || k.status === "active"))}
              activeCount={keys.data.activeCounts[f.id]}
              max={keys.data.maxActivePerFamily}
              onCreate={() => setCreateFor(f.id)}
              onRevoke={(k) => ask("revoke", k)}
              onRotate={(k) => ask("rotate", k)}
              onRename={(k) => setRenaming(k)}
            />
          ))}
          <SecretKeyCard
            secret={keys.data.secretKey}
            creating={secret.isPending}
            onCreate={() => secret.mutate()}
            onRevoke={() =>
              keys.data.secretKey &&
              ask("revoke", { id: keys.data.secretKey.id, name: "Secret key", prefix: "csk_secret_…", family: "secret" })
            }
          />
          {secret.isError && <ErrorState message={errorText(secret.error)} />}
        </>
      )}

      <CreateKeyDialog
        key={createFor ?? "closed"}
        open={createFor !== null}
        initialFamily={createFor ?? "transformer"}
        list={keys.data}
        onClose={() => setCreateFor(null)}
        onCreated={(k) => {
          setCreateFor(null);
          setShown({ key: k, title: "API key created" });
        }}
      />
      <NewKeyDialog created={shown?.key ?? null} title={shown?.title ?? ""} onClose={() => setShown(null)} />
      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === "rotate" ? "Rotate this key?" : "Revoke this key?"}
        description={
          pending?.kind === "rotate" ? (
            <>
              A new key with the same name, tier and quota replaces <strong>{pending.label}</strong>. Update your apps with the new key; a
              grace period keeps the old one working meanwhile.
            </>
          ) : (
            <>
              Revoking <strong>{pending?.label}</strong> is permanent and cannot be undone. Requests using it will fail with 401
              immediately.
            </>
          )
        }
        confirmLabel={pending?.kind === "rotate" ? "Rotate key" : "Revoke key"}
        danger={pending?.kind !== "rotate"}
        busy={act.isPending}
        error={act.isError ? errorText(act.error) : null}
        onConfirm={() => pending && act.mutate(pending)}
        onClose={() => setPending(null)}
      >
        {pending?.kind === "rotate" && (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium">The old key</legend>
            {GRACE.map((g) => (
              <label key={g.seconds} className="flex items-center gap-2 text-sm">
                <input type="radio" name={graceId} value={g.seconds} checked={grace === g.seconds} onChange={() => setGrace(g.seconds)} />
                {g.label}
              </label>
            ))}
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {atCap
                ? "This family already has 5 active keys. A key in its grace period counts toward the 5-key cap until it expires, so with a grace period this rotation is refused: stop the old key now, or revoke another key first."
                : "A key in its grace period counts toward the 5 active keys of its family until it expires."}
            </p>
          </fieldset>
        )}
      </ConfirmDialog>
      <RenameDialog key={renaming?.id ?? "none"} target={renaming} onClose={() => setRenaming(null)} />
    </div>
  );
}
