import type { SpecialistContentInput } from '../../../../../application/specialist/schemas';
import type { Grade, ManagerReview, SpecialistContent } from '../../../../../domain/specialist/specialist.content';

/**
 * What the editor holds: the card as the save call takes it (hour price in whole dollars, empty strings for
 * untouched dates), plus the manager's review. New rows get `new-…` ids that the server replaces.
 */
export type ProjectValues = {
  id: string;
  title: string;
  role: string;
  description: string;
  responsibilities: string;
  stack: string;
  start: string;
  finish: string;
  untilNow: boolean;
};
export type EducationValues = { id: string; school: string; degree: string; fieldOfStudy: string; endDate: string };
export type CertificateValues = { id: string; school: string; title: string; date: string; fileId: string | null };

export type CardFormValues = {
  shared: {
    gender: 'm' | 'f' | null;
    birthDate: string;
    phone: string;
    email: string;
    socialLinks: { title: string; link: string }[];
    photoId: string | null;
    countryCode: string | null;
    cityId: string | null;
    categories: string[];
    subcategories: string[];
    specializationId: string | null;
    grade: Grade | null;
    workIndustries: string[];
    keySkills: { id: string | null; title: string }[];
    languages: { language: string; level: string }[];
  };
  texts: {
    en: {
      surname: string;
      name: string;
      middleName: string;
      description: string;
      projects: ProjectValues[];
      education: EducationValues[];
      certificates: CertificateValues[];
    };
  };
  workingConditions: {
    hourPrice: string;
    workFormats: ('full-time' | 'part-time')[];
    hoursPerWeek: string;
    engagementTypes: string[];
    readyForRelocation: 'yes' | 'no' | '';
    businessTrips: boolean;
    teamOnlyReserve: boolean;
  };
  agencyReservations: { startPeriod: string; endPeriod: string }[];
  review: { verified: boolean; hrReview: string };
};

let counter = 0;
/** A placeholder id for a row the server has not stored yet. */
export const newRowId = (): string => `new-${Date.now().toString(36)}-${(counter++).toString(36)}`;

export const emptyProject = (): ProjectValues => ({
  id: newRowId(),
  title: '',
  role: '',
  description: '',
  responsibilities: '',
  stack: '',
  start: '',
  finish: '',
  untilNow: false,
});
export const emptyEducation = (): EducationValues => ({
  id: newRowId(),
  school: '',
  degree: '',
  fieldOfStudy: '',
  endDate: '',
});
export const emptyCertificate = (): CertificateValues => ({
  id: newRowId(),
  school: '',
  title: '',
  date: '',
  fileId: null,
});

/** A new card: one language row, English first, as the seeds say. */
export const emptyCardValues = (): CardFormValues => ({
  shared: {
    gender: null,
    birthDate: '',
    phone: '',
    email: '',
    socialLinks: [],
    photoId: null,
    countryCode: null,
    cityId: null,
    categories: [],
    subcategories: [],
    specializationId: null,
    grade: null,
    workIndustries: [],
    keySkills: [],
    languages: [{ language: 'en', level: '' }],
  },
  texts: {
    en: { surname: '', name: '', middleName: '', description: '', projects: [], education: [], certificates: [] },
  },
  workingConditions: {
    hourPrice: '',
    workFormats: [],
    hoursPerWeek: '',
    engagementTypes: [],
    readyForRelocation: '',
    businessTrips: false,
    teamOnlyReserve: false,
  },
  agencyReservations: [],
  review: { verified: false, hrReview: '' },
});

/** A stored card as editor values. */
export const valuesOfCard = (content: SpecialistContent, review: ManagerReview | null): CardFormValues => {
  const texts = content.texts.en;
  const conditions = content.workingConditions;
  return {
    shared: {
      ...content.shared,
      birthDate: content.shared.birthDate ?? '',
      socialLinks: content.shared.socialLinks.map((l) => ({ ...l })),
      categories: [...content.shared.categories],
      subcategories: [...content.shared.subcategories],
      workIndustries: [...content.shared.workIndustries],
      keySkills: content.shared.keySkills.map((s) => ({ ...s })),
      languages:
        content.shared.languages.length > 0
          ? content.shared.languages.map((l) => ({ ...l }))
          : [{ language: 'en', level: '' }],
    },
    texts: {
      en: {
        surname: texts.surname,
        name: texts.name,
        middleName: texts.middleName,
        description: texts.description,
        projects: texts.projects.map((p) => ({ ...p, start: p.start ?? '', finish: p.finish ?? '' })),
        education: texts.education.map((e) => ({ ...e, endDate: e.endDate ?? '' })),
        certificates: texts.certificates.map((c) => ({ ...c, date: c.date ?? '' })),
      },
    },
    workingConditions: {
      hourPrice: conditions.hourPriceCents > 0 ? String(Math.round(conditions.hourPriceCents / 100)) : '',
      workFormats: [...conditions.workFormats],
      hoursPerWeek: conditions.hoursPerWeek > 0 ? String(conditions.hoursPerWeek) : '',
      engagementTypes: [...conditions.engagementTypes],
      readyForRelocation: conditions.readyForRelocation === null ? '' : conditions.readyForRelocation ? 'yes' : 'no',
      businessTrips: conditions.businessTrips,
      teamOnlyReserve: conditions.teamOnlyReserve,
    },
    agencyReservations: content.agencyReservations.map((r) => ({ ...r })),
    review: { verified: review?.verified ?? false, hrReview: review?.hrReview ?? '' },
  };
};

const digits = (value: string): number => {
  const n = Number(value.replace(/\D/g, ''));
  return Number.isFinite(n) ? n : 0;
};

/** The editor values as the save call's `content` (the server normalises rows and ids the same way). */
export const contentOfValues = (values: CardFormValues): SpecialistContentInput => {
  const { review: _review, ...card } = values;
  return {
    ...card,
    shared: { ...card.shared, birthDate: card.shared.birthDate || null },
    workingConditions: {
      ...card.workingConditions,
      hourPrice: digits(card.workingConditions.hourPrice),
      hoursPerWeek: digits(card.workingConditions.hoursPerWeek),
      readyForRelocation:
        card.workingConditions.readyForRelocation === '' ? null : card.workingConditions.readyForRelocation === 'yes',
    },
  };
};

export const reviewOfValues = (values: CardFormValues) => ({
  verified: values.review.verified,
  hrReview: values.review.hrReview,
});

/** Whether a server issue's path (without `content.`) is a field of the editor; the rest shows as the form's own error. */
export const isCardField = (field: string): boolean =>
  /^(shared|texts|workingConditions|agencyReservations|review)\./.test(field);
