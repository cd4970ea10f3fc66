import { projectsOf } from './cvProjects';
import { matchLanguages, skillMatcher, type DictionaryLanguage, type DictionarySkill } from './cvMatching';
import {
  clip,
  CV_TEXT_LIMIT,
  inlineHeadingOf,
  joinParagraph,
  linesOf,
  linesOfKind,
  sectionsOf,
  stripEdges,
  type Section,
} from './cvSections';
import type { CvProposal } from './cvProposal';

/** The platform's dictionaries a proposal is matched against. */
export type CvDictionary = {
  readonly keySkills: readonly DictionarySkill[];
  readonly languages: readonly DictionaryLanguage[];
  /** Codes of `/api/enum/list?type=LanguageLevel`: A1 ... C2, native. */
  readonly languageLevels: readonly string[];
};

const NAME_LIMIT = 50;
const TEXT_LIMIT = 2000;
const SKILL_LIMIT = 100;
const NAME_WORD = /^\p{Lu}[\p{L}'`.-]*$/u;
const PARTICLES = new Set([
  'van',
  'von',
  'de',
  'da',
  'del',
  'der',
  'den',
  'di',
  'du',
  'la',
  'le',
  'bin',
  'al',
  'el',
  'dos',
  'das',
  'ter',
  'ten',
]);
const NOT_A_NAME =
  /\b(curriculum|vitae|resume|résumé|cv|developer|engineer|manager|designer|analyst|senior|junior|lead|profile|summary|contacts?)\b/i;
// Bounded repetitions (RFC 5321 lengths), the local part starting where a word starts: no input makes them backtrack far.
const EMAIL =
  /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){0,8}\.[A-Za-z]{2,24}/;
const PHONE_LABEL = /\b(phone|tel|telephone|mobile|cell|whatsapp|telegram)\b/i;
const PHONE = /(?:\+|00)?\d[\d\s().-]{5,30}\d/g;

const isValidName = (value: string) => value.length > 0 && value.length <= NAME_LIMIT && /^[\p{L} .'`-]+$/u.test(value);

/** "JOHN SMITH" reads as "John Smith"; names written normally stay as they are. */
const normaliseCase = (word: string) =>
  word === word.toUpperCase() && word.length > 1 ? word.charAt(0) + word.slice(1).toLowerCase() : word;

const splitFullName = (full: string): { name: string; surname: string } | null => {
  const comma = /^([^,]+),\s*([^,]+)$/.exec(full);
  if (comma) {
    const surname = normaliseCase((comma[1] as string).trim());
    const name = normaliseCase((comma[2] as string).trim().split(/\s+/)[0] ?? '');
    return isValidName(name) && isValidName(surname) ? { name, surname } : null;
  }
  const words = full.trim().split(/\s+/).map(normaliseCase);
  if (words.length < 2 || words.length > 4) return null;
  let cut = words.length - 1;
  while (cut > 1 && PARTICLES.has((words[cut - 1] as string).toLowerCase())) cut--;
  const name = words[0] as string;
  const surname = words.slice(cut).join(' ');
  return isValidName(name) && isValidName(surname) ? { name, surname } : null;
};

const looksLikeName = (line: string) => {
  if (line.length > 60 || NOT_A_NAME.test(line) || /[@\d:|/]/.test(line)) return false;
  const words = line.split(/\s+/);
  return (
    words.length >= 2 && words.length <= 4 && words.every((w) => NAME_WORD.test(w) || PARTICLES.has(w.toLowerCase()))
  );
};

/** "Name: John Smith", "First name: John" / "Surname: Smith", or the first line that reads as a person's name. */
const personOf = (
  lines: readonly string[],
  header: readonly string[],
): { name: string | null; surname: string | null } => {
  let name: string | null = null;
  let surname: string | null = null;
  for (const line of lines) {
    const full = /^(?:full\s+)?name\s*[:\-–—]\s*(.+)$/i.exec(line);
    if (full) {
      const split = splitFullName(full[1] as string);
      if (split) return split;
    }
    const first = /^(?:first|given)\s+name\s*:\s*(.+)$/i.exec(line);
    if (first && !name) name = normaliseCase((first[1] as string).trim());
    const last = /^(?:last\s+name|surname|family\s+name)\s*:\s*(.+)$/i.exec(line);
    if (last && !surname) surname = normaliseCase((last[1] as string).trim());
  }
  if (name || surname)
    return { name: name && isValidName(name) ? name : null, surname: surname && isValidName(surname) ? surname : null };
  const candidate =
    header.slice(0, 6).find(looksLikeName) ?? (lines[0] && looksLikeName(lines[0]) ? lines[0] : undefined);
  const split = candidate ? splitFullName(candidate) : null;
  return split ?? { name: null, surname: null };
};

const emailOf = (lines: readonly string[]): string | null => {
  for (const line of lines) {
    const found = EMAIL.exec(line)?.[0].replace(/\.+$/, '');
    if (found) return found.length <= 254 ? found : null;
  }
  return null;
};

/** A labelled number first ("Phone: ..."), else one written in international form; international numbers as +digits. */
const phoneOf = (lines: readonly string[]): string | null => {
  const candidates = [...lines.filter((l) => PHONE_LABEL.test(l)), ...lines.filter((l) => !PHONE_LABEL.test(l))];
  for (const line of candidates) {
    for (const match of line.matchAll(PHONE)) {
      const written = match[0].trim();
      const digits = written.replace(/\D/g, '');
      const international = written.startsWith('+') || written.startsWith('00');
      if (!PHONE_LABEL.test(line) && !international) continue;
      if (digits.length < 7 || digits.length > 15) continue;
      return international ? `+${written.startsWith('00') ? digits.slice(2) : digits}` : written.replace(/\s+/g, ' ');
    }
  }
  return null;
};

/** The Summary (About, Profile) section; without one, the first long paragraph of the header. */
const summaryOf = (sections: readonly Section[]): string | null => {
  const summary = linesOfKind(sections, 'summary');
  const text =
    summary.length > 0
      ? joinParagraph(summary, TEXT_LIMIT)
      : joinParagraph(
          (sections[0]?.lines ?? []).filter((l) => l.length >= 80 && !EMAIL.test(l)),
          TEXT_LIMIT,
        );
  return text ? clip(text, TEXT_LIMIT) : null;
};

/** Pieces of skill lists the dictionary does not know, proposed as the user's own skills (id null). */
const freeSkillsOf = (
  skillLines: readonly string[],
  mentionsKnown: (segment: string) => boolean,
  languageNames: ReadonlySet<string>,
) =>
  skillLines
    .flatMap((line) => line.split(/[,;|•·]/))
    .map((segment) => stripEdges(segment, '-–—:', '.-–—:').replace(/\s+/g, ' '))
    .filter((segment) => segment.length >= 2 && segment.length <= 40 && segment.split(' ').length <= 4)
    .filter((segment) => !/[.!?]\s/.test(segment) && !/:/.test(segment) && !languageNames.has(segment.toLowerCase()))
    .filter((segment) => !mentionsKnown(segment));

/**
 * What a CV proposes for the specialist editor: name, contacts, summary, key skills from the dictionary, spoken
 * languages with levels, projects with dates. Pure: the same text and dictionary always give the same proposal.
 */
export const buildCvProposal = (text: string, dictionary: CvDictionary): CvProposal => {
  // linesOf reads at most CV_TEXT_LIMIT characters, each line at most CV_LINE_LIMIT: every pattern below runs on those.
  const lines = linesOf(text.slice(0, CV_TEXT_LIMIT));
  const sections = sectionsOf(lines);
  const header = sections[0]?.lines ?? [];
  const { name, surname } = personOf(lines, header);

  const languageNames = new Set(dictionary.languages.map((l) => l.name.toLowerCase()));
  const matcher = skillMatcher(dictionary.keySkills, languageNames);
  const skillLines = linesOfKind(sections, 'skills');
  const listed = new Set(skillLines);
  const known = matcher.match(
    lines,
    (i) => listed.has(lines[i] as string) || inlineHeadingOf(lines[i] as string)?.kind === 'skills',
  );
  const knownTitles = new Set(known.map((s) => s.title.toLowerCase()));
  const free = [
    ...new Map(
      freeSkillsOf(skillLines, matcher.mentionsKnown, languageNames).map((t) => [t.toLowerCase(), t]),
    ).values(),
  ].filter((t) => !knownTitles.has(t.toLowerCase()));
  const keySkills = [
    ...known.map((s) => ({ id: s.id as string | null, title: s.title })),
    ...free.map((title) => ({ id: null, title })),
  ].slice(0, SKILL_LIMIT);

  const languageLines = linesOfKind(sections, 'languages');
  const languages = matchLanguages(languageLines, lines, dictionary.languages, new Set(dictionary.languageLevels));

  return {
    surname,
    name,
    email: emailOf(lines),
    phone: phoneOf(lines),
    description: summaryOf(sections),
    keySkills,
    languages,
    projects: projectsOf(linesOfKind(sections, 'projects')).slice(0, 50),
  };
};
