/**
 * Mode 16 — Reality Feed. Method: a seeded simulated work week for the career's archetype (core/work-profiles.ts).
 * Hours per day = the sector's typical weekly hours / 5 with ±10% noise; hours split by task shares with
 * Dirichlet-like noise; events are Poisson draws at their weekly rate / 5 per day, events of the chosen `aspect`
 * weighted ×1.6. Day mood = hour-weighted task mood + event moods.
 */
import { z } from "zod";
import { withArticle } from "../core/format";
import { confidenceFromMatch, defineMode } from "../core/define";
import { requiredText } from "../core/schema";
import { createRng, drawNormal, round, type Rng } from "../core/random";
import { ARCHETYPE_OF, EVENTS, TASKS, type Aspect } from "../core/work-profiles";
import { SECTOR_PROFILES } from "../core/sectors";
import { resolveCareer } from "../knowledge";

export const RealityFeedInput = z.object({
  career: requiredText(),
  aspect: z.string().trim().max(80).optional().default("daily work"),
});

const ASPECTS: Aspect[] = ["daily work", "stress", "growth", "people", "money"];
const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];

function normalizeAspect(text: string): Aspect {
  const t = text.toLowerCase();
  return (
    ASPECTS.find((a) => t.includes(a.split(" ")[0])) ??
    (/pay|salary|income/.test(t)
      ? "money"
      : /team|colleague|client|social/.test(t)
        ? "people"
        : /learn|career|promot/.test(t)
          ? "growth"
          : /pressure|burn|hard/.test(t)
            ? "stress"
            : "daily work")
  );
}

function drawPoisson(rng: Rng, lambda: number): number {
  // Knuth's method: exact and fast for the small rates used here
  const limit = Math.exp(-lambda);
  let k = 0;
  let p = rng();
  while (p > limit) {
    k++;
    p *= rng();
  }
  return k;
}

export const realityFeedMode = defineMode(16, RealityFeedInput, (input, seed) => {
  const career = resolveCareer(input.career);
  const archetype = ARCHETYPE_OF[career.sectorKey];
  const aspect = normalizeAspect(input.aspect);
  const rng = createRng(seed);
  const weekly = SECTOR_PROFILES[career.sectorKey].weeklyHours;
  const tasks = TASKS[archetype];
  const events = EVENTS[archetype];
  const days = DAYS.map((day) => {
    const hours = round((weekly / 5) * (1 + drawNormal(rng, 0, 0.1)), 1);
    const raw = tasks.map((t) => t.share * Math.exp(drawNormal(rng, 0, 0.3)));
    const total = raw.reduce((s, x) => s + x, 0);
    const split = tasks.map((t, k) => ({ task: t.task, hours: round((hours * raw[k]) / total, 1), mood: t.mood }));
    const happened = events.flatMap((e) => {
      // AI-assistant events scale with the occupation's AI exposure
      const rate = (e.weeklyRate / 5) * (e.aspect === aspect ? 1.6 : 1) * (/AI/.test(e.text) ? career.aiExposure / 0.5 : 1);
      return Array.from({ length: Math.min(2, drawPoisson(rng, rate)) }, () => ({ event: e.text, mood: e.mood, aspect: e.aspect }));
    });
    const taskMood = split.reduce((s, t) => s + t.mood * t.hours, 0) / Math.max(1, hours);
    const mood = round(taskMood + happened.reduce((s, e) => s + e.mood, 0) * 0.5, 2);
    return {
      day,
      hours,
      tasks: split.map(({ task, hours: h }) => ({ task, hours: h })),
      events: happened,
      mood,
      moodLabel: mood > 0.5 ? "good day" : mood < -0.5 ? "hard day" : "mixed day",
    };
  });
  const allEvents = days.flatMap((d) => d.events);
  const focusShare = tasks.filter((t) => t.focus).reduce((s, t) => s + t.share, 0);
  const drainingShare = tasks.filter((t) => t.mood < 0).reduce((s, t) => s + t.share, 0);
  const aspectEvents = allEvents.filter((e) => e.aspect === aspect);
  const best = [...days].sort((a, b) => b.mood - a.mood)[0];
  const worst = [...days].sort((a, b) => a.mood - b.mood)[0];
  return {
    summary:
      `A simulated week as ${withArticle(career.title)}: ${round(
        days.reduce((s, d) => s + d.hours, 0),
        1,
      )} hours, ${allEvents.length} notable events (${aspectEvents.length} about ${aspect}). ` +
      `Best day ${best.day} (${best.moodLabel}), hardest ${worst.day}. ${Math.round(focusShare * 100)}% of time is focused work, ${Math.round(drainingShare * 100)}% is tasks most people find draining.`,
    aspect,
    archetype,
    week: days,
    weekStats: {
      totalHours: round(
        days.reduce((s, d) => s + d.hours, 0),
        1,
      ),
      averageMood: round(days.reduce((s, d) => s + d.mood, 0) / days.length, 2),
      focusShare: round(focusShare, 2),
      drainingShare: round(drainingShare, 2),
      eventsByAspect: Object.fromEntries(ASPECTS.map((a) => [a, allEvents.filter((e) => e.aspect === a).length])),
    },
    taskProfile: tasks,
    evidence: career.evidence,
    confidence: confidenceFromMatch(career.matchScore) * 0.8,
    assumptions: [
      `Typical weekly hours ${weekly} for ${SECTOR_PROFILES[career.sectorKey].label} (BLS CPS 2023 by occupation group; estimate where no group).`,
      "Task shares are estimates informed by O*NET task statements for the archetype; each day's split has ±30% log-normal noise.",
      `Events are Poisson draws at their weekly rate; events about "${aspect}" are weighted ×1.6; AI-assistant events scale with AI exposure (${career.aiExposure}).`,
      "Mood: task mood (−2..+2) weighted by hours plus half of each event's mood.",
    ],
  };
});
