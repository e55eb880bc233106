import { describe, expect, it } from "vitest";
import { checkText } from "@/lib/engine/writing/quality/check";
import * as S from "@/tests/fixtures/writing/samples";
import { FRAME_VOCABULARY, LETTER_MODES, writeCoverLetter, type LetterInput } from "./cover-letter";
import type { LetterLanguage } from "./modes-multilingual";

function letter(cv: string, jd: string, language: LetterLanguage, extra: Partial<LetterInput> = {}) {
  return writeCoverLetter({
    cvText: cv,
    jobDescription: jd,
    mode: LETTER_MODES[13],
    maxWords: 350,
    depth: 3,
    referrerName: null,
    language,
    ...extra,
  });
}

/** The letter without its quoted CV results: what the letter says in its own words. */
const ownWords = (text: string) =>
  text
    .split("\n")
    .filter((l) => !/^- [„«"]/.test(l))
    .join("\n");

const NURSE_JD = `Staff Nurse
Sunrise Children's Hospital is hiring for its paediatric ward.
Requirements
- Care planning
- Tracheostomy care
- Medication administration
- Patient assessment`;

describe("multilingual letters: titles and skills in the letter's language", () => {
  it("writes a German letter for a nurse with the German occupation title and skill labels", () => {
    const out = letter(S.CV_NURSE, NURSE_JD, "de");
    expect(out.language).toBe("de");
    // "Sunrise Children's Hospital is hiring …" names the employer.
    expect(out.letter).toMatch(/um die Position „Pflegefachkraft“ bei Sunrise Children's Hospital\./);
    expect(out.letter).not.toMatch(/Registered Nurse|Staff Nurse/);
    expect(out.letter).toMatch(/Ihre Ausschreibung nennt an erster Stelle „Pflegeplanung“/);
    expect(out.letter).toMatch(/Medikamentengabe/);
    expect(ownWords(out.letter)).not.toMatch(/Care planning|Medication administration|Patient assessment/i);
    // The title was the advert's local name for the occupation: the notes say what it became.
    expect(out.notes.join(" ")).toMatch(
      /Job title "Staff Nurse" written as "Pflegefachkraft", the de label of its occupation \(Registered Nurse\)/,
    );
  });

  it.each([
    ["fr", "Infirmier", "planification des soins"],
    ["es", "Enfermero", "planificación de cuidados"],
    ["nl", "Verpleegkundige", "zorgplanning"],
    ["it", "Infermiere", "pianificazione dell'assistenza"],
    ["pt", "Enfermeiro", "planeamento de cuidados"],
  ] as const)("writes the %s letter's title and core requirement in %s", (lang, title, core) => {
    const out = letter(S.CV_NURSE, NURSE_JD, lang);
    expect(out.letter).toContain(title);
    expect(out.letter).toContain(core);
    expect(ownWords(out.letter)).not.toMatch(/Staff Nurse|Care planning/i);
  });

  it("quotes a skill the taxonomy has no label for and names it in the notes", () => {
    const jd = NURSE_JD.replace("- Care planning\n", "").replace("- Tracheostomy care", "- Tracheostomy care\n- Care planning");
    const out = letter(
      "Maria Santos\nStaff Nurse\nSkills: tracheostomy care, care planning, medication administration\n- Cared for up to 8 patients per shift on a 28-bed ward",
      jd,
      "de",
    );
    expect(out.letter).toMatch(/„Tracheostomy care“/);
    expect(out.notes.join(" ")).toMatch(/Not translated \(no de label in the taxonomy\), quoted as written: Tracheostomy care\./);
    // Translated skills are not listed as untranslated.
    expect(out.notes.join(" ")).not.toMatch(/quoted as written: .*Care planning/);
  });

  it("keeps the advert's title and skills when the advert is already in the letter's language", () => {
    const jd =
      "Pflegefachkraft (m/w/d) für unsere Intensivstation\nWir suchen eine Pflegefachkraft mit Erfahrung in der Pflegeplanung und Medikamentengabe für unser Team in Berlin.";
    const out = letter(S.CV_NURSE, jd, "de");
    expect(out.notes.join(" ")).not.toMatch(/Job title/);
    expect(out.notes.join(" ")).not.toMatch(/Not translated/);
  });

  it("flags a title qualifier it cannot translate instead of dropping or mixing it", () => {
    const out = letter(S.CV_NURSE, S.JD_NURSE, "de", { role: "Senior Staff Nurse – Acute Medicine" });
    expect(out.letter).toContain("„Senior Pflegefachkraft“");
    expect(out.letter).not.toContain("Acute Medicine");
    expect(out.notes.join(" ")).toMatch(/"Acute Medicine" has no de label offline and is left out/);
  });

  it("keeps a title no occupation names exactly, quoted and noted", () => {
    const out = letter(S.CV_ENGINEER, S.JD_PLATFORM, "es");
    expect(out.letter).toMatch(/al puesto «Staff Platform Engineer»/);
    expect(out.notes.join(" ")).toMatch(/Job title kept as the advert writes it \(no es label offline\): "Staff Platform Engineer"/);
    // Product names read the same in every language and are neither quoted nor noted.
    expect(out.letter).toMatch(/Docker y Terraform/);
    expect(out.notes.join(" ")).not.toMatch(/Not translated/);
  });

  it("records facts in the source's wording and passes the checker in every language", () => {
    for (const lang of ["de", "fr", "es", "nl", "it", "pt"] as const) {
      const out = letter(S.CV_NURSE, NURSE_JD, lang);
      const skills = out.factsUsed.filter((f) => f.kind === "skill").map((f) => f.value);
      expect(skills).toContain("Care planning");
      const findings = checkText(out.letter, {
        inputs: [S.CV_NURSE, NURSE_JD],
        allowedWords: FRAME_VOCABULARY,
        allowedNames: new Set(["cv"]),
        language: lang,
      });
      expect(findings, lang).toEqual([]);
    }
  });
});

describe("language letters: a German CV for a German advert", () => {
  const cv = `Lebenslauf
Anna Beispiel
Köln | anna@example.de

Berufserfahrung
Gesundheits- und Krankenpflegerin, Klinikum Süd    04/2018 – heute
- Pflege von bis zu 12 Patienten pro Schicht
- Einführung eines Dekubitus-Protokolls, Druckgeschwüre um 25 % reduziert
- Dienstplanung im Team

Ausbildung
Ausbildung zur Gesundheits- und Krankenpflegerin, Klinikum Nord, 2015 – 2018`;
  const ad = `Pflegefachkraft (m/w/d) Kardiologie
Klinikum West GmbH, Köln

Ihr Profil
- Abgeschlossene Ausbildung als Pflegefachkraft
- Erfahrung in der Intensivpflege wünschenswert`;
  it("greets the employer, quotes the CV's results with figures as written and signs with the name", () => {
    const out = letter(cv, ad, "de");
    expect(out.letter).toMatch(/Klinikum West GmbH/);
    expect(out.letter).toMatch(/„Einführung eines Dekubitus-Protokolls, Druckgeschwüre um 25 % reduziert“/);
    expect(out.letter).not.toMatch(/Dienstplanung im Team/);
    expect(out.letter.trim().split("\n").at(-1)).toBe("Anna Beispiel");
  });
});
