/**
 * Free learning resources by skill, with a fallback per skill category. Only official documentation,
 * vendor learning paths and long-standing free course sites (MDN, freeCodeCamp, Khan Academy, MIT
 * OpenCourseWare, Microsoft Learn, AWS Skill Builder, Google, OpenLearn, OpenWHO) — URLs checked to be the
 * stable entry pages of those sites as of 2025. Keys are skill names resolved through the skills taxonomy
 * at load, so aliases ("JS", "Postgres") share one entry.
 */
import { getSkill, resolveSkill } from "@/lib/knowledge/skills";
import type { SkillCategory } from "@/lib/knowledge/types";

export interface LearningResource {
  title: string;
  url: string;
}

const r = (title: string, url: string): LearningResource => ({ title, url });

const MDN = (path: string, title: string) => r(`MDN Web Docs: ${title}`, `https://developer.mozilla.org/en-US/docs/${path}`);
const FCC = r("freeCodeCamp curriculum", "https://www.freecodecamp.org/learn/");
const MS_LEARN = r("Microsoft Learn training", "https://learn.microsoft.com/en-us/training/");
const OPENLEARN = r("OpenLearn (The Open University) free courses", "https://www.open.edu/openlearn/");

/** By skill name (resolved to a taxonomy id at load). */
const BY_NAME: Record<string, LearningResource[]> = {
  Python: [
    r("The Python Tutorial (python.org)", "https://docs.python.org/3/tutorial/"),
    r("CS50's Introduction to Programming with Python", "https://cs50.harvard.edu/python/"),
  ],
  JavaScript: [MDN("Web/JavaScript/Guide", "JavaScript Guide"), FCC],
  TypeScript: [r("TypeScript Handbook", "https://www.typescriptlang.org/docs/handbook/intro.html")],
  HTML: [MDN("Web/HTML", "HTML"), FCC],
  CSS: [MDN("Web/CSS", "CSS"), FCC],
  React: [r("React: Learn", "https://react.dev/learn")],
  "Vue.js": [r("Vue.js tutorial", "https://vuejs.org/tutorial/")],
  Angular: [r("Angular tutorials", "https://angular.dev/tutorials")],
  "Next.js": [r("Next.js Learn", "https://nextjs.org/learn")],
  "Node.js": [r("Node.js Learn", "https://nodejs.org/en/learn")],
  Java: [r("Learn Java (dev.java)", "https://dev.java/learn/")],
  Go: [r("A Tour of Go", "https://go.dev/tour/")],
  Rust: [r("The Rust Programming Language", "https://doc.rust-lang.org/book/")],
  "C#": [r("C# documentation (Microsoft Learn)", "https://learn.microsoft.com/en-us/dotnet/csharp/")],
  "C++": [r("LearnCpp.com", "https://www.learncpp.com/")],
  SQL: [
    r("Khan Academy: Intro to SQL", "https://www.khanacademy.org/computing/computer-programming/sql"),
    r("PostgreSQL Tutorial (official docs)", "https://www.postgresql.org/docs/current/tutorial.html"),
  ],
  PostgreSQL: [r("PostgreSQL Tutorial (official docs)", "https://www.postgresql.org/docs/current/tutorial.html")],
  MongoDB: [r("MongoDB University", "https://learn.mongodb.com/")],
  Git: [r("Pro Git book", "https://git-scm.com/book/en/v2")],
  Docker: [r("Docker: Get started", "https://docs.docker.com/get-started/")],
  Kubernetes: [r("Kubernetes Basics tutorial", "https://kubernetes.io/docs/tutorials/kubernetes-basics/")],
  Terraform: [r("HashiCorp Terraform tutorials", "https://developer.hashicorp.com/terraform/tutorials")],
  AWS: [r("AWS Skill Builder", "https://explore.skillbuilder.aws/")],
  "Microsoft Azure": [r("Microsoft Learn: Azure training", "https://learn.microsoft.com/en-us/training/azure/")],
  "Google Cloud": [r("Google Cloud Skills Boost", "https://www.cloudskillsboost.google/")],
  Linux: [r("The Missing Semester of Your CS Education (MIT)", "https://missing.csail.mit.edu/")],
  Bash: [
    r("GNU Bash Reference Manual", "https://www.gnu.org/software/bash/manual/"),
    r("The Missing Semester of Your CS Education (MIT)", "https://missing.csail.mit.edu/"),
  ],
  "CI/CD": [r("GitHub Actions documentation", "https://docs.github.com/en/actions")],
  "REST APIs": [MDN("Web/HTTP", "HTTP")],
  "Machine learning": [r("Google Machine Learning Crash Course", "https://developers.google.com/machine-learning/crash-course")],
  pandas: [r("pandas: Getting started", "https://pandas.pydata.org/docs/getting_started/index.html")],
  NumPy: [r("NumPy: Learn", "https://numpy.org/learn/")],
  "scikit-learn": [r("scikit-learn tutorials", "https://scikit-learn.org/stable/tutorial/index.html")],
  PyTorch: [r("PyTorch tutorials", "https://pytorch.org/tutorials/")],
  TensorFlow: [r("TensorFlow tutorials", "https://www.tensorflow.org/tutorials")],
  "Apache Spark": [r("Spark Quick Start", "https://spark.apache.org/docs/latest/quick-start.html")],
  "Apache Airflow": [r("Airflow tutorial", "https://airflow.apache.org/docs/apache-airflow/stable/tutorial/index.html")],
  Django: [r("Django tutorial", "https://docs.djangoproject.com/en/stable/intro/tutorial01/")],
  Flask: [r("Flask tutorial", "https://flask.palletsprojects.com/en/stable/tutorial/")],
  FastAPI: [r("FastAPI tutorial", "https://fastapi.tiangolo.com/tutorial/")],
  Statistics: [r("Khan Academy: Statistics and probability", "https://www.khanacademy.org/math/statistics-probability")],
  "Data structures and algorithms": [
    r("MIT OCW 6.006 Introduction to Algorithms", "https://ocw.mit.edu/courses/6-006-introduction-to-algorithms-spring-2020/"),
  ],
  "System design": [r("The System Design Primer", "https://github.com/donnemartin/system-design-primer")],
  "Microsoft Excel": [r("Microsoft Excel help & learning", "https://support.microsoft.com/en-us/excel")],
  "Power BI": [r("Microsoft Learn: Power BI", "https://learn.microsoft.com/en-us/training/powerplatform/power-bi")],
  Tableau: [r("Tableau free training videos", "https://www.tableau.com/learn/training")],
  Agile: [r("Atlassian Agile Coach", "https://www.atlassian.com/agile")],
  Scrum: [r("The Scrum Guide", "https://scrumguides.org/")],
  SEO: [r("Google Search Central: SEO Starter Guide", "https://developers.google.com/search/docs/fundamentals/seo-starter-guide")],
  "Google Analytics": [r("Google Skillshop", "https://skillshop.withgoogle.com/")],
  Figma: [r("Figma Help Center", "https://help.figma.com/hc/en-us")],
  "Web accessibility": [r("W3C WAI: Accessibility Fundamentals", "https://www.w3.org/WAI/fundamentals/")],
  "Application security": [r("OWASP Top Ten", "https://owasp.org/www-project-top-ten/")],
  "Network security": [r("Cisco Networking Academy", "https://www.netacad.com/")],
  Networking: [r("Cisco Networking Academy", "https://www.netacad.com/")],
  Salesforce: [r("Salesforce Trailhead", "https://trailhead.salesforce.com/")],
  Accounting: [r("Khan Academy: Finance and capital markets", "https://www.khanacademy.org/economics-finance-domain/core-finance")],
};

const BY_CATEGORY: Record<SkillCategory, LearningResource[]> = {
  programming_language: [FCC, r("CS50x (Harvard)", "https://cs50.harvard.edu/x/")],
  framework: [FCC],
  database: [r("Khan Academy: Intro to SQL", "https://www.khanacademy.org/computing/computer-programming/sql")],
  cloud: [
    r("AWS Skill Builder", "https://explore.skillbuilder.aws/"),
    r("Microsoft Learn: Azure training", "https://learn.microsoft.com/en-us/training/azure/"),
  ],
  devops: [r("The Missing Semester of Your CS Education (MIT)", "https://missing.csail.mit.edu/"), MS_LEARN],
  data: [r("Khan Academy: Statistics and probability", "https://www.khanacademy.org/math/statistics-probability")],
  ai_ml: [r("Google Machine Learning Crash Course", "https://developers.google.com/machine-learning/crash-course")],
  tool: [MS_LEARN],
  design: [r("Nielsen Norman Group articles", "https://www.nngroup.com/articles/")],
  methodology: [r("Atlassian Agile Coach", "https://www.atlassian.com/agile")],
  certification: [MS_LEARN, r("AWS Skill Builder", "https://explore.skillbuilder.aws/")],
  business: [r("OpenLearn: Money & Business", "https://www.open.edu/openlearn/money-business")],
  finance: [r("Khan Academy: Economics and finance", "https://www.khanacademy.org/economics-finance-domain")],
  healthcare: [r("OpenWHO courses", "https://openwho.org/")],
  education: [r("OpenLearn: Education & Development", "https://www.open.edu/openlearn/education-development")],
  legal: [r("OpenLearn: Society, Politics & Law", "https://www.open.edu/openlearn/society-politics-law")],
  trade: [r("OpenLearn: Science, Maths & Technology", "https://www.open.edu/openlearn/science-maths-technology")],
  language: [OPENLEARN],
  soft: [OPENLEARN],
  other: [OPENLEARN, r("MIT OpenCourseWare", "https://ocw.mit.edu/")],
};

const BY_ID = new Map<string, LearningResource[]>();
for (const [name, list] of Object.entries(BY_NAME)) {
  const skill = resolveSkill(name);
  if (skill && !BY_ID.has(skill.id)) BY_ID.set(skill.id, list);
}

/** Names in BY_NAME that the taxonomy does not know (a test keeps this empty). */
export function listUnresolvedResourceKeys(): string[] {
  return Object.keys(BY_NAME).filter((n) => !resolveSkill(n));
}

/** Resources for a skill id (or free-text name); category fallback; MIT OCW + OpenLearn when unknown. */
export function findLearningResources(skillIdOrName: string): { resources: LearningResource[]; basis: "skill" | "category" | "general" } {
  const skill = getSkill(skillIdOrName) ?? resolveSkill(skillIdOrName);
  if (skill) {
    const own = BY_ID.get(skill.id);
    if (own) return { resources: own, basis: "skill" };
    return { resources: BY_CATEGORY[skill.category] ?? BY_CATEGORY.other, basis: "category" };
  }
  return { resources: BY_CATEGORY.other, basis: "general" };
}
