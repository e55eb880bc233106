"use client";

import { Badge, Button, Card, CardHeader, EmptyState, Table, Td, Th } from "@/components/ui";
import { formatDate, formatDateTime, formatNumber, formatRelative } from "../format";
import type { ApiKey, FAMILIES } from "./types";

type FamilyInfo = (typeof FAMILIES)[number];

export interface KeyActions {
  onRevoke: (k: ApiKey) => void;
  onRotate: (k: ApiKey) => void;
  onRename: (k: ApiKey) => void;
}

/** "active", "expires in 3 h" (rotation grace), or when it was revoked. */
function Status({ k }: { k: ApiKey }) {
  if (k.status !== "active") return <Badge tone="danger">revoked {k.revokedAt ? formatDateTime(k.revokedAt) : ""}</Badge>;
  if (k.expiresAt) return <Badge tone="warning">in grace period, ends {formatDateTime(k.expiresAt)}</Badge>;
  return <Badge tone="success">active</Badge>;
}

function Actions({ k, a }: { k: ApiKey; a: KeyActions }) {
  const label = k.name ?? k.prefix;
  return (
    <span className="inline-flex flex-wrap gap-1">
      <Button size="sm" variant="ghost" onClick={() => a.onRename(k)} aria-label={`Rename key ${label}`}>
        Rename
      </Button>
      {k.status === "active" && (
        <>
          <Button size="sm" variant="ghost" onClick={() => a.onRotate(k)} aria-label={`Rotate key ${label}`}>
            Rotate
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="text-red-700 dark:text-red-300"
            onClick={() => a.onRevoke(k)}
            aria-label={`Revoke key ${label}`}
          >
            Revoke
          </Button>
        </>
      )}
    </span>
  );
}

/**
 * One API family's keys: a table on wide screens, a list of cards on phones (so the page never scrolls
 * sideways). "New key" is disabled at the cap, with the reason beside it.
 */
export function KeyTable({
  family,
  keys,
  activeCount,
  max,
  onCreate,
  ...actions
}: { family: FamilyInfo; keys: ApiKey[]; activeCount: number; max: number; onCreate: () => void } & KeyActions) {
  const full = activeCount >= max;
  return (
    <Card>
      <CardHeader
        title={
          <span className="flex flex-wrap items-center gap-2">
            {family.title}
            <Badge tone={full ? "warning" : "neutral"}>
              {activeCount} / {max} active
            </Badge>
          </span>
        }
        description={
          <>
            <code className="break-all rounded bg-slate-100 px-1 py-0.5 text-xs dark:bg-slate-800">{family.auth}</code> ·{" "}
            {family.description}
          </>
        }
        actions={
          <Button
            size="sm"
            variant="secondary"
            onClick={onCreate}
            disabled={full}
            aria-describedby={full ? `${family.id}-full` : undefined}
          >
            New key<span className="sr-only"> for the {family.title}</span>
          </Button>
        }
      />
      {full && (
        <p
          id={`${family.id}-full`}
          className="border-b border-slate-200 bg-amber-50 px-5 py-2 text-sm text-amber-900 dark:border-slate-800 dark:bg-amber-950 dark:text-amber-100"
        >
          {max} of {max} {family.title} keys are active, the maximum (keys in a rotation grace period count until they expire). Revoke one
          to create another.
        </p>
      )}
      {keys.length === 0 ? (
        <div className="p-5">
          <EmptyState
            title={`No ${family.title} keys yet`}
            description="Create a key to start calling this API."
            action={
              <Button size="sm" onClick={onCreate} disabled={full}>
                Create {family.title} key
              </Button>
            }
          />
        </div>
      ) : (
        <>
          <div className="hidden md:block">
            <Table caption={`${family.title} keys`}>
              <thead>
                <tr>
                  <Th>Name</Th>
                  <Th>Key</Th>
                  <Th>Tier</Th>
                  <Th>Limits</Th>
                  <Th>Created</Th>
                  <Th>Last used</Th>
                  <Th>Status</Th>
                  <Th>
                    <span className="sr-only">Actions</span>
                  </Th>
                </tr>
              </thead>
              <tbody>
                {keys.map((k) => (
                  <tr key={k.id} className={k.status === "active" ? "" : "text-slate-600 dark:text-slate-400"}>
                    <Td className="font-medium">
                      {k.name ?? <span className="font-normal text-slate-600 dark:text-slate-400">Unnamed</span>}
                    </Td>
                    <Td>
                      <code className="font-mono text-xs">{k.prefix}</code> {k.keyType === "test" && <Badge tone="warning">test</Badge>}
                    </Td>
                    <Td>{k.tier}</Td>
                    <Td className="whitespace-nowrap text-xs">
                      {formatNumber(k.dailyLimit)}/day · {k.rpmLimit}/min
                    </Td>
                    <Td className="whitespace-nowrap">{formatDate(k.createdAt)}</Td>
                    <Td className="whitespace-nowrap">{formatRelative(k.lastUsedAt)}</Td>
                    <Td>
                      <Status k={k} />
                    </Td>
                    <Td className="text-right">
                      <Actions k={k} a={actions} />
                    </Td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
          <ul className="divide-y divide-slate-200 md:hidden dark:divide-slate-800" aria-label={`${family.title} keys`}>
            {keys.map((k) => (
              <li key={k.id} className="flex flex-col gap-2 px-5 py-4" data-testid="key-card">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium">{k.name ?? "Unnamed"}</span>
                  <Status k={k} />
                </div>
                <code className="break-all font-mono text-xs">{k.prefix}</code>
                <dl className="grid grid-cols-[6rem_minmax(0,1fr)] gap-x-2 gap-y-1 text-xs text-slate-700 dark:text-slate-300">
                  <dt>Tier</dt>
                  <dd>
                    {k.tier}
                    {k.keyType === "test" ? " · test" : ""}
                  </dd>
                  <dt>Limits</dt>
                  <dd>
                    {formatNumber(k.dailyLimit)}/day · {k.rpmLimit}/min
                  </dd>
                  <dt>Created</dt>
                  <dd>{formatDate(k.createdAt)}</dd>
                  <dt>Last used</dt>
                  <dd>{formatRelative(k.lastUsedAt)}</dd>
                </dl>
                <Actions k={k} a={actions} />
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
