import { foldCase } from "./normalize";

/**
 * Rules for surface forms that are also ordinary words or abbreviations ("Go", "R", "Excel", "CA").
 * mode "cased": the text must carry the form's exact casing; "cue": cased AND another skill
 * (or a cue word) must sit nearby, so "San Francisco, CA" or "go to market" stay plain text.
 */
export interface FormRule {
  mode: "cased" | "cue" | "never";
  /** reject when the next word (lower-case) is one of these */
  rejectNext?: string[];
  /** reject when the previous word (lower-case) is one of these */
  rejectPrev?: string[];
  /** casing is free (everyday words like "sales"); the nearby cue still applies */
  anyCase?: boolean;
  /**
   * A company suffix as well as a skill ("DCC PLC", "Tesco PLC"): right after a capitalised word, separated by one
   * space, the form is the suffix unless one of these words follows ("Siemens PLC programming").
   */
  afterNameUnlessNext?: string[];
}

/** Everyday words that are skills only among other skills: "Skills: sales, marketing". */
const NEAR: FormRule = { mode: "cue", anyCase: true, rejectPrev: ["bsc", "ba", "msc", "ma", "bachelor", "master", "degree", "diploma", "studium", "licence", "grado"] };

const GO_NEXT = ["to", "through", "ahead", "live", "back", "beyond", "for", "out", "into", "on", "get", "the",
  "with", "above", "further", "along", "forward", "down", "up", "over", "off", "away", "home", "far", "green", "by"];
const VERB_NEXT = ["to", "in", "at", "as", "with", "under", "on", "quickly", "when", "from", "by", "the", "a", "an"];

/** Keys are lower-case forms. */
export const FORM_RULES: Record<string, FormRule> = {
  go: { mode: "cased", rejectNext: GO_NEXT, rejectPrev: ["to", "will", "can", "must", "let's", "lets", "we", "you", "i"] },
  r: { mode: "cue", rejectPrev: ["mr", "dr"] },
  // SEND (special educational needs and disabilities) only in capitals: "Send in your CV now" is an instruction.
  send: { mode: "cased" },
  c: { mode: "cue", rejectNext: ["suite", "level", "corp", "grade"], rejectPrev: ["mr", "dr", "vitamin", "grade"] },
  d: { mode: "cue" },
  excel: { mode: "cased", rejectNext: VERB_NEXT },
  react: { mode: "cased", rejectNext: VERB_NEXT },
  express: { mode: "cue" },
  swift: { mode: "cased", rejectNext: ["response", "action", "resolution", "delivery", "turnaround"] },
  rust: { mode: "cased" },
  ruby: { mode: "cased" },
  dart: { mode: "cased" },
  spark: { mode: "cased", rejectNext: ["joy", "interest", "curiosity"] },
  julia: { mode: "cue" },
  elm: { mode: "cue" },
  scheme: { mode: "cue" },
  shell: { mode: "cue" },
  lua: { mode: "cased" },
  java: { mode: "cased" },
  chef: { mode: "cue" },
  puppet: { mode: "cue" },
  salt: { mode: "cue" },
  consul: { mode: "cue" },
  vault: { mode: "cue" },
  gin: { mode: "cue" },
  echo: { mode: "cue" },
  flux: { mode: "cue" },
  lean: { mode: "cased", rejectNext: ["team", "budget", "times", "startup"] },
  word: { mode: "cue" },
  outlook: { mode: "cue" },
  pages: { mode: "cue" },
  box: { mode: "cue" },
  plc: { mode: "cased", afterNameUnlessNext: ["programming", "programmer", "programmers", "controls", "control", "controllers", "logic", "systems", "system", "software", "code", "coding", "ladder", "hmi", "scada", "automation", "experience", "knowledge", "skills", "and", "or"] },
  // "a safe, clean work environment": only the framework's own casing ("SAFe") names it.
  safe: { mode: "cased" },
  linear: { mode: "cue", rejectNext: ["and", "or", "regression", "algebra", "programming", "model", "models", "analysis"] },
  lever: { mode: "cue" },
  notion: { mode: "cue" },
  buffer: { mode: "cue" },
  canvas: { mode: "cue" },
  keynote: { mode: "cue" },
  gong: { mode: "cue" },
  expo: { mode: "cue" },
  lit: { mode: "cue" },
  less: { mode: "cue" },
  emotion: { mode: "cue" },
  relay: { mode: "cue" },
  remix: { mode: "cue" },
  astro: { mode: "cue" },
  hive: { mode: "cue" },
  beam: { mode: "cue" },
  spring: { mode: "cue", rejectNext: ["semester", "term", "break"] },
  swing: { mode: "cue" },
  karma: { mode: "cue" },
  jasmine: { mode: "cue" },
  mocha: { mode: "cue" },
  composer: { mode: "cue" },
  node: { mode: "cased" },
  vue: { mode: "cased" },
  ember: { mode: "cue" },
  solid: { mode: "cue" },
  zoom: { mode: "cased" },
  slack: { mode: "cased" },
  teams: { mode: "cue" },
  maya: { mode: "cue" },
  inventor: { mode: "cue" },
  illustrator: { mode: "cue" },
  premiere: { mode: "cue" },
  sketch: { mode: "cue" },
  blender: { mode: "cue" },
  framer: { mode: "cue" },
  looker: { mode: "cue" },
  aurora: { mode: "cue" },
  bedrock: { mode: "cue" },
  lambda: { mode: "cue" },
  glue: { mode: "cue" },
  sage: { mode: "cue" },
  tally: { mode: "cue" },
  xero: { mode: "cased" },
  ionic: { mode: "cue" },
  meteor: { mode: "cue" },
  electron: { mode: "cue" },
  bun: { mode: "cue" },
  vite: { mode: "cased" },
  yarn: { mode: "cue" },
  prettier: { mode: "cue" },
  poetry: { mode: "cue" },
  conda: { mode: "cue" },
  pyramid: { mode: "cue" },
  tornado: { mode: "cue" },
  akka: { mode: "cased" },
  play: { mode: "cue" },
  flutter: { mode: "cased" },
  kotlin: { mode: "cased" },
  scala: { mode: "cased" },
  redux: { mode: "cased" },
  apex: { mode: "cue" },
  rails: { mode: "cue" },
  sinatra: { mode: "cue" },
  phoenix: { mode: "cue" },
  qt: { mode: "cue" },
  boost: { mode: "cue" },
  prism: { mode: "cue" },
  // abbreviations that double as place names, titles or everyday words
  ca: { mode: "cue" }, pe: { mode: "cue" }, ea: { mode: "cue" }, cp: { mode: "cue" }, cb: { mode: "cue" },
  rd: { mode: "cue" }, np: { mode: "cue" }, ad: { mode: "cue" }, ot: { mode: "cue" }, pt: { mode: "cue" },
  er: { mode: "cue" }, ir: { mode: "cue" }, ar: { mode: "cue" }, ap: { mode: "cue" }, gl: { mode: "cue" },
  bd: { mode: "cue" }, ta: { mode: "cue" }, od: { mode: "cue" }, pr: { mode: "cue" }, cia: { mode: "cue" },
  cma: { mode: "cue" }, san: { mode: "cue" }, nas: { mode: "cue" }, ia: { mode: "cue" }, dl: { mode: "cue" },
  md: { mode: "cue" }, pm: { mode: "cue" }, ts: { mode: "cue" }, sh: { mode: "cue" }, asm: { mode: "cue" },
  ml: { mode: "cased" }, ai: { mode: "cased" }, ui: { mode: "cased" }, ux: { mode: "cased" }, qa: { mode: "cased" },
  hr: { mode: "cased" }, bi: { mode: "cue" }, it: { mode: "cue" }, cv: { mode: "cue" }, fp: { mode: "cue" },
  xp: { mode: "cue" }, rl: { mode: "cue" }, ce: { mode: "cue" }, rn: { mode: "cased" }, mos: { mode: "cue" },
  pc: { mode: "cue" }, cta: { mode: "cue" }, ccp: { mode: "cue" }, cpm: { mode: "cue" },
  eit: { mode: "cue" }, cem: { mode: "cue" }, csp: { mode: "cue" }, cen: { mode: "cue" }, rma: { mode: "cue" },
  ocn: { mode: "cue" }, lpc: { mode: "cue" }, rhit: { mode: "cue" }, cpc: { mode: "cue" }, rph: { mode: "cue" },
  dba: { mode: "cue" }, gis: { mode: "cased" }, sas: { mode: "cased" }, cfa: { mode: "cased" }, cpa: { mode: "cased" },
  nlp: { mode: "cased" }, pmp: { mode: "cased" }, gtm: { mode: "cue" }, soc: { mode: "cue" }, iam: { mode: "cue" },
  ats: { mode: "cue" }, kam: { mode: "cue" }, ppm: { mode: "cue" }, ppt: { mode: "cue" }, sem: { mode: "cue" },
  pos: { mode: "cue" }, crm: { mode: "cased" }, erp: { mode: "cased" }, mba: { mode: "cased" }, tms: { mode: "cue" },
  wms: { mode: "cue" }, ems: { mode: "cue" }, pa: { mode: "cue" }, pet: { mode: "cue" }, ba: { mode: "cue" },
  access: NEAR, insurance: NEAR, payments: NEAR,
  filing: NEAR, reception: NEAR, dispatch: NEAR, monitoring: NEAR,
  science: { mode: "cue", anyCase: true, rejectPrev: ["computer", "data", "political", "social", "life", "natural", "health", "environmental", "of", "in"] }, writing: NEAR, speaking: NEAR, coordination: NEAR,
  judgement: NEAR, initiative: NEAR, literacy: NEAR, ethics: NEAR,
  innovation: NEAR, trading: NEAR, administration: NEAR, assembly: NEAR,
  sales: NEAR, marketing: NEAR, cloud: NEAR, integrity: NEAR,
  mathematics: NEAR, math: NEAR, maths: NEAR, editing: NEAR,
  translation: NEAR, leadership: NEAR, networking: NEAR, accounting: NEAR,
  analytics: NEAR, security: NEAR, design: NEAR, research: NEAR, testing: NEAR, reporting: NEAR, hiring: { mode: "never" }, driving: NEAR, navigation: NEAR,
  documentation: NEAR, investigation: NEAR, inspection: NEAR, measuring: NEAR, lighting: NEAR, hygiene: NEAR,
  advertising: NEAR, grammar: NEAR, optimization: NEAR, sketching: NEAR, climbing: NEAR, surveillance: NEAR,
  drawing: NEAR, positioning: NEAR, windows: NEAR, electronics: NEAR, economics: NEAR, biology: NEAR,
  chemistry: NEAR, physics: NEAR, anatomy: NEAR, linguistics: NEAR, schematics: NEAR, firearms: NEAR,
};

/** Words near a cue-mode form that confirm a skills context. */
export const SKILL_CUE_WORDS = foldAll([
  "programming", "language", "languages", "developer", "development", "engineer", "engineering", "stack", "skills",
  "skill", "tools", "tool", "framework", "frameworks", "library", "libraries", "experience", "proficient",
  "proficiency", "certified", "certification", "certificate", "knowledge", "using", "scripting", "coding",
  "software", "technologies", "technology", "kenntnisse", "compétences", "competences", "conocimientos",
]);

/** Words that confirm a spoken-language mention ("fluent German", "French (C1)"). */
export const LANGUAGE_CUE_WORDS = foldAll([
  "fluent", "fluency", "native", "bilingual", "trilingual", "proficient", "proficiency", "speaker", "speaking",
  "spoken", "written", "language", "languages", "tongue", "conversational", "business", "basic", "intermediate",
  "advanced", "elementary", "required", "native", "nivel", "niveau", "a1", "a2", "b1", "b2", "c1", "c2", "level", "muttersprache", "fließend", "fliessend",
  "verhandlungssicher", "sprachkenntnisse", "sprachen", "courant", "langue", "langues", "bilingue", "idiomas",
  "idioma", "nativo", "nativa", "fluido", "hsk", "jlpt", "toefl", "ielts", "delf", "dele", "goethe",
]);

/** Token keys are folded (lower case, no diacritics), so word lists are folded the same way. */
function foldAll(words: string[]): Set<string> {
  return new Set(words.map(foldCase));
}

/** Linguist language names that are everyday words: resolvable by name, never matched in running text. */
export const LINGUIST_TEXT_STOP = new Set([
  "arc", "assembly", "be", "beef", "berry", "blade", "blueprint", "boo", "cadence", "carbon", "charity", "clean", "click",
  "clue", "cool", "curry", "dune", "edge", "euphoria", "factor", "fancy", "fluent", "genie", "glyph", "grace", "hack",
  "hare", "ink", "io", "jasmin", "just", "kit", "latte", "lean", "leo", "limbo", "liquid", "logos", "mask", "max",
  "mercury", "metal", "mint", "monkey", "move", "nasal", "nickel", "nit", "nu", "opal", "ox", "oz", "pact", "pan",
  "parrot", "pic", "pike", "polar", "pony", "quake", "reason", "red", "ring", "riot", "roc", "rouge", "sage", "sail",
  "salt", "scenic", "self", "shell", "slash", "slice", "slim", "squirrel", "stan", "tape", "tea", "teal", "terra",
  "turing", "uno", "vento", "verse", "volt", "wisp", "processing", "papyrus", "mustache", "gap", "idl", "e", "j", "v",
  "q", "m", "b", "d", "al", "dm", "eq", "gsc", "hy", "jac", "lex", "pep8", "rez", "rpc", "sip", "smt", "talon",
  "toit", "twig", "ucode", "uno", "volt", "wren", "xs", "zap", "zil", "just", "earthly", "clarity", "cue", "dafny",
  "elvish", "fish", "flix", "forth", "glyph", "golo", "gosu", "imba", "janet", "koka", "lasso", "lobster", "marko",
  "mint", "motoko", "nearley", "nemerle", "nickel", "odin", "opa", "oxygene", "pawn", "pike", "polar", "praat", "pug",
  "quint", "rascal", "rebol", "rouge", "sway", "tact", "tolk", "verse", "wdl", "whiley", "wollok", "yacc", "zeek",
  "befunge", "brainfuck", "dogescript", "omgrofl", "lolcode", "bru", "c3", "d2", "f*", "ren'py", "smali",
  "basic", "ceylon", "chapel", "cirru", "clarion", "cool", "cycript", "dylan", "factor", "frege", "genshi",
  "harbour", "hoon", "just", "kakounescript", "langium", "latte", "leo", "liquidsoap", "mako", "max", "meson",
  "mirah", "myghty", "nasl", "ncl", "nit", "ooc", "pact", "parrot", "pyret", "redcode", "riot", "roff", "sail",
  "scilab", "self", "shen", "sieve", "singularity", "slang", "slint", "smarty", "smithy", "squirrel", "stylus",
  "tape", "tea", "templ", "terra", "turing", "txl", "vala", "vento", "volt", "xc", "xojo", "xproc", "zimpl",
]);

/**
 * Abbreviations with more than one sense (data): the skill is read only when the document around it has a
 * word of the skill's domain and none of a competing sense's domain. "EMT" in an electrician's ad is an
 * electrical maintenance technician, not an Emergency Medical Technician.
 */
export interface SenseRule {
  /** the abbreviation as written (case-sensitive) */
  form: string;
  /** words (lower-case) of which one must occur in the document */
  domain: string[];
  /** words (lower-case) of a competing sense: any of them rejects this one */
  against: string[];
}

export const SENSE_RULES: SenseRule[] = [
  {
    form: "EMT",
    domain: ["patient", "patients", "ambulance", "emergency", "medical", "paramedic", "paramedics", "cpr", "ems", "clinical", "hospital", "trauma", "triage", "nremt"],
    against: ["electrical", "electrician", "electricians", "wiring", "voltage", "switchgear", "plc", "motors", "installation", "installations", "18th", "circuits"],
  },
  {
    form: "ECS",
    domain: ["aws", "amazon", "docker", "container", "containers", "kubernetes", "cloud", "fargate", "ec2", "terraform", "devops"],
    against: ["electrician", "electricians", "electrical", "wiring", "jib", "cscs", "18th"],
  },
  {
    form: "EMT-B",
    domain: ["patient", "patients", "ambulance", "emergency", "medical", "paramedic", "cpr", "ems"],
    against: [],
  },
];
