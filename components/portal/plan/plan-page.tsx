"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Badge, Button, Card, CardBody, CardHeader, ErrorState, Spinner, Table, Td, Th } from "@/components/ui";
import { MAX_KEY_TIER } from "@/lib/portal/plan-limits";
import { isDeveloperTier } from "@/lib/platform/tiers";
import { formatNumber } from "../format";
import { errorText, portalFetch } from "../portal-fetch";

interface Plan {
  tier: string;
  billingMode: "none" | "demo";
  canSwitch: boolean;
  maxKeyTier: string;
  developerTiers: { name: string; dailyLimit: number | null; rpm: number; models: string[]; endpoints: string[] }[];
  keyTiers: { name: string; dailyLimit: number | null; rpm: number; requiresPlan: string }[];
}

export function PlanPage() {
  const qc = useQueryClient();
  const plan = useQuery({ queryKey: ["plan"], queryFn: () => portalFetch<Plan>("/api/plan") });
  const [target, setTarget] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: (tier: string) => portalFetch<Plan>("/api/plan", { body: { tier } }),
    onMutate: (tier) => setTarget(tier),
    onSuccess: (p) => {
      qc.setQueryData(["plan"], p);
      void qc.invalidateQueries({ queryKey: ["keys"] });
      void qc.invalidateQueries({ queryKey: ["usage"] });
    },
    onSettled: () => setTarget(null),
  });
  const p = plan.data;

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Plan</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Your plan sets the developer-API tier of every developer key at once, and the highest tier your transformer and embedding keys may have.
        </p>
      </div>
      {plan.isPending && <Spinner label="Loading plan" />}
      {plan.isError && <ErrorState message={errorText(plan.error)} onRetry={() => void plan.refetch()} />}
      {p && (
        <>
          <div aria-live="polite">
            {p.canSwitch ? (
              <p className="rounded-md bg-indigo-50 px-4 py-3 text-sm text-indigo-900 dark:bg-indigo-950 dark:text-indigo-200">
                Demo billing is on: switch plans freely, nothing is charged.
              </p>
            ) : (
              <p className="rounded-md bg-slate-100 px-4 py-3 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-300">
                Plan changes are made by the operator of this server (<code>npm run admin -- set-tier</code>). There is no payment integration.
              </p>
            )}
            {change.isError && <ErrorState message={errorText(change.error)} />}
          </div>
          <Card>
            <CardHeader title="Developer API plans" description="Daily quota is shared by all developer keys of the account." />
            <Table caption="Developer API plans">
              <thead>
                <tr><Th>Plan</Th><Th className="text-right">Requests / day</Th><Th className="text-right">Requests / min</Th><Th>Models</Th><Th>Endpoints</Th><Th>Key tier up to</Th><Th><span className="sr-only">Action</span></Th></tr>
              </thead>
              <tbody>
                {p.developerTiers.map((t) => {
                  const current = t.name === p.tier;
                  return (
                    <tr key={t.name} className={current ? "bg-indigo-50/60 dark:bg-indigo-950/40" : ""}>
                      <Td className="font-medium">
                        {t.name} {current && <Badge tone="info">Current</Badge>}
                      </Td>
                      <Td className="text-right tabular-nums">{formatNumber(t.dailyLimit)}</Td>
                      <Td className="text-right tabular-nums">{t.rpm.toLocaleString("en")}</Td>
                      <Td className="font-mono text-xs">{t.models.join(", ")}</Td>
                      <Td className="text-xs">{t.endpoints.length} endpoints</Td>
                      <Td>{isDeveloperTier(t.name) ? MAX_KEY_TIER[t.name] : "—"}</Td>
                      <Td className="text-right">
                        {!current && p.canSwitch && (
                          <Button size="sm" variant="secondary" loading={change.isPending && target === t.name} disabled={change.isPending} onClick={() => change.mutate(t.name)}>
                            Switch to {t.name}
                          </Button>
                        )}
                      </Td>
                    </tr>
                  );
                })}
              </tbody>
            </Table>
          </Card>
          <Card>
            <CardHeader title="Transformer and embedding key tiers" description="Each key has its own quota; the tier is chosen when the key is created." />
            <Table caption="Key tiers">
              <thead>
                <tr><Th>Key tier</Th><Th className="text-right">Requests / day</Th><Th className="text-right">Requests / min</Th><Th>Needs plan</Th></tr>
              </thead>
              <tbody>
                {p.keyTiers.map((t) => (
                  <tr key={t.name}>
                    <Td className="font-medium">{t.name} {t.name === p.maxKeyTier && <Badge tone="info">Your maximum</Badge>}</Td>
                    <Td className="text-right tabular-nums">{formatNumber(t.dailyLimit)}</Td>
                    <Td className="text-right tabular-nums">{t.rpm.toLocaleString("en")}</Td>
                    <Td>{t.requiresPlan}</Td>
                  </tr>
                ))}
              </tbody>
            </Table>
            <CardBody className="text-xs text-slate-500 dark:text-slate-400">
              Downgrading lowers existing keys above the new maximum to it. Limits: spec 3 §8 (transformer) and spec 1 (developer API).
            </CardBody>
          </Card>
        </>
      )}
    </div>
  );
}

