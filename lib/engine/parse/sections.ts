/** CV section headings in English, German, French and Spanish. */

export type CvSectionName =
  "summary" | "experience" | "skills" | "education" | "certifications" | "projects" | "languages" | "contact" | "other";

export interface CvSection {
  name: CvSectionName;
  /** heading line as written; null for the untitled block before the first heading */
  heading: string | null;
  /** 0-based line numbers, inclusive, of the section body including its heading line */
  startLine: number;
  endLine: number;
}

const HEADINGS: [CvSectionName, string[]][] = [
  [
    "summary",
    [
      "summary",
      "profile",
      "professional summary",
      "about me",
      "about",
      "objective",
      "career objective",
      "personal statement",
      "overview",
      "professional profile",
      "executive summary",
      "profil",
      "kurzprofil",
      "zusammenfassung",
      "über mich",
      "résumé",
      "resume",
      "profil professionnel",
      "à propos",
      "perfil",
      "resumen",
      "sobre mí",
      "perfil profesional",
    ],
  ],
  [
    "experience",
    [
      "experience",
      "work experience",
      "professional experience",
      "employment",
      "employment history",
      "work history",
      "career history",
      "relevant experience",
      "career",
      "berufserfahrung",
      "berufliche erfahrung",
      "beruflicher werdegang",
      "werdegang",
      "praxiserfahrung",
      "expérience",
      "expériences",
      "expérience professionnelle",
      "expériences professionnelles",
      "parcours professionnel",
      "experiencia",
      "experiencia profesional",
      "experiencia laboral",
      "trayectoria profesional",
      "positions held",
    ],
  ],
  [
    "skills",
    [
      "skills",
      "technical skills",
      "key skills",
      "core skills",
      "core competencies",
      "competencies",
      "skills & tools",
      "skills and tools",
      "tools",
      "technologies",
      "tech stack",
      "expertise",
      "areas of expertise",
      "kenntnisse",
      "fähigkeiten",
      "kompetenzen",
      "it-kenntnisse",
      "fachkenntnisse",
      "compétences",
      "compétences techniques",
      "habilidades",
      "competencias",
      "conocimientos",
      "aptitudes",
      "skills summary",
    ],
  ],
  [
    "education",
    [
      "education",
      "academic background",
      "qualifications",
      "academic qualifications",
      "education and training",
      "ausbildung",
      "bildung",
      "studium",
      "bildungsweg",
      "schulbildung",
      "formation",
      "formations",
      "études",
      "educación",
      "formación",
      "formación académica",
      "estudios",
    ],
  ],
  [
    "certifications",
    [
      "certifications",
      "certificates",
      "licenses",
      "licences",
      "certifications & licenses",
      "licenses & certifications",
      "accreditations",
      "zertifikate",
      "zertifizierungen",
      "weiterbildung",
      "certificats",
      "certifications professionnelles",
      "certificaciones",
      "certificados",
    ],
  ],
  [
    "projects",
    [
      "projects",
      "selected projects",
      "key projects",
      "personal projects",
      "side projects",
      "portfolio",
      "projekte",
      "projets",
      "proyectos",
      "publications",
      "achievements",
      "awards",
    ],
  ],
  [
    "languages",
    [
      "languages",
      "language skills",
      "spoken languages",
      "sprachen",
      "sprachkenntnisse",
      "langues",
      "compétences linguistiques",
      "idiomas",
      "lenguas",
    ],
  ],
  [
    "contact",
    [
      "contact",
      "contact details",
      "contact information",
      "personal details",
      "personal information",
      "kontakt",
      "persönliche daten",
      "coordonnées",
      "contacto",
      "datos personales",
    ],
  ],
];

const HEADING_MAP = new Map<string, CvSectionName>();
for (const [name, words] of HEADINGS) for (const w of words) HEADING_MAP.set(w, name);

/** "Skills: Python, Go" — a heading with its content on the same line; returns the section or null. */
export function classifyInlineHeading(line: string): CvSectionName | null {
  // The label starts after the leading whitespace (it used to be able to start inside it, for no different result).
  const m = line.match(/^\s*([^:\d\s][^:\d]{1,29}):\s*\S/);
  return m ? classifyHeading(m[1]) : null;
}

/** Returns the section a line heads, or null when the line is content. */
export function classifyHeading(line: string): CvSectionName | null {
  const cleaned = line
    .trim()
    .replace(/^[#*=\-–—•\s]+/, "")
    .replace(/(?<![#*=\-–—:\s])[#*=\-–—:\s]+$/, "")
    .toLowerCase()
    .replace(/\s+/g, " ");
  if (!cleaned || cleaned.length > 40) return null;
  return HEADING_MAP.get(cleaned) ?? null;
}

/** Splits lines into sections; text before the first heading is "summary" when prose, else "contact". */
export function splitSections(lines: string[]): CvSection[] {
  const sections: CvSection[] = [];
  let current: CvSection | null = null;
  lines.forEach((line, i) => {
    const name = classifyHeading(line) ?? classifyInlineHeading(line);
    if (name) {
      if (current) current.endLine = i - 1;
      current = { name, heading: line.trim(), startLine: i, endLine: i };
      sections.push(current);
    } else if (!current && line.trim()) {
      current = { name: "contact", heading: null, startLine: i, endLine: i };
      sections.push(current);
    }
  });
  if (current) (current as CvSection).endLine = lines.length - 1;
  return sections;
}

export function sectionOfLine(sections: CvSection[], line: number): CvSection | undefined {
  return sections.find((s) => line >= s.startLine && line <= s.endLine);
}
