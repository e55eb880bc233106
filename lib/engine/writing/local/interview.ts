/**
 * Interview questions for a role: technical questions from the skills the job (or the occupation data)
 * asks for, situational ones from the duties in the advert, culture ones from its stated values, and
 * behavioural ones from the occupation's soft skills. Model answers follow STAR and are written from the
 * candidate's own CV achievement that best matches the question, with `source` pointing at it; without a CV
 * (or a CV with no achievement statements) each part is a clearly marked outline. No bracket placeholders.
 */
import { recognizeRole } from "@/lib/engine/salary";
import { findOccupation } from "@/lib/knowledge/occupations";
import { findSkillsInText, getSkill, resolveSkill } from "@/lib/knowledge/skills";
import { impliedSkills, skillImplies } from "@/lib/knowledge/skills/graph";
import { createChooser, type Chooser } from "./seed";
import { findCvAchievements, findCvLines, type CvAchievement, type CvLine } from "./interview-evidence";
import { starFromAchievement, starFromLine } from "./star";
import { extractJobNeeds, type JobNeeds } from "./job";
import { lowerFirst, skillLabel } from "./letter-context";

export const QUESTION_TYPES = ["behavioral", "technical", "situational", "culture"] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** The CV statement a model answer is written from: its text as written and its offsets in `cv_text`. */
export interface AnswerSource {
  /** an achievement statement, or (for a CV with none) a line that states a fact: a training, a project, a post */
  kind: "cv_achievement" | "cv_line";
  text: string;
  start: number;
  end: number;
  /** the role it sits under in the CV, with dates, when the CV shows one */
  role: string | null;
}

export interface InterviewQuestion {
  question: string;
  type: QuestionType;
  model_answer: { situation: string; task: string; action: string; result: string };
  follow_ups: string[];
  common_mistakes: string[];
  /** what the question was built from (skill, duty or value), for transparency */
  basis: string;
  /** the CV achievement the model answer is written from; null for an outline */
  source: AnswerSource | null;
}

export interface InterviewInput {
  role: string;
  companyName?: string | null;
  jobDescription?: string | null;
  cvText?: string | null;
  count: number;
  types?: QuestionType[] | null;
}

interface Seed {
  type: QuestionType;
  question: string;
  basis: string;
  /** words that make a CV achievement relevant to this question */
  cues: string[];
}

const BEHAVIOURS: [string, string][] = [
  ["Tell me about a time you disagreed with a decision at work. What did you do?", "disagreement"],
  ["Describe a time you missed a deadline or were about to. How did you handle it?", "deadlines"],
  ["Tell me about the mistake at work you learned most from.", "mistakes"],
  ["Give an example of a time you had to influence someone you had no authority over.", "influence"],
  ["Tell me about a time you had several urgent priorities at once. How did you choose?", "prioritisation"],
  ["Describe feedback you received that was hard to hear, and what you changed afterwards.", "feedback"],
  ["Tell me about a process you improved without being asked.", "initiative"],
];

// Words in a CV statement that make it a fitting example for each classic behavioural question.
const BEHAVIOUR_CUES: Record<string, string[]> = {
  disagreement: ["resolve", "negotiate", "conflict", "issue", "propose", "dispute", "complaint", "escalation"],
  deadlines: ["deadline", "schedule", "time", "deliver", "budget", "late", "delay", "ahead", "turnaround"],
  mistakes: ["error", "correct", "fix", "resolve", "audit", "accuracy", "defect", "quality"],
  influence: ["persuade", "negotiate", "convince", "partner", "stakeholder", "liaise", "coordinate"],
  prioritisation: ["priorit", "multiple", "schedule", "simultaneous", "manage"],
  feedback: ["feedback", "review", "improve", "train", "coach"],
  initiative: ["improve", "introduce", "implement", "develop", "create", "streamline", "propose"],
};

const SITUATIONS = [
  "Imagine your first month at {company}: you are asked to {duty}. What do you do in the first two weeks?",
  "Suppose you need to {duty}, but the data or people you depend on are not available. How do you proceed?",
  "How would you measure whether you had succeeded in the goal to {duty} after six months?",
];

const TECH = [
  "How have you used {skill} in your work, and what would you do differently next time?",
  "What trade-offs do you weigh when you decide how to apply {skill} to a new problem?",
  "Describe the hardest {skill} problem you have had to solve. How did you find the cause?",
  "How would you explain {skill} to a new colleague who has never used it?",
  "What does good {skill} work look like to you, and how do you check your own?",
];

const SOFT_SKILL_QUESTION = "Tell me about a time your {skill} made the difference on a piece of work.";

const CULTURE = [
  "Your advert mentions {value}. What does {value} look like in your day-to-day work?",
  "Why {company}, and why this {role} role now?",
  "What kind of team do you do your best work in, and what do you bring to it?",
  "Tell me about a time your values and a work request pulled in different directions.",
  "How do you like to give and receive feedback?",
  "What would your last manager say is the best thing about working with you?",
  "What would you want to have achieved at {company} after your first year?",
];

const FOLLOW_UPS: Record<QuestionType, string[]> = {
  behavioral: [
    "What would you do differently if it happened again?",
    "Who else was involved, and what exactly was your part?",
    "How did you know it had worked?",
  ],
  technical: [
    "What alternatives did you consider, and why did you reject them?",
    "How would that approach change at ten times the scale?",
    "How did you test or verify it?",
  ],
  situational: ["What would you do if your first approach failed?", "Who would you involve, and when?", "What would you not do?"],
  culture: [
    "Can you give a concrete example?",
    "What would make you leave a team?",
    "What did you learn from a team that did not work well?",
  ],
};

const MISTAKES: Record<QuestionType, string[]> = {
  behavioral: [
    "Describing what 'we' did without saying what you did",
    "No measurable result or outcome",
    "A hypothetical answer instead of a real example",
    "Blaming others for the problem",
  ],
  technical: [
    "Listing tools without explaining the reasoning",
    "Skipping how the work was tested or verified",
    "Claiming expertise the follow-up questions expose",
  ],
  situational: ["Jumping to a solution before clarifying the goal", "Ignoring stakeholders and communication", "No way to measure success"],
  culture: [
    "Generic answers that would fit any company",
    "Reciting the company's values without examples",
    "Criticising a previous employer",
  ],
};

function fill(template: string, slots: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_m, k: string) => slots[k] ?? k);
}

// Scale follow-ups belong to software and data work (SOC major group 15); other professions get a workload one.
const SOFTWARE_FOLLOW_UP = "How would that approach change at ten times the scale?";
const WORKLOAD_FOLLOW_UP = "How would you handle it on your busiest day, with half the usual time?";

/** SOC major group 15 (computer and mathematical occupations). */
function isSoftwareRole(role: string): boolean {
  return (findOccupation(role)?.occupation.soc ?? "").startsWith("15-");
}

/**
 * A job title is not a skill ("How have you used Journeyman Electrician?"): a name that the role recogniser reads
 * as an occupation's title or alias and that the skill taxonomy does not know is left out.
 */
function isJobTitle(name: string): boolean {
  if (resolveSkill(name)) return false;
  const r = recognizeRole(name);
  return !!r.match && r.match.score >= 0.9;
}

/** The role's skills: the advert's first, then the occupation's core and important skills; never a job title. */
function roleSkills(job: JobNeeds | null, role: string): { technical: string[]; soft: string[] } {
  const occ = findOccupation(role)?.occupation ?? (job?.occupationId ? findOccupation(job.title ?? "")?.occupation : undefined);
  const fromOcc = (occ?.skills ?? []).filter((s) => s.importance !== "nice").map((s) => getSkill(s.skill)?.name ?? s.skill);
  const all = [...new Set([...(job?.requiredSkills ?? []), ...fromOcc])].filter(
    (s) => !isJobTitle(s) && s.toLowerCase() !== role.toLowerCase(),
  );
  const isSoft = (name: string) => resolveSkill(name)?.category === "soft";
  return { technical: all.filter((s) => !isSoft(s)), soft: all.filter(isSoft) };
}

function duty(problem: string): string {
  return lowerFirst(problem.replace(/^(you will|you'll|you)\s+/i, ""));
}

function planSeeds(input: InterviewInput, job: JobNeeds | null, c: Chooser): Record<QuestionType, Seed[]> {
  const company = input.companyName?.trim() || job?.company || "this organisation";
  const { technical, soft } = roleSkills(job, input.role);
  const slots = { role: input.role, company };
  // Every skill first with one template, then the other templates: breadth before depth.
  // "Cooking", "Triage" read in lower case inside a question; product names ("Kubernetes", "Excel") keep their capitals.
  const commonNoun = (name: string) =>
    /ing$/.test(name) || ["trade", "soft", "education", "healthcare"].includes(resolveSkill(name)?.category ?? "");
  const label = (name: string) => (/^[A-Z][a-z]+$/.test(name) && commonNoun(name) ? name.toLowerCase() : skillLabel(name));
  const tech = TECH.flatMap((_, r) =>
    technical.map(label).map((skill, i) => ({
      type: "technical" as const,
      question: fill(TECH[(i + r) % TECH.length], { ...slots, skill }),
      basis: `skill: ${skill}`,
      cues: [skill.toLowerCase()],
    })),
  );
  const problems = job?.problems ?? [];
  const duties = SITUATIONS.flatMap((_, r) =>
    problems.map((p, i) => ({
      type: "situational" as const,
      question: fill(SITUATIONS[(i + r) % SITUATIONS.length], { ...slots, duty: duty(p) }),
      basis: `duty in the advert: ${p}`,
      cues: p
        .toLowerCase()
        .split(/\W+/)
        .filter((w) => w.length > 4),
    })),
  );
  const genericSituations = [
    {
      type: "situational" as const,
      question: "A senior colleague asks for a change to your work a day before a deadline. What do you do?",
      basis: "common situation for the role",
      cues: ["deadline", "stakeholder", "schedule", "change"],
    },
    {
      type: "situational" as const,
      question: `You join ${company} and find the way the work is done is not written down anywhere. Where do you start?`,
      basis: "common situation for the role",
      cues: ["document", "process", "procedure", "policy"],
    },
    {
      type: "situational" as const,
      question: `Two colleagues ask you for conflicting things on the same day. How do you decide, and what do you tell them?`,
      basis: "common situation for the role",
      cues: ["priorit", "team"],
    },
    {
      type: "situational" as const,
      question: `You notice an error in work that has already gone to a client or patient. What do you do?`,
      basis: "common situation for the role",
      cues: ["error", "quality"],
    },
  ];
  const behaviours = c.sample(BEHAVIOURS, BEHAVIOURS.length).map(([q, basis]) => ({
    type: "behavioral" as const,
    question: fill(q, slots),
    basis,
    cues: [basis, ...(BEHAVIOUR_CUES[basis] ?? [])],
  }));
  const softQs = soft.map((s) => ({
    type: "behavioral" as const,
    question: SOFT_SKILL_QUESTION.replace("{skill}", s.toLowerCase()),
    basis: `skill: ${s}`,
    cues: [s.toLowerCase()],
  }));
  const values = (job?.values ?? []).map((v) => ({
    type: "culture" as const,
    question: fill(CULTURE[0], { ...slots, value: v }),
    basis: `value in the advert: ${v}`,
    cues: [v],
  }));
  const culture = CULTURE.slice(1).map((q) => ({
    type: "culture" as const,
    question: fill(q, slots),
    basis: "fit with the team",
    cues: ["team"],
  }));
  return {
    technical: tech,
    situational: [...duties, ...genericSituations],
    behavioral: [...softQs, ...behaviours],
    culture: [...values, ...culture],
  };
}

const STOP = new Set(
  "about after again also been before being could describe does doing from have into made make more most much other over same such than that their them then there these they this those time tell through under very what when where which while will with would your yours".split(
    " ",
  ),
);

const stemsOf = (text: string) =>
  new Set((text.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((w) => !STOP.has(w)).map((w) => w.slice(0, 5)));

/** Stems of the question templates' own words ("used", "work", "problem"), which say nothing of a question's topic. */
// The classic behavioural questions count too: their theme is carried by their cues ("handle" in the deadline one is not).
const TEMPLATE_STEMS = stemsOf(
  [...TECH, ...SITUATIONS, ...CULTURE, SOFT_SKILL_QUESTION, ...BEHAVIOURS.map(([q]) => q)].join(" ").replace(/\{\w+\}/g, " "),
);

/** Stems of a cue word, stop words included: a cue is chosen on purpose ("time" for deadlines, "ship-on-time"). */
const cueStemsOf = (text: string) => new Set((text.toLowerCase().match(/[a-z]{4,}/g) ?? []).map((w) => w.slice(0, 5)));

/** Stems of a skill's taxonomy id, name and aliases ("inventory-replenishment" names the inventory it is about). */
function skillStems(name: string): { own: Set<string>; related: Set<string> } {
  const skill = resolveSkill(name);
  const own = cueStemsOf(name);
  const related = new Set<string>();
  if (!skill) return { own, related };
  for (const s of cueStemsOf([skill.id, skill.name, ...skill.aliases].join(" "))) own.add(s);
  for (const id of [...skill.related, ...impliedSkills(skill.id)]) {
    const r = getSkill(id);
    if (r) for (const s of cueStemsOf([r.id, r.name].join(" "))) if (!own.has(s)) related.add(s);
  }
  return { own, related };
}

/**
 * What makes a CV fact relevant to a seed: stems of its cues, and for a skill the taxonomy's names for it (weight 2
 * each), plus the names of its related and implied skills and the question's own content words (weight 1: a template
 * word such as "process" or "decision" says less); not the words of the target role.
 */
interface Topic {
  /** word stems and their weights */
  stems: Map<string, number>;
  /** the taxonomy skill the question is about, found in a fact however short its name ("Go", "R") */
  skill: string | null;
}

function topicOf(seed: Seed, roleStems: Set<string>): Topic {
  const out = new Map<string, number>();
  const skill = /^skill: (.+)$/.exec(seed.basis)?.[1];
  const { own, related } = skill ? skillStems(skill) : { own: new Set<string>(), related: new Set<string>() };
  // The target role's own words ("warehouse", "nurse") are on most of the CV's lines: from related skills or the
  // question they say nothing of its topic (from the skill or the cues they do: "sales" for a sales representative).
  for (const s of [...related, ...stemsOf(seed.question)]) if (!TEMPLATE_STEMS.has(s) && !roleStems.has(s)) out.set(s, 1);
  for (const s of [...own, ...seed.cues.flatMap((c) => [...cueStemsOf(c)])]) out.set(s, 2);
  return { stems: out, skill: skill ? (resolveSkill(skill)?.id ?? null) : null };
}

const FACT_SKILLS = new Map<string, string[]>();

/** Ids of the taxonomy skills a CV fact names (cached: the same facts are scored for every question). */
function factSkills(text: string): string[] {
  let ids = FACT_SKILLS.get(text);
  if (!ids) {
    if (FACT_SKILLS.size > 5000) FACT_SKILLS.clear();
    ids = [...new Set(findSkillsInText(text).map((m) => m.skill.id))];
    FACT_SKILLS.set(text, ids);
  }
  return ids;
}

/**
 * How much a CV fact is about the seed's topic: the summed weights of the topic stems it shares, and 2 more when it
 * names the question's skill or one that implies it (PostgreSQL for SQL).
 */
function relevance(text: string, topic: Topic): number {
  let score = topic.skill && factSkills(text).some((id) => skillImplies(id, topic.skill!)) ? 2 : 0;
  // "mis-ships", "mis-picks": an error of that kind.
  for (const s of cueStemsOf(text.replace(/\bmis-(?=[a-z])/gi, "error ").replace(/-/g, " "))) score += topic.stems.get(s) ?? 0;
  return score;
}

/**
 * The CV fact that best answers the seed: relevance to the question (its skill, duty, value or theme) first, then a
 * measured figure, a role that shares words with the target role, and a statement with more than one clause to draw
 * task, action and result from; a fact already used counts less, so answers spread over the CV.
 */
function relevantFact<T extends { text: string }>(
  facts: T[],
  topic: Topic,
  used: Map<T, number>,
  bonus: (f: T) => number,
  reusePenalty: number,
): { fact: T; relevance: number } | null {
  let best: { fact: T; relevance: number } | null = null;
  let bestScore = -Infinity;
  for (const f of facts) {
    const rel = relevance(f.text, topic);
    const score = rel * 3 + bonus(f) - (used.get(f) ?? 0) * reusePenalty;
    if (score > bestScore) {
      bestScore = score;
      best = { fact: f, relevance: rel };
    }
  }
  return best;
}

/** A statement cut off in the CV ("… their presence in") makes an answer that stops mid-sentence: it counts less. */
const cutOff = (f: { text: string }) => (/\s(?:a|an|and|as|at|by|for|in|of|on|or|the|to|with)$/i.test(f.text) ? 3 : 0);

function achievementBonus(roleStems: Set<string>): (a: CvAchievement) => number {
  return (a) => {
    const roleMatch = a.role && [...stemsOf(a.role.title)].some((s) => roleStems.has(s)) ? 0.5 : 0;
    const rich = /[;,]|\s(?:by|through)\s[a-z]+ing|\swhich\s|\sto\s[a-z]+\s/.test(a.text) ? 0.5 : 0;
    return (a.metric ? 1.5 : 0) + (a.role ? 0.5 : 0) + roleMatch + rich - cutOff(a);
  };
}

function sourceOf(a: CvAchievement | null, line: CvLine | null): AnswerSource | null {
  if (a)
    return {
      kind: "cv_achievement",
      text: a.text,
      start: a.start,
      end: a.end,
      role: a.role ? `${a.role.title}${a.role.employer ? `, ${a.role.employer}` : ""}${a.role.period ? ` (${a.role.period})` : ""}` : null,
    };
  if (line) return { kind: "cv_line", text: line.text, start: line.start, end: line.end, role: null };
  return null;
}

/** Items of a list laid out with double spaces ("IT management  Results-oriented  Operations management"), not a fact. */
const isList = (text: string) => (text.match(/\s\s[A-Z]/g) ?? []).length >= 2;

/** Mostly capitalised words: a heading, a name or a list of skills rather than a statement of work done. */
function isTitleCase(text: string): boolean {
  const words = text.split(/\s+/).slice(1);
  return words.filter((w) => /^[A-Z]/.test(w)).length > 0.4 * words.length;
}

/** What the question asks about, for saying the CV has no direct example of it; null for themes and fit questions. */
function topicName(seed: Seed): string | null {
  const m = /^(skill|value in the advert|duty in the advert): (.+)$/.exec(seed.basis);
  if (!m) return null;
  // Named by kind, not by name: the skill may come from occupation data the candidate never gave.
  return m[1] === "duty in the advert" ? "this duty" : m[1] === "skill" ? "this skill" : "this value";
}

/** Without a CV achievement: an outline of what a strong answer contains, marked as an outline, no brackets. */
function outlineStar(seed: Seed, hadCv: boolean): InterviewQuestion["model_answer"] {
  const topic = seed.basis.replace(/^(skill|duty in the advert|value in the advert): /, "");
  const lead = hadCv ? "Outline (the CV has no achievement statement to draw on)" : "Outline (no CV given)";
  return {
    situation: `${lead}: open with one specific, recent example involving ${lowerFirst(topic)}: where it was, when, and what was at stake.`,
    task: "Outline: say what you personally had to achieve, and the deadline or standard you were held to.",
    action: "Outline: describe the two or three steps you took yourself, in the first person, and why you chose them.",
    result: "Outline: end with the outcome, with a number if you have one (time saved, errors cut, people helped), and what you learned.",
  };
}

export function writeInterviewQuestions(input: InterviewInput): InterviewQuestion[] {
  const c = createChooser("interview", input.role, input.companyName, input.jobDescription, input.cvText, input.count, input.types);
  const job = input.jobDescription?.trim()
    ? extractJobNeeds({ jobDescription: input.jobDescription, companyName: input.companyName, role: input.role })
    : null;
  const achievements = input.cvText?.trim() ? findCvAchievements(input.cvText) : null;
  const seeds = planSeeds(input, job, c);
  const types = input.types?.length ? [...new Set(input.types)] : [...QUESTION_TYPES];
  // Round-robin across the requested types so a count of 10 is balanced, not ten technical questions.
  const picked: Seed[] = [];
  const cursor = Object.fromEntries(types.map((t) => [t, 0])) as Record<QuestionType, number>;
  while (picked.length < input.count) {
    let added = false;
    for (const t of types) {
      if (picked.length >= input.count) break;
      const s = seeds[t][cursor[t]++];
      if (s) {
        picked.push(s);
        added = true;
      }
    }
    if (!added) break;
  }
  const used = new Map<CvAchievement, number>();
  const usedLines = new Map<CvLine, number>();
  // A CV without achievement statements still has facts (a training, a project, a post): the answer is anchored
  // on the closest one and the rest stays an outline. A CV with achievements offers its other fact lines ("Cycle
  // counts and inventory reconciliation in …") where they are more about the question than any achievement.
  const allLines = input.cvText?.trim() ? findCvLines(input.cvText).filter((l) => !isList(l.text)) : [];
  const lines = achievements?.length
    ? allLines.filter((l) => !isTitleCase(l.text) && !achievements.some((a) => l.start < a.end && a.start < l.end))
    : allLines;
  const roleStems = stemsOf(input.role);
  const bonus = achievementBonus(roleStems);
  const software = isSoftwareRole(input.role);
  return picked.map((seed, i) => {
    const topic = topicOf(seed, roleStems);
    const bestA = achievements?.length ? relevantFact(achievements, topic, used, bonus, 2) : null;
    // A fact line that is more about the question than any achievement is the better example.
    const bestLine = lines.length ? relevantFact(lines, topic, usedLines, (l) => -cutOff(l), 1) : null;
    const useLine = !!bestLine && (!bestA || (bestLine.relevance >= 2 && bestLine.relevance > bestA.relevance));
    const a = bestA && !useLine ? bestA.fact : null;
    const line = useLine ? bestLine!.fact : null;
    if (a) used.set(a, (used.get(a) ?? 0) + 1);
    if (line) usedLines.set(line, (usedLines.get(line) ?? 0) + 1);
    // Nothing on the CV is about the question's skill, duty or value: the answer says its example is the closest.
    // Sharing only a related skill's word (weight 1) is not a direct example either.
    const closestTo = a && bestA!.relevance < 2 ? topicName(seed) : null;
    const followUps = FOLLOW_UPS[seed.type].map((f) => (f === SOFTWARE_FOLLOW_UP && !software ? WORKLOAD_FOLLOW_UP : f));
    return {
      question: seed.question,
      type: seed.type,
      model_answer: a ? starFromAchievement(a, { variant: i, closestTo }) : line ? starFromLine(line) : outlineStar(seed, !!achievements),
      follow_ups: c
        .sample(followUps, 2)
        .concat(a?.metric && /[%£$€¥₹]|\d\s?(k|m|bn|x)\b/i.test(a.metric) ? [`How did you measure the ${a.metric}?`] : []),
      common_mistakes: c.sample(MISTAKES[seed.type], 3),
      basis: seed.basis,
      source: sourceOf(a, line),
    };
  });
}
