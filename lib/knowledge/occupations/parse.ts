import type { Occupation, OccupationSkill } from "../types";

const IMPORTANCE: Record<string, OccupationSkill["importance"]> = { c: "core", i: "important", n: "nice" };

/** Parses one compact `Name@3c` skill cell; throws on malformed data so bad tables fail at load. */
function parseSkill(cell: string, id: string): OccupationSkill {
  const m = /^(.+)@([1-4])([cin])$/.exec(cell.trim());
  if (!m) throw new Error(`occupation ${id}: bad skill cell "${cell}"`);
  return { skill: m[1].trim(), level: Number(m[2]) as OccupationSkill["level"], importance: IMPORTANCE[m[3]] };
}

function splitList(cell: string | undefined, sep: string): string[] {
  return (cell ?? "")
    .split(sep)
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * Parses a sector-grouped table: `# Sector` header lines, then one occupation per line
 * `id|title|soc|isco|alts|skills|related|next|ai|growth|wage`.
 */
export function parseOccupationTable(text: string): Occupation[] {
  const out: Occupation[] = [];
  let sector = "general";
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith("#")) {
      sector = line.slice(1).trim().toLowerCase();
      continue;
    }
    const f = line.split("|");
    if (f.length !== 11) throw new Error(`occupation line has ${f.length} fields: ${line.slice(0, 60)}`);
    const [id, title, soc, isco, alts, skills, related, next, ai, growth, wage] = f;
    const occ: Occupation = {
      id,
      title,
      sector,
      alternateTitles: splitList(alts, ";"),
      skills: splitList(skills, ",").map((c) => parseSkill(c, id)),
      related: splitList(related, ";"),
      next: splitList(next, ";"),
      aiExposure: Number(ai),
    };
    if (soc) occ.soc = soc;
    if (isco) occ.isco = isco;
    if (growth !== "") occ.growthPercent = Number(growth);
    if (wage !== "") {
      occ.usMedianWage = Number(wage.replace(/e$/, ""));
      if (wage.endsWith("e")) occ.usMedianWageEstimate = true;
    }
    out.push(occ);
  }
  return out;
}
