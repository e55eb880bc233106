"use client";

import { Badge, Button, Card, CardHeader, EmptyState, Table, Td, Th } from "@/components/ui";
import { formatDate, formatNumber, formatRelative } from "../format";
import type { ApiKey, FAMILIES } from "./types";

type FamilyInfo = (typeof FAMILIES)[number];

export function KeyTable({
  family,
  keys,
  activeCount,
  max,
  onCreate,
  onRevoke,
  onRotate,
}: {
  family: FamilyInfo;
  keys: ApiKey[];
  activeCount: number;
  max: number;
  onCreate: () => void;
  onRevoke: (k: ApiKey) => void;
  onRotate: (k: ApiKey) => void;
}) {
  const full = activeCount >= max;
  return (
    <Card>
      <CardHeader
        title={
          <span className="flex items-center gap-2">
            {family.title}
            <Badge tone={full ? "warning" : "neutral"}>
              {activeCount} / {max} active
            </Badge>
          </span>
        }
        description={
          <>
            <code className="rounded bg-slate-100 px-1 py-0.5 text-xs dark:bg-slate-800">{family.auth}</code> · {family.description}
          </>
        }
        actions={
          <Button size="sm" variant="secondary" onClick={onCreate}>
            New key<span className="sr-only"> for the {family.title}</span>
          </Button>
        }
      />
      {keys.length === 0 ? (
        <div className="p-5">
          <EmptyState
            title={`No ${family.title} keys yet`}
            description="Create a key to start calling this API."
            action={
              <Button size="sm" onClick={onCreate}>
                Create {family.title} key
              </Button>
            }
          />
        </div>
      ) : (
        <Table caption={`${family.title} keys`}>
          <thead>
            <tr>
              <Th>Name</Th>
              <Th>Key</Th>
              <Th>Tier</Th>
              <Th>Mode</Th>
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
            {keys.map((k) => {
              const active = k.status === "active";
              return (
                <tr key={k.id} className={active ? "" : "text-slate-400 dark:text-slate-500"}>
                  <Td className="font-medium">{k.name ?? <span className="text-slate-400">Unnamed</span>}</Td>
                  <Td>
                    <code className="font-mono text-xs">{k.prefix}</code>
                  </Td>
                  <Td>{k.tier}</Td>
                  <Td>
                    <Badge tone={k.keyType === "test" ? "warning" : "info"}>{k.keyType === "test" ? "test" : "live"}</Badge>
                  </Td>
                  <Td className="whitespace-nowrap text-xs">
                    {formatNumber(k.dailyLimit)}/day · {k.rpmLimit}/min
                  </Td>
                  <Td className="whitespace-nowrap">{formatDate(k.createdAt)}</Td>
                  <Td className="whitespace-nowrap">{formatRelative(k.lastUsedAt)}</Td>
                  <Td>
                    {active ? (
                      k.expiresAt ? <Badge tone="warning">expires {formatRelative(k.expiresAt)}</Badge> : <Badge tone="success">active</Badge>
                    ) : (
                      <Badge tone="danger">revoked</Badge>
                    )}
                  </Td>
                  <Td className="whitespace-nowrap text-right">
                    {active && (
                      <span className="inline-flex gap-1">
                        <Button size="sm" variant="ghost" onClick={() => onRotate(k)} aria-label={`Rotate key ${k.name ?? k.prefix}`}>
                          Rotate
                        </Button>
                        <Button size="sm" variant="ghost" className="text-red-600 dark:text-red-400" onClick={() => onRevoke(k)} aria-label={`Revoke key ${k.name ?? k.prefix}`}>
                          Revoke
                        </Button>
                      </span>
                    )}
                  </Td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      )}
    </Card>
  );
}
