import { describe, expect, it } from "vitest";
import { InputError } from "@/lib/errors";
import { findAmounts, readAmount, readGrade, readMonths } from "./inputs";
import { resolveMarket } from "./market";
import { findOrgType, isOnlyOrgType, readDecisionOrgs } from "./org-types";

describe("country inference", () => {
  it.each([
    [["Teacher in London"], "GB", "place"],
    [["nurse in leeds"], "GB", "place"],
    [["NHS nurse"], "GB", "employer"],
    [["soldier in the Bundeswehr"], "DE", "employer"],
    [["Accountant", "savings £20k"], "GB", "currency"],
    [["salary ₹12 lakh"], "IN", "currency"],
    [["savings AUD 30,000"], "AU", "currency"],
    [["expenses €2,000 a month"], "DE", "currency"],
    [["moving to Germany next year"], "DE", "country name"],
  ])("%j → %s (from the %s)", (texts, code, source) => {
    const m = resolveMarket(undefined, texts);
    expect({ code: m.code, source: m.source }).toEqual({ code, source });
    expect(m.assumption).toMatch(/inferred from/);
  });

  it("prefers an employer over a city and a city over a currency, and says what it did not use", () => {
    const m = resolveMarket(undefined, ["NHS nurse", "savings €10k", "moving to Paris"]);
    expect(m.code).toBe("GB");
    expect(m.assumption).toMatch(/Paris.*France|France/);
  });

  it("uses the world median only when nothing implies a country, and labels it", () => {
    const none = resolveMarket(undefined, ["Teacher", "values: family, money", "Nice colleagues, Reading groups"]);
    expect(none.code).toBeNull();
    expect(none.label).toMatch(/world median/);
    expect(none.assumption).toMatch(/world median/);
    const asked = resolveMarket("Global", ["Teacher in London"]);
    expect(asked.code).toBeNull();
    expect(asked.label).toMatch(/asked/);
  });

  it("takes an explicit country over every cue, by code, name or nickname", () => {
    expect(resolveMarket("US", ["Teacher in London"]).code).toBe("US");
    expect(resolveMarket("United Kingdom", []).code).toBe("GB");
    expect(resolveMarket("uk", []).code).toBe("GB");
    expect(resolveMarket("England", []).code).toBe("GB");
  });

  it("rejects an unknown country naming the field", () => {
    expect(() => resolveMarket("Narnia", [])).toThrow(InputError);
    try {
      resolveMarket("Narnia", []);
    } catch (e) {
      expect((e as InputError).param).toBe("country");
    }
  });
});

describe("graded words, amounts and spans", () => {
  it("puts words and numbers on one 0-10 scale", () => {
    expect([readGrade("low"), readGrade("medium"), readGrade("high")]).toEqual([2.5, 5, 7.5]);
    expect(readGrade("Very High")).toBe(9);
    expect(readGrade("7/10")).toBe(7);
    expect(readGrade("70%")).toBe(7);
    expect(readGrade("4")).toBe(4);
    expect(readGrade(6)).toBe(6);
    expect(readGrade("sometimes")).toBeNull();
  });

  it.each([
    ["£40k", 40_000, "GBP"],
    ["€55k", 55_000, "EUR"],
    ["1.2m", 1_200_000, null],
    ["40,000", 40_000, null],
    ["40.000 €", 40_000, "EUR"],
    ["AUD 90,000", 90_000, "AUD"],
    ["₹12 lakh", 1_200_000, "INR"],
    ["US$2.5k", 2_500, "USD"],
    ["3000 pounds", 3_000, "GBP"],
  ])("reads %s", (text, value, currency) => {
    expect(readAmount(text)).toEqual({ value, currency });
  });

  it("ignores three-letter words that are not currencies next to numbers", () => {
    expect(findAmounts("CEO 3 years")[0]?.currency).toBeNull();
  });

  it("reads spans of time in months", () => {
    expect(readMonths("3 months savings")).toBe(3);
    expect(readMonths("six months of savings")).toBe(6);
    expect(readMonths("a year of expenses")).toBe(12);
    expect(readMonths("half a year")).toBe(6);
    expect(readMonths("savings")).toBeNull();
  });
});

describe("organisation types", () => {
  it("reads organisation types, not occupations", () => {
    expect(findOrgType("Startup")?.org.key).toBe("startup");
    expect(findOrgType("NHS hospital")?.org.key).toBe("nhs");
    expect(findOrgType("works for a charity")?.org.key).toBe("charity");
    expect(findOrgType("self-employed plumber")?.org.key).toBe("self-employed");
    expect(findOrgType("public sector")?.org.key).toBe("public");
    expect(findOrgType("scale-up")?.org.key).toBe("scale-up");
    expect(isOnlyOrgType("a startup")).toBe(true);
    expect(isOnlyOrgType("nurse at a startup")).toBe(false);
  });

  it("tells where a decision leads from where it leaves", () => {
    expect(readDecisionOrgs("leave my corporate job to join a startup")).toMatchObject({
      from: { key: "corporate" },
      to: { key: "startup" },
    });
    expect(readDecisionOrgs("quit the NHS")).toMatchObject({ from: { key: "nhs" }, to: null });
    expect(readDecisionOrgs("go freelance")).toMatchObject({ from: null, to: { key: "self-employed" } });
  });
});
