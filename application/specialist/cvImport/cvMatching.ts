/**
 * Key skills and spoken languages found in a CV, matched against the platform's dictionaries.
 * Matching is by whole word and ignores case, except for plain capitalised words ("Spring", "Go", "Less") outside
 * skill lists, where ordinary prose would give false matches.
 */
export type DictionarySkill = { readonly id: string; readonly title: string };
export type DictionaryLanguage = { readonly code: string; readonly name: string };

/** Common spellings people write for a skill of the dictionary: proposed only when that title exists. */
export const skillAliases: Readonly<Record<string, string>> = {
  JS: 'JavaScript',
  ECMAScript: 'JavaScript',
  ES6: 'JavaScript',
  TS: 'TypeScript',
  Postgres: 'PostgreSQL',
  'Postgre SQL': 'PostgreSQL',
  PSQL: 'PostgreSQL',
  Golang: 'Go',
  K8s: 'Kubernetes',
  NodeJS: 'Node.js',
  'Node JS': 'Node.js',
  ReactJS: 'React',
  'React.js': 'React',
  'React JS': 'React',
  VueJS: 'Vue.js',
  Vue: 'Vue.js',
  'Vue 3': 'Vue.js',
  NextJS: 'Next.js',
  NuxtJS: 'Nuxt',
  'Nuxt.js': 'Nuxt',
  'Angular 2+': 'Angular',
  NestJS: 'NestJS',
  'Nest.js': 'NestJS',
  'Express.js': 'Express',
  ExpressJS: 'Express',
  'Amazon Web Services': 'AWS',
  GCP: 'Google Cloud Platform',
  'Google Cloud': 'Google Cloud Platform',
  Azure: 'Microsoft Azure',
  Mongo: 'MongoDB',
  MSSQL: 'Microsoft SQL Server',
  'MS SQL': 'Microsoft SQL Server',
  'SQL Server': 'Microsoft SQL Server',
  'C Sharp': 'C#',
  DotNet: '.NET',
  '.NET Core': '.NET',
  'ASP.NET': 'ASP.NET Core',
  Kafka: 'Apache Kafka',
  Spark: 'Apache Spark',
  Airflow: 'Apache Airflow',
  HTML: 'HTML5',
  CSS: 'CSS3',
  SCSS: 'Sass',
  Tailwind: 'Tailwind CSS',
  MUI: 'Material UI',
  'Spring Framework': 'Spring',
  Sklearn: 'scikit-learn',
  'Scikit learn': 'scikit-learn',
  LLM: 'Large language models',
  LLMs: 'Large language models',
  NLP: 'Natural language processing',
  ML: 'Machine learning',
  RAG: 'Retrieval-augmented generation',
  'GitHub CI': 'GitHub Actions',
  'GitLab CI': 'GitLab CI/CD',
  ELK: 'ELK Stack',
  REST: 'REST API',
  RESTful: 'REST API',
  'RESTful API': 'REST API',
  'RESTful APIs': 'REST API',
  'REST APIs': 'REST API',
  DDD: 'Domain-driven design',
  'Power Query': 'Excel',
  'MS Excel': 'Excel',
  'MS Project': 'Microsoft Project',
  'Objective C': 'Objective-C',
};

const isWordChar = (ch: string | undefined) => ch !== undefined && /[\p{L}\p{N}_]/u.test(ch);
/** After a match, "+" and "#" continue the word too: "C" must not match "C++" or "C#". */
const endsWord = (ch: string | undefined) => !isWordChar(ch) && ch !== '+' && ch !== '#';
const startsWord = (ch: string | undefined) => !isWordChar(ch);

/** Plain capitalised words, acronyms and very short titles read like prose ("Spring", "REST", "Go"): match them there only as written. */
const caseSensitiveInProse = (title: string) =>
  title.length <= 2 || /^[A-Z][a-z]+$/.test(title) || /^[A-Z0-9]+$/.test(title);

type Needle = { readonly written: string; readonly skill: DictionarySkill };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const occurrences = (haystack: string, needle: string, ignoreCase: boolean): number[] => {
  const pattern = new RegExp(escapeRegExp(needle), ignoreCase ? 'giu' : 'gu');
  const found: number[] = [];
  for (const match of haystack.matchAll(pattern)) {
    const at = match.index;
    if (startsWord(haystack[at - 1]) && endsWord(haystack[at + needle.length])) found.push(at);
  }
  return found;
};

/**
 * Finds dictionary skills in a CV. Titles equal to `excludeTitles` (spoken languages such as "English") are skipped:
 * they are proposed as languages.
 */
export const skillMatcher = (
  dictionary: readonly DictionarySkill[],
  excludeTitles: ReadonlySet<string> = new Set(),
) => {
  const byTitle = new Map(dictionary.map((s) => [s.title.toLowerCase(), s]));
  const needles: Needle[] = [
    ...dictionary
      .filter((s) => !excludeTitles.has(s.title.toLowerCase()))
      .map((skill) => ({ written: skill.title, skill })),
    ...Object.entries(skillAliases).flatMap(([alias, title]) => {
      const skill = byTitle.get(title.toLowerCase());
      return skill && !byTitle.has(alias.toLowerCase()) ? [{ written: alias, skill }] : [];
    }),
  ].sort((a, b) => b.written.length - a.written.length);

  return {
    /**
     * Skills in the order they first appear; longer titles win where two overlap ("React Native" over "React").
     * On lines that list skills (`isSkillLine`) every title of two or more characters matches in any case.
     */
    match: (lines: readonly string[], isSkillLine: (index: number) => boolean): DictionarySkill[] => {
      const text = lines.join('\n');
      const listed = new Array<boolean>(text.length).fill(false);
      let offset = 0;
      lines.forEach((line, i) => {
        if (isSkillLine(i)) listed.fill(true, offset, offset + line.length);
        offset += line.length + 1;
      });
      const claimed = new Array<boolean>(text.length).fill(false);
      const found = new Map<string, { skill: DictionarySkill; at: number }>();
      for (const needle of needles) {
        const length = needle.written.length;
        for (const at of occurrences(text, needle.written, length > 1)) {
          const exact = text.slice(at, at + length) === needle.written;
          if (!exact && !(listed[at] && length > 1) && caseSensitiveInProse(needle.written)) continue;
          if (claimed.slice(at, at + length).some(Boolean)) continue;
          claimed.fill(true, at, at + length);
          const seen = found.get(needle.skill.id);
          if (!seen || seen.at > at) found.set(needle.skill.id, { skill: needle.skill, at });
        }
      }
      return [...found.values()].sort((a, b) => a.at - b.at).map((f) => f.skill);
    },
    /** Whether a piece of a skill list names a dictionary skill at all. */
    mentionsKnown: (segment: string): boolean =>
      needles.some((n) => occurrences(segment, n.written, n.written.length > 1).length > 0),
  };
};

/* ---- Languages ---- */

/** CEFR codes first, then the words people use, longest first so "upper-intermediate" is not read as "intermediate". */
const levelWords: readonly [RegExp, string][] = [
  [/\b([ABC][12])\b/i, ''],
  [/\b(native|mother tongue|first language|bilingual)\b/i, 'native'],
  [/\b(proficient|full professional)\b/i, 'C2'],
  [/\b(fluent|advanced)\b/i, 'C1'],
  [/\bupper[-\s]?intermediate\b/i, 'B2'],
  [/\bpre[-\s]?intermediate\b/i, 'A2'],
  [/\b(intermediate|conversational)\b/i, 'B1'],
  [/\b(elementary|basic)\b/i, 'A2'],
  [/\bbeginner\b/i, 'A1'],
];

/** Other names people give a language of the dictionary. */
const languageAliases: Readonly<Record<string, string>> = {
  Mandarin: 'Chinese',
  Cantonese: 'Chinese',
  Farsi: 'Persian',
  Filipino: 'Tagalog',
  Flemish: 'Dutch',
  'Bahasa Indonesia': 'Indonesian',
  'Bahasa Melayu': 'Malay',
};

export const levelIn = (segment: string, levels: ReadonlySet<string>): string | null => {
  for (const [pattern, code] of levelWords) {
    const match = pattern.exec(segment);
    if (!match) continue;
    const level = code || (match[1] as string).toUpperCase();
    if (levels.has(level)) return level;
  }
  return null;
};

const hasLevelWord = (segment: string) => levelWords.some(([pattern]) => pattern.test(segment));

/**
 * Spoken languages with their levels: every language named in the Languages section, and elsewhere a language
 * named beside a level on a short line ("English — C1"). Each language once; a level found later fills a missing one.
 */
export const matchLanguages = (
  languageLines: readonly string[],
  otherLines: readonly string[],
  dictionary: readonly DictionaryLanguage[],
  levels: ReadonlySet<string>,
): { language: string; level: string | null }[] => {
  const byName = new Map(dictionary.map((l) => [l.name.toLowerCase(), l.code]));
  const names = [
    ...dictionary.map((l) => ({ written: l.name, code: l.code })),
    ...Object.entries(languageAliases).flatMap(([alias, name]) => {
      const code = byName.get(name.toLowerCase());
      return code ? [{ written: alias, code }] : [];
    }),
  ];
  const found = new Map<string, string | null>();
  const read = (line: string, needsLevel: boolean) => {
    for (const segment of line.split(/[,;|•·]|\s{2,}/)) {
      if (needsLevel && (segment.length > 60 || !hasLevelWord(segment))) continue;
      for (const language of names) {
        if (occurrences(segment, language.written, true).length === 0) continue;
        const level = levelIn(segment, levels);
        if (!found.has(language.code) || (found.get(language.code) === null && level)) found.set(language.code, level);
      }
    }
  };
  languageLines.forEach((line) => read(line, false));
  otherLines.forEach((line) => read(line, true));
  return [...found].map(([language, level]) => ({ language, level }));
};
