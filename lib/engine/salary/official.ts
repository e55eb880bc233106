import type { Country, Occupation } from "@/lib/knowledge/types";
import { normalizeTitle } from "@/lib/knowledge/occupations";
import { listOfficialPay, payRowKey, type OfficialPayRow } from "@/lib/knowledge/pay";
import type { FitOptions } from "./calibration";
import { fmt } from "./model";

export interface OfficialPay {
  row: OfficialPayRow;
  evidence: string[];
}

/**
 * The official occupation median for this occupation in this country, if one is on file: a specialised row when
 * the title names its specialisation (e.g. "Altenpfleger" within registered nurses), otherwise the occupation's
 * general row. Rows listed in `exclude` are skipped (the evaluation masks the row it is checking).
 */
export function findOfficialPay(occupation: Occupation, country: Country, role: string, opts: FitOptions = {}): OfficialPay | null {
  const rows = listOfficialPay(country.code, occupation.id).filter((r) => !opts.exclude?.has(payRowKey(r)));
  if (!rows.length) return null;
  const title = ` ${normalizeTitle(role)} `;
  const special = rows.find((r) => r.titles?.some((t) => title.includes(` ${normalizeTitle(t)} `)));
  const row = special ?? rows.find((r) => !r.titles?.length);
  if (!row) return null;
  // An estimate's note says why it is one ("estimate: …"); a bare flag gets the generic reason.
  const explained = row.note?.startsWith("estimate");
  const notes = [row.note, row.estimate && !explained ? "estimate, not verified against the official table" : null]
    .filter(Boolean)
    .join("; ");
  return {
    row,
    evidence: [
      `Pay basis: official occupation median — ${row.source}, ${row.table}, ${row.classification} ${row.code} "${row.title}": ${fmt(row.median)} ${country.currency} a year (${row.basis}${notes ? `; ${notes}` : ""}).`,
    ],
  };
}
