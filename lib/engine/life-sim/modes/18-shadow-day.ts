/**
 * Mode 18 — Shadow Day AI. Method: an hour-by-hour day built from the archetype's task shares
 * (core/work-profiles.ts), adjusted by organisation type (start time, length, meeting and admin load; read with the
 * shared organisation-type reader, so "NHS hospital" is the NHS and "freelance" is self-employed) and level
 * (meetings and coordination grow with seniority). Time is planned in 30-minute blocks: the collaboration share is
 * rounded first, then focus, then admin, so a heavier meeting load can only add collaboration time; within each
 * kind, blocks go to tasks by largest remainder. One or two seeded events interrupt planned work. Energy is a
 * running sum of task and event moods.
 */
import { z } from "zod";
import { confidenceFromMatch, defineMode } from "../core/define";
import { levelInput, normalizeLevel, requiredText } from "../core/schema";
import { createRng, pickWeighted, round } from "../core/random";
import { findOrgType, orgPhrase, type OrgKey } from "../core/org-types";
import { ARCHETYPE_OF, EVENTS, TASKS, type Archetype, type TaskShare } from "../core/work-profiles";
import { SECTOR_PROFILES } from "../core/sectors";
import { resolveCareer } from "../knowledge";

export const ShadowDayInput = z.object({
  career: requiredText(),
  company_type: z.string().trim().max(80).optional().default("corporate"),
  level: levelInput,
});

interface Company {
  label: string;
  start: number;
  length: number;
  meetings: number;
  admin: number;
  note: string;
}

// Organisation-type effects on a working day (estimates).
const COMPANY: Record<OrgKey, Company> = {
  startup: {
    label: "startup",
    start: 9.5,
    length: 1.1,
    meetings: 0.9,
    admin: 0.8,
    note: "later start, longer day, fewer formal meetings, more context switching",
  },
  "scale-up": { label: "scale-up", start: 9, length: 1.08, meetings: 1.1, admin: 0.9, note: "growth pressure and many new-hire syncs" },
  corporate: { label: "corporate", start: 8.5, length: 1.0, meetings: 1.25, admin: 1.1, note: "earlier start and heavier meeting load" },
  agency: { label: "agency", start: 9, length: 1.08, meetings: 1.0, admin: 1.0, note: "client deadlines stretch the day" },
  public: {
    label: "public sector",
    start: 8,
    length: 0.95,
    meetings: 1.1,
    admin: 1.3,
    note: "fixed hours, procedural meetings and more paperwork",
  },
  nhs: {
    label: "NHS",
    start: 8,
    length: 1.0,
    meetings: 1.05,
    admin: 1.3,
    note: "shift patterns for clinical staff, governance and documentation load",
  },
  charity: {
    label: "charity / non-profit",
    start: 9,
    length: 1.0,
    meetings: 1.0,
    admin: 1.15,
    note: "lean teams wear many hats, grant reporting",
  },
  "self-employed": {
    label: "self-employed",
    start: 9,
    length: 1.05,
    meetings: 0.6,
    admin: 1.5,
    note: "no manager or team meetings; invoicing, finding work and admin fall on you",
  },
};
const ARCHETYPE_START: Partial<Record<Archetype, number>> = { clinical: 7, service: 11, field: 7.5, people: 8 };
// tasks spent with other people (as opposed to solo admin) whatever their mood
const PEOPLE_TASK =
  /meeting|stand-up|huddle|call|discussion|review|session|client|customer|team|stakeholder|family|guest|serving|alignment|hiring|selling|handover/;
const MEETING_TASK = /meeting|huddle|call|alignment|stakeholder/;
const LEVEL_MEETINGS = { intern: 0.6, junior: 0.8, mid: 1, senior: 1.3, lead: 1.8 } as const;
const LEVEL_LENGTH = { intern: 0.95, junior: 1, mid: 1, senior: 1.04, lead: 1.08 } as const;

type Kind = "focus" | "collaboration" | "admin";
const kindOf = (t: TaskShare): Kind => (t.focus ? "focus" : PEOPLE_TASK.test(t.task) ? "collaboration" : "admin");

function clock(h: number): string {
  const hh = Math.floor(h);
  const mm = Math.round((h - hh) * 60);
  return `${String(hh).padStart(2, "0")}:${String(mm).padStart(2, "0")}`;
}

/** Organisation type of the company_type text; unrecognised text is a typical corporate day (said in the output). */
function readCompany(text: string): { key: OrgKey; recognised: boolean } {
  const hit = findOrgType(text);
  if (hit) return { key: hit.org.key, recognised: true };
  const t = text.toLowerCase();
  if (/\bnon-?profit|\bngo\b|\bcharit/.test(t)) return { key: "charity", recognised: true };
  if (/\bgov|\bpublic|\bstate\b|\bmunicipal/.test(t)) return { key: "public", recognised: true };
  if (/\bscale/.test(t)) return { key: "scale-up", recognised: true };
  if (/\bstart/.test(t)) return { key: "startup", recognised: true };
  if (/\bconsult/.test(t)) return { key: "agency", recognised: true };
  return { key: "corporate", recognised: false };
}

/** Largest-remainder split of `blocks` over weights (deterministic; ties go to the earlier task). */
function split(blocks: number, weights: number[]): number[] {
  const total = weights.reduce((s, w) => s + w, 0);
  if (blocks <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (blocks * w) / total);
  const out = exact.map(Math.floor);
  let left = blocks - out.reduce((s, x) => s + x, 0);
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    out[i]++;
    left--;
  }
  return out;
}

export const shadowDayMode = defineMode(18, ShadowDayInput, (input, seed) => {
  const career = resolveCareer(input.career);
  const level = normalizeLevel(input.level);
  const company = readCompany(input.company_type);
  const c = COMPANY[company.key];
  const archetype = ARCHETYPE_OF[career.sectorKey];
  const rng = createRng(seed);
  const dayHours = (SECTOR_PROFILES[career.sectorKey].weeklyHours / 5) * c.length * LEVEL_LENGTH[level];
  const start = ARCHETYPE_START[archetype] ?? c.start;
  const weighted = TASKS[archetype].map((t) => ({
    ...t,
    kind: kindOf(t),
    w: t.share * (MEETING_TASK.test(t.task) ? c.meetings * LEVEL_MEETINGS[level] : kindOf(t) === "admin" ? c.admin : 1),
  }));
  const total = weighted.reduce((s, t) => s + t.w, 0);
  const shareOf = (k: Kind) => weighted.filter((t) => t.kind === k).reduce((s, t) => s + t.w, 0) / total;
  const blocks = Math.max(4, Math.round((dayHours - 0.5) * 2)); // 30-minute blocks, minus lunch
  const collabBlocks = Math.round(blocks * shareOf("collaboration"));
  const focusBlocks = Math.round(blocks * (shareOf("collaboration") + shareOf("focus"))) - collabBlocks;
  const plan: Record<Kind, number> = { collaboration: collabBlocks, focus: focusBlocks, admin: blocks - collabBlocks - focusBlocks };
  const alloc = (["focus", "collaboration", "admin"] as Kind[]).flatMap((k) => {
    const tasks = weighted.filter((t) => t.kind === k);
    const n = split(
      plan[k],
      tasks.map((t) => t.w),
    );
    return tasks.map((t, i) => ({ ...t, blocks: n[i] })).filter((t) => t.blocks > 0);
  });
  const schedule: { start: string; end: string; activity: string; kind: string; energy: number }[] = [];
  let h = start;
  let energy = 0;
  let lunchDone = false;
  const events = EVENTS[archetype];
  const eventCount = 1 + (rng() < 0.5 ? 1 : 0);
  const eventSlots = new Set(Array.from({ length: eventCount }, () => 2 + Math.floor(rng() * Math.max(1, blocks - 3))));
  let slot = 0;
  for (const task of alloc) {
    for (let b = 0; b < task.blocks; b++) {
      if (!lunchDone && h >= start + Math.min(4.5, dayHours / 2)) {
        schedule.push({ start: clock(h), end: clock(h + 0.5), activity: "lunch break", kind: "break", energy: round((energy += 1), 1) });
        h += 0.5;
        lunchDone = true;
      }
      if (eventSlots.has(slot)) {
        const e =
          events[
            pickWeighted(
              rng,
              events.map((x) => x.weeklyRate),
            )
          ];
        schedule.push({ start: clock(h), end: clock(h + 0.5), activity: e.text, kind: "event", energy: round((energy += e.mood), 1) });
      } else {
        schedule.push({
          start: clock(h),
          end: clock(h + 0.5),
          activity: task.task,
          kind: task.kind,
          energy: round((energy += task.mood * 0.5), 1),
        });
      }
      h += 0.5;
      slot++;
    }
  }
  // merge consecutive blocks of the same activity for a readable timeline
  const merged = schedule.reduce<typeof schedule>((acc, s) => {
    const last = acc[acc.length - 1];
    if (last && last.activity === s.activity) {
      last.end = s.end;
      last.energy = s.energy;
    } else acc.push({ ...s });
    return acc;
  }, []);
  const eventMinutes = schedule.filter((s) => s.kind === "event").length * 30;
  return {
    summary:
      `A ${level} ${career.title} ${orgPhrase({ key: company.key, label: c.label })} starts at ${clock(start)} and finishes around ${clock(h)} (${round(h - start, 1)} h): ` +
      `${plan.focus * 30} min focused work, ${plan.collaboration * 30} min with people and ${plan.admin * 30} min admin planned; ${schedule.filter((s) => s.kind === "event").length} interruption(s).`,
    companyType: c.label,
    companyTypeRecognised: company.recognised,
    level,
    schedule: merged,
    energyCurve: schedule.map((s) => ({ time: s.start, energy: s.energy })),
    totals: {
      focusMinutes: plan.focus * 30,
      collaborationMinutes: plan.collaboration * 30,
      adminMinutes: plan.admin * 30,
      eventMinutes,
      dayHours: round(h - start, 1),
    },
    evidence: career.evidence,
    confidence: confidenceFromMatch(career.matchScore) * 0.8 * (company.recognised ? 1 : 0.9),
    assumptions: [
      `Organisation type "${c.label}"${company.recognised ? "" : ` (company_type "${input.company_type}" not recognised: a typical corporate day is used)`}: ${c.note} (start ${clock(c.start)}, day length ×${c.length}, meetings ×${c.meetings}, admin ×${c.admin}); clinical, service, field and school roles keep their shift start.`,
      "Meeting load by level: intern ×0.6, junior ×0.8, mid ×1, senior ×1.3, lead ×1.8; day length by level ×0.95-1.08 (estimates).",
      "Day length = sector typical weekly hours / 5, adjusted by organisation type and level; 30-minute blocks; lunch after about half the day.",
      "Totals are the planned minutes by kind; interruptions (eventMinutes) displace planned work.",
    ],
  };
});
