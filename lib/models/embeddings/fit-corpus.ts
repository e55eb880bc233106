import { PROFESSIONS } from "@/lib/jobs/demo/professions";

/**
 * The career-text corpus the 512→384 projection is fitted on: CV lines, job-ad lines, skill lists and
 * titles across 48 professions, plus general CV/ad lines. Built from authored phrases, no randomness,
 * so re-running the fit script reproduces the committed matrix.
 */
const SENIORITY = ["", "Senior ", "Junior ", "Lead "];

const GENERAL_LINES = [
  "Excellent written and verbal communication skills.",
  "Able to work independently and as part of a team.",
  "Bachelor's degree in a relevant field or equivalent experience.",
  "Master's degree in business administration.",
  "Fluent in English and Spanish.",
  "Full driving licence required.",
  "We offer flexible working and 28 days of annual leave.",
  "Hybrid working with two days a week in the office.",
  "This is a fully remote role open to candidates across Europe.",
  "Competitive salary, pension and private health insurance.",
  "Visa sponsorship is not available for this position.",
  "We are an equal opportunity employer and value diversity.",
  "Strong problem-solving skills and attention to detail.",
  "Comfortable working in a fast-paced start-up environment.",
  "Shift work including weekends and bank holidays.",
  "Career break from 2019 to 2021 to care for a family member.",
  "Volunteer mentor for young people entering the workforce.",
  "References available on request.",
  "Hobbies include running, photography and chess.",
  "Looking for a new challenge in a growing company.",
  "Relocated to Berlin in 2022 and looking for English-speaking roles.",
  "Graduated with first-class honours in computer science.",
  "Completed an apprenticeship in electrical installation.",
  "Certified Scrum Master and PRINCE2 Practitioner.",
  "Managed a team of eight people across two sites.",
  "Promoted twice in three years.",
  "Worked with clients in retail, banking and healthcare.",
  "Our mission is to make healthcare accessible to everyone.",
  "Join a team of 200 people building software for farmers.",
  "The role reports to the Head of Finance.",
  "Salary range 45,000 to 55,000 per year depending on experience.",
  "Apply with your CV and a short cover letter.",
  "Interviews will take place in the first week of March.",
  "Part-time role, 20 hours per week.",
  "Fixed-term contract for 12 months with the possibility of extension.",
  "Night shifts paid at a higher rate.",
  "Free meals, gym membership and a cycle-to-work scheme.",
  "You will join a friendly and supportive team.",
  "Training and professional development budget of 2,000 per year.",
  "Knowledge of a second European language is a plus.",
];

export function buildFitCorpus(): string[] {
  const out: string[] = [];
  for (const p of PROFESSIONS) {
    for (const title of p.titles) for (const level of SENIORITY) out.push(`${level}${title}`);
    out.push(`Skills: ${p.skills.slice(0, 4).join(", ")}`);
    out.push(`Proficient in ${p.skills[4]} and ${p.skills[5]}.`);
    out.push(`Experience with ${p.skills[6]} and ${p.skills[7]} is required.`);
    out.push(`Core skills: ${p.skills.join(", ")}.`);
    for (const duty of p.duties) {
      out.push(`You will ${duty}.`);
      out.push(`Responsibilities include: ${duty}.`);
    }
    out.push(...p.achievements);
    out.push(`We are looking for a ${p.titles[0]} with strong ${p.skills[0]} skills.`);
    out.push(`At least 3 years of experience as a ${p.titles[1]}.`);
  }
  out.push(...GENERAL_LINES);
  return out;
}
