import type { ValidationErrors } from 'final-form';
import { ClientRequestContentInput } from '../../../../application/clientRequest/schemas';
import { zodValidate } from '../../kit/form/zodValidate';
import type { ClientRequestView } from './clientRequestLabels';

/** The form's fields: the request's content, with the budget typed in dollars. */
export type RequestFormValues = {
  title: string;
  description: string;
  categoryIds: string[];
  subcategoryIds: string[];
  keySkillIds: string[];
  grade: string | null;
  specialistsCount: string;
  periodFrom: string;
  periodTo: string;
  workFormat: string;
  budget: string;
  /** A manager's new request names its client company. */
  clientId?: string | null;
};

export const emptyRequestValues: RequestFormValues = {
  title: '',
  description: '',
  categoryIds: [],
  subcategoryIds: [],
  keySkillIds: [],
  grade: null,
  specialistsCount: '1',
  periodFrom: '',
  periodTo: '',
  workFormat: 'full-time',
  budget: '',
};

export const valuesOf = (request: ClientRequestView): RequestFormValues => ({
  title: request.title,
  description: request.description,
  categoryIds: request.categories.map((c) => c.id),
  subcategoryIds: request.subcategories.map((c) => c.id),
  keySkillIds: request.keySkills.map((s) => s.id),
  grade: request.grade,
  specialistsCount: String(request.specialistsCount),
  periodFrom: request.periodFrom,
  periodTo: request.periodTo,
  workFormat: request.workFormat,
  budget: request.budgetPerHourCents ? String(request.budgetPerHourCents / 100) : '',
});

/** The content the server takes: the budget in whole cents, none when the field is empty. */
export const contentOf = (values: RequestFormValues) => ({
  ...values,
  budget: undefined,
  clientId: undefined,
  specialistsCount: values.specialistsCount === '' ? Number.NaN : Number(values.specialistsCount),
  budgetPerHourCents: values.budget.trim() === '' ? null : Math.round(Number(values.budget.replace(',', '.')) * 100),
});

/** The server's own schema checks the form; the budget's messages land on the dollars field. */
export const validateRequest = (values: RequestFormValues): ValidationErrors => {
  const errors = zodValidate(ClientRequestContentInput)(contentOf(values)) as Record<string, unknown> | undefined;
  if (!errors) return undefined;
  const { budgetPerHourCents, ...rest } = errors;
  return budgetPerHourCents ? { ...rest, budget: budgetPerHourCents } : rest;
};
