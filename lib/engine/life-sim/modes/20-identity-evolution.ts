/**
 * Mode 20 — Identity Evolution. Method: each profile (object, "key: value; …" text, list, or free text) is
 * parsed into role, skills, values and personality; the diff reports roles (sector and seniority), skills
 * added/removed/kept (taxonomy identity), value-weight shifts and Big Five shifts. Change score (0-100) =
 * 30 × sector change (or 15 × role change) + 30 × skill Jaccard distance + 25 × value shift (half L1) +
 * 15 × personality shift (mean |Δ| / 50).
 */
import { z } from "zod";
import { defineMode } from "../core/define";
import { scoreLexicon, toScores, TRAITS } from "../core/big-five";
import { weighValues } from "../core/values";
import { DIMENSIONS } from "../core/sectors";
import { clamp, round } from "../core/random";
import { findCareer, findSkillNames, isSameSkill } from "../knowledge";

const Profile = z.union([
  z.string().trim().min(1).max(5000),
  z
    .array(z.string().max(500))
    .min(1)
    .max(100)
    .transform((a) => a.join("\n")),
  z.record(z.string(), z.unknown()),
]);

export const IdentityEvolutionInput = z.object({ currentProfile: Profile, previousProfile: Profile });

interface Parsed {
  role: string | null;
  skills: string[];
  values: string[];
  personality: string;
  text: string;
}

const split = (v: unknown): string[] =>
  (Array.isArray(v) ? v.map(String) : typeof v === "string" ? v.split(/[,;\n]/) : []).map((s) => s.trim()).filter(Boolean);

function parseProfile(p: z.infer<typeof Profile>): Parsed {
  const fields: Record<string, unknown> = typeof p === "string" ? {} : { ...p };
  const text =
    typeof p === "string"
      ? p
      : Object.values(p)
          .map((v) => (Array.isArray(v) ? v.join(", ") : String(v)))
          .join("\n");
  if (typeof p === "string") {
    for (const m of p.matchAll(/(role|title|job|skills|values|personality|traits|interests)\s*:\s*([^;\n]+)/gi))
      fields[m[1].toLowerCase()] = m[2];
  }
  const role = (fields.role ?? fields.title ?? fields.job) as string | undefined;
  const listed = split(fields.skills);
  const skills = listed.length ? listed : findSkillNames(text);
  return {
    role: role ? String(role).trim() : null,
    skills,
    values: split(fields.values),
    personality: String(fields.personality ?? fields.traits ?? text),
    text,
  };
}

export const identityEvolutionMode = defineMode(20, IdentityEvolutionInput, (input) => {
  const before = parseProfile(input.previousProfile);
  const after = parseProfile(input.currentProfile);
  const roleBefore = before.role ? findCareer(before.role) : null;
  const roleAfter = after.role ? findCareer(after.role) : null;
  const sectorChanged = !!roleBefore && !!roleAfter && roleBefore.sectorKey !== roleAfter.sectorKey;
  const roleChanged = !!roleBefore && !!roleAfter && roleBefore.title !== roleAfter.title;
  const kept = after.skills.filter((s) => before.skills.some((b) => isSameSkill(b, s)));
  const added = after.skills.filter((s) => !before.skills.some((b) => isSameSkill(b, s)));
  const removed = before.skills.filter((s) => !after.skills.some((a) => isSameSkill(a, s)));
  const union = kept.length + added.length + removed.length;
  const jaccardDistance = union ? (added.length + removed.length) / union : 0;
  const vb = weighValues(before.values);
  const va = weighValues(after.values);
  const hasValues = before.values.length > 0 && after.values.length > 0;
  const valueShifts = DIMENSIONS.map((d) => ({
    dimension: d,
    before: round(vb.weights[d], 3),
    after: round(va.weights[d], 3),
    change: round(va.weights[d] - vb.weights[d], 3),
  })).sort((x, y) => Math.abs(y.change) - Math.abs(x.change));
  const valueDistance = hasValues ? valueShifts.reduce((s, v) => s + Math.abs(v.change), 0) / 2 : 0;
  const pb = scoreLexicon(before.personality);
  const pa = scoreLexicon(after.personality);
  const tb = toScores(pb.traits);
  const ta = toScores(pa.traits);
  const traitShifts = TRAITS.map((t) => ({ trait: t, before: tb[t], after: ta[t], change: ta[t] - tb[t] }));
  const personalityDistance = TRAITS.reduce((s, t) => s + Math.abs(ta[t] - tb[t]), 0) / TRAITS.length / 50;
  const components = {
    role: sectorChanged ? 30 : roleChanged ? 15 : 0,
    skills: round(30 * jaccardDistance, 1),
    values: round(25 * clamp(valueDistance, 0, 1), 1),
    personality: round(15 * clamp(personalityDistance, 0, 1), 1),
  };
  const score = round(components.role + components.skills + components.values + components.personality, 0);
  const stage = score >= 60 ? "reinvention" : score >= 35 ? "major evolution" : score >= 15 ? "gradual growth" : "stable identity";
  const topValue = valueShifts[0];
  return {
    summary:
      `${stage} (${score}/100): ` +
      [
        roleBefore && roleAfter ? `${roleBefore.title} → ${roleAfter.title}${sectorChanged ? " (new sector)" : ""}` : null,
        `${added.length} skills gained, ${removed.length} dropped, ${kept.length} kept`,
        hasValues && Math.abs(topValue.change) >= 0.05
          ? `values moved toward ${topValue.change > 0 ? topValue.dimension : `less ${topValue.dimension}`}`
          : null,
      ]
        .filter(Boolean)
        .join("; ") +
      ".",
    changeScore: score,
    stage,
    components,
    role: {
      before: roleBefore?.title ?? before.role,
      after: roleAfter?.title ?? after.role,
      sectorBefore: roleBefore?.sector ?? null,
      sectorAfter: roleAfter?.sector ?? null,
      sectorChanged,
      roleChanged,
    },
    skills: { added, removed, kept, jaccardDistance: round(jaccardDistance, 3) },
    values: { shifts: valueShifts, compared: hasValues },
    personality: { shifts: traitShifts, cuesBefore: pb.cues, cuesAfter: pa.cues },
    confidence: round(
      clamp(
        0.35 + (roleBefore && roleAfter ? 0.15 : 0) + (union ? 0.15 : 0) + (hasValues ? 0.1 : 0) + (pb.cues + pa.cues > 0 ? 0.1 : 0),
        0,
        0.85,
      ),
      2,
    ),
    assumptions: [
      "Profiles are read from 'role:', 'skills:', 'values:', 'personality:' fields (object keys or 'key: value;' text); skills fall back to taxonomy mentions in free text.",
      "Change score = 30 sector change (15 role change) + 30 × skill Jaccard distance + 25 × half the L1 distance of value weights + 15 × mean Big Five change / 50.",
      "Personality is read with the Big Five lexicon; without personality words both sides stay at 50.",
    ],
  };
});
