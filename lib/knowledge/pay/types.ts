/**
 * Official pay figures: one row per published occupation median, with the table it comes from. Amounts are
 * annual gross pay in the country's currency; rows built from monthly or weekly figures say so in `basis`.
 */
export interface OfficialPayRow {
  /** ISO 3166-1 alpha-2 */
  country: string;
  /** the publisher's occupation code, e.g. SOC 2020 "2237", KldB 2010 "82102" */
  code: string;
  /** the classification the code belongs to, e.g. "SOC 2020", "KldB 2010", "SSOC 2020" */
  classification: string;
  /** ISCO-08 unit group the code crosswalks to (our occupations carry ISCO codes) */
  isco?: string;
  /** the publisher's title for the code */
  title: string;
  /** median annual gross pay, local currency */
  median: number;
  /** how the annual figure was derived from the published one */
  basis: string;
  /** our occupation ids this row prices (lib/knowledge/occupations) */
  occupations: string[];
  /**
   * Normalised title words that select this row over the occupation's general row (a specialisation published
   * separately, e.g. German geriatric nursing within registered nurses). Empty: the row prices the whole occupation.
   */
  titles?: string[];
  source: string;
  table: string;
  year: number;
  /** true when the figure could not be verified against the official table; `note` says why */
  estimate?: boolean;
  note?: string;
}

export interface NationalMedianRow {
  country: string;
  /** median gross annual earnings, local currency */
  median: number;
  /** who is covered: "full-time employees", "all employments" … */
  population: string;
  source: string;
  table: string;
  year: number;
  estimate?: boolean;
  note?: string;
}
