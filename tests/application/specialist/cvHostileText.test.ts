import { describe, expect, it } from 'vitest';
import { buildCvProposal, type CvDictionary } from '../../../application/specialist/cvImport/buildCvProposal';
import { CvProposalSchema } from '../../../application/specialist/cvImport/cvProposal';

/**
 * A CV's text comes from a stranger's file. Every pattern of the import runs on bounded input and none backtracks
 * without end: hostile texts of 200,000 characters (the most the extractor hands over) complete with a proposal.
 * No timing is asserted; a catastrophic pattern makes the test run past its time limit instead.
 */
const dictionary: CvDictionary = {
  keySkills: ['Java', 'JavaScript', 'React', 'PostgreSQL', 'Go', 'C++'].map((title) => ({
    id: `skill-${title.toLowerCase()}`,
    title,
  })),
  languages: [{ code: 'en', name: 'English' }],
  languageLevels: ['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'native'],
};
const SIZE = 200_000;
const fill = (head: string, unit: string, tail = '') =>
  head + unit.repeat(Math.floor((SIZE - head.length - tail.length) / unit.length)) + tail;

const hostile: Record<string, string> = {
  'one run of letters (an e-mail pattern scanning for @ from every position)': 'a'.repeat(SIZE),
  'letters and dots after an @': fill('john@', 'a.'),
  'a heading line of separators that ends in a letter': fill('', '=', 'x'),
  'a skill list of dashes that ends in a letter': fill('Skills\n', '-', 'x'),
  'a project line of separators around a date range': fill('Experience\nAcme 2019 - 2020 ', '|', 'x'),
  'a summary of many short lines, none ending a sentence': fill('Summary\n', 'word\n'),
  'digits between long runs of phone punctuation': fill('Phone: ', '1((((((((((((((((((( '),
  'date-like numbers everywhere': fill('Experience\n', '2019 2020 - '),
  'colons in a skill list': fill('Skills\n', 'Java: '),
  'bullets without text': fill('Projects\n', '• \n'),
};

describe('CV import on hostile text', () => {
  for (const [shape, text] of Object.entries(hostile)) {
    it(`completes on ${shape}`, () => {
      expect(text.length).toBeGreaterThan(SIZE - 30);
      const proposal = buildCvProposal(text, dictionary);
      expect(CvProposalSchema.parse(proposal)).toEqual(proposal);
      expect(proposal.description?.length ?? 0).toBeLessThanOrEqual(2000);
    });
  }

  it('reads what it can of a hostile text and nothing it should not', () => {
    const letters = buildCvProposal(
      hostile['one run of letters (an e-mail pattern scanning for @ from every position)']!,
      dictionary,
    );
    expect(letters).toMatchObject({
      surname: null,
      name: null,
      email: null,
      phone: null,
      keySkills: [],
      languages: [],
      projects: [],
    });
    // The header's long paragraph is the summary, cut to the field's limit.
    expect(letters.description).toBe('a'.repeat(2000));
    expect(buildCvProposal(hostile['a project line of separators around a date range']!, dictionary).projects).toEqual([
      expect.objectContaining({ title: 'Acme', start: '2019-01-01', finish: '2020-01-01', untilNow: false }),
    ]);
    expect(buildCvProposal(hostile['a skill list of dashes that ends in a letter']!, dictionary).keySkills).toEqual([]);
  });

  it('text beyond the bound is not read', () => {
    const proposal = buildCvProposal(`${'x'.repeat(SIZE)}\nSkills\nJava, React\nContact: late@example.com`, dictionary);
    expect(proposal.keySkills).toEqual([]);
    expect(proposal.email).toBeNull();
  });
});
