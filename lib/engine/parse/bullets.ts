/** Bullet quality signals: leading action verb, a measurable result, filler phrases. */

export interface CvBullet {
  text: string;
  /** 0-based line number */
  line: number;
  /** the leading strong verb, lower-case, e.g. "led"; null when the bullet opens weakly */
  actionVerb: string | null;
  /** a number, percentage, currency amount or multiplier appears */
  hasMetric: boolean;
  /** clichés and weak openers found, as written in lower case */
  fillerPhrases: string[];
}

// Strong verbs from career-service lists (Harvard OCS, MIT CAPD action verb sheets), past and present forms.
const ACTION_VERBS = new Set(
  `accelerated achieved acquired adapted administered advised analysed analyzed architected assembled assessed
  audited authored automated boosted built calculated championed coached collaborated compiled completed composed
  conceived conducted consolidated constructed consulted converted coordinated created cultivated cut decreased
  defined delivered deployed designed developed devised diagnosed directed doubled drafted drove earned educated
  eliminated enabled engineered enhanced established evaluated executed expanded expedited facilitated forecast
  formulated founded generated grew guided halved headed identified implemented improved increased influenced
  initiated innovated inspected installed instituted integrated interviewed introduced invented launched led
  lectured maintained managed mapped maximized mentored migrated minimized modeled modelled modernized monitored
  motivated negotiated operated optimised optimized orchestrated organised organized oversaw partnered performed
  piloted pioneered planned prepared presented prioritized produced programmed promoted proposed prototyped
  published raised rebuilt recruited redesigned reduced refactored reorganized repaired researched resolved
  restructured revamped reviewed revitalized saved scaled scheduled secured served shipped simplified slashed
  solved spearheaded standardized steered streamlined strengthened structured supervised surpassed taught tested
  trained transformed tripled troubleshot tuned unified upgraded validated won wrote administer analyse analyze
  build coach coordinate create deliver design develop drive implement improve lead manage mentor own plan
  reduce run scale ship support teach test train treated nursed cared assisted handled processed sold closed
  prospected onboarded hired taught cooked served welded fabricated repaired installed dispatched delivered
  entwickelte leitete führte betreute optimierte implementierte gestaltete développé dirigé géré conçu
  mis optimisé desarrollé dirigí gestioné diseñé implementé lideré`
    .split(/\s+/)
    .filter(Boolean),
);

const WEAK_OPENERS = [
  "responsible for",
  "duties included",
  "tasked with",
  "worked on",
  "helped with",
  "helped to",
  "involved in",
  "participated in",
  "assisted with",
  "in charge of",
  "handled various",
  "zuständig für",
  "verantwortlich für",
  "chargé de",
  "responsable de",
  "encargado de",
];

const FILLER = [
  "team player",
  "hard-working",
  "hardworking",
  "hard working",
  "detail-oriented",
  "detail oriented",
  "results-driven",
  "results driven",
  "results-oriented",
  "self-starter",
  "go-getter",
  "think outside the box",
  "synergy",
  "synergies",
  "dynamic",
  "passionate",
  "motivated individual",
  "highly motivated",
  "proven track record",
  "excellent communication skills",
  "strong work ethic",
  "fast learner",
  "quick learner",
  "best of breed",
  "value add",
  "value-add",
  "go-to person",
  "track record of success",
  "various tasks",
  "etc.",
  "and more",
  "wide range of",
  "successfully",
  "a variety of",
  "in a fast-paced environment",
  "fast-paced",
  "guru",
  "ninja",
  "rockstar",
  "leverage",
  "leveraged",
  "utilized",
  "utilize",
];

// A number is read from its first digit (the lookbehinds): a later start in the same digits finds nothing more,
// and starting at every digit of a long run was quadratic.
const METRIC_RE =
  /((?<!\d)\d+(?:[.,]\d+)?\s?(?:%|percent|x\b|×|k\b|m\b|bn\b|million|billion|hours?|days?|weeks?|months?|people|users|customers|clients|patients|students|staff|engineers|reports|projects)|[$€£¥₹]\s?\d|(?<!\d)\d+\s?(?:€|eur|usd|gbp)|\b\d{2,}\b|\b(?:doubled|tripled|halved)\b)/i;
const BULLET_RE = /^\s*(?:[-•*●▪◦‣·–—>]|\d{1,2}[.)])\s+/;

export function isBulletLine(line: string): boolean {
  return BULLET_RE.test(line);
}

/** Scores one bullet's text (marker already stripped or not). */
export function analyzeBullet(raw: string, line: number): CvBullet {
  const text = raw.replace(BULLET_RE, "").trim();
  const lower = text.toLowerCase();
  const first = lower.match(/^[\p{L}'-]+/u)?.[0] ?? "";
  const fillerPhrases = [...WEAK_OPENERS.filter((w) => lower.startsWith(w)), ...FILLER.filter((f) => containsPhrase(lower, f))];
  return {
    text,
    line,
    actionVerb: ACTION_VERBS.has(first) ? first : null,
    hasMetric: METRIC_RE.test(text),
    fillerPhrases: [...new Set(fillerPhrases)],
  };
}

function containsPhrase(lower: string, phrase: string): boolean {
  const i = lower.indexOf(phrase);
  if (i < 0) return false;
  const before = lower.charAt(i - 1);
  const after = lower.charAt(i + phrase.length);
  return !/[\p{L}]/u.test(before) && !/[\p{L}]/u.test(after);
}
