/**
 * Cover-letter modes 9–13 and 15: letters shaped by the candidate's situation (values fit, a change of
 * field, an internal move, a referral, remote work, an executive brief).
 */
import { getSkill, resolveSkill } from "@/lib/knowledge/skills";
import {
  achievementSentence, closingParagraph, currentRole, lowerFirst, metricAchievements, roleLabel, skillsSentence,
  topAchievements, recordFact, yearsSentence, type LetterCtx,
} from "./letter-context";
import { joinList } from "./text";

const compact = (xs: (string | null | undefined)[]) => xs.filter((x): x is string => !!x).join(" ");

/** 9 Cultural fit: the employer's stated values, each matched to evidence. */
export function writeCulturalFit(ctx: LetterCtx): string[] {
  const values = ctx.job.values.slice(0, 3).map((v) => recordFact(ctx, "value", v, "job_description"));
  const open = values.length
    ? `Your advert talks about ${joinList(values)}. Those words describe how I already work, and I would rather join a team that names them than one that leaves them implied.`
    : `I look for teams whose way of working matches mine, and the way you describe ${ctx.rolePhrase} suggests ${ctx.company ?? "your team"} is one.`;
  // Results are listed as the record behind the claim; pairing each with a value would be an invented link.
  const evidence = topAchievements(ctx).map((a) => achievementSentence(ctx, a));
  if (evidence.length) evidence.unshift(ctx.c.pick(["The record behind that claim:", "What that looks like in practice:"]));
  return [open, compact(evidence) || compact([skillsSentence(ctx)]), compact([evidence.length ? skillsSentence(ctx) : null]), closingParagraph(ctx)].filter((p) => !!p);
}

/**
 * Skills of the candidate that carry over to the target: exact matches, plus CV skills the taxonomy
 * lists as related to a required skill (the relation is the evidence, so it is named).
 */
function transferableSkills(ctx: LetterCtx): { have: string; for: string | null }[] {
  const out: { have: string; for: string | null }[] = ctx.matched.map((s) => ({ have: s, for: null }));
  const cvIds = new Map(ctx.facts.skills.map((s) => [resolveSkill(s)?.id, s] as const));
  for (const req of ctx.job.requiredSkills) {
    const r = resolveSkill(req);
    if (!r || ctx.matched.includes(req)) continue;
    for (const rel of r.related) {
      const have = cvIds.get(rel) ?? cvIds.get(getSkill(rel)?.id);
      if (have && !out.some((o) => o.have === have)) out.push({ have, for: req });
    }
  }
  return out.slice(0, 5);
}

/** 10 Career transition: where the candidate comes from, and an explicit map of what transfers. */
export function writeCareerTransition(ctx: LetterCtx): string[] {
  const from = currentRole(ctx);
  const open = from
    ? `I am moving from my work as ${roleLabel(ctx, from)} into ${ctx.rolePhrase}, and I am doing it deliberately.`
    : `I am changing direction into ${ctx.rolePhrase}, and I am doing it deliberately.`;
  const transfers = transferableSkills(ctx);
  const map = transfers.length
    ? `What transfers directly:\n${transfers.map((t) => `- ${recordFact(ctx, "skill", t.have, t.for ? "cv" : "job_description")}${t.for ? `, which sits close to the ${recordFact(ctx, "job_requirement", t.for, "job_description")} you ask for` : ", which your advert asks for by name"}`).join("\n")}`
    : "The skills that transfer are less about tools than about how I work, as the results below show.";
  const proof = compact(topAchievements(ctx, Math.max(1, ctx.depth - 1)).map((a) => achievementSentence(ctx, a)));
  const gap = ctx.job.requiredSkills.filter((s) => !ctx.matched.includes(s) && !transfers.some((t) => t.for === s)).slice(0, 2);
  const honest = gap.length ? `Where I am newer, in ${joinList(gap.map((g) => recordFact(ctx, "job_requirement", g, "job_description")))}, I have a plan to close the gap quickly.` : null;
  return [open, map, compact([proof ? `The evidence: ${lowerFirst(proof)}` : null, honest]), closingParagraph(ctx)].filter((p) => !!p);
}

/** 11 Promotion: an internal application built on the current role's record. */
export function writePromotion(ctx: LetterCtx): string[] {
  const cur = currentRole(ctx);
  const org = ctx.company ?? cur?.employer ?? null;
  // Without a name, "at the organisation" reads oddly; "within the organisation" does not.
  const where = org ? `at ${org}` : "within the organisation";
  const open = cur
    ? `I am applying for ${ctx.rolePhrase} as my next step ${where}, building on my current work as ${cur.title}.`
    : `I am applying internally for ${ctx.rolePhrase} as my next step ${where}.`;
  if (cur) recordFact(ctx, "role", cur.title, "cv");
  const record = topAchievements(ctx).map((a) => achievementSentence(ctx, a));
  const ready = `I already know the people, systems and priorities, so the step up would start from context rather than from scratch.`;
  return [open, compact(record) || compact([skillsSentence(ctx)]), compact([ready, yearsSentence(ctx)]), closingParagraph(ctx)].filter((p) => !!p);
}

/** 12 Referral: the referrer is named in the first sentence. */
export function writeReferral(ctx: LetterCtx): string[] {
  const who = ctx.referrer ? recordFact(ctx, "referrer", ctx.referrer, "request") : "A colleague";
  const open = ctx.c.pick([
    `${who} suggested I apply for ${ctx.rolePhrase}${ctx.company ? ` at ${ctx.company}` : ""}, and after reading the advert I can see why.`,
    `I am applying for ${ctx.rolePhrase} on the recommendation of ${who}, who thought my background would suit the team.`,
  ]);
  const proof = compact(topAchievements(ctx).map((a) => achievementSentence(ctx, a)));
  return [open, proof || compact([skillsSentence(ctx)]), compact([proof ? skillsSentence(ctx) : null, yearsSentence(ctx)]), closingParagraph(ctx)].filter((p) => !!p);
}

/** 13 Remote: addresses asynchronous work, written communication and self-management with evidence. */
export function writeRemote(ctx: LetterCtx): string[] {
  const open = `I am applying for ${ctx.rolePhrase}${ctx.job.remote ? " as a remote role" : " and would work remotely"}, so here is how I work when the team is not in one room.`;
  const tools = ctx.facts.skills.filter((s) => /\b(git|github|gitlab|jira|confluence|slack|notion|asana|trello|zoom|microsoft teams|miro|linear|documentation|technical writing)\b/i.test(s)).slice(0, 4);
  for (const t of tools) recordFact(ctx, "skill", t, "cv");
  const habits = compact([
    "Asynchronous work runs on clear writing: decisions, hand-overs and status go into shared documents rather than meetings.",
    tools.length ? `Day to day that means ${joinList(tools)}.` : null,
    ctx.facts.mentionsRemote ? "My CV shows I have already worked this way across locations." : null,
  ]);
  const proof = compact(topAchievements(ctx, Math.max(1, ctx.depth - 1)).map((a) => achievementSentence(ctx, a)));
  return [open, habits, compact([proof ? `Results travel well over a network: ${lowerFirst(proof)}` : null, skillsSentence(ctx)]), closingParagraph(ctx)].filter((p) => !!p);
}

/** 15 Executive: board-level and brief: scope, one or two outcomes in numbers, the offer. */
export function writeExecutive(ctx: LetterCtx): string[] {
  const cur = currentRole(ctx);
  const open = cur
    ? `As ${roleLabel(ctx, cur)}, I am applying for ${ctx.rolePhrase}${ctx.company ? ` at ${ctx.company}` : ""}.`
    : `I am applying for ${ctx.rolePhrase}${ctx.company ? ` at ${ctx.company}` : ""}.`;
  const outcomes = (metricAchievements(ctx).length ? metricAchievements(ctx) : topAchievements(ctx)).slice(0, 2).map((a) => achievementSentence(ctx, a));
  const offer = ctx.job.problems[0]
    ? `The board's priority, as I read the brief, is to ${ctx.job.problems[0].replace(/^(you will|you'll|you)\s+/i, "").replace(/^./, (c) => c.toLowerCase())}; that is where I would focus first.`
    : "I would focus first on the priorities the board sets for the role.";
  if (ctx.job.problems[0]) recordFact(ctx, "job_requirement", ctx.job.problems[0], "job_description");
  return [open, compact(outcomes) || compact([yearsSentence(ctx)]) || "My CV sets out the scope of my current remit.", offer, "I would welcome a conversation."].filter((p) => !!p);
}
