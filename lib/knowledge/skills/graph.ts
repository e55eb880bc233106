/**
 * Skill graph: "holding A means holding B" (PostgreSQL ⇒ SQL, ACLS ⇒ BLS ⇒ CPR, React ⇒ JavaScript).
 * Edges are written by name and resolved through the taxonomy at load, so an alias spelling works and an
 * edge whose skill is missing is dropped rather than throwing. Implication is transitive (closure below).
 * Used by the skills gap (a held skill's implications are held too) and exported for matching,
 * extraction and embeddings.
 */
import type { Skill } from "@/lib/knowledge/types";
import { resolveSkill } from "./index";

/** [specific, general]: the first implies the second (curated; O*NET/ESCO-style broader-narrower pairs). */
export const IMPLIES: readonly [string, string][] = [
  // databases and languages
  ["PostgreSQL", "SQL"],
  ["MySQL", "SQL"],
  ["SQL Server", "SQL"],
  ["Oracle", "SQL"],
  ["SQLite", "SQL"],
  ["T-SQL", "SQL"],
  ["PL/SQL", "SQL"],
  ["React", "JavaScript"],
  ["Angular", "TypeScript"],
  ["TypeScript", "JavaScript"],
  ["Vue", "JavaScript"],
  ["Node.js", "JavaScript"],
  ["jQuery", "JavaScript"],
  ["Django", "Python"],
  ["Flask", "Python"],
  ["FastAPI", "Python"],
  ["Pandas", "Python"],
  ["Spring", "Java"],
  ["Hibernate", "Java"],
  ["ASP.NET", "C#"],
  [".NET", "C#"],
  ["Rails", "Ruby"],
  ["Laravel", "PHP"],
  ["Kubernetes", "Docker"],
  ["Python", "Software development"],
  ["Java", "Software development"],
  ["JavaScript", "Software development"],
  ["C#", "Software development"],
  ["C++", "Software development"],
  // resuscitation and nursing credentials
  ["ACLS", "BLS"],
  ["PALS", "BLS"],
  ["BLS", "CPR"],
  ["NMC PIN", "NMC registration"],
  // business tools
  ["QuickBooks", "Accounting software"],
  ["Sage", "Accounting software"],
  ["Xero", "Accounting software"],
  ["SAP", "Accounting software"],
  ["Salesforce", "Customer relationship management"],
  ["HubSpot", "Customer relationship management"],
  ["Workday", "Applicant tracking systems"],
  ["Taleo", "Applicant tracking systems"],
  ["Greenhouse", "Applicant tracking systems"],
  ["Microsoft Excel", "Microsoft Office"],
  // sales and management: the specific practice implies the general one
  ["Contract negotiation", "Negotiation"],
  ["Salary negotiation", "Negotiation"],
  ["Vendor negotiation", "Negotiation"],
  ["Key account management", "Account management"],
  ["Account management", "Customer relationship management"],
  ["Territory management", "Sales"],
  ["Pharmaceutical sales", "Sales"],
  ["B2B sales", "Sales"],
  ["Cold calling", "Sales prospecting"],
  ["Telemarketing", "Sales prospecting"],
  ["Lead generation", "Sales prospecting"],
  ["Financial forecasting", "Forecasting"],
  ["Sales forecasting", "Forecasting"],
  ["Budget forecasting", "Forecasting"],
  ["CNC programming", "Manufacturing processes"],
  ["CNC machining", "Manufacturing processes"],
  ["Lean manufacturing", "Manufacturing processes"],
  ["Recruitment", "Interviewing"],
  ["Talent acquisition", "Interviewing"],
  ["Business development", "Sales prospecting"],
  ["Teaching", "Subject knowledge"],
  ["Lesson planning", "Subject knowledge"],
  // cloud and data platforms: a named platform shows the general practice
  ["Amazon Web Services", "Cloud computing"],
  ["Microsoft Azure", "Cloud computing"],
  ["Google Cloud Platform", "Cloud computing"],
  ["Databricks", "Apache Spark"],
  ["Snowflake", "Data warehousing"],
  ["BigQuery", "Data warehousing"],
  ["Amazon Redshift", "Data warehousing"],
  ["Dimensional modelling", "Database design"],
  ["Data Vault modelling", "Database design"],
  // pharmacy and logistics
  ["Accuracy checking (pharmacy)", "Dispensing"],
  ["Forklift certification", "Forklift operation"],
  // food
  ["ServSafe", "Food safety"],
  ["HACCP", "Food safety"],
  ["Menu planning", "Cooking"],
  ["Catering", "Cooking"],
  ["Food preparation", "Cooking"],
];

let GRAPH: Map<string, Set<string>> | null = null;

function build(): Map<string, Set<string>> {
  const direct = new Map<string, Set<string>>();
  for (const [a, b] of IMPLIES) {
    const sa = resolveSkill(a);
    const sb = resolveSkill(b);
    if (!sa || !sb || sa.id === sb.id) continue;
    direct.set(sa.id, (direct.get(sa.id) ?? new Set()).add(sb.id));
  }
  // Transitive closure (the graph is small and acyclic by construction; `seen` guards a cycle anyway).
  const closed = new Map<string, Set<string>>();
  for (const id of direct.keys()) {
    const out = new Set<string>();
    const stack = [...direct.get(id)!];
    while (stack.length) {
      const x = stack.pop()!;
      if (out.has(x) || x === id) continue;
      out.add(x);
      stack.push(...(direct.get(x) ?? []));
    }
    closed.set(id, out);
  }
  return closed;
}

/** Ids of every skill that holding `skillId` implies (transitively); empty when none. */
export function impliedSkills(skillId: string): ReadonlySet<string> {
  return (GRAPH ??= build()).get(skillId) ?? new Set();
}

/** Whether holding `held` implies (or is) `target`. */
export function skillImplies(held: Skill | string, target: Skill | string): boolean {
  const h = typeof held === "string" ? held : held.id;
  const t = typeof target === "string" ? target : target.id;
  return h === t || impliedSkills(h).has(t);
}
