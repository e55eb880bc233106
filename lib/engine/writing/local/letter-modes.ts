/**
 * The 15 modes as plans: what opens the letter, which facts follow in which order, and how it closes. Each
 * mode has its own opening and closing sentences and its own frame for each cited fact; every mode carries
 * the advert's core requirement (coreSentence). English only; mode 14 lives in letter-multilingual.ts.
 */
import { joinList } from "./text";
import type { Achievement } from "./documents";
import { openerOf, proseLabel, record, takeAchievements, type LetterPlan } from "./letter-plan";
import {
  answersRequirement,
  achievementBody,
  achievementSentence,
  coreSentence,
  matchedSkillsSentence,
  openRequirements,
  titleSentence,
  withArticle,
  yearsSentence,
} from "./letter-frames";

export interface LetterDraft {
  opening: string[];
  /** paragraphs of sentences; the composer may add facts to them or drop their last sentences */
  body: string[][];
  closing: string[];
}

type Mode = (plan: LetterPlan) => LetterDraft;

const present = (xs: (string | null | undefined)[]): string[] => xs.filter((x): x is string => !!x);

/** " at Acme" / " with your client" / "" */
function atEmployer(plan: LetterPlan): string {
  if (!plan.employer) return "";
  return plan.ad.company ? ` at ${record(plan, "company", plan.employer, "job_description")}` : ` with ${plan.employer}`;
}

function coreLabel(plan: LetterPlan): string | null {
  return plan.core ? proseLabel(plan.core.label) : null;
}

/** n more achievements in this mode's wording. */
function cite(plan: LetterPlan, n: number): string[] {
  // The core requirement's evidence is kept for the sentence that answers it, wherever the mode places that sentence.
  return takeAchievements(plan, n, (a) => a !== plan.core?.evidence).map((a) => achievementSentence(plan, a));
}

/** A result in the past tense: a present-tense duty ("Teach science…") cannot stand alone, head a list or be a "result". */
const past = (a: Achievement) => !a.present;

/**
 * The opening's proof: the strongest result that answers the advert (a figure first), kept apart from the core
 * requirement's evidence, which its own sentence states. Null when the CV has no such result.
 */
function proof(p: LetterPlan, lead: string): string | null {
  // A result that answers one of the advert's other requirements is left for the body, which links it to that
  // requirement in one sentence; the opening takes the strongest of the rest, or of all when none is left.
  const other = (a: Achievement) => past(a) && a !== p.core?.evidence && !p.unrelated.has(a);
  const free = (a: Achievement) => other(a) && !answersRequirement(p, a);
  for (const f of [(a: Achievement) => free(a) && !!a.metric, free, (a: Achievement) => other(a) && !!a.metric, other]) {
    const [best] = takeAchievements(p, 1, f);
    if (best) return `${lead} I ${achievementBody(p, best)}.`;
  }
  return null;
}

const achievementLed: Mode = (p) => {
  // The second choice is only taken when the first finds none (taking marks a result as cited), and the core
  // requirement's evidence is left for the core sentence.
  const lead = (a: Achievement) => past(a) && a !== p.core?.evidence;
  const best = takeAchievements(p, 1, (a) => !!a.metric && lead(a))[0] ?? takeAchievements(p, 1, lead)[0];
  // "My strongest result" only for a result with a figure; a duty without one is the experience the letter leads with.
  const opening = best
    ? [
        best.metric
          ? `My strongest result: I ${achievementBody(p, best)}.`
          : `The experience I would lead with: I ${achievementBody(p, best)}.`,
        `That is the kind of ${best.metric ? "result" : "work"} I would bring to ${p.role}${atEmployer(p)}.`,
      ]
    : present([`I am applying for ${p.role}${atEmployer(p)}.`, titleSentence(p)]);
  return {
    opening,
    body: [present([coreSentence(p)]), cite(p, 2), present([matchedSkillsSentence(p), yearsSentence(p)])],
    closing: [
      best
        ? `I would welcome the chance to discuss how ${best.metric ? "these results" : "this experience"} would carry over to the role.`
        : "I would welcome the chance to discuss the role and my experience.",
    ],
  };
};

const insightLed: Mode = (p) => {
  const k = coreLabel(p);
  const opening = k
    ? [
        `Reading your advert for ${p.role}, one requirement stands out: ${k}.`,
        "In my experience that is where the work is won or lost, so this letter starts there.",
      ]
    : [`Reading your advert for ${p.role}, I looked first for what the work needs most.`];
  return {
    opening,
    body: [present([coreSentence(p)]), cite(p, 2), present([matchedSkillsSentence(p)])],
    closing: ["If what I have set out matches what you need, I would be glad to talk it through."],
  };
};

const problemSolution: Mode = (p) => {
  const reqs = p.requirements.slice(0, 3);
  const opening =
    reqs.length > 1
      ? [`Your advert for ${p.role} sets out ${reqs.length === 2 ? "two" : "three"} main requirements, so I take them one by one.`]
      : [`I am applying for ${p.role}${atEmployer(p)}, and below I set out what I offer for it.`];
  for (const r of reqs) p.statedRequirements.add(r.id);
  // Each requirement after the first opens differently ("You ask for…", "Next on your list is…", "Then comes…").
  const asks = [(l: string) => `You ask for ${l}`, (l: string) => `Next on your list is ${l}`, (l: string) => `Then comes ${l}`];
  const body: string[][] = reqs.map((r, i) => {
    if (r === p.core) return present([coreSentence(p)]);
    const label = proseLabel(record(p, "job_requirement", r.label, "job_description"));
    const ask = asks[(i + 2) % asks.length](label);
    if (r.evidence && !p.citedAchievements.has(r.evidence)) {
      // The result is linked to the requirement in one sentence ("You want X, and at Y I …").
      p.citedAchievements.add(r.evidence);
      p.statedRequirements.delete(r.id);
      return [achievementSentence(p, r.evidence)];
    }
    if (r.held) return [`${ask}, and it is part of my experience.`];
    return [`${ask}, which I would be glad to build experience in with your team.`];
  });
  if (!reqs.length) body.push(present([coreSentence(p)]));
  body.push(cite(p, 2));
  return {
    opening,
    body,
    closing: ["I would be happy to go through each of these with you in more detail."],
  };
};

const narrative: Mode = (p) => {
  const titles = p.cand.titles
    .filter((t) => !/[,/|]/.test(t))
    .slice(0, 3)
    .reverse();
  titles.forEach((t) => record(p, "role", t, "cv"));
  const opening =
    titles.length > 1
      ? [`My path to ${p.role} began when I worked as ${withArticle(titles[0])}.`, "Each step since has added to that start."]
      : titles.length === 1
        ? [`My path to ${p.role} runs through my work as ${withArticle(titles[0])}.`]
        : [`My path to ${p.role} has been built one result at a time.`];
  const steps = titles
    .slice(1)
    .map((t, i) =>
      i === titles.length - 2 ? `Most recently I have worked as ${withArticle(t)}.` : `From there I moved on to work as ${withArticle(t)}.`,
    );
  return {
    opening,
    body: [present([...steps, ...cite(p, 1)]), cite(p, 1), present([coreSentence(p)])],
    closing: [`The next chapter I am looking for is ${p.role}${atEmployer(p)}.`, "I would be glad to tell you more about the path so far."],
  };
};

const companySpecific: Mode = (p) => {
  const opening = p.ad.company
    ? [`I am writing to ${record(p, "company", p.ad.company, "job_description")} about ${p.role}, and I have read your advert with care.`]
    : p.ad.agency
      ? [`I am writing about ${p.role} that you are recruiting for on behalf of your client.`]
      : [`I am writing about ${p.role} as advertised, and I have read the advert with care.`];
  if (p.ad.selfDescription)
    opening.push(
      `Your advert describes the employer in its own words: "${record(p, "company", p.ad.selfDescription, "job_description")}."`,
    );
  else opening.push(...present([proof(p, "The strongest proof I can offer:")]));
  return {
    opening,
    body: [present([coreSentence(p)]), cite(p, 2), present([matchedSkillsSentence(p)])],
    closing: [`I would value the chance to show ${p.employer ?? "you"} what I could add.`],
  };
};

const questionLed: Mode = (p) => {
  const k = coreLabel(p);
  const opening = [
    `What does ${p.employer ?? "your team"} need most from its next ${p.roleTitle ?? "hire"}?`,
    k ? `The answer is in your advert: ${k}.` : "The answer is in your advert's requirements.",
  ];
  return {
    opening,
    body: [present([coreSentence(p)]), cite(p, 2), present([matchedSkillsSentence(p)])],
    closing: ["That is my answer to the question, and I would welcome the chance to expand on it in person."],
  };
};

const boldStatement: Mode = (p) => {
  const lead = (x: Achievement) => past(x) && x !== p.core?.evidence;
  const a = takeAchievements(p, 1, (x) => !!x.metric && lead(x))[0] ?? takeAchievements(p, 1, lead)[0];
  let opening: string[];
  if (a) {
    const body = achievementBody(p, a);
    opening = [
      `${body.charAt(0).toUpperCase()}${body.slice(1)}.`,
      `${a.employer ? `I did that at ${a.employer}` : "I have done it before"}, and I intend to do the same for ${p.employer ?? "you"}.`,
    ];
  } else opening = [`I can do ${p.role} well, and this letter shows why.`];
  return {
    opening,
    body: [present([coreSentence(p)]), cite(p, 2), present([yearsSentence(p), matchedSkillsSentence(p)])],
    closing: ["I would like to prove it in an interview."],
  };
};

const dataDriven: Mode = (p) => {
  const withFigures = takeAchievements(p, 4, (a) => !!a.metric && past(a));
  const items = withFigures.length >= 2 ? withFigures : [...withFigures, ...takeAchievements(p, 3 - withFigures.length, past)];
  const list = items.map((a) => `- ${achievementBody(p, a).replace(/^./, (c) => c.toUpperCase())}`).join("\n");
  const opening = items.length
    ? [`${withFigures.length >= 2 ? "The figures first:" : "The record in brief:"}\n${list}`]
    : [`Rather than figures, here is the evidence I can offer for ${p.role}.`];
  return {
    opening,
    body: [
      present([items.length ? `Those results are why I am applying for ${p.role}${atEmployer(p)}.` : null, coreSentence(p)]),
      present([matchedSkillsSentence(p), yearsSentence(p)]),
    ],
    closing: [
      items.length
        ? "I would be glad to take you through the detail behind each line."
        : "I would be glad to take you through my experience in more detail.",
    ],
  };
};

const culturalFit: Mode = (p) => {
  const values = p.ad.cultureCues.slice(0, 3).map((v) => record(p, "value", v, "job_description"));
  const opening = values.length
    ? [`Your advert speaks of ${joinList(values)}, and that is how I want to work.`]
    : [`I look for teams whose way of working matches mine, and I have read your advert for ${p.role} with that in mind.`];
  return {
    opening,
    body: [cite(p, 2), present([coreSentence(p)]), present([matchedSkillsSentence(p)])],
    closing: ["I would welcome a conversation about how I would fit into the team."],
  };
};

const careerTransition: Mode = (p) => {
  const opening = [
    p.ownTitle
      ? `I am moving from my work as ${withArticle(record(p, "role", p.ownTitle, "cv"))} into ${p.role}, and I am doing it deliberately.`
      : `I am changing direction into ${p.role}, and I am doing it deliberately.`,
  ];
  const held = p.requirements.filter((r) => r.held && r !== p.core).slice(0, 4);
  const open = openRequirements(p).slice(0, 3);
  for (const r of [...held, ...open]) p.statedRequirements.add(r.id);
  const transfers = held.map((r) => proseLabel(record(p, "skill", r.label, "job_description")));
  const gaps = open.map((r) => proseLabel(record(p, "job_requirement", r.label, "job_description")));
  return {
    opening,
    body: [
      transfers.length
        ? [
            `What transfers directly: your advert asks for ${joinList(transfers)}, and I bring ${transfers.length === 1 ? "it" : "them"} from my current work.`,
          ]
        : [],
      present([coreSentence(p)]),
      cite(p, 2),
      gaps.length
        ? [`I have yet to build experience in ${joinList(gaps)}, and I say so plainly: that is where I would put my effort first.`]
        : [],
    ],
    closing: ["I would be glad to talk about how the move would work in practice."],
  };
};

const promotion: Mode = (p) => {
  const opening = [
    p.ownTitle
      ? `I am applying for ${p.role} as the next step up from my work as ${withArticle(record(p, "role", p.ownTitle, "cv"))}.`
      : `I am applying for ${p.role} as a step up in responsibility.`,
    ...present([proof(p, "It builds on what I have done so far:")]),
  ];
  return {
    opening,
    body: [cite(p, 2), present([coreSentence(p)]), present([matchedSkillsSentence(p), yearsSentence(p)])],
    closing: ["I would welcome the chance to discuss what I would take on in the new role."],
  };
};

const referral: Mode = (p) => {
  const who = p.referrer ? record(p, "referrer", p.referrer, "request") : "A colleague";
  return {
    opening: present([
      `${who} suggested I apply for ${p.role}${atEmployer(p)}, and after reading the advert I can see why.`,
      proof(p, "The work I would point you to first:"),
    ]),
    body: [present([coreSentence(p)]), cite(p, 2), present([matchedSkillsSentence(p)])],
    closing: [
      p.referrer
        ? `I would be glad to follow up on ${p.referrer}'s suggestion with a conversation.`
        : "I would be glad to follow up with a conversation.",
    ],
  };
};

const TOOLS =
  /\b(?:git|github|gitlab|jira|confluence|slack|notion|asana|trello|zoom|microsoft teams|teams|miro|sharepoint|microsoft office|excel|outlook|google workspace)\b/i;

const remote: Mode = (p) => {
  const opening =
    p.ad.pattern === "remote" || p.ad.pattern === "hybrid"
      ? [`Your advert describes ${p.role} as ${p.ad.pattern} work, so this letter sets out the written record behind my application.`]
      : [`This letter sets out the written record behind my application for ${p.role}${atEmployer(p)}.`];
  opening.push(...present([proof(p, "The most relevant part of that record:")]));
  const tools = [...p.cand.skills.values()]
    .filter((s) => TOOLS.test(s))
    .slice(0, 4)
    .map((t) => record(p, "skill", t, "cv"));
  return {
    opening,
    body: [
      present([
        tools.length ? `For shared, written work I use ${joinList(tools)}.` : null,
        p.cand.mentionsRemote ? "I have also worked across locations." : null,
      ]),
      cite(p, 2),
      present([coreSentence(p)]),
      present([matchedSkillsSentence(p)]),
    ],
    closing: ["I would be happy to talk on a video call or in person, whichever suits you."],
  };
};

const executive: Mode = (p) => {
  const opening = [
    p.ownTitle
      ? `As ${withArticle(record(p, "role", p.ownTitle, "cv"))}, I am applying for ${p.role}${atEmployer(p)}.`
      : `I am applying for ${p.role}${atEmployer(p)}.`,
  ];
  // The results below do not open the way the letter does ("As a Room Chef, I…" twice).
  p.openers.add(openerOf(opening[0]));
  const outcomes = takeAchievements(p, 2, (a) => !!a.metric).concat(takeAchievements(p, 0));
  const k = coreLabel(p);
  return {
    opening,
    body: [outcomes.length ? outcomes.map((a) => achievementSentence(p, a)) : cite(p, 2), present([coreSentence(p)])],
    closing: present([k ? `My first priority would be ${k}.` : null, "I would welcome a conversation."]),
  };
};

/** 14 in English: the languages the CV names frame the letter; the other languages are in modes-multilingual.ts. */
const multilingualEnglish: Mode = (p) => {
  const langs = p.cand.languages.map((l) => record(p, "skill", l, "cv"));
  return {
    opening: [
      langs.length
        ? `I am applying for ${p.role}${atEmployer(p)}, and I work in ${joinList(langs)}.`
        : `I am applying for ${p.role}${atEmployer(p)}, and I am writing in the advert's own language.`,
      ...present([proof(p, "To show what I can do:")]),
    ],
    body: [cite(p, 2), present([coreSentence(p)]), present([matchedSkillsSentence(p)])],
    closing: [
      langs.length > 1
        ? `I would be glad to continue the conversation in ${joinList(langs, "or")}.`
        : "I would be glad to continue the conversation in person.",
    ],
  };
};

export const MODE_PLANS: Record<number, Mode> = {
  1: achievementLed,
  2: insightLed,
  3: problemSolution,
  4: narrative,
  5: companySpecific,
  6: questionLed,
  7: boldStatement,
  8: dataDriven,
  9: culturalFit,
  10: careerTransition,
  11: promotion,
  12: referral,
  13: remote,
  14: multilingualEnglish,
  15: executive,
};
