import { describe, expect, it } from "vitest";
import { heldSkills } from "./real-checks";
import { rubricGrade, type RealDoc } from "./real-corpus";
import { auc, ndcgAt, ranks, spearman } from "./real-metrics";

describe("real-world evaluation metrics", () => {
  it("AUC is the share of positive/negative pairs ordered correctly, ties counting half", () => {
    expect(auc([3, 4], [1, 2])).toBe(1);
    expect(auc([1, 2], [3, 4])).toBe(0);
    // pairs: (2,1) win, (2,3) loss, (5,1) win, (5,3) win → 3/4
    expect(auc([2, 5], [1, 3])).toBe(0.75);
    // a constant scorer is exactly at chance
    expect(auc([7, 7, 7], [7, 7])).toBe(0.5);
    expect(auc([], [1])).toBeNaN();
  });

  it("ranks share the average rank across ties", () => {
    expect(ranks([10, 20, 20, 5])).toEqual([2, 3.5, 3.5, 1]);
  });

  it("Spearman is 1 for the same order, -1 for the reverse, NaN when one side is constant", () => {
    expect(spearman([1, 2, 3, 4], [10, 20, 30, 40])).toBeCloseTo(1, 12);
    expect(spearman([1, 2, 3, 4], [4, 3, 2, 1])).toBeCloseTo(-1, 12);
    expect(spearman([1, 2, 3], [5, 5, 5])).toBeNaN();
    // d² = 0+1+1+0 over n=4 → 1 − 6·2/(4·15) = 0.8
    expect(spearman([1, 2, 3, 4], [1, 3, 2, 4])).toBeCloseTo(0.8, 12);
  });

  it("NDCG@k uses graded gains 2^l − 1 and gives ties no credit for fixture order", () => {
    expect(ndcgAt(3, [0.9, 0.5, 0.1], [3, 2, 0])).toBeCloseTo(1, 12);
    // best item ranked second: dcg = 3/log2(2) + 7/log2(3); ideal = 7 + 3/log2(3)
    const dcg = 3 + 7 / Math.log2(3);
    const ideal = 7 + 3 / Math.log2(3);
    expect(ndcgAt(2, [0.9, 0.5, 0.1], [2, 3, 0])).toBeCloseTo(dcg / ideal, 12);
    // all scores tied: the worst labels come first, so the result is the worst possible order
    expect(ndcgAt(1, [1, 1, 1], [3, 0, 0])).toBe(0);
    expect(ndcgAt(3, [1, 2, 3], [0, 0, 0])).toBeNaN();
  });

  it("held skills follow implications transitively (ACLS ⇒ BLS ⇒ CPR, PostgreSQL ⇒ SQL)", () => {
    const held = heldSkills(["ACLS", "PostgreSQL", "Django"]);
    expect([...held]).toEqual(expect.arrayContaining(["acls", "bls", "cpr", "postgresql", "sql", "django", "python"]));
    expect(held.has("java")).toBe(false);
  });

  it("the grading rubric separates adjacent, credential-capped and seniority-mismatched pairs", () => {
    const doc = (o: Partial<RealDoc>) => ({ id: "x", kind: "cv", profession: "health", specialism: "rn", seniority: 1, ...o }) as RealDoc;
    const rnAd = doc({ kind: "ad", requires: ["RN"] });
    expect(rubricGrade(doc({ credentials: ["RN"] }), rnAd)).toBe(3);
    expect(rubricGrade(doc({}), rnAd)).toBe(1);
    expect(rubricGrade(doc({ credentials: ["RN"], seniority: 0 }), doc({ kind: "ad", requires: ["RN"], seniority: 2 }))).toBe(2);
    expect(
      rubricGrade(
        doc({ profession: "software", specialism: "dev" }),
        doc({ kind: "ad", profession: "engineering", specialism: "mechanical" }),
      ),
    ).toBe(1);
    expect(rubricGrade(doc({ profession: "teaching", specialism: "elementary" }), rnAd)).toBe(0);
  });
});
