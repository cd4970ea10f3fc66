import { describe, expect, it } from 'vitest';
import { buildCvProposal, type CvDictionary } from '../../../application/specialist/cvImport/buildCvProposal';
import { findDateRange, parseCvDate } from '../../../application/specialist/cvImport/cvDates';
import { CvProposalSchema } from '../../../application/specialist/cvImport/cvProposal';

/** CV import proposes fields from plain text; the user confirms what to take. */
const skill = (title: string) => ({ id: `skill-${title.toLowerCase()}`, title });
const dictionary: CvDictionary = {
  keySkills: [
    'JavaScript',
    'TypeScript',
    'React',
    'React Native',
    'PostgreSQL',
    'Node.js',
    'Java',
    'Go',
    'C',
    'C++',
    'C#',
    'Spring',
    'English',
    'AWS',
    'REST API',
    'Less',
    'Docker',
    'Kubernetes',
    'Vue.js',
    '.NET',
  ].map(skill),
  languages: [
    { code: 'en', name: 'English' },
    { code: 'de', name: 'German' },
    { code: 'fr', name: 'French' },
    { code: 'ru', name: 'Russian' },
    { code: 'es', name: 'Spanish' },
    { code: 'zh', name: 'Chinese' },
  ],
  languageLevels: ['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'native'],
};
const ids = (titles: string[]) => titles.map((t) => ({ id: `skill-${t.toLowerCase()}`, title: t }));

const pdfLikeCv = [
  'John Smith',
  'Senior Frontend Developer',
  'john.smith@example.com | +49 170 1234567',
  'Summary',
  'Frontend engineer with eight years of experience in banking and logistics,',
  'building fast and accessible web applications.',
  'Skills',
  'JavaScript, React, Postgres, TS, Payments domain',
  'Languages',
  'English — C1',
  'German: B2',
  'Russian (native)',
  'Projects',
  'Online banking platform',
  'Senior Frontend Developer | 03.2021 – present',
  'Built the customer web app with React and TypeScript.',
  'Led a team of four.',
  'Logistics tracker',
  'Backend Developer, Jan 2019 - Dec 2020',
  'Designed REST APIs in Node.js and PostgreSQL.',
  'Education',
  'TU Berlin, Computer Science, 2010 - 2015',
].join('\n');

describe('CV proposal', () => {
  const proposal = buildCvProposal(pdfLikeCv, dictionary);

  it('is always a valid proposal of the contract', () => {
    expect(CvProposalSchema.parse(proposal)).toEqual(proposal);
    expect(CvProposalSchema.parse(buildCvProposal('', dictionary))).toEqual({
      surname: null,
      name: null,
      email: null,
      phone: null,
      description: null,
      keySkills: [],
      languages: [],
      projects: [],
    });
  });

  it('takes the name from the first line, the e-mail and an international phone', () => {
    expect(proposal).toMatchObject({
      name: 'John',
      surname: 'Smith',
      email: 'john.smith@example.com',
      phone: '+491701234567',
    });
  });

  it('takes the summary as the description, lines of one paragraph joined', () => {
    expect(proposal.description).toBe(
      'Frontend engineer with eight years of experience in banking and logistics, building fast and accessible web applications.',
    );
  });

  it('matches key skills by whole word in any case, with aliases, in the order they appear; unknown listed skills stay free', () => {
    expect(proposal.keySkills).toEqual([
      ...ids(['JavaScript', 'React', 'PostgreSQL', 'TypeScript', 'REST API', 'Node.js']),
      { id: null, title: 'Payments domain' },
    ]);
  });

  it('reads languages with levels mapped to the LanguageLevel codes', () => {
    expect(proposal.languages).toEqual([
      { language: 'en', level: 'C1' },
      { language: 'de', level: 'B2' },
      { language: 'ru', level: 'native' },
    ]);
  });

  it('finds projects: title, role, description and the dates of each', () => {
    expect(proposal.projects).toEqual([
      {
        title: 'Online banking platform',
        role: 'Senior Frontend Developer',
        description: 'Built the customer web app with React and TypeScript.\nLed a team of four.',
        start: '2021-03-01',
        finish: null,
        untilNow: true,
      },
      {
        title: 'Logistics tracker',
        role: 'Backend Developer',
        description: 'Designed REST APIs in Node.js and PostgreSQL.',
        start: '2019-01-01',
        finish: '2020-12-01',
        untilNow: false,
      },
    ]);
  });
});

describe('CV proposal: layouts people write', () => {
  it('labelled fields: "Name:", "Surname:", "Phone:", role on its own labelled line', () => {
    const p = buildCvProposal(
      [
        'CURRICULUM VITAE',
        'First name: Maria',
        'Surname: Garcia',
        'Phone: 0170 123 45 67',
        'E-mail: maria@example.org.',
        'Experience',
        'Payment gateway (2018 – 2020)',
        'Role: Java developer',
        'Built the settlement service.',
      ].join('\n'),
      dictionary,
    );
    expect(p).toMatchObject({ name: 'Maria', surname: 'Garcia', phone: '0170 123 45 67', email: 'maria@example.org' });
    expect(p.projects).toEqual([
      {
        title: 'Payment gateway',
        role: 'Java developer',
        description: 'Built the settlement service.',
        start: '2018-01-01',
        finish: '2020-01-01',
        untilNow: false,
      },
    ]);
  });

  it('role, company and dates on their own lines, bullet points kept as lines of the description', () => {
    const p = buildCvProposal(
      [
        'Work experience',
        'Senior Software Engineer',
        'Acme Corp, Berlin',
        'March 2019 – Present',
        '• Built the billing service',
        '• Led three engineers',
        'Software Engineer',
        'Beta GmbH',
        '2016 - 2019',
        '- Maintained the Java monolith',
      ].join('\n'),
      dictionary,
    );
    expect(p.projects).toEqual([
      {
        title: 'Acme Corp, Berlin',
        role: 'Senior Software Engineer',
        description: '• Built the billing service\n• Led three engineers',
        start: '2019-03-01',
        finish: null,
        untilNow: true,
      },
      {
        title: 'Beta GmbH',
        role: 'Software Engineer',
        description: '• Maintained the Java monolith',
        start: '2016-01-01',
        finish: '2019-01-01',
        untilNow: false,
      },
    ]);
  });

  it('a name in capitals, and "Name: Surname, Name"', () => {
    expect(buildCvProposal('JANE DOE\nQA engineer', dictionary)).toMatchObject({ name: 'Jane', surname: 'Doe' });
    expect(buildCvProposal('Name: Doe, Jane', dictionary)).toMatchObject({ name: 'Jane', surname: 'Doe' });
    expect(buildCvProposal('Ludwig van Beethoven', dictionary)).toMatchObject({
      name: 'Ludwig',
      surname: 'van Beethoven',
    });
  });

  it('does not read prose words as skills: "less", "go", "spring" in sentences, Java inside JavaScript, C inside C++', () => {
    const p = buildCvProposal(
      'Summary\nI go to work in spring with less stress.\nWrote C++ and JavaScript for ten years.',
      dictionary,
    );
    expect(p.keySkills).toEqual(ids(['C++', 'JavaScript']));
  });

  it('in a skills list every title matches in any case, and the longer title wins', () => {
    const p = buildCvProposal('Key skills: react native, docker, K8s, golang, Vue, .NET, c#', dictionary);
    expect(p.keySkills).toEqual(ids(['React Native', 'Docker', 'Kubernetes', 'Go', 'Vue.js', '.NET', 'C#']));
  });

  it('spoken languages are not proposed as key skills, and a language in prose without a level is not a language row', () => {
    const p = buildCvProposal(
      'Summary\nWorked for English-speaking clients.\nLanguages: English (fluent), French - basic, Mandarin',
      dictionary,
    );
    expect(p.keySkills).toEqual([]);
    expect(p.languages).toEqual([
      { language: 'en', level: 'C1' },
      { language: 'fr', level: 'A2' },
      { language: 'zh', level: null },
    ]);
  });

  it('a long text and odd characters never break it, and every limit holds', () => {
    const long = `Summary\n${'word '.repeat(1000)}\nProjects\n${'X'.repeat(300)}\n01.2020 - 02.2021\n${'y '.repeat(2000)}`;
    const p = buildCvProposal(long, dictionary);
    expect(p.description!.length).toBeLessThanOrEqual(2000);
    expect(p.projects[0]!.title.length).toBeLessThanOrEqual(200);
    expect(p.projects[0]!.description.length).toBeLessThanOrEqual(2000);
    expect(() => buildCvProposal('\u0000\ufeff(((\n[[[\n+++\n', dictionary)).not.toThrow();
  });
});

describe('CV dates', () => {
  it.each([
    ['03.2021', '2021-03-01'],
    ['3/2021', '2021-03-01'],
    ['2021-11', '2021-11-01'],
    ['Jan 2020', '2020-01-01'],
    ['September 2019', '2019-09-01'],
    ['Sept. 2019', '2019-09-01'],
    ['2018', '2018-01-01'],
    ['13.2021', null],
    ['1890', null],
  ])('%s is %s', (written, expected) => expect(parseCvDate(written)).toBe(expected));

  it('ranges with dashes, "to" and words for now; a finish before the start is no range', () => {
    expect(findDateRange('Dev | 03.2021 – present')).toMatchObject({
      start: '2021-03-01',
      finish: null,
      untilNow: true,
    });
    expect(findDateRange('Jan 2020 - Dec 2022')).toMatchObject({
      start: '2020-01-01',
      finish: '2022-12-01',
      untilNow: false,
    });
    expect(findDateRange('2019-04 to 2021-11')).toMatchObject({ start: '2019-04-01', finish: '2021-11-01' });
    expect(findDateRange('2018—2020')).toMatchObject({ start: '2018-01-01', finish: '2020-01-01' });
    expect(findDateRange('May 2021 — Now')).toMatchObject({ start: '2021-05-01', untilNow: true });
    expect(findDateRange('2022 - 2019')).toBeNull();
    expect(findDateRange('Phone +49 170 1234567')).toBeNull();
  });
});
