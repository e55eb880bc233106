/**
 * Sentence frames: each turns one planned fact into a grammatical English sentence. Every frame states the
 * fact and nothing more (no invented context); a frame is picked by index so that each mode words the same
 * fact differently, which keeps two modes of one CV from repeating each other's sentences.
 */
import { lowerFirst } from "./letter-context";
import { joinList } from "./text";
import { BASE_VERBS } from "./interview-evidence";
import { resolveSkill } from "@/lib/knowledge/skills";
import { findBannedPhrases } from "@/lib/engine/writing/banned-phrases";
import { answers, pickFresh, proseLabel, record, TRANSITION_MODE, type LetterPlan, type Requirement } from "./letter-plan";
import { isRelevant } from "./relevance";
import type { Achievement } from "./documents";

/** "a Staff Nurse" / "an RGN" / "an HR Administrator". */
export function withArticle(phrase: string): string {
  // "the Brigade Property Book Supervisor" has its article already ("a the …" would not read).
  if (/^(?:the|a|an)\s/i.test(phrase)) return phrase.replace(/^The\s/, "the ");
  const first = phrase.split(/\s+/)[0];
  const acronym = /^\p{Lu}{2,}\b/u.test(first);
  const vowel = acronym ? /^[AEFHILMNORSX]/.test(first) : /^[aeiou]/i.test(first) && !/^(?:uni|use|usu|eu|one)/i.test(first);
  return `${vowel ? "an" : "a"} ${phrase}`;
}

/** The achievement as the rest of a sentence after "I": "reduced falls on the ward by 40%". */
export function achievementBody(plan: LetterPlan, a: Achievement): string {
  record(plan, "achievement", a.text, "cv");
  if (a.employer) record(plan, "employer", a.employer, "cv");
  return lowerFirst((a.said ?? a.text).replace(/(?<![\s.;,:])[\s.;,:]+$/, ""));
}

type Frame = (b: string, a: Achievement, plan: LetterPlan) => string;

const at = (p: LetterPlan) => (p.ad.company ? ` at ${p.ad.company}` : "");

// Frames for a result that answers no particular requirement: plain, or with a context (employer, title), or with a
// tail that ties it to the role. No stock connective ("In the same vein,", "Also worth noting,") and no sentence about
// the CV: sixteen wordings, so that the fifteen modes word one result differently.
const ACHIEVEMENT_FRAMES: Frame[] = [
  (b) => `I ${b}.`,
  (b, a) => (a.employer ? `At ${a.employer}, I ${b}.` : `To give one example, I ${b}.`),
  (b) => `I also ${b}.`,
  (b, _a, p) => (p.ownTitle ? `As ${withArticle(p.ownTitle)}, I ${b}.` : `In my work so far, I ${b}.`),
  (b, _a, p) => `I ${b}, experience I would bring to ${p.role}${at(p)}.`,
  (b, a) => (a.employer ? `During my time at ${a.employer}, I ${b}.` : `For example, I ${b}.`),
  (b) => `As part of my work, I ${b}.`,
  (b, _a, p) => (p.ownTitle ? `Working as ${withArticle(p.ownTitle)}, I ${b}.` : `In practice, I ${b}.`),
  (b) => `One example from my work: I ${b}.`,
  (b, a) => (a.employer ? `While at ${a.employer}, I ${b}.` : `On the job, I ${b}.`),
  (b) => `My work has included this: I ${b}.`,
  (b, a) => (a.employer ? `It was at ${a.employer} that I ${b}.` : `In one role, I ${b}.`),
  (b) => `In my roles so far, I ${b}.`,
  (b) => `On the practical side, I ${b}.`,
  (b, a) => (a.employer ? `With ${a.employer}, I ${b}.` : `In my own practice, I ${b}.`),
  (b) => `I ${b}, work I would be glad to continue in this role.`,
];

/** The frames that put a result under the candidate's own title ("As a…", "Working as a…"). */
const TITLE_FRAMES = new Set([3, 7]);
/** Frames that end by tying the result to the role: a letter uses one at most, or they become a refrain. */
const TAIL_FRAMES = new Set([4, 15]);

// A result from the candidate's other field, in the career-change letter: what carries over, said as such.
// The role the result sits under is named when the CV gives it ("What carries over from my time as a Medical
// Technologist: …").
const TRANSFER_FRAMES: Frame[] = [
  (b, a) => (a.role ? `What carries over from my time as ${withArticle(a.role)}: I ${b}.` : `What carries over from that work: I ${b}.`),
  (b) => `The same habits showed when I ${b}.`,
  (b, a) =>
    a.role ? `As ${withArticle(a.role)}, I ${b}, and that experience comes with me.` : `From my other work, I bring this: I ${b}.`,
  (b) => `That background is hands-on: I ${b}.`,
];

// A result that speaks to one of the advert's requirements is linked to it: the requirement, then where the CV
// shows it ("You need Go; as a Backend Engineer I built…"). Five lead-ins × three contexts = 15 wordings, one per mode.
const LINK_LEADS = [
  (k: string, c: string) => `You need ${k}; ${c}.`,
  (k: string, c: string) => `On ${k}, ${c}.`,
  (k: string, c: string) => `You want ${k}, and ${c}.`,
  (k: string, c: string) => `As for ${k}, ${c}.`,
  (k: string, c: string) => `${upper(k)} is on your list, and ${c}.`,
];
// Each context has a wording of its own when the CV names no employer or title, so the 15 modes stay distinct.
// A duty written in the present may belong to any role: it is not put under the CV's first title.
const LINK_CONTEXTS: ((b: string, a: Achievement, p: LetterPlan) => string)[] = [
  (b, a) => (a.employer ? `at ${a.employer} I ${b}` : `I ${b}`),
  (b, a, p) => (p.ownTitle && !a.present ? `as ${withArticle(p.ownTitle)} I ${b}` : `in my work I ${b}`),
  (b) => `my experience shows it: I ${b}`,
];

/** The first requirement (not yet answered) that the result is evidence for: a skill of the advert it names. */
function requirementFor(plan: LetterPlan, a: Achievement): Requirement | null {
  return plan.requirements.find((r) => !plan.statedRequirements.has(r.id) && answers(a, r)) ?? null;
}

/**
 * An achievement in this mode's wording: linked to the requirement it answers when it answers one ("Your advert
 * asks for X; at Y I …"), otherwise in a plain frame. The frame depends on the achievement's place in the CV plus
 * the mode number: the 15 modes never word one achievement alike.
 */
export function achievementSentence(plan: LetterPlan, a: Achievement): string {
  const g = Math.max(0, plan.cand.achievements.indexOf(a));
  const r = requirementFor(plan, a);
  const b = achievementBody(plan, a);
  // A present-tense duty may belong to any current role: it is not put under the CV's first title ("As a Teacher, I analyze blood…").
  if (r) {
    const n = LINK_LEADS.length * LINK_CONTEXTS.length;
    const k = proseLabel(record(plan, "job_requirement", r.label, "job_description"));
    plan.statedRequirements.add(r.id);
    return pickFresh(
      plan,
      Array.from({ length: n }, (_, i) => () => {
        const v = (g + plan.modeId + i) % n;
        const ctx = LINK_CONTEXTS[Math.floor(v / LINK_LEADS.length) % LINK_CONTEXTS.length](b, a, plan);
        return LINK_LEADS[v % LINK_LEADS.length](k, ctx);
      }),
    );
  }
  // A result from another field (career-change letter only) is framed as what carries over.
  if (plan.unrelated.has(a)) {
    const m = TRANSFER_FRAMES.length;
    const said = pickFresh(
      plan,
      Array.from({ length: m }, (_, i) => () => TRANSFER_FRAMES[(g + plan.modeId + i) % m](b, a, plan)),
    );
    // A role the sentence names is not listed again among the earlier roles.
    if (a.role && said.includes(a.role)) record(plan, "role", a.role, "cv");
    return said;
  }
  // One frame per mode; when its opening is already taken in this letter (a long letter cites many results), the
  // frame seven places on is tried, so that a neighbouring mode's frame for the same result is not the next choice.
  const n = ACHIEVEMENT_FRAMES.length;
  const order = Array.from({ length: n }, (_, i) => (g + plan.modeId + 7 * i) % n).filter(
    (k) => (!a.present || !TITLE_FRAMES.has(k)) && (!plan.tailUsed || !TAIL_FRAMES.has(k)),
  );
  const chosen = pickFresh(
    plan,
    order.map((k) => () => ACHIEVEMENT_FRAMES[k](b, a, plan)),
  );
  if (order.some((k) => TAIL_FRAMES.has(k) && ACHIEVEMENT_FRAMES[k](b, a, plan) === chosen && !chosen.startsWith("I also")))
    plan.tailUsed = true;
  return chosen;
}

// Two results in one sentence: five lead-ins × three joins = 15 wordings, one per mode.
const PAIR_LEADS: ((b1: string, e: string | null) => string)[] = [
  (b1) => `I ${b1}`,
  (b1, e) => (e ? `At ${e}, I ${b1}` : `I also ${b1}`),
  (b1) => `For example, I ${b1}`,
  (b1, e) => (e ? `While at ${e}, I ${b1}` : `In practice, I ${b1}`),
  (b1) => `Among my duties, I ${b1}`,
];
const PAIR_JOINS = [(b2: string) => `, and I ${b2}.`, (b2: string) => `; I also ${b2}.`, (b2: string) => `, and ${b2}.`];

/** Two short results in one sentence, so the body reads as prose rather than one CV line per sentence. */
export const PAIRABLE_WORDS = 13;

export function achievementPairSentence(plan: LetterPlan, a: Achievement, b: Achievement): string {
  const g = Math.max(0, plan.cand.achievements.indexOf(a));
  const e = a.employer && a.employer === b.employer ? a.employer : null;
  const [b1, b2] = [achievementBody(plan, a), achievementBody(plan, b)];
  const n = PAIR_LEADS.length * PAIR_JOINS.length;
  plan.pairs = (plan.pairs ?? 0) + 1;
  return pickFresh(
    plan,
    Array.from({ length: n }, (_, i) => () => {
      const v = (g + plan.modeId + i) % n;
      // The n-th pair of a letter moves on to the next join, so "; I also" does not return in every pair, and a
      // lead of "I also" never takes "; I also" after it.
      let j = (Math.floor(v / PAIR_LEADS.length) + (plan.pairs ?? 0)) % PAIR_JOINS.length;
      const lead = PAIR_LEADS[v % PAIR_LEADS.length](b1, e);
      if (j === 1 && lead.startsWith("I also")) j = 0;
      return lead + PAIR_JOINS[j](b2);
    }),
  );
}

/** Whether the result answers a requirement not yet answered (it is then linked, never paired). */
export function answersRequirement(plan: LetterPlan, a: Achievement): boolean {
  return requirementFor(plan, a) !== null;
}

const CORE_OPENERS = [
  (k: string) => `Your advert puts ${k} first`,
  (k: string) => `${upper(k)} leads the list of your requirements`,
  (k: string) => `The first requirement in your advert is ${k}`,
  (k: string) => `What the advert asks for most is ${k}`,
  (k: string) => `Of everything the advert lists, ${k} comes first`,
];
const CORE_WITH_EVIDENCE = [
  (b: string) => `, and I can show it: I ${b}.`,
  (b: string) => `; for example, I ${b}.`,
  (b: string) => `, and my experience answers it directly: I ${b}.`,
];
const CORE_HELD = [", and it is part of my experience.", "; I bring experience in it.", ", which my experience covers."];
// The CV does not show the core requirement: the letter neither claims it nor argues against the candidate; it says
// what they would do about it (the response's notes tell the candidate that the CV does not name it).
const CORE_MISSING = [
  ", and I would be glad to build my experience of it in this role.",
  "; it is an area I would welcome the chance to grow into with your team.",
  ", and building my experience there would be a priority for me from the start.",
];

function upper(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** The sentence every mode carries: the advert's core requirement and what the CV offers against it. */
export function coreSentence(plan: LetterPlan, variant = plan.modeId - 1): string | null {
  const core = plan.core;
  if (!core) return null;
  const k = proseLabel(record(plan, "job_requirement", core.label, "job_description"));
  const open = CORE_OPENERS[variant % CORE_OPENERS.length](k);
  const tail = Math.floor(variant / CORE_OPENERS.length) % 3;
  if (core.evidence && !plan.citedAchievements.has(core.evidence)) {
    plan.citedAchievements.add(core.evidence);
    return open + CORE_WITH_EVIDENCE[tail](achievementBody(plan, core.evidence));
  }
  if (core.held) {
    record(plan, "skill", core.held, "cv");
    return open + CORE_HELD[tail];
  }
  return open + CORE_MISSING[tail];
}

// The advert's other requirements that the CV names, said in the first person: the candidate has them.
const SKILL_OPENERS = [
  (l: string) => `I have experience in ${l}`,
  (l: string) => `My experience covers ${l}`,
  (l: string) => `I can offer ${l}`,
  (l: string) => `I bring ${l}`,
  (l: string, one = false) => `${upper(l)} ${one ? "is" : "are"} part of my experience`,
];

/** The advert's other requirements that the CV names. */
export function matchedSkillsSentence(plan: LetterPlan, variant = plan.modeId - 1): string | null {
  const held = plan.requirements.filter((r) => !plan.statedRequirements.has(r.id) && r.held).slice(0, 4);
  if (!held.length) return null;
  for (const r of held) plan.statedRequirements.add(r.id);
  const labels = held.map((r) => proseLabel(record(plan, "skill", r.label, "job_description")));
  const one = labels.length === 1;
  const tails = one
    ? [" as well.", ", which your advert also names.", ", another point on your list."]
    : [" as well.", ", which your advert also names.", `, ${labels.length === 2 ? "both" : "all"} on your list.`];
  // Called a second time for the requirements left over, it moves on to the next opener and tail: the letter
  // does not open two sentences alike, and the leftover labels keep it from matching another mode's sentence.
  return pickFresh(
    plan,
    [0, 1, 2].map(
      (i) => () =>
        SKILL_OPENERS[(variant + i) % SKILL_OPENERS.length](joinList(labels), one) +
        tails[(Math.floor(variant / SKILL_OPENERS.length) + i) % 3],
    ),
  );
}

/** The CV's own skills that the advert does not ask for: breadth, three at a time, each skill stated once. */
export function ownSkillsSentence(plan: LetterPlan, variant = plan.modeId - 1, nth = 0): string | null {
  const asked = new Set([...plan.requirements, ...plan.niceToHaves].map((r) => r.id));
  const said = new Set(plan.used.filter((f) => f.kind === "skill").map((f) => f.value.toLowerCase()));
  // A word of the candidate's own job title is not a skill of theirs ("Chef" on an Executive Chef's CV is the job).
  const titleWords = new Set(plan.cand.titles.flatMap((t) => t.toLowerCase().split(/[^\p{L}]+/u)));
  const labels = [...plan.cand.skills.entries()]
    .filter(([id, l]) => !asked.has(id) && !said.has(l.toLowerCase()) && !CREDENTIAL_CATEGORIES.has(resolveSkill(l)?.category ?? ""))
    .map(([, l]) => l)
    .filter((l) => (/\p{Ll}/u.test(l) || l.length <= 4) && !titleWords.has(l.toLowerCase()))
    .slice(0, 3);
  if (labels.length < 2) return null;
  const list = joinList(labels.map((l) => proseLabel(record(plan, "skill", l, "cv"))));
  // Openers differ in their first two words from each other and from the other sentence kinds of a letter.
  const opens = [
    "I also work with",
    "My other skills include",
    "I can also bring",
    "Further skills I use are",
    "Beyond your list, I offer",
  ];
  // A second batch of skills ends differently from the first.
  const tail = [".", " as well.", ", too."][(Math.floor(variant / 5) + nth) % 3];
  return pickFresh(
    plan,
    [0, 1, 2, 3, 4].map((i) => () => `${opens[(variant + i) % 5]} ${list}${tail}`),
  );
}

const CREDENTIAL_CATEGORIES = new Set(["certification"]);

/** Certifications and licences the CV names (CPR, CPA, PMP), stated once. */
export function credentialsSentence(plan: LetterPlan, variant = plan.modeId - 1): string | null {
  const said = new Set(plan.used.filter((f) => f.kind === "skill").map((f) => f.value.toLowerCase()));
  // A two-letter capital ("CA") is more often a state or an initial than the credential it can stand for.
  const labels = [...plan.cand.skills.values()]
    .filter(
      (l) =>
        !said.has(l.toLowerCase()) && (l.length > 2 || /\p{Ll}/u.test(l)) && CREDENTIAL_CATEGORIES.has(resolveSkill(l)?.category ?? ""),
    )
    .slice(0, 3);
  if (!labels.length) return null;
  for (const l of labels) record(plan, "skill", l, "cv");
  // "Board Certified" is what the candidate is; "PMP", "CPR" and "Food Hygiene Certificate" are what they hold.
  const adjectives = labels.filter((l) => /(?:certified|licensed|registered|qualified)$/i.test(l));
  const nouns = labels.filter((l) => !adjectives.includes(l));
  const held = nouns.map((l) => (/certif|licen[cs]e|diploma|card|award|qualification|registration/i.test(l) ? l : `${l} certification`));
  const claims = [adjectives.length ? `I am ${joinList(adjectives)}` : null, held.length ? `I hold ${joinList(held)}` : null].filter(
    (x): x is string => !!x,
  );
  const sentence = claims.join(", and ");
  // Five lead-ins × three endings: the fifteen modes word the same credentials differently.
  // Eight lead-ins × two endings: the fifteen modes word the same credentials differently.
  const leads = [
    "",
    "On credentials, ",
    "For the record, ",
    "In terms of certification, ",
    "As for qualifications, ",
    "Formally, ",
    "Among my credentials, ",
    "Professionally, ",
  ];
  const tails = [".", " as well."];
  return pickFresh(
    plan,
    [0, 1, 2, 3, 4, 5, 6, 7].map((i) => () => {
      const lead = leads[(variant + i) % 8];
      return `${lead}${lead ? sentence : upper(sentence)}${tails[Math.floor(variant / 8) % 2]}`;
    }),
  );
}

/** The advert's lighter requirements (named after the weightiest six) that the CV also names. */
export function niceToHaveSentence(plan: LetterPlan, variant = plan.modeId - 1): string | null {
  const held = plan.niceToHaves.filter((r) => r.held && !plan.statedRequirements.has(r.id)).slice(0, 4);
  if (!held.length) return null;
  for (const r of held) plan.statedRequirements.add(r.id);
  const labels = joinList(held.map((r) => proseLabel(record(plan, "skill", r.label, "job_description"))));
  const one = held.length === 1;
  const opens = [
    `I can also offer ${labels}`,
    `I also bring ${labels}`,
    `My experience also includes ${labels}`,
    `I have experience in ${labels} too`,
    `${upper(labels)} ${one ? "is" : "are"} part of my experience too`,
  ];
  const tails = [".", ", which your advert names further down.", ", from the longer list in your advert."];
  return pickFresh(
    plan,
    [0, 1, 2, 3, 4].map((i) => () => `${opens[(variant + i) % 5]}${tails[Math.floor(variant / 5) % 3]}`),
  );
}

/** Earlier job titles from the CV that the letter has not named yet. */
export function earlierRolesSentence(plan: LetterPlan, variant = plan.modeId - 1): string | null {
  const said = new Set(plan.used.filter((f) => f.kind === "role").map((f) => f.value.toLowerCase()));
  const titles = plan.cand.titles
    // Compared without case: "Mechanical design engineer" is the same title as "Mechanical Design Engineer".
    .filter(
      (t) =>
        t.toLowerCase() !== plan.ownTitle?.toLowerCase() &&
        !said.has(t.toLowerCase()) &&
        /^\p{Lu}/u.test(t) &&
        !/[,/|]/.test(t) &&
        t.split(/\s+/).length <= 5,
    )
    // An earlier post in another field (a teacher's years as a medical technologist) does not answer the advert;
    // the career-change letter names it, as the path it changes.
    .filter((t) => plan.modeId === TRANSITION_MODE || isRelevant(t, 0, plan.ad.terms))
    .slice(0, 3);
  if (!titles.length) return null;
  const list = joinList(titles.map((t) => withArticle(record(plan, "role", t, "cv"))));
  const opens = [
    `I have also worked as ${list}`,
    `Before this, I worked as ${list}`,
    `Other roles I have held include ${list}`,
    `Previously, I worked as ${list}`,
    `Earlier in my career, I worked as ${list}`,
  ];
  return pickFresh(
    plan,
    [0, 1, 2, 3, 4].map(
      (i) => () =>
        `${opens[(variant + i) % 5]}${
          [
            ".",
            ", which adds to the same experience.",
            titles.length === 1 ? ", a role close to this one." : ", roles close to this one.",
            // The career-change letter's earlier roles are another field: no claim that they are close to this one.
          ][plan.modeId === TRANSITION_MODE ? 0 : Math.floor(variant / 5) % 3]
        }`,
    ),
  );
}

/**
 * Why the candidate wants this role, in the advert's own words: what the employer says it does, or what the role
 * is for. Only the advert's sentence is stated; the frame says it is what draws the candidate to the role.
 */
export function employerSentence(plan: LetterPlan, variant = plan.modeId - 1): string | null {
  const d = plan.ad.selfDescription;
  if (!d || plan.used.some((f) => f.kind === "company" && f.value === d)) return null;
  // Only a sentence that describes the employer, whole: not a recruiting line ("We are looking for…"), a head run
  // into it ("JOB DESCRIPTION: …", "If so, …") or a long paragraph.
  if (
    !/^\p{Lu}/u.test(d) ||
    /:|\b(?:looking for|seeking|recruiting|hiring|if so|apply)\b|\*/i.test(d) ||
    d.split(/\s+/).length > 30 ||
    /\p{Ll}\s\p{Lu}\p{Ll}+\s(?:are|is)\b/u.test(d)
  )
    return null;
  const q = record(plan, "company", d, "job_description");
  const opens = [
    `Part of what draws me to the role is how your advert describes the employer: "${q}."`,
    `Your advert sums up the organisation in one line: "${q}."`,
    `What I read about the employer in your advert appeals to me: "${q}."`,
    `The advert's own account of the organisation is a reason I am applying: "${q}."`,
    `I was struck by how the advert presents the employer: "${q}."`,
  ];
  return pickFresh(
    plan,
    [0, 1, 2, 3, 4].map((i) => () => opens[(variant + i) % 5]),
  );
}

/** A duty or purpose of the role from the advert that no result has answered: what the candidate is applying to do. */
export function purposeSentence(plan: LetterPlan, text: string, variant: number, nth = 0): string | null {
  if (plan.used.some((f) => f.kind === "job_requirement" && f.value === text)) return null;
  const d = text.replace(/^(?:you will|you'll|to|we need someone to)\s+/i, "").replace(/(?<![\s.;:])[\s.;:]+$/, "");
  const verb = (/^[A-Za-z]+/.exec(d)?.[0] ?? "").toLowerCase();
  const words = d.split(/\s+/);
  if (!BASE_VERBS.has(verb) || words.length < 4 || words.length > 25) return null;
  // A duty read out of a head line ("Support Worker Job Daventry") or cut off ("…reports, including") is no sentence.
  if (
    /[:*]/.test(d) ||
    words.slice(1).filter((w) => /^\p{Lu}/u.test(w)).length >= 2 ||
    /(?:,|\b(?:including|and|or|of|to|for|with|the|a|an|in|on|by|such as))$/i.test(d)
  )
    return null;
  record(plan, "job_requirement", text, "job_description");
  const q = lowerFirst(d);
  const leads = [
    `Your advert says the role will ${q}`,
    `In your advert's words, the job is to ${q}`,
    `The advert lists the duty to ${q}`,
    `According to your advert, the post exists to ${q}`,
    `Among the role's duties, your advert names the need to ${q}`,
  ];
  const tails = [
    ", and that is the work I am applying to do.",
    "; it is the part of the job I most want to do.",
    ", which is a large part of why I am applying.",
  ];
  // The n-th such sentence of a letter ends differently from the one before it.
  const tail = tails[(Math.floor(variant / 5) + nth) % 3];
  return pickFresh(
    plan,
    [0, 1, 2, 3, 4].map((i) => () => `${leads[(variant + i) % 5]}${tail}`),
  );
}

export function titleSentence(plan: LetterPlan, variant = plan.modeId - 1): string | null {
  const t = plan.ownTitle;
  // Stated once: an opening that already names the title ("I am moving from my work as…") is not repeated.
  if (!t || plan.used.some((f) => f.kind === "role" && f.value === t)) return null;
  record(plan, "role", t, "cv");
  const opens = [
    `I have worked as ${withArticle(t)}`,
    `My background is as ${withArticle(t)}`,
    `I bring my experience as ${withArticle(t)}`,
    `My most recent title is ${t}`,
    `I come to this as ${withArticle(t)}`,
  ];
  const tail = [".", ", and this application builds on that experience.", ", the background to this application."][
    Math.floor(variant / 5) % 3
  ];
  // Tried in this mode's order: the first whose opening words the letter has not used yet.
  return pickFresh(
    plan,
    [0, 1, 2, 3, 4].map((i) => () => `${opens[(variant + i) % 5]}${tail}`),
  );
}

export function yearsSentence(plan: LetterPlan, variant = plan.modeId - 1): string | null {
  const stated = plan.cand.yearsStated;
  // Stated once per letter, whichever part of it states it first.
  if (!stated || plan.used.some((f) => f.kind === "years")) return null;
  record(plan, "years", stated, "cv");
  const y = stated.replace(/^1 years$/, "1 year");
  const opens = [
    `In all, I have ${y} of experience`,
    `I bring ${y} of experience`,
    `I have built up ${y} of experience`,
    `All told, I have ${y} of experience`,
    `I have ${y} of work experience`,
  ];
  // Five openings × three endings, so that the fifteen modes do not share the sentence.
  // "…, most recently as a Sales Coordinator" only when the letter has not named the title already.
  const t = plan.ownTitle && !plan.used.some((f) => f.kind === "role" && f.value === plan.ownTitle) ? plan.ownTitle : null;
  const k = Math.floor(variant / 5) % 3;
  if (k === 1 && t) record(plan, "role", t, "cv");
  const tail = [".", t ? `, most recently as ${withArticle(t)}.` : " to date.", `, which I would put to work in ${plan.role}.`][k];
  return pickFresh(
    plan,
    [0, 1, 2, 3, 4].map((i) => () => `${opens[(variant + i) % 5]}${tail}`),
  );
}

/** Requirements the CV shows no evidence for, named so the letter does not imply them. */
export function openRequirements(plan: LetterPlan): Requirement[] {
  return plan.requirements.filter((r) => r !== plan.core && !r.held);
}

/** The CV's education lines (up to three, each once), in this mode's wording. */
const QUALIFICATION =
  /\b(?:diploma|degree|certificate|bachelor|master|b\.?sc|m\.?sc|b\.?a|m\.?a|mba|phd|ged|gcses?|a-levels?|btec|nvq|hnd|hnc|associate)\b/i;
const INSTITUTION = /\b(?:school|college|university|institute|academy|polytechnic)\b/i;

/**
 * An education line as a phrase: "High School Diploma — Whetstone High School, Columbus, OH (2018)" → "High School
 * Diploma from Whetstone High School (2018)". Its town is left out; a line that does not read as qualification +
 * institution stays as written.
 */
export function educationPhrase(line: string): string {
  const parts = line
    .split(/(?<!\s)\s+[—–|-]\s+|,\s+/)
    .map((p) => p.trim())
    .filter(Boolean);
  const year = /\((\d{4})\)|\b((?:19|20)\d{2})\b/.exec(line);
  const qual = parts.find((p) => QUALIFICATION.test(p) && !INSTITUTION.test(p.replace(/\bhigh school diploma\b/i, "")));
  const inst = parts.find((p) => p !== qual && INSTITUTION.test(p));
  if (!qual || !inst) return line;
  const clean = (p: string) =>
    p
      .trim()
      .replace(/\(?(?:19|20)\d{2}\)?$/, "")
      .trim();
  const from = /^(?:university|institute|college|academy|school) of\b/i.test(inst) ? `the ${clean(inst)}` : clean(inst);
  return `${clean(qual)} from ${from}${year ? ` (${year[1] ?? year[2]})` : ""}`;
}

export function educationSentence(plan: LetterPlan, variant = plan.modeId - 1): string | null {
  const said = new Set(plan.used.filter((f) => f.kind === "education").map((f) => f.value));
  // A line the cliché list would flag ("Guru Nanak high school") is left out: a reader cannot tell a name from a boast.
  const lines = plan.cand.education.filter((x) => !said.has(x) && !findBannedPhrases(x).length).slice(0, 3);
  if (!lines.length) return null;
  // "â¢" and bullet marks before a line are layout, not part of it.
  const list = lines
    .map((e) =>
      educationPhrase(
        record(plan, "education", e, "cv")
          .replace(/^(?:â\S*|[•·*▪◦‣–—-])\s*/u, "")
          .replace(/(?<![\s.;,])[\s.;,]+$/, ""),
      ),
    )
    .join("; ");
  const opens = [
    `My education includes ${list}`,
    `My qualifications include ${list}`,
    `My studies include ${list}`,
    `My training includes ${list}`,
    `My academic background includes ${list}`,
  ];
  const tails = [".", " as well.", ", alongside my work experience."];
  return pickFresh(
    plan,
    [0, 1, 2, 3, 4].map((i) => () => `${opens[(variant + i) % 5]}${tails[Math.floor(variant / 5) % 3]}`),
  );
}

export function languagesSentence(plan: LetterPlan, variant = plan.modeId - 1): string | null {
  const langs = plan.cand.languages;
  if (langs.length < 2) return null;
  const list = joinList(langs.map((l) => record(plan, "skill", l, "cv")));
  const opens = [`I work in ${list}.`, `I speak ${list}.`, `My languages are ${list}.`];
  return pickFresh(
    plan,
    [0, 1, 2].map((i) => () => opens[(variant + i) % 3]),
  );
}

const DUTY_OPENERS = [
  (d: string) => `Your advert says the role will ${d}`,
  (d: string) => `One of the duties you list is to ${d}`,
  (d: string) => `You want someone to ${d}`,
];

/**
 * A duty from the advert paired with an achievement that shares one of its skills: the pairing is the
 * evidence, and the sentence says "closest evidence" rather than claiming the same work.
 */
export function dutySentence(plan: LetterPlan, duty: string, a: Achievement, variant: number): string {
  const d = record(plan, "job_requirement", duty, "job_description").replace(/^(?:you will|you'll|to)\s+/i, "");
  // A duty that is a noun phrase ("Strong Python or Go") is asked for, not done: "…to strong Python" would not parse.
  const verbFirst = BASE_VERBS.has((/^[A-Za-z]+/.exec(d)?.[0] ?? "").toLowerCase());
  const lead = verbFirst ? DUTY_OPENERS[variant % DUTY_OPENERS.length](lowerFirst(d)) : `The role calls for ${lowerFirst(d)}`;
  const tail = [
    (b: string) => `, and I have done related work: I ${b}.`,
    (b: string) => `; in my own work, I ${b}.`,
    (b: string) => `; the nearest I have done is that I ${b}.`,
  ][Math.floor(variant / DUTY_OPENERS.length) % 3];
  return `${lead}${tail(achievementBody(plan, a))}`;
}
