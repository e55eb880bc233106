/** Personal contact details, detected so callers can avoid echoing them back. */
import { findDateRanges } from "./dates";

export interface ContactDetails {
  emails: string[];
  phones: string[];
  urls: string[];
  /** LinkedIn/GitHub profile URLs among `urls` */
  profiles: string[];
  /** character spans of every detected detail (for redaction) */
  spans: { start: number; end: number; kind: "email" | "phone" | "url" }[];
}

// Starts only where the local part starts (the lookbehind): from inside a long run every start rescanned it.
const EMAIL_RE = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[a-z]{2,}/giu;
const URL_RE =
  /\b(?:https?:\/\/|www\.)[^\s<>()"']+|\b(?:linkedin\.com|github\.com|gitlab\.com|xing\.com|behance\.net|dribbble\.com)\/[^\s<>()"']+/gi;
// International or national formats with at least 8 digits; years and ranges ("2019-2021") have fewer.
const PHONE_RE = /(?<![\w+])(?:\+|00)?\(?\d[\d\s().\/-]{6,}\d(?!\w)/g;

export function findContactDetails(text: string): ContactDetails {
  const spans: ContactDetails["spans"] = [];
  const emails: string[] = [];
  const urls: string[] = [];
  const phones: string[] = [];
  for (const m of text.matchAll(EMAIL_RE)) {
    emails.push(m[0]);
    spans.push({ start: m.index!, end: m.index! + m[0].length, kind: "email" });
  }
  for (const m of text.matchAll(URL_RE)) {
    const url = m[0].replace(/(?<![.,;:])[.,;:]+$/, "");
    if (spans.some((s) => m.index! >= s.start && m.index! < s.end)) continue;
    urls.push(url);
    spans.push({ start: m.index!, end: m.index! + url.length, kind: "url" });
  }
  for (const m of text.matchAll(PHONE_RE)) {
    const raw = m[0].trim();
    const digits = raw.replace(/\D/g, "");
    if (digits.length < 8 || digits.length > 15) continue;
    // "2019 - 2021" style year ranges are not phone numbers.
    if (/^(19|20)\d{2}\s*[-–/]\s*(19|20)\d{2}$/.test(raw) || findDateRanges(raw).length) continue;
    if (spans.some((s) => m.index! >= s.start && m.index! < s.end)) continue;
    phones.push(raw);
    spans.push({ start: m.index!, end: m.index! + raw.length, kind: "phone" });
  }
  const profiles = urls.filter((u) => /linkedin|github|gitlab|xing|behance|dribbble/i.test(u));
  return { emails, phones, urls, profiles, spans: spans.sort((a, b) => a.start - b.start) };
}
