/**
 * Client-safe catalogue of the 21 life-simulation modes: ids, names and paths exactly as spec 3 §2.9,
 * plus a plain field list per mode that drives the playground form (zod schemas don't serialise).
 */
export type FieldKind = "text" | "textarea" | "number" | "list" | "select" | "preferences" | "json";

export interface FieldDescriptor {
  name: string;
  label: string;
  kind: FieldKind;
  required: boolean;
  /** form default; lists as comma-separated text, preferences/json as JSON text */
  defaultValue: string;
  options?: string[];
  help?: string;
  /** graded input: a number 0-10 or a word (low, medium, high), both accepted on the wire */
  graded?: boolean;
}

export interface ModeInfo {
  id: number;
  name: string;
  slug: string;
  path: string;
  description: string;
  fields: FieldDescriptor[];
}

const t = (name: string, label: string, defaultValue: string, required = true, help?: string): FieldDescriptor => ({
  name,
  label,
  kind: "text",
  required,
  defaultValue,
  help,
});
const n = (name: string, label: string, defaultValue: string, required = true, help?: string): FieldDescriptor => ({
  name,
  label,
  kind: "number",
  required,
  defaultValue,
  help,
});
const l = (name: string, label: string, defaultValue: string, required = true, help?: string): FieldDescriptor => ({
  name,
  label,
  kind: "list",
  required,
  defaultValue,
  help,
});
const area = (name: string, label: string, defaultValue: string, required = true, help?: string): FieldDescriptor => ({
  name,
  label,
  kind: "textarea",
  required,
  defaultValue,
  help,
});
const s = (name: string, label: string, defaultValue: string, options: string[], required = true): FieldDescriptor => ({
  name,
  label,
  kind: "select",
  required,
  defaultValue,
  options,
});

const CAREER = t("career", "Career", "Software Developer");
const COUNTRY = t(
  "country",
  "Country",
  "United Kingdom",
  false,
  "ISO code or name. Empty: inferred from a city, currency or employer in the other inputs (stated in the assumptions); Global (world median) only when nothing implies one or when asked",
);
const LEVEL_OPTIONS = ["intern", "junior", "mid", "senior", "lead"];

export const MODE_CATALOG: ModeInfo[] = [
  {
    id: 1,
    name: "Future Self Simulation",
    slug: "future-self",
    path: "/future-self/simulate",
    description: "Monte Carlo trajectories of salary, seniority and skill relevance, P10/P50/P90 per year.",
    fields: [
      CAREER,
      n("years", "Years ahead", "10", false),
      n("age", "Current age", "30", false),
      l("values", "Values", "growth, family, money", false),
      COUNTRY,
      n("yearsExperience", "Years of experience", "3", false),
    ],
  },
  {
    id: 2,
    name: "Regret Forecasting",
    slug: "regret",
    path: "/future-self/regret",
    description: "Value fit of two careers and the expected regret of choosing each.",
    fields: [
      CAREER,
      t("alternativeCareer", "Alternative career", "Data Scientist"),
      l("values", "Values", "impact, money, freedom"),
      n("years", "Horizon (years)", "10", false),
      n("age", "Age", "30", false),
      COUNTRY,
    ],
  },
  {
    id: 3,
    name: "AI Future Self Chat",
    slug: "chat",
    path: "/future-self/chat",
    description: "Talk to your simulated future self; the reply is composed from your simulated outcomes.",
    fields: [
      area("message", "Message", "Was it worth staying in this career?"),
      t("persona", "Persona", "optimistic", false, "e.g. optimistic, blunt, reflective"),
      CAREER,
      { name: "chatHistory", label: "Chat history (JSON array)", kind: "json", required: false, defaultValue: "[]" },
      n("years", "Years ahead", "10", false),
      n("age", "Current age", "30", false),
      COUNTRY,
    ],
  },
  {
    id: 4,
    name: "Identity Alignment Scan",
    slug: "identity-scan",
    path: "/life-intel/identity/scan",
    description: "How well a career fits your personality, values and work style.",
    fields: [
      CAREER,
      area("personality", "Personality", "introverted, analytical, curious, organised"),
      l("values", "Values", "learning, autonomy, stability"),
      area("workStyle", "Work style", "remote, deep focus, small team"),
    ],
  },
  {
    id: 5,
    name: "Career Timeline Map",
    slug: "timeline",
    path: "/future-self/timeline",
    description: "Expected next roles with timing windows from simulated promotions.",
    fields: [
      t("career", "Target career", "Software Architect"),
      t("currentRole", "Current role", "Junior Software Developer"),
      n("yearsExperience", "Years of experience", "2"),
      n("years", "Horizon (years)", "15", false),
      COUNTRY,
    ],
  },
  {
    id: 6,
    name: "Personality Deep Profile",
    slug: "personality-profile",
    path: "/life-intel/personality/profile",
    description: "Big Five trait scores from 1-5 item answers or free-text statements.",
    fields: [
      l("answers", "Answers (10 numbers 1-5 or statements)", "4, 2, 4, 3, 5, 2, 4, 2, 3, 4", true, "TIPI items in order: see docs"),
      t("career", "Career", "Software Developer", false),
    ],
  },
  {
    id: 7,
    name: "Adaptive Career Recs",
    slug: "adaptive-recs",
    path: "/life-intel/career/adaptive",
    description: "Careers ranked by personality, values and skills, excluding what you avoid.",
    fields: [
      area("personality", "Personality", "curious, analytical, calm"),
      l("values", "Values", "learning, freedom, money"),
      l("skills", "Skills", "Python, SQL, statistics"),
      l("avoidances", "Avoid", "sales, night shifts", false),
    ],
  },
  {
    id: 8,
    name: "Parallel Life Simulator",
    slug: "parallel-life",
    path: "/life-sim/parallel",
    description: "Two careers simulated side by side from the same seed.",
    fields: [
      t("career1", "Career 1", "Software Developer"),
      t("career2", "Career 2", "Registered Nurse"),
      t("decision", "Decision", "switch careers", false),
      n("currentAge", "Current age", "28", false),
      n("years", "Years ahead", "15", false),
      COUNTRY,
    ],
  },
  {
    id: 9,
    name: "Decision Stress Test",
    slug: "stress-test",
    path: "/life-sim/stress-test",
    description: "Job loss, downturn and relocation scenarios against your finances: runway and recovery.",
    fields: [
      CAREER,
      t("decision", "Decision", "quit to freelance"),
      area("financialSituation", "Financial situation", "savings £20,000, monthly expenses £2,400, debt £5,000, 1 child"),
      { ...s("riskTolerance", "Risk tolerance (low, medium, high or 0-10)", "medium", ["low", "medium", "high"], false), graded: true },
      COUNTRY,
    ],
  },
  {
    id: 10,
    name: "Skill Gap Heatmap",
    slug: "skill-heatmap",
    path: "/life-sim/skill-heatmap",
    description: "Required skills × levels against your current skills.",
    fields: [
      t("targetRole", "Target role", "Data Scientist"),
      l("currentSkills", "Current skills", "Python, SQL, Excel"),
      n("hoursPerWeek", "Learning hours per week", "6", false),
    ],
  },
  {
    id: 11,
    name: "Opportunity Timing",
    slug: "timing",
    path: "/life-sim/timing",
    description: "When a move pays most: expected gain per year of waiting.",
    fields: [
      t("career", "Target career", "Data Scientist"),
      t("currentRole", "Current role", "Software Developer"),
      n("yearsExperience", "Years of experience", "4"),
      COUNTRY,
    ],
  },
  {
    id: 12,
    name: "Realistic Salary Simulator",
    slug: "salary-sim",
    path: "/life-sim/salary-sim",
    description: "Negotiation outcome distribution from your style and personality.",
    fields: [
      CAREER,
      area("personality", "Personality", "agreeable, anxious about conflict"),
      s("negotiationStyle", "Negotiation style", "collaborative", [
        "avoidant",
        "accommodating",
        "collaborative",
        "competitive",
        "data-driven",
      ]),
      n("yearsExperience", "Years of experience", "5", false),
      COUNTRY,
    ],
  },
  {
    id: 13,
    name: "Burnout Risk Predictor",
    slug: "burnout-risk",
    path: "/life-intel/burnout/predict",
    description: "Scored burnout risk with drivers and what lowers it.",
    fields: [
      CAREER,
      n("workHours", "Weekly work hours", "50"),
      { ...n("satisfaction", "Satisfaction (0-10, or low / medium / high)", "5"), graded: true },
      l("stressFactors", "Stress factors", "deadlines, on-call", false),
    ],
  },
  {
    id: 14,
    name: "Meaning vs Money",
    slug: "meaning-money",
    path: "/life-intel/meaning-money",
    description: "Meaning and money of two careers against your values.",
    fields: [
      CAREER,
      t("alternativeCareer", "Alternative career", "Teacher"),
      l("values", "Values", "impact, family, money"),
      l("lifeGoals", "Life goals", "buy a home, time with kids", false),
      COUNTRY,
    ],
  },
  {
    id: 15,
    name: "Career Regret Stories",
    slug: "regret-stories",
    path: "/life-intel/regret-stories",
    description: "Stories of simulated futures after a decision, composed from outcomes.",
    fields: [
      CAREER,
      t("decision", "Decision", "stay in current job"),
      n("age", "Age", "32"),
      n("years", "Years ahead", "10", false),
      COUNTRY,
    ],
  },
  {
    id: 16,
    name: "Reality Feed",
    slug: "reality-feed",
    path: "/life-sim/reality-feed",
    description: "A simulated week of realistic events in the career.",
    fields: [CAREER, s("aspect", "Aspect", "daily work", ["daily work", "stress", "growth", "people", "money"], false)],
  },
  {
    id: 17,
    name: "Micro-Internship",
    slug: "micro-internship",
    path: "/life-sim/micro-internship",
    description: "A graded task brief with a rubric by level.",
    fields: [CAREER, t("task", "Task", "fix a production bug"), s("level", "Level", "junior", LEVEL_OPTIONS, false)],
  },
  {
    id: 18,
    name: "Shadow Day AI",
    slug: "shadow-day",
    path: "/life-sim/shadow-day",
    description: "An hour-by-hour day by company type and level.",
    fields: [
      CAREER,
      s(
        "company_type",
        "Organisation type",
        "startup",
        ["startup", "scale-up", "corporate", "agency", "public sector", "NHS", "charity", "self-employed"],
        false,
      ),
      s("level", "Level", "mid", LEVEL_OPTIONS, false),
    ],
  },
  {
    id: 19,
    name: "Life Trade-Off Slider",
    slug: "tradeoff",
    path: "/life-sim/tradeoff",
    description: "Weighted utility across seven life dimensions for the career and its alternatives.",
    fields: [
      CAREER,
      {
        name: "preferences",
        label: "Preferences (0-10 each)",
        kind: "preferences",
        required: true,
        defaultValue: JSON.stringify({ money: 7, time: 6, stability: 5, freedom: 6, meaning: 5, status: 3, growth: 7 }),
      },
    ],
  },
  {
    id: 20,
    name: "Identity Evolution",
    slug: "identity-evolution",
    path: "/life-intel/identity/evolution",
    description: "A structured diff of who you were and who you are.",
    fields: [
      area("currentProfile", "Current profile", "role: Product Manager; skills: SQL, roadmapping, leadership; values: impact, growth"),
      area("previousProfile", "Previous profile", "role: Software Developer; skills: Java, SQL; values: money, learning"),
    ],
  },
  {
    id: 21,
    name: "Wrong Path Alert",
    slug: "wrong-path-alert",
    path: "/life-intel/wrong-path-alert",
    description: "Early-warning score from years in role, satisfaction and trajectory.",
    fields: [
      CAREER,
      n("yearsIn", "Years in this career", "4"),
      { ...n("satisfaction", "Satisfaction (0-10, or low / medium / high)", "4"), graded: true },
      l("recentChanges", "Recent changes", "missed promotion, new manager", false),
    ],
  },
];

export function findModeInfo(slugOrId: string | number): ModeInfo | undefined {
  return MODE_CATALOG.find((m) => m.slug === slugOrId || String(m.id) === String(slugOrId));
}
