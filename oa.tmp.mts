import { buildOpenApi } from "@/lib/contracts/openapi";
const doc = buildOpenApi();
const p = doc.paths as Record<string, unknown>;
console.log(Object.keys(p).filter((k) => /career\/(cover|interview|chat|models)/.test(k)));
console.log(Object.keys((doc.components?.schemas ?? {}) as object).filter((k) => /Cover|Interview|Chat|ModelList|FactUsed/.test(k)));
