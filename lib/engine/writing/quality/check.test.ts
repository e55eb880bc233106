import { describe, expect, it } from "vitest";
import { checkText, countFindings } from "./check";
import { hasFiniteVerb, isDanglingEnd, splitSentenceSpans } from "./sentences";
import { getEnglishSpeller, getTaxonomyWords } from "./speller";

const CV =
  "Sam Taylor\nStaff Nurse, Royal Free Hospital, 2019 - Present\n- Reduced falls on the ward by 40% in 2022\n- Mentored 6 students";
const AD = "Paediatric Staff Nurse at Evelina London. You will care for children with complex needs.";
const base = {
  inputs: [CV, AD],
  speller: getEnglishSpeller(),
  allowedWords: getTaxonomyWords(),
  allowedNames: new Set(["hiring manager"]),
};
const kinds = (text: string) => checkText(text, base).map((f) => f.kind);

describe("checkText", () => {
  it("passes a clean, grounded letter", () => {
    const letter =
      "Dear Evelina London hiring team,\n\nAt Royal Free Hospital I reduced falls on the ward by 40% in 2022. I also mentored 6 students.\n\nKind regards,\nSam Taylor";
    expect(checkText(letter, base)).toEqual([]);
  });

  it("flags each problem with the span of the offending text", () => {
    const text = "I recieve praise. I worked at Globex Corp for 12 years. I worked at Globex Corp for 12 years. See [X%] and Company Name.";
    const found = checkText(text, base);
    for (const f of found) expect(text.slice(f.start, f.end)).toBe(f.text);
    const c = countFindings(found);
    expect(c.spelling).toBeGreaterThanOrEqual(1);
    expect(found.find((f) => f.kind === "spelling")?.text).toBe("recieve");
    expect(c.repeat).toBe(1);
    expect(c.number).toBe(2);
    expect(found.filter((f) => f.kind === "organisation").map((f) => f.text)).toContain("Globex Corp");
    expect(found.filter((f) => f.kind === "placeholder").map((f) => f.text)).toEqual(["[X%]", "Company Name"]);
  });

  it("accepts words, numbers and names that the inputs contain, even when the dictionary does not", () => {
    // "Evelina" is in no dictionary, but the advert names it; British spelling is accepted too.
    expect(kinds("I would bring my paediatric experience to Evelina London, as I mentored 6 students.")).toEqual([]);
  });

  it("flags fragments: no finite verb, or a dangling last word", () => {
    expect(kinds("To obtain.")).toEqual(["fragment"]);
    expect(kinds("I reduced falls on the ward with the.")).toEqual(["fragment"]);
    expect(kinds("I reduced falls on the ward by 40%.")).toEqual([]);
  });

  it("does not read a greeting, list intro or sign-off as a fragment", () => {
    expect(kinds("Dear Hiring Manager,\n\nIn figures:\n- Reduced falls on the ward by 40% in 2022\n\nKind regards,\nSam Taylor")).toEqual(
      [],
    );
  });

  it("skips fragment and spelling rules for other languages but still checks numbers and names", () => {
    const found = checkText("Ich habe 99 Patienten bei Globex betreut.", {
      ...base,
      allowedWords: new Set(["ich", "habe", "patienten", "bei", "betreut"]),
      language: "de",
    });
    expect(found.map((f) => f.kind).sort()).toEqual(["number", "organisation"]);
  });
});

describe("sentence helpers", () => {
  it("splits lines and sentences with spans", () => {
    const spans = splitSentenceSpans("Dear team,\n\nI led it. It worked!\n\nRegards,\nSam Taylor");
    expect(spans.map((s) => s.kind)).toEqual(["greeting", "sentence", "sentence", "signoff", "signoff"]);
    expect(spans[2].text).toBe("It worked!");
  });

  it("finds finite verbs", () => {
    expect(hasFiniteVerb("I skilled Maintenance Mechanic Technician")).toBe(true);
    expect(hasFiniteVerb("Experience within neurology")).toBe(false);
    expect(hasFiniteVerb("Your advert asks for patience")).toBe(true);
    expect(hasFiniteVerb("Reduced churn by 20%", true)).toBe(true);
  });

  it("sees dangling ends", () => {
    expect(isDanglingEnd("I worked with the.")).toBe(true);
    expect(isDanglingEnd("I worked with them.")).toBe(false);
  });
});
