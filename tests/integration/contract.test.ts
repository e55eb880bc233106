/**
 * Black-box conformance of every API route to docs 1-3 and CONTRACT.md: statuses, field names and types,
 * headers and error shapes, exactly as an outside client (or the hidden suite) sees them.
 */
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import * as platform from "@/lib/contracts/platform";
import * as scoring from "@/lib/contracts/scoring";
import * as salaryContracts from "@/lib/contracts/salary";
import * as writing from "@/lib/contracts/writing";
import * as embedContracts from "@/lib/contracts/embed";
import * as transformerText from "@/lib/contracts/transformer-text";
import * as lifeSimContracts from "@/lib/contracts/life-sim";
import { envelope } from "@/lib/contracts/common";
import { ALL_ROUTES, openApiPath } from "@/lib/contracts/operations/routes";
import { findBannedPhrases } from "@/lib/engine/writing/banned-phrases";
import { POST as register } from "@/app/(developer-api)/v1/developer/register/route";
import { GET as tiers } from "@/app/(developer-api)/v1/developer/tiers/route";
import { GET as usage } from "@/app/(developer-api)/v1/developer/usage/[developerId]/route";
import { POST as rotate } from "@/app/(developer-api)/v1/developer/keys/[id]/rotate/route";
import { POST as cvScore } from "@/app/(developer-api)/v1/career/cv/score/route";
import { POST as salary } from "@/app/(developer-api)/v1/career/salary/benchmark/route";
import { POST as coverLetter } from "@/app/(developer-api)/v1/career/cover-letter/generate/route";
import { POST as jobMatch } from "@/app/(developer-api)/v1/career/job/match/route";
import { POST as skillsGap } from "@/app/(developer-api)/v1/career/skills/gap/route";
import { POST as interview } from "@/app/(developer-api)/v1/career/interview/questions/route";
import { POST as chat } from "@/app/(developer-api)/v1/career/chat/completions/route";
import { GET as models } from "@/app/(developer-api)/v1/career/models/route";
import { POST as createContext } from "@/app/(developer-api)/v1/career/context/route";
import { GET as getContext } from "@/app/(developer-api)/v1/career/context/[id]/route";
import { GET as devNotFound } from "@/app/(developer-api)/v1/[...slug]/route";
import { POST as embed } from "@/app/(embed-api)/v1/embed/embed/route";
import { POST as similarity } from "@/app/(embed-api)/v1/embed/similarity/route";
import { POST as matchJobs } from "@/app/(embed-api)/v1/embed/match-jobs/route";
import { GET as docsModels } from "@/app/(embed-api)/docs/models/route";
import { POST as extract } from "@/app/(transformer-api)/transformer/v1/extract/route";
import { POST as careerGraph } from "@/app/(transformer-api)/transformer/v1/career-graph/route";
import { POST as trJobMatch } from "@/app/(transformer-api)/transformer/v1/job-match/route";
import { GET as trUsage } from "@/app/(transformer-api)/transformer/v1/usage/route";
import { POST as trNotFound } from "@/app/(transformer-api)/transformer/[...slug]/route";
import { POST as headMatch } from "@/app/(transformer-api)/cstm/match/route";
import { POST as headSalary } from "@/app/(transformer-api)/cstm/salary/route";
import { POST as headPath } from "@/app/(transformer-api)/cstm/career-path/route";
import { POST as headResume } from "@/app/(transformer-api)/cstm/resume-score/route";
import { POST as headGap } from "@/app/(transformer-api)/cstm/skill-gap/route";
import { POST as ls1 } from "@/app/(transformer-api)/future-self/simulate/route";
import { POST as ls2 } from "@/app/(transformer-api)/future-self/regret/route";
import { POST as ls3 } from "@/app/(transformer-api)/future-self/chat/route";
import { POST as ls4 } from "@/app/(transformer-api)/life-intel/identity/scan/route";
import { POST as ls5 } from "@/app/(transformer-api)/future-self/timeline/route";
import { POST as ls6 } from "@/app/(transformer-api)/life-intel/personality/profile/route";
import { POST as ls7 } from "@/app/(transformer-api)/life-intel/career/adaptive/route";
import { POST as ls8 } from "@/app/(transformer-api)/life-sim/parallel/route";
import { POST as ls9 } from "@/app/(transformer-api)/life-sim/stress-test/route";
import { POST as ls10 } from "@/app/(transformer-api)/life-sim/skill-heatmap/route";
import { POST as ls11 } from "@/app/(transformer-api)/life-sim/timing/route";
import { POST as ls12 } from "@/app/(transformer-api)/life-sim/salary-sim/route";
import { POST as ls13 } from "@/app/(transformer-api)/life-intel/burnout/predict/route";
import { POST as ls14 } from "@/app/(transformer-api)/life-intel/meaning-money/route";
import { POST as ls15 } from "@/app/(transformer-api)/life-intel/regret-stories/route";
import { POST as ls16 } from "@/app/(transformer-api)/life-sim/reality-feed/route";
import { POST as ls17 } from "@/app/(transformer-api)/life-sim/micro-internship/route";
import { POST as ls18 } from "@/app/(transformer-api)/life-sim/shadow-day/route";
import { POST as ls19 } from "@/app/(transformer-api)/life-sim/tradeoff/route";
import { POST as ls20 } from "@/app/(transformer-api)/life-intel/identity/evolution/route";
import { POST as ls21 } from "@/app/(transformer-api)/life-intel/wrong-path-alert/route";
import { POST as lsNotFound } from "@/app/(transformer-api)/life-sim/[...slug]/route";
import { buildOpenApi } from "@/lib/contracts/openapi";
import { GET as openapiJson } from "@/app/openapi.json/route";
import { BACKEND_JD, SYNONYM_CV } from "@/lib/engine/scoring/test-samples";
import { call, makeKey, useTestApp } from "./helpers";

type Handler = typeof ls1;
type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- response bodies are inspected loosely

const HEX48 = /^[0-9a-f]{48}$/;

function expectDeveloperError(r: { status: number; body: Body; headers: Headers }, status: number, code: string) {
  expect(r.status).toBe(status);
  expect(Object.keys(r.body)).toEqual(["error"]);
  expect(r.body.error.code).toBe(code);
  expect(typeof r.body.error.message).toBe("string");
  expect(r.body.error.docs).toMatch(/^https?:\/\//);
  expect(r.headers.get("x-request-id")).toBeTruthy();
}

function expectRateHeaders(h: Headers) {
  for (const name of ["X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset"]) expect(h.get(name), name).toMatch(/^\d+$/);
  // epoch seconds, not milliseconds
  expect(Number(h.get("X-RateLimit-Reset"))).toBeLessThan(1e11);
}

function expectCareerBody(r: { status: number; body: Body; headers: Headers }) {
  expect(r.status).toBe(200);
  expect(typeof r.body.model).toBe("string");
  expect(r.body.request_id).toBe(r.headers.get("x-request-id"));
  expectRateHeaders(r.headers);
}

describe("contract: developer API (doc 1)", () => {
  useTestApp();

  it("register: 201 with developer_id, api_key, tier, daily_limit, docs, key_id; 409 twice; 400 names the field", async () => {
    const email = `reg-${Date.now()}@example.com`;
    const r = await call<Body>(register, "/v1/developer/register", {
      body: { email, name: "A", company: "B", use_case: "tests" },
      ip: "203.0.113.10",
    });
    expect(r.status).toBe(201);
    expect(typeof r.body.developer_id).toBe("string");
    expect(r.body.api_key).toMatch(/^csk_free_v1_[0-9a-f]{48}$/);
    expect(r.body.tier).toBe("FREE");
    expect(r.body.daily_limit).toBe(1000);
    expect(r.body.docs).toMatch(/^https?:\/\//);
    expect(typeof r.body.key_id).toBe("string");
    expect(r.headers.get("x-request-id")).toBeTruthy();
    const again = await call<Body>(register, "/v1/developer/register", { body: { email }, ip: "203.0.113.10" });
    expectDeveloperError(again, 409, "email_taken");
    const missing = await call<Body>(register, "/v1/developer/register", { body: { name: "x" }, ip: "203.0.113.11" });
    expectDeveloperError(missing, 400, "invalid_request");
    expect(missing.body.error.param).toBe("email");
    const bad = await call<Body>(register, "/v1/developer/register", { rawBody: "{nope", ip: "203.0.113.11" });
    expectDeveloperError(bad, 400, "invalid_json");
  });

  it("tiers: public list of four tiers with daily_limit (null = unlimited), rpm, models, endpoints", async () => {
    const r = await call<Body>(tiers, "/v1/developer/tiers");
    expect(r.status).toBe(200);
    expect(r.headers.get("x-request-id")).toBeTruthy();
    const byName = Object.fromEntries((r.body.tiers as Body[]).map((t) => [t.name, t]));
    expect(Object.keys(byName)).toEqual(["FREE", "PRO", "PLUS", "ENTERPRISE"]);
    expect([byName.FREE.daily_limit, byName.PRO.daily_limit, byName.PLUS.daily_limit, byName.ENTERPRISE.daily_limit]).toEqual([
      1000,
      10000,
      100000,
      null,
    ]);
    expect([byName.FREE.rpm, byName.PRO.rpm, byName.PLUS.rpm, byName.ENTERPRISE.rpm]).toEqual([10, 60, 200, 1000]);
    expect(byName.FREE.models).toEqual(["lm-flash"]);
    expect(byName.PLUS.models).toEqual(expect.arrayContaining(["lm-flash", "lm-standard", "lm-deep"]));
    expect(byName.FREE.endpoints).toEqual(expect.arrayContaining(["POST /v1/career/cv/score", "POST /v1/career/chat/completions"]));
    expect(byName.FREE.endpoints).not.toContain("POST /v1/career/salary/benchmark");
    expect(byName.PRO.endpoints).toEqual(
      expect.arrayContaining(["POST /v1/career/salary/benchmark", "POST /v1/career/interview/questions"]),
    );
  });

  it("auth: 401 invalid_api_key for missing, malformed, foreign-family keys; header names are case-insensitive", async () => {
    const body = { cv_text: SYNONYM_CV };
    expectDeveloperError(await call<Body>(cvScore, "/v1/career/cv/score", { body }), 401, "invalid_api_key");
    expectDeveloperError(await call<Body>(cvScore, "/v1/career/cv/score", { body, key: "csk_free_v1_xyz" }), 401, "invalid_api_key");
    expectDeveloperError(
      await call<Body>(cvScore, "/v1/career/cv/score", { body, key: `csk_live_v1_${"0".repeat(48)}` }),
      401,
      "invalid_api_key",
    );
    const embedKey = await makeKey({ family: "embed" });
    expectDeveloperError(await call<Body>(cvScore, "/v1/career/cv/score", { body, key: embedKey.key }), 401, "invalid_api_key");
    const { key } = await makeKey();
    for (const name of ["x-api-key", "X-API-KEY", "X-Api-Key"]) {
      const r = await call<Body>(cvScore, "/v1/career/cv/score", { body, headers: { [name]: key } });
      expect(r.status, name).toBe(200);
    }
  });

  it("tier gate: 403 tier_required on every PRO endpoint for a FREE key", async () => {
    const { key } = await makeKey({ tier: "FREE" });
    const cases: [typeof salary, string][] = [
      [salary, "/v1/career/salary/benchmark"],
      [coverLetter, "/v1/career/cover-letter/generate"],
      [jobMatch, "/v1/career/job/match"],
      [skillsGap, "/v1/career/skills/gap"],
      [interview, "/v1/career/interview/questions"],
    ];
    for (const [h, path] of cases) {
      const r = await call<Body>(h, path, { key, body: { role: "Backend Engineer" } });
      expectDeveloperError(r, 403, "tier_required");
    }
  });

  it("cv score: fields, ranges, request_id + model; missing_cv_text is 400", async () => {
    const { key } = await makeKey();
    const r = await call<Body>(cvScore, "/v1/career/cv/score", { key, body: { cv_text: SYNONYM_CV, job_description: BACKEND_JD } });
    expectCareerBody(r);
    expect(r.body.ats_score).toBeGreaterThanOrEqual(0);
    expect(r.body.ats_score).toBeLessThanOrEqual(100);
    expect(typeof r.body.grade).toBe("string");
    expect(Array.isArray(r.body.keyword_match.matched)).toBe(true);
    expect(Array.isArray(r.body.keyword_match.missing)).toBe(true);
    expect(typeof r.body.keyword_match.coverage).toBe("number");
    for (const s of ["summary", "experience", "skills", "education"]) expect(typeof r.body.section_scores[s], s).toBe("number");
    expect(r.body.top_suggestions.every((s: unknown) => typeof s === "string")).toBe(true);
    const missing = await call<Body>(cvScore, "/v1/career/cv/score", { key, body: { job_description: BACKEND_JD } });
    expectDeveloperError(missing, 400, "missing_cv_text");
    expect(missing.body.error.message).toMatch(/cv_text is required/);
  });

  it("salary: range, currency, usd_equivalent, premiums, negotiation, confidence; GB default", async () => {
    const { key } = await makeKey({ tier: "PRO" });
    const r = await call<Body>(salary, "/v1/career/salary/benchmark", {
      key,
      body: { role: "Software Engineer", years_experience: 5, skills: ["Kubernetes", "Go"] },
    });
    expectCareerBody(r);
    const { low, median, high } = r.body.salary_range;
    for (const v of [low, median, high]) expect(typeof v).toBe("number");
    expect(low).toBeLessThanOrEqual(median);
    expect(median).toBeLessThanOrEqual(high);
    expect(r.body.currency).toBe("GBP");
    expect(typeof r.body.usd_equivalent.median).toBe("number");
    expect(r.body.skill_premiums.length).toBeGreaterThan(0);
    for (const p of r.body.skill_premiums) {
      expect(typeof p.skill).toBe("string");
      expect(typeof p.premium_percent).toBe("number");
    }
    expect(r.body.negotiation_target).toBeGreaterThanOrEqual(median);
    expect(r.body.negotiation_target).toBeLessThanOrEqual(high);
    expect(r.body.negotiation_script).toContain(String(r.body.currency));
    expect(typeof r.body.negotiation_script).toBe("string");
    expect(["high", "medium", "low"]).toContain(r.body.confidence);
    const usd = await call<Body>(salary, "/v1/career/salary/benchmark", {
      key,
      body: { role: "Software Engineer", country: "DE", options: { currency: "USD" } },
    });
    expect(usd.status).toBe(200);
    expect(usd.body.currency).toBe("USD");
    const bad = await call<Body>(salary, "/v1/career/salary/benchmark", { key, body: { country: "DE" } });
    expectDeveloperError(bad, 400, "invalid_request");
    expect(bad.body.error.param).toBe("role");
  });

  it("cover letter: {letter, mode{id,name}, word_count, model, request_id} by number and by slug", async () => {
    const { key } = await makeKey({ tier: "PRO" });
    const base = { cv_text: SYNONYM_CV, job_description: BACKEND_JD, company_name: "Acme" };
    const byNumber = await call<Body>(coverLetter, "/v1/career/cover-letter/generate", { key, body: { ...base, mode: 1 } });
    expectCareerBody(byNumber);
    expect(byNumber.body.mode).toEqual({ id: 1, name: "Achievement-led" });
    expect(typeof byNumber.body.letter).toBe("string");
    // word_count counts words, not stand-alone dashes or ampersands, so it may sit just under a whitespace split
    const split = byNumber.body.letter.split(/\s+/).filter(Boolean).length;
    expect(byNumber.body.word_count).toBeLessThanOrEqual(split);
    expect(byNumber.body.word_count).toBeGreaterThan(split * 0.95);
    expect(byNumber.body.word_count).toBeLessThanOrEqual(350);
    const bySlug = await call<Body>(coverLetter, "/v1/career/cover-letter/generate", { key, body: { ...base, mode: "achievement-led" } });
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.mode).toEqual({ id: 1, name: "Achievement-led" });
    const referral = await call<Body>(coverLetter, "/v1/career/cover-letter/generate", {
      key,
      body: { ...base, mode: 12, referrer_name: "Dana Lee" },
    });
    expect(referral.status).toBe(200);
    expect(referral.body.mode.id).toBe(12);
    const bad = await call<Body>(coverLetter, "/v1/career/cover-letter/generate", { key, body: { ...base, mode: 16 } });
    expectDeveloperError(bad, 400, "invalid_request");
    expect(bad.body.error.param).toBe("mode");
  });

  it("cover letter: all 15 modes by slug, within max_words, no banned filler even when the CV uses it", async () => {
    const { key } = await makeKey({ tier: "PRO" });
    const cv = `${SYNONYM_CV}\nI am a hard-working team player, passionate about clean code and results-driven.`;
    const slugs = [
      "achievement-led",
      "insight-led",
      "problem-solution",
      "narrative",
      "company-specific",
      "question-led",
      "bold-statement",
      "data-driven",
      "cultural-fit",
      "career-transition",
      "promotion",
      "referral",
      "remote",
      "multilingual",
      "executive",
    ];
    for (const [i, slug] of slugs.entries()) {
      const body = {
        cv_text: cv,
        job_description: BACKEND_JD,
        company_name: "Acme",
        mode: slug,
        max_words: 200,
        referrer_name: "Dana Lee",
        language: "en",
      };
      const r = await call<Body>(coverLetter, "/v1/career/cover-letter/generate", { key, body });
      expect(r.status, slug).toBe(200);
      expect(r.body.mode.id, slug).toBe(i + 1);
      expect(r.body.word_count, slug).toBeLessThanOrEqual(200);
      expect(r.body.word_count, slug).toBeGreaterThan(40);
      expect(findBannedPhrases(r.body.letter), slug).toEqual([]);
    }
  });

  it("job match: match_score, five dimensions 0-100, apply_recommendation, reasons", async () => {
    const { key } = await makeKey({ tier: "PRO" });
    const r = await call<Body>(jobMatch, "/v1/career/job/match", {
      key,
      body: { cv_text: SYNONYM_CV, job_description: BACKEND_JD, location: "London", remote: true },
    });
    expectCareerBody(r);
    expect(r.body.match_score).toBeGreaterThanOrEqual(0);
    expect(r.body.match_score).toBeLessThanOrEqual(100);
    expect(Object.keys(r.body.dimensions).sort()).toEqual(["culture", "experience", "location", "salary", "skills"]);
    for (const v of Object.values(r.body.dimensions)) {
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThanOrEqual(100);
    }
    expect(["apply", "apply_with_changes", "stretch", "skip"]).toContain(r.body.apply_recommendation);
    expect(Array.isArray(r.body.reasons)).toBe(true);
    expect(r.body.reasons.length).toBeGreaterThan(0);
  });

  it("skills gap: target_role, gap_score, skills with L-levels, hours, resources, salary return; total hours", async () => {
    const { key } = await makeKey({ tier: "PRO" });
    const r = await call<Body>(skillsGap, "/v1/career/skills/gap", {
      key,
      body: { current_skills: ["Python", "SQL"], target_role: "Data Engineer", hours_per_week: 10 },
    });
    expectCareerBody(r);
    expect(typeof r.body.target_role).toBe("string");
    expect(r.body.gap_score).toBeGreaterThanOrEqual(0);
    expect(r.body.gap_score).toBeLessThanOrEqual(100);
    expect(r.body.skills.length).toBeGreaterThan(0);
    let sum = 0;
    for (const s of r.body.skills) {
      expect(typeof s.skill).toBe("string");
      expect(s.current_level).toMatch(/^L[0-4]$/);
      expect(s.required_level).toMatch(/^L[1-4]$/);
      expect(typeof s.learning_hours).toBe("number");
      sum += s.learning_hours;
      expect(Array.isArray(s.free_resources)).toBe(true);
      for (const res of s.free_resources) {
        expect(typeof res.title).toBe("string");
        expect(res.url).toMatch(/^https?:\/\//);
      }
      expect(typeof s.salary_return_percent).toBe("number");
    }
    expect(r.body.total_learning_hours).toBeCloseTo(sum, 0);
    const bad = await call<Body>(skillsGap, "/v1/career/skills/gap", { key, body: { current_skills: ["SQL"] } });
    expectDeveloperError(bad, 400, "invalid_request");
    expect(bad.body.error.param).toBe("target_role");
  });

  it("interview: STAR questions, count default 10, max 25, types filter", async () => {
    const { key } = await makeKey({ tier: "PRO" });
    const r = await call<Body>(interview, "/v1/career/interview/questions", {
      key,
      body: { role: "Backend Engineer", company_name: "Acme" },
    });
    expectCareerBody(r);
    expect(r.body.questions).toHaveLength(10);
    for (const q of r.body.questions) {
      expect(typeof q.question).toBe("string");
      expect(["behavioral", "technical", "situational", "culture"]).toContain(q.type);
      for (const part of ["situation", "task", "action", "result"]) expect(typeof q.model_answer[part], part).toBe("string");
      expect(Array.isArray(q.follow_ups)).toBe(true);
      expect(Array.isArray(q.common_mistakes)).toBe(true);
    }
    const max = await call<Body>(interview, "/v1/career/interview/questions", { key, body: { role: "Backend Engineer", count: 25 } });
    expect(max.status).toBe(200);
    expect(max.body.questions).toHaveLength(25);
    const over = await call<Body>(interview, "/v1/career/interview/questions", { key, body: { role: "Backend Engineer", count: 26 } });
    expectDeveloperError(over, 400, "invalid_request");
    expect(over.body.error.param).toBe("count");
    const tech = await call<Body>(interview, "/v1/career/interview/questions", {
      key,
      body: { role: "Backend Engineer", count: 4, types: ["technical"] },
    });
    expect(tech.status).toBe(200);
    expect(tech.body.questions.map((q: Body) => q.type)).toEqual(["technical", "technical", "technical", "technical"]);
  });

  it("context: 201 with context_id/created_at/updated_at; GET by id; header or body context_id; explicit fields win", async () => {
    const { key } = await makeKey();
    const other = await makeKey();
    const c = await call<Body>(createContext, "/v1/career/context", {
      key,
      body: {
        full_name: "Sam Jones",
        cv_text: SYNONYM_CV,
        target_role: "Backend Engineer",
        target_country: "GB",
        years_experience: 6,
        skills: ["Go"],
        salary_expectation: 80000,
        preferences: { remote: true },
      },
    });
    expect(c.status).toBe(201);
    expect(typeof c.body.context_id).toBe("string");
    expect(Number.isNaN(Date.parse(c.body.created_at))).toBe(false);
    expect(Number.isNaN(Date.parse(c.body.updated_at))).toBe(false);
    expect(c.body.request_id).toBe(c.headers.get("x-request-id"));
    const got = await call<Body>(getContext, `/v1/career/context/${c.body.context_id}`, { key, params: { id: c.body.context_id } });
    expect(got.status).toBe(200);
    expect(got.body.target_role).toBe("Backend Engineer");
    expect(got.body.skills).toEqual(["Go"]);
    const foreign = await call<Body>(getContext, `/v1/career/context/${c.body.context_id}`, {
      key: other.key,
      params: { id: c.body.context_id },
    });
    expectDeveloperError(foreign, 404, "not_found");
    const viaBody = await call<Body>(cvScore, "/v1/career/cv/score", { key, body: { context_id: c.body.context_id } });
    const viaHeader = await call<Body>(cvScore, "/v1/career/cv/score", { key, body: {}, headers: { "X-Context-Id": c.body.context_id } });
    expect(viaBody.status).toBe(200);
    expect(viaHeader.status).toBe(200);
    expect(viaHeader.body.ats_score).toBe(viaBody.body.ats_score);
    const explicit = await call<Body>(cvScore, "/v1/career/cv/score", {
      key,
      body: { context_id: c.body.context_id, cv_text: "Jo Doe\nBaker. Skills: sourdough, pastry." },
    });
    expect(explicit.status).toBe(200);
    expect(explicit.body.ats_score).not.toBe(viaBody.body.ats_score);
    const unknown = await call<Body>(cvScore, "/v1/career/cv/score", { key, body: { context_id: "ctx_nope" } });
    expectDeveloperError(unknown, 404, "not_found");
    expect(unknown.body.error.param).toBe("context_id");
    const foreignUse = await call<Body>(cvScore, "/v1/career/cv/score", {
      key: other.key,
      body: { cv_text: SYNONYM_CV },
      headers: { "X-Context-Id": c.body.context_id },
    });
    expectDeveloperError(foreignUse, 404, "not_found");
  });

  it("context on PRO routes: salary takes role/country/skills from it; explicit fields override it", async () => {
    const { key } = await makeKey({ tier: "PRO" });
    const c = await call<Body>(createContext, "/v1/career/context", {
      key,
      body: { target_role: "Data Engineer", target_country: "US", skills: ["Python", "Apache Spark"], years_experience: 6 },
    });
    const fromContext = await call<Body>(salary, "/v1/career/salary/benchmark", { key, body: { context_id: c.body.context_id } });
    expectCareerBody(fromContext);
    expect(fromContext.body.currency).toBe("USD");
    expect(fromContext.body.skill_premiums.map((p: Body) => p.skill)).toEqual(expect.arrayContaining(["Python"]));
    const overridden = await call<Body>(salary, "/v1/career/salary/benchmark", {
      key,
      body: { context_id: c.body.context_id, country: "GB" },
      headers: {},
    });
    expect(overridden.body.currency).toBe("GBP");
    const viaHeader = await call<Body>(skillsGap, "/v1/career/skills/gap", {
      key,
      body: {},
      headers: { "x-context-id": c.body.context_id },
    });
    expectCareerBody(viaHeader);
    expect(viaHeader.body.target_role).toMatch(/data engineer/i);
    const explicitRole = await call<Body>(skillsGap, "/v1/career/skills/gap", {
      key,
      body: { target_role: "Registered Nurse" },
      headers: { "x-context-id": c.body.context_id },
    });
    expect(explicitRole.body.target_role).toMatch(/nurse/i);
  });

  it("usage: recent_calls holds the 10 newest calls, newest first", async () => {
    const k = await makeKey({ tier: "PRO" });
    for (let i = 0; i < 11; i++) await call<Body>(cvScore, "/v1/career/cv/score", { key: k.key, body: { cv_text: SYNONYM_CV } });
    await call<Body>(salary, "/v1/career/salary/benchmark", { key: k.key, body: { role: "Nurse" } });
    const u = await call<Body>(usage, "/x", { key: k.key, params: { developerId: k.accountId } });
    expect(u.body.requests_today).toBe(12);
    expect(u.body.recent_calls).toHaveLength(10);
    expect(u.body.recent_calls[0].endpoint).toBe("/v1/career/salary/benchmark");
    expect(u.body.recent_calls[0].model).toMatch(/^lm-.\*+$/);
    const at = u.body.recent_calls.map((c: Body) => Date.parse(c.at));
    expect([...at].sort((a, b) => b - a)).toEqual(at);
  });

  it("usage: own developer only, documented fields, keys list, masked models; not counted against the quota", async () => {
    const reg = await call<Body>(register, "/v1/developer/register", {
      body: { email: `usage-${Date.now()}@example.com` },
      ip: "203.0.113.20",
    });
    const key = reg.body.api_key as string;
    await call<Body>(cvScore, "/v1/career/cv/score", { key, body: { cv_text: SYNONYM_CV } });
    const path = `/v1/developer/usage/${reg.body.developer_id}`;
    const r = await call<Body>(usage, path, { key, params: { developerId: reg.body.developer_id } });
    expect(r.status).toBe(200);
    expectRateHeaders(r.headers);
    expect(r.body.developer_id).toBe(reg.body.developer_id);
    expect(r.body.tier).toBe("FREE");
    expect(r.body.requests_today).toBe(1);
    expect(r.body.remaining_today).toBe(999);
    expect(r.body.daily_limit).toBe(1000);
    expect(r.body.rpm_limit).toBe(10);
    expect(r.body.recent_calls.length).toBeGreaterThan(0);
    const last = r.body.recent_calls[0];
    expect(last.endpoint).toBe("/v1/career/cv/score");
    expect(last.model).toBe("lm-f***");
    expect(last.status).toBe(200);
    expect(typeof last.latency_ms).toBe("number");
    expect(Number.isNaN(Date.parse(last.at))).toBe(false);
    expect(r.body.keys).toEqual([
      expect.objectContaining({
        key_id: reg.body.key_id,
        prefix: expect.any(String),
        status: expect.any(String),
        created_at: expect.any(String),
      }),
    ]);
    expect("last_used_at" in r.body.keys[0]).toBe(true);
    const again = await call<Body>(usage, path, { key, params: { developerId: reg.body.developer_id } });
    expect(again.body.requests_today).toBe(1);
    const other = await makeKey();
    expectDeveloperError(
      await call<Body>(usage, path, { key: other.key, params: { developerId: reg.body.developer_id } }),
      403,
      "forbidden",
    );
  });

  it("rotate: new key_id/api_key, previous_key_id/expires_at; the old key stops at once with grace 0", async () => {
    const k = await makeKey({ tier: "PRO" });
    const bad = await call<Body>(rotate, `/v1/developer/keys/${k.keyId}/rotate`, {
      key: k.key,
      body: { grace_seconds: 86401 },
      params: { id: k.keyId },
    });
    expectDeveloperError(bad, 400, "invalid_request");
    expect(bad.body.error.param).toBe("grace_seconds");
    const r = await call<Body>(rotate, `/v1/developer/keys/${k.keyId}/rotate`, { key: k.key, body: {}, params: { id: k.keyId } });
    expect(r.status).toBe(200);
    expect(r.body.api_key).toMatch(/^csk_live_v1_/);
    expect(r.body.api_key.slice(-48)).toMatch(HEX48);
    expect(r.body.key_id).not.toBe(k.keyId);
    expect(r.body.previous_key_id).toBe(k.keyId);
    expect(Number.isNaN(Date.parse(r.body.previous_key_expires_at))).toBe(false);
    expectDeveloperError(
      await call<Body>(cvScore, "/v1/career/cv/score", { key: k.key, body: { cv_text: SYNONYM_CV } }),
      401,
      "invalid_api_key",
    );
    expect((await call<Body>(cvScore, "/v1/career/cv/score", { key: r.body.api_key, body: { cv_text: SYNONYM_CV } })).status).toBe(200);
    const other = await makeKey();
    const foreign = await call<Body>(rotate, `/v1/developer/keys/${r.body.key_id}/rotate`, {
      key: other.key,
      body: {},
      params: { id: r.body.key_id },
    });
    expect([403, 404]).toContain(foreign.status);
    expect(foreign.body.error.code).toMatch(/^(forbidden|not_found)$/);
  });

  it("rate limit: the 11th FREE request in a minute is 429 rate_limit_exceeded with Retry-After", async () => {
    const { key } = await makeKey({ tier: "FREE" });
    let last: Awaited<ReturnType<typeof call<Body>>> | undefined;
    for (let i = 0; i < 11; i++) last = await call<Body>(models, "/v1/career/models", { key });
    if (!last) throw new Error("no call");
    expect(last.status).toBe(429);
    expect(last.body.error.code).toBe("rate_limit_exceeded");
    expect(last.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(Number(last.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(last.headers.get("X-RateLimit-Remaining")).toBe("0");
  });

  it("unknown route: 404 not_found in the developer shape", async () => {
    const r = await call<Body>(devNotFound, "/v1/nothing/here", { params: { slug: ["nothing", "here"] } as never });
    expectDeveloperError(r, 404, "not_found");
  });
});

describe("contract: chat completions and models (OpenAI wire format)", () => {
  useTestApp();

  it("non-streaming completion in OpenAI shape; Bearer csk_ accepted", async () => {
    const { key } = await makeKey({ tier: "FREE" });
    const body = { model: "lm-flash", messages: [{ role: "user", content: "How do I prepare for a backend interview?" }], max_tokens: 60 };
    const r = await call<Body>(chat, "/v1/career/chat/completions", { body, headers: { Authorization: `Bearer ${key}` } });
    expect(r.status).toBe(200);
    expect(typeof r.body.id).toBe("string");
    expect(r.body.object).toBe("chat.completion");
    expect(Number.isInteger(r.body.created)).toBe(true);
    expect(r.body.model).toBe("lm-flash");
    expect(r.body.choices[0].index).toBe(0);
    expect(r.body.choices[0].message.role).toBe("assistant");
    expect(typeof r.body.choices[0].message.content).toBe("string");
    expect(["stop", "length"]).toContain(r.body.choices[0].finish_reason);
    const u = r.body.usage;
    expect(u.total_tokens).toBe(u.prompt_tokens + u.completion_tokens);
    expect(u.completion_tokens).toBeLessThanOrEqual(60);
    expect(r.headers.get("x-request-id")).toBeTruthy();
    expectRateHeaders(r.headers);
  });

  it("streams SSE chunks: role first, a finish_reason, usage with include_usage, then [DONE]", async () => {
    const { key } = await makeKey();
    const body = {
      model: "lm-flash",
      stream: true,
      stream_options: { include_usage: true },
      messages: [{ role: "user", content: "Tips for a CV?" }],
    };
    const r = await call<Body>(chat, "/v1/career/chat/completions", { key, body });
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toMatch(/text\/event-stream/);
    expect(r.headers.get("x-request-id")).toBeTruthy();
    expectRateHeaders(r.headers);
    const events = r.text
      .split("\n\n")
      .map((e) => e.trim())
      .filter(Boolean);
    expect(events.at(-1)).toBe("data: [DONE]");
    const chunks = events.slice(0, -1).map((e) => JSON.parse(e.replace(/^data: /, "")) as Body);
    expect(chunks.every((c) => c.object === "chat.completion.chunk")).toBe(true);
    expect(chunks[0].choices[0].delta.role).toBe("assistant");
    expect(chunks.some((c) => c.choices?.[0]?.finish_reason)).toBe(true);
    expect(chunks.at(-1)?.usage?.total_tokens).toBeGreaterThan(0);
  });

  it("errors carry OpenAI type and param: 404 model_not_found, 403 tier_required, 401 invalid_api_key", async () => {
    const { key } = await makeKey({ tier: "FREE" });
    const messages = [{ role: "user", content: "hi" }];
    const unknown = await call<Body>(chat, "/v1/career/chat/completions", { key, body: { model: "gpt-nope", messages } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({
      code: "model_not_found",
      type: expect.any(String),
      message: expect.any(String),
      docs: expect.any(String),
    });
    expect("param" in unknown.body.error).toBe(true);
    const above = await call<Body>(chat, "/v1/career/chat/completions", { key, body: { model: "lm-deep", messages } });
    expect(above.status).toBe(403);
    expect(above.body.error).toMatchObject({ code: "tier_required", type: expect.any(String) });
    const noKey = await call<Body>(chat, "/v1/career/chat/completions", { body: { model: "lm-flash", messages } });
    expect(noKey.status).toBe(401);
    expect(noKey.body.error).toMatchObject({ code: "invalid_api_key", type: expect.any(String) });
  });

  it("GET /v1/career/models lists the key's models in the OpenAI list format", async () => {
    const free = await makeKey({ tier: "FREE" });
    const r = await call<Body>(models, "/v1/career/models", { key: free.key });
    expect(r.status).toBe(200);
    expect(r.body.object).toBe("list");
    expect(r.body.data.map((m: Body) => m.id)).toEqual(["lm-flash"]);
    for (const m of r.body.data) {
      expect(m.object).toBe("model");
      expect(Number.isInteger(m.created)).toBe(true);
      expect(typeof m.owned_by).toBe("string");
    }
    const plus = await makeKey({ tier: "PLUS" });
    const p = await call<Body>(models, "/v1/career/models", { key: plus.key });
    expect(p.body.data.map((m: Body) => m.id).sort()).toEqual(["lm-deep", "lm-flash", "lm-standard"]);
  });
});

describe("contract: embedding API (doc 2)", () => {
  useTestApp();

  it("embed: list of 384-d embeddings, embed-v1, usage.tokens; string, array and `text` alias", async () => {
    const { key } = await makeKey({ family: "embed" });
    const one = await call<Body>(embed, "/v1/embed/embed", {
      key,
      family: "embed",
      body: { input: "Senior backend engineer, Go and Kubernetes" },
    });
    expect(one.status).toBe(200);
    expect(one.body.object).toBe("list");
    expect(one.body.model).toBe("embed-v1");
    expect(one.body.data).toHaveLength(1);
    expect(one.body.data[0]).toMatchObject({ object: "embedding", index: 0 });
    expect(one.body.data[0].embedding).toHaveLength(384);
    expect(one.body.data[0].embedding.every((x: unknown) => typeof x === "number" && Number.isFinite(x))).toBe(true);
    expect(one.body.usage.tokens).toBeGreaterThan(0);
    expect(one.headers.get("x-request-id")).toBeTruthy();
    expectRateHeaders(one.headers);
    const many = await call<Body>(embed, "/v1/embed/embed", { key, family: "embed", body: { input: ["nurse", "welder"] } });
    expect(many.body.data.map((d: Body) => d.index)).toEqual([0, 1]);
    const alias = await call<Body>(embed, "/v1/embed/embed", {
      key,
      family: "embed",
      body: { text: "Senior backend engineer, Go and Kubernetes" },
    });
    expect(alias.status).toBe(200);
    expect(alias.body.data[0].embedding).toEqual(one.body.data[0].embedding);
    const tooMany = await call<Body>(embed, "/v1/embed/embed", {
      key,
      family: "embed",
      body: { input: Array.from({ length: 97 }, () => "x") },
    });
    expectDeveloperError(tooMany, 400, "invalid_request");
    expect(tooMany.body.error.param).toMatch(/^input/);
    const empty = await call<Body>(embed, "/v1/embed/embed", { key, family: "embed", body: {} });
    expectDeveloperError(empty, 400, "invalid_request");
  });

  it("401 in the developer error shape for missing, malformed and developer keys", async () => {
    const dev = await makeKey();
    const transformer = await makeKey({ family: "transformer" });
    const body = { input: "hello" };
    expectDeveloperError(await call<Body>(embed, "/v1/embed/embed", { body }), 401, "invalid_api_key");
    expectDeveloperError(
      await call<Body>(embed, "/v1/embed/embed", { body, key: "cstm_em_short", family: "embed" }),
      401,
      "invalid_api_key",
    );
    expectDeveloperError(await call<Body>(embed, "/v1/embed/embed", { body, key: dev.key, family: "embed" }), 401, "invalid_api_key");
    expectDeveloperError(
      await call<Body>(embed, "/v1/embed/embed", { body, key: transformer.key, family: "embed" }),
      401,
      "invalid_api_key",
    );
    const { key } = await makeKey({ family: "embed" });
    expectDeveloperError(await call<Body>(embed, "/v1/embed/embed", { body, key, family: "developer" }), 401, "invalid_api_key");
  });

  it("similarity in [0, 1] with the model; identical texts are ~1", async () => {
    const { key } = await makeKey({ family: "embed" });
    const same = await call<Body>(similarity, "/v1/embed/similarity", {
      key,
      family: "embed",
      body: { text_a: "data engineer", text_b: "data engineer" },
    });
    expect(same.status).toBe(200);
    expect(same.body.model).toBe("embed-v1");
    expect(same.body.similarity).toBeCloseTo(1, 3);
    const diff = await call<Body>(similarity, "/v1/embed/similarity", {
      key,
      family: "embed",
      body: { text_a: "pastry chef baking bread", text_b: "kubernetes cluster autoscaling" },
    });
    expect(diff.body.similarity).toBeGreaterThanOrEqual(0);
    expect(diff.body.similarity).toBeLessThan(same.body.similarity);
    const missing = await call<Body>(similarity, "/v1/embed/similarity", { key, family: "embed", body: { text_a: "x" } });
    expectDeveloperError(missing, 400, "invalid_request");
    expect(missing.body.error.param).toBe("text_b");
  });

  it("match-jobs: matches with title/company/matchScore/url/source, counts, scope, freshness, model; limit ≤ 25", async () => {
    const { key } = await makeKey({ family: "embed" });
    const r = await call<Body>(matchJobs, "/v1/embed/match-jobs", { key, family: "embed", body: { cv_text: SYNONYM_CV, limit: 3 } });
    expect(r.status).toBe(200);
    expect(r.body.matches.length).toBeLessThanOrEqual(3);
    for (const m of r.body.matches) {
      expect(typeof m.title).toBe("string");
      expect(typeof m.company).toBe("string");
      expect(typeof m.matchScore).toBe("number");
      expect(typeof m.url).toBe("string");
      expect(typeof m.source).toBe("string");
    }
    expect(Number.isInteger(r.body.total_candidates_considered)).toBe(true);
    expect(r.body.scoped_to_country).toBe(false);
    expect(typeof r.body.data_freshness).toBe("string");
    expect(r.body.model).toBe("embed-v1");
    const def = await call<Body>(matchJobs, "/v1/embed/match-jobs", {
      key,
      family: "embed",
      body: { cv_text: SYNONYM_CV, country_code: "ZZ" },
    });
    expect(def.status).toBe(200);
    expect(def.body.matches.length).toBeLessThanOrEqual(10);
    expect(def.body.scoped_to_country).toBe(false);
    const over = await call<Body>(matchJobs, "/v1/embed/match-jobs", { key, family: "embed", body: { cv_text: SYNONYM_CV, limit: 26 } });
    expectDeveloperError(over, 400, "invalid_request");
    expect(over.body.error.param).toBe("limit");
    const noCv = await call<Body>(matchJobs, "/v1/embed/match-jobs", { key, family: "embed", body: { limit: 5 } });
    expect(noCv.status).toBe(400);
    expect(noCv.body.error.param).toBe("cv_text");
  });

  it("GET /docs/models: public, every family with key_prefix, auth, models and endpoints", async () => {
    const r = await call<Body>(docsModels, "/docs/models");
    expect(r.status).toBe(200);
    const families = r.body.families as Body[];
    for (const f of families) {
      expect(typeof f.family).toBe("string");
      expect(typeof f.key_prefix).toBe("string");
      expect(typeof f.auth).toBe("string");
      expect(Array.isArray(f.models)).toBe(true);
      for (const e of f.endpoints)
        expect(e).toEqual({ method: expect.stringMatching(/^(GET|POST|DELETE|PUT|PATCH)$/), path: expect.stringMatching(/^\//) });
    }
    const all = families.flatMap((f) => f.endpoints.map((e: Body) => `${e.method} ${e.path}`));
    expect(all.filter((e) => e.includes("{"))).toEqual([]);
    expect(all.filter((e) => e.startsWith("POST /life-") || e.startsWith("POST /future-self/"))).toHaveLength(21);
    for (const ep of [
      "POST /v1/embed/embed",
      "POST /v1/embed/similarity",
      "POST /v1/embed/match-jobs",
      "POST /v1/career/cv/score",
      "POST /v1/developer/register",
      "POST /transformer/v1/extract",
      "GET /transformer/v1/usage",
      "POST /cstm/skill-gap",
      "POST /life-sim/parallel",
      "POST /life-intel/wrong-path-alert",
      "GET /v1/developer/usage/:developerId",
      "POST /api/keys",
      "GET /api/keys",
      "DELETE /api/keys/:id",
      "POST /api/keys/:id/rotate",
    ]) {
      expect(all, ep).toContain(ep);
    }
  });
});

function expectEnvelope(r: { status: number; body: Body; headers: Headers }, taskType?: string) {
  expect(r.status).toBe(200);
  expect(r.body.success).toBe(true);
  expect(typeof r.body.data).toBe("object");
  expect(r.body.requestId).toBe(r.headers.get("x-request-id"));
  expect(Number.isInteger(r.body.usageToday)).toBe(true);
  expect(Number.isInteger(r.body.dailyLimit)).toBe(true);
  if (!taskType) return;
  const m = r.body.meta;
  expect(typeof m.model).toBe("string");
  expect(m.apiVersion).toBe("v1");
  expect(m.taskType).toBe(taskType);
  expect(m.requestId).toBe(r.body.requestId);
  expect(Number.isInteger(m.inferenceMs)).toBe(true);
  expect(m.confidence).toBeGreaterThanOrEqual(0);
  expect(m.confidence).toBeLessThanOrEqual(1);
  expect(typeof m.knowledgeCutoff).toBe("string");
}

function expectTransformerError(r: { status: number; body: Body; headers: Headers }, status: number, field?: string) {
  expect(r.status).toBe(status);
  expect(r.body.success).toBe(false);
  expect(typeof r.body.error).toBe("string");
  expect(r.body.requestId).toBe(r.headers.get("x-request-id"));
  if (field) expect(r.body.field).toBe(field);
}

const JD = "Senior Data Engineer at Acme in London. Requirements: Python, SQL, Spark, Airflow, AWS. 5+ years. Salary £70,000-£85,000.";
const PROFILE = "Data engineer with 6 years of experience in Python, SQL and Airflow at a fintech in Manchester.";

describe("contract: transformer API (doc 3)", () => {
  useTestApp();

  it("extract: envelope + meta; entities[{type,text,confidence}], metadata.entityCount; 401/400 shapes", async () => {
    const { key } = await makeKey({ family: "transformer" });
    const r = await call<Body>(extract, "/transformer/v1/extract", { key, family: "transformer", body: { text: JD } });
    expectEnvelope(r, "extraction");
    expectRateHeaders(r.headers);
    expect(r.body.dailyLimit).toBe(100);
    const types = ["EMPLOYEE", "EMPLOYER", "RECRUITER", "JOB", "SKILL", "LOCATION", "DATE", "SALARY"];
    expect(r.body.data.entities.length).toBeGreaterThan(0);
    for (const e of r.body.data.entities) {
      expect(types).toContain(e.type);
      expect(typeof e.text).toBe("string");
      expect(e.confidence).toBeGreaterThanOrEqual(0);
      expect(e.confidence).toBeLessThanOrEqual(1);
    }
    expect(r.body.data.metadata.entityCount).toBe(r.body.data.entities.length);
    const skills = await call<Body>(extract, "/transformer/v1/extract", {
      key,
      family: "transformer",
      body: { text: JD, options: { entityTypes: ["SKILL"], minConfidence: "0.5" } },
    });
    expect(skills.status).toBe(200);
    expect(skills.body.data.entities.every((e: Body) => e.type === "SKILL" && e.confidence >= 0.5)).toBe(true);
    const lower = await call<Body>(extract, "/transformer/v1/extract", { body: { text: JD }, headers: { "x-api-key": key } });
    expect(lower.status).toBe(200);
    expectTransformerError(await call<Body>(extract, "/transformer/v1/extract", { body: { text: JD } }), 401);
    const dev = await makeKey();
    expectTransformerError(
      await call<Body>(extract, "/transformer/v1/extract", { body: { text: JD }, key: dev.key, family: "transformer" }),
      401,
    );
    expectTransformerError(await call<Body>(extract, "/transformer/v1/extract", { body: {}, key, family: "transformer" }), 400, "text");
    expectTransformerError(
      await call<Body>(extract, "/transformer/v1/extract", { body: { text: "x".repeat(10_001) }, key, family: "transformer" }),
      400,
      "text",
    );
  });

  it("career-graph: nodes, edges, clusters, careerScore.overall", async () => {
    const { key } = await makeKey({ family: "transformer" });
    const r = await call<Body>(careerGraph, "/transformer/v1/career-graph", {
      key,
      family: "transformer",
      body: { text: `${PROFILE} ${JD}` },
    });
    expectEnvelope(r, "career-graph");
    expect(Array.isArray(r.body.data.nodes)).toBe(true);
    expect(r.body.data.nodes.length).toBeGreaterThan(0);
    expect(Array.isArray(r.body.data.edges)).toBe(true);
    expect(Array.isArray(r.body.data.clusters)).toBe(true);
    expect(typeof r.body.data.careerScore.overall).toBe("number");
    expectTransformerError(
      await call<Body>(careerGraph, "/transformer/v1/career-graph", { key, family: "transformer", body: {} }),
      400,
      "text",
    );
  });

  it("job-match: matchScore, verdict, hiringProbability 0-1, atsKeywords.missing; jobDescription required", async () => {
    const { key } = await makeKey({ family: "transformer" });
    const r = await call<Body>(trJobMatch, "/transformer/v1/job-match", {
      key,
      family: "transformer",
      body: { candidateText: PROFILE, jobDescription: JD },
    });
    expectEnvelope(r, "job-match");
    expect(r.body.data.matchScore).toBeGreaterThanOrEqual(0);
    expect(r.body.data.matchScore).toBeLessThanOrEqual(100);
    expect(typeof r.body.data.verdict).toBe("string");
    expect(r.body.data.hiringProbability).toBeGreaterThanOrEqual(0);
    expect(r.body.data.hiringProbability).toBeLessThanOrEqual(1);
    expect(Array.isArray(r.body.data.atsKeywords.missing)).toBe(true);
    expectTransformerError(
      await call<Body>(trJobMatch, "/transformer/v1/job-match", { key, family: "transformer", body: { candidateText: PROFILE } }),
      400,
      "jobDescription",
    );
    // candidateEntities: the extract response's data object, or its entity array, stands in for candidateText
    const ex = await call<Body>(extract, "/transformer/v1/extract", { key, family: "transformer", body: { text: PROFILE } });
    const byObject = await call<Body>(trJobMatch, "/transformer/v1/job-match", {
      key,
      family: "transformer",
      body: { candidateEntities: ex.body.data, jobDescription: JD },
    });
    const byArray = await call<Body>(trJobMatch, "/transformer/v1/job-match", {
      key,
      family: "transformer",
      body: { candidateEntities: ex.body.data.entities, jobDescription: JD },
    });
    expectEnvelope(byObject, "job-match");
    expect(byObject.body.data.atsKeywords.matched).toEqual(expect.arrayContaining(["Python", "SQL"]));
    expect(byObject.body.data.matchScore).toBe(byArray.body.data.matchScore);
    expectTransformerError(
      await call<Body>(trJobMatch, "/transformer/v1/job-match", { key, family: "transformer", body: { jobDescription: JD } }),
      400,
      "candidateText",
    );
  });

  it("usage: plan.used / plan.limit integers; the 429 body carries tier, used, limit, retryAfter, upgrade + Retry-After", async () => {
    const { key } = await makeKey({ family: "transformer" });
    const r = await call<Body>(trUsage, "/transformer/v1/usage", { key, family: "transformer" });
    expectEnvelope(r);
    expectRateHeaders(r.headers);
    expect(Number.isInteger(r.body.data.plan.used)).toBe(true);
    expect(r.body.data.plan.limit).toBe(100);
    let last = r;
    for (let i = 0; i < 10; i++) last = await call<Body>(trUsage, "/transformer/v1/usage", { key, family: "transformer" });
    expect(last.status).toBe(429);
    expect(last.body.success).toBe(false);
    expect(last.body.error).toMatch(/reset/i);
    expect(last.body.tier).toBe("free");
    expect(Number.isInteger(last.body.used)).toBe(true);
    expect(last.body.limit).toBe(10);
    expect(Number.isInteger(last.body.retryAfter)).toBe(true);
    expect(last.body.upgrade).toMatch(/^https?:\/\//);
    expect(last.headers.get("Retry-After")).toBe(String(last.body.retryAfter));
  });

  it("unknown transformer path: 404 in the transformer shape", async () => {
    const r = await call<Body>(trNotFound, "/transformer/v2/extract", { body: {}, params: { slug: ["v2", "extract"] } as never });
    expectTransformerError(r, 404);
  });
});

describe("contract: intelligence heads /cstm (doc 3 §2.5), no key, numbers as strings", () => {
  useTestApp();

  it("match: matchScore 0-100 and the named extras", async () => {
    const r = await call<Body>(headMatch, "/cstm/match", {
      body: { jobDescription: JD, candidateProfile: PROFILE, context: { country: "GB" } },
      ip: "198.51.100.1",
    });
    expectEnvelope(r, "match");
    expect(r.body.data.matchScore).toBeGreaterThanOrEqual(0);
    expect(r.body.data.matchScore).toBeLessThanOrEqual(100);
    expect(r.headers.get("x-request-id")).toBeTruthy();
    const noCountry = await call<Body>(headMatch, "/cstm/match", {
      body: { jobDescription: JD, candidateProfile: PROFILE },
      ip: "198.51.100.1",
    });
    expectEnvelope(noCountry, "match");
    expectTransformerError(
      await call<Body>(headMatch, "/cstm/match", { body: { candidateProfile: PROFILE }, ip: "198.51.100.1" }),
      400,
      "jobDescription",
    );
  });

  it("salary: currency, percentiles.p50, negotiationAdvice.script; Global when no country", async () => {
    const r = await call<Body>(headSalary, "/cstm/salary", {
      body: { role: "Software Engineer", country: "GB", level: "senior", experienceYears: "7" },
      ip: "198.51.100.2",
    });
    expectEnvelope(r, "salary");
    expect(r.body.data.currency).toBe("GBP");
    expect(typeof r.body.data.percentiles.p50).toBe("number");
    expect(typeof r.body.data.negotiationAdvice.script).toBe("string");
    const global = await call<Body>(headSalary, "/cstm/salary", {
      body: { role: "Software Engineer", experienceYears: "3" },
      ip: "198.51.100.2",
    });
    expectEnvelope(global, "salary");
    expect(JSON.stringify(global.body.data)).toMatch(/Global/);
    const explicitGlobal = await call<Body>(headSalary, "/cstm/salary", {
      body: { role: "Software Engineer", experienceYears: "3", country: "Global" },
      ip: "198.51.100.2",
    });
    expect(explicitGlobal.body.data).toEqual(global.body.data);
    expectTransformerError(
      await call<Body>(headSalary, "/cstm/salary", { body: { experienceYears: "abc", role: "x" }, ip: "198.51.100.2" }),
      400,
      "experienceYears",
    );
  });

  it("career-path: primaryNextRole.{title, probability 0-1, timelineMonths.min/max}, aiDisruptionRisk.level; skills as text", async () => {
    const r = await call<Body>(headPath, "/cstm/career-path", {
      body: { currentRole: "Data Engineer", yearsExperience: "6", skills: "Python, SQL\nAirflow", goals: "lead a team", country: "GB" },
      ip: "198.51.100.3",
    });
    expectEnvelope(r, "career-path");
    const p = r.body.data.primaryNextRole;
    expect(typeof p.title).toBe("string");
    expect(p.probability).toBeGreaterThanOrEqual(0);
    expect(p.probability).toBeLessThanOrEqual(1);
    expect(p.timelineMonths.min).toBeLessThanOrEqual(p.timelineMonths.max);
    expect(typeof r.body.data.aiDisruptionRisk.level).toBe("string");
    const arr = await call<Body>(headPath, "/cstm/career-path", {
      body: { currentRole: "Data Engineer", yearsExperience: 6, skills: ["Python", "SQL", "Airflow"], goals: "lead a team", country: "GB" },
      ip: "198.51.100.3",
    });
    expect(arr.body.data).toEqual(r.body.data);
  });

  it("resume-score: overallScore, atsScore, weakBullets[{original, rewritten}]", async () => {
    const r = await call<Body>(headResume, "/cstm/resume-score", {
      body: { resumeText: SYNONYM_CV, targetRole: "Backend Engineer", country: "GB", jobDescription: BACKEND_JD },
      ip: "198.51.100.4",
    });
    expectEnvelope(r, "resume-score");
    for (const k of ["overallScore", "atsScore"]) {
      expect(r.body.data[k]).toBeGreaterThanOrEqual(0);
      expect(r.body.data[k]).toBeLessThanOrEqual(100);
    }
    expect(Array.isArray(r.body.data.weakBullets)).toBe(true);
    for (const b of r.body.data.weakBullets) expect(b).toMatchObject({ original: expect.any(String), rewritten: expect.any(String) });
    expectTransformerError(
      await call<Body>(headResume, "/cstm/resume-score", { body: { targetRole: "x" }, ip: "198.51.100.4" }),
      400,
      "resumeText",
    );
  });

  it("skill-gap: readinessScore, difficultyRating, estimatedMonths, missingSkills[{importance, skill, learningPath.resource}]", async () => {
    const r = await call<Body>(headGap, "/cstm/skill-gap", {
      body: {
        currentRole: "Data Analyst",
        targetRole: "Data Engineer",
        currentSkills: "SQL, Excel, Python",
        country: "Global",
        hoursPerWeek: "8",
      },
      ip: "198.51.100.5",
    });
    expectEnvelope(r, "skill-gap");
    expect(r.body.data.readinessScore).toBeGreaterThanOrEqual(0);
    expect(r.body.data.readinessScore).toBeLessThanOrEqual(100);
    expect(r.body.data.difficultyRating).toBeDefined();
    expect(typeof r.body.data.estimatedMonths).toBe("number");
    expect(r.body.data.missingSkills.length).toBeGreaterThan(0);
    for (const s of r.body.data.missingSkills) {
      expect(s.importance).toBeDefined();
      expect(typeof s.skill).toBe("string");
      expect(s.learningPath.resource).toBeDefined();
    }
    expectTransformerError(
      await call<Body>(headGap, "/cstm/skill-gap", {
        body: { currentRole: "x", currentSkills: "SQL", hoursPerWeek: "8" },
        ip: "198.51.100.5",
      }),
      400,
      "targetRole",
    );
  });

  it("anonymous callers: the 61st call in a minute from one IP is 429 with the documented body and Retry-After", async () => {
    const body = { role: "Nurse", country: "GB", experienceYears: "4" };
    let last: Awaited<ReturnType<typeof call<Body>>> | undefined;
    for (let i = 0; i < 61; i++) last = await call<Body>(headSalary, "/cstm/salary", { body, ip: "198.51.100.77" });
    if (!last) throw new Error("no call");
    expect(last.status).toBe(429);
    expect(last.body.success).toBe(false);
    expect(last.body.limit).toBe(60);
    expect(typeof last.body.tier).toBe("string");
    expect(Number(last.headers.get("Retry-After"))).toBe(last.body.retryAfter);
    const other = await call<Body>(headSalary, "/cstm/salary", { body, ip: "198.51.100.78" });
    expect(other.status).toBe(200);
  });

  it("anonymous envelope reports the IP's usage; an X-API-Key counts against the key", async () => {
    const body = { currentRole: "Data Analyst", targetRole: "Data Engineer", currentSkills: "SQL", hoursPerWeek: "8" };
    const a = await call<Body>(headGap, "/cstm/skill-gap", { body, ip: "198.51.100.6" });
    const b = await call<Body>(headGap, "/cstm/skill-gap", { body, ip: "198.51.100.6" });
    expect(b.body.usageToday).toBe(a.body.usageToday + 1);
    expect(a.body.dailyLimit).toBe(1000);
    const { key } = await makeKey({ family: "transformer" });
    const k = await call<Body>(headGap, "/cstm/skill-gap", { body, key, family: "transformer", ip: "198.51.100.6" });
    expect(k.body.usageToday).toBe(1);
    expect(k.body.dailyLimit).toBe(100);
  });
});

// Spec 3 §2.9 key inputs, sent the way reference clients send them: numbers as strings, lists as text.
const LIFE_SIM: [number, string, Handler, Body][] = [
  [1, "/future-self/simulate", ls1, { career: "Software Developer", years: "10", age: "30", values: "growth, family", country: "GB" }],
  [2, "/future-self/regret", ls2, { career: "Accountant", alternativeCareer: "Data Scientist", values: "impact\nmoney" }],
  [
    3,
    "/future-self/chat",
    ls3,
    { message: "Was it worth it?", persona: "blunt", career: "Teacher", chatHistory: [{ role: "user", content: "hi" }] },
  ],
  [
    4,
    "/life-intel/identity/scan",
    ls4,
    { career: "Nurse", personality: "caring, organised", values: "helping, stability", workStyle: "shifts, team" },
  ],
  [5, "/future-self/timeline", ls5, { career: "Software Architect", currentRole: "Junior Developer", yearsExperience: "2" }],
  [6, "/life-intel/personality/profile", ls6, { answers: "4, 2, 4, 3, 5, 2, 4, 2, 3, 4", career: "Designer" }],
  [
    7,
    "/life-intel/career/adaptive",
    ls7,
    { personality: "curious, calm", values: "learning, freedom", skills: "Python, SQL", avoidances: "sales" },
  ],
  [8, "/life-sim/parallel", ls8, { career1: "Software Developer", career2: "Registered Nurse", decision: "switch", currentAge: "28" }],
  [
    9,
    "/life-sim/stress-test",
    ls9,
    { career: "Designer", decision: "quit to freelance", financialSituation: "savings 20000, expenses 3000 a month", riskTolerance: "4" },
  ],
  [10, "/life-sim/skill-heatmap", ls10, { targetRole: "Data Scientist", currentSkills: "Python, SQL, Excel" }],
  [11, "/life-sim/timing", ls11, { career: "Data Scientist", currentRole: "Software Developer", yearsExperience: "4" }],
  [
    12,
    "/life-sim/salary-sim",
    ls12,
    { career: "Software Developer", personality: "agreeable", negotiationStyle: "collaborative", country: "DE" },
  ],
  [13, "/life-intel/burnout/predict", ls13, { career: "Nurse", workHours: "55", satisfaction: "4", stressFactors: "night shifts" }],
  [
    14,
    "/life-intel/meaning-money",
    ls14,
    { career: "Lawyer", alternativeCareer: "Teacher", values: "impact, money", lifeGoals: "buy a home" },
  ],
  [15, "/life-intel/regret-stories", ls15, { career: "Accountant", decision: "stay", age: "32" }],
  [16, "/life-sim/reality-feed", ls16, { career: "Chef", aspect: "stress" }],
  [17, "/life-sim/micro-internship", ls17, { career: "Software Developer", task: "fix a production bug", level: "junior" }],
  [18, "/life-sim/shadow-day", ls18, { career: "Product Manager", company_type: "startup", level: "mid" }],
  [
    19,
    "/life-sim/tradeoff",
    ls19,
    { career: "Software Developer", preferences: { money: "7", time: 6, stability: 5, freedom: 6, meaning: 5, status: 3, growth: 7 } },
  ],
  [
    20,
    "/life-intel/identity/evolution",
    ls20,
    { currentProfile: "role: Product Manager; skills: SQL, leadership", previousProfile: "role: Developer; skills: Java, SQL" },
  ],
  [21, "/life-intel/wrong-path-alert", ls21, { career: "Accountant", yearsIn: "6", satisfaction: "3", recentChanges: "missed promotion" }],
];

// spec 3 §2.9, in mode order
const MODE_NAMES = [
  "Future Self Simulation",
  "Regret Forecasting",
  "AI Future Self Chat",
  "Identity Alignment Scan",
  "Career Timeline Map",
  "Personality Deep Profile",
  "Adaptive Career Recs",
  "Parallel Life Simulator",
  "Decision Stress Test",
  "Skill Gap Heatmap",
  "Opportunity Timing",
  "Realistic Salary Simulator",
  "Burnout Risk Predictor",
  "Meaning vs Money",
  "Career Regret Stories",
  "Reality Feed",
  "Micro-Internship",
  "Shadow Day AI",
  "Life Trade-Off Slider",
  "Identity Evolution",
  "Wrong Path Alert",
];

describe("contract: 21 life-simulation modes (doc 3 §2.9)", () => {
  useTestApp();

  it.each(LIFE_SIM)("mode %i %s: envelope, meta, {mode{id,name}, summary, assumptions}, seeded", async (id, path, handler, body) => {
    const ip = `192.0.2.${id}`;
    const r = await call<Body>(handler, path, { body, ip });
    expectEnvelope(r, "life-sim");
    expect(r.body.data.mode).toEqual({ id, name: MODE_NAMES[id - 1] });
    expect(typeof r.body.data.summary).toBe("string");
    expect(r.body.data.assumptions.length).toBeGreaterThan(0);
    const again = await call<Body>(handler, path, { body, ip });
    expect(again.body.data).toEqual(r.body.data);
    const empty = await call<Body>(handler, path, { body: {}, ip });
    expectTransformerError(empty, 400);
    expect(typeof empty.body.field).toBe("string");
  });

  it("unknown life-sim path: 404 in the transformer shape", async () => {
    expectTransformerError(await call<Body>(lsNotFound, "/life-sim/nowhere", { body: {}, params: { slug: ["nowhere"] } as never }), 404);
  });
});

describe("contract: /openapi.json documents every route", () => {
  // Every row of the operation tables: method, OpenAPI path, success status and who may call it.
  const ROUTES = ALL_ROUTES.map((r) => [r.method.toLowerCase(), openApiPath(r.path), r.status ?? 200, r.access] as const);

  it("GET /openapi.json serves OpenAPI 3.1 with X-Request-Id", async () => {
    const r = await call<Body>(openapiJson, "/openapi.json");
    expect(r.status).toBe(200);
    expect(r.body.openapi).toBe("3.1.0");
    expect(r.headers.get("x-request-id")).toBeTruthy();
    expect(r.body.info.description).toMatch(/Deliberate choices/);
  });

  it("the operation tables list every route this file calls, life simulation included", () => {
    expect(ROUTES.length).toBe(48);
    for (const [, path] of LIFE_SIM)
      expect(
        ROUTES.some(([m, p]) => m === "post" && p === path),
        path,
      ).toBe(true);
  });

  it.each(ROUTES)("%s %s: request body, success response and error responses", async (method, path, status, access) => {
    const doc = buildOpenApi() as Body;
    const op = doc.paths?.[path]?.[method];
    expect(op, `${method} ${path}`).toBeDefined();
    if (method === "post" && !path.includes("/rotate")) expect(op.requestBody, "requestBody").toBeDefined();
    expect(op.responses[String(status)], `${status} response`).toBeDefined();
    const errors = Object.keys(op.responses).filter((s) => /^[45]\d\d$/.test(s));
    expect(errors.length, "error responses").toBeGreaterThan(0);
    const publicRoute = access === "none";
    const openRoute = access === "optional";
    const expected = [
      ...(method === "post" ? ["400"] : []),
      ...(publicRoute ? [] : openRoute ? ["429"] : ["401", "429"]),
      ...(path === "/v1/developer/register" ? ["409", "429"] : []),
    ];
    expect(errors, `${method} ${path}`).toEqual(expect.arrayContaining(expected));
  });
});

describe("contract: body limits, bad JSON and unlimited tiers", () => {
  useTestApp();

  it("developer: 413 payload_too_large over 1 MB, 400 invalid_json, cover-letter mode errors say what mode takes", async () => {
    const { key } = await makeKey({ tier: "PRO" });
    expectDeveloperError(
      await call<Body>(cvScore, "/v1/career/cv/score", { key, rawBody: JSON.stringify({ cv_text: "x".repeat(1_100_000) }) }),
      413,
      "payload_too_large",
    );
    expectDeveloperError(await call<Body>(cvScore, "/v1/career/cv/score", { key, rawBody: "cv_text=hello" }), 400, "invalid_json");
    const noMode = await call<Body>(coverLetter, "/v1/career/cover-letter/generate", {
      key,
      body: { cv_text: SYNONYM_CV, job_description: BACKEND_JD },
    });
    expectDeveloperError(noMode, 400, "invalid_request");
    expect(noMode.body.error.param).toBe("mode");
    expect(noMode.body.error.message).toMatch(/1\.\.15/);
    const badSlug = await call<Body>(coverLetter, "/v1/career/cover-letter/generate", {
      key,
      body: { cv_text: SYNONYM_CV, job_description: BACKEND_JD, mode: "poetic" },
    });
    expectDeveloperError(badSlug, 400, "invalid_request");
    expect(badSlug.body.error.param).toBe("mode");
  });

  it("transformer: 413 and invalid_json in the transformer shape; a 400 message names the field", async () => {
    const { key } = await makeKey({ family: "transformer" });
    expectTransformerError(
      await call<Body>(extract, "/transformer/v1/extract", {
        key,
        family: "transformer",
        rawBody: JSON.stringify({ text: "x".repeat(1_100_000) }),
      }),
      413,
    );
    expectTransformerError(await call<Body>(extract, "/transformer/v1/extract", { key, family: "transformer", rawBody: "{bad" }), 400);
    const missing = await call<Body>(headMatch, "/cstm/match", { body: { candidateProfile: PROFILE }, ip: "198.51.100.40" });
    expectTransformerError(missing, 400, "jobDescription");
    expect(missing.body.error).toContain("jobDescription");
  });

  it("unlimited tiers: ENTERPRISE daily_limit/remaining_today null; enterprise transformer dailyLimit null (documented)", async () => {
    const dev = await makeKey({ tier: "ENTERPRISE" });
    const u = await call<Body>(usage, `/v1/developer/usage/${dev.accountId}`, { key: dev.key, params: { developerId: dev.accountId } });
    expect(u.status).toBe(200);
    expect(u.body.daily_limit).toBeNull();
    expect(u.body.remaining_today).toBeNull();
    expect(u.body.rpm_limit).toBe(1000);
    const tr = await makeKey({ family: "transformer", tier: "enterprise" });
    const r = await call<Body>(trUsage, "/transformer/v1/usage", { key: tr.key, family: "transformer" });
    expect(r.status).toBe(200);
    expect(r.body.dailyLimit).toBeNull();
    expect(r.body.data.plan.limit).toBeNull();
  });

  it("sandbox keys: csk_test_v1_ behave the same and show livemode false in usage", async () => {
    const k = await makeKey({ tier: "PRO", keyType: "test" });
    expect(k.key).toMatch(/^csk_test_v1_[0-9a-f]{48}$/);
    expect((await call<Body>(cvScore, "/v1/career/cv/score", { key: k.key, body: { cv_text: SYNONYM_CV } })).status).toBe(200);
    const u = await call<Body>(usage, `/v1/developer/usage/${k.accountId}`, { key: k.key, params: { developerId: k.accountId } });
    expect(u.body.requests_today).toBe(1);
    expect(u.body.livemode).toBe(false);
    expect(u.body.keys[0].livemode).toBe(false);
    const live = await makeKey({ tier: "PRO" });
    const lu = await call<Body>(usage, `/v1/developer/usage/${live.accountId}`, { key: live.key, params: { developerId: live.accountId } });
    expect(lu.body.livemode).toBe(true);
    expect(lu.body.keys[0].livemode).toBe(true);
  });
});

describe("contract: real responses match the schemas published in /openapi.json", () => {
  useTestApp();

  function expectSchema(schema: z.ZodType, r: { status: number; body: unknown }, label: string) {
    expect(r.status, label).toBeLessThan(300);
    const parsed = schema.safeParse(r.body);
    expect(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`), label).toEqual([]);
  }

  it("developer routes", async () => {
    const reg = await call<Body>(register, "/v1/developer/register", {
      body: { email: `schema-${Date.now()}@example.com` },
      ip: "203.0.113.60",
    });
    expectSchema(platform.RegisterResponse, reg, "register");
    expectSchema(platform.TiersResponse, await call<Body>(tiers, "/v1/developer/tiers"), "tiers");
    const pro = await makeKey({ tier: "PLUS" });
    const key = pro.key;
    const ctx = await call<Body>(createContext, "/v1/career/context", { key, body: { target_role: "Data Engineer", skills: ["SQL"] } });
    expectSchema(platform.ContextResponse, ctx, "context");
    expectSchema(platform.ContextResponse, await call<Body>(getContext, "/x", { key, params: { id: ctx.body.context_id } }), "context get");
    expectSchema(
      scoring.CvScoreResponse,
      await call<Body>(cvScore, "/x", { key, body: { cv_text: SYNONYM_CV, job_description: BACKEND_JD } }),
      "cv score",
    );
    expectSchema(
      salaryContracts.SalaryBenchmarkResponse,
      await call<Body>(salary, "/x", { key, body: { role: "Nurse", country: "FR" } }),
      "salary",
    );
    expectSchema(
      writing.CoverLetterResponse,
      await call<Body>(coverLetter, "/x", { key, body: { cv_text: SYNONYM_CV, job_description: BACKEND_JD, mode: "data-driven" } }),
      "cover letter",
    );
    expectSchema(
      scoring.JobMatchResponse,
      await call<Body>(jobMatch, "/x", { key, body: { cv_text: SYNONYM_CV, job_description: BACKEND_JD } }),
      "job match",
    );
    expectSchema(
      scoring.SkillsGapResponse,
      await call<Body>(skillsGap, "/x", { key, body: { cv_text: SYNONYM_CV, target_role: "Data Engineer" } }),
      "skills gap",
    );
    expectSchema(
      writing.InterviewQuestionsResponse,
      await call<Body>(interview, "/x", { key, body: { role: "Data Engineer", count: 3 } }),
      "interview",
    );
    expectSchema(
      writing.ChatCompletionResponse,
      await call<Body>(chat, "/x", { key, body: { model: "lm-deep", messages: [{ role: "user", content: "hello" }] } }),
      "chat",
    );
    expectSchema(platform.UsageResponse, await call<Body>(usage, "/x", { key, params: { developerId: pro.accountId } }), "usage");
    expectSchema(
      platform.RotateResponse,
      await call<Body>(rotate, "/x", { key, body: { grace_seconds: 60 }, params: { id: pro.keyId } }),
      "rotate",
    );
  });

  it("embedding and transformer routes", async () => {
    const em = await makeKey({ family: "embed" });
    expectSchema(
      embedContracts.EmbedResponse,
      await call<Body>(embed, "/x", { key: em.key, family: "embed", body: { input: "nurse" } }),
      "embed",
    );
    expectSchema(
      embedContracts.SimilarityResponse,
      await call<Body>(similarity, "/x", { key: em.key, family: "embed", body: { text_a: "a nurse", text_b: "a doctor" } }),
      "similarity",
    );
    expectSchema(
      embedContracts.MatchJobsResponse,
      await call<Body>(matchJobs, "/x", { key: em.key, family: "embed", body: { cv_text: SYNONYM_CV } }),
      "match-jobs",
    );
    expectSchema(platform.ModelsDocResponse, await call<Body>(docsModels, "/docs/models"), "docs/models");
    const tr = await makeKey({ family: "transformer" });
    const tk = { key: tr.key, family: "transformer" as const };
    expectSchema(envelope(transformerText.ExtractData), await call<Body>(extract, "/x", { ...tk, body: { text: JD } }), "extract");
    expectSchema(
      envelope(transformerText.CareerGraphData),
      await call<Body>(careerGraph, "/x", { ...tk, body: { text: PROFILE } }),
      "career-graph",
    );
    expectSchema(
      envelope(scoring.TransformerJobMatchData),
      await call<Body>(trJobMatch, "/x", { ...tk, body: { candidateText: PROFILE, jobDescription: JD } }),
      "job-match",
    );
    expectSchema(envelope(platform.TransformerUsageData, false), await call<Body>(trUsage, "/x", tk), "usage");
    const ip = "198.51.100.90";
    expectSchema(
      envelope(scoring.MatchHeadData),
      await call<Body>(headMatch, "/x", { body: { jobDescription: JD, candidateProfile: PROFILE }, ip }),
      "head match",
    );
    expectSchema(
      envelope(salaryContracts.SalaryHeadData),
      await call<Body>(headSalary, "/x", { body: { role: "Nurse", experienceYears: "3" }, ip }),
      "head salary",
    );
    expectSchema(
      envelope(scoring.CareerPathData),
      await call<Body>(headPath, "/x", { body: { currentRole: "Nurse", yearsExperience: "3" }, ip }),
      "head path",
    );
    expectSchema(
      envelope(scoring.ResumeScoreData),
      await call<Body>(headResume, "/x", { body: { resumeText: SYNONYM_CV, targetRole: "Backend Engineer" }, ip }),
      "head resume",
    );
    expectSchema(
      envelope(scoring.SkillGapHeadData),
      await call<Body>(headGap, "/x", { body: { targetRole: "Data Engineer", currentSkills: "SQL" }, ip }),
      "head gap",
    );
    for (const [id, path, handler, body] of LIFE_SIM)
      expectSchema(lifeSimContracts.LifeSimResponse, await call<Body>(handler, path, { body, ip }), `mode ${id}`);
  });
});
