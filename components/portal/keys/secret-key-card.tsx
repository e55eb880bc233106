"use client";

import { Button, Card, CardBody, CardHeader } from "@/components/ui";
import { formatDate } from "../format";

export function SecretKeyCard({
  secret,
  onCreate,
  onRevoke,
  creating,
}: {
  secret: { id: string; createdAt: string } | null;
  onCreate: () => void;
  onRevoke: () => void;
  creating: boolean;
}) {
  return (
    <Card>
      <CardHeader
        title="Secret key"
        description={
          <>
            One per account, for automated credential rotation:{" "}
            <code className="rounded bg-slate-100 px-1 py-0.5 text-xs dark:bg-slate-800">POST /api/keys/:id/rotate</code> with{" "}
            <code className="rounded bg-slate-100 px-1 py-0.5 text-xs dark:bg-slate-800">X-API-Key: csk_secret_…</code> rotates a
            transformer or embedding key without signing in.
          </>
        }
      />
      <CardBody className="flex flex-wrap items-center justify-between gap-3">
        {secret ? (
          <>
            <p className="text-sm">
              A secret key exists (created {formatDate(secret.createdAt)}). It is never shown again; if you lost it, revoke it and create a
              new one.
            </p>
            <Button variant="secondary" size="sm" className="text-red-600 dark:text-red-400" onClick={onRevoke}>
              Revoke secret key
            </Button>
          </>
        ) : (
          <>
            <p className="text-sm text-slate-600 dark:text-slate-400">No secret key yet.</p>
            <Button size="sm" onClick={onCreate} loading={creating}>
              Create secret key
            </Button>
          </>
        )}
      </CardBody>
    </Card>
  );
}
