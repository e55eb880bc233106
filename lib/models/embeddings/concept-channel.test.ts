import { describe, expect, it } from "vitest";
import {
  CONCEPT_WEIGHT,
  SENTENCE_WEIGHT,
  applyConceptChannel,
  combineChannels,
  conceptTokens,
  conceptCoverage,
  conceptVector,
  findConceptMentions,
  inferOccupations,
} from "./concept-channel";
import { loadConceptLexicon } from "./concept-lexicon";
import { OCCUPATION_LABELS } from "@/lib/knowledge/occupations/labels-i18n";
import { DUTY_TASKS } from "@/lib/knowledge/duty-tasks";

const lex = loadConceptLexicon();
const conceptsOf = (t: string) => findConceptMentions(t, lex).map((m) => m.concept);

function unit(seed: number, dim = 384): Float32Array {
  const v = new Float32Array(dim);
  let x = seed;
  for (let i = 0; i < dim; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    v[i] = x / 2147483648 - 0.5;
  }
  let n = 0;
  for (const y of v) n += y * y;
  return v.map((y) => y / Math.sqrt(n));
}

const dot = (a: ArrayLike<number>, b: ArrayLike<number>) => {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i] * b[i];
  return s;
};

describe("concept tokens", () => {
  it("folds case, accents and plurals, keeps c++, c#, .net and node.js whole", () => {
    expect(conceptTokens("Infirmière, C++ & C# devs; .NET and Node.js nurses")).toEqual([
      "infirmiere",
      "c++",
      "c#",
      "dev",
      ".net",
      "and",
      "node.js",
      "nurse",
    ]);
  });
});

describe("concept mentions", () => {
  it.each([
    ["RN", "o:registered-nurse"],
    ["Krankenpfleger", "o:registered-nurse"],
    ["infirmière de nuit", "o:registered-nurse"],
    ["Pflegefachkraft", "o:registered-nurse"],
    ["sparky wanted", "o:electrician"],
    ["HGV Class 1", "o:truck-driver"],
    ["ex-cop", "o:police-officer"],
    ["Senior dev", "o:software-developer"],
    ["bookkeeper", "o:bookkeeper"],
  ])("recognises %s", (text, concept) => {
    expect(conceptsOf(text)).toContain(concept);
  });

  it.each([
    ["Fisioterapista", "o:physical-therapist"],
    ["Hochschuldozent", "o:university-lecturer"],
    ["Pflegeplanung und Grundpflege", "s:care-planning"],
    ["gestión de equipos", "s:people-management"],
  ])("recognises the translated label %s (labels-i18n tables)", (text, concept) => {
    expect(conceptsOf(text)).toContain(concept);
  });

  it("knows nearly every occupation by its translated labels", () => {
    let rows = 0;
    let found = 0;
    for (const [id, row] of OCCUPATION_LABELS) {
      for (const label of Object.values(row)) {
        if (label === "=") continue;
        rows++;
        if (conceptsOf(label)[0] === `o:${id}`) found++;
      }
    }
    expect(found / rows).toBeGreaterThan(0.9);
  });

  it("leaves translations that are everyday English words alone", () => {
    expect(conceptsOf("planner")).toEqual([]);
    expect(conceptsOf("calculator")).toEqual([]);
  });

  it("prefers the longest form: nursery teacher is not a nurse", () => {
    expect(conceptsOf("nursery teacher")).toEqual(["o:preschool-teacher"]);
  });

  it("finds skills and leaves plain words alone", () => {
    expect(conceptsOf("Python and PostgreSQL")).toEqual(["s:python", "s:postgresql"]);
    expect(conceptsOf("we go to it")).toEqual([]);
  });
});

describe("concept vector", () => {
  it("is null without concepts and the same for two aliases of one occupation", () => {
    expect(conceptVector("the quick brown fox", lex)).toBeNull();
    expect(Array.from(conceptVector("registered nurse", lex)!)).toEqual(Array.from(conceptVector("RN", lex)!));
  });

  it("carries skill implications: PostgreSQL shares a direction with SQL", () => {
    const pg = conceptVector("PostgreSQL", lex)!;
    const sql = conceptVector("SQL", lex)!;
    const chef = conceptVector("chef", lex)!;
    const cos = (a: Float64Array, b: Float64Array) => dot(a, b) / Math.sqrt(dot(a, a) * dot(b, b));
    expect(cos(pg, sql)).toBeGreaterThan(0.3);
    expect(Math.abs(cos(pg, chef))).toBeLessThan(0.2);
  });

  it("gives related occupations more in common than unrelated ones", () => {
    const cos = (a: string, b: string) => {
      const x = conceptVector(a, lex)!;
      const y = conceptVector(b, lex)!;
      return dot(x, y) / Math.sqrt(dot(x, x) * dot(y, y));
    };
    expect(cos("registered nurse", "nurse practitioner")).toBeGreaterThan(cos("registered nurse", "accountant") + 0.2);
  });

  it("lets a task carry the occupations that do it, not their neighbours", () => {
    for (const task of DUTY_TASKS) {
      const expansion = lex.expand[lex.concepts.indexOf(`k:${task.id}`)].map(([c]) => lex.concepts[c]);
      const occupations = expansion.filter((c) => c.startsWith("o:") || c.startsWith("f:"));
      expect(occupations.filter((c) => !task.occupations.includes(c.slice(2)))).toEqual([]);
    }
  });
});

describe("combineChannels", () => {
  it("returns a copy of the sentence vector when there is no concept", () => {
    const s = unit(7);
    const v = combineChannels(s, null);
    expect(Array.from(v)).toEqual(Array.from(s));
    expect(v).not.toBe(s);
  });

  it("is α·s + β·ĉ normalised, unit length", () => {
    const s = unit(3);
    const c = conceptVector("electrician", lex)!;
    const v = combineChannels(s, c);
    expect(dot(v, v)).toBeCloseTo(1, 5);
    const cn = Math.sqrt(dot(c, c));
    const raw = Array.from(s, (x, i) => SENTENCE_WEIGHT * x + CONCEPT_WEIGHT * (c[i] / cn));
    const rn = Math.sqrt(dot(raw, raw));
    for (let i = 0; i < 384; i += 37) expect(v[i]).toBeCloseTo(raw[i] / rn, 6);
  });

  it("pulls two aliases together whatever their sentence vectors", () => {
    const a = applyConceptChannel(unit(11), "Registered Nurse", lex);
    const b = applyConceptChannel(unit(12), "RN", lex);
    expect(dot(unit(11), unit(12))).toBeLessThan(0.2);
    expect(dot(a, b)).toBeGreaterThan(0.7);
  });

  it("is deterministic", () => {
    const t = "Senior Python developer with AWS and Kubernetes";
    expect(Array.from(applyConceptChannel(unit(5), t, lex))).toEqual(Array.from(applyConceptChannel(unit(5), t, lex)));
  });
});

describe("coverage", () => {
  it("gives a known title the whole concept weight and a long sentence with one skill √g of it", () => {
    const norm = (v: Float64Array | null) => (v ? Math.sqrt(dot(v, v)) : 0);
    expect(norm(conceptVector("Registered Nurse", lex))).toBeCloseTo(1, 10);
    const text = "Improved the onboarding journey for new customers using Python";
    const g = conceptCoverage(text, findConceptMentions(text, lex));
    expect(g).toBeGreaterThan(0);
    expect(g).toBeLessThan(0.3);
    expect(norm(conceptVector(text, lex))).toBeCloseTo(Math.sqrt(g), 10);
  });

  it("counts German and French articles and prepositions as function words", () => {
    const g = (t: string) => conceptCoverage(t, findConceptMentions(t, lex));
    expect(g("Krankenpfleger auf einer Station")).toBeCloseTo(0.5, 10);
    expect(g("infirmière dans un hôpital")).toBeCloseTo(0.5, 10);
  });

  it("tells seniority levels apart within one occupation", () => {
    expect(conceptsOf("Senior Data Scientist")).toEqual(["l:senior", "o:data-scientist"]);
    const cos = (a: string, b: string) => {
      const x = conceptVector(a, lex)!;
      const y = conceptVector(b, lex)!;
      return dot(x, y) / Math.sqrt(dot(x, x) * dot(y, y));
    };
    const levels = cos("Senior Data Scientist", "Junior Data Scientist");
    expect(cos("Senior Data Scientist", "Senior Data Scientist")).toBeCloseTo(1, 10);
    // a senior and a junior post are related, not interchangeable; one level word against none is closer
    expect(levels).toBeLessThan(0.85);
    expect(cos("Senior Data Scientist", "Data Scientist")).toBeGreaterThan(levels);
    expect(levels).toBeGreaterThan(cos("Senior Data Scientist", "Senior Accountant") + 0.3);
  });
});

describe("job-ad terms and negation", () => {
  const cos = (a: string, b: string) => {
    const x = conceptVector(a, lex)!;
    const y = conceptVector(b, lex)!;
    return dot(x, y) / Math.sqrt(dot(x, x) * dot(y, y));
  };

  it("recognises pay, benefits and working patterns in their everyday wording", () => {
    expect(conceptsOf("Attractive pay and medical cover")).toEqual(["t:pay", "t:health-insurance"]);
    expect(conceptsOf("Competitive salary and private health insurance")).toEqual(["t:pay", "t:health-insurance"]);
    expect(cos("Fully remote position", "Work from home")).toBeCloseTo(1, 10);
    // one group, different terms: related, not equal
    const patterns = cos("Fully remote position", "Hybrid working");
    expect(patterns).toBeGreaterThan(0.05);
    expect(patterns).toBeLessThan(0.5);
  });

  it("tells a nice-to-have from a must-have", () => {
    expect(conceptsOf("Kubernetes experience is a plus")).toContain("t:desirable");
    expect(conceptsOf("You must hold a valid forklift certificate")).toContain("t:essential");
    expect(cos("Forklift licence required", "You must hold a forklift licence")).toBeGreaterThan(
      cos("Forklift licence required", "Forklift licence desirable"),
    );
  });

  it("marks a mention after a negation word and keeps only its topic in common", () => {
    const [m] = findConceptMentions("We cannot sponsor work visas", lex);
    expect(m.concept).toBe("t:visa-sponsorship");
    expect(m.negated).toBe(true);
    expect(findConceptMentions("Visa sponsorship is available", lex)[0].negated).toBe(false);
    expect(findConceptMentions("We don't offer visa sponsorship", lex)[0].negated).toBe(true);
    const opposite = cos("Visa sponsorship is available", "We cannot sponsor work visas");
    expect(opposite).toBeLessThan(0.5);
    expect(opposite).toBeGreaterThan(0);
    expect(cos("No visa sponsorship", "We cannot sponsor work visas")).toBeCloseTo(1, 10);
  });

  it("does not negate a form that begins with the negation word itself", () => {
    expect(findConceptMentions("No experience needed", lex).map((m) => [m.concept, m.negated])).toEqual([["t:no-experience", false]]);
  });

  it("negates only within three tokens", () => {
    expect(findConceptMentions("not a problem for us: visa sponsorship offered", lex)[0].negated).toBe(false);
  });
});

describe("duty and task concepts", () => {
  const cos = (a: string, b: string) => {
    const x = conceptVector(a, lex)!;
    const y = conceptVector(b, lex)!;
    return dot(x, y) / Math.sqrt(dot(x, x) * dot(y, y));
  };

  it("recognises one task in different wordings and verb forms", () => {
    expect(conceptsOf("Pick and pack customer orders accurately")).toEqual(["k:order-picking"]);
    expect(conceptsOf("Select and package orders for shipping without mistakes")).toEqual(["k:order-picking"]);
    expect(conceptsOf("Picking orders")).toEqual(["k:order-picking"]);
    expect(conceptsOf("Reconciled the bank statements")).toEqual(["k:reconciliation"]);
  });

  it("skips a count or an article between a form's first word and the rest", () => {
    expect(conceptsOf("Recruited 40 staff for a new warehouse")).toEqual(["k:recruitment"]);
    expect(findConceptMentions("Managed a €2M construction project", lex)).toMatchObject([
      { form: "managed construction project", concept: "k:construction-project-delivery", tokens: 5 },
    ]);
    expect(conceptsOf("Trained fifteen newly qualified nurses")).toEqual(["k:clinical-mentoring"]);
    // only articles and numbers are skipped, and at most two of them
    expect(conceptsOf("Managed tricky construction projects")).not.toContain("k:construction-project-delivery");
    expect(conceptsOf("Managed 3 40 60 construction projects")).not.toContain("k:construction-project-delivery");
  });

  it("links a duty line to the occupation that does it more than to another", () => {
    expect(cos("Kept the accounts ledger and reconciled bank statements", "Bookkeeper")).toBeGreaterThan(
      cos("Kept the accounts ledger and reconciled bank statements", "Chef") + 0.3,
    );
    expect(cos("Administer medicines and check patients' observations", "Registered Nurse")).toBeGreaterThan(
      cos("Administer medicines and check patients' observations", "Electrician") + 0.3,
    );
  });

  it("keeps two tasks of one occupation related but apart", () => {
    const sameJob = cos("Prepared food on the grill", "Cooked meals for 200 covers a night");
    expect(sameJob).toBeGreaterThan(cos("Prepared food on the grill", "Reconciled bank statements") + 0.2);
    expect(cos("Prepared food on the grill", "Prepare meals")).toBeGreaterThan(sameJob);
  });
});

describe("inferred occupations", () => {
  // An occupation's prototype, dequantised, stands in for the sentence vector of a text describing it.
  function prototypeOf(concept: string): Float32Array {
    const inf = lex.infer!;
    const p = inf.concepts.findIndex((c) => lex.concepts[c] === concept);
    expect(p).toBeGreaterThanOrEqual(0);
    return Float32Array.from(inf.vectors.subarray(p * lex.dim, (p + 1) * lex.dim), (q) => q * inf.scales[p]);
  }

  it("finds the occupation whose prototype the sentence vector is", () => {
    const near = inferOccupations(prototypeOf("o:account-manager"), lex);
    expect(near[0].concept).toBe("o:account-manager");
    expect(near[0].cosine).toBeCloseTo(1, 5);
    expect(near.length).toBeLessThanOrEqual(lex.infer!.k);
    for (let i = 1; i < near.length; i++) expect(near[i].cosine).toBeLessThanOrEqual(near[i - 1].cosine);
  });

  it("gives a text that names no concept a concept vector from its sentence vector only", () => {
    const text = "keep our partners happy year after year";
    expect(conceptVector(text, lex)).toBeNull();
    const fromSentence = conceptVector(text, lex, prototypeOf("o:account-manager"))!;
    const title = conceptVector("Account Manager", lex)!;
    expect(dot(fromSentence, title) / Math.sqrt(dot(fromSentence, fromSentence) * dot(title, title))).toBeGreaterThan(0.5);
  });

  it("leaves a fully covered title to its named concepts", () => {
    expect(Array.from(conceptVector("Account Manager", lex, prototypeOf("o:chef"))!)).toEqual(
      Array.from(conceptVector("Account Manager", lex)!),
    );
  });

  it("does not guess an occupation for a short title it does not recognise", () => {
    // "Orchestra Conductor" names no concept: its words would pull it to the railroad conductor's prototype.
    expect(conceptVector("Orchestra Conductor", lex)).toBeNull();
    expect(conceptVector("Orchestra Conductor", lex, prototypeOf("o:account-manager"))).toBeNull();
    expect(conceptVector("looks after orchestra tours", lex, prototypeOf("o:account-manager"))).not.toBeNull();
  });

  it("is empty for a sentence vector near no prototype, and then adds nothing", () => {
    const none = new Float32Array(lex.dim);
    expect(inferOccupations(none, lex)).toEqual([]);
    expect(conceptVector("keep our partners happy year after year", lex, none)).toBeNull();
  });
});
