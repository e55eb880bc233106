"use client";

import type { z } from "zod";
import { Badge, Card, CardBody } from "@/components/ui";
import type { LifeSimFrame } from "@/lib/contracts/life-sim";
import { BandChart, BarsChart, HeatmapGrid, LinesChart } from "./charts";

/** The frame every mode answers in (mode, summary, assumptions, confidence) plus its own members. */
export type LifeSimData = z.infer<typeof LifeSimFrame>;

type Row = Record<string, unknown>;
/** The object items of a list (lists of plain strings, e.g. stress-test recommendations, are not chart data). */
const arr = (x: unknown): Row[] =>
  Array.isArray(x) ? (x as unknown[]).filter((r): r is Row => typeof r === "object" && r !== null && !Array.isArray(r)) : [];
const num = (x: unknown) => (typeof x === "number" ? x : Number(x ?? 0));
const pct = (x: unknown) => (typeof x === "object" && x ? (x as { p10: number; p50: number; p90: number }) : { p10: 0, p50: 0, p90: 0 });
/** The first present member as a label: engines name the same thing `scenario`, `name` or `title`. */
const labelOf = (r: Row, keys: string[], fallback: string) => {
  for (const k of keys) if (typeof r[k] === "string" || typeof r[k] === "number") return String(r[k]);
  return fallback;
};
/** The first finite number among the members, or null. */
const numOf = (r: Row, keys: string[]): number | null => {
  for (const k of keys) if (typeof r[k] === "number" && Number.isFinite(r[k])) return r[k] as number;
  return null;
};
/** Chart rows without a value are dropped, and a chart with none is not drawn (never an empty frame). */
const bars = (rows: { label: string; value: number | null }[]) =>
  rows.filter((r): r is { label: string; value: number } => r.value !== null);
const yearOf = (r: Row) => (typeof r.year === "number" && Number.isFinite(r.year) ? r.year : null);

/** One list item as a sentence: known event shapes read naturally; other objects list their scalar fields, probabilities as %. */
function describeItem(x: unknown): string {
  if (typeof x !== "object" || x === null) return String(x);
  const r = x as Row;
  if ("year" in r && typeof r.event === "string") {
    const year = yearOf(r);
    const when = year === null ? "Not reached on the median path" : `Year ${year}`;
    return `${when}: ${r.event}${typeof r.explanation === "string" ? ` — ${r.explanation}` : ""}`;
  }
  return Object.entries(r)
    .filter(([, v]) => v !== null && typeof v !== "object")
    .map(([k, v]) =>
      typeof v === "number" && /probability|share/i.test(k) && v <= 1
        ? `${k.replace(/([A-Z])/g, " $1").toLowerCase()} ${Math.round(v * 100)}%`
        : String(v),
    )
    .join(" · ");
}

/** A `components` object of sub-scores (numbers or `{ score }`), as chart rows; empty when it is not that shape. */
function componentRows(c: unknown): { label: string; value: number }[] {
  if (typeof c !== "object" || c === null || Array.isArray(c)) return [];
  const rows = Object.entries(c as Row).flatMap(([k, v]) => {
    const score =
      typeof v === "number" ? v : typeof v === "object" && v && typeof (v as Row).score === "number" ? ((v as Row).score as number) : null;
    return score === null ? [] : [{ label: k.replace(/([A-Z])/g, " $1").toLowerCase(), value: score }];
  });
  return rows.length >= 2 ? rows : [];
}

/** Charts chosen by the shape of the mode's output: trajectories and distributions get charts, lists get lists. */
function Visuals({ d }: { d: LifeSimData }) {
  const out: React.ReactNode[] = [];
  const components = componentRows(d.components);
  if (components.length) out.push(<BarsChart key="comp" title="Score components" rows={components} />);
  const trajectory = arr(d.trajectory);
  if (trajectory.length) {
    out.push(
      <BandChart
        key="salary"
        title="Salary by year (P10–P90 band, P50 line)"
        points={trajectory.map((y) => ({ x: num(y.year), ...pct(y.salary) }))}
      />,
    );
    out.push(
      <LinesChart
        key="rel"
        title="Skill relevance and share at senior or above"
        rows={trajectory.map((y) => ({ x: num(y.year), relevance: pct(y.skillRelevance).p50, senior: num(y.seniorOrAboveShare) }))}
        series={[
          { key: "relevance", name: "skill relevance P50" },
          { key: "senior", name: "senior+ share" },
        ]}
      />,
    );
  }
  const side = arr(d.sideBySide);
  if (side.length) {
    // Legends name the careers: the lives list carries their titles (older shapes: career1/career2 strings).
    const lives = arr(d.lives);
    const nameOf = (i: 1 | 2) =>
      labelOf(
        lives[i - 1] ?? {},
        ["title", "career", "name"],
        typeof d[`career${i}`] === "string" ? String(d[`career${i}`]) : `Career ${i}`,
      );
    const p50 = (x: unknown) => (x && typeof x === "object" ? pct((x as Row).salary).p50 : 0);
    out.push(
      <LinesChart
        key="side"
        title="Median salary, both lives"
        rows={side.map((s) => ({ x: num(s.year), one: p50(s.career1), two: p50(s.career2) }))}
        series={[
          { key: "one", name: nameOf(1) },
          { key: "two", name: nameOf(2) },
        ]}
      />,
    );
  }
  const scenarios = bars(
    arr(d.scenarios).map((s, i) => {
      const p = numOf(s, ["shortfallProbability", "probability", "depletionProbability"]);
      return {
        label: labelOf(s, ["scenario", "name", "title", "label"], `Scenario ${i + 1}`),
        value: p === null ? null : Math.round(p * 100),
      };
    }),
  );
  if (scenarios.length) out.push(<BarsChart key="sc" title="Chance of running out of savings (%)" unit="%" rows={scenarios} />);
  const matrix = arr(d.matrix).filter((m) => Array.isArray(m.heat));
  if (matrix.length)
    out.push(
      <HeatmapGrid
        key="hm"
        levels={Array.isArray(d.levels) ? (d.levels as string[]) : undefined}
        rows={matrix as unknown as Parameters<typeof HeatmapGrid>[0]["rows"]}
      />,
    );
  const options = arr(d.options);
  if (options.length && options[0].tenYearEarnings)
    out.push(
      <BarsChart
        key="tm"
        title="10-year earnings (P50) by move date, months from now"
        rows={options.map((o) => ({ label: `${o.moveInMonths} mo`, value: pct(o.tenYearEarnings).p50 }))}
      />,
    );
  const utility = bars(options.map((o, i) => ({ label: labelOf(o, ["title", "name"], `Option ${i + 1}`), value: numOf(o, ["utility"]) })));
  if (utility.length) out.push(<BarsChart key="ut" title="Utility with your sliders (0-100)" rows={utility} />);
  const styles = bars(
    arr(d.styleComparison).map((x, i) => ({
      label: labelOf(x, ["style", "name"], `Style ${i + 1}`),
      value: numOf(x, ["finalMedian", "median"]),
    })),
  );
  if (styles.length) out.push(<BarsChart key="st" title="Median final salary by negotiation style" rows={styles} />);
  const drivers = bars(
    arr(d.drivers).map((x, i) => ({
      label: labelOf(x, ["driver", "name", "label"], `Driver ${i + 1}`).slice(0, 28),
      value: numOf(x, ["points", "weight"]),
    })),
  );
  if (drivers.length) out.push(<BarsChart key="dr" title="Risk drivers (logit points)" rows={drivers} />);
  const signals = bars(
    arr(d.signals).map((x, i) => ({
      label: labelOf(x, ["signal", "name", "label"], `Signal ${i + 1}`).slice(0, 28),
      value: numOf(x, ["points", "weight"]),
    })),
  );
  if (signals.length) out.push(<BarsChart key="sg" title="Warning signals (points)" rows={signals} />);
  const careerRows = arr(d.careers);
  const careers = bars(
    careerRows.map((c, i) => ({
      label: labelOf(c, ["title", "career", "name"], `Career ${i + 1}`),
      value: numOf(c, ["utility", "valueFit"]),
    })),
  );
  if (careers.length)
    out.push(
      <BarsChart
        key="cr"
        title={careerRows[0]?.utility !== undefined ? "Overall utility for your values" : "Value fit (0-100)"}
        rows={careers}
      />,
    );
  const traits = bars(
    arr(d.traits).map((t, i) => ({ label: labelOf(t, ["trait", "name"], `Trait ${i + 1}`), value: numOf(t, ["score"]) })),
  );
  if (traits.length) out.push(<BarsChart key="tr" title="Big Five scores (0-100)" rows={traits} />);
  const recs = bars(
    arr(d.recommendations).map((r, i) => ({
      label: labelOf(r, ["title", "career", "name"], `Option ${i + 1}`),
      value: numOf(r, ["score"]),
    })),
  );
  if (recs.length) out.push(<BarsChart key="rc" title="Recommendation score" rows={recs} />);
  const week = bars(arr(d.week).map((w, i) => ({ label: labelOf(w, ["day", "name"], `Day ${i + 1}`), value: numOf(w, ["mood"]) })));
  if (week.length) out.push(<BarsChart key="wk" title="Mood by day (−2 … +2)" rows={week} />);
  const energy = arr(d.energyCurve);
  if (energy.length)
    out.push(
      <LinesChart
        key="en"
        title="Energy through the day"
        rows={energy.map((e) => ({ x: String(e.time), energy: num(e.energy) }))}
        series={[{ key: "energy", name: "energy" }]}
      />,
    );
  return out.length ? <div className="grid gap-4 lg:grid-cols-2">{out}</div> : null;
}

function Lists({ d }: { d: LifeSimData }) {
  const blocks: React.ReactNode[] = [];
  if (typeof d.reply === "string")
    blocks.push(
      <blockquote key="reply" className="rounded-lg bg-indigo-50 p-4 text-sm dark:bg-indigo-950">
        {d.reply}
      </blockquote>,
    );
  for (const s of arr(d.stories))
    blocks.push(
      <div key={String(s.kind)} className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-800">
        <p className="font-medium">{String(s.title)}</p>
        {(s.story as string[]).map((l, i) => (
          <p key={i} className="mt-1">
            {l}
          </p>
        ))}
      </div>,
    );
  const timeline = arr(d.timeline);
  if (timeline.length)
    blocks.push(
      <ol key="tl" className="list-decimal space-y-1 pl-5 text-sm">
        {timeline.map((e, i) => (
          <li key={i}>
            {String(e.role)}
            {e.level ? ` (${e.level})` : ""} — month {pct(e.atMonths).p50} (P10 {pct(e.atMonths).p10}, P90 {pct(e.atMonths).p90}),
            probability {Math.round(num(e.probability) * 100)}%
          </li>
        ))}
      </ol>,
    );
  const schedule = arr(d.schedule);
  if (schedule.length)
    blocks.push(
      <ol key="sd" className="space-y-1 text-sm">
        {schedule.map((s, i) => (
          <li key={i}>
            <span className="font-mono">
              {String(s.start)}–{String(s.end)}
            </span>{" "}
            {String(s.activity)} <Badge>{String(s.kind)}</Badge>
          </li>
        ))}
      </ol>,
    );
  const rubric = arr(d.rubric);
  if (rubric.length)
    blocks.push(
      <ul key="rb" className="space-y-1 text-sm">
        {rubric.map((r) => (
          <li key={String(r.criterion)}>
            <span className="font-medium">{String(r.criterion)}</span> — weight {String(r.weight)}, max {String(r.maxPoints)} points
          </li>
        ))}
      </ul>,
    );
  for (const key of ["milestones", "whatLowersIt", "recommendations", "actions", "tensions", "strengths", "priorities"]) {
    let items = Array.isArray(d[key]) ? (d[key] as unknown[]) : [];
    // Milestones read in time order; those no median path reaches come last.
    if (key === "milestones") items = [...items].sort((a, b) => (yearOf(a as Row) ?? 1e9) - (yearOf(b as Row) ?? 1e9));
    if (!items.length || (key === "recommendations" && typeof items[0] === "object")) continue;
    blocks.push(
      <div key={key}>
        <h3 className="text-sm font-medium capitalize">{key.replace(/([A-Z])/g, " $1").toLowerCase()}</h3>
        <ul className="mt-1 list-disc pl-5 text-sm">
          {items.slice(0, 10).map((x, i) => (
            <li key={i}>{describeItem(x)}</li>
          ))}
        </ul>
      </div>,
    );
  }
  const skills = d.skills as { added?: unknown; removed?: unknown; kept?: unknown } | undefined;
  if (skills && Array.isArray(skills.added) && Array.isArray(skills.removed)) {
    const kept = Array.isArray(skills.kept) ? (skills.kept as string[]) : [];
    blocks.push(
      <dl key="skills" className="grid gap-1 text-sm sm:grid-cols-[6rem_1fr]">
        <dt className="font-medium">Skills added</dt>
        <dd>{(skills.added as string[]).join(", ") || "none"}</dd>
        <dt className="font-medium">Skills dropped</dt>
        <dd>{(skills.removed as string[]).join(", ") || "none"}</dd>
        <dt className="font-medium">Skills kept</dt>
        <dd>{kept.join(", ") || "none"}</dd>
      </dl>,
    );
  }
  return blocks.length ? <div className="space-y-3">{blocks}</div> : null;
}

export function LifeSimResultView({ data }: { data: LifeSimData }) {
  return (
    <Card>
      <CardBody className="space-y-5">
        <div>
          <Badge>
            Mode {data.mode.id} · {data.mode.name}
          </Badge>
          <p className="mt-2 text-base">{data.summary}</p>
        </div>
        <Visuals d={data} />
        <Lists d={data} />
        <div>
          <h3 className="text-sm font-medium">Assumptions</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-600 dark:text-slate-400">
            {data.assumptions.map((a, i) => (
              <li key={i}>{a}</li>
            ))}
          </ul>
        </div>
        {Array.isArray(data.evidence) && (
          <div>
            <h3 className="text-sm font-medium">Evidence</h3>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-600 dark:text-slate-400">
              {(data.evidence as string[]).map((a, i) => (
                <li key={i}>{a}</li>
              ))}
            </ul>
          </div>
        )}
        <details className="text-sm">
          <summary className="cursor-pointer font-medium">Full JSON</summary>
          <pre tabIndex={0} className="mt-2 max-h-96 overflow-auto rounded bg-slate-100 p-3 font-mono text-xs dark:bg-slate-950">
            {JSON.stringify(data, null, 2)}
          </pre>
        </details>
      </CardBody>
    </Card>
  );
}
