import { OCCUPATIONS } from "@/lib/knowledge/occupations";
import { resolveSkill } from "@/lib/knowledge/skills";
const miss = new Map<string, number>();
for (const o of OCCUPATIONS) for (const s of o.skills) if (!resolveSkill(s.skill)) miss.set(s.skill, (miss.get(s.skill) ?? 0) + 1);
console.log(OCCUPATIONS.length, miss.size); console.log([...miss.keys()].join("|"));
