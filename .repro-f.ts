import { matchForHead } from "@/lib/engine/scoring/match-head";
import { matchJobRequest } from "@/lib/engine/scoring/api";
import { scoreCv } from "@/lib/engine/scoring/cv-score";
import { SAMPLE_CV, SAMPLE_JD } from "@/components/playground/samples";
const asOf = new Date("2026-11-01");
const jds = [SAMPLE_JD, "Data Analyst, London.\nWe need SQL and Python.\nRequirements\n- SQL\n- Python", "We need someone.\nSkills: SQL, Excel"];
for (const jd of jds) {
  const h = matchForHead({ jobDescription: jd, candidateProfile: SAMPLE_CV, asOf });
  console.log("HOOK:", h.data.coverLetterHook);
  console.log("GAPS:", h.data.gaps);
  console.log("REASONS:", h.data.reasons.filter((r: string) => r.startsWith("location")));
  const a = matchJobRequest({ cv_text: SAMPLE_CV, job_description: jd }, asOf) as any;
  console.log("LOC v1:", a.evidence.dimensions.location, a.evidence.job.location);
}
const one = "Jane Doe, data analyst. Built dashboards in Power BI. Education: BSc Mathematics, University of Leeds";
for (const cv of [one, "Jane Doe\nData analyst\nEducation: BSc Mathematics, University of Leeds\nSkills: SQL, Python\nExperience\nData Analyst, Acme, 2020 to present\n- Did reporting for the team"]) {
  const r = scoreCv({ cvText: cv, asOf });
  console.log("WEAK:", JSON.stringify(r.weakBullets, null, 1));
  console.log("SUGG:", JSON.stringify(r.suggestions, null, 1));
}
