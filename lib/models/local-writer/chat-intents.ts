/**
 * Reading a conversation: which career question the last turn asks (with a confidence) and the state built from
 * every earlier user turn. The API is stateless like OpenAI's, so the `messages` array is the memory: each user
 * turn's slots (role, goal, country, salary, years, band, skills) are folded in order, a newer value overriding an
 * older one, and each slot remembers the turn that stated it so the assistant can say where it came from.
 */
import { findAdviceTopics } from "./advice";
import { hasDecisionCue, readTurnSlots, type RoleSlot, type SalarySlot, type TurnSlots } from "./chat-slots";

export { CITY_PATTERNS, findPlaceInText, findYearsInText } from "./chat-slots";

export type Intent = "salary" | "decision" | "skills_gap" | "cv_review" | "interview" | "recall" | "greeting" | "advice" | "off_topic" | "clarify";

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

type Stated<T> = { value: T; turn: number };

export interface ConversationState {
  role?: Stated<RoleSlot>;
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
  { intent: "recall", name: "asks what they said", weight: 0.95, re: /\b(what (did|have) i (say|said|tell|told|mention)|what was my|remind me (what|of)|do you remember|what do you know about me|what('s| is) my (salary|role|job|band|current))\b/i },
  { intent: "cv_review", name: "asks for a CV review", weight: 0.9, re: /\b(review|score|rate|check|feedback on|improve|critique|look at|assess|grade)\b.{0,30}\b(cv|resume|résumé)\b/i },
  { intent: "interview", name: "asks to practise an interview", weight: 0.9, re: /\b(mock interview|practi[cs]e (an |my |for an? |for my )?interview|interview (practice|questions)|practi[cs]e for|quiz me|prep me|interview me)\b/i },
  { intent: "skills_gap", name: "asks what skills are missing", weight: 0.9, re: /\b(what (skills )?(am i|do i|would i) (missing|lack|need)|skills? (gap|needed|required|do i need)|what skills|which skills|how (do|can|would|could) i (become|get into|move into|break into|transition)|to become an?|missing for|what (do|would) i need to (learn|become)|what should i learn)\b/i },
  { intent: "salary", name: "asks about pay", weight: 0.9, re: /\b(how much (do|does|would|should|can|will|could|might) .{0,40}\b(earn|make|pay|get paid|be paid)|what (should|would|does|do|could|can|might) .{0,40}\b(earn|make|be paid)|(salary|pay|wage) (for|of|range|benchmark|band)|market rate|what should i (ask for|charge)|underpaid|overpaid|paid fairly|fair (salary|pay))\b/i },
  { intent: "salary", name: "a pay word", weight: 0.7, re: /\b(salary|salaries|earn|earns|earning|earnings|paid|pay|wage|wages|compensation|income|rate)\b/i },
  { intent: "decision", name: "weighs options", weight: 0.9, re: /\b(should i (take|stay|move|go|leave|accept|switch|join|do|pick|choose)\b.{0,60}\bor\b|\bor (should i|stay|move|take|go|keep|switch|join|leave)\b|choose between|decide between|deciding between|torn between|which (one|option|path|is better|would you))/i },
  { intent: "decision", name: "asks whether to make a move", weight: 0.6, re: /\b(should i (take|stay|move|go|leave|accept|switch|join|quit|apply)|is it worth (it|moving|switching|taking)|worth (moving|switching|taking))\b/i },
  { intent: "greeting", name: "greets or asks what it can do", weight: 0.9, re: /^\s*(hi|hello|hey|good (morning|afternoon|evening)|help|thanks|thank you|who are you)\b[\s!?.]*$|\bwhat can you (do|help)\b/i },
];

const CAREER_WORDS = /\b(job|jobs|career|careers|work|working|cv|resume|interview|salary|role|roles|hire|hiring|employer|boss|manager|promotion|skills?|apply|application|offer|colleague|team|profession|industry|linkedin|recruiter|nurse|engineer|teacher)\b/i;
const FOLLOW_UP = /^\s*(and|what about|how about|ok(ay)?|so|then|but|also|same|now|and if|what if)\b|\b(instead|too|as well)\b[\s?.!]*$/i;

/** The intent of one user turn, given the state of the conversation before it. */
export function readIntent(text: string, slots: TurnSlots, before: ConversationState, history: ChatTurn[]): IntentReading {
  const t = text.trim();
  if (inInterviewPractice(history) && !/\b(stop|quit|end|exit|enough)\b/i.test(t)) return { intent: "interview", confidence: 1, cue: "answering a mock-interview question" };
  if (looksLikeCv(t)) return { intent: "cv_review", confidence: 0.95, cue: "a pasted CV" };
  const scores = new Map<Intent, { s: number; cue: string }>();
  const add = (intent: Intent, s: number, cue: string) => {
    if (s > (scores.get(intent)?.s ?? 0)) scores.set(intent, { s, cue });
  };
  for (const c of CUES) if (c.re.test(t)) add(c.intent, c.weight, c.name);
  // A decision names its options; the pay words inside them ("the better-paid job or…") do not make it a salary question.
  if (slots.options && hasDecisionCue(t)) add("decision", 0.92, "weighs named options");
  else if (slots.options && slots.options.length === 2 && /\?\s*$/.test(t)) add("decision", 0.75, "two options in a question");
  if (scores.has("decision") && scores.has("salary") && (scores.get("salary")?.s ?? 0) < 0.9) scores.delete("salary");
  // "What's my salary worth…" style: a stated salary plus a pay word is still a salary question, not recall.
  if (scores.has("recall") && scores.has("salary") && !/\b(did i|have i|remind|remember|know about me)\b/i.test(t)) scores.delete("recall");
  const topics = findAdviceTopics(t, 1);
  if (topics.length) add("advice", 0.6, `advice topic: ${topics[0].id}`);
  // A follow-up that only supplies slots ("and in Berlin?", "what about with 10 years?") continues the last question.
  const carries = before.lastIntent === "salary" || before.lastIntent === "skills_gap" || before.lastIntent === "decision";
  const suppliesSlots = !!(slots.country || slots.city || slots.years !== undefined || slots.role || slots.band || slots.goal || slots.skills);
  if (carries && suppliesSlots && (FOLLOW_UP.test(t) || t.split(/\s+/).length <= 6)) add(before.lastIntent!, 0.8, "follow-up to the previous question");
  const ranked = [...scores.entries()].sort((a, b) => b[1].s - a[1].s);
  if (!ranked.length) {
    if (!CAREER_WORDS.test(t) && !suppliesSlots && !slots.salary) return { intent: "off_topic", confidence: 0.7, cue: "no career words" };
    // Career words or slots but no question we know: ask rather than guess.
    return { intent: "clarify", confidence: suppliesSlots ? 0.4 : 0.3, cue: "no intent cue" };
  }
  const [top, second] = ranked;
  if (top[1].s < CLARIFY_BELOW) return { intent: "clarify", confidence: top[1].s, cue: top[1].cue, alternative: top[0] };
  return { intent: top[0], confidence: top[1].s, cue: top[1].cue, ...(second ? { alternative: second[0] } : {}) };
}

/** Folds one user turn's slots into the state: newer values override older ones, skills accumulate. */
export function applySlots(state: ConversationState, slots: TurnSlots, turn: number): ConversationState {
  const next: ConversationState = { ...state };
  if (slots.role) next.role = { value: slots.role, turn };
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
