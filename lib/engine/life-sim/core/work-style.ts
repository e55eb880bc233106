/**
 * Work-style fit (modes 4 and 7): four axes 0..1 — remote (how remote-compatible), collaboration (share of
 * team/people work), structure (predictability, rules), pace (tempo and interruption). Sector values are
 * ESTIMATES informed by O*NET Work Context (e.g. "Contact With Others", "Structured versus Unstructured Work",
 * "Time Pressure") and Dingel & Neiman (2020) teleworkable-occupation shares.
 */
import type { SectorKey } from "./sectors";

export const STYLE_AXES = ["remote", "collaboration", "structure", "pace"] as const;
export type StyleAxis = (typeof STYLE_AXES)[number];
export type StyleProfile = Record<StyleAxis, number>;

const S = (remote: number, collaboration: number, structure: number, pace: number): StyleProfile => ({
  remote,
  collaboration,
  structure,
  pace,
});

export const SECTOR_STYLE: Record<SectorKey, StyleProfile> = {
  tech: S(0.85, 0.5, 0.5, 0.6),
  data: S(0.85, 0.45, 0.5, 0.5),
  finance: S(0.7, 0.5, 0.8, 0.6),
  business: S(0.6, 0.75, 0.55, 0.7),
  hr: S(0.6, 0.85, 0.65, 0.5),
  sales: S(0.4, 0.85, 0.4, 0.8),
  marketing: S(0.75, 0.65, 0.45, 0.7),
  legal: S(0.55, 0.55, 0.8, 0.75),
  admin: S(0.5, 0.6, 0.85, 0.5),
  healthcare: S(0.05, 0.8, 0.8, 0.8),
  social: S(0.15, 0.9, 0.55, 0.6),
  education: S(0.15, 0.9, 0.7, 0.65),
  creative: S(0.65, 0.45, 0.25, 0.5),
  trades: S(0.02, 0.45, 0.65, 0.55),
  entrepreneur: S(0.55, 0.7, 0.15, 0.85),
  hospitality: S(0.02, 0.85, 0.6, 0.85),
  research: S(0.45, 0.45, 0.45, 0.4),
  public: S(0.45, 0.6, 0.85, 0.45),
  general: S(0.4, 0.6, 0.6, 0.6),
};

const CUES: [RegExp, StyleAxis, number][] = [
  [/remote|from home|wfh|distributed|anywhere|nomad/, "remote", 0.9],
  [/office|in person|in-person|on site|onsite|hands-on|outdoors/, "remote", 0.15],
  [/team|collaborat|people|social|together|client|customer/, "collaboration", 0.85],
  [/alone|independent|solo|deep focus|focus|quiet|heads-down/, "collaboration", 0.25],
  [/structur|routine|predictab|process|clear rules|stable schedule/, "structure", 0.85],
  [/flexib|variety|unstructured|autonom|ambigu|creative freedom/, "structure", 0.25],
  [/fast|dynamic|high pressure|deadline|action|busy/, "pace", 0.85],
  [/calm|slow|steady|relaxed|thoughtful|no rush/, "pace", 0.3],
];

/** Preferred style from free text; axes without a cue are null (not scored). */
export function parseWorkStyle(text: string): { preferred: Record<StyleAxis, number | null>; cues: string[] } {
  const t = text.toLowerCase();
  const acc: Record<StyleAxis, number[]> = { remote: [], collaboration: [], structure: [], pace: [] };
  const cues: string[] = [];
  for (const [re, axis, value] of CUES) {
    const m = re.exec(t);
    if (m) {
      acc[axis].push(value);
      cues.push(`"${m[0]}" → ${axis} ${value}`);
    }
  }
  const preferred = Object.fromEntries(
    STYLE_AXES.map((a) => [a, acc[a].length ? acc[a].reduce((s, x) => s + x, 0) / acc[a].length : null]),
  ) as Record<StyleAxis, number | null>;
  return { preferred, cues };
}

/** 0-100 fit over the axes the person expressed; 60 (neutral) when none was expressed. */
export function fitWorkStyle(
  preferred: Record<StyleAxis, number | null>,
  career: StyleProfile,
): { score: number; axes: { axis: StyleAxis; preferred: number | null; career: number; gap: number | null }[] } {
  const axes = STYLE_AXES.map((axis) => {
    const p = preferred[axis];
    return {
      axis,
      preferred: p === null ? null : Math.round(p * 100) / 100,
      career: career[axis],
      gap: p === null ? null : Math.round(Math.abs(p - career[axis]) * 100) / 100,
    };
  });
  const scored = axes.filter((a) => a.gap !== null);
  const score = scored.length ? Math.round(100 - (scored.reduce((s, a) => s + (a.gap ?? 0), 0) / scored.length) * 100) : 60;
  return { score, axes };
}
