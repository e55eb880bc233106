import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findWeakBullets, rewriteBullet, toPastTense } from "./bullets";
import { analyzeCv } from "./cv-structure";
import { STUFFED_CV } from "./test-samples";
import { hasMetric, startsWithActionVerb } from "./text-utils";

const contentWords = (s: string) =>
  s
    .toLowerCase()
    .match(/[a-z0-9%£$]+/g)
    ?.filter(
      (w) =>
        ![
          "responsible",
          "for",
          "worked",
          "on",
          "helped",
          "with",
          "i",
          "was",
          "involved",
          "in",
          "tasked",
          "duties",
          "included",
          "to",
          "assisted",
        ].includes(w),
    ) ?? [];

describe("startsWithActionVerb", () => {
  it("accepts a past-tense deed outside the verb list and rejects duty phrases and -ed adjectives", () => {
    expect(startsWithActionVerb("Moved 30 services to Kubernetes")).toBe(true);
    expect(startsWithActionVerb("Catered for 200 guests a night")).toBe(true);
    expect(startsWithActionVerb("Experienced in retail")).toBe(false);
    expect(startsWithActionVerb("Involved in audits")).toBe(false);
    expect(startsWithActionVerb("Tasked with reporting")).toBe(false);
  });
});

describe("findWeakBullets", () => {
  it("never lists a bullet whose rewrite is the bullet itself", () => {
    const cv = analyzeCv(
      "Experience\nEngineer, Acme — 2019 – Present\n- Moved 30 services to Kubernetes, cutting costs by 20%\n- Responsible for the on-call rota",
    );
    const weak = findWeakBullets(cv.bullets);
    expect(weak.map((w) => w.original).join(" ")).not.toContain("Moved 30");
    expect(weak.length).toBeGreaterThan(0);
    for (const w of weak) expect(w.rewritten).not.toBe(w.original);
  });
});

describe("toPastTense", () => {
  it("handles regular, doubled, -y and irregular verbs", () => {
    expect(
      ["managing", "planning", "carrying", "building", "leading", "writing", "setting", "creating", "using", "teach"].map(toPastTense),
    ).toEqual(["managed", "planned", "carried", "built", "led", "wrote", "set", "created", "used", "taught"]);
  });
});

describe("rewriteBullet", () => {
  it("turns a duty phrase into a strong verb and keeps the facts and the number", () => {
    const out = rewriteBullet({ text: "Responsible for managing a team of 5 engineers", metric: true });
    expect(out).toBe("Managed a team of 5 engineers.");
  });

  // Issue 15: a "[X%]" slot is template text a reader would have to delete; the reason names the missing
  // number instead, and the rewrite invents none.
  it("neither invents a metric nor leaves a placeholder", () => {
    const out = rewriteBullet({ text: "Worked on the billing API migration", metric: false });
    expect(out).toBe("Contributed to the billing API migration.");
  });

  it("replaces the verb rather than prefixing one, and keeps every number", () => {
    expect(rewriteBullet({ text: "Managing a ward of 28 beds", metric: true })).toBe("Managed a ward of 28 beds.");
    expect(rewriteBullet({ text: "Looked after 3 sites and 40 staff", metric: true })).toBe("Managed 3 sites and 40 staff.");
    expect(rewriteBullet({ text: "Identify supplier risks", metric: false })).toBe("Identified supplier risks.");
  });

  it("does not rewrite headings, title lines, noun phrases or bullets that are already strong", () => {
    expect(rewriteBullet({ text: "Account Executive | TechSolutions UK", metric: false })).toBeNull();
    expect(rewriteBullet({ text: "Position: Operations Manager (Supply Chain Logistics)", metric: false })).toBeNull();
    expect(rewriteBullet({ text: "", metric: false })).toBeNull();
    expect(rewriteBullet({ text: "Consistently exceeded quarterly sales targets", metric: false })).toBeNull();
    expect(rewriteBullet({ text: "Design and development of vision algorithms", metric: false })).toBeNull();
    expect(rewriteBullet({ text: "Reduced churn by 12% across 3 regions", metric: true })).toBeNull();
  });

  it("keeps 'helped' as a contribution rather than sole ownership", () => {
    expect(rewriteBullet({ text: "Helped develop the new onboarding flow", metric: false })).toMatch(
      /^Co-developed the new onboarding flow/,
    );
    expect(rewriteBullet({ text: "Assisted with month-end reporting", metric: false })).toMatch(/^Contributed to month-end reporting/);
  });

  it("keeps every content word of the original (property)", () => {
    const phrase = fc.constantFrom("Responsible for ", "Worked on ", "Helped with ", "Involved in ", "", "Tasked with ");
    const word = fc.constantFrom(
      "billing",
      "service",
      "team",
      "customer",
      "reports",
      "pipeline",
      "quarterly",
      "budget",
      "migration",
      "ward",
    );
    fc.assert(
      fc.property(phrase, fc.array(word, { minLength: 2, maxLength: 8 }), (p, ws) => {
        const text = `${p}${ws.join(" ")}`;
        const out = rewriteBullet({ text, metric: hasMetric(text) });
        // Without a duty phrase there is no verb to replace: a noun phrase is left alone rather than prefixed.
        if (!p) return out === null || startsWithActionVerb(out);
        if (out === null) throw new Error(`no rewrite for "${text}"`);
        const outWords = new Set(contentWords(out));
        // A leading base verb may be put in the past tense ("budget" → "budgeted"); nothing else changes.
        for (const w of contentWords(text)) expect(outWords.has(w) || outWords.has(toPastTense(w))).toBe(true);
        expect(startsWithActionVerb(out) || /^(Co-|Contributed)/.test(out)).toBe(true);
      }),
      { numRuns: 150, seed: 7 },
    );
  });
});

describe("findWeakBullets", () => {
  it("flags duty-phrase bullets with reasons, weakest first", () => {
    const weak = findWeakBullets(analyzeCv(STUFFED_CV).bullets);
    expect(weak[0].original).toBe("Responsible for various projects");
    expect(weak[0].reason).toContain("responsible for");
    expect(weak.every((w) => !/[[\]]/.test(w.rewritten))).toBe(true);
  });
});

// Issue 15 on real CVs (tests/fixtures/real): duty lines as livecareer and PDF exports write them.
describe("rewriteBullet on real duty lines", () => {
  it("puts every verb listed with the lead verb in the past, not only the first", () => {
    expect(rewriteBullet({ text: "Analyze and interpret blueprints for projects", metric: false })).toBe(
      "Analyzed and interpreted blueprints for projects.",
    );
    expect(rewriteBullet({ text: "Responsible for processing, analyzing and reviewing equipment documents", metric: false })).toBe(
      "Processed, analyzed and reviewed equipment documents.",
    );
    expect(rewriteBullet({ text: "Develops and/or revises data practices for the agency", metric: false })).toBe(
      "Developed and/or revised data practices for the agency.",
    );
    expect(rewriteBullet({ text: "Generate, edit, publish posts on social media", metric: false })).toBe(
      "Generated, edited, published posts on social media.",
    );
  });

  it("turns the gerund after a duty phrase into its verb even when it is not in the strong-verb list", () => {
    expect(rewriteBullet({ text: "Responsible for ensuring expenses are coded to 12 ledgers", metric: true })).toBe(
      "Ensured expenses are coded to 12 ledgers.",
    );
  });

  it("leaves gerunds used as nouns, capitalised lists and two glued duties alone", () => {
    expect(rewriteBullet({ text: "Commissioning included the hot-cutover of the tunnel systems", metric: false })).toBeNull();
    expect(rewriteBullet({ text: "Balancing of ending cash totals for all the branches", metric: false })).toBeNull();
    expect(rewriteBullet({ text: "Marketing and Advertising, working on public relations", metric: false })).toBeNull();
    expect(rewriteBullet({ text: "Scheduling routine services Depositing monies in the bank", metric: false })).toBeNull();
  });
});

describe("findWeakBullets on repeated duties", () => {
  it("lists a duty the CV repeats under two roles once", () => {
    const b = { section: "experience" as const, actionVerb: false, metric: false, fillers: [], words: 7 };
    const text = "Assisted in network management and software development.";
    const weak = findWeakBullets(
      [
        { ...b, text },
        { ...b, text },
      ],
      5,
    );
    expect(weak.map((w) => w.rewritten)).toEqual(["Contributed to network management and software development."]);
  });
});
