/**
 * Mode 3 — AI Future Self Chat. The reply is COMPOSED here, deterministically (the engine is pure and seeded, while the
 * model gateway in lib/models/gateway may call a remote provider; only its banned-phrase scrubber is applied), from the Future Self simulation of the career: the message's
 * intent (keyword classifier below) selects which simulated facts answer it, and the persona sets the tone.
 * Every number in the reply is in `facts`, so the reply is explainable. chatHistory moves the answer on:
 * a topic already answered is taken one level deeper instead of repeated.
 */
import { z } from "zod";
import { confidenceFromMatch, defineMode, marketConfidence } from "../core/define";
import { countryInput, numberIn, optionalNumberIn, requiredText } from "../core/schema";
import { futureSelfMode } from "./01-future-self";
import { collectTexts, marketField, resolveMarket } from "../core/market";
import { formatMoney, percent, withArticle } from "../core/format";
import type { YearPoint } from "../core/trajectory";
import { scrubBannedPhrases } from "@/lib/engine/writing/banned-phrases";

const Turn = z.union([z.object({ role: z.string().trim().max(40), content: z.string().max(4000) }), z.string().max(4000)]);

export const ChatInput = z.object({
  message: requiredText(4000),
  career: requiredText(),
  persona: z.string().trim().max(200).optional().default("reflective"),
  chatHistory: z.array(Turn).max(50).optional().default([]),
  years: numberIn(1, 40).default(10),
  age: optionalNumberIn(14, 90),
  country: countryInput,
});

const INTENTS: [string, RegExp][] = [
  ["money", /money|salary|earn|pay|rich|income|afford|wealth/],
  ["ai", /\bai\b|automat|robot|replace|obsolete|future of|chatgpt|machine/],
  ["skills", /skill|learn|study|course|certif|upskill/],
  ["seniority", /promot|senior|lead|manager|title|career ladder|level/],
  ["balance", /family|kids|balance|burn|stress|health|tired|time/],
  ["regret", /regret|worth|happy|mistake|wish|right choice|glad/],
  ["advice", /should|advice|what would you|tell me|recommend|do differently/],
];

function classify(message: string): string {
  const m = message.toLowerCase();
  return INTENTS.find(([, re]) => re.test(m))?.[0] ?? "general";
}

const TONES: Record<string, { open: string; close: string }> = {
  optimistic: { open: "Good news first:", close: "It works out for most versions of us — keep going." },
  blunt: { open: "Straight answer:", close: "Those are the odds; act on them." },
  cautious: { open: "Carefully, then:", close: "Plan for the bad tenth of outcomes, not just the median." },
  reflective: { open: "Looking back from here,", close: "What mattered most was choosing deliberately." },
};

function toneFor(persona: string) {
  const p = persona.toLowerCase();
  if (/optim|hope|positive|cheer/.test(p)) return { key: "optimistic", ...TONES.optimistic };
  if (/blunt|direct|honest|harsh/.test(p)) return { key: "blunt", ...TONES.blunt };
  if (/cautio|worr|realist|careful|pessim/.test(p)) return { key: "cautious", ...TONES.cautious };
  return { key: "reflective", ...TONES.reflective };
}

export const chatMode = defineMode(3, ChatInput, (input) => {
  // the country may be implied by the message or the history ("as a nurse in Leeds"); it is resolved here and passed
  // on, so every turn of one conversation talks about the same simulated lives
  const market = resolveMarket(input.country, collectTexts(input));
  const sim = futureSelfMode.run({
    career: input.career,
    years: input.years,
    age: input.age,
    country: market.code ?? "Global",
    values: undefined,
    yearsExperience: undefined,
  });
  const traj = sim.trajectory as YearPoint[];
  const last = traj[traj.length - 1];
  const first = traj[0];
  const start = sim.startingPoint as { salary: { p50: number } };
  const career = sim.career as { title: string; aiExposure: number; growthPercent: number };
  const currency = (sim.simulation as { currency: string }).currency;
  const milestones = sim.milestones as { event: string; probability: number; year: number | null }[];
  const intent = classify(input.message);
  const previous = input.chatHistory.map((t) => (typeof t === "string" ? t : t.content)).filter(Boolean);
  const deeper = previous.some((p) => classify(p) === intent && intent !== "general");
  const tone = toneFor(input.persona);
  const who = input.age !== undefined ? `I'm ${input.age + input.years} now` : `It's ${input.years} years on`;
  const money = `${formatMoney(last.salary.p50, currency)} a year in the middle case (bad tenth ${formatMoney(last.salary.p10, currency)}, good tenth ${formatMoney(last.salary.p90, currency)})`;
  const promo = milestones.filter((m) => m.event.startsWith("On the")).sort((a, b) => b.probability - a.probability)[0];
  const disruption = milestones.find((m) => m.event.includes("disruption"));
  const facts: { fact: string; value: string }[] = [
    { fact: "median salary in the final year", value: formatMoney(last.salary.p50, currency) },
    {
      fact: "salary range P10-P90 in the final year",
      value: `${formatMoney(last.salary.p10, currency)} – ${formatMoney(last.salary.p90, currency)}`,
    },
    { fact: "share of paths senior or above", value: percent(last.seniorOrAboveShare) },
    { fact: "median skill relevance, start → end", value: `${first.skillRelevance.p50} → ${last.skillRelevance.p50}` },
    { fact: "chance of at least one job disruption", value: percent(disruption?.probability ?? 0) },
  ];
  const bodies: Record<string, string> = {
    money:
      `${who} and I earn ${money}, up from about ${formatMoney(start.salary.p50, currency)} when you asked.` +
      (deeper
        ? ` The spread comes mostly from promotions and whether we moved employers; the bad tenth is mostly years after a disruption.`
        : ""),
    ai:
      `AI touched about ${percent(career.aiExposure)} of the tasks in ${career.title} work. Our skill relevance went from ${first.skillRelevance.p50} to ${last.skillRelevance.p50} in the median path, ` +
      `and ${percent(disruption?.probability ?? 0)} of our lives included a layoff or forced move.` +
      (deeper ? " The paths that held up kept learning every year; the ones that didn't took the pay cuts." : ""),
    skills:
      `The skills that held value were the ones AI didn't absorb: relevance ended at ${last.skillRelevance.p50} on average, ${last.skillRelevance.p10} in the worst tenth.` +
      (deeper
        ? ` Budget real learning time: the model refreshes relevance only through steady practice, with diminishing returns near the top.`
        : " Keep a yearly learning budget."),
    seniority: promo
      ? `In ${percent(promo.probability)} of our lives we reached ${promo.event.replace(/^On the (.*) rung or above$/, "$1")}${promo.year ? `, typically by year ${promo.year}` : ""}; ${percent(last.seniorOrAboveShare)} end senior or above.`
      : `Seniority mostly held steady at this level.`,
    balance: `Money ended at ${money}, but the years it cost were the ones with back-to-back changes. The career grows ${career.growthPercent}% per decade, so there's room to choose calmer employers.`,
    regret: `Most versions of me don't regret it: the median path earns ${formatMoney(last.salary.p50, currency)} and ${percent(last.seniorOrAboveShare)} reach senior level or above. The regret sits in the bad tenth (${formatMoney(last.salary.p10, currency)}).`,
    advice: `Three things, from the data of our lives: keep skill relevance above 0.7 (it ended at ${last.skillRelevance.p50}), hold ${disruption && disruption.probability > 0.2 ? "6+" : "3-6"} months of savings (disruption risk ${percent(disruption?.probability ?? 0)}), and go for the promotion window${promo?.year ? ` around year ${promo.year}` : ""}.`,
    general: `${who}. I'm ${withArticle(career.title)} earning ${money}. Ask me about money, AI, skills, promotions, balance or regret — I'll answer from the ${(sim.simulation as { paths: number }).paths} lives we simulated.`,
  };
  // the gateway's banned-phrase scrubber keeps the composed reply to the house rules for generated text
  const reply = scrubBannedPhrases(`${tone.open} ${bodies[intent]} ${tone.close}`);
  return {
    summary: `Reply from your ${input.years}-years-older self as ${withArticle(career.title)} (${intent} question, ${tone.key} persona).`,
    reply,
    intent,
    persona: tone.key,
    turn: previous.length + 1,
    facts,
    suggestedQuestions: INTENTS.map(([k]) => k)
      .filter((k) => k !== intent)
      .slice(0, 3)
      .map((k) => `What about ${k}?`),
    market: marketField(market),
    futureSelf: {
      yearsAhead: input.years,
      age: input.age !== undefined ? input.age + input.years : null,
      medianSalary: last.salary.p50,
      currency,
      medianRung: last.medianRung,
    },
    generator: "composed from the simulation (deterministic; gateway banned-phrase scrubber applied)",
    confidence: confidenceFromMatch((sim.career as { matchScore: number }).matchScore) * 0.9 * marketConfidence(market),
    assumptions: [
      "The reply is composed from the Future Self Monte Carlo (mode 1): every figure is listed in facts.",
      "Intent is classified by keywords (money, ai, skills, seniority, balance, regret, advice); a topic seen in chatHistory is answered in more depth.",
      "Persona selects tone only (optimistic, blunt, cautious, reflective); it never changes the numbers.",
      market.assumption,
      ...(sim.assumptions as string[]).slice(1, 3),
    ],
  };
});
