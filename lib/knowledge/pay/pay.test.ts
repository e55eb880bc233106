import { describe, expect, it } from "vitest";
import { getCountry } from "@/lib/knowledge/countries";
import { getOccupation } from "@/lib/knowledge/occupations";
import { isHoldout, listOfficialPay, NATIONAL_MEDIANS, OFFICIAL_PAY_ROWS, payRowKey } from "./index";

describe("official pay rows", () => {
  it("every row has source, table and year, a positive median, a basis, and maps to known occupations", () => {
    expect(OFFICIAL_PAY_ROWS.length).toBeGreaterThan(150);
    for (const r of OFFICIAL_PAY_ROWS) {
      const id = payRowKey(r);
      expect(r.source.trim().length, id).toBeGreaterThan(3);
      expect(r.table.trim().length, id).toBeGreaterThan(5);
      expect(r.year, id).toBeGreaterThanOrEqual(2019);
      expect(r.year, id).toBeLessThanOrEqual(2025);
      expect(r.classification.trim().length, id).toBeGreaterThan(2);
      expect(r.title.trim().length, id).toBeGreaterThan(2);
      expect(r.basis.trim().length, id).toBeGreaterThan(3);
      expect(r.median, id).toBeGreaterThan(0);
      expect(getCountry(r.country), id).toBeTruthy();
      expect(r.occupations.length, id).toBeGreaterThan(0);
      for (const o of r.occupations) expect(getOccupation(o), `${id} → ${o}`).toBeTruthy();
      // An estimate must say why it could not be verified.
      if (r.estimate) expect(r.note?.length ?? 0, id).toBeGreaterThan(20);
    }
  });

  it("has one row per country and code, and at most one general row per occupation and country", () => {
    const keys = OFFICIAL_PAY_ROWS.map(payRowKey);
    expect(new Set(keys).size).toBe(keys.length);
    const general = new Map<string, string>();
    for (const r of OFFICIAL_PAY_ROWS) {
      if (r.titles?.length) continue;
      const k = `${r.country}:${r.occupations[0]}`;
      expect(general.get(k), `${payRowKey(r)} duplicates ${general.get(k)}`).toBeUndefined();
      general.set(k, payRowKey(r));
    }
  });

  it("covers GB by SOC 2020 (ONS ASHE Table 14.7a) plus DE and SG", () => {
    const gb = OFFICIAL_PAY_ROWS.filter((r) => r.country === "GB");
    expect(gb.length).toBeGreaterThan(150);
    for (const r of gb) {
      expect(r.classification).toBe("SOC 2020");
      expect(r.code).toMatch(/^\d{4}$/);
      expect(r.table).toContain("Table 14.7a");
    }
    expect(listOfficialPay("DE", "registered-nurse").length).toBeGreaterThanOrEqual(2);
    expect(listOfficialPay("SG", "university-lecturer")).toHaveLength(1);
  });

  it("covers AU by ANZSCO unit group from the JSA profiles: weekly pay × 52, every row an explained estimate", () => {
    const au = OFFICIAL_PAY_ROWS.filter((r) => r.country === "AU");
    expect(au.length).toBeGreaterThanOrEqual(50);
    for (const r of au) {
      const id = payRowKey(r);
      expect(r.code, id).toMatch(/^\d{4}$/);
      expect(r.year, id).toBe(2025);
      expect(r.table, id).toContain("SEEH May 2025");
      const weekly = Number(/^A\$([\d,]+) per week × 52$/.exec(r.basis)?.[1].replace(/,/g, ""));
      expect(weekly, id).toBeGreaterThan(1_000);
      expect(r.median, id).toBe(weekly * 52);
      expect(r.estimate, id).toBe(true);
      expect(r.note, id).toMatch(/^estimate: read from a third-party transcription/);
    }
    expect(listOfficialPay("AU", "registered-nurse")[0]?.median).toBe(2_192 * 52);
  });

  it("covers CA from Job Bank national medians, hourly × full-time hours, as estimates", () => {
    const ca = OFFICIAL_PAY_ROWS.filter((r) => r.country === "CA");
    expect(ca.length).toBeGreaterThanOrEqual(4);
    for (const r of ca) {
      expect(r.code, r.code).toMatch(/^\d{5}$/);
      const hourly = Number(/^C\$([\d.]+) per hour × 39\.2 hours × 52 weeks$/.exec(r.basis)?.[1]);
      expect(r.median, r.code).toBe(Math.round(hourly * 39.2 * 52));
      expect(r.estimate, r.code).toBe(true);
    }
    expect(listOfficialPay("CA", "registered-nurse")[0]?.code).toBe("31301");
  });

  it("covers JP from the 2023 wage census as means, each marked an estimate because it is not a median", () => {
    const jp = OFFICIAL_PAY_ROWS.filter((r) => r.country === "JP");
    expect(jp.length).toBeGreaterThanOrEqual(5);
    for (const r of jp) {
      expect(r.estimate, r.code).toBe(true);
      expect(r.note, r.code).toContain("publishes the mean by occupation, not the median");
      expect(r.basis, r.code).toMatch(/^mean annual pay/);
      expect(r.year, r.code).toBe(2023);
    }
    expect(listOfficialPay("JP", "airline-pilot")[0]?.median).toBe(17_790_400);
  });

  it("adds Singapore rows from the MOM 2023 release's bottom ten, with MOM's title standing in for an unquoted code", () => {
    const sg = OFFICIAL_PAY_ROWS.filter((r) => r.country === "SG");
    expect(sg.length).toBeGreaterThanOrEqual(9);
    const labourer = listOfficialPay("SG", "construction-worker")[0];
    expect(labourer?.median).toBe(1_450 * 12);
    expect(labourer?.code).toBe(labourer?.title);
    expect(labourer?.classification).toContain("code not quoted");
    expect(labourer?.estimate).toBeFalsy();
  });

  it("adds Singapore's 2024 mid-range occupations (SSOC 2024) as explained estimates, monthly × 12", () => {
    const sg = OFFICIAL_PAY_ROWS.filter((r) => r.country === "SG" && r.classification === "SSOC 2024");
    expect(sg.length).toBeGreaterThanOrEqual(15);
    for (const r of sg) {
      const id = payRowKey(r);
      expect(r.year, id).toBe(2024);
      expect(r.estimate, id).toBe(true);
      expect(r.note, id).toMatch(/^estimate: MOM's June 2024 median as transcribed by a third-party repository/);
      const monthly = Number(/^S\$([\d,]+) per month × 12/.exec(r.basis)?.[1].replace(/,/g, ""));
      expect(r.median, id).toBe(monthly * 12);
      expect(r.isco, id).toMatch(/^\d{4}$/);
    }
    expect(listOfficialPay("SG", "registered-nurse")[0]?.median).toBe(5_276 * 12);
    // The 2023 architect row (SSOC 2020 25121) and the 2024 software developer row keep distinct keys.
    expect(listOfficialPay("SG", "software-developer")[0]?.code).not.toBe(listOfficialPay("SG", "solutions-architect")[0]?.code);
  });

  it("covers NL from CBS 85517NED (2022): BRC 2014 group medians, hourly × 38 h × 52, mapped through the ISCO crosswalk", () => {
    const nl = OFFICIAL_PAY_ROWS.filter((r) => r.country === "NL");
    expect(nl.length).toBeGreaterThanOrEqual(60);
    for (const r of nl) {
      const id = payRowKey(r);
      expect(r.code, id).toMatch(/^\d{4}$/);
      expect(r.classification, id).toBe("BRC 2014 (beroepsgroep)");
      expect(r.table, id).toContain("85517NED");
      expect(r.source, id).toContain("CBS");
      expect(r.year, id).toBe(2022);
      expect(r.isco, id).toMatch(/^\d{4}$/);
      const hourly = Number(/^€([\d.]+) per hour × 38 hours × 52 weeks$/.exec(r.basis)?.[1]);
      // Adult statutory minimum in 2022 was above €10 an hour; groups below it (youth rates) are left out.
      expect(hourly, id).toBeGreaterThan(10);
      expect(r.median, id).toBe(Math.round(hourly * 38 * 52));
    }
    // Figures shown on the cbs.nl page of the table.
    expect(listOfficialPay("NL", "elementary-teacher")[0]?.basis).toBe("€28.90 per hour × 38 hours × 52 weeks");
    expect(listOfficialPay("NL", "accountant")[0]?.code).toBe("0411");
    expect(listOfficialPay("NL", "registered-nurse")[0]?.code).toBe("1012");
    expect(listOfficialPay("NL", "licensed-practical-nurse")[0]?.code).toBe("1033");
    for (const excluded of ["0333", "1122", "1221", "1011"])
      expect(
        nl.some((r) => r.code === excluded),
        excluded,
      ).toBe(false);
    expect(NATIONAL_MEDIANS.NL.median).toBe(Math.round(22.2 * 38 * 52));
    expect(NATIONAL_MEDIANS.NL.estimate).toBeFalsy();
  });

  it("covers FR from Dares's FAP 2009 net medians (2017-2019), scaled to the national figure on file, all as estimates", () => {
    const fr = OFFICIAL_PAY_ROWS.filter((r) => r.country === "FR");
    expect(fr.length).toBeGreaterThanOrEqual(80);
    for (const r of fr) {
      const id = payRowKey(r);
      expect(r.code, id).toMatch(/^[A-X]\d[A-Z]\d{2}$/);
      expect(r.classification, id).toBe("FAP 2009 (225 familles)");
      expect(r.source, id).toContain("Dares");
      expect(r.table, id).toContain("2017-2019");
      expect(r.estimate, id).toBe(true);
      expect(r.note, id).toMatch(/^estimate: Dares publishes/);
      const net = Number(/^€([\d,]+) net per month/.exec(r.basis)?.[1].replace(/,/g, ""));
      expect(net, id).toBeGreaterThan(1_000);
      expect(r.median, id).toBe(Math.round((NATIONAL_MEDIANS.FR.median * net) / 1_800));
    }
    expect(listOfficialPay("FR", "registered-nurse")[0]?.code).toBe("V1Z80");
    expect(listOfficialPay("FR", "chef")[0]?.code).toBe("S1Z80");
    expect(listOfficialPay("FR", "cook")[0]?.code).toBe("S1Z40");
  });

  it("holds out about 30 % of the rows, by a stable hash of country and code", () => {
    const share = OFFICIAL_PAY_ROWS.filter(isHoldout).length / OFFICIAL_PAY_ROWS.length;
    expect(share).toBeGreaterThan(0.22);
    expect(share).toBeLessThan(0.38);
    expect(isHoldout({ country: "GB", code: "5434" })).toBe(isHoldout({ country: "GB", code: "5434" }));
  });
});

describe("national medians", () => {
  it("every national median names source, table, year and who it covers", () => {
    const rows = Object.values(NATIONAL_MEDIANS);
    expect(rows.length).toBeGreaterThanOrEqual(16);
    for (const r of rows) {
      expect(r.source.length, r.country).toBeGreaterThan(2);
      expect(r.table.length, r.country).toBeGreaterThan(5);
      expect(r.year, r.country).toBeGreaterThanOrEqual(2019);
      expect(r.population.length, r.country).toBeGreaterThan(5);
      expect(r.median, r.country).toBeGreaterThan(0);
      if (r.estimate) expect(r.note?.length ?? 0, r.country).toBeGreaterThan(10);
    }
  });

  it("derives France from INSEE's 2023 net median (€2,183 a month) with INSEE's own gross/net ratio, and says so", () => {
    const fr = NATIONAL_MEDIANS.FR;
    expect(fr.median).toBe(Math.round((2_183 * 3_464) / 2_640) * 12);
    expect(fr.table).toContain("Insee Première n° 2020");
    expect(fr.estimate).toBe(true);
    expect(fr.note).toContain("€3,464 gross = €2,640 net");
  });

  it("replaces the Spanish, Swedish and New Zealand estimates with the official medians, naming who they cover", () => {
    expect(NATIONAL_MEDIANS.ES.median).toBe(22_383);
    expect(NATIONAL_MEDIANS.ES.source).toContain("INE");
    expect(NATIONAL_MEDIANS.SE.median).toBe(34_200 * 12);
    expect(NATIONAL_MEDIANS.NZ.median).toBe(1_343 * 52);
    for (const c of ["ES", "SE", "NZ"]) {
      expect(NATIONAL_MEDIANS[c].estimate, c).toBeFalsy();
      expect(NATIONAL_MEDIANS[c].population, c).toMatch(/employees|earners/);
    }
  });

  it("uses the CSO figure for Ireland, about 36,000 EUR, not the GDP-inflated 60,000", () => {
    expect(NATIONAL_MEDIANS.IE.median).toBeGreaterThan(33_000);
    expect(NATIONAL_MEDIANS.IE.median).toBeLessThan(40_000);
    expect(NATIONAL_MEDIANS.IE.source).toContain("CSO");
  });
});
