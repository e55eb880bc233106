import { describe, expect, it } from "vitest";
import { extractEntities } from "./index";

const salaries = (text: string) => extractEntities(text, { entityTypes: ["SALARY"] }).entities.map((e) => e.text);

describe("SALARY is pay only", () => {
  it("skips project values, budgets, revenues, benefits and pension plans", () => {
    for (const text of [
      "Coordinated the execution of more than $5 million in Government Contracts.",
      "Delivered a USD 150 million project on time and a budget of £2m.",
      "Grew the Middle Market book ($7BN) by 12% and reconciled $1.3 million in expenses.",
      "Competitive pay, associate discount, 401k plan (once eligible).",
      "Low-cost life insurance (up to $400,000 in coverage) and loan repayment (up to $50,000, for existing loans).",
      "Established multiple $1,000 scholarships for students.",
    ]) {
      expect(salaries(text), text).toEqual([]);
    }
  });

  it("keeps pay with its interval, range and currency", () => {
    expect(salaries("Salary: £25,000 - £28,000 per annum plus bonus.")).toEqual(["£25,000 - £28,000 per annum"]);
    expect(salaries("Most candidates will earn between $196.26 and $254.91 per drill weekend.")).toEqual(["$196.26 and $254.91"]);
    expect(salaries("The range is €95k–€115k plus 0.1% equity and up to 30% commission.")).toEqual([
      "€95k–€115k",
      "0.1% equity",
      "30% commission",
    ]);
  });

  it("reads figures the dataset masked as pay only in a pay context", () => {
    const ad =
      "DO YOU WANT TO EARN UP TO ****K BASIC SALARY? Over ****k annual investment in ****5% of our **** branches. Salary: **** per hour. " +
      "Tips could equate between ****  **** per month; between ****  **** covers a service. Apply within **** hours, Ref: ****JC. Salary **** ph";
    expect(salaries(ad)).toEqual(["****K", "**** per hour", "****  **** per month", "**** ph"]);
  });
});
