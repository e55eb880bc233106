import { describe, expect, it } from "vitest";
import { COUNTRIES, getCountry, isCountryCode, findCountry } from "./index";
import { convert, isCurrencyCode, usdPer, unitsPerUsd } from "../currencies";
import { CITY_WAGE_INDEX, findCity } from "../city-wage-index";

describe("countries", () => {
  it("holds the 193 UN members plus VA, PS and TW", () => {
    expect(COUNTRIES.length).toBe(196);
    for (const code of ["VA", "PS", "TW", "SS", "TV", "KP"]) expect(isCountryCode(code), code).toBe(true);
    expect(isCountryCode("XK")).toBe(false);
    expect(isCountryCode("HK")).toBe(false);
  });
  it("looks codes up case-insensitively", () => {
    expect(getCountry("de")?.currency).toBe("EUR");
    expect(getCountry("uk")?.code).toBe("GB");
    expect(getCountry("QQ")).toBeUndefined();
    expect(findCountry("ivory coast")?.code).toBe("CI");
    expect(findCountry("Germany")?.code).toBe("DE");
  });
  it("has plausible macro figures with a derived price level", () => {
    for (const c of COUNTRIES) {
      expect(c.ppp, c.code).toBeGreaterThan(0);
      expect(c.gdpPerCapitaPpp, c.code).toBeGreaterThan(500);
      expect(c.priceLevel, c.code).toBeGreaterThan(0.1);
      expect(c.priceLevel, c.code).toBeLessThan(1.6);
      expect(isCurrencyCode(c.currency), c.code).toBe(true);
    }
    expect(getCountry("US")?.priceLevel).toBe(1);
  });
});

describe("currencies", () => {
  it("converts through USD and returns null for unknown codes", () => {
    expect(unitsPerUsd("usd")).toBe(1);
    expect(usdPer("GBP")).toBeCloseTo(1 / 0.804, 6);
    expect(convert(100, "USD", "EUR")).toBeCloseTo(92.5, 6);
    expect(convert(100, "EUR", "EUR")).toBeCloseTo(100, 9);
    expect(convert(1, "XXX", "USD")).toBeNull();
    expect(usdPer("nope")).toBeNull();
  });
});

describe("city wage index", () => {
  it("covers at least 60 cities in 20 countries", () => {
    expect(CITY_WAGE_INDEX.length).toBeGreaterThanOrEqual(60);
    expect(new Set(CITY_WAGE_INDEX.map((c) => c.country)).size).toBeGreaterThanOrEqual(20);
    for (const c of CITY_WAGE_INDEX) expect(isCountryCode(c.country), c.city).toBe(true);
  });
  it("matches names ignoring case, accents and a trailing country", () => {
    expect(findCity("SÃO PAULO")?.city).toBe("São Paulo");
    expect(findCity("sao paulo", "BR")?.city).toBe("São Paulo");
    expect(findCity("Zürich", "CH")?.index).toBe(findCity("zurich", "ch")?.index);
    expect(findCity("London, UK", "GB")?.city).toBe("London");
    expect(findCity("Bengaluru", "IN")?.city).toBe("Bangalore");
    expect(findCity("London", "US")).toBeUndefined();
  });
});
