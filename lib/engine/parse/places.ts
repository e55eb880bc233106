/**
 * Place gazetteer over tokens: cities (lib/knowledge/cities, GeoNames), countries (countries-list)
 * with common short and local names, a few regions, and remote-work words.
 */
import { countries } from "countries-list";
import { CITIES } from "@/lib/knowledge/cities";
import { tokenize, type Token } from "@/lib/knowledge/skills";

export interface PlaceMatch {
  /** index of the last token of the match */
  end: number;
  kind: "city" | "country" | "region" | "remote";
  name: string;
  countryCode: string | null;
}

const COUNTRY_ALIASES: Record<string, string[]> = {
  US: ["US", "USA", "U.S.", "U.S.A.", "United States of America", "America", "Vereinigte Staaten", "États-Unis", "Estados Unidos"],
  GB: [
    "UK",
    "U.K.",
    "Great Britain",
    "Britain",
    "England",
    "Scotland",
    "Wales",
    "Northern Ireland",
    "Royaume-Uni",
    "Reino Unido",
    "Großbritannien",
  ],
  DE: ["Deutschland", "Allemagne", "Alemania"],
  FR: ["Frankreich", "Francia"],
  ES: ["España", "Espagne", "Spanien"],
  IT: ["Italia", "Italie", "Italien"],
  NL: ["Holland", "Netherlands", "Niederlande", "Pays-Bas", "Países Bajos"],
  CH: ["Schweiz", "Suisse", "Suiza"],
  AT: ["Österreich", "Autriche"],
  BE: ["Belgien", "Belgique", "Bélgica"],
  AE: ["UAE", "U.A.E.", "Emirates"],
  KR: ["South Korea", "Korea"],
  CZ: ["Czechia", "Czech Republic"],
  RU: ["Russia"],
  VN: ["Vietnam"],
  IR: ["Iran"],
  TR: ["Türkiye", "Turkey"],
  MX: ["México"],
  BR: ["Brasil", "Brasilien"],
  PL: ["Polen", "Polska", "Pologne"],
  SE: ["Schweden", "Suède", "Sverige"],
  IE: ["Irland", "Irlande"],
  IN: ["Indien", "Inde"],
  CN: ["China", "PRC"],
};

// US states, Canadian provinces and well-known regions; two-letter state codes are left out on purpose.
const REGIONS: [string, string][] = [
  ["California", "US"],
  ["Texas", "US"],
  ["New York State", "US"],
  ["Florida", "US"],
  ["Washington State", "US"],
  ["Massachusetts", "US"],
  ["Illinois", "US"],
  ["Colorado", "US"],
  ["Georgia", "US"],
  ["Virginia", "US"],
  ["North Carolina", "US"],
  ["Ohio", "US"],
  ["Michigan", "US"],
  ["Pennsylvania", "US"],
  ["New Jersey", "US"],
  ["Arizona", "US"],
  ["Oregon", "US"],
  ["Utah", "US"],
  ["Bay Area", "US"],
  ["Silicon Valley", "US"],
  ["Ontario", "CA"],
  ["Quebec", "CA"],
  ["British Columbia", "CA"],
  ["Alberta", "CA"],
  ["Bavaria", "DE"],
  ["Bayern", "DE"],
  ["Baden-Württemberg", "DE"],
  ["Hessen", "DE"],
  ["NRW", "DE"],
  ["Nordrhein-Westfalen", "DE"],
  ["Île-de-France", "FR"],
  ["Ile-de-France", "FR"],
  ["Catalonia", "ES"],
  ["Cataluña", "ES"],
  ["Andalusia", "ES"],
  ["Lombardy", "IT"],
  ["Greater London", "GB"],
  ["Randstad", "NL"],
  ["New South Wales", "AU"],
  ["Victoria", "AU"],
  ["Queensland", "AU"],
  ["Europe", ""],
  ["EMEA", ""],
  ["APAC", ""],
  ["LATAM", ""],
  ["North America", ""],
  ["Latin America", ""],
  ["Middle East", ""],
  ["Asia", ""],
  ["Africa", ""],
  ["Scandinavia", ""],
  ["DACH", ""],
  ["Benelux", ""],
  ["EU", ""],
];

const REMOTE_FORMS = [
  "remote",
  "fully remote",
  "100% remote",
  "remote-first",
  "work from home",
  "WFH",
  "home office",
  "Homeoffice",
  "télétravail",
  "teletrabajo",
  "remoto",
  "hybrid",
  "hybride",
  "híbrido",
  "on-site",
  "onsite",
  "in-office",
  "work from office",
  "vor Ort",
  "présentiel",
  "presencial",
];

interface Node {
  next: Map<string, Node>;
  place?: Omit<PlaceMatch, "end">;
}
const ROOT: Node = { next: new Map() };

function add(form: string, place: Omit<PlaceMatch, "end">): void {
  const toks = tokenize(form);
  if (!toks.length) return;
  let node = ROOT;
  for (const t of toks) {
    let child = node.next.get(t.key);
    if (!child) node.next.set(t.key, (child = { next: new Map() }));
    node = child;
  }
  node.place ??= place;
}

for (const [code, c] of Object.entries(countries)) {
  add(c.name, { kind: "country", name: c.name, countryCode: code });
  if (c.native && /^[\p{Script=Latin}\s'-]+$/u.test(c.native)) add(c.native, { kind: "country", name: c.name, countryCode: code });
  for (const alias of COUNTRY_ALIASES[code] ?? []) add(alias, { kind: "country", name: c.name, countryCode: code });
}
for (const city of CITIES) {
  for (const form of [city.name, ...city.aliases]) add(form, { kind: "city", name: city.name, countryCode: city.country });
}
for (const [name, cc] of REGIONS) add(name, { kind: "region", name, countryCode: cc || null });
for (const form of REMOTE_FORMS) add(form, { kind: "remote", name: form.toLowerCase(), countryCode: null });

/** Place names that are also common words or names; they need stronger context. */
export const AMBIGUOUS_PLACES = new Set([
  "reading",
  "nice",
  "split",
  "male",
  "medina",
  "salvador",
  "victoria",
  "georgia",
  "jordan",
  "chad",
  "turkey",
  "lima",
  "santiago",
  "cambridge",
  "essen",
  "zug",
  "kiel",
  "bonn",
  "cork",
  "bath",
  "la",
  "sf",
  "kl",
  "eu",
  "america",
  "asia",
  "africa",
  "europe",
  "mainz",
  "porto",
  "darwin",
  "perth",
  "hobart",
  "columbus",
  "phoenix",
  "portland",
  "orlando",
  "austin",
  "charlotte",
  "jackson",
  "cali",
  "kingston",
  "wellington",
  "nicosia",
  "valencia",
  "cordoba",
  "córdoba",
  "remote",
  "hybrid",
  "victoria",
  "washington",
]);

/** Longest place match starting at token i (case-insensitive; callers apply casing rules). */
export function matchPlaceAt(tokens: Token[], i: number): PlaceMatch | null {
  let node = ROOT.next.get(tokens[i].key);
  let best: PlaceMatch | null = null;
  let j = i;
  while (node) {
    if (node.place) best = { ...node.place, end: j };
    if (j + 1 >= tokens.length) break;
    node = node.next.get(tokens[j + 1].key);
    j++;
  }
  return best;
}

/** USPS codes of the states, DC and Canada's provinces: "Etna, OH", "Groveport, OH", "Markham, ON". */
const STATE_CODES: Record<string, string> = Object.fromEntries([
  ..."AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY"
    .split(" ")
    .map((c) => [c, "US"]),
  ..."AB BC MB NB NL NS NT NU ON PE QC SK YT".split(" ").map((c) => [c, "CA"]),
]);
/** "Town, ST" (one to three capitalised words, a comma, a two-letter code in capitals, then no letter). */
export const TOWN_STATE = /(?<![\p{L}\p{N}])(\p{Lu}[\p{L}'.-]{1,30}(?:[ \t]\p{Lu}[\p{L}'.-]{1,30}){0,2}),[ \t]?([A-Z]{2})(?![\p{L}\p{N}])/u;

/**
 * First city or country named in a short string, e.g. a role header segment "Berlin, Germany". A town not in the
 * gazetteer counts when it carries a US state or Canadian province code ("Delaware, OH").
 */
export function findPlace(text: string): PlaceMatch | null {
  const toks = tokenize(text);
  for (let i = 0; i < toks.length; i++) {
    const m = matchPlaceAt(toks, i);
    if (m && m.kind !== "remote" && /^\p{Lu}/u.test(toks[i].raw)) return m;
  }
  const town = TOWN_STATE.exec(text);
  const country = town ? STATE_CODES[town[2]] : undefined;
  if (town && country) {
    const end = tokenize(text.slice(0, town.index + town[0].length)).length - 1;
    return { end, kind: "city", name: `${town[1]}, ${town[2]}`, countryCode: country };
  }
  return null;
}
