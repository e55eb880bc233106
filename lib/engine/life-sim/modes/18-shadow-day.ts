/**
 * Mode 18 — Shadow Day AI. Method: an hour-by-hour day built from the archetype's task shares
 * (core/work-profiles.ts), adjusted by company type (start time, length, meeting load) and level (meetings and
 * coordination grow with seniority). Time is laid out in 30-minute blocks: a check-in, focus work in the
 * morning, lunch, collaborative work after lunch, admin last; one or two seeded events interrupt the day.
 * Energy is a running sum of task and event moods.
 */
import { z } from "zod";
import { confidenceFromMatch, defineMode } from "../core/define";
import { levelInput, normalizeLevel, requiredText } from "../core/schema";
import { createRng, pickWeighted, round } from "../core/random";
import { ARCHETYPE_OF, EVENTS, TASKS, type Archetype } from "../core/work-profiles";
import { SECTOR_PROFILES } from "../core/sectors";
import { resolveCareer } from "../knowledge";

export const ShadowDayInput = z.object({
  career: requiredText(),
  company_type: z.string().trim().max(80).optional().default("corporate"),
  level: levelInput,
});

const COMPANY: Record<string, { start: number; length: number; meetings: number; note: string }> = {
  startup: { start: 9.5, length: 1.1, meetings: 0.9, note: "later start, longer day, fewer formal meetings, more context switching" },
  "scale-up": { start: 9, length: 1.08, meetings: 1.1, note: "growth pressure and many new-hire syncs" },
  corporate: { start: 8.5, length: 1.0, meetings: 1.25, note: "earlier start and heavier meeting load" },
  agency: { start: 9, length: 1.08, meetings: 1.0, note: "client deadlines stretch the day" },
  public: { start: 8, length: 0.95, meetings: 1.1, note: "fixed hours, procedural meetings" },
  nonprofit: { start: 9, length: 1.0, meetings: 1.0, note: "lean teams wear many hats" },
};
const ARCHETYPE_START: Partial<Record<Archetype, number>> = { clinical: 7, service: 11, field: 7.5, people: 8 };
// tasks spent with other people (as opposed to solo admin) whatever their mood
const PEOPLE_TASK = /meeting|stand-up|huddle|call|discussion|review|session|client|customer|team|stakeholder|family|guest|serving|alignment|hiring|selling|handover/;
const LEVEL_MEETINGS = { intern: 0.6, junior: 0.8, mid: 1, senior: 1.3, lead: 1.8 } as const;

function clock(h: number): string {
  const hh = Math.floor(h);
  const mm = Math.round((h - hh) * 60);
  return `${String(hh).padStart(2, "0")}:${String(mm).padStart(2, "0")}`;
}

function normalizeCompany(text: string): string {
  const t = text.toLowerCase();
  return Object.keys(COMPANY).find((k) => t.includes(k.replace("-", ""))) ?? (/scale/.test(t) ? "scale-up" : /gov|public|state/.test(t) ? "public" : /charity|ngo|non/.test(t) ? "nonprofit" : /start/.test(t) ? "startup" : /agency|consult/.test(t) ? "agency" : "corporate");
}

export const shadowDayMode = defineMode(18, ShadowDayInput, (input, seed) => {
  const career = resolveCareer(input.career);
  const level = normalizeLevel(input.level);
  const companyKey = normalizeCompany(input.company_type);
  const company = COMPANY[companyKey];
  const archetype = ARCHETYPE_OF[career.sectorKey];
  const rng = createRng(seed);
  const dayHours = (SECTOR_PROFILES[career.sectorKey].weeklyHours / 5) * company.length * (level === "lead" ? 1.08 : level === "senior" ? 1.04 : 1);
  const start = ARCHETYPE_START[archetype] ?? company.start;
  const weighted = TASKS[archetype].map((t) => ({ ...t, w: t.share * (/meeting|huddle|call|alignment|stakeholder/.test(t.task) ? company.meetings * LEVEL_MEETINGS[level] : 1) }));
  const total = weighted.reduce((s, t) => s + t.w, 0);
  const blocks = Math.round((dayHours - 0.5) * 2); // 30-minute blocks, minus lunch
  const alloc = weighted.map((t) => ({ ...t, blocks: Math.max(1, Math.round((blocks * t.w) / total)) }));
  const order = [...alloc.filter((t) => t.focus), ...alloc.filter((t) => !t.focus && PEOPLE_TASK.test(t.task)), ...alloc.filter((t) => !t.focus && !PEOPLE_TASK.test(t.task))];
  const schedule: { start: string; end: string; activity: string; kind: string; energy: number }[] = [];
  let h = start;
  let energy = 0;
  let lunchDone = false;
  const events = EVENTS[archetype];
  const eventCount = 1 + (rng() < 0.5 ? 1 : 0);
  const eventSlots = new Set(Array.from({ length: eventCount }, () => 2 + Math.floor(rng() * Math.max(1, blocks - 3))));
  let slot = 0;
  for (const task of order) {
    for (let b = 0; b < task.blocks; b++) {
      if (!lunchDone && h >= start + Math.min(4.5, dayHours / 2)) {
        schedule.push({ start: clock(h), end: clock(h + 0.5), activity: "lunch break", kind: "break", energy: round((energy += 1), 1) });
        h += 0.5;
        lunchDone = true;
      }
      if (eventSlots.has(slot)) {
        const e = events[pickWeighted(rng, events.map((x) => x.weeklyRate))];
        schedule.push({ start: clock(h), end: clock(h + 0.5), activity: e.text, kind: "event", energy: round((energy += e.mood), 1) });
        h += 0.5;
      } else {
        schedule.push({ start: clock(h), end: clock(h + 0.5), activity: task.task, kind: task.focus ? "focus" : PEOPLE_TASK.test(task.task) ? "collaboration" : "admin", energy: round((energy += task.mood * 0.5), 1) });
        h += 0.5;
      }
      slot++;
    }
  }
  // merge consecutive blocks of the same activity for a readable timeline
  const merged = schedule.reduce<typeof schedule>((acc, s) => {
    const last = acc[acc.length - 1];
    if (last && last.activity === s.activity) { last.end = s.end; last.energy = s.energy; } else acc.push({ ...s });
    return acc;
  }, []);
  const minutes = (kind: string) => schedule.filter((s) => s.kind === kind).length * 30;
  return {
    summary: `A ${level} ${career.title} at a ${companyKey} starts at ${clock(start)} and finishes around ${clock(h)} (${round(h - start, 1)} h): ` +
      `${minutes("focus")} min focused work, ${minutes("collaboration")} min with people, ${minutes("admin")} min admin, ${schedule.filter((s) => s.kind === "event").length} interruption(s).`,
    companyType: companyKey,
    level,
    schedule: merged,
    energyCurve: schedule.map((s) => ({ time: s.start, energy: s.energy })),
    totals: { focusMinutes: minutes("focus"), collaborationMinutes: minutes("collaboration"), adminMinutes: minutes("admin"), eventMinutes: minutes("event"), dayHours: round(h - start, 1) },
    evidence: career.evidence,
    confidence: confidenceFromMatch(career.matchScore) * 0.8,
    assumptions: [
      `Company type "${companyKey}": ${company.note} (start ${clock(company.start)}, day length ×${company.length}, meetings ×${company.meetings}); clinical, service, field and school roles keep their shift start.`,
      `Meeting load by level: intern ×0.6, junior ×0.8, mid ×1, senior ×1.3, lead ×1.8 (estimates).`,
      "Day length = sector typical weekly hours / 5, adjusted by company and level; 30-minute blocks; lunch after about half the day.",
    ],
  };
});
