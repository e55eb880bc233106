/**
 * Wage level of major cities relative to their country's national level (1.00 = national median for
 * the same occupation). Applied on top of a national occupation median.
 *
 * Sources: US metros — BLS OEWS May 2023 metropolitan-area estimates, all-occupation median of the MSA
 * relative to the US median, shrunk halfway toward 1 because within-occupation gaps are smaller than
 * all-occupation gaps (part of a metro's premium is its occupation mix). UK — ONS ASHE 2023 median full-time
 * pay by region/local authority relative to the UK median (London ≈ 1.27). Everything else is an estimate
 * (`e`) from national statistics offices' regional earnings (Destatis, INSEE, StatCan, ABS, IBGE, PLFS)
 * as we recall them, rounded to 0.05.
 */
export const CITY_INDEX_SOURCE =
  "US: BLS OEWS May 2023 MSA medians (shrunk 50% toward national); GB: ONS ASHE 2023; others estimates from national regional-earnings statistics";

// country|city|index|e|aliases(;)
const TABLE = `
US|San Francisco|1.35||sf;san francisco bay area;bay area
US|San Jose|1.40||silicon valley;santa clara;palo alto;mountain view;sunnyvale
US|Seattle|1.25||bellevue;redmond
US|New York|1.25||nyc;new york city;manhattan;brooklyn
US|Boston|1.22||cambridge ma
US|Washington|1.22||washington dc;dc;arlington va
US|Los Angeles|1.12||la
US|San Diego|1.12|
US|Chicago|1.08|
US|Denver|1.10|
US|Austin|1.07|
US|Dallas|1.03||dallas-fort worth;fort worth
US|Houston|1.02|
US|Atlanta|1.03|
US|Miami|0.98|
US|Philadelphia|1.07|
US|Phoenix|1.00|
US|Minneapolis|1.08||st paul
US|Detroit|1.00|
US|Raleigh|1.04||durham;research triangle
US|Portland|1.08|
US|Las Vegas|0.95|
GB|London|1.27||city of london;westminster
GB|Edinburgh|1.05|
GB|Manchester|0.98|
GB|Birmingham|0.98|
GB|Bristol|1.03|
GB|Leeds|0.97|
GB|Glasgow|0.99|
GB|Cambridge|1.10|e
GB|Oxford|1.08|e
GB|Reading|1.10|e
GB|Cardiff|0.95|e
GB|Belfast|0.92|e
DE|Munich|1.20|e|münchen;muenchen
DE|Frankfurt|1.20|e|frankfurt am main
DE|Stuttgart|1.15|e
DE|Hamburg|1.10|e
DE|Düsseldorf|1.10|e|duesseldorf
DE|Cologne|1.05|e|köln;koeln
DE|Berlin|1.00|e
DE|Leipzig|0.85|e
FR|Paris|1.25|e|île-de-france;ile de france;la défense
FR|Lyon|1.02|e
FR|Toulouse|1.00|e
FR|Marseille|0.97|e
NL|Amsterdam|1.12|e
NL|Rotterdam|1.00|e
NL|Eindhoven|1.03|e
CH|Zurich|1.10|e|zürich
CH|Geneva|1.08|e|genève;geneve
CH|Basel|1.08|e
IE|Dublin|1.15|e
ES|Madrid|1.15|e
ES|Barcelona|1.08|e
IT|Milan|1.15|e|milano
IT|Rome|1.05|e|roma
SE|Stockholm|1.12|e
DK|Copenhagen|1.10|e|københavn
NO|Oslo|1.10|e
PL|Warsaw|1.30|e|warszawa
PL|Krakow|1.10|e|kraków
CZ|Prague|1.25|e|praha
AT|Vienna|1.08|e|wien
BE|Brussels|1.08|e|bruxelles
PT|Lisbon|1.20|e|lisboa
CA|Toronto|1.08|e
CA|Vancouver|1.05|e
CA|Montreal|0.97|e|montréal
CA|Calgary|1.08|e
CA|Ottawa|1.07|e
AU|Sydney|1.08|e
AU|Melbourne|1.03|e
AU|Brisbane|0.98|e
AU|Perth|1.05|e
NZ|Auckland|1.08|e
IN|Bangalore|1.40|e|bengaluru
IN|Mumbai|1.35|e|bombay
IN|Delhi|1.30|e|new delhi;ncr
IN|Gurgaon|1.35|e|gurugram
IN|Hyderabad|1.30|e
IN|Pune|1.25|e
IN|Chennai|1.20|e|madras
IN|Noida|1.25|e
CN|Shanghai|1.65|e
CN|Beijing|1.65|e
CN|Shenzhen|1.55|e
CN|Guangzhou|1.35|e
JP|Tokyo|1.18|e
JP|Osaka|1.03|e
KR|Seoul|1.12|e
SG|Singapore|1.00||
AE|Dubai|1.08|e
AE|Abu Dhabi|1.05|e
SA|Riyadh|1.08|e
IL|Tel Aviv|1.15|e
TR|Istanbul|1.20|e
BR|São Paulo|1.30|e|sao paulo
BR|Rio de Janeiro|1.15|e
MX|Mexico City|1.25|e|ciudad de méxico;cdmx
MX|Monterrey|1.15|e
AR|Buenos Aires|1.20|e
CO|Bogotá|1.20|e|bogota
CL|Santiago|1.15|e
ZA|Johannesburg|1.20|e
ZA|Cape Town|1.10|e
NG|Lagos|1.35|e
KE|Nairobi|1.40|e
EG|Cairo|1.15|e
ID|Jakarta|1.40|e
PH|Manila|1.30|e|metro manila;makati
VN|Ho Chi Minh City|1.25|e|saigon
TH|Bangkok|1.30|e
MY|Kuala Lumpur|1.25|e
PK|Karachi|1.20|e
BD|Dhaka|1.25|e
`;

export interface CityWageIndex {
  country: string;
  city: string;
  index: number;
  estimate: boolean;
}

export function normalizeCity(s: string): string {
  return s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

function parseCities(): { rows: CityWageIndex[]; byName: Map<string, CityWageIndex[]> } {
  const rows: CityWageIndex[] = [];
  const byName = new Map<string, CityWageIndex[]>();
  for (const line of TABLE.split("\n")) {
    const t = line.trim();
    if (!t) continue;
    const [country, city, index, flag, aliases] = t.split("|");
    const row: CityWageIndex = { country, city, index: Number(index), estimate: flag === "e" };
    rows.push(row);
    for (const name of [city, ...(aliases ?? "").split(";")].map(normalizeCity).filter(Boolean)) {
      byName.set(name, [...(byName.get(name) ?? []), row]);
    }
  }
  return { rows, byName };
}

const PARSED = parseCities();
export const CITY_WAGE_INDEX: readonly CityWageIndex[] = PARSED.rows;

/**
 * City lookup, case- and accent-insensitive ("Zürich" = "zurich"); a trailing ", Country" is ignored.
 * With a country code, only that country's cities match, so "Cambridge" in US finds nothing rather than GB's.
 */
export function findCity(name: string, country?: string): CityWageIndex | undefined {
  const key = normalizeCity(name.split(",")[0]);
  const hits = PARSED.byName.get(key) ?? [];
  if (!country) return hits[0];
  const cc = country.toUpperCase();
  return hits.find((h) => h.country === cc);
}
