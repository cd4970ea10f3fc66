import { findDateRange, type DateRange } from './cvDates';
import { clip, joinParagraph, stripEdges, unbulleted } from './cvSections';
import type { CvProposal } from './cvProposal';

type ProposedProject = CvProposal['projects'][number];

/**
 * Projects from the lines of an Experience or Projects section. Each date range anchors one project; the lines around
 * it give the title and the role in the common layouts:
 *   Title / Role | 03.2021 – present / description...
 *   Title (Jan 2020 - Dec 2022) / Role: Backend developer / description...
 *   Title / Role / 2018 – 2020 / description...
 */
const ROLE_WORDS =
  /\b(developer|engineer|programmer|lead|manager|architect|designer|analyst|tester|qa|devops|sre|consultant|specialist|administrator|scientist|intern|head|director|cto|cio|owner|founder|expert|researcher|coordinator|officer|teamlead|team lead|tech lead|scrum master|contractor|freelancer)\b/i;
const LABEL =
  /^(role|position|title|project|responsibilities|description|stack|technologies|tech|environment|tools|team|team size|client|company|customer|achievements|tasks|duties|industry|domain)\s*:/i;
const ROLE_LABEL = /^(?:role|position|job title)\s*:\s*(.+)$/i;
const PROJECT_LABEL = /^(?:project|project name)\s*:\s*(.+)$/i;

const isTitleLike = (line: string | undefined): line is string =>
  line !== undefined &&
  !line.startsWith('• ') &&
  line.length <= 100 &&
  !/[.!?;]$/.test(line) &&
  !/^\p{Ll}/u.test(line) &&
  !LABEL.test(line) &&
  findDateRange(line) === null;

const isRoleLike = (line: string | undefined): line is string =>
  isTitleLike(line) && line.length <= 80 && ROLE_WORDS.test(line);

/** What is left of a line once its date range is cut out: "Senior developer |" becomes "Senior developer". */
const withoutRange = (line: string, range: DateRange) =>
  stripEdges(
    `${line.slice(0, range.index)} ${line.slice(range.index + range.length)}`
      .replace(/\(\s*\)|\[\s*\]/g, ' ')
      .replace(/\b(period|dates?|duration|from)\s*:?\s*$/i, ' '),
    '|,;:()-–—•@',
  ).replace(/\s+/g, ' ');

type Header = { title: string; role: string; first: number; last: number; range: DateRange };

export const projectsOf = (lines: readonly string[]): ProposedProject[] => {
  const anchors = lines.flatMap((line, i) => {
    const range = findDateRange(line);
    return range ? [{ i, range }] : [];
  });
  const headers: Header[] = [];
  anchors.forEach(({ i, range }, k) => {
    const floor = k === 0 ? 0 : (headers[k - 1] as Header).last + 1;
    const rest = withoutRange(lines[i] as string, range);
    const before = i - 1 >= floor ? lines[i - 1] : undefined;
    const beforeThat = i - 2 >= floor ? lines[i - 2] : undefined;
    const after = lines[i + 1];
    const nextAnchor = anchors[k + 1]?.i ?? lines.length;
    const roleAfter = i + 1 < nextAnchor && (ROLE_LABEL.test(after ?? '') || isRoleLike(after));
    if (rest && isTitleLike(before)) {
      const swap = isRoleLike(before) && !isRoleLike(rest);
      headers.push({ title: swap ? rest : before, role: swap ? before : rest, first: i - 1, last: i, range });
    } else if (rest) {
      headers.push({
        title: rest,
        role: roleAfter ? (after as string) : '',
        first: i,
        last: roleAfter ? i + 1 : i,
        range,
      });
    } else if (isTitleLike(before) && isTitleLike(beforeThat) && (isRoleLike(before) || isRoleLike(beforeThat))) {
      const [title, role] =
        isRoleLike(before) && !isRoleLike(beforeThat)
          ? [beforeThat, before]
          : isRoleLike(beforeThat) && !isRoleLike(before)
            ? [before, beforeThat]
            : [beforeThat, before];
      headers.push({ title, role, first: i - 2, last: i, range });
    } else if (isTitleLike(before)) {
      headers.push({
        title: before,
        role: roleAfter ? (after as string) : '',
        first: i - 1,
        last: roleAfter ? i + 1 : i,
        range,
      });
    } else {
      headers.push({
        title: '',
        role: roleAfter ? (after as string) : '',
        first: i,
        last: roleAfter ? i + 1 : i,
        range,
      });
    }
  });

  return headers.map((header, k) => {
    const end = k + 1 < headers.length ? (headers[k + 1] as Header).first : lines.length;
    let { title, role } = header;
    const body: string[] = [];
    for (const line of lines.slice(header.last + 1, end)) {
      const roleLabel = ROLE_LABEL.exec(unbulleted(line));
      const projectLabel = PROJECT_LABEL.exec(unbulleted(line));
      if (roleLabel && !role) role = (roleLabel[1] as string).trim();
      else if (projectLabel && !title) title = (projectLabel[1] as string).trim();
      else body.push(line);
    }
    role = role.replace(ROLE_LABEL, '$1').trim();
    return {
      title: clip(title || role, 200),
      role: clip(role, 100),
      description: clip(joinParagraph(body, 2000), 2000),
      start: header.range.start,
      finish: header.range.finish,
      untilNow: header.range.untilNow,
    };
  });
};
