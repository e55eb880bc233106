/**
 * Every regular expression the ReDoS test checks: literals and `new RegExp("literal")` found in the source by
 * the TypeScript parser, and the patterns built from data at run time (exported by their modules). Test-only.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { CITY_STATE_AT, STATE_AFTER_COMMA } from "@/lib/engine/extract/find-places";
import { DAY_RANGE_RE, DURATION_HEAD_RE, GLUED_HEAD_RE, MONTH_BEFORE_YEAR_RE, MONTH_WORD_RE } from "@/lib/engine/extract/find-figures";
import { SUFFIX_IN_TEXT } from "@/lib/engine/extract/find-orgs";
import { MASKED_RE } from "@/lib/engine/extract/find-pay";
import { LEXICON, lexiconCuePattern } from "@/lib/engine/life-sim/core/big-five";
import { DEPENDENT_PATTERNS } from "@/lib/engine/life-sim/core/finances";
import { AMOUNT_RE, SPAN_RE } from "@/lib/engine/life-sim/core/inputs";
import { ORG_MENTION_PATTERNS } from "@/lib/engine/life-sim/core/org-types";
import { AD_PATTERNS } from "@/lib/engine/parse/ad-segments";
import { MONTH_YEAR_RE, RANGE_RE as DATE_RANGE_RE, SINCE_RE } from "@/lib/engine/parse/dates";
import { CURRENCY_RE, MULTIPLIER_RE, NUMBER_RE, RANGE_RE as SALARY_RANGE_RE } from "@/lib/engine/parse/salary";
import { LABELLED_LINES } from "@/lib/engine/scoring/job-header";
import { twoWordMentionPattern } from "@/lib/engine/scoring/job-structure";
import { gerundVerbPattern, phrasePattern } from "@/lib/engine/scoring/keywords";
import { ORG_END_ALL, SKILLS } from "@/lib/knowledge/skills";
import { literalPattern, wholeWordPattern } from "@/lib/engine/scoring/suggestions";
import { BANNED_PHRASES } from "@/lib/engine/writing/banned-phrases";
import { FABRICATED_OBJECT } from "@/lib/models/gateway/content-policy";
import { ADVICE_KEYWORD_PATTERNS } from "@/lib/engine/writing/local/advice";
import { CITY_PATTERNS } from "@/lib/engine/writing/local/chat-slots";
import { RANGE_RE as FACT_RANGE_RE, SINGLE_DATE_RE } from "@/lib/engine/writing/local/facts";
import { VALUE_WORD_PATTERNS } from "@/lib/engine/writing/local/job";

export interface FoundPattern {
  /** where: "lib/x.ts:12" (literals) or a name (built patterns) */
  where: string;
  source: string;
  flags: string;
}

export interface DynamicSite {
  where: string;
  code: string;
}

const ROOT = path.resolve(import.meta.dirname, "../..");

function listSources(dir: string, out: string[] = []): string[] {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) listSources(p, out);
    else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !e.name.endsWith(".d.ts")) out.push(p);
  }
  return out;
}

function isRegExpCall(n: ts.Node): n is ts.NewExpression | ts.CallExpression {
  return (ts.isNewExpression(n) || ts.isCallExpression(n)) && ts.isIdentifier(n.expression) && n.expression.text === "RegExp";
}

/**
 * Regex literals and `new RegExp` / `RegExp(...)` calls of the product code under `lib/` and the route files
 * under `app/`. A call whose pattern is one string literal counts as a literal; any other call is a dynamic site.
 */
export function scanSource(): { literals: FoundPattern[]; dynamic: DynamicSite[] } {
  // lib/redos is this test's own tooling (it compiles the allow-listed patterns on purpose), not product code.
  const lib = listSources(path.join(ROOT, "lib")).filter((f) => !f.startsWith(path.join(ROOT, "lib", "redos") + path.sep));
  const files = [...lib, ...listSources(path.join(ROOT, "app")).filter((f) => f.endsWith("route.ts"))];
  const literals: FoundPattern[] = [];
  const dynamic: DynamicSite[] = [];
  for (const file of files) {
    const rel = path.relative(ROOT, file);
    const sf = ts.createSourceFile(
      file,
      readFileSync(file, "utf8"),
      ts.ScriptTarget.Latest,
      true,
      file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
    const where = (n: ts.Node) => `${rel}:${sf.getLineAndCharacterOfPosition(n.getStart()).line + 1}`;
    const visit = (n: ts.Node): void => {
      if (n.kind === ts.SyntaxKind.RegularExpressionLiteral) {
        const text = (n as ts.RegularExpressionLiteral).text;
        const slash = text.lastIndexOf("/");
        literals.push({ where: where(n), source: text.slice(1, slash), flags: text.slice(slash + 1) });
      } else if (isRegExpCall(n)) {
        const [pattern, flags] = n.arguments ?? [];
        const literal = pattern && (ts.isStringLiteral(pattern) || ts.isNoSubstitutionTemplateLiteral(pattern));
        const literalFlags = !flags || ts.isStringLiteral(flags);
        if (literal && literalFlags)
          literals.push({ where: where(n), source: pattern.text, flags: flags ? (flags as ts.StringLiteral).text : "" });
        else dynamic.push({ where: where(n), code: n.getText(sf).replace(/\s+/g, " ").slice(0, 160) });
      }
      ts.forEachChild(n, visit);
    };
    visit(sf);
  }
  return { literals, dynamic };
}

/**
 * Files that build patterns from data, with how many such `new RegExp` sites each holds. A new site fails the
 * test until its patterns are exported and added to builtPatterns() below (and the count here is raised).
 */
export const DYNAMIC_SITES: Record<string, number> = {
  "lib/engine/extract/find-figures.ts": 5,
  "lib/engine/extract/find-orgs.ts": 1,
  "lib/engine/extract/find-pay.ts": 1,
  "lib/engine/extract/find-places.ts": 2,
  "lib/engine/life-sim/core/big-five.ts": 1,
  "lib/engine/life-sim/core/finances.ts": 3,
  "lib/engine/life-sim/core/inputs.ts": 2,
  "lib/engine/life-sim/core/org-types.ts": 1,
  "lib/engine/parse/ad-segments.ts": 4,
  "lib/engine/parse/dates.ts": 3,
  "lib/engine/parse/salary.ts": 4,
  "lib/engine/scoring/cv-structure.ts": 1,
  "lib/engine/scoring/job-header.ts": 1,
  "lib/engine/scoring/job-structure.ts": 1,
  "lib/engine/scoring/keywords.ts": 2,
  "lib/knowledge/skills/index.ts": 1,
  "lib/engine/scoring/suggestions.ts": 2,
  "lib/engine/writing/banned-phrases.ts": 1,
  "lib/models/gateway/content-policy.ts": 1,
  "lib/engine/writing/local/advice.ts": 1,
  "lib/engine/writing/local/chat-slots.ts": 1,
  "lib/engine/writing/local/facts.ts": 2,
  "lib/engine/writing/local/job.ts": 1,
};

/** Labels with every pattern metacharacter, spaces and word endings: what the escaping builders must survive. */
const AWKWARD_LABELS = [
  "c++ (advanced) [x]*",
  "stakeholder reporting",
  "node.js | $ ^ {2}?",
  "a-b a-b a-b a-b",
  "customer obsessed engineers",
];

/** The patterns built at run time, as the modules build them. */
export function builtPatterns(): FoundPattern[] {
  const named: [string, RegExp][] = [
    ["find-figures DURATION_HEAD_RE", DURATION_HEAD_RE],
    ["find-figures MONTH_BEFORE_YEAR_RE", MONTH_BEFORE_YEAR_RE],
    ["find-figures GLUED_HEAD_RE", GLUED_HEAD_RE],
    ["find-figures DAY_RANGE_RE", DAY_RANGE_RE],
    ["find-figures MONTH_WORD_RE", MONTH_WORD_RE],
    ["find-orgs SUFFIX_IN_TEXT", SUFFIX_IN_TEXT],
    ["find-pay MASKED_RE", MASKED_RE],
    ["find-places CITY_STATE_AT", CITY_STATE_AT],
    ["find-places STATE_AFTER_COMMA", STATE_AFTER_COMMA],
    ["ad-segments AD_PATTERNS.inlineHeading", AD_PATTERNS.inlineHeading],
    ["ad-segments AD_PATTERNS.inlineHeadingUpper", AD_PATTERNS.inlineHeadingUpper],
    ["ad-segments AD_PATTERNS.boilerplate", AD_PATTERNS.boilerplate],
    ["ad-segments AD_PATTERNS.aboutEmployer", AD_PATTERNS.aboutEmployer],
    ["dates RANGE_RE", DATE_RANGE_RE],
    ["dates SINCE_RE", SINCE_RE],
    ["dates MONTH_YEAR_RE", MONTH_YEAR_RE],
    ["salary RANGE_RE", SALARY_RANGE_RE],
    ["salary CURRENCY_RE", CURRENCY_RE],
    ["salary NUMBER_RE", NUMBER_RE],
    ["salary MULTIPLIER_RE", MULTIPLIER_RE],
    ["content-policy FABRICATED_OBJECT", FABRICATED_OBJECT],
    ["facts RANGE_RE", FACT_RANGE_RE],
    ["facts SINGLE_DATE_RE", SINGLE_DATE_RE],
    ...Object.entries(LABELLED_LINES).map(([k, re]): [string, RegExp] => [`job-header LABELLED_LINES.${k}`, re]),
    ["inputs AMOUNT_RE", AMOUNT_RE],
    ["inputs SPAN_RE", SPAN_RE],
    ["skills ORG_END_ALL", ORG_END_ALL],
    ...[...ORG_MENTION_PATTERNS].map(([org, re]): [string, RegExp] => [`org-types ORG_MENTION_PATTERNS ${org.key}`, re]),
    ...DEPENDENT_PATTERNS.map((re, i): [string, RegExp] => [`finances DEPENDENT_PATTERNS[${i}]`, re]),
    ...Object.values(LEXICON)
      .flatMap((l) => [...l.plus, ...l.minus])
      .map((w): [string, RegExp] => [`big-five cue "${w}"`, lexiconCuePattern(w)]),
    ...BANNED_PHRASES.map((b): [string, RegExp] => [`banned phrase "${b.phrase}"`, b.pattern]),
    ...[...ADVICE_KEYWORD_PATTERNS].map(([k, re]): [string, RegExp] => [`advice keyword "${k}"`, re]),
    ...CITY_PATTERNS.map((c): [string, RegExp] => [`chat city "${c.city}"`, c.re]),
    ...VALUE_WORD_PATTERNS.map(([v, re]): [string, RegExp] => [`job value word "${v}"`, re]),
    ...SKILLS.flatMap((s): [string, RegExp][] => {
      const re = gerundVerbPattern(s.name);
      return re ? [[`keywords gerundVerbPattern("${s.name}")`, re]] : [];
    }),
    ...AWKWARD_LABELS.flatMap((l): [string, RegExp][] => [
      [`keywords phrasePattern("${l}")`, phrasePattern(l)],
      [`suggestions literalPattern("${l}")`, literalPattern(l)],
      [`suggestions wholeWordPattern("${l}")`, wholeWordPattern(l)],
      [`job-structure twoWordMentionPattern("${l}", "${l}")`, twoWordMentionPattern(l, l)],
    ]),
  ];
  return named.map(([where, re]) => ({ where, source: re.source, flags: re.flags }));
}
