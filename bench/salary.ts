// Salary engine throughput: benchmarkSalary (full model with evidence) vs a naive lookup
// (title match + US median × PPP factor) measured in the same run.
import { benchmarkSalary } from "@/lib/engine/salary";
import { getCountry } from "@/lib/knowledge/countries";
import { findOccupation } from "@/lib/knowledge/occupations";

const ROLES = [
  "Senior Backend Engineer",
  "Registered Nurse",
  "Staff Accountant",
  "Truck Driver",
  "Data Scientist",
  "Head Chef",
  "Primary School Teacher",
  "Electrician",
];
const COUNTRIES = ["GB", "US", "DE", "IN", "BR", "KE", "JP", "FR"];
const CITIES = ["London", undefined, "Munich", "Bangalore", "São Paulo", "Nairobi", "Tokyo", undefined];

function naive(i: number): number {
  const occ = findOccupation(ROLES[i % ROLES.length])?.occupation;
  return (occ?.usMedianWage ?? 48_060) * (getCountry(COUNTRIES[i % COUNTRIES.length])?.ppp ?? 1);
}

function full(i: number): number {
  const k = i % ROLES.length;
  return benchmarkSalary({
    role: ROLES[k],
    country: COUNTRIES[k],
    city: CITIES[k],
    yearsExperience: i % 25,
    skills: ["Python", "Kubernetes"],
  }).percentiles.p50;
}

function opsPerSecond(fn: (i: number) => number, ms = 1500): number {
  let n = 0;
  let sink = 0;
  const started = performance.now();
  while (performance.now() - started < ms) {
    for (let j = 0; j < 100; j++) sink += fn(n++);
  }
  if (!Number.isFinite(sink)) throw new Error("non-finite result");
  return n / ((performance.now() - started) / 1000);
}

export async function run(): Promise<string> {
  for (let i = 0; i < 500; i++) {
    naive(i);
    full(i);
  } // warm-up: JIT and memo caches
  const b = opsPerSecond(naive);
  const f = opsPerSecond(full);
  const g0 = performance.now();
  benchmarkSalary({ role: "Dietitian", country: "Global" });
  const globalCold = performance.now() - g0;
  return [
    "## Salary engine",
    `- benchmarkSalary: ${Math.round(f).toLocaleString("en-US")} calls/s (${(1000 / f).toFixed(3)} ms per call)`,
    `- naive lookup baseline (title match + US median × PPP): ${Math.round(b).toLocaleString("en-US")} calls/s`,
    `- ratio full / naive: ${(f / b).toFixed(3)} (the cost of experience, city, skills, percentiles, negotiation and evidence)`,
    `- Global (196-country median, first call for an occupation, then cached): ${globalCold.toFixed(1)} ms`,
  ].join("\n");
}
