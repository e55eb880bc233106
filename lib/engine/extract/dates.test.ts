import { describe, expect, it } from "vitest";
import { extractEntities } from "./index";

const dates = (text: string) => extractEntities(text, { entityTypes: ["DATE"] }).entities.map((e) => e.text);

describe("DATE on real documents", () => {
  it("reads durations glued to the next heading or word, and course lengths in weeks", () => {
    expect(dates("Autocad- Exprience - 6 monthsCompany Details \nTally- Exprience - 120 months")).toEqual(["6 months", "120 months"]);
    expect(dates("Strong problem solving skillsTwo years experience. Leadership Course\t-\t02 weeks")).toEqual(["Two years", "02 weeks"]);
  });

  it("reads years standing alone as fields, after a credential, seasons and short ranges", () => {
    expect(dates("Education     2014     Master of Arts  :   Communication    Riverside University")).toEqual(["2014"]);
    expect(dates("AP Bio certified 2015  AP Chem certified summer 2017  Treasurer for 2017-18.")).toEqual([
      "2015",
      "summer 2017",
      "2017-18",
    ]);
    expect(dates("Business Administration  ,   5 2011     Montgomery College; graduated 10/2013")).toEqual(["5 2011", "10/2013"]);
  });

  it("keeps a bare number in prose, an age and a list number out of dates", () => {
    expect(dates("We shipped 2019 units to 40 clients.")).toEqual([]);
    expect(dates("The home will care for adults aged 18 - 65 years.")).toEqual([]);
    expect(dates("Team leader in college events from 2016 - 2017. 3. Project idea selected.")).toEqual(["2016 - 2017"]);
  });
});
