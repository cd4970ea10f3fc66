import type { Result } from 'neverthrow';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { authorize } from '../../shared/authorize';

/** The back office of companies: staff holding `company:manage`; every company user and other staff get 403. */
export const asCompanyManager = (actor: Actor | null): Result<Actor, AppError> => authorize(actor, 'company:manage');

/** Exports take the whole list home: `excel:export` besides the right to see the list. */
export const asCompanyExporter = (actor: Actor | null): Result<Actor, AppError> =>
  asCompanyManager(actor).andThen((caller) => authorize(caller, 'excel:export'));
