/**
 * The chat's pay answers: a salary benchmark from the salary engine for the role, place, years, band and skills
 * the conversation has stated so far, and decisions between options priced the same way (with the life-simulation
 * engine when the options are two different occupations). Every figure comes with its basis and source.
 */
import { InputError } from "@/lib/errors";
import { benchmarkSalary, findScalePay, type SalaryBenchmark } from "@/lib/engine/salary";
import { runMode } from "@/lib/engine/life-sim";
import { getCountry } from "@/lib/knowledge/countries";
import type { ConversationState } from "./chat-intents";
import { readTurnSlots, STAY, type RoleSlot } from "./chat-slots";

export function money(n: number, currency: string): string {
  return `${currency} ${Math.round(n).toLocaleString("en-US")}`;
}

const PAY_BASIS: Record<SalaryBenchmark["payBasis"], string> = {
  scale: "a published pay scale",
  official: "an official occupation median",
  model: "our salary model (no official figure for this role and country)",
  global: "a world-median estimate",
};

/** Where each carried-forward fact came from ("role Registered Nurse (message 1)"). */
export function carriedFacts(state: ConversationState, turn: number): string | null {
  const parts: string[] = [];
  if (state.role && state.role.turn < turn) parts.push(`role ${state.role.value.title} (message ${state.role.turn})`);
  if (state.band && state.band.turn < turn && bandForRole(state)) parts.push(`${state.band.value} (message ${state.band.turn})`);
  if (state.city && state.city.turn < turn) parts.push(`${state.city.value} (message ${state.city.turn})`);
  else if (state.country && state.country.turn < turn)
    parts.push(`${getCountry(state.country.value)?.name ?? state.country.value} (message ${state.country.turn})`);
  if (state.years && state.years.turn < turn) parts.push(`${state.years.value} years of experience (message ${state.years.turn})`);
  return parts.length ? `From earlier in this conversation I used: ${parts.join(", ")}.` : null;
}

interface PayQuery {
  /** the band the country was inferred from, when it was */
  countryFrom?: string;
  role?: RoleSlot;
  band?: string;
  country?: string;
  city?: string;
  years?: number;
  skills?: string[];
}

type Priced =
  | { kind: "benchmark"; b: SalaryBenchmark; assumptions: string[] }
  | { kind: "scale"; label: string; annual: number; low: number; high: number; currency: string; evidence: string[]; assumptions: string[] }
  | { kind: "unknown_role"; message: string; suggestions: string[] }
  | { kind: "no_role" };

function price(q: PayQuery): Priced {
  const assumptions: string[] = [];
  let country = q.country;
  if (country && q.countryFrom) assumptions.push(`"${q.countryFrom}" is an NHS Agenda for Change band, so this uses the United Kingdom.`);
  if (!country && q.band?.startsWith("Band")) {
    country = "GB";
    assumptions.push(`"${q.band}" is an NHS Agenda for Change band, so this uses the United Kingdom.`);
  } else if (!country && q.band?.startsWith("GS-")) {
    country = "US";
    assumptions.push(`"${q.band}" is a U.S. General Schedule grade, so this uses the United States.`);
  } else if (!country) {
    country = "GB";
    assumptions.push("No country was named, so this uses the United Kingdom; name a country or city for a local figure.");
  }
  if (!q.role) {
    if (!q.band) return { kind: "no_role" };
    // A band's pay does not depend on the job title: the scale answers on its own.
    const s = findScalePay({ role: q.band, country, occupationId: null, years: q.years });
    if (!s) return { kind: "no_role" };
    return {
      kind: "scale",
      label: q.band,
      annual: s.annual,
      low: s.low,
      high: s.high,
      currency: s.scale.currency,
      evidence: s.evidence,
      assumptions,
    };
  }
  try {
    const role = q.band ? `${q.band} ${q.role.phrase}` : q.role.phrase;
    const b = benchmarkSalary({ role, country, city: q.city, yearsExperience: q.years, skills: q.skills?.slice(0, 5) });
    return { kind: "benchmark", b, assumptions };
  } catch (e) {
    if (e instanceof InputError) return { kind: "unknown_role", message: e.message, suggestions: e.suggestions };
    throw e;
  }
}

function pricedLines(p: Priced, depth: number, heading: string, where: string, band?: string): string[] {
  if (p.kind === "scale") {
    return [
      `${heading}: ${money(p.annual, p.currency)} a year on ${p.label} (the band runs ${money(p.low, p.currency)} to ${money(p.high, p.currency)}).`,
      ...p.assumptions,
      `Source and basis:`,
      ...p.evidence.slice(0, Math.max(depth + 1, 2)).map((e) => `- ${e}`),
    ];
  }
  if (p.kind !== "benchmark") return [];
  const b = p.b;
  const lines = [
    `${heading} for ${b.role.title}${band ? ` (${band})` : ""} in ${where}${b.countryName}:`,
    `- Range: ${money(b.salaryRange.low, b.currency)} to ${money(b.salaryRange.high, b.currency)}, median ${money(b.salaryRange.median, b.currency)} per year (about USD ${Math.round(b.usdEquivalent.median).toLocaleString("en-US")}).`,
    `- Negotiation target: ${money(b.negotiationTarget, b.currency)}.`,
    `- Confidence: ${b.confidence}. Basis: ${PAY_BASIS[b.payBasis]}.`,
  ];
  if (b.skillPremiums.length) lines.push(`- Skill premiums: ${b.skillPremiums.map((s) => `${s.skill} +${s.premiumPercent}%`).join(", ")}.`);
  // A pay-scale figure always shows its position on the scale: that line carries the years it assumed.
  const evidence =
    b.payBasis === "scale"
      ? [
          ...b.evidence.filter((e) => /^(Pay basis|Scale position)/.test(e)),
          ...b.evidence.filter((e) => !/^(Pay basis|Scale position)/.test(e)),
        ]
      : b.evidence;
  lines.push(
    ...p.assumptions,
    "How it was computed:",
    ...evidence.slice(0, Math.max(depth + 1, b.payBasis === "scale" ? 2 : 1)).map((e) => `- ${e}`),
  );
  return lines;
}

/** The evidence line that says where the figure comes from (the scale position, else the pay basis, else the match). */
function basisLine(b: SalaryBenchmark): string {
  return b.evidence.find((e) => e.startsWith("Scale position")) ?? b.evidence.find((e) => /^Pay basis/.test(e)) ?? b.evidence[0];
}

function medianOf(p: Priced): { value: number; currency: string } | null {
  if (p.kind === "benchmark") return { value: p.b.salaryRange.median, currency: p.b.currency };
  if (p.kind === "scale") return { value: p.annual, currency: p.currency };
  return null;
}

function compareToStated(state: ConversationState, p: Priced): string | null {
  const said = state.salary?.value;
  const m = medianOf(p);
  if (!said || !m || (said.currency && said.currency !== m.currency) || said.interval !== "year") return null;
  const diff = m.value - said.amount;
  const pct = Math.round((100 * diff) / said.amount);
  return `You said you earn ${said.text} (message ${state.salary!.turn}): this figure is ${money(Math.abs(diff), m.currency)} ${diff >= 0 ? "more" : "less"} a year (${diff >= 0 ? "+" : "−"}${Math.abs(pct)}%).`;
}

function unknownRole(p: Extract<Priced, { kind: "unknown_role" }>, phrase: string): string {
  return `I do not recognise "${phrase}" as a role I can price. Did you mean ${p.suggestions.join(", ") || "a more common title"}? Tell me the job title and I will benchmark it.`;
}

/**
 * The band that goes with the role being priced: one named with or after that role. A band from before a newer
 * role belongs to the earlier one ("I'm a Band 5 nurse" … "What does an electrician earn in Germany?").
 */
function bandForRole(state: ConversationState): string | undefined {
  if (!state.band) return undefined;
  return !state.role || state.band.turn >= state.role.turn ? state.band.value : undefined;
}

export function answerSalary(state: ConversationState, turn: number, depth: number): string {
  const band = bandForRole(state);
  const p = price({
    countryFrom: state.country?.inferredFrom,
    role: state.role?.value,
    band,
    country: state.country?.value,
    city: state.city?.value,
    years: state.years?.value,
    skills: state.skills?.value,
  });
  if (p.kind === "no_role")
    return "Which role should I benchmark? Tell me the job title (and the country or city), for example: 'What should a data analyst in Berlin with 5 years of experience earn?'";
  if (p.kind === "unknown_role") return unknownRole(p, state.role!.value.phrase);
  const where = state.city?.value ? `${state.city.value}, ` : "";
  const years = state.years ? ` (${state.years.value} years of experience)` : "";
  const heading = p.kind === "benchmark" ? "Salary benchmark" : `NHS Agenda for Change ${band}${years}`;
  const lines = pricedLines(p, depth, heading, where, band);
  if (p.kind === "benchmark" && years) lines[0] = lines[0].replace(/:$/, `${years}:`);
  const cmp = compareToStated(state, p);
  if (cmp) lines.push(cmp);
  const carried = carriedFacts(state, turn);
  if (carried) lines.push(carried);
  if (p.kind === "benchmark" && depth >= 3) lines.push(p.b.negotiationScript);
  return lines.join("\n");
}

/** One option of a decision, read with the conversation's state filling what the option leaves out. */
function optionQuery(option: string, state: ConversationState): { q: PayQuery; stays: boolean; changesRole: boolean } {
  const s = readTurnSlots(option);
  const stays = STAY.test(option);
  const role = s.role ?? s.goal;
  // Moving up to a named band starts at its entry point (Agenda for Change promotes to the band's first point).
  const newBand = !!s.band && s.band !== state.band?.value;
  return {
    q: {
      role: role ?? state.role?.value,
      band: s.band ?? (stays ? state.band?.value : undefined),
      country: s.country ?? state.country?.value,
      city: s.city ?? (s.country ? undefined : state.city?.value),
      years: newBand && s.band!.startsWith("Band") ? 0 : state.years?.value,
      skills: state.skills?.value,
    },
    stays,
    changesRole: !!role && role.occupationId !== state.role?.value.occupationId,
  };
}

export function answerDecision(state: ConversationState, options: string[], turn: number): string {
  const lines = [`You are weighing ${options.length} options: ${options.map((o, i) => `(${i + 1}) ${o}`).join(", ")}.`];
  const read = options.map((o) => optionQuery(o, state));
  const priced: { option: string; p: Priced; median: { value: number; currency: string } | null }[] = [];
  read.forEach(({ q, stays }, i) => {
    // Staying on a stated salary is priced at that salary, not at a benchmark or a scale point: the user knows it.
    if (stays && state.salary) {
      priced.push({
        option: options[i],
        p: { kind: "no_role" },
        median: { value: state.salary.value.amount, currency: state.salary.value.currency ?? "" },
      });
      lines.push(`- ${options[i]}: you said you earn ${state.salary.value.text} (message ${state.salary.turn}).`);
      return;
    }
    const p = price(q);
    const m = medianOf(p);
    priced.push({ option: options[i], p, median: m });
    if (p.kind === "scale")
      lines.push(
        `- ${options[i]}: ${money(p.annual, p.currency)} a year on ${p.label} (band ${money(p.low, p.currency)}–${money(p.high, p.currency)}; ${p.evidence[0]})`,
      );
    else if (p.kind === "benchmark")
      lines.push(
        `- ${options[i]}: median ${money(p.b.salaryRange.median, p.b.currency)} a year for ${p.b.role.title} in ${p.b.countryName} (${basisLine(p.b)})`,
      );
    else if (p.kind === "unknown_role") lines.push(`- ${options[i]}: ${unknownRole(p, q.role?.phrase ?? options[i])}`);
    else lines.push(`- ${options[i]}: no pay figure (no role or band named for this option).`);
  });
  if (read.some((r) => r.q.years === 0 && r.q.band?.startsWith("Band") && state.years?.value !== 0)) {
    lines.push(
      "A move up to a new Agenda for Change band starts at the band's entry point, so the option is priced there; pay then rises with years on the band.",
    );
  }
  const [a, b] = priced;
  if (a?.median && b?.median && a.median.currency === b.median.currency && a.median.currency) {
    const diff = a.median.value - b.median.value;
    lines.push(
      `On pay alone, option 1 is ${money(Math.abs(diff), a.median.currency)} a year ${diff >= 0 ? "more" : "less"} than option 2.`,
    );
  }
  // Two different occupations: simulate both careers with the life-simulation engine.
  const roles = read.map((r) => r.q.role).filter((r): r is RoleSlot => !!r);
  if (roles.length === 2 && roles[0].occupationId !== roles[1].occupationId && read.some((r) => r.changesRole)) {
    const country = read[0].q.country ?? state.country?.value ?? "GB";
    const sim = runMode(8, { career1: roles[0].title, career2: roles[1].title, decision: "switch careers", country, years: 10 }) as {
      summary: string;
    };
    lines.push(`Simulated over 10 years (life-simulation engine, parallel-life mode): ${sim.summary}`);
  }
  lines.push(
    "What pay does not settle, and only you can weigh: the work itself in each option, how each one moves you toward the role you want next, shifts and hours, and who you would learn from.",
    "Tell me which of those matters most to you, or your years of experience, and I will narrow it down.",
  );
  const carried = carriedFacts(state, turn);
  if (carried) lines.push(carried);
  return lines.join("\n");
}
