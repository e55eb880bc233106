"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button, ErrorState, Spinner } from "@/components/ui";
import { errorText, portalFetch } from "../portal-fetch";
import { ConfirmDialog } from "./confirm-dialog";
import { CreateKeyDialog } from "./create-key-dialog";
import { KeyTable } from "./key-table";
import { NewKeyDialog } from "./new-key-dialog";
import { SecretKeyCard } from "./secret-key-card";
import { FAMILIES, type ApiKey, type CreatedKey, type Family, type KeyList } from "./types";

type Pending = { kind: "revoke" | "rotate"; id: string; label: string } | null;

export function KeysPage() {
  const qc = useQueryClient();
  const keys = useQuery({ queryKey: ["keys"], queryFn: () => portalFetch<KeyList>("/api/keys") });
  const [createFor, setCreateFor] = useState<Family | null>(null);
  const [shown, setShown] = useState<{ key: CreatedKey; title: string } | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [showRevoked, setShowRevoked] = useState(false);

  const refresh = () => qc.invalidateQueries({ queryKey: ["keys"] });

  const act = useMutation({
    mutationFn: (p: NonNullable<Pending>) =>
      p.kind === "revoke"
        ? portalFetch(`/api/keys/${encodeURIComponent(p.id)}`, { method: "DELETE" })
        : portalFetch<CreatedKey>(`/api/keys/${encodeURIComponent(p.id)}/rotate`, { body: {} }),
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

  const ask = (kind: "revoke" | "rotate", k: ApiKey | { id: string; name: string | null; prefix: string }) => {
    act.reset();
    setPending({ kind, id: k.id, label: k.name ? `${k.name} (${k.prefix})` : k.prefix });
  };

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
            <input type="checkbox" checked={showRevoked} onChange={(e) => setShowRevoked(e.target.checked)} className="h-4 w-4 rounded border-slate-300" />
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
            />
          ))}
          <SecretKeyCard
            secret={keys.data.secretKey}
            creating={secret.isPending}
            onCreate={() => secret.mutate()}
            onRevoke={() => keys.data.secretKey && ask("revoke", { id: keys.data.secretKey.id, name: "Secret key", prefix: "csk_secret_…" })}
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
              <strong>{pending.label}</strong> stops working now and a new key with the same name and tier replaces it. Update your apps with the
              new key.
            </>
          ) : (
            <>
              Revoking <strong>{pending?.label}</strong> is permanent and cannot be undone. Requests using it will fail with 401 immediately.
            </>
          )
        }
        confirmLabel={pending?.kind === "rotate" ? "Rotate key" : "Revoke key"}
        danger={pending?.kind !== "rotate"}
        busy={act.isPending}
        error={act.isError ? errorText(act.error) : null}
        onConfirm={() => pending && act.mutate(pending)}
        onClose={() => setPending(null)}
      />
    </div>
  );
}
