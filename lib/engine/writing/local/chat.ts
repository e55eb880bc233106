/**
 * The local provider's chat: a career assistant that reads the whole conversation (the `messages` array is its
 * memory), works out what the last turn asks with a confidence, and answers with the engines' real results (salary
 * benchmark and pay scales, skills gap, CV score, life simulation, interview questions) and their evidence. When it
 * is unsure what is asked it says so and asks; outside careers it says that plainly. Deterministic for equal input.
 */
import { InputError } from "@/lib/errors";
import { scoreCv } from "@/lib/engine/scoring/cv-score";
import { analyzeSkillsGap } from "@/lib/engine/scoring/skills-gap";
import { getCountry } from "@/lib/knowledge/countries";
import { findAdviceTopics } from "./advice";
import { looksLikeCv, readConversation, type ChatTurn, type ConversationState, type Intent, type ReadConversation } from "./chat-intents";
import { answerDecision, answerSalary } from "./chat-pay";
import { writeInterviewQuestions } from "./interview";
import { joinList } from "./text";

export type { ChatTurn } from "./chat-intents";

const LEVEL_NAMES = ["none", "awareness", "working", "proficient", "expert"];

function answerSkillsGap(state: ConversationState, turn: number, depth: number): string {
  // The target is the role the user wants (goal); a role named in this very turn ("…to become a nurse") wins.
  const target = (state.goal && (!state.role || state.goal.turn >= state.role.turn) ? state.goal : state.role)?.value;
  if (!target) return "Which role are you aiming for? Ask for example: 'I know Excel and SQL; what am I missing to become a data analyst?'";
  const current = state.goal && state.role && state.role.value.occupationId !== target.occupationId ? state.role.value.title : undefined;
  const have = state.skills?.value ?? [];
  let r;
  try {
    r = analyzeSkillsGap({ targetRole: target.title, currentRole: current, currentSkills: have });
  } catch (e) {
    if (e instanceof InputError && e.code === "unknown_role")
      return `I do not recognise "${target.phrase}" as a role. Did you mean ${joinList(e.suggestions)}?`;
    throw e;
  }
  const occ = r.occupation;
  const lines = [`Skills for ${occ.title} (from our occupation data${occ.soc ? `, O*NET-SOC ${occ.soc}` : ""}; skills-gap engine):`];
  const isNamed = (skill: string) => have.some((h) => h.toLowerCase() === skill.toLowerCase());
  const named = [...r.met.map((m) => m.skill), ...r.gaps.map((g) => g.skill)].filter(isNamed);
  if (have.length)
    lines.push(`You already mention: ${joinList(named.length ? [...named, ...have.filter((h) => !named.includes(h))] : have)}.`);
  const implied = r.met.filter((m) => !isNamed(m.skill));
  if (implied.length && current)
    lines.push(`Covered by your background as ${current}: ${joinList(implied.slice(0, 5).map((m) => m.skill))}.`);
  lines.push(r.gaps.length ? "To add, most important first:" : "You mention every skill on our list for this role.");
  for (const g of r.gaps.slice(0, depth + 3)) {
    const yours = g.currentLevel > 0 ? `; you have it at about L${g.currentLevel} (${g.evidence})` : "";
    lines.push(
      `- ${g.skill}: ${g.importance} skill, needed at L${g.requiredLevel} (${LEVEL_NAMES[g.requiredLevel]})${yours}, about ${g.learningHours} hours to learn`,
    );
  }
  if (r.gaps.length)
    lines.push(
      `Readiness ${r.readinessScore}/100; about ${r.totalLearningHours} hours in total, ${r.estimatedMonths} months at ${r.hoursPerWeek} hours a week.`,
    );
  if (!have.length)
    lines.push("Tell me which skills you have (for example 'I know Python and SQL') and I will mark what you already cover.");
  if (occ.next.length && depth >= 3)
    lines.push(`Typical next steps from this role: ${joinList(occ.next.map((id) => id.replace(/-/g, " ")))}.`);
  if (state.role && state.role.turn < turn && !current) lines.push(`(Role from your message ${state.role.turn}.)`);
  lines.push("For free learning resources per skill, use POST /v1/career/skills/gap.");
  return lines.join("\n");
}

function answerCvReview(text: string, history: ChatTurn[]): string {
  const cv = looksLikeCv(text) ? text : [...history].reverse().find((m) => m.role === "user" && looksLikeCv(m.content))?.content;
  if (!cv)
    return "Paste your CV as plain text in your next message (and the job advert, if you have one) and I will score it and list the fixes that matter most.";
  const r = scoreCv({ cvText: cv, includeSuggestions: true });
  const sections = Object.entries(r.sectionScores)
    .map(([name, s]) => `${name} ${Math.round(s.score)}`)
    .join(", ");
  const lines = [`CV score: ${Math.round(r.atsScore)}/100 (grade ${r.grade}).`, `Section scores: ${sections}.`];
  if (r.role) lines.push(`Scored against the role ${r.role.title} (${r.role.source.replace("_", " ")}).`);
  if (r.keywordMatch?.missing.length)
    lines.push(`Keywords the role expects that your CV lacks: ${r.keywordMatch.missing.slice(0, 8).join(", ")}.`);
  if (r.suggestions.length) lines.push("What to fix first:", ...r.suggestions.slice(0, 5).map((s) => `- ${s}`));
  return lines.join("\n");
}

const PRACTICE_HEADER = /^Mock interview for (?:the role of )?(.+?)\. Question (\d+) of (\d+):/m;

function answerInterview(text: string, history: ChatTurn[], conv: ConversationState): string {
  const last = [...history].reverse().find((m) => m.role === "assistant");
  const state = last ? PRACTICE_HEADER.exec(last.content) : null;
  const named = conv.goal ?? conv.role;
  const role = state?.[1] ?? (named ? named.value.phrase : null);
  if (!role) return "Which role are you interviewing for? Say for example 'Practise an interview for a product manager role'.";
  const questions = writeInterviewQuestions({ role, count: 5 });
  const n = state ? Number(state[2]) : 0;
  const feedback = state ? starFeedback(text) : null;
  if (n >= questions.length)
    return [
      feedback,
      `That was the last question. Ask again for a new round, or request questions with model answers from POST /v1/career/interview/questions.`,
    ]
      .filter(Boolean)
      .join("\n\n");
  const q = questions[n];
  return [
    feedback,
    `Mock interview for the role of ${role}. Question ${n + 1} of ${questions.length}: ${q.question}`,
    `(${q.type} question) Reply with your answer and I will give feedback on its structure.`,
  ]
    .filter(Boolean)
    .join("\n\n");
}

/** Feedback on an answer's STAR structure from what it contains, not from its length alone. */
function starFeedback(answer: string): string {
  const words = answer.split(/\s+/).filter(Boolean).length;
  const iCount = (answer.match(/\bI\b/g) ?? []).length;
  const weCount = (answer.match(/\bwe\b/gi) ?? []).length;
  const hasNumber = /\d/.test(answer);
  const hasContext = /\b(when|while|at|in (19|20)\d{2}|last year|project|team|client|patient|customer)\b/i.test(answer);
  const hasResult = /\b(result|outcome|so that|which (led|meant)|increased|reduced|cut|saved|improved|grew|won|delivered)\b/i.test(answer);
  const notes: string[] = [];
  notes.push(hasContext ? "Situation: you set the scene." : "Situation: add one sentence of context: where, when, what was at stake.");
  notes.push(
    iCount >= weCount
      ? `Action: good, you speak about your own actions (${iCount} × "I").`
      : `Action: you say "we" ${weCount} times and "I" ${iCount} times; make your own part explicit.`,
  );
  notes.push(
    hasResult
      ? hasNumber
        ? "Result: clear and quantified."
        : "Result: stated; add a number if you have one."
      : "Result: missing; end with the outcome and what changed.",
  );
  if (words < 60) notes.push(`Length: ${words} words is short; aim for 150 to 250 words (about two minutes).`);
  else if (words > 350) notes.push(`Length: ${words} words is long; trim the situation and keep the action and result.`);
  return `Feedback on your answer:\n${notes.map((n) => `- ${n}`).join("\n")}`;
}

const CAPABILITIES =
  "I am CareerStack's career assistant. I can:\n- benchmark a salary ('What should a nurse in Toronto earn?')\n- review and score a CV you paste\n- list the skills you are missing for a role ('What am I missing to become a data engineer?')\n- run a mock interview ('Practise an interview for a sales manager role')\n- answer general career questions (CVs, cover letters, negotiation, career change, networking and more).";

const RECALL_SLOTS: { re: RegExp; describe: (s: ConversationState) => string | null; missing: string }[] = [
  {
    re: /\b(salary|pay|earn|paid|income|make)\b/i,
    describe: (s) => (s.salary ? `You said your salary was ${s.salary.value.text} (message ${s.salary.turn}).` : null),
    missing: "your salary",
  },
  {
    re: /\b(role|job|title|work as|do for a living|profession)\b/i,
    describe: (s) => {
      const r = s.ownRole ?? s.role;
      if (!r) return null;
      return `${s.ownRole ? `You said you are ${/^[aeiou]/i.test(r.value.phrase) ? "an" : "a"}` : "You asked about"} ${r.value.phrase} (message ${r.turn}); I read that as ${r.value.title}.`;
    },
    missing: "your role",
  },
  {
    re: /\b(goal|target|want to become|aiming)\b/i,
    describe: (s) =>
      s.goal
        ? `You said you want to become ${/^[aeiou]/i.test(s.goal.value.phrase) ? "an" : "a"} ${s.goal.value.phrase} (message ${s.goal.turn}).`
        : null,
    missing: "a target role",
  },
  {
    re: /\b(band|grade)\b/i,
    describe: (s) => (s.band ? `You mentioned ${s.band.value} (message ${s.band.turn}).` : null),
    missing: "a band or grade",
  },
  {
    re: /\b(country|city|where|live|based|location)\b/i,
    describe: (s) =>
      s.city
        ? `You mentioned ${s.city.value} (message ${s.city.turn}).`
        : s.country
          ? `You mentioned ${getCountry(s.country.value)?.name ?? s.country.value} (message ${s.country.turn}).`
          : null,
    missing: "where you work",
  },
  {
    re: /\b(skills?|know)\b/i,
    describe: (s) => (s.skills ? `You mentioned these skills: ${joinList(s.skills.value)} (last in message ${s.skills.turn}).` : null),
    missing: "your skills",
  },
  {
    re: /\b(years|experience)\b/i,
    describe: (s) => (s.years ? `You said ${s.years.value} years of experience (message ${s.years.turn}).` : null),
    missing: "your years of experience",
  },
];

/** "What did I say my salary was?": answered from the conversation itself, with the message it came from. */
function answerRecall(text: string, state: ConversationState): string {
  const asked = RECALL_SLOTS.filter((r) => r.re.test(text));
  const rows = asked.length ? asked : RECALL_SLOTS;
  const found = rows.map((r) => r.describe(state)).filter((x): x is string => !!x);
  if (found.length) return found.join("\n");
  if (!asked.length)
    return "You have not told me anything about yourself in this conversation yet (role, country, salary, skills or goals).";
  return `You have not told me ${joinList(asked.map((r) => r.missing))} in this conversation.`;
}

const CLARIFY_OPTIONS: Partial<Record<Intent, string>> = {
  salary: "what a role pays",
  decision: "help weighing a decision",
  skills_gap: "the skills you are missing for a role",
  cv_review: "a CV review",
  interview: "a mock interview",
  advice: "general career advice",
};

/** What this turn told the assistant, in the user's own words ("a staff nurse, Leeds, £31,000"). */
function noted(conv: ReadConversation): string | null {
  const s = conv.slots;
  const parts = [
    s.role && `${/^[aeiou]/i.test(s.role.phrase) ? "an" : "a"} ${s.role.phrase}`,
    s.band,
    s.city ?? (s.country && (getCountry(s.country)?.name ?? s.country)),
    s.years !== undefined && `${s.years} years of experience`,
    s.salary && `on ${s.salary.text}`,
    s.skills && joinList(s.skills),
    s.goal && `aiming for ${s.goal.phrase}`,
  ].filter((x): x is string => !!x);
  return parts.length ? parts.join(", ") : null;
}

function answerClarify(conv: ReadConversation): string {
  const role = conv.state.role ? ` for ${conv.state.role.value.title}` : "";
  const menu = `the pay${role}, the skills for a next step, help weighing a decision, or a CV review`;
  if (conv.reading.cue === "a statement without a question") {
    const facts = noted(conv);
    return `${facts ? `Noted: ${facts}. ` : ""}What would you like to know: ${menu}?`;
  }
  const alt = conv.reading.alternative ? CLARIFY_OPTIONS[conv.reading.alternative] : null;
  return `I am not sure what you are asking. ${alt ? `Did you mean ${alt}${role}, or something else?` : `Would you like ${menu}?`}`;
}

export function answerCareerChat(messages: ChatTurn[], depth: number): string {
  const conv = readConversation(messages);
  const text = conv.text;
  if (!text) return CAPABILITIES;
  const userTurns = messages.filter((m) => m.role === "user");
  const history = messages.slice(0, messages.lastIndexOf(userTurns[userTurns.length - 1]));
  switch (conv.reading.intent) {
    case "salary":
      return answerSalary(conv.state, conv.turn, depth);
    case "decision":
      return conv.slots.options ? answerDecision(conv.state, conv.slots.options, conv.turn) : answerAdviceOrClarify(text, conv);
    case "cv_review":
      return answerCvReview(text, history);
    case "skills_gap":
      return answerSkillsGap(conv.state, conv.turn, depth);
    case "interview":
      return answerInterview(text, history, conv.state);
    case "recall":
      return answerRecall(text, conv.state);
    case "greeting":
      return CAPABILITIES;
    case "clarify":
      return answerClarify(conv);
    case "off_topic":
      return `That is outside what I can help with: I answer career questions only (jobs, CVs, salaries, skills, interviews, career moves).\n\n${CAPABILITIES}`;
    default:
      return answerAdviceOrClarify(text, conv, depth);
  }
}

function answerAdviceOrClarify(text: string, conv: ReadConversation, depth = 2): string {
  const topics = findAdviceTopics(text, depth >= 3 ? 2 : 1);
  if (!topics.length) return answerClarify(conv);
  return topics.map((t) => `${t.title}: ${t.answer}`).join("\n\n");
}
