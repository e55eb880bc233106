/**
 * The local provider's chat: a career assistant that answers with the engines' real results (salary
 * benchmark, occupation skills, CV score, interview questions) and the curated advice base, and says
 * plainly when a question is outside its scope. Deterministic for equal conversations.
 */
import { benchmarkSalary, SalaryInputError } from "@/lib/engine/salary";
import { scoreCv } from "@/lib/engine/scoring/cv-score";
import { findOccupation } from "@/lib/knowledge/occupations";
import { findSkillsInText, getSkill, resolveSkill } from "@/lib/knowledge/skills";
import { findAdviceTopics } from "./advice";
import { detectIntent, findPlaceInText, findRoleInText, findYearsInText, looksLikeCv, type ChatTurn } from "./chat-intents";
import { writeInterviewQuestions } from "./interview";
import { joinList } from "./text";

export type { ChatTurn } from "./chat-intents";

const LEVEL_NAMES = ["none", "awareness", "working", "proficient", "expert"];

function money(n: number, currency: string): string {
  return `${currency} ${Math.round(n).toLocaleString("en-US")}`;
}

function answerSalary(text: string, depth: number): string {
  const role = findRoleInText(text);
  if (!role) return "Which role should I benchmark? Ask for example: 'What should a data analyst in Berlin with 5 years of experience earn?'";
  const place = findPlaceInText(text);
  const years = findYearsInText(text);
  // Only skills the user presents as theirs count for premiums ("with Python and SQL", "I know…").
  // `(.*)$` fails for a cue followed by a line break, and then for every later cue on its line: those are skipped
  // at once (the lookbehind finds the earlier cue) instead of each rescanning the line.
  const skillClause = /\b(?:with|know|skills?|proficient in|experienced in)\b(?<!\b(?:with|know|skills?|proficient in|experienced in)\b.*?\b(?:with|know|skills?|proficient in|experienced in)\b)(.*)$/i.exec(text)?.[1] ?? "";
  const skills = findSkillsInText(skillClause).map((m) => m.skill.name).slice(0, 5);
  try {
    const b = benchmarkSalary({ role, country: place.country ?? "GB", city: place.city ?? undefined, yearsExperience: years ?? undefined, skills });
    const lines = [
      `Salary benchmark for ${b.role.title}${b.role.title.toLowerCase() !== role.toLowerCase() ? ` (matched from "${role}")` : ""} in ${b.countryName}${place.city ? `, ${place.city}` : ""}${years !== null ? `, ${years} years of experience` : ""}:`,
      `- Range: ${money(b.salaryRange.low, b.currency)} to ${money(b.salaryRange.high, b.currency)}, median ${money(b.salaryRange.median, b.currency)} per year (about USD ${Math.round(b.usdEquivalent.median).toLocaleString("en-US")}).`,
      `- Negotiation target: ${money(b.negotiationTarget, b.currency)}.`,
      `- Confidence: ${b.confidence}.`,
    ];
    if (b.skillPremiums.length) lines.push(`- Skill premiums: ${b.skillPremiums.map((p) => `${p.skill} +${p.premiumPercent}%`).join(", ")}.`);
    if (!place.country) lines.push("No country was named, so this uses the United Kingdom; name a country or city for a local figure.");
    lines.push(`How it was computed: ${b.evidence.slice(0, depth).join(" ")}`);
    if (depth >= 3) lines.push(b.negotiationScript);
    return lines.join("\n");
  } catch (e) {
    if (e instanceof SalaryInputError) return `I could not benchmark that: ${e.message}`;
    throw e;
  }
}

function answerSkillsGap(text: string, history: ChatTurn[], depth: number): string {
  const role = findRoleInText(text);
  const occ = role ? findOccupation(role)?.occupation : null;
  if (!occ) return "Which role are you aiming for? Ask for example: 'I know Excel and SQL; what am I missing to become a data analyst?'";
  const said = history.filter((m) => m.role === "user").map((m) => m.content).join("\n");
  const have = new Set(findSkillsInText(said).map((m) => m.skill.id));
  const rows = occ.skills.map((s) => ({ ...s, name: getSkill(s.skill)?.name ?? resolveSkill(s.skill)?.name ?? s.skill, id: resolveSkill(s.skill)?.id ?? s.skill }));
  const missing = rows.filter((r) => !have.has(r.id));
  const present = rows.filter((r) => have.has(r.id));
  const order = { core: 0, important: 1, nice: 2 } as const;
  missing.sort((a, b) => order[a.importance] - order[b.importance] || b.level - a.level);
  const lines = [`Skills for ${occ.title} (from our occupation data${occ.soc ? `, O*NET-SOC ${occ.soc}` : ""}):`];
  if (present.length) lines.push(`You already mention: ${joinList(present.map((p) => p.name))}.`);
  lines.push(missing.length ? "To add, most important first:" : "You mention every skill on our list for this role.");
  for (const m of missing.slice(0, depth + 3)) lines.push(`- ${m.name}: ${m.importance} skill, needed at L${m.level} (${LEVEL_NAMES[m.level]})`);
  if (!have.size) lines.push("Tell me which skills you have (for example 'I know Python and SQL') and I will mark what you already cover.");
  if (occ.next.length && depth >= 3) lines.push(`Typical next steps from this role: ${joinList(occ.next.map((id) => id.replace(/-/g, " ")))}.`);
  lines.push("For learning hours and free resources per skill, use POST /v1/career/skills/gap.");
  return lines.join("\n");
}

function answerCvReview(text: string, history: ChatTurn[]): string {
  const cv = looksLikeCv(text) ? text : [...history].reverse().find((m) => m.role === "user" && looksLikeCv(m.content))?.content;
  if (!cv) return "Paste your CV as plain text in your next message (and the job advert, if you have one) and I will score it and list the fixes that matter most.";
  const r = scoreCv({ cvText: cv, includeSuggestions: true });
  const sections = Object.entries(r.sectionScores).map(([name, s]) => `${name} ${Math.round(s.score)}`).join(", ");
  const lines = [
    `CV score: ${Math.round(r.atsScore)}/100 (grade ${r.grade}).`,
    `Section scores: ${sections}.`,
  ];
  if (r.role) lines.push(`Scored against the role ${r.role.title} (${r.role.source.replace("_", " ")}).`);
  if (r.keywordMatch?.missing.length) lines.push(`Keywords the role expects that your CV lacks: ${r.keywordMatch.missing.slice(0, 8).join(", ")}.`);
  if (r.suggestions.length) lines.push("What to fix first:", ...r.suggestions.slice(0, 5).map((s) => `- ${s}`));
  return lines.join("\n");
}

const PRACTICE_HEADER = /^Mock interview for (?:the role of )?(.+?)\. Question (\d+) of (\d+):/m;

function answerInterview(text: string, history: ChatTurn[]): string {
  const last = [...history].reverse().find((m) => m.role === "assistant");
  const state = last ? PRACTICE_HEADER.exec(last.content) : null;
  const role = state?.[1] ?? findRoleInText(text);
  if (!role) return "Which role are you interviewing for? Say for example 'Practise an interview for a product manager role'.";
  const questions = writeInterviewQuestions({ role, count: 5 });
  const n = state ? Number(state[2]) : 0;
  const feedback = state ? starFeedback(text) : null;
  if (n >= questions.length) return [feedback, `That was the last question. Ask again for a new round, or request questions with model answers from POST /v1/career/interview/questions.`].filter(Boolean).join("\n\n");
  const q = questions[n];
  return [
    feedback,
    `Mock interview for the role of ${role}. Question ${n + 1} of ${questions.length}: ${q.question}`,
    `(${q.type} question) Reply with your answer and I will give feedback on its structure.`,
  ].filter(Boolean).join("\n\n");
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
  notes.push(iCount >= weCount ? `Action: good, you speak about your own actions (${iCount} × "I").` : `Action: you say "we" ${weCount} times and "I" ${iCount} times; make your own part explicit.`);
  notes.push(hasResult ? (hasNumber ? "Result: clear and quantified." : "Result: stated; add a number if you have one.") : "Result: missing; end with the outcome and what changed.");
  if (words < 60) notes.push(`Length: ${words} words is short; aim for 150 to 250 words (about two minutes).`);
  else if (words > 350) notes.push(`Length: ${words} words is long; trim the situation and keep the action and result.`);
  return `Feedback on your answer:\n${notes.map((n) => `- ${n}`).join("\n")}`;
}

const CAPABILITIES =
  "I am CareerStack's career assistant. I can:\n- benchmark a salary ('What should a nurse in Toronto earn?')\n- review and score a CV you paste\n- list the skills you are missing for a role ('What am I missing to become a data engineer?')\n- run a mock interview ('Practise an interview for a sales manager role')\n- answer general career questions (CVs, cover letters, negotiation, career change, networking and more).";

export function answerCareerChat(messages: ChatTurn[], depth: number): string {
  const userTurns = messages.filter((m) => m.role === "user");
  const text = userTurns[userTurns.length - 1]?.content?.trim() ?? "";
  if (!text) return CAPABILITIES;
  const history = messages.slice(0, messages.lastIndexOf(userTurns[userTurns.length - 1]));
  switch (detectIntent(text, history)) {
    case "salary":
      return answerSalary(text, depth);
    case "cv_review":
      return answerCvReview(text, history);
    case "skills_gap":
      return answerSkillsGap(text, messages, depth);
    case "interview":
      return answerInterview(text, history);
    case "greeting":
      return CAPABILITIES;
    default: {
      const topics = findAdviceTopics(text, depth >= 3 ? 2 : 1);
      if (!topics.length) {
        return `That is outside what I can help with: I answer career questions only (jobs, CVs, salaries, skills, interviews, career moves).\n\n${CAPABILITIES}`;
      }
      return topics.map((t) => `${t.title}: ${t.answer}`).join("\n\n");
    }
  }
}
