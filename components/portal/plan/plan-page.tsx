"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Badge, Button, Card, CardBody, CardHeader, ErrorState, Spinner, cn } from "@/components/ui";
import type { PlanResponse } from "@/lib/portal/contracts";
import { MAX_KEY_TIER } from "@/lib/portal/plan-limits";
import { DEVELOPER_TIERS, isDeveloperTier } from "@/lib/platform/tiers";
import { formatNumber } from "../format";
import { errorText, portalFetch } from "../portal-fetch";

type Plan = PlanResponse;

const rank = (t: string) => DEVELOPER_TIERS.indexOf(t as (typeof DEVELOPER_TIERS)[number]);

/** The lowest plan whose list contains the item, from the tier table the API serves. */
function firstPlanWith(p: Plan, pick: (t: Plan["developerTiers"][number]) => string[], item: string): string {
  return p.developerTiers.find((t) => pick(t).includes(item))?.name ?? "ENTERPRISE";
}

function Unlocks({
  p,
  title,
  items,
  pick,
}: {
  p: Plan;
  title: string;
  items: string[];
  pick: (t: Plan["developerTiers"][number]) => string[];
}) {
  return (
    <Card>
      <CardHeader
        title={title}
        description="What each plan unlocks. Items your plan lacks are marked with a lock and the plan they need."
      />
      <ul className="divide-y divide-slate-100 dark:divide-slate-800">
        {items.map((item) => {
          const needs = firstPlanWith(p, pick, item);
          const lacking = rank(needs) > rank(p.tier);
          return (
            <li
              key={item}
              data-testid={lacking ? "plan-lacks" : "plan-has"}
              className={cn(
                "flex flex-wrap items-center justify-between gap-2 px-5 py-2 text-sm",
                lacking && "bg-amber-50/70 dark:bg-amber-950/40",
              )}
            >
              <code className="min-w-0 break-all font-mono text-xs">{item}</code>
              {lacking ? (
                <Badge tone="warning">
                  <span aria-hidden="true">🔒</span>&nbsp;needs {needs}
                </Badge>
              ) : (
                <Badge tone="success">in your plan{needs !== "FREE" ? ` (${needs}+)` : ""}</Badge>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
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
  const top = p?.developerTiers[p.developerTiers.length - 1];

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Plan</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Your plan sets the developer-API tier of every developer key at once, and the highest tier your transformer and embedding keys may
          have.
        </p>
      </div>
      {plan.isPending && <Spinner label="Loading plan" />}
      {plan.isError && <ErrorState message={errorText(plan.error)} onRetry={() => void plan.refetch()} />}
      {p && top && (
        <>
          <div aria-live="polite">
            {p.canSwitch ? (
              <p className="rounded-md bg-indigo-50 px-4 py-3 text-sm text-indigo-900 dark:bg-indigo-950 dark:text-indigo-200">
                Demo billing is on: switch plans freely, nothing is charged.
              </p>
            ) : (
              <p className="rounded-md bg-slate-100 px-4 py-3 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-300">
                Plan changes are made by the operator of this server (<code>npm run admin -- set-tier</code>). There is no payment
                integration.
              </p>
            )}
            {change.isError && <ErrorState message={errorText(change.error)} />}
          </div>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label="Developer API plans">
            {p.developerTiers.map((t) => {
              const current = t.name === p.tier;
              return (
                <li
                  key={t.name}
                  data-testid={`plan-${t.name}`}
                  className={cn(
                    "flex flex-col gap-3 rounded-xl border p-5",
                    current ? "border-indigo-500 ring-2 ring-indigo-500/30" : "border-slate-200 dark:border-slate-800",
                  )}
                >
                  <div className="flex items-center justify-between gap-2">
                    <h2 className="text-lg font-semibold">{t.name}</h2>
                    {current && <Badge tone="info">Your plan</Badge>}
                  </div>
                  <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 text-sm">
                    <dt className="text-slate-600 dark:text-slate-400">Requests / day</dt>
                    <dd className="text-right tabular-nums">{formatNumber(t.dailyLimit)}</dd>
                    <dt className="text-slate-600 dark:text-slate-400">Requests / min</dt>
                    <dd className="text-right tabular-nums">{t.rpm.toLocaleString("en")}</dd>
                    <dt className="text-slate-600 dark:text-slate-400">Endpoints</dt>
                    <dd className="text-right tabular-nums">
                      {t.endpoints.length} of {top.endpoints.length}
                    </dd>
                    <dt className="text-slate-600 dark:text-slate-400">Models</dt>
                    <dd className="text-right font-mono text-xs">{t.models.join(", ")}</dd>
                    <dt className="text-slate-600 dark:text-slate-400">Key tier up to</dt>
                    <dd className="text-right">{isDeveloperTier(t.name) ? MAX_KEY_TIER[t.name] : "—"}</dd>
                  </dl>
                  {!current && p.canSwitch && (
                    <Button
                      size="sm"
                      variant="secondary"
                      className="mt-auto"
                      loading={change.isPending && target === t.name}
                      disabled={change.isPending}
                      onClick={() => change.mutate(t.name)}
                    >
                      Switch to {t.name}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
          <div className="grid gap-6 lg:grid-cols-2">
            <Unlocks p={p} title="Developer API endpoints" items={top.endpoints} pick={(t) => t.endpoints} />
            <div className="flex flex-col gap-6">
              <Unlocks p={p} title="Models" items={top.models} pick={(t) => t.models} />
              <Card>
                <CardHeader
                  title="Transformer and embedding key tiers"
                  description="Each key has its own quota; the tier is chosen when the key is created."
                />
                <ul className="divide-y divide-slate-100 dark:divide-slate-800">
                  {p.keyTiers.map((t) => {
                    const lacking = rank(t.requiresPlan) > rank(p.tier);
                    return (
                      <li
                        key={t.name}
                        className={cn(
                          "flex flex-wrap items-center justify-between gap-2 px-5 py-2 text-sm",
                          lacking && "bg-amber-50/70 dark:bg-amber-950/40",
                        )}
                      >
                        <span>
                          <span className="font-medium">{t.name}</span> · {formatNumber(t.dailyLimit)}/day · {t.rpm.toLocaleString("en")}
                          /min
                        </span>
                        {lacking ? (
                          <Badge tone="warning">
                            <span aria-hidden="true">🔒</span>&nbsp;needs {t.requiresPlan}
                          </Badge>
                        ) : (
                          <Badge tone="success">{t.name === p.maxKeyTier ? "your maximum" : "in your plan"}</Badge>
                        )}
                      </li>
                    );
                  })}
                </ul>
                <CardBody className="text-xs text-slate-600 dark:text-slate-400">
                  Downgrading lowers existing keys above the new maximum to it.
                </CardBody>
              </Card>
            </div>
          </div>
        </>
      )}
    </div>
  );
}
