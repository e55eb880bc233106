/**
 * Curated career-advice knowledge base for the chat assistant's general questions. Authored for
 * CareerStack from common recruiter and careers-service guidance (e.g. UK National Careers Service,
 * US CareerOneStop, university careers services); practical steps, no statistics. Each topic lists the
 * words that signal it; the chat picks the topic with the most keyword hits.
 */
export interface AdviceTopic {
  id: string;
  title: string;
  keywords: string[];
  answer: string;
}

export const ADVICE_TOPICS: readonly AdviceTopic[] = [
  {
    id: "cv-length",
    title: "How long a CV should be",
    keywords: ["cv length", "resume length", "how long", "pages", "one page", "two pages"],
    answer:
      "Two pages is the norm for experienced candidates in the UK and Europe; one page suits students and early-career applicants, and US resumes for under ten years of experience. Cut older roles to a line each rather than shrinking the font. Academic and medical CVs are the exception: they list publications and can run longer.",
  },
  {
    id: "cv-bullets",
    title: "Writing strong CV bullets",
    keywords: ["bullet", "bullets", "achievements", "responsibilities", "action verb", "quantify"],
    answer:
      "Write each bullet as action, scope and result: start with a past-tense verb, say what you changed and how much it changed ('Cut invoice errors by 30% by automating reconciliation'). Replace duties ('Responsible for…') with outcomes. If you have no exact figure, use a defensible range or scale (team size, budget, volume).",
  },
  {
    id: "ats",
    title: "Getting through applicant tracking systems",
    keywords: ["ats", "applicant tracking", "keywords", "parsing", "robot", "filtered"],
    answer:
      "Use a single-column layout, standard headings (Experience, Education, Skills), and plain text rather than tables, text boxes or images. Mirror the exact wording the job advert uses for skills you really have, in context, not as a hidden list. Save as .docx or a text-based PDF.",
  },
  {
    id: "cover-letter",
    title: "Cover letter basics",
    keywords: ["cover letter", "covering letter", "motivation letter", "application letter"],
    answer:
      "Keep it to about 250–350 words: an opening that says which role and why you, one or two paragraphs of evidence tied to the advert's main requirements, and a short close. Name the company and the role, and cite results from your CV rather than adjectives about yourself. The cover-letter endpoint writes one in 15 different modes.",
  },
  {
    id: "career-change",
    title: "Changing career",
    keywords: [
      "career change",
      "change career",
      "changing career",
      "changing careers",
      "switch",
      "pivot",
      "transition",
      "new field",
      "change industry",
      "move into",
      "get into",
      "break into",
    ],
    answer:
      "Map what transfers: list the target role's core skills and mark which ones you already use, even under another name. Close the biggest gap with a small visible project or course, then apply to roles that bridge both fields (for example, a teacher moving into learning design). Lead your CV with a profile that names the new direction.",
  },
  {
    id: "networking",
    title: "Networking that works",
    keywords: ["network", "networking", "contacts", "referral", "coffee chat", "informational interview"],
    answer:
      "Ask for information, not jobs: a 20-minute conversation about how someone's team works. Prepare three specific questions, follow up with a thank-you within a day, and keep a simple list of who you spoke to and when. Referrals usually come from people who have seen your work or spoken with you, so stay in touch with former colleagues.",
  },
  {
    id: "linkedin",
    title: "LinkedIn profile",
    keywords: ["linkedin", "profile", "headline", "recruiters find"],
    answer:
      "Make the headline say what you do and for whom, not just your current title. Use the About section for three or four sentences with your focus and two results. Add the skills recruiters search for in your field, and turn on 'open to work' for recruiters only if you do not want your employer to see it.",
  },
  {
    id: "interview-prep",
    title: "Preparing for an interview",
    keywords: ["prepare interview", "interview prep", "interview preparation", "before the interview", "interview tips"],
    answer:
      "Re-read the advert and list the five requirements it stresses; prepare one story per requirement in STAR form (situation, task, action, result). Research the company's products, customers and recent news, and prepare two questions that show you thought about the role. Practise out loud; the interview-questions endpoint generates role-specific questions with model answers.",
  },
  {
    id: "star",
    title: "The STAR method",
    keywords: ["star", "situation task action result", "behavioural", "behavioral", "tell me about a time"],
    answer:
      "STAR: Situation (one or two sentences of context), Task (what you had to achieve), Action (what you did, in the first person, most of the answer) and Result (the outcome, with a number if you have one, and what you learned). Aim for about two minutes per answer.",
  },
  {
    id: "weakness",
    title: "Answering 'what is your weakness?'",
    keywords: ["weakness", "weaknesses", "greatest weakness", "areas for improvement"],
    answer:
      "Pick a real, job-relevant skill you are improving, not a disguised strength. Say what it cost you once, what you are doing about it, and the evidence it is improving ('I used to over-commit in planning; I now size work with the team and we have hit the last four sprint goals').",
  },
  {
    id: "tell-me-about-yourself",
    title: "'Tell me about yourself'",
    keywords: ["tell me about yourself", "introduce yourself", "elevator pitch", "walk me through your cv"],
    answer:
      "Use present, past, future in about 90 seconds: what you do now and one result, the experience that led here, and why this role is the logical next step. Keep personal details out unless they relate to the job.",
  },
  {
    id: "salary-negotiation",
    title: "Negotiating salary",
    keywords: ["negotiate", "negotiation", "counter offer", "counteroffer", "ask for more", "raise"],
    answer:
      "Anchor on market data for your role, location and level (ask me 'what should a data analyst in Berlin earn?'), then ask for a specific figure near the upper quartile with your strongest evidence. Negotiate the whole package: base, bonus, equity, start date, holiday, learning budget. Get the final offer in writing.",
  },
  {
    id: "salary-expectations",
    title: "Stating salary expectations",
    keywords: ["salary expectations", "expected salary", "desired salary", "what salary"],
    answer:
      "Give a researched range whose bottom is a figure you would accept, and tie it to the role's scope ('For this scope, I am looking at 62 to 70 thousand'). If asked early, you can ask for the budgeted range first. In places with pay-transparency rules the employer may have to share it.",
  },
  {
    id: "counter-offer",
    title: "Counter-offers from your employer",
    keywords: ["counter offer from employer", "current employer", "resignation", "stay or go"],
    answer:
      "Before accepting a counter-offer, write down why you started looking. If the reasons were pay alone, a counter-offer may fix it; if they were growth, manager or direction, money rarely does. Resign politely in writing, give the contractual notice and keep hand-over notes.",
  },
  {
    id: "job-search-strategy",
    title: "Running a job search",
    keywords: ["job search", "find a job", "applications", "no replies", "not hearing back", "applying"],
    answer:
      "Apply to fewer roles with more tailoring: pick roles where you meet most core requirements, adjust the CV's top third to each advert, and pair every application with a message to someone on the team. Track applications in a simple sheet and review the response rate every two weeks; a low rate usually means the CV or the targeting needs work.",
  },
  {
    id: "rejection",
    title: "Handling rejection",
    keywords: ["rejected", "rejection", "turned down", "didn't get", "unsuccessful", "ask for feedback"],
    answer:
      "Ask for feedback in one short message; some employers will give it. Note which stage you reached: CV-stage rejections point at targeting or the CV, interview-stage ones at stories and preparation. Keep several applications moving so no single result decides your week.",
  },
  {
    id: "gap-in-cv",
    title: "Explaining a gap in your CV",
    keywords: ["gap", "career break", "time off", "unemployed", "employment gap", "sabbatical"],
    answer:
      "State the gap plainly with a one-line reason (caring, health, study, travel, redundancy) and, if true, what you kept up during it (courses, volunteering, freelance work). Then move on to what you are ready to do now. You do not have to share medical details.",
  },
  {
    id: "promotion",
    title: "Getting promoted",
    keywords: ["promotion", "promoted", "next level", "step up", "career progression"],
    answer:
      "Ask your manager what the next level requires and what evidence would convince the people who decide. Start doing part of that job now, keep a record of outcomes, and review it with your manager every quarter. Visibility matters: share results in writing, not only in meetings.",
  },
  {
    id: "remote-work",
    title: "Finding and doing remote work",
    keywords: ["remote", "work from home", "remote job", "distributed", "async"],
    answer:
      "Remote employers look for written communication and self-management: show both with examples of documentation, hand-overs and results delivered without close supervision. Check time-zone overlap and employment location rules before applying, since many remote roles are limited to certain countries.",
  },
  {
    id: "upskilling",
    title: "Learning new skills",
    keywords: ["learn", "upskill", "course", "certification", "bootcamp", "study", "degree", "master's", "masters", "mba"],
    answer:
      "Choose skills that appear in the adverts you want, then learn them through a small project you can show. Free official documentation and vendor learning paths are often enough; pay for a certificate when adverts in your field ask for it by name (for example, cloud or project-management certificates).",
  },
  {
    id: "portfolio",
    title: "Building a portfolio",
    keywords: ["portfolio", "github", "projects", "show my work", "case study"],
    answer:
      "Show three to five pieces that match the roles you want, each with the problem, your part, the approach and the result. Quality beats volume. For code, a clear README and tests matter as much as the code; for design, show process and decisions, not only final screens.",
  },
  {
    id: "references",
    title: "References",
    keywords: ["reference", "references", "referee", "referees"],
    answer:
      "Ask referees before you give their names, tell them which role you applied for and what you would like them to speak to. Recent managers are the strongest referees. 'References available on request' is unnecessary on a CV.",
  },
  {
    id: "first-job",
    title: "Getting a first job",
    keywords: ["first job", "graduate", "entry level", "no experience", "student", "internship"],
    answer:
      "Count everything that shows work habits: projects, part-time jobs, volunteering, societies. Apply to graduate schemes and entry-level roles early in the hiring season, and use your university careers service for CV checks and mock interviews. A short portfolio or project often makes up for thin experience.",
  },
  {
    id: "job-offer",
    title: "Evaluating a job offer",
    keywords: ["job offer", "accept offer", "two offers", "compare offers", "evaluate offer"],
    answer:
      "Compare total compensation (base, bonus, equity, pension, benefits), the work itself, the manager, growth, stability and commute or remote terms. Ask to speak with someone on the team before you accept. Take a day to decide; reasonable employers expect it.",
  },
  {
    id: "resignation",
    title: "Resigning well",
    keywords: ["resign", "quit", "leaving my job", "notice period", "handing in notice"],
    answer:
      "Tell your manager in person first, then confirm in a short letter with your last day. Work your notice professionally, write hand-over notes, and leave on good terms; former managers are future referees.",
  },
  {
    id: "burnout",
    title: "Burnout and workload",
    keywords: ["burnout", "burned out", "overworked", "stress", "workload", "exhausted"],
    answer:
      "Write down where the hours go for a week and bring the list to your manager with a proposal of what to stop, delay or hand over. Protect sleep and time off. If stress affects your health, speak to a doctor or your employer's assistance programme; that is a health matter, not a career failure.",
  },
  {
    id: "difficult-manager",
    title: "Working with a difficult manager",
    keywords: ["difficult manager", "bad boss", "my manager", "conflict with manager", "toxic"],
    answer:
      "Agree expectations in writing: priorities, deadlines and how you will update them. Raise problems with facts and a suggested fix. If behaviour crosses into bullying or discrimination, keep dated notes and use HR or your grievance procedure.",
  },
  {
    id: "freelancing",
    title: "Going freelance",
    keywords: ["freelance", "contractor", "self-employed", "consulting", "contracting"],
    answer:
      "Before you leave, line up the first clients and save several months of expenses. Set a day rate from the salary you need plus unpaid time, tax and equipment, and use written contracts with payment terms. Check local rules on contractor status and tax registration.",
  },
  {
    id: "industry-research",
    title: "Researching companies",
    keywords: ["research company", "company research", "about the company", "culture", "glassdoor"],
    answer:
      "Read the company's own pages, recent news, annual reports if public, and the adverts for other roles (they reveal priorities). Speak to current or former employees if you can. Bring one specific observation to the interview and ask a question about it.",
  },
  {
    id: "follow-up",
    title: "Following up after applying or interviewing",
    keywords: ["follow up", "follow-up", "thank you email", "after the interview", "no response"],
    answer:
      "Send a short thank-you within a day of an interview that recalls one point from the conversation. If the promised decision date passes, follow up once politely; after that, keep applying elsewhere.",
  },
  {
    id: "work-permit",
    title: "Working abroad",
    keywords: ["visa", "work permit", "relocate", "move abroad", "sponsorship", "immigration"],
    answer:
      "Check the destination country's official immigration site for routes that fit your occupation (skilled-worker or shortage-occupation lists) and whether employers must sponsor you. Say in your application whether you need sponsorship. Have qualifications recognised early where the profession is regulated (health, law, teaching, engineering).",
  },
  {
    id: "leadership",
    title: "Moving into management",
    keywords: ["manager", "management", "first time manager", "lead a team", "people management", "leadership"],
    answer:
      "Start with one-to-ones, clear goals and fast feedback. Your output becomes the team's output, so measure yourself by what they deliver. Ask for a mentor who has managed before, and keep some hands-on work early on only if it does not block the team.",
  },
  {
    id: "personal-brand",
    title: "Being visible in your field",
    keywords: ["personal brand", "visibility", "writing posts", "speaking", "conference"],
    answer:
      "Share what you learn from real work: a short write-up of a problem you solved, a talk at a meetup, an answer in a community forum. Consistency matters more than volume; one useful piece a month builds a record people can find.",
  },
  {
    id: "ai-jobs",
    title: "AI and your career",
    keywords: ["ai", "automation", "chatgpt", "replace my job", "future proof"],
    answer:
      "Look at the tasks in your role rather than the job title: routine drafting and data handling change fastest, while judgement, relationships and hands-on work change slowest. Learn to use AI tools for the routine parts and move your time toward the parts that need you. Ask me which skills your target role needs.",
  },
];

/** Each topic keyword as a whole-word pattern, built once (exported for the ReDoS test). */
export const ADVICE_KEYWORD_PATTERNS = new Map(
  ADVICE_TOPICS.flatMap((t) => t.keywords).map((k) => [k, new RegExp(`\\b${k.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "i")]),
);

function score(topic: AdviceTopic, text: string): number {
  let s = 0;
  for (const k of topic.keywords) if (ADVICE_KEYWORD_PATTERNS.get(k)!.test(text)) s += k.includes(" ") ? 2 : 1;
  return s;
}

/** Best-matching topics, strongest first; empty when nothing matches. */
export function findAdviceTopics(text: string, limit = 2): AdviceTopic[] {
  return ADVICE_TOPICS.map((t) => ({ t, s: score(t, text) }))
    .filter((x) => x.s > 0)
    .sort((a, b) => b.s - a.s)
    .slice(0, limit)
    .map((x) => x.t);
}
