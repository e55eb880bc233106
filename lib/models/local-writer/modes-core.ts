/**
 * Cover-letter modes 1–8. Each returns the body paragraphs (greeting and sign-off are added by the
 * composer); body[0] is the opening, whose shape is what makes each mode recognisable.
 */
import {
  achievementSentence, closingParagraph, currentRole, lowerFirst, metricAchievements, requirementLabel, roleLabel,
  skillLabel, skillsSentence, topAchievements, upperFirst, recordFact, yearsSentence, type LetterCtx,
} from "./letter-context";
import { joinList } from "./text";

const compact = (xs: (string | null | undefined)[]) => xs.filter((x): x is string => !!x).join(" ");

function fallbackEvidence(ctx: LetterCtx): string {
  const r = currentRole(ctx);
  if (r) return `My current work as ${roleLabel(ctx, r)} is the closest match to what you describe.`;
  const skills = ctx.facts.skills.slice(0, 3);
  for (const s of skills) recordFact(ctx, "skill", s, "cv");
  return skills.length ? `My CV centres on ${joinList(skills.map(skillLabel))}.` : "My CV sets out the detail of my experience.";
}

/** 1 Achievement-led: the strongest result opens the letter. */
export function writeAchievementLed(ctx: LetterCtx): string[] {
  const [first, ...rest] = topAchievements(ctx);
  const open = first
    ? compact([achievementSentence(ctx, first), `That is the kind of result I want to deliver in ${ctx.rolePhrase}.`])
    : compact([`I am applying for ${ctx.rolePhrase}.`, fallbackEvidence(ctx)]);
  const middle = rest.length ? compact([ctx.c.pick(["Two more results show the pattern.", "It was not a one-off."]), ...rest.map((a) => achievementSentence(ctx, a))]) : null;
  return [open, middle, compact([skillsSentence(ctx), yearsSentence(ctx)]), closingParagraph(ctx)].filter((p): p is string => !!p);
}

/** 2 Insight-led: an observation about what the role really needs, drawn from the advert. */
export function writeInsightLed(ctx: LetterCtx): string[] {
  const need = ctx.job.problems[0];
  const skills = ctx.job.requiredSkills.slice(0, 2);
  let open: string;
  if (need) {
    open = `Reading your advert, the line that stands out is "${requirementLabel(ctx, need)}". In my experience that is where ${ctx.rolePhrase} is won or lost: less in the tools than in the judgement about what to tackle first.`;
  } else if (skills.length) {
    for (const s of skills) recordFact(ctx, "job_requirement", s, "job_description");
    open = `Your advert puts ${joinList(skills.map(skillLabel))} at the centre of ${ctx.rolePhrase}. The tools matter, but the harder part is choosing where they make the biggest difference.`;
  } else {
    open = `Most hiring for ${ctx.rolePhrase} is about judgement as much as skills: knowing which problem to solve first.`;
  }
  const proof = topAchievements(ctx, Math.max(1, ctx.depth - 1)).map((a) => achievementSentence(ctx, a));
  const middle = proof.length ? compact(["That is how I have worked.", ...proof]) : fallbackEvidence(ctx);
  return [open, middle, compact([skillsSentence(ctx)]), closingParagraph(ctx)].filter((p) => !!p);
}

/** 3 Problem-solution: each need in the advert is paired with evidence that the candidate has met it. */
export function writeProblemSolution(ctx: LetterCtx): string[] {
  const problems = ctx.job.problems.slice(0, Math.min(3, ctx.depth));
  const evidence = topAchievements(ctx, problems.length || 1);
  const open = problems.length
    ? `Your advert names ${problems.length === 1 ? "a clear problem" : `${problems.length} clear problems`} to solve. Here is how my experience answers ${problems.length === 1 ? "it" : "them"}.`
    : `I am applying for ${ctx.rolePhrase}, and I have set out below the problems I can take off your hands.`;
  const pairs = problems.map((p, i) => {
    const a = evidence[i];
    const need = `You need someone to ${requirementLabel(ctx, p)}.`;
    return a ? `${need} ${achievementSentence(ctx, a)}` : `${need} ${skillsSentence(ctx) ?? fallbackEvidence(ctx)}`;
  });
  if (!pairs.length) pairs.push(...evidence.map((a) => achievementSentence(ctx, a)));
  return [open, ...pairs, closingParagraph(ctx)];
}

/** 4 Narrative: the career told in order, earliest role first, ending at this application. */
export function writeNarrative(ctx: LetterCtx): string[] {
  const roles = [...ctx.facts.roles].reverse().slice(-Math.max(2, ctx.depth));
  const first = roles[0];
  if (roles.length === 1) {
    const only = `My path to ${ctx.rolePhrase} runs through my work as ${roleLabel(ctx, first)}.`;
    const turn = topAchievements(ctx, 1)[0];
    const skills = ctx.facts.skills.slice(0, 3).map((s) => skillLabel(recordFact(ctx, "skill", s, "cv")));
    const story = turn ? `The turning point: ${lowerFirst(achievementSentence(ctx, turn))}` : skills.length ? `Along the way I have built up ${joinList(skills)}.` : null;
    return [compact([only, story]), `The next chapter I am looking for is ${ctx.rolePhrase}${ctx.company ? ` at ${ctx.company}` : ""}.`, closingParagraph(ctx)];
  }
  const open = first
    ? `My path to ${ctx.rolePhrase} started when I worked as ${roleLabel(ctx, first)}. ${ctx.c.pick(["Each step since has built on that start.", "What I learned there still shapes how I work."])}`
    : `My path to ${ctx.rolePhrase} has been a steady build-up of responsibility.`;
  const steps = roles.slice(1).map((r, i) => (i === roles.length - 2 ? `Today I work as ${roleLabel(ctx, r)}.` : `From there I moved on to work as ${roleLabel(ctx, r)}.`));
  const turning = topAchievements(ctx, 1)[0];
  const story = compact([...steps, turning ? `The turning point: ${lowerFirst(achievementSentence(ctx, turning))}` : null]);
  const next = `The next chapter I am looking for is ${ctx.rolePhrase}${ctx.company ? ` at ${ctx.company}` : ""}, where ${ctx.matched.length ? `my ${joinList(ctx.matched.slice(0, 3).map((s) => skillLabel(recordFact(ctx, "skill", s, "job_description"))))} work` : "this experience"} can carry on growing.`;
  return [open, story || fallbackEvidence(ctx), next, closingParagraph(ctx)].filter((p) => !!p);
}

/** 5 Company-specific: opens on what the company says about itself in the advert. */
export function writeCompanySpecific(ctx: LetterCtx): string[] {
  const name = ctx.company ?? "your company";
  let open: string;
  if (ctx.job.companyLine) {
    recordFact(ctx, "company", ctx.job.companyLine, "job_description");
    open = `"${ctx.job.companyLine}." That line from your advert is why I am applying to ${name} rather than to any ${ctx.roleTitle ?? "similar"} opening.`;
  } else {
    open = `I am applying to ${name} specifically, and to ${ctx.rolePhrase} in particular.`;
  }
  const values = ctx.job.values.slice(0, 2).map((v) => recordFact(ctx, "value", v, "job_description"));
  const why = values.length ? `You put ${joinList(values)} in writing, and that matches how I work.` : null;
  const proof = compact(topAchievements(ctx, ctx.depth - 1 || 1).map((a) => achievementSentence(ctx, a)));
  return [open, compact([why, proof || fallbackEvidence(ctx)]), compact([skillsSentence(ctx)]), closingParagraph(ctx)].filter((p) => !!p);
}

/** 6 Question-led: the letter opens with a question the rest of it answers. */
export function writeQuestionLed(ctx: LetterCtx): string[] {
  const need = ctx.job.problems[0];
  const a = topAchievements(ctx, 1)[0];
  const question = need
    ? `What would it mean for ${ctx.company ?? "your team"} to have someone who could ${requirementLabel(ctx, need)} from the first month?`
    : ctx.matched.length
      ? `How much faster would ${ctx.company ?? "your team"} move with a ${ctx.roleTitle ?? "colleague"} who already works daily in ${joinList(ctx.matched.slice(0, 2).map((s) => skillLabel(recordFact(ctx, "skill", s, "job_description"))))}?`
      : `What does ${ctx.company ?? "your team"} need most from its next ${ctx.roleTitle ?? "hire"}?`;
  const answer = a ? compact(["My answer comes from what I have already done.", achievementSentence(ctx, a)]) : fallbackEvidence(ctx);
  const more = topAchievements(ctx).slice(1).map((x) => achievementSentence(ctx, x));
  return [compact([question, answer]), compact([...more, skillsSentence(ctx)]), closingParagraph(ctx)].filter((p) => !!p);
}

/** 7 Bold statement: a short declarative claim backed immediately by evidence. */
export function writeBoldStatement(ctx: LetterCtx): string[] {
  const a = metricAchievements(ctx)[0] ?? topAchievements(ctx, 1)[0];
  let claim: string;
  if (a?.verbFirst) {
    recordFact(ctx, "achievement", a.text, "cv");
    const where = a.employer ? `I did that at ${recordFact(ctx, "employer", a.employer, "cv")}` : "I have done it before";
    claim = `${upperFirst(a.text)}. ${where}, and I intend to do the same for ${ctx.company ?? "you"}.`;
  } else {
    claim = `I can do ${ctx.rolePhrase} well, and I can show it.`;
  }
  const proof = a && !a.verbFirst ? achievementSentence(ctx, a) : a ? null : fallbackEvidence(ctx);
  const rest = topAchievements(ctx).filter((x) => x !== a).slice(0, ctx.depth - 1).map((x) => achievementSentence(ctx, x));
  return [claim, compact([proof, ...rest]), compact([skillsSentence(ctx), yearsSentence(ctx)]), closingParagraph(ctx)].filter((p) => !!p);
}

/** 8 Data-driven: the candidate's numbers lead, as a short list, before any prose. */
export function writeDataDriven(ctx: LetterCtx): string[] {
  const withNumbers = metricAchievements(ctx).slice(0, Math.max(3, ctx.depth));
  const open = withNumbers.length
    ? `${ctx.c.pick(["The numbers first:", "In figures:", "My record in numbers:"])}\n${withNumbers.map((a) => `- ${upperFirst(recordFact(ctx, "achievement", a.text, "cv"))}${a.employer ? ` (${recordFact(ctx, "employer", a.employer, "cv")})` : ""}`).join("\n")}`
    : `My CV does not lead with figures, so here is the evidence I can offer for ${ctx.rolePhrase}.`;
  const context = withNumbers.length ? `Those figures are why I am applying for ${ctx.rolePhrase}: it measures success the same way I do.` : fallbackEvidence(ctx);
  return [open, compact([context, skillsSentence(ctx), yearsSentence(ctx)]), closingParagraph(ctx)].filter((p) => !!p);
}
