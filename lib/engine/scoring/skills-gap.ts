/**
 * Skills gap against a target occupation: required level per skill from the occupation table, current
 * level inferred from the CV/skills (skill-levels.ts), learning hours from level distance × difficulty,
 * months from hours per week, salary return from the skill premium data. Model in docs/skill-levels.md.
 */
import { InputError } from "@/lib/errors";
import { computeSkillPremiums } from "@/lib/engine/salary/adjustments";
import { findLearningResources, type LearningResource } from "@/lib/knowledge/learning-resources";
import { findOccupation, normalizeTitle, OCCUPATIONS } from "@/lib/knowledge/occupations";
import { getSkill, resolveSkill } from "@/lib/knowledge/skills";
import { impliedSkills } from "@/lib/knowledge/skills/graph";
import { findCuedSkills } from "@/lib/knowledge/skills/skill-cues";
import { inferProfession } from "@/lib/knowledge/occupations/profession";
import { cvTitles } from "./candidate";
import type { Occupation, OccupationSkill, Skill } from "@/lib/knowledge/types";
import { analyzeCv } from "./cv-structure";
import { inferSkillLevels, levelLabel } from "./skill-levels";

/** Hours to climb INTO each level at difficulty 3 (estimates from typical course lengths; see docs). */
export const STEP_HOURS: Record<1 | 2 | 3 | 4, number> = { 1: 10, 2: 40, 3: 120, 4: 300 };
export const IMPORTANCE_WEIGHT: Record<OccupationSkill["importance"], number> = { core: 3, important: 2, nice: 1 };
export const DEFAULT_HOURS_PER_WEEK = 10;
const WEEKS_PER_MONTH = 4.345;

export interface GapSkill {
  skill: string;
  skillId: string | null;
  importance: OccupationSkill["importance"];
  currentLevel: number;
  requiredLevel: number;
  learningHours: number;
  freeResources: LearningResource[];
  salaryReturnPercent: number;
  evidence: string;
}

export interface SkillsGapResult {
  occupation: Occupation;
  matchedOn: string;
  gapScore: number;
  readinessScore: number;
  gaps: GapSkill[];
  met: { skill: string; level: number; required: number; evidence: string }[];
  totalLearningHours: number;
  hoursPerWeek: number;
  estimatedMonths: number;
  difficulty: "easy" | "moderate" | "hard" | "very hard";
}

/** A role we cannot resolve: an InputError on `role` (code unknown_role) with the nearest titles. */
export function unknownRoleError(role: string, suggestions: string[]): InputError {
  const message = `Unknown target role "${role}".${suggestions.length ? ` Did you mean: ${suggestions.join(", ")}?` : ""}`;
  return new InputError("role", message, { code: "unknown_role", suggestions });
}

/** Learning hours from `from` to `to`: Σ STEP_HOURS × difficulty/3. */
export function estimateLearningHours(from: number, to: number, difficulty: number): number {
  let h = 0;
  for (let l = Math.max(0, from) + 1; l <= to; l++) h += STEP_HOURS[l as 1 | 2 | 3 | 4] * (difficulty / 3);
  return Math.round(h);
}

function trigramSet(s: string): Set<string> {
  const p = `  ${s} `;
  const out = new Set<string>();
  for (let i = 0; i < p.length - 2; i++) out.add(p.slice(i, i + 3));
  return out;
}

/** Three closest occupation titles by character trigrams, for "did you mean" messages. */
export function suggestTitles(text: string, n = 3): string[] {
  const q = trigramSet(normalizeTitle(text));
  const scored = OCCUPATIONS.flatMap((o) =>
    [o.title, ...o.alternateTitles].map((t) => {
      const g = trigramSet(normalizeTitle(t));
      let inter = 0;
      for (const x of q) if (g.has(x)) inter++;
      return { title: o.title, s: (2 * inter) / (q.size + g.size) };
    }),
  );
  scored.sort((a, b) => b.s - a.s || a.title.localeCompare(b.title));
  return [...new Set(scored.map((x) => x.title))].slice(0, n);
}

export function resolveOccupationOrThrow(role: string): { occupation: Occupation; matchedOn: string } {
  const m = findOccupation(role);
  if (!m) throw unknownRoleError(role, suggestTitles(role));
  return { occupation: m.occupation, matchedOn: m.matchedOn };
}

function skillOf(name: string): Skill | null {
  return getSkill(name) ?? resolveSkill(name);
}

function premiumFor(skill: Skill | null, name: string, occ: Occupation): number {
  try {
    const p = computeSkillPremiums([skill?.name ?? name], occ).premiums[0];
    return p ? Math.round(p.premiumPercent * 10) / 10 : 0;
  } catch {
    // The salary engine is optional here: no premium data means no claimed return.
    return skill?.premiumPercent ?? 0;
  }
}

/**
 * Holding a role implies its skills at one level below what the occupation table lists (a conservative
 * reading: the table describes a fully competent holder). Unknown current roles add nothing.
 */
function addImpliedByRole(levels: ReturnType<typeof inferSkillLevels>, currentRole: string | undefined) {
  const occ = currentRole?.trim() ? findOccupation(currentRole)?.occupation : undefined;
  if (!occ) return;
  for (const req of occ.skills) {
    const skill = skillOf(req.skill);
    const level = (req.level - 1) as 0 | 1 | 2 | 3;
    if (!skill || level < 1) continue;
    const cur = levels.get(skill.id);
    if (!cur || cur.level < level)
      levels.set(skill.id, { skill, level, reason: `implied by the current role ${occ.title} (one level below its L${req.level})` });
  }
}

/** Months in a role after which its table skills count at the table level (a competent holder). */
export const ROLE_MONTHS_FOR_FULL_LEVEL = 36;

/**
 * Titles imply their core skills: every dated role in the CV whose title is an occupation of ours gives
 * that occupation's skills — at the table level after ROLE_MONTHS_FOR_FULL_LEVEL months in it (a carpenter of
 * 30 years holds carpentry), one level below before that.
 */
function addImpliedByCvRoles(levels: ReturnType<typeof inferSkillLevels>, cvText: string | undefined, asOf: Date | undefined) {
  if (!cvText?.trim()) return;
  const months = new Map<string, { occ: Occupation; title: string; months: number }>();
  const cv = analyzeCv(cvText, asOf);
  // PDF-extracted CVs often lose their role lines; the profession the whole text reads as (title phrases and
  // skills, lib/knowledge/occupations/profession.ts) then stands for the role, over the CV's stated years.
  // The headline and the titles before dates come first, then the parsed roles' titles (cvTitles), as in matching.
  const titles = cvTitles(cv, cvText, asOf);
  const roleTitles = new Set(cv.roles.map((r) => r.title.toLowerCase()));
  const stated = titles.filter((t) => !roleTitles.has(t.toLowerCase()));
  const prof = inferProfession({ titles, text: cvText }).top[0];
  if (prof && prof.p >= 0.4)
    months.set(prof.occupation.id, { occ: prof.occupation, title: prof.occupation.title, months: Math.round(cv.yearsExperience * 12) });
  // A stated title without dates we could read still names a role held: its skills one level below the table.
  for (const t of stated) {
    const occ = findOccupation(t)?.occupation;
    if (occ && !months.has(occ.id)) months.set(occ.id, { occ, title: t, months: 0 });
  }
  for (const r of cv.roles) {
    const occ = r.title ? findOccupation(r.title)?.occupation : undefined;
    if (!occ) continue;
    const cur = months.get(occ.id);
    months.set(occ.id, { occ, title: cur?.title ?? r.title, months: Math.max(cur?.months ?? 0, r.months) });
  }
  for (const { occ, title, months: m } of months.values()) {
    for (const req of occ.skills) {
      const skill = skillOf(req.skill);
      const level = (m >= ROLE_MONTHS_FOR_FULL_LEVEL ? req.level : req.level - 1) as 0 | 1 | 2 | 3 | 4;
      if (!skill || level < 1) continue;
      const cur = levels.get(skill.id);
      if (!cur || cur.level < level)
        levels.set(skill.id, { skill, level, reason: `implied by ${Math.round(m / 12)} years as ${title} (${occ.title} L${req.level})` });
    }
  }
}

/**
 * Work the CV names without naming the skill ("Tele caller", "Distribution Substation", "switchgear"): the
 * cue's skill at working level (L2), or L1 when the cue stands only in a skills list. Quoted as evidence.
 */
function addCuedSkills(levels: ReturnType<typeof inferSkillLevels>, cvText: string | undefined, asOf: Date | undefined) {
  if (!cvText?.trim()) return;
  // Offsets of analyzeCv's lines refer to its normalised text, so the cues are read from that text. Every
  // mention is read; the best-evidenced one (outside a skills list) sets the level.
  const cv = analyzeCv(cvText, asOf);
  const cues = findCuedSkills(cv.text);
  if (!cues.length) return;
  const lines = cv.lines;
  for (const c of cues) {
    const line = lines.findLast((l) => l.offset <= c.index);
    const level = line?.section === "skills" ? 1 : 2;
    const cur = levels.get(c.skill.id);
    if (!cur || cur.level < level)
      levels.set(c.skill.id, {
        skill: c.skill,
        level,
        reason: `the CV names ${c.skill.name.toLowerCase()} work: "${c.text}"${level === 1 ? " (in a skills list)" : ""}`,
      });
  }
}

/** A held skill implies its broader skills at the same level (skill graph: PostgreSQL ⇒ SQL, ACLS ⇒ BLS ⇒ CPR). */
function addImpliedBySkillGraph(levels: ReturnType<typeof inferSkillLevels>) {
  for (const held of [...levels.values()]) {
    for (const id of impliedSkills(held.skill.id)) {
      const skill = getSkill(id);
      if (!skill) continue;
      const cur = levels.get(id);
      if (!cur || cur.level < held.level)
        levels.set(id, { skill, level: held.level, reason: `implied by ${held.skill.name} (${held.reason})` });
    }
  }
}

export function analyzeSkillsGap(input: {
  targetRole: string;
  currentRole?: string;
  cvText?: string;
  currentSkills?: string[];
  hoursPerWeek?: number;
  asOf?: Date;
}): SkillsGapResult {
  const { occupation, matchedOn } = resolveOccupationOrThrow(input.targetRole);
  const levels = inferSkillLevels({ cvText: input.cvText, currentSkills: input.currentSkills, asOf: input.asOf });
  addImpliedByRole(levels, input.currentRole);
  addImpliedByCvRoles(levels, input.cvText, input.asOf);
  addCuedSkills(levels, input.cvText, input.asOf);
  addImpliedBySkillGraph(levels);
  const plainText = `${input.cvText ?? ""}\n${(input.currentSkills ?? []).join("\n")}`.toLowerCase();
  const gaps: GapSkill[] = [];
  const met: SkillsGapResult["met"] = [];
  let weightedReq = 0;
  let weightedGap = 0;
  for (const req of occupation.skills) {
    const skill = skillOf(req.skill);
    const name = skill?.name ?? req.skill;
    const inferred = skill ? levels.get(skill.id) : undefined;
    // Skills outside the taxonomy ("Software design") are matched as plain phrases: present = working level.
    const phraseHit = !skill && plainText.includes(req.skill.toLowerCase());
    const current = inferred?.level ?? (phraseHit ? 2 : 0);
    const evidence = inferred?.reason ?? (phraseHit ? `"${req.skill}" appears in the text` : "no mention found");
    const w = IMPORTANCE_WEIGHT[req.importance];
    weightedReq += w * req.level;
    weightedGap += w * Math.max(0, req.level - current);
    if (current >= req.level) {
      met.push({ skill: name, level: current, required: req.level, evidence });
      continue;
    }
    gaps.push({
      skill: name,
      skillId: skill?.id ?? null,
      importance: req.importance,
      currentLevel: current,
      requiredLevel: req.level,
      learningHours: estimateLearningHours(current, req.level, skill?.difficulty ?? 3),
      freeResources: findLearningResources(skill?.id ?? req.skill).resources,
      salaryReturnPercent: premiumFor(skill, req.skill, occupation),
      evidence,
    });
  }
  gaps.sort(
    (a, b) =>
      IMPORTANCE_WEIGHT[b.importance] - IMPORTANCE_WEIGHT[a.importance] ||
      b.requiredLevel - b.currentLevel - (a.requiredLevel - a.currentLevel) ||
      a.skill.localeCompare(b.skill),
  );
  const total = gaps.reduce((s, g) => s + g.learningHours, 0);
  const hpw = input.hoursPerWeek && input.hoursPerWeek > 0 ? Math.min(80, input.hoursPerWeek) : DEFAULT_HOURS_PER_WEEK;
  const gapScore = weightedReq ? Math.round((100 * weightedGap) / weightedReq) : 0;
  return {
    occupation,
    matchedOn,
    gapScore,
    readinessScore: 100 - gapScore,
    gaps,
    met,
    totalLearningHours: total,
    hoursPerWeek: hpw,
    estimatedMonths: total ? Math.max(1, Math.ceil(total / (hpw * WEEKS_PER_MONTH))) : 0,
    difficulty: total < 100 ? "easy" : total < 300 ? "moderate" : total < 800 ? "hard" : "very hard",
  };
}

export { levelLabel };
