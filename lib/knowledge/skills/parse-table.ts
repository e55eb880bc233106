import type { SkillCategory } from "@/lib/knowledge/types";

/** One row of a skill table before ids and related links are resolved. */
export interface RawSkill {
  name: string;
  /** alternative spellings in their natural casing (casing matters for short, ambiguous forms) */
  aliases: string[];
  category: SkillCategory;
  difficulty: 1 | 2 | 3 | 4 | 5;
  premiumPercent?: number;
  /** related skills by name */
  relatedNames: string[];
  /** group label of the table block the row sits in; neighbours in a group count as related */
  group: string;
  source: string;
}

function toDifficulty(value: string | undefined, fallback: number): 1 | 2 | 3 | 4 | 5 {
  const n = Number(value);
  const d = Number.isFinite(n) && n >= 1 && n <= 5 ? Math.round(n) : fallback;
  return Math.min(5, Math.max(1, d)) as 1 | 2 | 3 | 4 | 5;
}

/**
 * Parses a compact table: "## category|group|difficulty" headers, then rows
 * "Name|alias,alias|difficulty|premium|related;related". Empty fields fall back to the header.
 */
export function parseSkillTable(table: string, source: string): RawSkill[] {
  const rows: RawSkill[] = [];
  let category: SkillCategory = "other";
  let group = "";
  let defaultDifficulty = 2;
  for (const rawLine of table.split("\n")) {
    const line = rawLine.trim();
    if (!line) continue;
    if (line.startsWith("## ")) {
      const [cat, label, diff] = line.slice(3).split("|");
      category = cat.trim() as SkillCategory;
      group = (label ?? cat).trim();
      defaultDifficulty = Number(diff) || 2;
      continue;
    }
    const [name, aliases, difficulty, premium, related] = line.split("|");
    const premiumValue = premium ? Number(premium) : NaN;
    rows.push({
      name: name.trim(),
      aliases: aliases
        ? aliases
            .split(",")
            .map((a) => a.trim())
            .filter(Boolean)
        : [],
      category,
      difficulty: toDifficulty(difficulty, defaultDifficulty),
      premiumPercent: Number.isFinite(premiumValue) ? premiumValue : undefined,
      relatedNames: related
        ? related
            .split(";")
            .map((r) => r.trim())
            .filter(Boolean)
        : [],
      group,
      source,
    });
  }
  return rows;
}
