import type { Country } from "@/lib/knowledge/types";
import { getOccupation } from "@/lib/knowledge/occupations";
import { isHoldout, OFFICIAL_PAY_ROWS, payRowKey, type OfficialPayRow } from "@/lib/knowledge/pay";

/**
 * Per-country pay structure fitted on official occupation medians:
 *   ln(occupation median / national median) = a + γ · ln(US occupation premium)
 * by ridge regression towards the prior (a = 0, γ = the GDP-based default) with the weight of two pseudo-rows each,
 * so a country with three rows moves a little and one with a hundred is governed by its data. Only dev rows count:
 * held-out rows (lib/knowledge/pay isHoldout), estimates and specialised (title-filtered) rows are never fitted.
 */
export interface StructureFit {
  a: number;
  gamma: number;
  /** official rows the fit used */
  n: number;
}

const PRIOR_WEIGHT_A = 2;
const PRIOR_WEIGHT_GAMMA = 2;
/** Reference country whose occupation-level deviations from its own fit are lent to other rich countries. */
export const REFERENCE_COUNTRY = "GB";

export interface FitOptions {
  /** row keys (country:code) to leave out, e.g. the row being evaluated */
  exclude?: ReadonlySet<string>;
}

function fittable(row: OfficialPayRow, country: string, exclude?: ReadonlySet<string>): boolean {
  return row.country === country && !isHoldout(row) && !row.estimate && !row.titles?.length && !exclude?.has(payRowKey(row));
}

const fitCache = new Map<string, StructureFit>();

export function fitStructure(country: Country, national: number, usNational: number, gamma0: number, opts: FitOptions = {}): StructureFit {
  const key = `${country.code}|${national}|${gamma0}|${[...(opts.exclude ?? [])].sort().join(",")}`;
  const hit = fitCache.get(key);
  if (hit) return hit;
  let n = 0;
  let sx = 0;
  let sy = 0;
  let sxx = 0;
  let sxy = 0;
  for (const row of OFFICIAL_PAY_ROWS) {
    if (!fittable(row, country.code, opts.exclude)) continue;
    const occ = getOccupation(row.occupations[0]);
    if (!occ?.usMedianWage) continue;
    const x = Math.log(occ.usMedianWage / usNational);
    const y = Math.log(row.median / national);
    n++;
    sx += x;
    sy += y;
    sxx += x * x;
    sxy += x * y;
  }
  // Normal equations of the ridge problem: [n+ka, Σx; Σx, Σx²+kg] · [a; γ] = [Σy; Σxy + kg·γ0].
  const a11 = n + PRIOR_WEIGHT_A;
  const a12 = sx;
  const a22 = sxx + PRIOR_WEIGHT_GAMMA;
  const b1 = sy;
  const b2 = sxy + PRIOR_WEIGHT_GAMMA * gamma0;
  const det = a11 * a22 - a12 * a12;
  const fit = { a: (b1 * a22 - a12 * b2) / det, gamma: (a11 * b2 - a12 * b1) / det, n };
  if (fitCache.size > 2_000) fitCache.clear();
  fitCache.set(key, fit);
  return fit;
}

const residualCache = new Map<string, Map<string, number>>();

/**
 * How far each occupation sits above or below the reference country's fitted line (log points), from its dev
 * rows. Rich countries share much of the UK's relative pay (paramedics, chief executives, nurses differ from the
 * US pattern in the same direction), so other countries borrow half of it, less as income falls.
 */
export function referenceResiduals(
  reference: Country,
  national: number,
  usNational: number,
  gamma0: number,
  opts: FitOptions = {},
): Map<string, number> {
  const key = [...(opts.exclude ?? [])].sort().join(",");
  const hit = residualCache.get(key);
  if (hit) return hit;
  const fit = fitStructure(reference, national, usNational, gamma0, opts);
  const out = new Map<string, number>();
  for (const row of OFFICIAL_PAY_ROWS) {
    if (!fittable(row, reference.code, opts.exclude)) continue;
    for (const id of row.occupations) {
      const occ = getOccupation(id);
      if (!occ?.usMedianWage || out.has(id)) continue;
      out.set(id, Math.log(row.median / national) - (fit.a + fit.gamma * Math.log(occ.usMedianWage / usNational)));
    }
  }
  if (residualCache.size > 200) residualCache.clear();
  residualCache.set(key, out);
  return out;
}
