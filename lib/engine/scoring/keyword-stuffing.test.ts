import { describe, expect, it } from "vitest";
import { candidateFromText } from "./candidate";
import { scoreCv } from "./cv-score";
import { matchJob } from "./job-match";
import { analyzeJob } from "./job-structure";

/**
 * Keyword stuffing on real-like documents: a CV that copies an ad's keywords into a skills line, with no
 * experience behind them, must never outrank a CV that shows the work. The texts keep the layouts real
 * documents arrive in: one-line ads (job-board exports), a CV flattened to one line with runs of spaces
 * (PDF extraction), and dates as "01/2014 to Current".
 */
const asOf = new Date(Date.UTC(2026, 0, 15));

const ADS = {
  icuNurse:
    "Registered Nurse ICU Kindred Hospital Houston. Responsibilities: provide direct patient care to critically ill adults in the intensive care unit; assess patients, administer medication and IV therapy, monitor ventilated patients and document care in the electronic health record. Requirements: current RN licence in Texas, BLS and ACLS required, minimum 2 years of ICU experience, strong critical thinking and communication skills.",
  careWorker:
    "Care Support Worker Daventry. We are looking for care support workers to join our home care team, supporting older people in their own homes with personal care, medication prompts, meal preparation and companionship. Experience in care is desirable but full training is given. You must be reliable, caring and hold a full UK driving licence. NVQ Level 2 in Health and Social Care is an advantage.",
  accountsAssistant:
    "Finance Assistant / Credit Controller City of London. Our client, a management consultancy, is looking for a finance assistant to manage the sales ledger and credit control, chase overdue accounts, post invoices in Sage, reconcile bank statements and support the month-end close. You will have at least 3 years of experience in credit control, excellent Excel skills and a good understanding of accounts receivable.",
};

const REAL_CVS = {
  icuNurse:
    "REGISTERED NURSE, ICU       Summary    Critical care registered nurse with 9 years in adult intensive care.       Experience      Registered Nurse, ICU   01/2017   to   Current   Memorial Hermann Hospital   Houston, TX    Provide direct patient care for 2 ventilated patients per shift in a 24-bed medical ICU.    Administer medication, IV therapy and titrated drips; assess patients hourly and escalate changes.    Document care in the electronic health record (Epic) and teach families at discharge.      Staff Nurse   06/2014   to   12/2016   St Luke's Hospital   Houston, TX    Cared for post-surgical patients on a 30-bed unit; administered medication and wound care.      Education and Training    Bachelor of Science in Nursing 2014 University of Texas      Certifications    RN licence (Texas), BLS, ACLS",
  careWorker:
    "CAREGIVER       Experience      Home Care Aide   03/2016   to   Current   Visiting Angels   Peterborough    Provide personal care, medication prompts and meal preparation for 8 older clients in their own homes.    Support clients living with dementia; record visits and report changes to the care coordinator.      Care Assistant   01/2013   to   02/2016   Sunrise Care Home    Assisted residents with personal care, mobility and meals on a 20-bed dementia unit.      Education    NVQ Level 2 Health and Social Care 2014      Skills    Personal care, dementia care, medication administration, full UK driving licence",
  accountsAssistant:
    "ACCOUNTS ASSISTANT       Experience      Credit Controller   02/2019   to   Current   Harper Logistics Ltd   London    Manage the sales ledger for 400 accounts and chase overdue invoices by phone and email, cutting debtor days from 58 to 41.    Post invoices and receipts in Sage 50 and reconcile bank statements weekly.    Support the month-end close with aged-debt reports in Excel.      Accounts Assistant   09/2016   to   01/2019   Carter Foods   Reading    Processed supplier invoices and accounts receivable receipts.      Education    AAT Level 3 2016",
};

/** A CV that lists every keyword the engine reads from the ad, in a skills line only, under `headline`. */
function stuffedCv(ad: string, headline: string): string {
  const labels = analyzeJob(ad).keywords.map((k) => k.label);
  return `${headline}\nSkills\n${labels.join(", ")}\nEducation\nGCSEs, 2019`;
}

const HEADLINES = ["Registered Nurse", "Care Support Worker", "Credit Controller", "Retail Sales Associate"];

describe("keyword stuffing on real-like texts", () => {
  for (const [name, ad] of Object.entries(ADS) as [keyof typeof ADS, string][]) {
    it(`a skills line copied from the ${name} ad never outranks the experienced CV`, () => {
      expect(analyzeJob(ad).keywords.length).toBeGreaterThan(2);
      const real = REAL_CVS[name];
      const realMatch = matchJob({ candidate: candidateFromText(real, { asOf }), jobDescription: ad });
      const realCv = scoreCv({ cvText: real, jobDescription: ad, asOf });
      // The real CV shows keywords in its experience; evidence points at the CV line that proves each one.
      expect(realMatch.keywords.hits.some((h) => h.kind === "experience" && h.via && real.includes(h.via.trim().slice(0, 20)))).toBe(true);
      for (const headline of HEADLINES) {
        const stuffed = stuffedCv(ad, headline);
        const s = matchJob({ candidate: candidateFromText(stuffed, { asOf }), jobDescription: ad });
        // Presence alone would favour the stuffer: every keyword of the ad is in its text.
        expect(s.keywords.coverage).toBeGreaterThanOrEqual(realMatch.keywords.coverage - 0.001);
        expect(s.keywords.listOnly.length).toBeGreaterThan(0);
        expect(s.matchScore, `${headline} stuffer vs real ${name} CV (job match)`).toBeLessThan(realMatch.matchScore);
        const sc = scoreCv({ cvText: stuffed, jobDescription: ad, asOf });
        expect(sc.atsScore, `${headline} stuffer vs real ${name} CV (CV score)`).toBeLessThan(realCv.atsScore);
      }
    });
  }
});
