/** The playground consoles (built by their engines' engineers) and what each one calls. */
export interface Console {
  href: string;
  title: string;
  summary: string;
  endpoint: string;
  family: "Developer API" | "Embedding API" | "Transformer API";
  /** the keyed route, the key family it takes and the open fallback (the same table the console uses) */
  routes: { family: "developer" | "transformer" | "embed"; keyed: string; open?: string };
}

export const CONSOLES: Console[] = [
  {
    href: "/playground/cv-score",
    title: "CV score",
    summary: "ATS score of a CV, with the evidence behind every point.",
    endpoint: "POST /v1/career/cv/score",
    family: "Developer API",
    routes: { family: "developer", keyed: "/v1/career/cv/score", open: "/cstm/resume-score" },
  },
  {
    href: "/playground/job-match",
    title: "Job match",
    summary: "Match a CV to a job description across five dimensions.",
    endpoint: "POST /v1/career/job/match",
    family: "Developer API",
    routes: { family: "developer", keyed: "/v1/career/job/match", open: "/cstm/match" },
  },
  {
    href: "/playground/skills-gap",
    title: "Skills gap",
    summary: "Skills to learn for a target role, hours and free resources.",
    endpoint: "POST /v1/career/skills/gap",
    family: "Developer API",
    routes: { family: "developer", keyed: "/v1/career/skills/gap", open: "/cstm/skill-gap" },
  },
  {
    href: "/playground/career-path",
    title: "Career path",
    summary: "Likely next roles, timelines and AI-disruption risk.",
    endpoint: "POST /cstm/career-path",
    family: "Transformer API",
    routes: { family: "transformer", keyed: "/cstm/career-path", open: "/cstm/career-path" },
  },
  {
    href: "/playground/salary",
    title: "Salary",
    summary: "Salary percentiles by role, level and country.",
    endpoint: "POST /v1/career/salary/benchmark",
    family: "Developer API",
    routes: { family: "developer", keyed: "/v1/career/salary/benchmark", open: "/cstm/salary" },
  },
  {
    href: "/playground/cover-letter",
    title: "Cover letter",
    summary: "Cover letters in 15 modes from a CV and a job ad.",
    endpoint: "POST /v1/career/cover-letter/generate",
    family: "Developer API",
    routes: { family: "developer", keyed: "/v1/career/cover-letter/generate" },
  },
  {
    href: "/playground/interview",
    title: "Interview",
    summary: "Interview questions with STAR model answers.",
    endpoint: "POST /v1/career/interview/questions",
    family: "Developer API",
    routes: { family: "developer", keyed: "/v1/career/interview/questions" },
  },
  {
    href: "/playground/chat",
    title: "Career chat",
    summary: "OpenAI-compatible chat completions, streamed.",
    endpoint: "POST /v1/career/chat/completions",
    family: "Developer API",
    routes: { family: "developer", keyed: "/v1/career/chat/completions" },
  },
  {
    href: "/playground/embeddings",
    title: "Embeddings",
    summary: "Embed career text and compare similarity.",
    endpoint: "POST /v1/embed/embed",
    family: "Embedding API",
    routes: { family: "embed", keyed: "/v1/embed/embed", open: "browser" },
  },
  {
    href: "/playground/match-jobs",
    title: "Match jobs",
    summary: "Paste a CV, pick a country: ranked job listings with scores.",
    endpoint: "POST /v1/embed/match-jobs",
    family: "Embedding API",
    routes: { family: "embed", keyed: "/v1/embed/match-jobs" },
  },
  {
    href: "/playground/extract",
    title: "Entity extraction",
    summary: "Eight entity types from career text, with confidence.",
    endpoint: "POST /transformer/v1/extract",
    family: "Transformer API",
    routes: { family: "transformer", keyed: "/transformer/v1/extract" },
  },
  {
    href: "/playground/life-sim",
    title: "Life simulation",
    summary: "21 modes: future self, regret forecasts, trade-offs…",
    endpoint: "POST /future-self, /life-intel, /life-sim",
    family: "Transformer API",
    routes: { family: "transformer", keyed: "/life-sim/tradeoff", open: "/life-sim/tradeoff" },
  },
];
