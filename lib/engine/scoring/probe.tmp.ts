import { scoreCv, describeCvEvidence } from "./cv-score";
const JD = `Senior Backend Engineer
Location: London (hybrid)
About the role
You will build and run the APIs behind our payments platform.
Requirements
- 5+ years building backend services in Python
- Strong Django and PostgreSQL experience
- Docker and Kubernetes in production on AWS
- Designing REST APIs
- CI/CD pipelines
Nice to have
- Terraform
- Go
Salary: £70,000 - £85,000`;
const STUFFED = `Alex Smith
alex@example.com | +44 7700 900123
Summary
Hard-working team player and results-driven developer.
Experience
Developer, Acme Ltd — Jan 2018 – Present
- Responsible for various projects
- Worked on team tasks and helped with support tickets
- Attended meetings with stakeholders
Skills
Python, Django, PostgreSQL, Kubernetes, Docker, AWS, REST APIs, CI/CD, Terraform, Go
Education
BSc Computer Science, University of Leeds, 2017`;
const SYN = `Sam Jones
sam@example.com | +44 7700 900456
Profile
Backend engineer with 7 years of experience shipping payment services.
Experience
Senior Software Engineer, PayCo — Mar 2019 – Present
- Built REST services in Python 3 with the Django framework backed by Postgres, serving 2M requests a day
- Deployed containers to k8s (EKS) on Amazon Web Services, cutting infrastructure cost by 30%
- Automated build and release pipelines with GitHub Actions, reducing deploy time from 40 to 8 minutes
Software Engineer, ShopCo — Jan 2017 – Feb 2019
- Developed order APIs with Flask and MySQL for 300k customers
Education
BSc Computer Science, University of Bristol, 2016`;
for (const [n,t] of [["stuffed",STUFFED],["syn",SYN]] as const) {
  const r = scoreCv({ cvText: t, jobDescription: JD, targetCountry: "GB" });
  console.log(n, r.atsScore, r.parseScore, r.grade, r.keywordMatch?.coverage, r.keywordMatch?.evidenceScore, Object.fromEntries(Object.entries(r.sectionScores).map(([k,v])=>[k,v.score])));
  console.log(r.keywordMatch?.hits.map(h=>`${h.keyword.label}/${h.keyword.requirement}/${h.keyword.weight}:${h.kind}`).join(" | "));
  console.log(r.suggestions); console.log(r.weakBullets);
  console.log(JSON.stringify(describeCvEvidence(r).cv_facts));
}
