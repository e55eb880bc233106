"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { Button, Dialog, cn, focusRing } from "@/components/ui";
import { portalFetch, errorText } from "../portal-fetch";
import { FAMILIES, type CreatedKey, type Family, type KeyList } from "./types";

const TIERS = ["free", "pro", "enterprise"] as const;

const selectClass = cn("h-10 rounded-md border border-slate-300 bg-white px-3 text-sm dark:border-slate-700 dark:bg-slate-900", focusRing);

/** Mounted afresh for each opening (the parent keys it), so the form and its error start clean. */
export function CreateKeyDialog({
  open,
  onClose,
  onCreated,
  list,
  initialFamily = "transformer",
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (k: CreatedKey) => void;
  list: KeyList | undefined;
  initialFamily?: Family;
}) {
  const qc = useQueryClient();
  const ids = { name: useId(), family: useId(), tier: useId(), type: useId(), form: useId(), cap: useId() };
  const [name, setName] = useState("");
  const [family, setFamily] = useState<Family>(initialFamily);
  const [tier, setTier] = useState<(typeof TIERS)[number]>("free");
  const [keyType, setKeyType] = useState<"live" | "test">("live");

  const create = useMutation({
    mutationFn: () =>
      portalFetch<CreatedKey>("/api/keys", {
        body: { name: name.trim() || undefined, family, keyType, ...(family === "developer" ? {} : { tier }) },
      }),
    onSuccess: (k) => {
      void qc.invalidateQueries({ queryKey: ["keys"] });
      setName("");
      onCreated(k);
    },
  });

  const maxTier = list?.plan.maxKeyTier ?? "free";
  const allowed = (t: string) => TIERS.indexOf(t as (typeof TIERS)[number]) <= TIERS.indexOf(maxTier as (typeof TIERS)[number]);
  const active = list?.activeCounts[family] ?? 0;
  const max = list?.maxActivePerFamily ?? 5;
  const full = active >= max;
  const nameError = name.trim().length > 100 ? "Use at most 100 characters." : null;

  function submit(e: FormEvent) {
    e.preventDefault();
    if (full || nameError) return;
    create.mutate();
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Create an API key"
      description="The key is shown once, right after you create it."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={ids.form}
            loading={create.isPending}
            disabled={full || Boolean(nameError)}
            aria-describedby={full ? ids.cap : undefined}
          >
            Create key
          </Button>
        </>
      }
    >
      <form id={ids.form} onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.name} className="text-sm font-medium">
            Name
          </label>
          <input
            id={ids.name}
            data-autofocus
            value={name}
            placeholder="e.g. Production backend"
            onChange={(e) => setName(e.target.value)}
            className={selectClass}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${ids.name}-err` : undefined}
          />
          {nameError && (
            <p id={`${ids.name}-err`} className="text-xs text-red-700 dark:text-red-300">
              {nameError}
            </p>
          )}
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.family} className="text-sm font-medium">
              API
            </label>
            <select id={ids.family} value={family} onChange={(e) => setFamily(e.target.value as Family)} className={selectClass}>
              {FAMILIES.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.title}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.tier} className="text-sm font-medium">
              Tier
            </label>
            {family === "developer" ? (
              <input
                id={ids.tier}
                readOnly
                value={`${list?.plan.tier ?? "FREE"} (your plan)`}
                className={cn(selectClass, "text-slate-600 dark:text-slate-400")}
              />
            ) : (
              <select
                id={ids.tier}
                value={tier}
                onChange={(e) => setTier(e.target.value as (typeof TIERS)[number])}
                className={selectClass}
              >
                {TIERS.map((t) => (
                  <option key={t} value={t} disabled={!allowed(t)}>
                    {t}
                    {allowed(t) ? "" : " (upgrade plan)"}
                  </option>
                ))}
              </select>
            )}
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.type} className="text-sm font-medium">
              Mode
            </label>
            <select id={ids.type} value={keyType} onChange={(e) => setKeyType(e.target.value as "live" | "test")} className={selectClass}>
              <option value="live">Live</option>
              <option value="test">Test (sandbox)</option>
            </select>
          </div>
        </div>
        {full ? (
          <p
            id={ids.cap}
            role="status"
            className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
          >
            {max} of {max} {family} keys are active, the maximum (a key in its rotation grace period counts until it expires). Revoke one to
            create another.
          </p>
        ) : (
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {active} of {max} active {family} keys in use. Test keys behave like live keys, count against the quota and are marked as test
            traffic in usage.
          </p>
        )}
        {create.isError && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
            {errorText(create.error)}
          </p>
        )}
      </form>
    </Dialog>
  );
}
