import type { WorkFormat } from '../booking/workFormat';
import type { IsoDate } from '../shared/dates';

/** What a client request says, as the client wrote it. Reference data are named by id; amounts in integer cents. */
export type ClientRequestContent = {
  readonly title: string;
  readonly description: string;
  readonly categoryIds: readonly string[];
  readonly subcategoryIds: readonly string[];
  readonly keySkillIds: readonly string[];
  readonly grade: string | null;
  /** How many specialists the client looks for, 1 to 50. */
  readonly specialistsCount: number;
  readonly periodFrom: IsoDate;
  readonly periodTo: IsoDate;
  readonly workFormat: WorkFormat;
  /** The most the client pays an hour, in cents; null when it says nothing. */
  readonly budgetPerHourCents: number | null;
};

export const REQUEST_LIMITS = {
  title: 150,
  description: 5000,
  categories: 10,
  subcategories: 30,
  keySkills: 30,
  minSpecialists: 1,
  maxSpecialists: 50,
  maxBudgetCents: 1_000_000,
  comment: 2000,
  rejectionReason: 2000,
  proposals: 20,
} as const;

/** The period must start after today and end after it starts. */
export const periodIssue = (
  content: Pick<ClientRequestContent, 'periodFrom' | 'periodTo'>,
  today: IsoDate,
): 'period_not_future' | 'period_order' | null => {
  if (content.periodFrom <= today) return 'period_not_future';
  if (content.periodTo <= content.periodFrom) return 'period_order';
  return null;
};

/** A published request stays open to agencies until its period starts. */
export const periodStarted = (periodFrom: IsoDate, today: IsoDate): boolean => periodFrom <= today;
