/**
 * Reading a conversation: which career question the last turn asks (with a confidence) and the state built from
 * every earlier user turn. The API is stateless like OpenAI's, so the `messages` array is the memory: each user
 * turn's slots (role, goal, country, salary, years, band, skills) are folded in order, a newer value overriding an
 * older one, and each slot remembers the turn that stated it so the assistant can say where it came from.
 */
import { findAdviceTopics } from "./advice";
import { FUNCTION_WORDS, hasDecisionCue, readTurnSlots, type RoleSlot, type SalarySlot, type TurnSlots } from "./chat-slots";

export { CITY_PATTERNS, findPlaceInText, findYearsInText } from "./chat-slots";

export type Intent =
  "salary" | "decision" | "skills_gap" | "cv_review" | "interview" | "recall" | "greeting" | "advice" | "off_topic" | "clarify";

export interface ChatTurn {
  role: string;
  content: string;
}

/** Below this confidence the assistant asks a clarifying question instead of guessing. */
export const CLARIFY_BELOW = 0.5;

export interface IntentReading {
  intent: Intent;
  confidence: number;
  /** the cue that decided it, for transparency and the eval */
  cue: string;
  /** the runner-up when the reading is unsure */
  alternative?: Intent;
}

/** A slot with the message that stated it; `inferredFrom` when it was implied (a band implies its country). */
type Stated<T> = { value: T; turn: number; inferredFrom?: string };

export interface ConversationState {
  role?: Stated<RoleSlot>;
  /** the role the user said is theirs ("I'm a…"), kept when later turns ask about other roles */
  ownRole?: Stated<RoleSlot>;
  goal?: Stated<RoleSlot>;
  country?: Stated<string>;
  city?: Stated<string>;
  salary?: Stated<SalarySlot>;
  years?: Stated<number>;
  band?: Stated<string>;
  skills?: Stated<string[]>;
  /** the intent of the previous user turn (for follow-ups such as "and in Berlin?") */
  lastIntent?: Intent;
}

/** A pasted CV: long, several lines, dates or section headings. */
export function looksLikeCv(text: string): boolean {
  if (text.length < 300) return false;
  const lines = text.split(/\n/).filter((l) => l.trim()).length;
  return lines >= 6 && /\b(experience|education|skills|employment)\b/i.test(text) && /\b(19|20)\d{2}\b/.test(text);
}

export function inInterviewPractice(history: ChatTurn[]): boolean {
  const lastAssistant = [...history].reverse().find((m) => m.role === "assistant");
  return !!lastAssistant && /^Mock interview for /m.test(lastAssistant.content) && /Reply with your answer/.test(lastAssistant.content);
}

interface Cue {
  intent: Intent;
  re: RegExp;
  weight: number;
  name: string;
}

// Weights: 0.9 a phrase that names the task; 0.7 a strong word; 0.55 a word that often, not always, means it.
const CUES: Cue[] = [
  {
    intent: "recall",
    name: "asks what they said",
    weight: 0.95,
    re: /\b((did|have|had) i (say|said|tell|told|mention|mentioned|ask|asked|give|gave)|what was my|remind me|do you remember|what do you know about me|what('s| is) my (salary|role|job|band|current))\b/i,
  },
  {
    intent: "cv_review",
    name: "asks for a CV review",
    weight: 0.9,
    re: /\b(review|score|rate|check|feedback on|improve|critique|look at|assess|grade)\b.{0,30}\b(cv|resume|résumé)\b/i,
  },
  {
    intent: "interview",
    name: "asks to practise an interview",
    weight: 0.9,
    re: /\b(mock interview|practi[cs]e (an |my |for an? |for my )?interview|interview (practice|questions)|practi[cs]e for|quiz me|prep me|interview me)\b/i,
  },
  {
    intent: "skills_gap",
    name: "asks what skills are missing",
    weight: 0.9,
    re: /\b(what (skills )?(am i|do i|would i) (missing|lack|need)|skills? (gap|needed|required|do i need)|what skills|which skills|how (do|can|would|could) i (become|get into|move into|break into|transition)|to become an?|missing for|what (do|would) i need to (learn|become)|what should i learn)\b/i,
  },
  {
    intent: "salary",
    name: "asks about pay",
    weight: 0.9,
    re: /\b(how much (do|does|would|should|can|will|could|might) .{0,40}\b(earn|make|pay|get paid|be paid)|what (should|would|does|do|could|can|might) .{0,40}\b(earn|make|be paid)|(salary|pay|wage) (for|of|range|benchmark|band)|market rate|what should i (ask for|charge)|underpaid|overpaid|paid fairly|fair (salary|pay))\b/i,
  },
  {
    intent: "salary",
    name: "a pay word",
    weight: 0.7,
    re: /\b(salary|salaries|earn|earns|earning|earnings|paid|pay|wage|wages|compensation|income|rate|offered|verdient|verdienen|gehalt|salaire|sueldo|salario)\b/i,
  },
  { intent: "salary", name: "asks what they are worth", weight: 0.9, re: /\b(what am i worth|what('s| is) my market (rate|value))\b/i },
  {
    intent: "decision",
    name: "weighs options",
    weight: 0.9,
    re: /\b(should i (take|stay|move|go|leave|accept|switch|join|do|pick|choose)\b.{0,60}\bor\b|\bor (should i|stay|move|take|go|keep|switch|join|leave)\b|choose between|decide between|deciding between|torn between|which (one|option|path|is better|would you))/i,
  },
  {
    intent: "decision",
    name: "asks whether to make a move",
    weight: 0.6,
    re: /\b(should i (take|stay|move|go|leave|accept|switch|join|quit|apply|do|become|train|study|retrain)|is it worth (it|moving|switching|taking|doing)|worth (moving|switching|taking|doing))\b/i,
  },
  {
    intent: "greeting",
    name: "greets or asks what it can do",
    weight: 0.9,
    re: /^\s*(hi|hello|hey|good (morning|afternoon|evening)|help|thanks|thank you|who are you)\b[\s!?.]*$|\bwhat can you (do|help)\b/i,
  },
];

const CAREER_WORDS =
  /\b(job|jobs|career|careers|work|working|cv|resume|interview|salary|role|roles|hire|hiring|employer|boss|manager|promotion|skills?|apply|application|offer|colleague|team|profession|industry|linkedin|recruiter|certificate|qualification|degree|training|course|help|advice|question)\b/i;
/** A statement about oneself with no question in it ("I'm a nurse in Leeds on £31,000."). */
const STATEMENT = /^\s*(i|i'm|im|i've|my|i am|we)\b[^?]*$/i;
const FOLLOW_UP = /^\s*(and|what about|how about|ok(ay)?|so|then|but|also|same|now|and if|what if)\b|\b(instead|too|as well)\b[\s?.!]*$/i;

/** The intent of one user turn, given the state of the conversation before it. */
export function readIntent(text: string, slots: TurnSlots, before: ConversationState, history: ChatTurn[]): IntentReading {
  const t = text.trim();
  if (inInterviewPractice(history) && !/\b(stop|quit|end|exit|enough)\b/i.test(t))
    return { intent: "interview", confidence: 1, cue: "answering a mock-interview question" };
  if (looksLikeCv(t)) return { intent: "cv_review", confidence: 0.95, cue: "a pasted CV" };
  const scores = new Map<Intent, { s: number; cue: string }>();
  const add = (intent: Intent, s: number, cue: string) => {
    if (s > (scores.get(intent)?.s ?? 0)) scores.set(intent, { s, cue });
  };
  for (const c of CUES) if (c.re.test(t)) add(c.intent, c.weight, c.name);
  // A decision names its options; the pay words inside them ("the better-paid job or…") do not make it a salary question.
  if (slots.options && hasDecisionCue(t)) add("decision", 0.92, "weighs named options");
  else if (slots.options && slots.options.length === 2 && /\?\s*$/.test(t)) add("decision", 0.75, "two options in a question");
  const decisionCue = scores.has("decision");
  // "Should I go freelance?" alone is a question for the advice base; it is a decision once it names a role or options.
  if ((scores.get("decision")?.s ?? 0) < 0.75 && !slots.goal && !slots.options) scores.delete("decision");
  if (scores.has("decision") && scores.has("salary") && (scores.get("salary")?.s ?? 0) < 0.9) scores.delete("salary");
  // "I'm offered $115,000. Should I take it?": a stated figure to compare, for a role we know.
  if (slots.salary && (before.role || slots.role) && !slots.options && !decisionCue && /\?/.test(t))
    add("salary", 0.8, "states pay to compare");
  // "What's my salary worth…" style: a stated salary plus a pay word is still a salary question, not recall.
  if (scores.has("recall") && scores.has("salary") && !/\b(did i|have i|remind|remember|know about me)\b/i.test(t)) scores.delete("recall");
  const topics = findAdviceTopics(t, 1);
  if (topics.length) add("advice", 0.6, `advice topic: ${topics[0].id}`);
  // A follow-up that only supplies slots ("and in Berlin?", "what about with 10 years?") continues the last question.
  const statement = STATEMENT.test(t);
  // A statement re-asks a pay or skills question with the new facts; a decision is only re-asked by a question.
  const carries = before.lastIntent === "salary" || before.lastIntent === "skills_gap" || (before.lastIntent === "decision" && !statement);
  const suppliesSlots = !!(
    slots.country ||
    slots.city ||
    slots.years !== undefined ||
    slots.role ||
    slots.band ||
    slots.goal ||
    slots.skills ||
    slots.salary
  );
  let carried = false;
  if (carries && suppliesSlots && (FOLLOW_UP.test(t) || t.split(/\s+/).length <= 6 || statement)) {
    add(before.lastIntent!, 0.8, "follow-up to the previous question");
    carried = true;
  }
  const ranked = [...scores.entries()].sort((a, b) => b[1].s - a[1].s);
  const careerish =
    CAREER_WORDS.test(t) || !!(slots.role || slots.goal || slots.salary || slots.skills || slots.band || slots.years !== undefined);
  if (!ranked.length && statement && suppliesSlots) return { intent: "clarify", confidence: 0.45, cue: "a statement without a question" };
  if (!ranked.length) {
    // Off topic needs words that say what it is about; "Is it worth it?" or "Can you do it?" only needs its referent.
    const contentWords = (t.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? []).filter(
      (w) => !FUNCTION_WORDS.has(w) && !/^\d+$/.test(w) && w !== "you" && w !== "worth",
    );
    if (!careerish && contentWords.length >= 2) return { intent: "off_topic", confidence: 0.7, cue: "no career words" };
    // Career words, slots or a word or two but no question we know: ask rather than guess.
    return { intent: "clarify", confidence: suppliesSlots ? 0.4 : 0.3, cue: "no intent cue" };
  }
  const [top, second] = ranked;
  // Telling the assistant about oneself without asking anything: acknowledge and ask what they want.
  if (statement && !carried && top[1].s < 0.9)
    return { intent: "clarify", confidence: 0.45, cue: "a statement without a question", alternative: top[0] };
  if (top[1].s < CLARIFY_BELOW) return { intent: "clarify", confidence: top[1].s, cue: top[1].cue, alternative: top[0] };
  return { intent: top[0], confidence: top[1].s, cue: top[1].cue, ...(second ? { alternative: second[0] } : {}) };
}

/** Folds one user turn's slots into the state: newer values override older ones, skills accumulate. */
export function applySlots(state: ConversationState, slots: TurnSlots, turn: number): ConversationState {
  const next: ConversationState = { ...state };
  if (slots.role) next.role = { value: slots.role, turn };
  if (slots.role?.self) next.ownRole = { value: slots.role, turn };
  // An NHS band names the country when nothing else has ("What does a Band 8a nurse earn?").
  if (slots.band?.startsWith("Band") && !slots.country && !state.country) next.country = { value: "GB", turn, inferredFrom: slots.band };
  if (slots.goal) next.goal = { value: slots.goal, turn };
  if (slots.country) {
    next.country = { value: slots.country, turn };
    // A new country without a city drops the old city (it belonged to the old country).
    if (!slots.city && next.city && next.city.turn < turn) delete next.city;
  }
  if (slots.city) next.city = { value: slots.city, turn };
  if (slots.salary) next.salary = { value: slots.salary, turn };
  if (slots.years !== undefined) next.years = { value: slots.years, turn };
  if (slots.band) next.band = { value: slots.band, turn };
  if (slots.skills) next.skills = { value: [...new Set([...(state.skills?.value ?? []), ...slots.skills])], turn };
  return next;
}

export interface ReadConversation {
  /** the last user turn */
  text: string;
  /** 1-based number of the last user turn */
  turn: number;
  slots: TurnSlots;
  /** the state after the last turn (its slots included) */
  state: ConversationState;
  reading: IntentReading;
  /** every user turn read in order, for the eval */
  turns: { text: string; slots: TurnSlots; state: ConversationState; reading: IntentReading }[];
}

/** Reads every user turn in order: slots, state and intent. */
export function readConversation(messages: ChatTurn[]): ReadConversation {
  let state: ConversationState = {};
  const turns: ReadConversation["turns"] = [];
  let n = 0;
  messages.forEach((m, i) => {
    if (m.role !== "user") return;
    n++;
    const text = (m.content ?? "").trim();
    const slots = readTurnSlots(text);
    const reading = readIntent(text, slots, state, messages.slice(0, i));
    // In a skills question the role asked about is where the user wants to go ("what does an accountant need?").
    if (reading.intent === "skills_gap" && slots.role && !slots.goal && !slots.role.self) {
      slots.goal = slots.role;
      delete slots.role;
    }
    state = { ...applySlots(state, slots, n), lastIntent: reading.intent };
    turns.push({ text, slots, state, reading });
  });
  const last = turns[turns.length - 1];
  return {
    text: last?.text ?? "",
    turn: n,
    slots: last?.slots ?? {},
    state,
    reading: last?.reading ?? { intent: "greeting", confidence: 1, cue: "no user turn" },
    turns,
  };
}
