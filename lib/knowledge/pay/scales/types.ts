/** A published pay scale: grades, each with ordered pay points and the years of service at which each starts. */
export interface PayScale {
  id: string;
  country: string;
  name: string;
  source: string;
  /** the table the figures come from, with its effective date */
  table: string;
  year: string;
  currency: string;
  /** how a point's figure becomes annual pay (e.g. monthly × 12) */
  annualBasis: string;
  /** what the scale leaves out that a caller should know (London weighting, locality pay, allowances) */
  excludes: string;
  grades: PayGrade[];
  estimate?: boolean;
  note?: string;
}

export interface PayGrade {
  /** "5", "8a", "P7", "GS-12", "MPR" */
  grade: string;
  /** annual amounts, lowest first */
  points: number[];
  /** labels of the points ("entry", "M3", "Stufe 4", "step 6") */
  labels: string[];
  /** years of service at which each point is normally reached, same length as points */
  fromYears: number[];
}
