/**
 * Content guardrails (docs/content-policy.md). Applied to every request's free text and to generated
 * output, for both providers. Rules look for an intent AND its object in the same sentence, which is
 * what keeps ordinary career text ("I managed a diversity hiring programme", "aged care nurse",
 * "killer app") from being blocked.
 */
import { ApiError } from "@/lib/errors";

export type PolicyRule = "fabrication" | "discrimination" | "harassment" | "prompt_injection";

export interface PolicyViolation {
  rule: PolicyRule;
  /** the sentence that triggered the rule, shortened */
  evidence: string;
}

const NEGATED = /\b(not|never|don'?t|do not|avoid|without|refuse to|won'?t|no)\s+(\w+\s+){0,2}$/i;

const FAKE_VERB =
  /\b(fake|faked|fabricat\w*|invent\w*|make up|made[- ]up|forg(e|ed|ery)|falsif\w*|pretend(ing)? (that )?i (have|had|hold|was)|lie about|lying about|claim i (have|had|hold) (a|an)? ?\w* ?(that|which) i (don'?t|do not|never))\b/i;
const CREDENTIAL =
  /\b(degrees?|diplomas?|phd|doctorate|master'?s|mba|bachelor'?s|certificat\w*|credentials?|licen[cs]es?|qualifications?|references?|referees?|transcripts?|employment history|work history|job titles?|employers?|experience|security clearance|grades?|gpa)\b/i;
// "say/add/put ... degree ... I don't have / never earned"
const UNEARNED =
  /\b(i (don'?t|do not|never) (have|had|hold|earned|completed|finished|got)|that i never (earned|completed|got|finished)|i didn'?t (earn|complete|finish|get))\b/i;

const EXCLUDE_VERB =
  /\b(reject\w*|exclud\w*|filter(ing)? out|screen(ing)? out|weed(ing)? out|rule out|disqualif\w*|don'?t hire|do not hire|never hire|avoid hiring|only hire|only (shortlist|consider|interview|accept)|rank (\w+ ){0,3}(lower|down)|penali[sz]e|deprioriti[sz]e|downgrade|no (older|younger)|must (be )?(under|below|younger than|older than)|(under|younger than|older than) \d{2}\b.{0,20}\bonly)\b/i;
const PROTECTED =
  /\b(age[ds]?\b(?! care)|older|elderly|old people|over (40|45|50|55|60)|under (25|30|35)|young(er)? (people|candidates|applicants|workers)|boomers|millennials|gen ?z|women|woman|female|males?|men\b|mothers|moms|mums|pregnan\w*|maternity|religio\w*|muslims?|christians?|jews|jewish|hindus?|sikhs?|buddhists?|atheists?|race|racial|black (people|candidates|applicants)|white (people|candidates|applicants)|asians?|hispanics?|latinos?|ethnic\w*|disab\w*|handicap\w*|wheelchair|autis\w*|nationalit\w*|foreigners?|immigrants?|migrants?|non-?natives?|accents?|gay|lesbian|transgender|lgbt\w*|marital status|married|single parents?)\b/i;
const CANDIDATE =
  /\b(candidates?|applicants?|cvs?|resumes?|résumés?|people|hires?|staff|workers|employees|anyone|someone|those|them|job ads?|posting|shortlist)\b/i;

const HARASS_VERB = /\b(threaten\w*|harass\w*|intimidat\w*|humiliat\w*|bull(y|ying|ied)|doxx?\w*|stalk\w*|blackmail\w*|smear|defam\w*)\b/i;
const HARASS_TARGET =
  /\b(him|her|them|my (boss|manager|colleague|coworker|co-worker|ex|recruiter|interviewer)|the (recruiter|interviewer|hiring manager|candidate|employee)|recruiter|colleague|coworker|co-worker|manager|boss|candidate|employee|person)\b/i;
const DIRECT_THREAT =
  /\b(i('| wi)ll|we('| wi)ll|i am going to|i'm going to|gonna)\s+(kill|hurt|beat|destroy|ruin|end)\s+(you|him|her|them)\b|\byou('re| are) (worthless|pathetic|an idiot|a moron|stupid)\b|\b(kill yourself|kys)\b/i;

const INJECTION = [
  /\b(ignore|disregard|forget|override)\s+(all\s+|any\s+)?(the\s+|your\s+)?(previous|prior|above|earlier|preceding|system)\s+(instructions?|prompts?|rules|messages)\b/i,
  /\b(reveal|show|print|repeat|output|leak|display|dump|tell me|give me|what is|what are)\s+(me\s+)?(your|the)\s+(full\s+|original\s+|hidden\s+|initial\s+)?(system\s+prompt|system\s+message|hidden\s+instructions|developer\s+instructions|initial\s+instructions)\b/i,
  /\b(other|another|all)\s+(users?'?s?|customers?'?s?|candidates?'?s?|developers?'?s?|accounts?'?)\s+(data|cvs?|resumes?|contexts?|profiles?|api keys?|keys|records|e-?mails?|messages|conversations)\b/i,
  /\b(dump|list|export|print)\s+(the\s+)?(whole\s+|entire\s+)?(database|all\s+(users|api keys|contexts|accounts|candidates))\b/i,
  /\b(you are now|act as|enter)\s+(dan|developer mode|jailbreak\w*|an unrestricted)\b/i,
];

function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

function matchNotNegated(re: RegExp, sentence: string): boolean {
  const m = re.exec(sentence);
  if (!m) return false;
  return !NEGATED.test(sentence.slice(0, m.index));
}

function shorten(s: string): string {
  return s.length > 160 ? `${s.slice(0, 157)}…` : s;
}

const ALL_RULES: readonly PolicyRule[] = ["fabrication", "discrimination", "harassment", "prompt_injection"];

export const FABRICATED_OBJECT = new RegExp(`^\\s+(?:[\\w'-]+\\s+){0,4}?${CREDENTIAL.source}`, "i");

/** A fabrication verb whose object (a credential word) follows within four words. */
function asksToFabricate(s: string): boolean {
  const m = FAKE_VERB.exec(s);
  if (!m || NEGATED.test(s.slice(0, m.index))) return false;
  return FABRICATED_OBJECT.test(s.slice(m.index + m[0].length));
}

/** Checks one sentence against the given rules; the first rule that fires wins. */
function checkSentence(s: string, rules: readonly PolicyRule[]): PolicyRule | null {
  const on = (r: PolicyRule) => rules.includes(r);
  if (on("fabrication")) {
    if (asksToFabricate(s)) return "fabrication";
    if (CREDENTIAL.test(s) && UNEARNED.test(s) && /\b(add|say|put|write|include|list|claim|mention|state)\b/i.test(s)) return "fabrication";
  }
  if (on("discrimination")) {
    if (matchNotNegated(EXCLUDE_VERB, s) && PROTECTED.test(s) && CANDIDATE.test(s)) return "discrimination";
    if (/\b(male|female|men|women|young|christian|muslim|white|native[- ]speaking)\s+(candidates?|applicants?)\s+only\b/i.test(s))
      return "discrimination";
  }
  if (on("harassment")) {
    if (DIRECT_THREAT.test(s)) return "harassment";
    if (
      matchNotNegated(HARASS_VERB, s) &&
      HARASS_TARGET.test(s) &&
      /\b(write|draft|help|compose|send|message|email|letter|post|make|how (do|can) i)\b/i.test(s)
    )
      return "harassment";
  }
  if (on("prompt_injection") && INJECTION.some((re) => matchNotNegated(re, s))) return "prompt_injection";
  return null;
}

/**
 * The first violation in the text, or null. `rules` narrows the check for fields that are records
 * rather than instructions: a CV's "Invented a patented process" is a fact, not a request to fabricate.
 */
export function findPolicyViolation(text: string, rules: readonly PolicyRule[] = ALL_RULES): PolicyViolation | null {
  for (const s of sentencesOf(text)) {
    const rule = checkSentence(s, rules);
    if (rule) return { rule, evidence: shorten(s) };
  }
  return null;
}

/** Rules for fields that carry the candidate's record or a job advert rather than an instruction. */
export const RECORD_RULES: readonly PolicyRule[] = ["harassment", "prompt_injection"];
export const JOB_AD_RULES: readonly PolicyRule[] = ["discrimination", "harassment", "prompt_injection"];
/** Operator-written system prompts legitimately talk about "the system prompt". */
export const SYSTEM_PROMPT_RULES: readonly PolicyRule[] = ["fabrication", "discrimination", "harassment"];

const RULE_MESSAGES: Record<PolicyRule, string> = {
  fabrication:
    "The request asks to invent or misstate credentials, degrees, references or employment; we only write from facts the candidate supplies.",
  discrimination:
    "The request asks to screen, rank or exclude people by a protected characteristic (age, race, religion, gender, pregnancy, disability, nationality…).",
  harassment: "The request asks for threatening, harassing or abusive content aimed at a person.",
  prompt_injection: "The request tries to override the assistant's instructions or reach the system prompt or other users' data.",
};

/** Throws 422 content_policy_violation for the first violating field. */
export function assertContentAllowed(fields: { param: string; text: string | undefined | null; rules?: readonly PolicyRule[] }[]): void {
  for (const f of fields) {
    if (!f.text) continue;
    const v = findPolicyViolation(f.text, f.rules);
    if (v) {
      throw new ApiError("content_policy_violation", `${RULE_MESSAGES[v.rule]} (rule: ${v.rule}; policy: docs/content-policy.md)`, {
        param: f.param,
      });
    }
  }
}
