/**
 * Text understanding for CVs and job ads. Stable API used by scoring, writing and salary engines:
 *   parseCv(text, { now? }) -> ParsedCv
 *   parseJobDescription(text) -> ParsedJob
 * plus the building blocks (dates, salaries, contact details, language, bullets) for reuse.
 */
export { parseCv } from "./cv";
export { parseJobDescription, NICE_CUE, REQUIRED_CUE } from "./job";
export { findDateRanges, mergeYears, parsePoint, findLooseDates, presentAsOf } from "./dates";
export { findSalaries } from "./salary";
export { findContactDetails } from "./contact";
export { detectLanguage } from "./language";
export { analyzeBullet, isBulletLine } from "./bullets";
export { classifyHeading, splitSections } from "./sections";
export { scoreTitlePhrase, isHeadNoun } from "./titles";
export { segmentAd, maskAgencyNames, isBoilerplate, type AdSentence, type AdSection } from "./ad-segments";
export { findPlace, matchPlaceAt, TOWN_STATE, type PlaceMatch } from "./places";
export type {
  ParsedCv,
  ParsedJob,
  CvRole,
  CvBullet,
  CvEducation,
  CvSection,
  CvSectionName,
  CvSpokenLanguage,
  ContactDetails,
  DateRange,
  YearMonth,
  JobSkill,
  RemoteMode,
  SalaryRange,
  Seniority,
} from "./types";
