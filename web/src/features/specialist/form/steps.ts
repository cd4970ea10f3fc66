import { errorPaths } from '../../../kit/form/submitErrors';
import type { CardFormValues } from './formValues';

export type StepId = 'personal' | 'skills' | 'experience' | 'education' | 'conditions';

/** The five-step wizard of the seeds; `prefixes` are the value paths whose errors mark the step. */
export const steps: readonly { id: StepId; title: string; prefixes: readonly string[] }[] = [
  {
    id: 'personal',
    title: 'General Info',
    prefixes: [
      'texts.en.surname',
      'texts.en.name',
      'texts.en.middleName',
      'shared.gender',
      'shared.birthDate',
      'shared.phone',
      'shared.email',
      'shared.socialLinks',
      'shared.photoId',
      'shared.countryCode',
      'shared.cityId',
    ],
  },
  {
    id: 'skills',
    title: 'Role and Skills',
    prefixes: [
      'shared.categories',
      'shared.subcategories',
      'shared.specializationId',
      'shared.grade',
      'shared.workIndustries',
      'shared.keySkills',
      'shared.languages',
      'texts.en.description',
    ],
  },
  { id: 'experience', title: 'Experience', prefixes: ['texts.en.projects'] },
  { id: 'education', title: 'Education', prefixes: ['texts.en.education', 'texts.en.certificates'] },
  { id: 'conditions', title: 'Conditions', prefixes: ['workingConditions', 'agencyReservations', 'review'] },
];

const filled = (value: unknown): boolean =>
  Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined && value !== '' && value !== false;

/** The seeds' progress fields per step: how many of them are filled, as a percentage. */
export const stepProgress = (id: StepId, v: CardFormValues): number => {
  const project = v.texts.en.projects[0];
  const education = v.texts.en.education[0];
  const certificate = v.texts.en.certificates[0];
  const fields: Record<StepId, unknown[]> = {
    personal: [v.texts.en.surname, v.texts.en.name, v.shared.countryCode, v.shared.cityId, v.shared.photoId],
    skills: [
      v.shared.specializationId,
      v.shared.categories,
      v.shared.subcategories,
      v.shared.keySkills,
      v.shared.workIndustries,
      v.texts.en.description,
      v.shared.languages.filter((l) => l.language && l.level),
      v.shared.grade,
    ],
    experience: [
      project?.title,
      project?.role,
      project?.description,
      project?.responsibilities,
      project?.stack,
      project?.start,
      project?.untilNow || project?.finish,
    ],
    education: [
      education?.school,
      education?.degree,
      education?.fieldOfStudy,
      education?.endDate,
      certificate?.school,
      certificate?.title,
      certificate?.date,
    ],
    conditions: [
      v.workingConditions.hourPrice,
      v.workingConditions.workFormats,
      v.workingConditions.engagementTypes,
      v.workingConditions.readyForRelocation,
    ],
  };
  const list = fields[id];
  return Math.round((100 * list.filter(filled).length) / list.length);
};

export const stepOfPath = (path: string): number =>
  steps.findIndex((step) => step.prefixes.some((p) => path === p || path.startsWith(`${p}.`)));

export const stepsWithErrors = (errors: unknown): Set<number> =>
  new Set(
    errorPaths(errors)
      .map(stepOfPath)
      .filter((i) => i >= 0),
  );
