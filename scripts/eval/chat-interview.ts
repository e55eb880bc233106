// Interview model answers on the real CVs (tests/fixtures/real/cv, split in manifest.json): how many with-CV answers
// are written from a CV achievement, bracket placeholders, job titles asked about as skills, and software-scale
// follow-ups for other professions. Run from scripts/eval/chat.ts (`npm run eval -- chat`); dev and holdout columns.
import { readFileSync } from "node:fs";
import path from "node:path";
import { recognizeRole } from "@/lib/engine/salary";
import { findOccupation } from "@/lib/knowledge/occupations";
import { findSkillsInText, resolveSkill } from "@/lib/knowledge/skills";
import { skillImplies } from "@/lib/knowledge/skills/graph";
import { writeInterviewQuestions, type InterviewQuestion } from "@/lib/engine/writing/local/interview";
import { repeatedSentence } from "@/lib/engine/writing/local/star";
import { checkText } from "@/lib/engine/writing/quality/check";
import { getEnglishSpeller, getTaxonomyWords } from "@/lib/engine/writing/quality/speller";

const ROOT = path.resolve("tests/fixtures/real");

interface Doc {
  id: string;
  kind: string;
  file: string;
  title: string;
  targetRole?: string;
  split: "dev" | "holdout";
}

const norm = (s: string) => s.toLowerCase().replace(/\s+/g, " ");

/** An answer cites the CV when one of its parts repeats at least 25 characters of the CV verbatim. */
function citesCv(q: InterviewQuestion, cv: string): boolean {
  const text = norm(cv);
  return Object.values(q.model_answer).some((part) => {
    const p = norm(part);
    for (let i = 0; i + 25 <= p.length; i += 3) if (text.includes(p.slice(i, i + 25))) return true;
    return false;
  });
}

/** Two parts of one answer that share a run of eight words: one restates the other's clause. */
function restatesClause(q: InterviewQuestion): boolean {
  const runs = (part: string) => {
    const w = norm(part)
      .replace(/[^a-z0-9%$£€ ]/g, "")
      .split(" ")
      .filter(Boolean);
    return new Set(w.slice(0, Math.max(0, w.length - 7)).map((_, i) => w.slice(i, i + 8).join(" ")));
  };
  const parts = Object.values(q.model_answer).map(runs);
  return parts.some((a, i) => parts.slice(i + 1).some((b) => [...a].some((r) => b.has(r))));
}

// Words of the question templates and of English that say nothing of its topic ("How have you used … in your work").
const NOT_TOPIC = new Set(
  `about after again also apply asked available been before being cause check colleague could data decide depend describe did
  differently does doing during explain find first from good have hardest imagine into like look make month months more most
  need never next other over people problem proceed same should solve succeeded such suppose tell than that their them then
  there these they this those time trade-offs used very weeks weigh what when where whether which while will with work would
  your yours`.split(/\s+/),
);
const stems = (text: string) =>
  new Set((text.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((w) => !NOT_TOPIC.has(w)).map((w) => w.slice(0, 5)));

/**
 * The answer's source fits the question: it shares a content word (first five letters) with the question, or a skill
 * the taxonomy finds in both (the same skill, or one that implies the other through the skill graph).
 */
function sourceFits(q: InterviewQuestion): boolean {
  const src = q.source?.text;
  if (!src) return false;
  const s = stems(src);
  if ([...stems(q.question)].some((w) => s.has(w))) return true;
  const inQ = findSkillsInText(q.question).map((m) => m.skill);
  const basis = /^skill: (.+)$/.exec(q.basis)?.[1];
  const named = basis ? resolveSkill(basis) : null;
  if (named) inQ.push(named);
  const inSrc = findSkillsInText(src).map((m) => m.skill);
  return inQ.some((a) => inSrc.some((b) => skillImplies(a, b) || skillImplies(b, a)));
}

interface Row {
  /** with-CV answers whose source shares a content word or a skill with the question */
  fitting: number;
  /** with-CV answers (all four parts) with a finding of the text-quality checker: spelling, fragment, number, organisation */
  flagged: number;
  repeated: number;
  restated: number;
  cvs: number;
  answers: number;
  citing: number;
  sourced: number;
  placeholders: number;
  titleSkills: number;
  scaleForOthers: number;
  noCvAnswers: number;
  noCvPlaceholders: number;
}

/** Questions for each real ad's own title with the ad as the job description: skills that are job titles. */
function titlesAsSkills(ads: Doc[], write: typeof writeInterviewQuestions): { questions: number; titleSkills: number } {
  let questions = 0;
  let titleSkills = 0;
  for (const d of ads) {
    const qs = write({ role: d.title, jobDescription: readFileSync(path.join(ROOT, d.file), "utf8"), count: 12, types: ["technical"] });
    for (const q of qs) {
      questions++;
      const skill = /^skill: (.+)$/.exec(q.basis)?.[1];
      if (skill && !resolveSkill(skill) && (recognizeRole(skill).match?.score ?? 0) >= 0.9) titleSkills++;
    }
  }
  return { questions, titleSkills };
}

function evaluate(docs: Doc[], write: typeof writeInterviewQuestions): Row {
  const speller = getEnglishSpeller();
  const allowedWords = getTaxonomyWords();
  const r: Row = {
    fitting: 0,
    flagged: 0,
    repeated: 0,
    restated: 0,
    cvs: 0,
    answers: 0,
    citing: 0,
    sourced: 0,
    placeholders: 0,
    titleSkills: 0,
    scaleForOthers: 0,
    noCvAnswers: 0,
    noCvPlaceholders: 0,
  };
  for (const d of docs) {
    const cv = readFileSync(path.join(ROOT, d.file), "utf8");
    const role = d.targetRole ?? d.title;
    const software = (findOccupation(role)?.occupation.soc ?? "").startsWith("15-");
    const qs = write({ role, cvText: cv, count: 10 });
    r.cvs++;
    for (const q of qs) {
      r.answers++;
      if (citesCv(q, cv)) r.citing++;
      if (sourceFits(q)) r.fitting++;
      if (repeatedSentence(q.model_answer)) r.repeated++;
      if (
        checkText(Object.values(q.model_answer).join(" "), { inputs: [cv, role], speller, allowedWords, allowedNames: new Set(["cv"]) })
          .length
      )
        r.flagged++;
      if (restatesClause(q)) r.restated++;
      const src = (q as Partial<InterviewQuestion>).source;
      if (src && cv.slice(src.start, src.end) === src.text) r.sourced++;
      if (Object.values(q.model_answer).some((p) => /\[[^\]]*\]/.test(p))) r.placeholders++;
      const skill = /^skill: (.+)$/.exec(q.basis)?.[1];
      if (skill && !resolveSkill(skill) && (recognizeRole(skill).match?.score ?? 0) >= 0.9) r.titleSkills++;
      if (!software && q.follow_ups.some((f) => /ten times the scale/.test(f))) r.scaleForOthers++;
    }
    for (const q of write({ role, count: 10 })) {
      r.noCvAnswers++;
      if (Object.values(q.model_answer).some((p) => /\[[^\]]*\]/.test(p))) r.noCvPlaceholders++;
    }
  }
  return r;
}

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : "n/a");

export function runInterviewEval(write: typeof writeInterviewQuestions = writeInterviewQuestions): string {
  const all = (JSON.parse(readFileSync(path.join(ROOT, "manifest.json"), "utf8")) as { documents: Doc[] }).documents;
  const docs = all.filter((d) => d.kind === "cv");
  const rows: [string, Row][] = (["dev", "holdout"] as const).map((s) => [
    s,
    evaluate(
      docs.filter((d) => d.split === s),
      write,
    ),
  ]);
  const ads = (["dev", "holdout"] as const).map((s) =>
    titlesAsSkills(
      all.filter((d) => d.kind === "ad" && d.split === s),
      write,
    ),
  );
  return [
    "## Interview model answers on real CVs (tests/fixtures/real/cv)",
    "",
    "10 questions per CV for its target role, with and without the CV. Goals: with-CV answers citing a CV fact ≥ 90 %, bracket placeholders 0, no sentence said twice in one answer. " +
      "`source` is the CV achievement (or, for a CV without one, the CV line) the answer is written from; a part that restates another shares a run of eight words with it.",
    "",
    "| split | CVs | with-CV answers | citing the CV (≥ 25 chars verbatim) | `source` at its offsets | `source` sharing a skill or content word with the question | answers with a sentence twice | a part restating another | answers with a checker finding | bracket placeholders (with CV / without) | job title as skill | scale follow-up outside software |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|",
    ...rows.map(
      ([s, r]) =>
        `| ${s} | ${r.cvs} | ${r.answers} | ${pct(r.citing, r.answers)} | ${pct(r.sourced, r.answers)} | ${pct(r.fitting, r.answers)} | ${r.repeated} | ${pct(r.restated, r.answers)} | ${pct(r.flagged, r.answers)} | ${r.placeholders} / ${r.noCvPlaceholders} | ${r.titleSkills} | ${r.scaleForOthers} |`,
    ),
    "",
    `Technical questions from the real ads (their own title and text): a job title asked about as a skill in ${ads[0].titleSkills} of ${ads[0].questions} (dev) and ${ads[1].titleSkills} of ${ads[1].questions} (holdout).`,
  ].join("\n");
}
