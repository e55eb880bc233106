import { findDateRanges, mergeYears, findLooseDates } from "./dates";
const now = new Date("2025-06-15T00:00:00Z");
for (const s of ["Senior Engineer, Acme (Jan 2019 – Present)", "2018-2021 Bosch GmbH", "03/2020 - 06/2022", "März 2019 – heute", "janvier 2018 - aujourd'hui", "Since 2021", "seit 2020", "Sept. 2017 to Dec 2018", "2015 – 2017 | BSc", "enero 2020 - actualidad", "Jun '19 - Aug '21", "2021-03 – 2022-11", "born 1990", "phone 2019 2020"]) {
  console.log(s, "=>", JSON.stringify(findDateRanges(s, now).map(r => [r.text, r.start, r.end, r.current, r.months])));
}
console.log(mergeYears(findDateRanges("2018-2021; 2020-2022; 2023 - present", now), now));
console.log(findLooseDates("Started on 5 June 2021", "en", now));
