/**
 * What every input of every mode does to its result, in one table: the documented direction (a rise in the input
 * moves `output` up or down) for numeric, graded and ordered inputs, and "changes" for texts and categories. The
 * property tests (directions.test.ts) check each row over generated inputs, a test fails when a mode's input is
 * missing here, the eval counts violations, and docs/life-simulation.md prints the same rows.
 */

export type Direction = "up" | "down" | "changes";

/**
 * number: any value in `range`; graded: words or numbers on 0-10 (low < medium < high); ordinal: the `values` in
 * rising order; list: `values` are lists, each a superset of the one before for up/down; text / object: alternatives.
 */
export type InputKind = "number" | "graded" | "ordinal" | "list" | "text" | "object";

export interface InputEffect {
  /** body path: "riskTolerance", "financialSituation.savings", "preferences.money" */
  input: string;
  kind: InputKind;
  /** result path the direction is read on ("emergencyFund.targetMonths", "trajectory.last.salary.p50"); "*" = the whole result */
  output: string;
  direction: Direction;
  range?: [number, number];
  /** rising values (ordinal, list) or alternatives (text, object) */
  values?: unknown[];
  /** inputs removed from the base for this row (age acts through experience only when yearsExperience is absent) */
  without?: string[];
  /** where the "not ignored" check looks, when `output` may legitimately stay put between the extremes */
  probe?: string;
  note: string;
}

export interface ModeEffects {
  mode: number;
  /** a valid request the rows vary one input of */
  base: Record<string, unknown>;
  effects: InputEffect[];
}

const CAREERS = ["Accountant", "Registered Nurse", "Software Developer", "Teacher", "Chef", "Electrician"];
const COUNTRIES = ["GB", "US", "DE", "IN"];
const n = (
  input: string,
  output: string,
  direction: Direction,
  range: [number, number],
  note: string,
  without?: string[],
): InputEffect => ({ input, kind: "number", output, direction, range, note, ...(without ? { without } : {}) });
const g = (input: string, output: string, direction: Direction, note: string): InputEffect => ({
  input,
  kind: "graded",
  output,
  direction,
  range: [0, 10],
  note,
});
const c = (input: string, values: unknown[], output = "*", note = "a different value gives a different result"): InputEffect => ({
  input,
  kind: "text",
  output,
  direction: "changes",
  values,
  note,
});
const ordered = (
  input: string,
  kind: "ordinal" | "list",
  values: unknown[],
  output: string,
  direction: Direction,
  note: string,
): InputEffect => ({ input, kind, output, direction, values, note });

export const INPUT_EFFECTS: ModeEffects[] = [
  {
    mode: 1,
    base: { career: "Accountant", years: 10, age: 30, values: ["growth", "family"], country: "GB" },
    effects: [
      c("career", CAREERS, "trajectory.last.salary.p50"),
      n("years", "cumulativeEarnings.p50", "up", [1, 40], "a longer horizon adds years of pay"),
      n(
        "age",
        "startingPoint.salary.p50",
        "up",
        [14, 90],
        "without yearsExperience, age sets experience (age − 22), and experience never lowers pay",
        ["yearsExperience"],
      ),
      n("yearsExperience", "startingPoint.salary.p50", "up", [0, 50], "more experience: a higher or equal rung and pay point today"),
      n("yearsExperience", "trajectory.last.salary.p50", "up", [0, 50], "…and in the last year of the horizon"),
      ordered(
        "values",
        "list",
        [["money"], ["impact"], ["family", "stability"]],
        "valueFit.score",
        "changes",
        "values weigh the career's seven life dimensions",
      ),
      c("country", COUNTRIES, "simulation.currency", "the country sets the pay scale and currency"),
    ],
  },
  {
    mode: 2,
    base: { career: "Accountant", alternativeCareer: "Teacher", values: ["money", "family"], years: 10, age: 30, country: "GB" },
    effects: [
      c("career", CAREERS, "careers.0.earnings.annualAverage.p50"),
      c("alternativeCareer", CAREERS, "careers.1.earnings.annualAverage.p50"),
      ordered(
        "values",
        "list",
        [["money"], ["impact"], ["family", "stability"]],
        "careers.0.valueFit",
        "changes",
        "values weigh the seven life dimensions",
      ),
      n("years", "careers.0.earnings.cumulative.p50", "up", [1, 40], "a longer horizon adds years of pay to both careers"),
      n("age", "careers.0.earnings.annualAverage.p50", "up", [14, 90], "age sets experience, which never lowers pay"),
      c("country", COUNTRIES, "careers.0.earnings.currency", "the country sets pay and currency"),
    ],
  },
  {
    mode: 3,
    base: { message: "How much will I earn?", career: "Accountant", years: 10, age: 30, country: "GB" },
    effects: [
      c(
        "message",
        ["How much will I earn?", "Will AI replace me?", "Should I stay?"],
        "intent",
        "the message's intent picks which simulated facts answer",
      ),
      c("career", CAREERS, "futureSelf.medianSalary"),
      c("persona", ["optimistic", "blunt", "cautious"], "persona", "persona sets the tone only"),
      c(
        "chatHistory",
        [[], [{ role: "user", content: "How much will I earn?" }]],
        "reply",
        "a topic already discussed is answered in more depth",
      ),
      n("years", "futureSelf.yearsAhead", "up", [1, 40], "the future self speaks from further ahead"),
      n("age", "futureSelf.age", "up", [14, 90], "the future self is older"),
      c("country", COUNTRIES, "futureSelf.currency", "the country sets pay and currency"),
    ],
  },
  {
    mode: 4,
    base: { career: "Accountant", personality: "organised, calm", values: ["stability"], workStyle: "structured, quiet" },
    effects: [
      c("career", CAREERS, "alignmentScore"),
      c(
        "personality",
        ["organised, calm", "outgoing, creative, spontaneous", "anxious, disorganised"],
        "components.personality.score",
        "Big Five read from the text",
      ),
      ordered(
        "values",
        "list",
        [["money"], ["impact"], ["freedom", "growth"]],
        "components.values.score",
        "changes",
        "values against the career's dimensions",
      ),
      c(
        "workStyle",
        ["structured, quiet", "remote, flexible", "fast, team, client-facing"],
        "components.workStyle.score",
        "work-style axes",
      ),
    ],
  },
  {
    mode: 5,
    base: { career: "Software Architect", currentRole: "Software Developer", yearsExperience: 3, years: 15, country: "US" },
    effects: [
      c("career", ["Software Architect", "Data Scientist", "Engineering Manager"], "route"),
      c("currentRole", ["Software Developer", "Data Analyst", "Web Developer"], "route"),
      n("yearsExperience", "seniorOrAboveAtHorizon", "up", [0, 50], "more experience: a higher starting rung, never a lower one"),
      n("years", "seniorOrAboveAtHorizon", "up", [1, 40], "a longer horizon leaves more time to be promoted"),
      c("country", ["GB", "US", "DE"], "currentRole.startingRungs", "the country picks the ladder (e.g. NHS bands in GB)"),
    ],
  },
  {
    mode: 6,
    base: { answers: ["4", "2", "4", "3", "5", "2", "4", "2", "3", "4"] },
    effects: [
      ordered(
        "answers",
        "list",
        [
          ["2", "2", "4", "3", "5", "2", "4", "2", "3", "4"],
          ["3", "2", "4", "3", "5", "2", "4", "2", "3", "4"],
          ["5", "2", "4", "3", "5", "2", "4", "2", "3", "4"],
        ],
        "traits.2.score",
        "up",
        "TIPI item 1 (extraverted) raises extraversion",
      ),
      c("career", ["Accountant", "Sales Representative", "Registered Nurse"], "careerFit.score"),
    ],
  },
  {
    mode: 7,
    base: { personality: "curious, analytical", values: ["learning"], skills: ["Python", "SQL"], avoidances: [] },
    effects: [
      c(
        "personality",
        ["curious, analytical", "caring, warm, patient", "outgoing, persuasive"],
        "recommendations.0.components.personality",
      ),
      ordered("values", "list", [["money"], ["helping"], ["freedom"]], "valueWeights", "changes", "values set the weights"),
      ordered(
        "skills",
        "list",
        [["Python"], ["Nursing"], ["Accounting"]],
        "recommendations.0.title",
        "changes",
        "skills decide the skill-overlap part",
      ),
      ordered(
        "avoidances",
        "list",
        [[], ["sales"], ["sales", "night shifts"], ["sales", "night shifts", "coding"]],
        "excludedCount",
        "up",
        "every avoidance can only exclude more occupations",
      ),
    ],
  },
  {
    mode: 8,
    base: { career1: "Accountant", career2: "Software Developer", decision: "switch careers", currentAge: 30, years: 15, country: "GB" },
    effects: [
      c("career1", CAREERS, "lives.0.earnings.annualAverage.p50"),
      c("career2", CAREERS, "lives.1.earnings.annualAverage.p50"),
      c(
        "decision",
        ["switch careers", "study for a master's", "join a startup", "move to the public sector"],
        "lives.1.earnings.annualAverage.p50",
        "the decision sets the switching cost and where career 2 is lived",
      ),
      n("currentAge", "lives.0.earnings.annualAverage.p50", "up", [14, 90], "age sets experience, which never lowers pay"),
      n("years", "lives.0.earnings.cumulative.p50", "up", [1, 40], "a longer horizon adds years of pay"),
      c("country", COUNTRIES, "currency", "the country sets pay and currency"),
    ],
  },
  {
    mode: 9,
    base: {
      career: "Accountant",
      decision: "quit to freelance",
      financialSituation: { savings: 10_000, monthlyExpenses: 2_000, debt: 3_000, monthlyIncome: 3_000, dependents: 1 },
      riskTolerance: "medium",
      country: "GB",
    },
    effects: [
      c("career", CAREERS, "scenarios.0.durationMonths"),
      c(
        "decision",
        ["quit to freelance", "join a startup", "study for a master's", "relocate abroad"],
        "scenarios.3.note",
        "the decision is the fourth scenario",
      ),
      n("financialSituation.savings", "resilienceScore", "up", [0, 200_000], "more savings never lower resilience"),
      n("financialSituation.savings", "scenarios.0.shortfallProbability", "down", [0, 200_000], "…nor raise the chance of running out"),
      n("financialSituation.savingsMonths", "resilienceScore", "up", [0, 36], "savings stated in months of spending", [
        "financialSituation.savings",
      ]),
      n("financialSituation.monthlyExpenses", "resilienceScore", "down", [100, 10_000], "higher spending never raises resilience"),
      n("financialSituation.debt", "resilienceScore", "down", [0, 100_000], "debt payments shorten every runway"),
      n("financialSituation.monthlyIncome", "resilienceScore", "up", [0, 15_000], "more income never lowers resilience"),
      n("financialSituation.dependents", "emergencyFund.targetMonths", "up", [0, 8], "each dependent adds a month to the target"),
      n("financialSituation.dependents", "resilienceScore", "down", [0, 8], "…so the same savings cover less of it"),
      {
        input: "financialSituation.currency",
        kind: "object",
        output: "finances.savings",
        direction: "changes",
        values: ["GBP", "EUR", "USD"],
        note: "amounts in another currency are converted",
      },
      g("riskTolerance", "emergencyFund.targetMonths", "down", "more tolerance for risk, a smaller buffer wanted"),
      c("country", COUNTRIES, "finances.currency", "the country sets pay and currency"),
    ],
  },
  {
    mode: 10,
    base: { targetRole: "Data Scientist", currentSkills: ["Python"], hoursPerWeek: 6 },
    effects: [
      c("targetRole", ["Data Scientist", "Software Developer", "Accountant"], "matrix"),
      ordered(
        "currentSkills",
        "list",
        [["Excel"], ["Excel", "Python"], ["Excel", "Python", "SQL"], ["Excel", "Python", "SQL", "Statistics"]],
        "readinessScore",
        "up",
        "listing more skills never lowers readiness",
      ),
      n("hoursPerWeek", "monthsToReady", "down", [1, 80], "more hours a week, fewer months"),
    ],
  },
  {
    mode: 11,
    base: { career: "Data Scientist", currentRole: "Software Developer", yearsExperience: 4, country: "US" },
    effects: [
      c("career", ["Data Scientist", "Product Manager", "Software Architect"], "options"),
      c("currentRole", ["Software Developer", "Data Analyst", "Accountant"], "staying.tenYearEarnings.p50"),
      n("yearsExperience", "staying.tenYearEarnings.p50", "up", [0, 50], "more experience, higher pay if you stay"),
      c("country", COUNTRIES, "currency", "the country sets pay and currency"),
    ],
  },
  {
    mode: 12,
    base: {
      career: "Software Developer",
      personality: "agreeable, calm",
      negotiationStyle: "collaborative",
      yearsExperience: 5,
      country: "US",
    },
    effects: [
      c("career", CAREERS, "market.p50"),
      c("personality", ["agreeable, calm", "assertive, outgoing, organised", "anxious, shy"], "drivers"),
      c("negotiationStyle", ["avoidant", "collaborative", "competitive"], "style"),
      n("yearsExperience", "finalSalary.p50", "up", [0, 50], "more experience, a higher market offer"),
      c("country", COUNTRIES, "currency", "the country sets pay and currency"),
    ],
  },
  {
    mode: 13,
    base: { career: "Accountant", workHours: 45, satisfaction: 5, stressFactors: [] },
    effects: [
      c("career", CAREERS, "drivers"),
      n("workHours", "riskScore", "up", [0, 120], "longer hours never lower the risk"),
      g("satisfaction", "riskScore", "down", "more satisfaction never raises the risk"),
      ordered(
        "stressFactors",
        "list",
        [[], ["deadlines"], ["deadlines", "night shifts"], ["deadlines", "night shifts", "toxic manager"]],
        "riskScore",
        "up",
        "every stress factor adds risk",
      ),
    ],
  },
  {
    mode: 14,
    base: { career: "Accountant", alternativeCareer: "Teacher", values: ["money", "impact"], lifeGoals: [], country: "GB" },
    effects: [
      c("career", CAREERS, "careers.0.earnings.annualAverage.p50"),
      c("alternativeCareer", CAREERS, "careers.1.earnings.annualAverage.p50"),
      ordered(
        "values",
        "list",
        [["money"], ["impact"], ["family"]],
        "valueWeights",
        "changes",
        "values set the exchange rate between meaning and money",
      ),
      ordered(
        "lifeGoals",
        "list",
        [[], ["buy a home"], ["buy a home", "time with kids"]],
        "careers.0.lifeGoals",
        "changes",
        "each goal is checked against the outcomes",
      ),
      c("country", COUNTRIES, "careers.0.earnings.currency", "the country sets pay and currency"),
    ],
  },
  {
    mode: 15,
    base: { career: "Accountant", decision: "stay", age: 32, years: 10, country: "GB" },
    effects: [
      c("career", CAREERS, "roads.0.earnings.annualAverage.p50"),
      c("decision", ["stay", "leave to join a startup", "switch to become a teacher"], "decision.readAs"),
      n("age", "horizon.endAge", "up", [14, 90], "the stories end at age + years"),
      n("age", "yourCareerNow.earnings.annualAverage.p50", "up", [14, 90], "age sets experience in the career you have now"),
      n("years", "horizon.endAge", "up", [3, 40], "a longer horizon ends later"),
      c("country", COUNTRIES, "roads.0.earnings.currency", "the country sets pay and currency"),
    ],
  },
  {
    mode: 16,
    base: { career: "Accountant", aspect: "daily work" },
    effects: [
      c("career", CAREERS, "archetype"),
      c("aspect", ["daily work", "stress", "growth", "people", "money"], "aspect", "events of the chosen aspect are weighted ×1.6"),
    ],
  },
  {
    mode: 17,
    base: { career: "Accountant", task: "reconcile the accounts", level: "junior" },
    effects: [
      c("career", CAREERS, "archetype"),
      c("task", ["reconcile the accounts", "prepare a budget", "audit expenses"], "brief.title"),
      ordered("level", "ordinal", ["intern", "junior", "mid", "senior", "lead"], "passMark", "up", "a higher level raises the bar"),
    ],
  },
  {
    mode: 18,
    base: { career: "Accountant", company_type: "corporate", level: "mid" },
    effects: [
      c("career", CAREERS, "schedule"),
      c(
        "company_type",
        ["startup", "corporate", "NHS hospital", "public sector", "charity", "self-employed"],
        "companyType",
        "organisation types are read as such, never as occupations",
      ),
      ordered(
        "level",
        "ordinal",
        ["intern", "junior", "mid", "senior", "lead"],
        "totals.collaborationMinutes",
        "up",
        "seniority adds meetings and coordination",
      ),
    ],
  },
  {
    mode: 19,
    base: { career: "Accountant", preferences: { money: 5, time: 5, stability: 5, freedom: 5, meaning: 5, status: 5, growth: 5 } },
    effects: [
      c("career", CAREERS, "options"),
      ...["money", "time", "stability", "freedom", "meaning", "status", "growth"].map((d) => ({
        ...n(
          `preferences.${d}`,
          `options.0.attributes.${d}`,
          "up",
          [0, 10],
          `weighting ${d} more never makes the top option weaker on ${d}`,
        ),
        probe: "yourUtility",
      })),
    ],
  },
  {
    mode: 20,
    base: { currentProfile: "role: Accountant; skills: Excel", previousProfile: "role: Accountant; skills: Excel" },
    effects: [
      {
        input: "currentProfile",
        kind: "object",
        output: "changeScore",
        direction: "changes",
        values: [
          "role: Accountant; skills: Excel",
          "role: Registered Nurse; skills: Patient care",
          { role: "Teacher", skills: ["Lesson planning"] },
        ],
        note: "a different profile is a different change",
      },
      {
        input: "previousProfile",
        kind: "object",
        output: "changeScore",
        direction: "changes",
        values: ["role: Accountant; skills: Excel", "role: Chef; skills: Cooking", ["Software Developer", "Java"]],
        note: "a different starting point is a different change",
      },
    ],
  },
  {
    mode: 21,
    base: { career: "Accountant", yearsIn: 4, satisfaction: 5, recentChanges: [] },
    effects: [
      c("career", CAREERS, "career"),
      n("yearsIn", "alertScore", "up", [0, 60], "unhappiness and a plateau weigh more the longer they last"),
      g("satisfaction", "alertScore", "down", "more satisfaction never raises the alert"),
      ordered(
        "recentChanges",
        "list",
        [["got a promotion"], ["new manager"], ["missed promotion"]],
        "signals",
        "changes",
        "each change is a signal: a promotion lowers the score, setbacks raise it",
      ),
    ],
  },
];

/** Reads a dotted path ("a.0.b", "trajectory.last.salary") from a result; "*" is the whole result. */
export function readPath(value: unknown, path: string): unknown {
  if (path === "*") return value;
  let cur: unknown = value;
  for (const key of path.split(".")) {
    if (cur === null || cur === undefined) return undefined;
    if (Array.isArray(cur)) cur = key === "last" ? cur[cur.length - 1] : cur[Number(key)];
    else cur = (cur as Record<string, unknown>)[key];
  }
  return cur;
}

/** A copy of `body` with the dotted path set (objects created on the way) or removed (`value` undefined). */
export function writePath(body: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const out = structuredClone(body);
  const keys = path.split(".");
  let cur = out as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) {
    if (typeof cur[key] !== "object" || cur[key] === null) cur[key] = {};
    cur = cur[key] as Record<string, unknown>;
  }
  const last = keys[keys.length - 1];
  if (value === undefined) delete cur[last];
  else cur[last] = value;
  return out;
}

const ARROW: Record<Direction, string> = { up: "↑", down: "↓", changes: "changes" };

/** The table as markdown rows, as docs/life-simulation.md prints it (a test keeps the two equal). */
export function directionRows(): string[] {
  return INPUT_EFFECTS.flatMap((m) =>
    m.effects.map((e) => `| ${m.mode} | \`${e.input}\` | ${e.kind} | \`${e.output}\` ${ARROW[e.direction]} | ${e.note} |`),
  );
}
