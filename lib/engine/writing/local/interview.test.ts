import { describe, expect, it } from "vitest";
import * as S from "@/tests/fixtures/writing/samples";
import { writeInterviewQuestions } from "./interview";
import { baseVerb, findCvAchievements } from "./interview-evidence";
import { repeatedSentence, starFromAchievement } from "./star";

describe("interview questions", () => {
  it("returns exactly count questions, balanced across the requested types", () => {
    const qs = writeInterviewQuestions({ role: "Data Analyst", jobDescription: S.JD_DATA_ANALYST, count: 12 });
    expect(qs).toHaveLength(12);
    for (const t of ["behavioral", "technical", "situational", "culture"]) expect(qs.filter((q) => q.type === t)).toHaveLength(3);
    expect(new Set(qs.map((q) => q.question)).size).toBe(12);
  });

  it("is role- and company-specific: advert skills, duties and values appear", () => {
    const qs = writeInterviewQuestions({
      role: "Data Analyst",
      companyName: "Northwind Analytics",
      jobDescription: S.JD_DATA_ANALYST,
      count: 20,
    });
    const text = qs.map((q) => q.question).join("\n");
    expect(text).toMatch(/SQL/);
    expect(text).toMatch(/build dashboards in Power BI/);
    expect(text).toMatch(/collaboration|integrity/);
    expect(text).toMatch(/Northwind Analytics/);
  });

  it("uses the occupation's skills when there is no advert", () => {
    const qs = writeInterviewQuestions({ role: "Registered Nurse", count: 25, types: ["technical"] });
    expect(qs).toHaveLength(25);
    expect(qs.every((q) => q.type === "technical")).toBe(true);
    expect(qs.some((q) => /patient assessment|medication/i.test(q.question))).toBe(true);
  });

  it("builds STAR answers from the CV achievement that matches the question, with source pointing at it", () => {
    const qs = writeInterviewQuestions({
      role: "Staff Platform Engineer",
      jobDescription: S.JD_PLATFORM,
      cvText: S.CV_ENGINEER,
      count: 6,
      types: ["technical", "behavioral"],
    });
    const k8s = qs.find((q) => q.question.includes("Kubernetes"))!;
    expect(k8s.source?.text).toBe("Led a team of 6 engineers migrating 120 services to Kubernetes");
    expect(k8s.model_answer.action).toBe("I led a team of 6 engineers migrating 120 services to Kubernetes.");
    const latency = findCvAchievements(S.CV_ENGINEER).find((a) => a.text.startsWith("Reduced payment API latency"))!;
    expect(starFromAchievement(latency)).toEqual({
      situation: "This example comes from my time as Senior Backend Engineer at Monzo Bank Ltd (Jan 2021 – Present).",
      task: "My task was to reduce payment API latency.",
      action: "I redesigned the caching layer with Redis.",
      result: "The result, in figures: I reduced payment API latency by 40%.",
    });
    expect(k8s.model_answer.situation).toMatch(/Monzo Bank Ltd/);
    // No achievement names Python: the summary line that does is the closest example, quoted, and the rest an outline.
    const python = qs.find((q) => q.basis === "skill: Python")!;
    expect(python.source?.kind).toBe("cv_line");
    expect(python.model_answer.situation).toContain("in Python and Go");
    // A two-letter skill is found by the taxonomy, not by its letters.
    expect(qs.find((q) => q.basis === "skill: Go")!.source?.text).toMatch(/ in Go$/);
    for (const q of qs) {
      expect(q.source).not.toBeNull();
      expect(S.CV_ENGINEER.slice(q.source!.start, q.source!.end)).toBe(q.source!.text);
      if (q.source!.kind === "cv_line") continue;
      // Every word of the answer traces to the CV statement (verbs may change tense: "redesigning" → "redesigned").
      const src = q.source!.text.toLowerCase();
      const srcBases = new Set((src.match(/[a-z]+/g) ?? []).map((w) => baseVerb(w) ?? w));
      for (const part of [q.model_answer.task, q.model_answer.action, q.model_answer.result]) {
        const words =
          part
            .replace(
              /^(My task was to|I was responsible for|The result, in figures:|In figures, the result was|In figures, it went|The scale of it, as my CV records it:|The outcome:|The result: it)\s*/,
              "",
            )
            .toLowerCase()
            .match(/[a-z]{4,}/g) ?? [];
        for (const w of words) expect(src.includes(w) || srcBases.has(baseVerb(w) ?? w), `${w} in "${part}"`).toBe(true);
      }
      for (const part of Object.values(q.model_answer)) expect(part).not.toMatch(/\[|\]/);
    }
    expect(qs.some((q) => q.model_answer.result.includes("40%"))).toBe(true);
  });

  it("writes the answer from an achievement in a one-line CV export (runs of spaces, no bullets)", () => {
    const cv =
      "JANE DOE   Summary   Ward nurse.   Experience   03/2019 to Current   Registered Nurse   St Mary's Hospital   Cut medication errors on the ward by 30% by introducing a double-check at handover.  Trained 12 new starters on the electronic patient record.";
    const qs = writeInterviewQuestions({ role: "Registered Nurse", cvText: cv, count: 4, types: ["behavioral", "technical"] });
    for (const q of qs) expect(cv).toContain(q.source!.text);
    const med = qs.find((q) => q.source!.text.startsWith("Cut medication errors"));
    expect(med?.model_answer.result).toMatch(/30%/);
  });

  it("gives a marked outline, not bracket placeholders, without a CV", () => {
    const qs = writeInterviewQuestions({ role: "Product Manager", count: 4 });
    for (const q of qs) {
      expect(q.source).toBeNull();
      for (const part of Object.values(q.model_answer)) {
        expect(part).toMatch(/^Outline/);
        expect(part).not.toMatch(/\[|\]/);
      }
    }
  });

  it("never asks about a job title as a skill, nor about scale outside software", () => {
    const jd =
      "Journeyman Electrician wanted. Requirements: Journeyman Electrician licence, conduit bending, blueprint reading, NEC code knowledge.";
    const qs = writeInterviewQuestions({ role: "Journeyman Electrician", jobDescription: jd, count: 25, types: ["technical"] });
    for (const q of qs)
      expect(q.question).not.toMatch(/used Journeyman Electrician|Journeyman Electrician problem|explain Journeyman Electrician/i);
    const nurse = writeInterviewQuestions({ role: "Registered Nurse", count: 25 });
    expect(nurse.flatMap((q) => q.follow_ups).join(" ")).not.toMatch(/ten times the scale/);
    const dev = writeInterviewQuestions({ role: "Software Developer", count: 25, types: ["technical"] });
    expect(dev.flatMap((q) => q.follow_ups).join(" ")).toMatch(/ten times the scale/);
  });

  it("is deterministic", () => {
    const a = writeInterviewQuestions({ role: "Product Manager", count: 10 });
    expect(writeInterviewQuestions({ role: "Product Manager", count: 10 })).toEqual(a);
  });
});

describe("STAR answers keep the CV's wording grammatical", () => {
  it("keeps a 'by' figure that names who, and gives the figure, not the statement again, as the result", () => {
    const cv = "Data Analyst, Acme Retail (2020 – Present)\n- Built Power BI dashboards used weekly by 200 store managers.";
    const a = findCvAchievements(cv).find((x) => x.text.startsWith("Built Power BI"))!;
    const star = starFromAchievement(a);
    expect(star.action).toBe("I built Power BI dashboards used weekly by 200 store managers.");
    expect(star.task).toBe("I was responsible for Power BI dashboards.");
    expect(star.result).toBe("The scale of it, as my CV records it: 200 store managers.");
  });

  it("reads the outcome clause after ';', prefers a percentage to a head count, and keeps a zero record as the result", () => {
    const cv = [
      "Warehouse Lead | Amazon Fulfillment (CMH1) | Etna, OH | 04/2022 – Present",
      "- Lead a team of 14 associates on the outbound dock; hit 99.6% ship-on-time over FY2024",
      "- Trained 30+ new hires on safety, RF scanning and pick-pack standards",
      "Warehouse Associate | DHL Supply Chain | Groveport, OH | 06/2019 – 03/2022",
      "- Operated reach truck and sit-down forklift with zero incidents in 3 years",
    ].join("\n");
    const [lead, trained, forklift] = findCvAchievements(cv);
    const a = starFromAchievement(lead);
    expect(a.situation).toContain("Warehouse Lead at Amazon Fulfillment (04/2022 – Present)");
    expect(a.action).toBe("I led a team of 14 associates on the outbound dock.");
    expect(a.result).toBe("The result, in figures: I hit 99.6% ship-on-time over FY2024.");
    expect(starFromAchievement(trained).result).toBe("The scale of it, as my CV records it: 30+ new hires.");
    const f = starFromAchievement(forklift);
    expect(f.situation).toContain("Warehouse Associate at DHL Supply Chain");
    expect(f.action).toBe("I operated reach truck and sit-down forklift.");
    expect(f.result).toBe("The record: zero incidents in 3 years.");
  });

  it("puts present-tense coordinated verbs in the past and splits task, action and result over the clauses", () => {
    const cv = [
      "Director, Information Technology, Port of Example (2008 – Present)",
      "- Reviews and makes recommendations to management on the use of mainframe systems",
      "- Developed online invoicing procedures with several customers in order to streamline the accounts receivable process, which reduced invoice turn-around by a minimum of 30 days",
      "- Performed departmental tasks such as conducting monthly inventories, daily requisitions and stock rotation",
    ].join("\n");
    const [review, invoicing, tasks] = findCvAchievements(cv);
    expect(starFromAchievement(review).action).toBe("I reviewed and made recommendations to management on the use of mainframe systems.");
    const [mixed] = findCvAchievements(
      "Teacher, Oak School (2012 – Present)\n- Organized and implementing activities for the after-school programme",
    );
    expect(starFromAchievement(mixed).action).toBe("I organized and implemented activities for the after-school programme.");
    expect(starFromAchievement(invoicing)).toMatchObject({
      task: "My task was to streamline the accounts receivable process.",
      action: "I developed online invoicing procedures with several customers.",
      result: "The result: it reduced invoice turn-around by a minimum of 30 days.",
    });
    expect(starFromAchievement(tasks)).toMatchObject({
      task: "I was responsible for departmental tasks.",
      action: "That included conducting monthly inventories, daily requisitions and stock rotation.",
    });
  });

  it("never says the same sentence twice in one answer, on any CV statement", () => {
    expect(
      repeatedSentence({ situation: "I was a nurse.", task: "My task was to triage.", action: "I triaged.", result: "I triaged." }),
    ).toBe("I triaged.");
    expect(repeatedSentence({ situation: "A.", task: "B. Then A and B.", action: "C.", result: "B, then A." })).toBeNull();
    const qs = writeInterviewQuestions({
      role: "Staff Platform Engineer",
      jobDescription: S.JD_PLATFORM,
      cvText: S.CV_ENGINEER,
      count: 12,
    });
    for (const q of qs) expect(repeatedSentence(q.model_answer), q.question).toBeNull();
    for (const a of findCvAchievements(S.CV_ENGINEER)) {
      const star = starFromAchievement(a);
      expect(repeatedSentence(star), a.text).toBeNull();
      // The result is never the action said again.
      expect(star.result.replace(/^[^:]+:\s*/, "").toLowerCase()).not.toBe(star.action.toLowerCase());
    }
  });

  it("anchors answers on a CV line when the CV has no achievement statement, and marks the rest as an outline", () => {
    const cv =
      "Education Details\nDiploma in Electrical Engineering\nSkill Details\nAUTO CAD- Exprience - 6 months\n• 10 Day's Industrial Training at Nagpur Agro Components, Hingna Road, Nagpur\n• Design and fabrication of Pneumatic Punching Machine - in BE";
    const qs = writeInterviewQuestions({ role: "Mechanical Engineer", cvText: cv, count: 4 });
    for (const q of qs) {
      expect(q.source?.kind).toBe("cv_line");
      expect(cv.slice(q.source!.start, q.source!.end)).toBe(q.source!.text);
      expect(q.model_answer.situation).toContain(q.source!.text);
      expect(q.model_answer.task).toMatch(/^Outline/);
      expect(q.source!.text).not.toMatch(/Exprience/);
    }
    // An anonymisation mark is never quoted: no bracket reaches an answer.
    const marked = `${cv}\n• Lecturer at [REMOVED] College, teaching painting and drawing classes`;
    for (const q of writeInterviewQuestions({ role: "Mechanical Engineer", cvText: marked, count: 8 })) {
      for (const part of Object.values(q.model_answer)) expect(part).not.toMatch(/\[|\]/);
    }
  });
});

describe("model answers answer the question asked", () => {
  const cv = [
    "Shift Lead | Northgate Logistics | 2021 – Present",
    "- Ran a crew of 12 pickers on the night shift; kept 98% of trailers on schedule over 2023",
    "- Coached 20 new starters on manual handling and scanner use",
    "- Reduced mis-picks 30% by adding a weight check at packing",
    "Picker | Eastfield Foods | 2018 – 2021",
    "- Cycle counts and inventory audits in SAP EWM",
    "- Operated a counterbalance forklift with zero accidents in 2 years",
  ].join("\n");
  const ad =
    "Warehouse Supervisor\nResponsibilities\n* Oversee receiving, putaway and replenishment\n* Resolve disputes between team members\n";
  const qs = (types: ("technical" | "behavioral")[], count = 12) =>
    writeInterviewQuestions({ role: "Warehouse Supervisor", cvText: cv, jobDescription: ad, count, types });

  it("answers a skill question from the CV fact about that skill's subject, even one that is not an achievement", () => {
    const q = qs(["technical"]).find((x) => /replenishment/i.test(x.question))!;
    expect(q.source?.text).toBe("Cycle counts and inventory audits in SAP EWM");
    expect(q.model_answer.situation).toContain("Cycle counts and inventory audits");
  });

  it("says so when nothing on the CV is about the skill, instead of presenting an unrelated example as an answer", () => {
    const thin = "Shift Lead | Northgate Logistics | 2021 – Present\n- Coached 20 new starters on scanner use and manual handling";
    const [q] = writeInterviewQuestions({ role: "Warehouse Supervisor", cvText: thin, jobDescription: ad, count: 1, types: ["technical"] });
    expect(q.question).toMatch(/replenishment/);
    expect(q.source?.text).toMatch(/^Coached 20 new starters/);
    expect(q.model_answer.situation).toMatch(/^My CV has no direct example of this skill; the closest related one/);
    // With the fact on the CV the same question is answered from it, without the caveat.
    expect(qs(["technical"], 1)[0].model_answer.situation).not.toMatch(/no direct example/);
  });

  it("writes behavioural answers from a statement that fits the theme", () => {
    const all = qs(["behavioral"], 7);
    expect(all.find((q) => q.basis === "deadlines")!.source?.text).toMatch(/on schedule/);
    expect(all.find((q) => q.basis === "mistakes")!.source?.text).toMatch(/mis-picks/);
  });
});

describe("figures in an answer", () => {
  it("reads a money figure in millions whole", () => {
    const [a] = findCvAchievements("- Maintained a repairable storeroom totaling $18.2 million dollars");
    expect(a.metric).toBe("$18.2 million");
  });
});
