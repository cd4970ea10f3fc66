/**
 * A CV's text as lines grouped under the headings people use ("Experience", "Skills", ...). Text from a PDF has
 * no paragraph marks and text from a DOCX has blank lines between paragraphs, so blank lines carry no meaning here.
 */
export type SectionKind =
  'header' | 'summary' | 'skills' | 'languages' | 'projects' | 'education' | 'contacts' | 'other';
export type Section = { readonly kind: SectionKind; readonly lines: readonly string[] };

const headingWords: Record<Exclude<SectionKind, 'header'>, readonly string[]> = {
  summary: [
    'summary',
    'professional summary',
    'career summary',
    'about',
    'about me',
    'profile',
    'professional profile',
    'personal profile',
    'objective',
    'career objective',
    'bio',
    'overview',
    'introduction',
  ],
  skills: [
    'skills',
    'key skills',
    'technical skills',
    'hard skills',
    'core skills',
    'skills and tools',
    'technologies',
    'technology stack',
    'tech stack',
    'competencies',
    'core competencies',
    'tools',
    'expertise',
    'technical expertise',
  ],
  languages: ['languages', 'language skills', 'language proficiency', 'spoken languages', 'foreign languages'],
  projects: [
    'projects',
    'project experience',
    'key projects',
    'selected projects',
    'experience',
    'work experience',
    'professional experience',
    'relevant experience',
    'commercial experience',
    'employment',
    'employment history',
    'work history',
    'career',
    'career history',
  ],
  education: [
    'education',
    'academic background',
    'courses',
    'certificates',
    'certifications',
    'courses and certificates',
    'training',
    'qualifications',
  ],
  contacts: [
    'contacts',
    'contact',
    'contact information',
    'contact details',
    'personal information',
    'personal details',
    'personal data',
  ],
  other: [
    'interests',
    'hobbies',
    'references',
    'achievements',
    'awards',
    'publications',
    'soft skills',
    'additional information',
    'volunteering',
  ],
};

const headingKinds = new Map<string, Exclude<SectionKind, 'header'>>(
  Object.entries(headingWords).flatMap(([kind, words]) =>
    words.map((w) => [w, kind as Exclude<SectionKind, 'header'>] as const),
  ),
);

/**
 * Every pattern here runs on bounded text: the CV's text is cut to `CV_TEXT_LIMIT` characters, each line to
 * `CV_LINE_LIMIT`, and trimming is a loop rather than a pattern like `[-–—]+$`, which backtracks quadratically on a
 * long run of dashes that does not end the line.
 */
export const CV_TEXT_LIMIT = 200_000;
export const CV_LINE_LIMIT = 2_000;
/** No heading is longer than this ("Courses and certificates:" with its decoration). */
const HEADING_LIMIT = 60;

const isWhiteSpace = (ch: string) => /\s/.test(ch);

/** The text without white space and the given characters at its start and at its end. */
export const stripEdges = (text: string, atStart: string, atEnd: string = atStart): string => {
  let start = 0;
  let end = text.length;
  while (start < end && (atStart.includes(text[start] as string) || isWhiteSpace(text[start] as string))) start++;
  while (end > start && (atEnd.includes(text[end - 1] as string) || isWhiteSpace(text[end - 1] as string))) end--;
  return text.slice(start, end);
};

const normaliseHeading = (line: string) =>
  stripEdges(line.toLowerCase().replace(/&/g, 'and'), '#*•·-–—=_', ':*•·-–—=_.').replace(/\s+/g, ' ');

/** A line that is only a heading: "WORK EXPERIENCE", "Skills:". */
export const headingOf = (line: string): Exclude<SectionKind, 'header'> | null =>
  line.length > HEADING_LIMIT ? null : (headingKinds.get(normaliseHeading(line)) ?? null);

/** Kinds whose heading may lead its own content on one line ("Skills: Java, SQL", "Stack: React" inside a project). */
const inlineKinds: ReadonlySet<SectionKind> = new Set(['skills', 'languages', 'summary']);

export const inlineHeadingOf = (line: string): { readonly kind: SectionKind; readonly rest: string } | null => {
  const inline = /^([^:]{2,40}):\s*(.+)$/.exec(line);
  if (!inline) return null;
  const label = normaliseHeading(inline[1] as string);
  const kind =
    headingKinds.get(label) ??
    (['stack', 'tech', 'environment', 'tools used', 'technologies used'].includes(label) ? 'skills' : undefined);
  return kind && inlineKinds.has(kind) ? { kind, rest: (inline[2] as string).trim() } : null;
};

const BULLET = /^\s*(?:[•·▪◦●○■□►▸‣⁃*]+|[-–—](?=\s))\s*/;

/** Lines with single spaces and no empty ones, each at most `CV_LINE_LIMIT`; any bullet becomes "• ", so a list item stays an item. */
export const linesOf = (text: string): string[] =>
  text
    .slice(0, CV_TEXT_LIMIT)
    .replace(/\r\n?/g, '\n')
    .replace(/[\u00a0\u2007\u202f\t]/g, ' ')
    .replace(/[\u200b\u200e\u200f\ufeff]/g, '')
    .split('\n')
    .map((line) => {
      const text = line.replace(/\s+/g, ' ').trim().slice(0, CV_LINE_LIMIT);
      const item = text.replace(BULLET, '');
      return item === text ? text : item ? `• ${item}` : '';
    })
    .filter((line) => line.length > 0);

/** The line without its list bullet. */
export const unbulleted = (line: string): string => line.replace(/^• /, '');

/**
 * The lines before the first heading are the header (name, title, contacts); then one section per heading.
 * A one-line "Skills: ..." stays where it is (a project's stack belongs to the project) and also counts for its kind.
 */
export const sectionsOf = (lines: readonly string[]): Section[] => {
  const sections: { kind: SectionKind; lines: string[] }[] = [{ kind: 'header', lines: [] }];
  const inline: Section[] = [];
  for (const line of lines) {
    const heading = headingOf(line);
    if (heading) {
      sections.push({ kind: heading, lines: [] });
      continue;
    }
    const part = inlineHeadingOf(line);
    if (part) inline.push({ kind: part.kind, lines: [part.rest] });
    (sections[sections.length - 1] as { lines: string[] }).lines.push(line);
  }
  return [...sections, ...inline];
};

export const linesOfKind = (sections: readonly Section[], kind: SectionKind): string[] =>
  sections.filter((s) => s.kind === kind).flatMap((s) => s.lines);

/**
 * Wrapped lines of one paragraph joined back: a line that does not end a sentence continues on the next. Lines after
 * `max` characters are left out, since the fields they fill are cut there anyway.
 */
export const joinParagraph = (lines: readonly string[], max = CV_LINE_LIMIT): string => {
  let text = '';
  for (const line of lines) {
    if (text.length >= max) break;
    text =
      text === ''
        ? line
        : '.!?:;'.includes(text.charAt(text.length - 1)) || line.startsWith('• ')
          ? `${text}\n${line}`
          : `${text} ${line}`;
  }
  return text;
};

/** At most `max` characters, cut at a word where possible. */
export const clip = (text: string, max: number): string => {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return (space > max * 0.8 ? cut.slice(0, space) : cut).trim();
};
