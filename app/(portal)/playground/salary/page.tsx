import type { Metadata } from "next";
import { COUNTRIES } from "@/lib/knowledge/countries";
import { CITY_WAGE_INDEX } from "@/lib/knowledge/city-wage-index";
import { EXCHANGE_RATES } from "@/lib/knowledge/currencies";
import { OCCUPATIONS } from "@/lib/knowledge/occupations";
import { SalaryConsole } from "./salary-console";

export const metadata: Metadata = { title: "Salary playground — CareerStack" };

// The reference tables stay on the server; the console receives only the names it offers as choices.
export default function SalaryPlaygroundPage() {
  const countries = [...COUNTRIES]
    .map((c) => ({ code: c.code, name: c.name, currency: c.currency }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const cities = CITY_WAGE_INDEX.map((c) => ({ country: c.country, city: c.city }));
  const titles = [...new Set(OCCUPATIONS.map((o) => o.title))].sort();
  const currencies = [...EXCHANGE_RATES.keys()].sort();
  return (
    <div>
      <h1 className="text-2xl font-semibold tracking-tight">Salary benchmark</h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-600 dark:text-slate-400">
        Percentile band for a role in any of 196 countries, with every step of the computation listed. With a developer key on the PRO plan
        the console calls <code className="font-mono">POST /v1/career/salary/benchmark</code>; otherwise the open{" "}
        <code className="font-mono">POST /cstm/salary</code>.
      </p>
      <SalaryConsole countries={countries} cities={cities} titles={titles} currencies={currencies} />
    </div>
  );
}
