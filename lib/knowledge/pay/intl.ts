import type { OfficialPayRow } from "./types";

/**
 * Occupation medians outside the UK and the US. Germany: Bundesagentur für Arbeit (BA) Entgeltstatistik,
 * reference date 31 Dec 2023 (published 22 July 2024): median gross monthly pay of full-time employees in the
 * "Kerngruppe" up to the pension contribution ceiling, special payments included; annual = × 12. Two rows (truck
 * drivers, dental assistants) are Destatis figures, not BA ones, and are marked as estimates (see their notes).
 * Singapore: Ministry of Manpower Occupational Wages 2023 (June 2023, released 28 June 2024): median monthly
 * gross wage of full-time resident employees, excluding bonuses and employer CPF; annual = × 12. The figures are
 * the ones quoted from the MOM release by Mothership, Malay Mail and The Straits Times (July 2024, the release's top
 * and bottom ten); rows whose SSOC code those reports do not give carry MOM's occupation title as the code.
 * Note the national figure for Singapore (national.ts) includes employer CPF and these do not.
 */
const BA = "Bundesagentur für Arbeit, Entgeltstatistik (Entgeltatlas)";
const BA_TABLE = "Bruttomonatsentgelte (Median) der Vollzeitbeschäftigten der Kerngruppe, Stichtag 31.12.2023";
const BA_BG_TABLE = "Entgelte nach Berufen im Vergleich: Berufsgruppen (KldB 2010, 3-digit), Insgesamt, 2023";
const DESTATIS = "Statistisches Bundesamt (Destatis), Verdiensterhebung";
const DESTATIS_TABLE =
  "Verdiensterhebung April 2023: durchschnittlicher Bruttomonatsverdienst (ohne Sonderzahlungen), Vollzeit, Fachkräfte nach Beruf";
const MOM = "Ministry of Manpower (Singapore), Occupational Wages";
const MOM_TABLE = "Occupational Wages 2023: median monthly gross wage of full-time resident employees, June 2023";

function de(code: string, title: string, monthly: number, occupations: string[], extra: Partial<OfficialPayRow> = {}): OfficialPayRow {
  return {
    country: "DE",
    code,
    classification: "KldB 2010",
    title,
    median: Math.round(monthly * 12),
    basis: `€${monthly.toLocaleString("en-US")} per month × 12`,
    occupations,
    source: BA,
    table: BA_TABLE,
    year: 2023,
    ...extra,
  };
}

function sg(code: string, title: string, monthly: number, occupations: string[], isco: string, note?: string): OfficialPayRow {
  return {
    country: "SG",
    code,
    classification: "SSOC 2020 (MOM occupation list)",
    isco,
    title,
    median: monthly * 12,
    basis: `S$${monthly.toLocaleString("en-US")} per month × 12 (bonuses excluded)`,
    occupations,
    source: MOM,
    table: MOM_TABLE,
    year: 2023,
    ...(note ? { note } : {}),
  };
}

/** A MOM row whose SSOC code the reports quoting it do not give: MOM's title stands in for the code. */
function sgTitled(title: string, monthly: number, occupations: string[], isco: string, note?: string): OfficialPayRow {
  return { ...sg(title, title, monthly, occupations, isco, note), classification: "MOM occupation title (SSOC 2020 code not quoted)" };
}

export const INTL_ROWS: OfficialPayRow[] = [
  de("82102", "Fachkraft Altenpflege (ohne Spezialisierung)", 3_901, ["registered-nurse"], {
    isco: "2221",
    titles: [
      "altenpfleger",
      "altenpflegerin",
      "altenpflegefachkraft",
      "fachkraft altenpflege",
      "geriatric nurse",
      "elderly care nurse",
      "aged care nurse",
      "geriatric care nurse",
      "care home nurse",
    ],
    note: "figure quoted from the BA release by the bpa employers' association and Caritas (July 2024)",
  }),
  de("8130", "Gesundheits- und Krankenpflege (Fachkraft)", 4_050, ["registered-nurse"], {
    isco: "2221",
    estimate: true,
    note: "estimate: the BA published €3,574 for 2020 (KldB 8130); 2023 is that figure grown with the 2020-2023 nursing pay rise seen in the Altenpflege series, rounded. Not read from the 2023 table. Consistent with Destatis: full-time skilled nursing employees earned about €4,064 a month in April 2023 (€350 above the €3,714 average for all employees with vocational training; KNA, 25 March 2024; special payments excluded).",
  }),
  de("52122", "Berufskraftfahrer/in (Güterverkehr/LKW)", 3_088, ["truck-driver"], {
    isco: "8332",
    estimate: true,
    source: DESTATIS,
    table: DESTATIS_TABLE,
    note: "estimate: not a BA figure. It is the Destatis Verdiensterhebung April 2023 figure for full-time skilled employees (reported as an average; special payments such as Christmas bonuses excluded), as reported by KNA on 25 March 2024 and repeated by Business Punk (July 2024); the BA median for this occupation, which includes special payments, is not on file",
  }),
  de("81113", "Zahnmedizinische Fachangestellte", 2_660, ["dental-assistant"], {
    isco: "5329",
    estimate: true,
    source: DESTATIS,
    table: DESTATIS_TABLE,
    note: "estimate: not a BA figure. It is the Destatis Verdiensterhebung April 2023 figure for full-time skilled employees (reported as an average; special payments such as Christmas bonuses excluded), as reported by KNA on 25 March 2024 and repeated by Business Punk (July 2024); the BA median for this occupation, which includes special payments, is not on file",
  }),
  de("111", "Landwirtschaft (Berufsgruppe)", 2_694.99, ["farmworker"], { isco: "9211", table: BA_BG_TABLE }),
  de("115", "Tierpflege (Berufsgruppe)", 2_741.94, ["animal-caretaker"], { isco: "5164", table: BA_BG_TABLE }),
  de("121", "Gartenbau (Berufsgruppe)", 3_014.02, ["groundskeeper"], { isco: "9214", table: BA_BG_TABLE }),
  de("117", "Forst-, Jagdwirtschaft, Landschaftspflege (Berufsgruppe)", 3_542.32, ["logger"], { isco: "6210", table: BA_BG_TABLE }),
  de("114", "Fischwirtschaft (Berufsgruppe)", 2_630.5, ["fisher"], { isco: "6222", table: BA_BG_TABLE }),
  sg("23101", "University lecturer", 13_108, ["university-lecturer"], "2310"),
  sg("25121", "Enterprise/solution architect", 13_682, ["solutions-architect", "software-architect"], "2511"),
  sg("11201", "Chief information officer/chief technology officer/chief security officer", 13_840, ["cio", "cto", "ciso"], "1330"),
  sg("11202", "Chief operating officer/general manager", 12_137, ["chief-operating-officer"], "1120"),
  sgTitled("Risk management manager", 11_558, ["risk-manager"], "1211"),
  sgTitled("Civil engineering/building construction labourer", 1_450, ["construction-worker"], "9313"),
  sgTitled("Domestic helper and cleaner", 1_570, ["housekeeper"], "9111"),
  sgTitled(
    "Residential and open areas general cleaner",
    1_570,
    ["janitor"],
    "9112",
    "cleaners of residential estates and open areas; MOM's separate row for office, commercial and industrial indoor cleaners is not on file",
  ),
  sgTitled(
    "Masseur (non-medical)",
    1_400,
    ["massage-therapist"],
    "5142",
    "non-medical (spa and wellness) masseurs; medical massage therapists are classified elsewhere",
  ),
  {
    country: "SE",
    code: "2221",
    classification: "SSYK 2012",
    isco: "2221",
    title: "Grundutbildade sjuksköterskor",
    median: 40_700 * 12,
    basis: "SEK 40,700 per month × 12",
    occupations: ["registered-nurse"],
    source: "Statistics Sweden (SCB), Lönestrukturstatistik",
    table: "Genomsnittlig månadslön efter yrke (SSYK 2221), median",
    year: 2024,
    estimate: true,
    note: "estimate: SCB published a median of SEK 33,900 for 2019 (county councils, SSYK 2221); 2024 is that grown by about 20 % (regional-sector pay rises 2020-2024). Not read from the 2024 table.",
  },
];
