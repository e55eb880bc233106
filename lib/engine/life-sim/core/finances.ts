/**
 * Reads a financial situation given as an object or as free text ("savings 20k, monthly expenses 3000, debt 5000").
 * Missing income is estimated from the career's salary model (net ≈ 72% of gross, an estimate for a single
 * filer across OECD tax wedges); missing expenses default to 70% of net income (estimate).
 */
import { z } from "zod";

export const FinancialSituation = z.union([
  z.string().trim().min(1).max(2000),
  z.object({
    savings: z.coerce.number().min(0).optional(),
    monthlyExpenses: z.coerce.number().min(0).optional(),
    debt: z.coerce.number().min(0).optional(),
    monthlyIncome: z.coerce.number().min(0).optional(),
    dependents: z.coerce.number().int().min(0).max(20).optional(),
  }).passthrough(),
]);

export interface Finances {
  savings: number;
  monthlyExpenses: number;
  debt: number;
  monthlyIncome: number;
  dependents: number;
  parsed: string[];
  estimated: string[];
}

/** Cue words of each amount in a free-text financial situation. */
export const AMOUNT_CUES = {
  savings: "savings|saved|emergency fund|cash|in the bank",
  expenses: "monthly expenses|expenses|spend|costs|outgoings|burn",
  debt: "debt|loan|owe|mortgage|credit card",
  income: "monthly income|income|salary|earn|take home|take-home",
  dependents: "dependents|kids|children",
} as const;

/**
 * "savings 20000" first, then "20k in savings" / "12k savings". A number is read from its first digit only
 * (the lookbehind after [0-9]: no digit earlier in the same run of digits, dots and commas); starting again at
 * every digit of a long run was quadratic.
 */
export function amountPatterns(words: string): [after: RegExp, before: RegExp] {
  return [
    new RegExp(`(?:${words})[^0-9;,\\n]{0,25}([0-9][0-9,.]*)(?:\\s*(k|m)\\b)?`, "i"),
    new RegExp(`([0-9](?<=(?:^|[^0-9,.])[,.]*[0-9])[0-9,.]*)(?:\\s*(k|m)\\b)?\\s+(?:[a-z]+\\s+){0,2}(?:${words})`, "i"),
  ];
}

const AMOUNT_PATTERNS = Object.fromEntries(Object.entries(AMOUNT_CUES).map(([k, words]) => [k, amountPatterns(words)])) as Record<keyof typeof AMOUNT_CUES, [RegExp, RegExp]>;

function amount(text: string, cue: keyof typeof AMOUNT_CUES): number | null {
  const [after, before] = AMOUNT_PATTERNS[cue];
  const m = after.exec(text) ?? before.exec(text);
  if (!m) return null;
  const n = Number(m[1].replace(/,/g, ""));
  if (!Number.isFinite(n)) return null;
  return n * (m[2]?.toLowerCase() === "k" ? 1_000 : m[2]?.toLowerCase() === "m" ? 1_000_000 : 1);
}

export function readFinances(input: z.infer<typeof FinancialSituation>, annualGrossSalary: number): Finances {
  const parsed: string[] = [];
  const estimated: string[] = [];
  let savings: number | null, expenses: number | null, debt: number | null, income: number | null, dependents: number | null;
  if (typeof input === "string") {
    savings = amount(input, "savings");
    expenses = amount(input, "expenses");
    debt = amount(input, "debt");
    income = amount(input, "income");
    dependents = amount(input, "dependents");
    // a yearly salary in the text ("salary 60000") is converted to monthly
    if (income !== null && income > 20_000) income = income / 12;
  } else {
    savings = input.savings ?? null; expenses = input.monthlyExpenses ?? null; debt = input.debt ?? null; income = input.monthlyIncome ?? null; dependents = input.dependents ?? null;
  }
  for (const [k, v] of Object.entries({ savings, monthlyExpenses: expenses, debt, monthlyIncome: income })) if (v !== null) parsed.push(`${k} ${v}`);
  const net = income ?? (annualGrossSalary * 0.72) / 12;
  if (income === null) estimated.push(`monthly net income ${Math.round(net)} (72% of the career's median gross / 12)`);
  const exp = expenses ?? net * 0.7;
  if (expenses === null) estimated.push(`monthly expenses ${Math.round(exp)} (70% of net income)`);
  if (savings === null) estimated.push("savings 0 (not stated)");
  return { savings: savings ?? 0, monthlyExpenses: exp, debt: debt ?? 0, monthlyIncome: net, dependents: dependents ?? 0, parsed, estimated };
}
