import { describe, expect, it } from 'vitest';
import {
  specialistCardSchema,
  type CardValidationContext,
  type SpecialistContentInput,
} from '../../../application/specialist/schemas';

/** Each rule of part 1, section 5 with a passing and a failing example at the seeds' limits. */
const review: CardValidationContext = {
  mode: 'review',
  today: '2026-11-02',
  categoriesWithChildren: new Set(['development']),
  dialCodes: ['+49', '+1'],
};
const draft: CardValidationContext = { ...review, mode: 'draft' };

const valid = (): SpecialistContentInput => ({
  shared: {
    gender: 'f',
    birthDate: '1990-04-12',
    phone: '+491701234567',
    email: 'anna@example.test',
    countryCode: 'DE',
    cityId: 'berlin',
    categories: ['development'],
    subcategories: ['backend'],
    specializationId: 'java-developer',
    grade: 'senior',
    keySkills: [{ id: 'java', title: 'Java' }],
    languages: [{ language: 'en', level: 'C1' }],
  },
  texts: {
    en: {
      surname: 'Schmidt',
      name: 'Anna',
      description: 'Backend engineer.',
      projects: [
        { id: 'new-1', title: 'Payments', role: 'Lead', description: 'Built it.', start: '2021-01-01', untilNow: true },
      ],
      education: [
        { id: 'new-2', school: 'TU Berlin', degree: 'Master', fieldOfStudy: 'Computer Science', endDate: '2014-07-01' },
      ],
      certificates: [{ id: 'new-3', school: 'Oracle', title: 'OCP Java 17', date: '2023-05-01' }],
    },
  },
  workingConditions: { hourPrice: 45, workFormats: ['full-time'] },
});

type Card = ReturnType<typeof valid>;
const errorsOf = (card: Card, context = review) => {
  const result = specialistCardSchema(context).safeParse(card);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};
const withChange = (change: (card: Card) => void) => {
  const card = valid();
  change(card);
  return card;
};
const texts = (card: Card) => card.texts.en as Required<Card['texts']['en']> & Record<string, any>;

describe('a complete card', () => {
  it('passes review', () => expect(errorsOf(valid())).toEqual([]));
});

describe('personal', () => {
  it('gender: no default; a draft may leave it unset, review asks for it', () => {
    expect(errorsOf(withChange((c) => delete (c.shared as Record<string, unknown>).gender))).toEqual([
      'shared.gender: Required field',
    ]);
    expect(
      errorsOf(
        withChange((c) => delete (c.shared as Record<string, unknown>).gender),
        draft,
      ),
    ).toEqual([]);
    expect(
      specialistCardSchema(draft).parse(withChange((c) => delete (c.shared as Record<string, unknown>).gender)).shared
        .gender,
    ).toBeNull();
    expect(
      errorsOf(
        withChange((c) => ((c.shared as Record<string, unknown>).gender = 'x')),
        draft,
      ),
    ).toEqual(['shared.gender: Choose the gender']);
  });

  it("names: required for review, at most 50, letters and . ' ` - only", () => {
    expect(errorsOf(withChange((c) => (texts(c).surname = 'S'.repeat(50))))).toEqual([]);
    expect(errorsOf(withChange((c) => (texts(c).surname = 'S'.repeat(51))))).toEqual([
      'texts.en.surname: Must be at most 50 characters',
    ]);
    expect(errorsOf(withChange((c) => (texts(c).name = "D'Arcy-Ann `Jr.")))).toEqual([]);
    expect(errorsOf(withChange((c) => (texts(c).name = 'Anna2')))).toEqual([
      'texts.en.name: Only letters, spaces, dot, apostrophe, backtick and hyphen',
    ]);
    expect(errorsOf(withChange((c) => (texts(c).name = '')))).toEqual(['texts.en.name: Required field']);
    expect(
      errorsOf(
        withChange((c) => (texts(c).name = '')),
        draft,
      ),
    ).toEqual([]);
  });

  it('country required; city required once a country is chosen', () => {
    expect(errorsOf(withChange((c) => (c.shared!.countryCode = null)))).toContain('shared.countryCode: Required field');
    expect(errorsOf(withChange((c) => (c.shared!.cityId = null)))).toEqual(['shared.cityId: Required field']);
  });

  it('birth date not after today', () => {
    expect(errorsOf(withChange((c) => (c.shared!.birthDate = '2026-11-02')))).toEqual([]);
    expect(errorsOf(withChange((c) => (c.shared!.birthDate = '2026-11-03')))).toEqual([
      'shared.birthDate: The date cannot be in the future',
    ]);
  });

  it('social links are http or https addresses only: javascript: and data: links are refused at the field', () => {
    const withLink = (link: string) => withChange((c) => (c.shared!.socialLinks = [{ title: 'Profile', link }]));
    const refused = 'shared.socialLinks.0.link: Enter a valid link starting with http:// or https://';
    expect(errorsOf(withLink('https://www.linkedin.com/in/anna-schmidt'))).toEqual([]);
    expect(errorsOf(withLink('http://github.com/anna'))).toEqual([]);
    expect(errorsOf(withLink('javascript:alert(document.cookie)'))).toEqual([refused]);
    expect(errorsOf(withLink('JavaScript://example.com/%0Aalert(1)'))).toEqual([refused]);
    expect(errorsOf(withLink('data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='))).toEqual([refused]);
    expect(errorsOf(withLink('vbscript:msgbox(1)'))).toEqual([refused]);
    expect(errorsOf(withLink('ftp://files.example.com/cv.pdf'))).toEqual([refused]);
    expect(errorsOf(withLink('https://www.linkedin.com/in/anna'), draft)).toEqual([]);
    expect(errorsOf(withLink('javascript:alert(1)'), draft)).toEqual([refused]);
  });

  it('phone starts with a known dial code', () => {
    expect(errorsOf(withChange((c) => (c.shared!.phone = '+15551234567')))).toEqual([]);
    expect(errorsOf(withChange((c) => (c.shared!.phone = '+99912345678')))).toEqual([
      'shared.phone: The phone must start with a country dial code',
    ]);
  });
});

describe('role and skills', () => {
  it('categories, specialization, key skills and grade required', () => {
    const card = withChange((c) =>
      Object.assign(c.shared!, {
        categories: [],
        subcategories: [],
        specializationId: null,
        keySkills: [],
        grade: null,
      }),
    );
    expect(errorsOf(card)).toEqual([
      'shared.categories: Required field',
      'shared.specializationId: Required field',
      'shared.keySkills: Required field',
      'shared.grade: Required field',
    ]);
  });

  it('subcategories required when the chosen category has children', () => {
    expect(errorsOf(withChange((c) => (c.shared!.subcategories = [])))).toEqual([
      'shared.subcategories: Required field',
    ]);
    expect(
      errorsOf(withChange((c) => Object.assign(c.shared!, { categories: ['design'], subcategories: [] }))),
    ).toEqual([]);
  });

  it('a language row needs both language and level', () => {
    expect(errorsOf(withChange((c) => (c.shared!.languages = [{ language: 'de', level: '' }])))).toEqual([
      'shared.languages.0.level: Choose a level',
    ]);
    expect(errorsOf(withChange((c) => (c.shared!.languages = [{ language: '', level: 'B2' }])))).toEqual([
      'shared.languages.0.language: Choose a language',
    ]);
  });

  it('BIO at most 2000', () => {
    expect(errorsOf(withChange((c) => (texts(c).description = 'x'.repeat(2000))))).toEqual([]);
    expect(errorsOf(withChange((c) => (texts(c).description = 'x'.repeat(2001))))).toEqual([
      'texts.en.description: Must be at most 2000 characters',
    ]);
  });
});

describe('projects', () => {
  const project = (change: Record<string, unknown>) => withChange((c) => Object.assign(texts(c).projects[0]!, change));
  it('title at most 200, role at most 100, description at most 2000, all required', () => {
    expect(errorsOf(project({ title: 't'.repeat(200), role: 'r'.repeat(100), description: 'd'.repeat(2000) }))).toEqual(
      [],
    );
    expect(errorsOf(project({ title: 't'.repeat(201) }))).toEqual([
      'texts.en.projects.0.title: Must be at most 200 characters',
    ]);
    expect(errorsOf(project({ role: 'r'.repeat(101) }))).toEqual([
      'texts.en.projects.0.role: Must be at most 100 characters',
    ]);
    expect(errorsOf(project({ title: '', role: '', description: '' }))).toEqual([
      'texts.en.projects.0.title: Required field',
      'texts.en.projects.0.role: Required field',
      'texts.en.projects.0.description: Required field',
    ]);
  });

  it('start required, not in the future, before the finish; finish required unless until now', () => {
    expect(errorsOf(project({ start: '2027-01-01' }))).toEqual([
      'texts.en.projects.0.start: The date cannot be in the future',
    ]);
    expect(errorsOf(project({ untilNow: false, finish: null }))).toEqual([
      'texts.en.projects.0.finish: Required field',
    ]);
    expect(errorsOf(project({ untilNow: false, finish: '2020-01-01' }))).toEqual([
      'texts.en.projects.0.start: The start must be before the finish',
    ]);
    expect(errorsOf(project({ untilNow: false, finish: '2022-01-01' }))).toEqual([]);
  });
});

describe('education and certificates', () => {
  it('school at most 200, degree required once a school is set, field of study at most 500', () => {
    const education = (change: Record<string, unknown>) =>
      withChange((c) => Object.assign(texts(c).education[0]!, change));
    expect(errorsOf(education({ school: 's'.repeat(201) }))).toEqual([
      'texts.en.education.0.school: Must be at most 200 characters',
    ]);
    expect(errorsOf(education({ degree: '' }))).toEqual(['texts.en.education.0.degree: Required field']);
    expect(errorsOf(education({ fieldOfStudy: 'f'.repeat(501) }))).toEqual([
      'texts.en.education.0.fieldOfStudy: Must be at most 500 characters',
    ]);
    expect(errorsOf(education({ school: '', degree: '', fieldOfStudy: '', endDate: null }))).toEqual([]);
  });

  it('certificate title at most 500, title and date required once anything is filled, date not in the future', () => {
    const certificate = (change: Record<string, unknown>) =>
      withChange((c) => Object.assign(texts(c).certificates[0]!, change));
    expect(errorsOf(certificate({ title: 't'.repeat(500) }))).toEqual([]);
    expect(errorsOf(certificate({ title: 't'.repeat(501) }))).toEqual([
      'texts.en.certificates.0.title: Must be at most 500 characters',
    ]);
    expect(errorsOf(certificate({ title: '', date: null }))).toEqual([
      'texts.en.certificates.0.title: Required field',
      'texts.en.certificates.0.date: Required field',
    ]);
    expect(errorsOf(certificate({ date: '2026-12-01' }))).toEqual([
      'texts.en.certificates.0.date: The date cannot be in the future',
    ]);
  });
});

describe('working conditions', () => {
  it('hourly rate required and non-zero, digits only', () => {
    expect(errorsOf(withChange((c) => (c.workingConditions!.hourPrice = 0)))).toEqual([
      'workingConditions.hourPrice: Enter the hourly rate',
    ]);
    expect(errorsOf(withChange((c) => (c.workingConditions!.hourPrice = 12.5)))).toEqual([
      'workingConditions.hourPrice: Digits only',
    ]);
  });

  it('work formats required; hours per week required for part-time, at most 2 digits', () => {
    expect(errorsOf(withChange((c) => (c.workingConditions!.workFormats = [])))).toEqual([
      'workingConditions.workFormats: Required field',
    ]);
    expect(errorsOf(withChange((c) => (c.workingConditions!.workFormats = ['part-time'])))).toEqual([
      'workingConditions.hoursPerWeek: Required field',
    ]);
    expect(
      errorsOf(
        withChange((c) => Object.assign(c.workingConditions!, { workFormats: ['part-time'], hoursPerWeek: 20 })),
      ),
    ).toEqual([]);
    expect(
      errorsOf(
        withChange((c) => Object.assign(c.workingConditions!, { workFormats: ['part-time'], hoursPerWeek: 100 })),
      ),
    ).toEqual(['workingConditions.hoursPerWeek: At most 2 digits']);
  });

  it('a reservation needs both dates, start before end, and different dates', () => {
    expect(
      errorsOf(withChange((c) => (c.agencyReservations = [{ startPeriod: '2027-01-01', endPeriod: null }]))),
    ).toEqual(['agencyReservations.0.endPeriod: Required field']);
    expect(
      errorsOf(withChange((c) => (c.agencyReservations = [{ startPeriod: '2027-01-01', endPeriod: '2027-01-01' }]))),
    ).toEqual(['agencyReservations.0.endPeriod: The start and end dates must differ']);
    expect(
      errorsOf(withChange((c) => (c.agencyReservations = [{ startPeriod: '2027-02-01', endPeriod: '2027-01-01' }]))),
    ).toEqual(['agencyReservations.0.startPeriod: The start must be before the end']);
    expect(
      errorsOf(withChange((c) => (c.agencyReservations = [{ startPeriod: '2027-01-01', endPeriod: '2027-02-01' }]))),
    ).toEqual([]);
  });
});

describe('the schema of a context', () => {
  it('is built once for the same reference data, mode and day, and anew when any of them changes', () => {
    expect(specialistCardSchema({ ...review })).toBe(specialistCardSchema(review));
    expect(specialistCardSchema(draft)).not.toBe(specialistCardSchema(review));
    expect(specialistCardSchema({ ...review, today: '2026-11-03' })).not.toBe(specialistCardSchema(review));
    // The managers gave "design" subcategories: the next save asks for one, though a schema was built before.
    const noSubcategory = withChange((c) => {
      c.shared!.categories = ['design'];
      c.shared!.subcategories = [];
    });
    expect(errorsOf(noSubcategory)).toEqual([]);
    expect(errorsOf(noSubcategory, { ...review, categoriesWithChildren: new Set(['development', 'design']) })).toEqual([
      'shared.subcategories: Required field',
    ]);
    expect(errorsOf(noSubcategory, { ...review, dialCodes: ['+49'] })).toEqual([]);
  });
});
