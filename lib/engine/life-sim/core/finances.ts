/**
 * Reads a financial situation given as an object or as free text ("savings 20k, monthly expenses 3000, debt 5000",
 * "3 months savings, £40k salary, two kids"). Amounts may carry a currency ("£40k", "€55k", "AUD 90,000") and are
 * converted to the simulated market's currency at pinned rates; savings may be stated in months of spending.
 * Missing income is estimated from the career's salary model (net ≈ 72% of gross, an estimate for a single
 * filer across OECD tax wedges); missing expenses default to 70% of net income (estimate).
 */
import { z } from "zod";
import { findAmounts, NUMBER_WORD_RE, readAmount, readMonths, readNumberWord, type Amount } from "./inputs";

const field = z.union([z.number().min(0), z.string().trim().min(1).max(200)]);

export const FinancialSituation = z.union([
  z.string().trim().min(1).max(2000),
  z
    .object({
      savings: field.optional(),
      /** savings as months of spending, an alternative to an amount */
      savingsMonths: z.union([z.number().min(0).max(600), z.string().trim().max(40)]).optional(),
      monthlyExpenses: field.optional(),
      debt: field.optional(),
      monthlyIncome: field.optional(),
      dependents: z.union([z.number().int().min(0).max(20), z.string().trim().max(40)]).optional(),
      /** ISO 4217 code of the amounts when they carry no symbol */
      currency: z.string().trim().length(3).optional(),
    })
    .passthrough(),
]);

export type FinancialSituationInput = z.infer<typeof FinancialSituation>;

export interface Finances {
  savings: number;
  monthlyExpenses: number;
  /** consumer debt (cards, overdrafts, personal loans) */
  debt: number;
  /** monthly payment on the debts above plus mortgage and student-loan payments */
  monthlyDebtService: number;
  monthlyIncome: number;
  dependents: number;
  /** what was read, in the market currency */
  parsed: string[];
  estimated: string[];
}

export interface MoneyContext {
  /** the career's median gross annual pay in the market currency (for estimates) */
  annualGrossSalary: number;
  currency: string;
  /** converts an amount from another currency into the market currency; null when a rate is missing */
  convert(amount: number, from: string): number | null;
}

/** Monthly payment as a share of the balance (estimates): cards and personal loans ~3 % minimum, mortgages ~0.5 %, student loans ~0.5 %. */
const DEBT_SERVICE = { consumer: 0.03, mortgage: 0.005, student: 0.005 } as const;

/** Net monthly pay as a share of gross annual pay / 12 (estimate for a single filer across OECD tax wedges). */
const NET_SHARE = 0.72;

interface Reading {
  savings: Amount | null;
  savingsMonths: number | null;
  expenses: Amount | null;
  consumerDebt: Amount | null;
  mortgage: Amount | null;
  studentLoan: Amount | null;
  income: (Amount & { period: "month" | "year"; net: boolean }) | null;
  dependents: number | null;
}

const YEARLY = /\b(a|per|each|every)\s+year\b|\/\s*(yr|year)\b|\bp\.?\s?a\.?\b|\bannual(ly)?\b|\byearly\b|\bsalary\b/i;
const MONTHLY = /\b(a|per|each|every)\s+month\b|\/\s*(mo|month)\b|\bpcm\b|\bmonthly\b|\bp\/?m\b/i;

/** "2 kids", "children: two", "mother of three": built once from the number words (checked by the ReDoS test). */
export const DEPENDENT_PATTERNS = [
  new RegExp(
    String.raw`\b(\d+|${NUMBER_WORD_RE})\s+(?:young\s+|small\s+|little\s+)?(dependents?|dependants?|kids?|children|child|sons?|daughters?|babies|baby)\b`,
  ),
  // the ":" or "=" carries its own whitespace: "\s*[:=]?\s*" split a run of spaces between two runs every way
  new RegExp(String.raw`\b(?:dependents?|dependants?|kids?|children)\s*(?:[:=]\s*)?(\d+|${NUMBER_WORD_RE})\b`),
  new RegExp(String.raw`\b(?:parent|mother|father|mum|mom|dad) of (\d+|${NUMBER_WORD_RE})\b`),
] as const;

function dependentsIn(clause: string): number | null {
  const t = clause.toLowerCase();
  if (!/\b(dependents?|dependants?|kids?|children|child|sons?|daughters?|babies|baby|family of)\b/.test(t)) return null;
  if (/\bno (kids|children|dependents|dependants)\b|\bchildless\b/.test(t)) return 0;
  const familyOf = /\bfamily of (\d+|[a-z]+)\b/.exec(t);
  if (familyOf) {
    const n = /^\d/.test(familyOf[1]) ? Number(familyOf[1]) : readNumberWord(familyOf[1]);
    if (n !== null) return Math.max(0, n - 1);
  }
  const [countFirst, countAfter, parentOf] = DEPENDENT_PATTERNS;
  const num = countFirst.exec(t) ?? countAfter.exec(t) ?? parentOf.exec(t);
  if (num) return /^\d/.test(num[1]) ? Number(num[1]) : readNumberWord(num[1]);
  return /\b(a|one) (child|kid|son|daughter|baby|dependent|dependant)\b/.test(t) ? 1 : null;
}

/** Splits free text into clauses and reads each by its keyword; the first kind a clause names wins. */
function readText(text: string): Reading {
  const r: Reading = {
    savings: null,
    savingsMonths: null,
    expenses: null,
    consumerDebt: null,
    mortgage: null,
    studentLoan: null,
    income: null,
    dependents: null,
  };
  // ", " and ";" split clauses, but not the thousands comma of "40,000"
  const clauses = text
    .split(/;|\n|,(?!\d{3}\b)|\band\b|\bbut\b|\bwith\b/i)
    .map((c) => c.trim())
    .filter(Boolean);
  for (const clause of clauses) {
    const t = clause.toLowerCase();
    const amount = findAmounts(clause).filter((a) => !/^\d+$/.test(a.raw) || a.value >= 10 || a.currency)[0] ?? null;
    const deps = dependentsIn(clause);
    if (deps !== null && !/\b(savings?|expenses?|debt|loan|salary|income)\b/.test(t)) {
      r.dependents ??= deps;
      continue;
    }
    if (/\bmortgage\b/.test(t)) {
      if (amount) r.mortgage ??= amount;
      continue;
    }
    if (/\bstudent loans?\b/.test(t)) {
      if (amount) r.studentLoan ??= amount;
      continue;
    }
    if (/\b(debts?|loans?|owe|owing|credit cards?|overdraft|arrears)\b/.test(t)) {
      if (amount) r.consumerDebt ??= amount;
      continue;
    }
    if (/\b(savings?|saved|save|emergency fund|cash|in the bank|nest egg|rainy[- ]day|runway|cushion|buffer)\b/.test(t)) {
      const months =
        /\b(month|months|mos?|weeks?|years?|yrs?)\b/.test(t) && !/\b(a|per|each|every) month\b/.test(t) ? readMonths(clause) : null;
      if (months !== null && !(amount && amount.currency)) r.savingsMonths ??= months;
      else if (amount) r.savings ??= amount;
      continue;
    }
    if (/\b(expenses?|spend|spending|costs?|outgoings|burn|bills|living)\b/.test(t)) {
      if (amount) r.expenses ??= YEARLY.test(clause) && !MONTHLY.test(clause) ? { ...amount, value: amount.value / 12 } : amount;
      continue;
    }
    if (/\b(income|salary|earn|earning|earnings|take[- ]home|net pay|pay|paid|wages?|make)\b/.test(t) && amount) {
      const net = /\b(take[- ]home|net)\b/.test(t);
      const period = MONTHLY.test(clause) ? "month" : YEARLY.test(clause) || amount.value >= 15_000 ? "year" : "month";
      r.income ??= { ...amount, period, net };
      continue;
    }
    if (deps !== null) r.dependents ??= deps;
  }
  return r;
}

function readObject(o: Exclude<FinancialSituationInput, string>): Reading {
  const tag = (a: Amount | null): Amount | null => (a && !a.currency && o.currency ? { ...a, currency: o.currency.toUpperCase() } : a);
  const months =
    o.savingsMonths !== undefined
      ? typeof o.savingsMonths === "number"
        ? o.savingsMonths
        : (readMonths(o.savingsMonths) ?? readAmount(o.savingsMonths)?.value ?? null)
      : null;
  // "savings": "3 months" is months of spending, not an amount of 3
  const savingsText = typeof o.savings === "string" ? o.savings : null;
  const savingsAsMonths =
    savingsText && /\b(months?|weeks?|years?)\b/i.test(savingsText) && !findAmounts(savingsText)[0]?.currency
      ? readMonths(savingsText)
      : null;
  const dependents =
    o.dependents === undefined
      ? null
      : typeof o.dependents === "number"
        ? o.dependents
        : (readAmount(o.dependents)?.value ?? dependentsIn(o.dependents));
  const income = tag(o.monthlyIncome === undefined ? null : readAmount(o.monthlyIncome));
  return {
    savings: savingsAsMonths !== null ? null : tag(o.savings === undefined ? null : readAmount(o.savings)),
    savingsMonths: savingsAsMonths ?? months,
    expenses: tag(o.monthlyExpenses === undefined ? null : readAmount(o.monthlyExpenses)),
    consumerDebt: tag(o.debt === undefined ? null : readAmount(o.debt)),
    mortgage: null,
    studentLoan: null,
    income: income ? { ...income, period: "month", net: true } : null,
    dependents,
  };
}

/** Reasons a stated value could not be read, for the 400 naming `financialSituation.<field>`. */
export function checkFinancialObject(o: Exclude<FinancialSituationInput, string>): { field: string; message: string } | null {
  for (const key of ["savings", "monthlyExpenses", "debt", "monthlyIncome"] as const) {
    const v = o[key];
    if (typeof v === "string" && readAmount(v) === null && !(key === "savings" && readMonths(v) !== null)) {
      return {
        field: key,
        message: `could not read an amount from "${v}" (write e.g. 20000, "£20k", "1.2m"${key === "savings" ? ' or "3 months"' : ""})`,
      };
    }
  }
  if (typeof o.savingsMonths === "string" && readMonths(o.savingsMonths) === null && readAmount(o.savingsMonths) === null)
    return { field: "savingsMonths", message: `could not read a number of months from "${o.savingsMonths}"` };
  if (typeof o.dependents === "string" && readAmount(o.dependents) === null && dependentsIn(o.dependents) === null)
    return { field: "dependents", message: `could not read a number from "${o.dependents}"` };
  return null;
}

export function readFinances(input: FinancialSituationInput, ctx: MoneyContext): Finances {
  const r = typeof input === "string" ? readText(input) : readObject(input);
  const parsed: string[] = [];
  const estimated: string[] = [];
  const local = (a: Amount | null, what: string): number | null => {
    if (!a) return null;
    if (!a.currency || a.currency === ctx.currency) {
      parsed.push(`${what} ${Math.round(a.value)} ${ctx.currency}`);
      return a.value;
    }
    const v = ctx.convert(a.value, a.currency);
    if (v === null) {
      parsed.push(`${what} ${Math.round(a.value)} (currency ${a.currency} has no rate; read as ${ctx.currency})`);
      return a.value;
    }
    parsed.push(`${what} ${Math.round(a.value)} ${a.currency} = ${Math.round(v)} ${ctx.currency} at pinned rates`);
    return v;
  };
  let income: number | null = null;
  if (r.income) {
    const v = local(
      r.income,
      r.income.period === "year"
        ? `income ${r.income.net ? "net" : "gross"} per year`
        : `income ${r.income.net ? "net" : "(read as net)"} per month`,
    );
    if (v !== null) income = r.income.period === "year" ? (v * (r.income.net ? 1 : NET_SHARE)) / 12 : v;
    if (r.income.period === "year" && !r.income.net)
      estimated.push(`monthly net income ${Math.round(income ?? 0)} (${NET_SHARE * 100}% of the stated gross / 12)`);
  }
  const net = income ?? (ctx.annualGrossSalary * NET_SHARE) / 12;
  if (income === null) estimated.push(`monthly net income ${Math.round(net)} (${NET_SHARE * 100}% of the career's median gross / 12)`);
  const stated = local(r.expenses, "monthly expenses");
  const expenses = stated ?? net * 0.7;
  if (stated === null) estimated.push(`monthly expenses ${Math.round(expenses)} (70% of net income)`);
  let savings = local(r.savings, "savings");
  if (savings === null && r.savingsMonths !== null) {
    savings = r.savingsMonths * expenses;
    parsed.push(`savings ${r.savingsMonths} months × ${Math.round(expenses)} monthly expenses = ${Math.round(savings)} ${ctx.currency}`);
  }
  if (savings === null) estimated.push("savings 0 (not stated)");
  const debt = local(r.consumerDebt, "debt") ?? 0;
  const mortgage = local(r.mortgage, "mortgage balance") ?? 0;
  const student = local(r.studentLoan, "student loan") ?? 0;
  const dependents = Math.max(0, Math.round(r.dependents ?? 0));
  if (r.dependents !== null) parsed.push(`dependents ${dependents}`);
  return {
    savings: savings ?? 0,
    monthlyExpenses: expenses,
    debt,
    monthlyDebtService: debt * DEBT_SERVICE.consumer + mortgage * DEBT_SERVICE.mortgage + student * DEBT_SERVICE.student,
    monthlyIncome: net,
    dependents,
    parsed,
    estimated,
  };
}

export const DEBT_SERVICE_NOTE =
  "Debt service per month (estimates of typical payments): 3% of card, overdraft and personal-loan balances, 0.5% of a mortgage or student-loan balance.";
