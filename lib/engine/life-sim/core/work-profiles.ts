/**
 * Task and event profiles per work archetype, used by modes 16 (Reality Feed), 17 (Micro-Internship) and
 * 18 (Shadow Day). Task time shares are ESTIMATES informed by O*NET task statements and work-activity importance
 * for representative occupations of each archetype; event rates are estimates of how often such events occur in
 * a typical week. `mood` is −2 (draining) … +2 (energising).
 */
import type { SectorKey } from "./sectors";

export type Archetype = "knowledge" | "corporate" | "clinical" | "people" | "sales" | "creative" | "field" | "venture" | "service" | "lab";
export type Aspect = "daily work" | "stress" | "growth" | "people" | "money";

export interface TaskShare {
  task: string;
  share: number;
  mood: number;
  focus: boolean;
}
export interface WorkEvent {
  text: string;
  weeklyRate: number;
  mood: number;
  aspect: Aspect;
}

export const ARCHETYPE_OF: Record<SectorKey, Archetype> = {
  tech: "knowledge",
  data: "knowledge",
  finance: "corporate",
  business: "corporate",
  hr: "corporate",
  marketing: "corporate",
  legal: "corporate",
  admin: "corporate",
  public: "corporate",
  general: "corporate",
  healthcare: "clinical",
  social: "people",
  education: "people",
  sales: "sales",
  creative: "creative",
  trades: "field",
  entrepreneur: "venture",
  hospitality: "service",
  research: "lab",
};

export const TASKS: Record<Archetype, TaskShare[]> = {
  knowledge: [
    { task: "focused building (code, models, analyses)", share: 0.38, mood: 1, focus: true },
    { task: "meetings and stand-ups", share: 0.15, mood: -1, focus: false },
    { task: "reviewing others' work", share: 0.1, mood: 0, focus: true },
    { task: "debugging and incidents", share: 0.12, mood: -1, focus: true },
    { task: "documentation and tickets", share: 0.08, mood: -1, focus: false },
    { task: "design discussions", share: 0.07, mood: 1, focus: false },
    { task: "messages and email", share: 0.1, mood: -1, focus: false },
  ],
  corporate: [
    { task: "email and messages", share: 0.2, mood: -1, focus: false },
    { task: "meetings", share: 0.25, mood: -1, focus: false },
    { task: "analysis, drafting and reports", share: 0.3, mood: 1, focus: true },
    { task: "stakeholder calls", share: 0.1, mood: 0, focus: false },
    { task: "admin and approvals", share: 0.1, mood: -1, focus: false },
    { task: "planning", share: 0.05, mood: 1, focus: true },
  ],
  clinical: [
    { task: "patient assessment and care", share: 0.45, mood: 1, focus: true },
    { task: "charting and documentation", share: 0.2, mood: -2, focus: false },
    { task: "handover and team huddles", share: 0.1, mood: 0, focus: false },
    { task: "medication and procedures", share: 0.15, mood: 0, focus: true },
    { task: "family communication", share: 0.1, mood: 0, focus: false },
  ],
  people: [
    { task: "direct sessions (teaching, casework)", share: 0.5, mood: 1, focus: true },
    { task: "preparation and planning", share: 0.15, mood: 1, focus: true },
    { task: "records, marking and reporting", share: 0.2, mood: -1, focus: false },
    { task: "meetings with colleagues and families", share: 0.1, mood: 0, focus: false },
    { task: "admin and compliance", share: 0.05, mood: -2, focus: false },
  ],
  sales: [
    { task: "prospecting and outreach", share: 0.3, mood: -1, focus: false },
    { task: "client meetings and demos", share: 0.25, mood: 1, focus: false },
    { task: "CRM updates and forecasting", share: 0.15, mood: -1, focus: false },
    { task: "proposals and negotiation", share: 0.15, mood: 1, focus: true },
    { task: "internal alignment", share: 0.15, mood: 0, focus: false },
  ],
  creative: [
    { task: "making (design, writing, production)", share: 0.45, mood: 2, focus: true },
    { task: "client or stakeholder feedback", share: 0.15, mood: -1, focus: false },
    { task: "revisions", share: 0.15, mood: -1, focus: true },
    { task: "research and inspiration", share: 0.1, mood: 1, focus: true },
    { task: "pitching and admin", share: 0.15, mood: -1, focus: false },
  ],
  field: [
    { task: "hands-on work on site", share: 0.55, mood: 1, focus: true },
    { task: "travel between jobs", share: 0.15, mood: -1, focus: false },
    { task: "diagnosis and planning", share: 0.1, mood: 1, focus: true },
    { task: "customer conversations", share: 0.1, mood: 0, focus: false },
    { task: "paperwork, quotes and safety checks", share: 0.1, mood: -1, focus: false },
  ],
  venture: [
    { task: "building the product or service", share: 0.3, mood: 2, focus: true },
    { task: "selling and fundraising", share: 0.25, mood: 0, focus: false },
    { task: "hiring and team", share: 0.1, mood: 0, focus: false },
    { task: "operations, finance and legal", share: 0.2, mood: -1, focus: false },
    { task: "customer support", share: 0.15, mood: 0, focus: false },
  ],
  service: [
    { task: "serving guests or customers", share: 0.5, mood: 0, focus: false },
    { task: "preparation", share: 0.2, mood: 1, focus: true },
    { task: "cleaning and closing", share: 0.15, mood: -1, focus: false },
    { task: "stock and orders", share: 0.1, mood: -1, focus: false },
    { task: "team briefings", share: 0.05, mood: 0, focus: false },
  ],
  lab: [
    { task: "experiments and analysis", share: 0.4, mood: 1, focus: true },
    { task: "reading and writing papers", share: 0.2, mood: 1, focus: true },
    { task: "grant writing and reporting", share: 0.15, mood: -1, focus: true },
    { task: "lab meetings and supervision", share: 0.15, mood: 0, focus: false },
    { task: "equipment and admin", share: 0.1, mood: -1, focus: false },
  ],
};

const E = (text: string, weeklyRate: number, mood: number, aspect: Aspect): WorkEvent => ({ text, weeklyRate, mood, aspect });

export const EVENTS: Record<Archetype, WorkEvent[]> = {
  knowledge: [
    E("A production issue pulls you off planned work for the afternoon", 0.6, -2, "stress"),
    E("Your pull request gets approved with useful comments", 2, 1, "growth"),
    E("A requirement changes after the work is half done", 0.8, -1, "stress"),
    E("You pair with a colleague and learn a new technique", 0.8, 2, "growth"),
    E("A meeting runs over and eats your focus block", 1.5, -1, "daily work"),
    E("A recruiter messages with an offer above your pay", 0.5, 1, "money"),
    E("A teammate thanks you in the team channel", 1, 1, "people"),
    E("An AI assistant drafts boilerplate that you review and fix", 3, 0, "daily work"),
  ],
  corporate: [
    E("A deadline moves forward by two days", 0.7, -2, "stress"),
    E("A stakeholder rejects the draft and asks for a new angle", 0.8, -1, "stress"),
    E("Your report gets quoted by leadership", 0.4, 2, "growth"),
    E("Back-to-back meetings until 4 pm", 1.5, -1, "daily work"),
    E("Budget freeze announced for next quarter", 0.2, -2, "money"),
    E("Lunch with a colleague from another team opens a new project", 0.5, 1, "people"),
    E("An approval is stuck waiting for a signature", 1, -1, "daily work"),
    E("Your manager offers a stretch assignment", 0.3, 2, "growth"),
  ],
  clinical: [
    E("Short-staffed shift: one nurse down", 1, -2, "stress"),
    E("A patient's family thanks you by name", 1, 2, "people"),
    E("An emergency on the ward resets the plan", 1, -1, "stress"),
    E("Charting runs 40 minutes past the shift", 2, -2, "daily work"),
    E("You learn a new procedure from a senior colleague", 0.5, 2, "growth"),
    E("Overtime shift offered at premium pay", 0.6, 0, "money"),
    E("A difficult conversation with a distressed relative", 1, -1, "people"),
  ],
  people: [
    E("A student or client makes a breakthrough", 1, 2, "people"),
    E("Marking or case notes spill into the evening", 2, -2, "daily work"),
    E("A behaviour incident derails a session", 1, -2, "stress"),
    E("An inspection or audit is announced", 0.2, -2, "stress"),
    E("Training day on a new method", 0.3, 1, "growth"),
    E("A parent or family emails a complaint", 0.7, -1, "people"),
    E("Supplies are paid out of pocket", 0.3, -1, "money"),
  ],
  sales: [
    E("A deal you chased for weeks closes", 0.4, 2, "money"),
    E("A prospect ghosts after a strong demo", 1, -1, "stress"),
    E("Quota review with your manager", 0.5, -1, "stress"),
    E("A customer refers a new lead", 0.5, 2, "people"),
    E("Twenty cold calls, two conversations", 2, -1, "daily work"),
    E("Commission statement lands — higher than last month", 0.25, 1, "money"),
    E("Product team changes pricing mid-deal", 0.3, -2, "stress"),
  ],
  creative: [
    E("The client loves the concept", 0.5, 2, "people"),
    E("A third round of revisions on the same piece", 1, -2, "stress"),
    E("A flow session produces your best work this month", 1, 2, "growth"),
    E("An invoice is paid 30 days late", 0.4, -2, "money"),
    E("An AI tool produces a first draft you rework", 1.5, 0, "daily work"),
    E("A portfolio piece gets shared widely", 0.2, 2, "growth"),
  ],
  field: [
    E("A job turns out bigger than quoted", 0.8, -1, "money"),
    E("A customer is delighted with the finished work", 1.5, 2, "people"),
    E("Parts are delayed and a job slips", 0.8, -1, "stress"),
    E("Traffic adds an hour to the day", 1.5, -1, "daily work"),
    E("You solve a fault others could not", 0.6, 2, "growth"),
    E("Emergency call-out at premium rate", 0.4, 0, "money"),
  ],
  venture: [
    E("A customer renews and expands", 0.3, 2, "money"),
    E("An investor passes", 0.5, -2, "stress"),
    E("Cash runway review shows 7 months left", 0.3, -2, "money"),
    E("A new hire says yes", 0.2, 2, "people"),
    E("A key feature ships", 0.7, 2, "growth"),
    E("A weekend spent fixing an outage", 0.3, -2, "stress"),
  ],
  service: [
    E("A rush with half the team", 1.5, -2, "stress"),
    E("A regular leaves a generous tip", 2, 1, "money"),
    E("A rude customer complaint", 1.5, -2, "people"),
    E("A double shift covering for a colleague", 0.5, -2, "daily work"),
    E("You run the pass for the first time", 0.2, 2, "growth"),
    E("The team shares a meal after closing", 1, 1, "people"),
  ],
  lab: [
    E("An experiment fails for the third time", 1, -2, "stress"),
    E("A result replicates", 0.5, 2, "growth"),
    E("A paper is rejected by reviewers", 0.2, -2, "stress"),
    E("A grant deadline eats the week", 0.3, -1, "money"),
    E("A student asks a question that reframes the project", 0.5, 2, "people"),
    E("Equipment booked by another group", 1, -1, "daily work"),
  ],
};

/** Micro-internship briefs per archetype: what is delivered and which criteria the rubric grades. */
export const TASK_BRIEFS: Record<Archetype, { deliverable: string; criteria: string[] }> = {
  knowledge: {
    deliverable: "a working change with tests and a short write-up",
    criteria: ["correctness", "code quality", "testing", "communication"],
  },
  corporate: {
    deliverable: "a two-page memo with a recommendation and supporting numbers",
    criteria: ["analysis", "structure", "recommendation", "stakeholder awareness"],
  },
  clinical: {
    deliverable: "a care plan for a case vignette with handover notes (SBAR)",
    criteria: ["assessment", "safety", "prioritisation", "documentation"],
  },
  people: {
    deliverable: "a session plan with objectives, activities and an assessment",
    criteria: ["objectives", "engagement", "inclusion", "assessment"],
  },
  sales: {
    deliverable: "an account plan and a discovery-call script",
    criteria: ["research", "value proposition", "objection handling", "next steps"],
  },
  creative: {
    deliverable: "a concept with two variations and a rationale",
    criteria: ["brief fit", "originality", "craft", "presentation"],
  },
  field: {
    deliverable: "a job plan with diagnosis, parts list, quote and safety checks",
    criteria: ["diagnosis", "safety", "costing", "customer explanation"],
  },
  venture: {
    deliverable: "a one-page plan: problem, customer, test, metric",
    criteria: ["problem clarity", "customer evidence", "experiment design", "economics"],
  },
  service: {
    deliverable: "a service plan for a busy shift (stations, prep list, timings)",
    criteria: ["organisation", "guest experience", "hygiene and safety", "teamwork"],
  },
  lab: {
    deliverable: "a study protocol with hypothesis, method, analysis plan",
    criteria: ["hypothesis", "method rigour", "analysis plan", "ethics and limits"],
  },
};
