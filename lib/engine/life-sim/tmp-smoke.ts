import { LIFE_SIM_MODES, MODE_CATALOG } from "./index";
function defaults(id: number) {
  const info = MODE_CATALOG.find((m) => m.id === id)!;
  const body: Record<string, unknown> = {};
  for (const f of info.fields) {
    if (f.kind === "preferences" || f.kind === "json") body[f.name] = JSON.parse(f.defaultValue);
    else if (f.defaultValue !== "") body[f.name] = f.defaultValue;
  }
  return body;
}
for (const m of LIFE_SIM_MODES) {
  const t0 = performance.now();
  try {
    const r = m.run(m.schema.parse(defaults(m.id)));
    const size = JSON.stringify(r).length;
    console.log(m.id, m.slug, Math.round(performance.now() - t0) + "ms", size + "B", "|", r.summary);
  } catch (e) { console.log(m.id, m.slug, "ERROR", e instanceof Error ? e.message.slice(0, 400) : e); }
}
