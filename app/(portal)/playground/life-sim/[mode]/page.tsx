import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { findModeInfo } from "@/lib/engine/life-sim/catalog";
import { getModeOrThrow } from "@/lib/engine/life-sim";
import { LifeSimConsole } from "@/components/life-sim/life-sim-console";
import { fieldBounds } from "@/lib/portal/field-bounds";

type Params = Promise<{ mode: string }>;
type Search = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const info = findModeInfo((await params).mode);
  return { title: info ? `${info.name} — Life simulation — CareerStack` : "Life simulation — CareerStack" };
}

// Query-string values pre-fill the form so a simulation can be shared by URL.
export default async function LifeSimModePage({ params, searchParams }: { params: Params; searchParams: Search }) {
  const info = findModeInfo((await params).mode);
  if (!info) notFound();
  const query = await searchParams;
  const initial = Object.fromEntries(
    info.fields.map((f) => {
      const q = query[f.name];
      return [f.name, typeof q === "string" ? q : f.defaultValue];
    }),
  );
  return (
    <div>
      <Link href="/playground/life-sim" className="text-sm text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300">
        ← All 21 modes
      </Link>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight">
        <span className="text-slate-600 dark:text-slate-400">Mode {info.id} · </span>
        {info.name}
      </h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-600 dark:text-slate-400">
        {info.description} <code className="font-mono">POST {info.path}</code> — no key needed; with one of your transformer keys selected,
        the call counts against it.
      </p>
      <LifeSimConsole info={info} initial={initial} bounds={fieldBounds(getModeOrThrow(info.id).schema)} autorun={query.run === "1"} />
    </div>
  );
}
