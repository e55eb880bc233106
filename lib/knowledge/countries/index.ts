import { countries as COUNTRY_LIST } from "countries-list";
import type { Country } from "../types";
import { unitsPerUsd } from "../currencies";
import { COUNTRY_DATA_YEAR, COUNTRY_TABLE, CURRENCY_OVERRIDES } from "./data";

export { COUNTRY_SOURCE, COUNTRY_DATA_YEAR } from "./data";

type ListCode = keyof typeof COUNTRY_LIST;

function parseCountries(): Country[] {
  const rows: Country[] = [];
  for (const line of COUNTRY_TABLE.split("\n")) {
    const t = line.trim();
    if (!t) continue;
    const [code, gdp, ppp, flag] = t.split("|");
    const listed = COUNTRY_LIST[code as ListCode];
    if (!listed) throw new Error(`countries-list has no ${code}`);
    const currency = CURRENCY_OVERRIDES[code] ?? listed.currency[0];
    const rate = unitsPerUsd(currency);
    if (rate === null) throw new Error(`no exchange rate for ${currency} (${code})`);
    const pppFactor = Number(ppp);
    rows.push({
      code,
      name: code === "PS" ? "Palestine" : code === "VA" ? "Holy See (Vatican City)" : listed.name,
      currency,
      ppp: pppFactor,
      // PA.NUS.PPPC.RF is by definition PPP factor / market exchange rate of the same year.
      priceLevel: Math.round((pppFactor / rate) * 1000) / 1000,
      gdpPerCapitaPpp: Number(gdp),
      year: COUNTRY_DATA_YEAR,
      ...(flag === "e" ? { estimate: true } : {}),
    });
  }
  return rows;
}

export const COUNTRIES: readonly Country[] = parseCountries();

const BY_CODE = new Map(COUNTRIES.map((c) => [c.code, c]));

/** Case-insensitive ISO 3166-1 alpha-2 lookup; also accepts "UK" for GB, which users often send. */
export function getCountry(code: string): Country | undefined {
  const c = code.trim().toUpperCase();
  return BY_CODE.get(c === "UK" ? "GB" : c);
}

export function isCountryCode(code: string): boolean {
  return getCountry(code) !== undefined;
}

/** Finds a country by alpha-2 code or by its English name (accents and case ignored). */
export function findCountry(text: string): Country | undefined {
  const byCode = getCountry(text);
  if (byCode) return byCode;
  const key = normalizeName(text);
  return COUNTRIES.find((c) => normalizeName(c.name) === key);
}

function normalizeName(s: string): string {
  return s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z]/g, "");
}
