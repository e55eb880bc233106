import { MODE_CATALOG } from "@/lib/engine/life-sim/catalog";
import responses from "./docs-responses.json";

/**
 * A valid example request per operation (the docs show it and Try-it starts from it). Every one is sent
 * to its route by tests/integration/docs-examples.test.ts, which also records the responses the docs
 * show (docs-responses.json: real engine output, long arrays shortened).
 */
export interface RequestExample {
  body?: unknown;
  /** path parameters; `$account` is the signed-in account's id, `$key` one of its keys, `$context` a saved context (the reader fills it in) */
  params?: Record<string, string>;
  query?: Record<string, string>;
}

const CV = `Jane Doe — Data Analyst, London
5 years turning sales data into decisions.
- Built Power BI dashboards used weekly by 200 store managers.
- Automated the monthly reporting pack in Python (pandas), saving 20 hours a month.
- Wrote SQL models that cut month-end queries from 2 days to 3 hours.
Skills: SQL, Python, pandas, Excel, Power BI, Tableau`;

const JD = `Senior Data Analyst — Globex (London, hybrid). You will turn commercial data into decisions.
Requirements: 3+ years as a data analyst; strong SQL and Python; Tableau or Power BI; statistics and A/B testing;
stakeholder management. Salary: GBP 45,000 - 55,000.`;

const EXAMPLES: Record<string, RequestExample> = {
  "POST /v1/developer/register": {
    body: { email: "dev@example.com", name: "Jane Doe", company: "Acme", use_case: "CV feedback inside our job board" },
  },
  "GET /v1/developer/usage/{developerId}": { params: { developerId: "$account" } },
  "POST /v1/developer/keys/{id}/rotate": { params: { id: "$key" }, body: { grace_seconds: 3600 } },
  "POST /v1/career/context": {
    body: {
      full_name: "Jane Doe",
      cv_text: CV,
      target_role: "Senior Data Analyst",
      target_country: "GB",
      years_experience: 5,
      skills: ["SQL", "Python", "Tableau"],
    },
  },
  "GET /v1/career/context/{id}": { params: { id: "$context" } },
  "POST /v1/career/cv/score": { body: { cv_text: CV, job_description: JD, target_country: "GB" } },
  "POST /v1/career/job/match": {
    body: { cv_text: CV, job_description: JD, salary_expectation: 50000, location: "London, UK", remote: false },
  },
  "POST /v1/career/skills/gap": {
    body: { target_role: "Data Scientist", current_skills: ["SQL (advanced)", "Python", "Excel", "Tableau"], hours_per_week: 8 },
  },
  "POST /v1/career/salary/benchmark": {
    body: { role: "Senior Backend Engineer", country: "GB", city: "London", years_experience: 6, skills: ["Python", "Kubernetes"] },
  },
  "POST /v1/career/cover-letter/generate": { body: { cv_text: CV, job_description: JD, mode: 1, company_name: "Globex", max_words: 250 } },
  "POST /v1/career/interview/questions": {
    body: {
      role: "Senior Data Analyst",
      company_name: "Globex",
      job_description: JD,
      cv_text: CV,
      count: 3,
      types: ["behavioral", "technical"],
    },
  },
  "POST /v1/career/chat/completions": {
    body: {
      model: "lm-flash",
      messages: [{ role: "user", content: "What does a data analyst with 5 years of experience earn in London?" }],
    },
  },
  "POST /v1/embed/embed": { body: { input: ["Senior backend engineer: Go, Kubernetes, PostgreSQL", "Registered nurse, ICU"] } },
  "POST /v1/embed/similarity": {
    body: { text_a: "Senior backend engineer, Go and Kubernetes", text_b: "Platform engineer working on Kubernetes clusters" },
  },
  "POST /v1/embed/match-jobs": { body: { cv_text: CV, country_code: "GB", limit: 3 } },
  "POST /transformer/v1/extract": {
    body: {
      text: "Maria Lopez, senior data engineer at Zalando in Berlin since 2019, 6 years of Python and Spark, earning EUR 85,000.",
      options: { minConfidence: 0.5 },
    },
  },
  "POST /transformer/v1/career-graph": { body: { text: CV } },
  "POST /transformer/v1/job-match": { body: { candidateText: CV, jobDescription: JD, salaryExpectation: 50000, location: "London" } },
  "POST /cstm/match": { body: { candidateProfile: CV, jobDescription: JD } },
  "POST /cstm/salary": {
    body: { role: "Data Analyst", country: "GB", city: "London", level: "senior", experienceYears: 5, skills: ["SQL", "Python"] },
  },
  "POST /cstm/career-path": {
    body: {
      currentRole: "Software Engineer",
      yearsExperience: 6,
      skills: "Python, AWS, Docker, SQL",
      goals: "Lead a team",
      country: "Global",
    },
  },
  "POST /cstm/resume-score": { body: { resumeText: CV, jobDescription: JD, country: "GB" } },
  "POST /cstm/skill-gap": {
    body: { targetRole: "Data Scientist", currentRole: "Data Analyst", currentSkills: ["SQL", "Python", "Excel"], hoursPerWeek: 8 },
  },
  "POST /api/auth/signup": { body: { email: "jane.doe@example.com", password: "correct horse battery", name: "Jane Doe" } },
  "POST /api/keys": { body: { name: "Production backend", family: "transformer", tier: "free", keyType: "live" } },
  "PATCH /api/keys/{id}": { params: { id: "$key" }, body: { name: "Staging backend" } },
  "DELETE /api/keys/{id}": { params: { id: "$key" } },
  "POST /api/keys/{id}/rotate": { params: { id: "$key" }, body: { graceSeconds: 3600 } },
  "GET /api/usage": { query: { days: "7" } },
  "GET /api/usage/requests": { query: { status: "error" } },
  "POST /api/plan": { body: { tier: "PRO" } },
};

/** Life-simulation modes: the playground form's defaults, as the route takes them (numbers as numbers). */
function lifeSimExample(path: string): RequestExample | null {
  const info = MODE_CATALOG.find((m) => m.path === path);
  if (!info) return null;
  const body: Record<string, unknown> = {};
  for (const f of info.fields) {
    if (!f.defaultValue) continue;
    if (f.kind === "preferences" || f.kind === "json") body[f.name] = JSON.parse(f.defaultValue);
    else if (f.kind === "number") body[f.name] = Number(f.defaultValue);
    else if (f.kind === "list")
      body[f.name] = f.defaultValue
        .split(",")
        .map((x) => x.trim())
        .filter(Boolean);
    else body[f.name] = f.defaultValue;
  }
  return { body };
}

export function requestExample(method: string, path: string): RequestExample {
  return EXAMPLES[`${method.toUpperCase()} ${path}`] ?? lifeSimExample(path) ?? {};
}

export function hasRequestExample(method: string, path: string): boolean {
  return `${method.toUpperCase()} ${path}` in EXAMPLES || lifeSimExample(path) !== null;
}

type Recorded = Record<string, { status: number; body: unknown }>;

/** The recorded response of the example request, or null when none is recorded. */
export function responseExample(method: string, path: string): { status: number; body: unknown } | null {
  return (responses as Recorded)[`${method.toUpperCase()} ${path}`] ?? null;
}
