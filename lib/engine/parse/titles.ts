import { foldCase } from "@/lib/knowledge/skills/normalize";
/**
 * Job-title recognition: the occupation gazetteer (K2's titles and alternate titles) plus head-noun
 * rules in English, German, French and Spanish for titles the gazetteer does not list.
 */
import { OCCUPATIONS } from "@/lib/knowledge/occupations";
import { tokenize, type Token } from "@/lib/knowledge/skills";

const HEADS_EN = `engineer engineers developer developers programmer architect manager director lead head officer analyst scientist
consultant specialist coordinator administrator assistant associate nurse teacher lecturer professor designer accountant
auditor controller clerk technician mechanic electrician plumber carpenter welder driver operator chef cook waiter waitress
bartender barista cashier representative rep agent recruiter partner advisor adviser executive president vp founder
co-founder cofounder cto ceo cfo coo cmo cio ciso intern trainee apprentice physician doctor surgeon pharmacist therapist
psychologist dentist paramedic midwife caregiver carer attendant receptionist secretary editor writer journalist lawyer
attorney solicitor paralegal counsel strategist owner planner buyer supervisor foreman inspector surveyor worker labourer
laborer handler picker packer courier pilot steward stewardess guard researcher economist statistician actuary underwriter
banker trader broker teller marketer producer photographer artist animator illustrator tester sre dba tutor instructor
coach trainer librarian curator counselor counsellor veterinarian aide stylist hairdresser housekeeper cleaner janitor
porter storekeeper machinist fitter installer estimator dispatcher merchandiser salesperson salesman saleswoman
superintendent principal dean chemist biologist physicist geologist mathematician translator interpreter copywriter
officer generalist bookkeeper cashier scheduler expeditor investigator auditor sonographer radiographer phlebotomist
hygienist optometrist dietitian nutritionist pathologist anesthesiologist psychiatrist pediatrician nanny babysitter
butcher baker florist gardener landscaper roofer painter plasterer mason bricklayer glazier millwright rigger
crane lineman linesman firefighter paramedic deputy sheriff soldier sergeant captain headhunter headhunters
sourcer recruiters recruteur recruteuse reclutador reclutadora`.split(/\s+/);
const HEADS_OTHER = `entwickler entwicklerin ingenieur ingenieurin leiter leiterin berater beraterin managerin pfleger pflegerin
pflegefachkraft pflegefachfrau pflegefachmann krankenschwester lehrer lehrerin sachbearbeiter sachbearbeiterin referent
referentin kaufmann kauffrau mitarbeiter mitarbeiterin techniker technikerin mechaniker mechanikerin elektriker
elektrikerin fahrer fahrerin koch köchin verkäufer verkäuferin buchhalter buchhalterin werkstudent werkstudentin
praktikant praktikantin architekt architektin spezialist spezialistin assistent assistentin geschäftsführer
geschäftsführerin arzt ärztin fachkraft erzieher erzieherin développeur développeuse ingénieur ingénieure responsable
directeur directrice consultante infirmier infirmière enseignant enseignante professeur comptable technicien
technicienne commercial commerciale vendeur vendeuse serveur serveuse cuisinier cuisinière chauffeur assistante
analyste architecte gestionnaire conseiller conseillère chargé chargée desarrollador desarrolladora ingeniero ingeniera
jefe jefa gerente directora consultor consultora enfermero enfermera profesora contable contador contadora técnico
técnica vendedor vendedora camarero camarera cocinero cocinera conductor conductora asistente coordinador coordinadora
especialista abogado abogada médico médica`.split(/\s+/);

const HEAD_NOUNS = new Set([...HEADS_EN, ...HEADS_OTHER]);
// German compounds: "Softwareentwickler", "Projektleiterin", "Vertriebsmitarbeiter".
const DE_SUFFIX =
  /(entwickler|ingenieur|leiter|berater|manager|techniker|mechaniker|pfleger|lehrer|kaufmann|kauffrau|referent|assistent|spezialist|analyst|architekt|fachkraft|sachbearbeiter|mitarbeiter|fahrer|verkäufer|buchhalter|elektroniker|monteur|designer)(in)?$/;

/** Words that extend a title leftwards ("Senior Software", "Registered") even when lower-case. */
export const TITLE_MODIFIERS = new Set(
  `senior junior lead principal staff chief head associate assistant deputy
executive general regional national global group interim acting sr jr mid-level entry-level trainee graduate
registered licensed certified chartered qualified software data cloud devops frontend front-end backend back-end
full-stack fullstack web mobile ios android machine learning ml ai security network systems sales marketing
product project program programme account customer clinical staff charge dental medical legal financial finance
hr people talent technical it research business operations supply chain logistics warehouse quality test qa
site reliability platform infrastructure solutions solution enterprise digital content social media brand ux ui
graphic visual interior mechanical electrical civil structural chemical process manufacturing maintenance
production construction kitchen restaurant store retail shift team office administrative executive registered
nursing care support service field area district teaching school primary secondary english math maths science
delivery truck forklift heavy equipment high grade elementary middle otr 1st 2nd 3rd 4th 5th 6th founding
senior-level confirmé confirmée`
    .split(/\s+/)
    .map(foldCase),
);

export const SENIORITY_WORDS = new Set(
  [
    "senior",
    "junior",
    "lead",
    "principal",
    "staff",
    "chief",
    "head",
    "sr",
    "jr",
    "intern",
    "trainee",
    "graduate",
    "director",
    "vp",
    "executive",
    "associate",
    "entry-level",
    "mid-level",
  ].map(foldCase),
);

const HEAD_CACHE = new Map<string, boolean>();

/** Whether a word heads a job title ("engineer", "Pflegefachkraft", "nurses"); memoised, it is hot. */
export function isHeadNoun(word: string): boolean {
  let hit = HEAD_CACHE.get(word);
  if (hit === undefined) {
    hit = computeHeadNoun(word);
    if (HEAD_CACHE.size < 50_000) HEAD_CACHE.set(word, hit);
  }
  return hit;
}

function computeHeadNoun(word: string): boolean {
  // `/\(.*\)$/`: when a "(" cannot reach the closing ")" at the end, no later "(" on its line can either, so
  // those are skipped at once (the lookbehind) instead of each rescanning the line.
  const w = word.toLowerCase().replace(/\((?<!\(.*?\().*\)$/, "");
  if (HEAD_NOUNS.has(w) || DE_SUFFIX.test(w)) return true;
  // Plurals: "associates", "nurses", "Pflegefachkräfte", "Entwicklerinnen".
  const singular = w.replace(/(innen|es|s|e)$/, "");
  return w.length > 4 && (HEAD_NOUNS.has(singular) || HEAD_NOUNS.has(w.slice(0, -1)) || /fachkräfte$/.test(w) || DE_SUFFIX.test(singular));
}

interface TitleNode {
  next: Map<string, TitleNode>;
  occupationId?: string;
}

const ROOT: TitleNode = { next: new Map() };
for (const occ of OCCUPATIONS) {
  for (const title of [occ.title, ...occ.alternateTitles]) {
    const toks = tokenize(title);
    if (toks.length === 0) continue;
    let node = ROOT;
    for (const t of toks) {
      let child = node.next.get(t.key);
      if (!child) node.next.set(t.key, (child = { next: new Map() }));
      node = child;
    }
    node.occupationId ??= occ.id;
  }
}

/** Longest occupation-gazetteer match starting at token i: [end token index, occupation id]. */
export function matchOccupationAt(tokens: Token[], i: number): [number, string] | null {
  let node = ROOT.next.get(tokens[i].key);
  let best: [number, string] | null = null;
  let j = i;
  while (node) {
    if (node.occupationId) best = [j, node.occupationId];
    if (j + 1 >= tokens.length) break;
    node = node.next.get(tokens[j + 1].key);
    j++;
  }
  return best;
}

/** Whether a short phrase (a CV header segment) reads as a job title. */
export function scoreTitlePhrase(phrase: string): { score: number; occupationId: string | null } {
  const toks = tokenize(phrase);
  if (toks.length === 0 || toks.length > 9) return { score: 0, occupationId: null };
  let occupationId: string | null = null;
  let score = 0;
  let longest = 0;
  for (let i = 0; i < toks.length; i++) {
    const m = matchOccupationAt(toks, i);
    // The longest gazetteer hit names the occupation ("software engineer" beats "engineer").
    if (m && m[0] - i + 1 > longest) {
      longest = m[0] - i + 1;
      occupationId = m[1];
      score = Math.max(score, longest / toks.length >= 0.5 ? 0.9 : 0.7);
    }
  }
  if (toks.some((t) => isHeadNoun(t.raw))) score = Math.max(score, 0.6);
  if (/\b(inc|ltd|llc|gmbh|ag|sa|plc|corp|group|bank|university|hospital|school|clinic)\b\.?/i.test(phrase)) score *= 0.3;
  return { score, occupationId };
}
