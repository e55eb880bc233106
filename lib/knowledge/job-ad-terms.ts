/**
 * The conditions job ads and CVs talk about besides occupations and skills — pay and benefits, working pattern,
 * contract, schedule, qualifications, visas — as named terms with the everyday ways of saying them (British and
 * American English, the common abbreviations). embed-v1's concept channel recognises them like skills, so
 * "Attractive pay and medical cover" meets "Competitive salary and private health insurance" although the
 * sentence model sees different words. Terms of one group share the group's direction at a lower weight:
 * "fully remote" and "hybrid working" are about the same thing and still not the same thing.
 *
 * Source: authored by the CareerStack team (2026) from common job-ad wording; licence: project licence.
 * Forms are matched after lower-casing, accent folding and dropping one plural "s" (see concept-channel.ts).
 */
export interface JobAdTermGroup {
  /** kebab-case group id, e.g. "working-pattern" */
  id: string;
  /** term id → forms */
  terms: Readonly<Record<string, readonly string[]>>;
}

export const JOB_AD_TERMS_SOURCE = { source: "CareerStack authored job-ad vocabulary", year: 2026, licence: "project licence" } as const;

export const JOB_AD_TERM_GROUPS: readonly JobAdTermGroup[] = [
  {
    id: "pay-and-benefits",
    terms: {
      pay: ["salary", "pay", "wage", "wages", "compensation", "remuneration", "base pay", "base salary", "hourly rate", "day rate", "pay rate", "salary package", "competitive salary"],
      bonus: ["bonus", "bonuses", "commission", "profit share", "profit sharing", "incentive scheme", "ote", "on-target earnings"],
      equity: ["equity", "stock options", "share options", "rsu", "restricted stock units", "employee share scheme"],
      "health-insurance": ["health insurance", "medical insurance", "medical cover", "health cover", "healthcare plan", "private healthcare", "private medical", "private medical insurance", "dental cover", "dental insurance"],
      pension: ["pension", "pension scheme", "pension contribution", "retirement plan", "401k", "401(k)"],
      "paid-leave": ["annual leave", "holiday", "holidays", "holiday allowance", "paid time off", "pto", "vacation", "vacation days", "days off", "bank holidays", "public holidays"],
      "parental-leave": ["parental leave", "maternity leave", "paternity leave", "enhanced maternity", "enhanced parental leave"],
      wellbeing: ["wellbeing", "well-being", "gym membership", "cycle to work", "employee assistance programme", "mental health support"],
      "learning-budget": ["training budget", "learning budget", "learning and development", "professional development", "career development", "conference budget"],
      relocation: ["relocation", "relocation package", "relocation support", "relocation assistance"],
    },
  },
  {
    id: "working-pattern",
    terms: {
      remote: ["remote", "fully remote", "remote-first", "remote first", "work from home", "working from home", "wfh", "home-based", "home based", "telecommute", "homeoffice", "teletravail", "teletrabajo"],
      hybrid: ["hybrid", "hybrid working", "hybrid role", "days in the office", "days a week in the office", "split between home and office"],
      "on-site": ["on-site", "onsite", "office-based", "office based", "in the office", "in-office", "on site"],
      "flexible-hours": ["flexible hours", "flexible working", "flexitime", "flextime", "flexible schedule", "compressed hours", "four-day week", "4-day week"],
    },
  },
  {
    id: "contract",
    terms: {
      "full-time": ["full-time", "full time", "fulltime", "permanent", "permanent contract", "permanent role", "vollzeit", "temps plein", "tiempo completo", "cdi"],
      "part-time": ["part-time", "part time", "parttime", "reduced hours", "teilzeit", "temps partiel", "media jornada"],
      temporary: ["temporary", "temp", "fixed-term", "fixed term", "fixed-term contract", "maternity cover", "seasonal", "cdd", "befristet"],
      freelance: ["freelance", "freelancer", "contractor", "contract role", "interim", "self-employed", "outside ir35", "inside ir35", "day-rate contract"],
      internship: ["internship", "placement year", "work placement"],
    },
  },
  {
    id: "schedule",
    terms: {
      "office-hours": ["office hours", "monday to friday", "mon-fri", "mon to fri", "9 to 5", "9-5", "daytime hours", "no weekends", "weekdays only"],
      "weekend-work": ["weekends", "weekend work", "weekend shifts", "saturday and sunday", "weekend availability"],
      overtime: ["overtime", "paid overtime", "overtime available", "extra hours"],
      "on-call": ["on call", "on-call rota", "out of hours", "standby"],
    },
  },
  {
    id: "qualification",
    terms: {
      "bachelor-degree": ["bachelor's degree", "bachelors degree", "bachelor degree", "bachelor's", "bsc", "b.sc", "undergraduate degree", "first degree", "honours degree", "licence degree", "licenciatura", "laurea triennale"],
      "master-degree": ["master's degree", "masters degree", "master degree", "master's", "msc", "m.sc", "mba", "postgraduate degree", "laurea magistrale", "mestrado"],
      doctorate: ["phd", "ph.d", "doctorate", "doctoral degree", "dphil"],
      "vocational-qualification": ["nvq", "btec", "hnc", "hnd", "city and guilds", "apprenticeship", "trade certificate", "ausbildung", "fp grado medio"],
      "no-experience": ["no experience needed", "no experience required", "no experience necessary", "full training provided", "training provided", "will train"],
      "years-experience": ["years of experience", "years' experience", "years experience", "years of relevant experience", "proven experience", "track record"],
    },
  },
  {
    id: "right-to-work",
    terms: {
      "visa-sponsorship": ["visa sponsorship", "visa sponsor", "sponsor work visas", "sponsor visas", "work visa", "work visas", "skilled worker visa", "h-1b", "h1b", "blue card", "work permit"],
      "right-to-work": ["right to work", "eligible to work", "work authorisation", "work authorization", "existing right to work"],
      "security-clearance": ["security clearance", "sc clearance", "dv clearance", "sc cleared", "dv cleared", "baseline clearance", "bpss"],
      "driving-licence": ["full driving licence", "clean driving licence", "full uk driving licence", "valid driving licence", "driver's license", "drivers license", "own transport", "own car"],
    },
  },
  {
    // how strongly an ad asks for something: "Kubernetes is a plus" is not "Kubernetes is essential"
    id: "requirement-strength",
    terms: {
      essential: ["essential", "is essential", "required", "is required", "are required", "must have", "must hold", "you must have", "you must hold", "mandatory", "is a must", "a must", "non-negotiable", "requirement"],
      desirable: ["a plus", "is a plus", "nice to have", "nice-to-have", "desirable", "is desirable", "an advantage", "advantageous", "preferred", "would be a bonus", "beneficial", "ideally", "bonus points"],
    },
  },
  {
    id: "language-level",
    terms: {
      "fluent-language": ["fluent", "fluency", "fluently", "native speaker", "native-level", "native level", "bilingual", "business fluent", "mother tongue", "verhandlungssicher"],
      "basic-language": ["basic knowledge of", "conversational", "working knowledge", "intermediate level"],
    },
  },
];
