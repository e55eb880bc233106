import { describe, expect, it } from "vitest";
import { locationFit, scoreListing, semanticScore, seniorityFit, type RankInput } from "./match-rank";
import { cvTitlePhrase, listingRequirements, profileCv } from "./match-jobs";

const base: RankInput = {
  cosine: 0.6,
  requirements: [
    { id: "sql", name: "SQL" },
    { id: "python", name: "Python" },
    { id: "tableau", name: "Tableau" },
    { id: "kubernetes", name: "Kubernetes" },
  ],
  cvSkills: new Set(["sql", "python", "tableau"]),
  cvSeniority: "mid",
  listingSeniority: "mid",
  listingCountry: "DE",
  remote: false,
};

describe("scoreListing", () => {
  it("combines similarity, coverage, seniority and location with the documented weights", () => {
    const r = scoreListing(base);
    const expected = 0.6 * semanticScore(0.6) + 0.25 * 0.75 + 0.1 * 1 + 0.05 * 1;
    expect(r.matchScore).toBe(Math.round(expected * 100));
    expect(r.reasons.matched_requirements).toEqual(["SQL", "Python", "Tableau"]);
    expect(r.reasons.missing_requirements).toEqual(["Kubernetes"]);
    expect(r.reasons.requirement_coverage).toBe(0.75);
    expect(r.reasons.summary).toContain("meets 3 of 4 listed requirements (missing: Kubernetes)");
  });

  it("ranks a listing whose requirements the CV meets above an equally similar one it does not", () => {
    const meets = scoreListing(base);
    const misses = scoreListing({ ...base, cvSkills: new Set(["sql"]) });
    expect(meets.matchScore).toBeGreaterThan(misses.matchScore);
  });

  it("falls back to similarity for coverage when no requirement is recognised", () => {
    const r = scoreListing({ ...base, requirements: [] });
    expect(r.reasons.requirement_coverage).toBeNull();
    expect(r.reasons.summary).toContain("no listed requirement recognised");
  });

  it("penalises a level far from the CV's and a listing outside the requested country", () => {
    expect(scoreListing({ ...base, listingSeniority: "lead", cvSeniority: "junior" }).matchScore).toBeLessThan(
      scoreListing(base).matchScore,
    );
    const abroad = scoreListing({ ...base, requestedCountry: "FR" });
    expect(abroad.reasons.location_fit).toBe(0.4);
    expect(abroad.reasons.summary).toContain("outside the requested country");
  });
});

describe("a CV without recognisable skills", () => {
  it("is judged on similarity instead of a coverage of 0", () => {
    const none = scoreListing({ ...base, cvSkills: null });
    expect(none.reasons.requirement_coverage).toBeNull();
    expect(none.reasons.matched_requirements).toEqual([]);
    expect(none.reasons.summary).toContain("no skill recognised in the CV");
    expect(none.matchScore).toBeGreaterThan(scoreListing({ ...base, cvSkills: new Set(["cobol"]) }).matchScore);
  });
});

describe("parts", () => {
  it("seniorityFit steps by a third and is neutral when the CV says nothing", () => {
    expect(seniorityFit("senior", "senior")).toBe(1);
    expect(seniorityFit("mid", "senior")).toBeCloseTo(2 / 3, 10);
    expect(seniorityFit("intern", "lead")).toBe(0);
    expect(seniorityFit(null, "lead")).toBe(0.75);
  });
  it("locationFit", () => {
    expect(locationFit(undefined, "US", false)).toBe(1);
    expect(locationFit("DE", "DE", false)).toBe(1);
    expect(locationFit("DE", "US", true)).toBe(0.8);
  });
});

describe("profileCv and listingRequirements", () => {
  it("reads skills with their implications and the level from the title line or the years", () => {
    const cv = profileCv("Senior Data Analyst\nSQL on PostgreSQL, Tableau dashboards, Python");
    expect(cv.seniority).toBe("senior");
    expect(cv.skills.has("postgresql")).toBe(true);
    expect(cv.skills.has("sql")).toBe(true);
    expect(profileCv("Data analyst with 7 years in retail").seniority).toBe("senior");
    expect(profileCv("Data analyst").seniority).toBeNull();
  });
  it("reads the level from the first line's title phrase only, and years no higher than senior", () => {
    expect(cvTitlePhrase("Executive assistant to the CEO.")).toBe("Executive assistant");
    expect(cvTitlePhrase("Cook with 9 years in busy restaurant kitchens.")).toBe("Cook");
    expect(cvTitlePhrase("Senior Data Analyst")).toBe("Senior Data Analyst");
    expect(profileCv("Executive assistant to the CEO.\nManaged diaries").seniority).toBeNull();
    expect(profileCv("Head of Engineering at a fintech").seniority).toBe("executive");
    expect(profileCv("Class 1 lorry driver, 12 years, clean licence").seniority).toBe("senior");
    expect(profileCv("Lorry driver, 2 years").seniority).toBe("junior");
  });
  it("finds a listing's skills once each, ignoring the demo disclaimer", () => {
    const reqs = listingRequirements("Demo listing: Python Corp is fictional. We need SQL, Python and Tableau. SQL daily.");
    expect(reqs.map((r) => r.name)).toEqual(["SQL", "Python", "Tableau"]);
  });
});
