import { describe, expect, it } from "vitest";
import { POST as cvScore } from "@/app/(developer-api)/v1/career/cv/score/route";
import { POST as jobMatch } from "@/app/(developer-api)/v1/career/job/match/route";
import { POST as skillsGap } from "@/app/(developer-api)/v1/career/skills/gap/route";
import { POST as createContext } from "@/app/(developer-api)/v1/career/context/route";
import { POST as trJobMatch } from "@/app/(transformer-api)/transformer/v1/job-match/route";
import { POST as headMatch } from "@/app/(transformer-api)/cstm/match/route";
import { POST as headResume } from "@/app/(transformer-api)/cstm/resume-score/route";
import { POST as headGap } from "@/app/(transformer-api)/cstm/skill-gap/route";
import { POST as headPath } from "@/app/(transformer-api)/cstm/career-path/route";
import { BACKEND_JD, STUFFED_CV, SYNONYM_CV } from "@/lib/engine/scoring/test-samples";
import { call, makeKey, useTestApp } from "./helpers";

type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- response bodies are inspected loosely

describe("scoring routes", () => {
  useTestApp();

  describe("POST /v1/career/cv/score", () => {
    it("scores a CV for a FREE key", async () => {
      const { key } = await makeKey({ tier: "FREE" });
      const r = await call<Body>(cvScore, "/v1/career/cv/score", { key, body: { cv_text: SYNONYM_CV, job_description: BACKEND_JD } });
      expect(r.status).toBe(200);
      expect(r.body.ats_score).toBeGreaterThan(60);
      expect(r.body.grade).toMatch(/^[A-F]$/);
      expect(r.body.keyword_match.matched).toContain("Kubernetes");
      expect(Object.keys(r.body.section_scores).sort()).toEqual(["education", "experience", "formatting", "skills", "summary"]);
      expect(Array.isArray(r.body.top_suggestions)).toBe(true);
      expect(r.body.model).toBe("lm-flash");
      expect(r.body.request_id).toBe(r.headers.get("x-request-id"));
    });

    it("omits suggestions when asked", async () => {
      const { key } = await makeKey();
      const r = await call<Body>(cvScore, "/v1/career/cv/score", {
        key,
        body: { cv_text: STUFFED_CV, options: { include_suggestions: false } },
      });
      expect(r.status).toBe(200);
      expect(r.body.top_suggestions).toBeUndefined();
    });

    it("returns 400 missing_cv_text without cv_text", async () => {
      const { key } = await makeKey();
      for (const body of [{}, { cv_text: "  " }]) {
        const r = await call<Body>(cvScore, "/v1/career/cv/score", { key, body });
        expect(r.status).toBe(400);
        expect(r.body.error.code).toBe("missing_cv_text");
        expect(r.body.error.message).toBe("cv_text is required");
        expect(r.body.error.param).toBe("cv_text");
      }
    });

    it("names the field on a type error", async () => {
      const { key } = await makeKey();
      const r = await call<Body>(cvScore, "/v1/career/cv/score", {
        key,
        body: { cv_text: SYNONYM_CV, options: { include_suggestions: "yes" } },
      });
      expect(r.status).toBe(400);
      expect(r.body.error.code).toBe("invalid_request");
      expect(r.body.error.param).toBe("options.include_suggestions");
    });

    it("rejects an unknown target_country with 400 invalid_request naming the field", async () => {
      const { key } = await makeKey();
      const r = await call<Body>(cvScore, "/v1/career/cv/score", { key, body: { cv_text: SYNONYM_CV, target_country: "Narnia" } });
      expect(r.status).toBe(400);
      expect(r.body.error.code).toBe("invalid_request");
      expect(r.body.error.param).toBe("target_country");
      expect(r.body.error.message).toContain("Narnia");
      const ok = await call<Body>(cvScore, "/v1/career/cv/score", { key, body: { cv_text: SYNONYM_CV, target_country: "us" } });
      expect(ok.status).toBe(200);
      expect(ok.body.evidence.country_convention.country).toBe("US");
    });

    it("fills cv_text from a context_id (body or header)", async () => {
      const { key } = await makeKey();
      const ctx = await call<Body>(createContext, "/v1/career/context", {
        key,
        body: { cv_text: SYNONYM_CV, target_role: "Backend Engineer", target_country: "GB" },
      });
      expect(ctx.status).toBe(201);
      const viaBody = await call<Body>(cvScore, "/v1/career/cv/score", { key, body: { context_id: ctx.body.context_id } });
      expect(viaBody.status).toBe(200);
      expect(viaBody.body.evidence.role.source).toBe("target_role");
      const viaHeader = await call<Body>(cvScore, "/v1/career/cv/score", {
        key,
        body: {},
        headers: { "X-Context-Id": ctx.body.context_id },
      });
      expect(viaHeader.status).toBe(200);
      expect(viaHeader.body.ats_score).toBe(viaBody.body.ats_score);
    });
  });

  describe("PRO routes", () => {
    it("job match: FREE key gets 403 tier_required, PRO key gets a match", async () => {
      const free = await makeKey({ tier: "FREE" });
      const denied = await call<Body>(jobMatch, "/v1/career/job/match", {
        key: free.key,
        body: { cv_text: SYNONYM_CV, job_description: BACKEND_JD },
      });
      expect(denied.status).toBe(403);
      expect(denied.body.error.code).toBe("tier_required");
      const pro = await makeKey({ tier: "PRO" });
      const r = await call<Body>(jobMatch, "/v1/career/job/match", {
        key: pro.key,
        body: { cv_text: SYNONYM_CV, job_description: BACKEND_JD, salary_expectation: 80000 },
      });
      expect(r.status).toBe(200);
      expect(r.body.match_score).toBeGreaterThan(60);
      expect(r.body.dimensions.salary).toBe(100);
      expect(["apply", "apply_with_changes"]).toContain(r.body.apply_recommendation);
      expect(r.body.reasons.length).toBeGreaterThan(0);
    });

    it("job match: job_description is required and named", async () => {
      const pro = await makeKey({ tier: "PRO" });
      const r = await call<Body>(jobMatch, "/v1/career/job/match", { key: pro.key, body: { cv_text: SYNONYM_CV } });
      expect(r.status).toBe(400);
      expect(r.body.error.param).toBe("job_description");
    });

    it("skills gap: levels, hours, resources; unknown role → 400 target_role with suggestions", async () => {
      const pro = await makeKey({ tier: "PRO" });
      const r = await call<Body>(skillsGap, "/v1/career/skills/gap", {
        key: pro.key,
        body: { current_skills: ["Python (advanced)", "SQL"], target_role: "Data Scientist", hours_per_week: 5 },
      });
      expect(r.status).toBe(200);
      expect(r.body.target_role).toBe("Data Scientist");
      expect(r.body.skills[0].current_level).toMatch(/^L[0-4]$/);
      expect(r.body.skills[0].free_resources[0].url).toMatch(/^https:\/\//);
      expect(r.body.total_learning_hours).toBeGreaterThan(0);
      const bad = await call<Body>(skillsGap, "/v1/career/skills/gap", { key: pro.key, body: { target_role: "Zzqx Wrangler" } });
      expect(bad.status).toBe(400);
      expect(bad.body.error.code).toBe("unknown_role");
      expect(bad.body.error.param).toBe("target_role");
      expect(bad.body.error.message).toMatch(/Did you mean/);
      expect(bad.body.error.suggestions.length).toBeGreaterThan(0);
    });
  });

  describe("transformer job-match", () => {
    it("needs a key, accepts text or entities", async () => {
      const anon = await call<Body>(trJobMatch, "/transformer/v1/job-match", {
        body: { candidateText: SYNONYM_CV, jobDescription: BACKEND_JD },
      });
      expect(anon.status).toBe(401);
      const { key } = await makeKey({ family: "transformer", tier: "free" });
      const r = await call<Body>(trJobMatch, "/transformer/v1/job-match", {
        key,
        family: "transformer",
        body: { candidateText: SYNONYM_CV, jobDescription: BACKEND_JD },
      });
      expect(r.status).toBe(200);
      expect(r.body.success).toBe(true);
      expect(r.body.data.hiringProbability).toBeGreaterThan(0);
      expect(r.body.data.hiringProbability).toBeLessThan(1);
      expect(r.body.data.atsKeywords.missing).toBeInstanceOf(Array);
      expect(r.body.meta.taskType).toBe("job-match");
      const ents = await call<Body>(trJobMatch, "/transformer/v1/job-match", {
        key,
        family: "transformer",
        body: {
          candidateEntities: [
            { type: "SKILL", text: "Python" },
            { type: "SKILL", text: "Django" },
          ],
          jobDescription: BACKEND_JD,
        },
      });
      expect(ents.status).toBe(200);
      expect(ents.body.data.atsKeywords.matched).toContain("Python");
      const missing = await call<Body>(trJobMatch, "/transformer/v1/job-match", {
        key,
        family: "transformer",
        body: { jobDescription: BACKEND_JD },
      });
      expect(missing.status).toBe(400);
      expect(missing.body.field).toBe("candidateText");
    });
  });

  describe("/cstm heads without a key", () => {
    it("head 1 match", async () => {
      const r = await call<Body>(headMatch, "/cstm/match", {
        ip: "10.0.0.1",
        body: { jobDescription: BACKEND_JD, candidateProfile: SYNONYM_CV, context: { country: "GB" } },
      });
      expect(r.status).toBe(200);
      expect(r.body.data.matchScore).toBeGreaterThan(50);
      expect(typeof r.body.data.coverLetterHook).toBe("string");
      expect(r.body.data.redFlags).toBeInstanceOf(Array);
      expect(r.body.meta.taskType).toBe("match");
      const bad = await call<Body>(headMatch, "/cstm/match", { ip: "10.0.0.1", body: { jobDescription: BACKEND_JD } });
      expect(bad.status).toBe(400);
      expect(bad.body.field).toBe("candidateProfile");
    });

    it("head 4 resume score", async () => {
      const r = await call<Body>(headResume, "/cstm/resume-score", {
        ip: "10.0.0.2",
        body: { resumeText: STUFFED_CV, targetRole: "Software Engineer" },
      });
      expect(r.status).toBe(200);
      expect(r.body.data.overallScore).toBeGreaterThan(0);
      // Rewrites replace the weak verb and leave no "[X%]" slot (issue 15): the reason names a missing number.
      expect(r.body.data.weakBullets.length).toBeGreaterThan(0);
      for (const w of r.body.data.weakBullets) expect(w.rewritten).not.toMatch(/[[\]]/);
      // A bullet opening with a past-tense deed and a number is not weak, and no rewrite repeats its bullet.
      const moved = await call<Body>(headResume, "/cstm/resume-score", {
        ip: "10.0.0.2",
        body: {
          resumeText:
            "Sam Lee\nExperience\nPlatform Engineer, Acme — 2019 – Present\n- Moved 30 services to Kubernetes, cutting hosting costs by 20%\n- Responsible for on-call rota",
          targetRole: "Software Engineer",
        },
      });
      expect(moved.status).toBe(200);
      const originals = moved.body.data.weakBullets.map((w: Body) => w.original);
      expect(originals.some((o: string) => o.includes("Moved 30 services"))).toBe(false);
      expect(originals.some((o: string) => o.includes("Responsible for on-call"))).toBe(true);
      for (const w of moved.body.data.weakBullets) expect(w.rewritten).not.toBe(w.original);
      const bad = await call<Body>(headResume, "/cstm/resume-score", { ip: "10.0.0.2", body: { targetRole: "x" } });
      expect(bad.status).toBe(400);
      expect(bad.body.field).toBe("resumeText");
    });

    it("head 5 skill gap accepts string lists and string numbers", async () => {
      const r = await call<Body>(headGap, "/cstm/skill-gap", {
        ip: "10.0.0.3",
        body: { currentRole: "Analyst", targetRole: "Data Engineer", currentSkills: "Python, SQL", hoursPerWeek: "8", country: "GB" },
      });
      expect(r.status).toBe(200);
      expect(r.body.data.readinessScore).toBeGreaterThan(0);
      expect(r.body.data.missingSkills[0].learningPath.url).toMatch(/^https:/);
      const bad = await call<Body>(headGap, "/cstm/skill-gap", { ip: "10.0.0.3", body: { targetRole: "Qqqzz Blorp" } });
      expect(bad.status).toBe(400);
      expect(bad.body.field).toBe("targetRole");
      expect(bad.body.code).toBe("unknown_role");
      expect(bad.body.suggestions.length).toBeGreaterThan(0);
    });

    it("head 3 career path", async () => {
      const r = await call<Body>(headPath, "/cstm/career-path", {
        ip: "10.0.0.4",
        body: { currentRole: "Software Engineer", yearsExperience: "6", skills: ["Python", "AWS"], goals: "lead a team", country: "GB" },
      });
      expect(r.status).toBe(200);
      expect(r.body.data.primaryNextRole.probability).toBeGreaterThan(0);
      expect(r.body.data.primaryNextRole.timelineMonths.min).toBeGreaterThan(0);
      expect(["low", "medium", "high"]).toContain(r.body.data.aiDisruptionRisk.level);
    });
  });
});
