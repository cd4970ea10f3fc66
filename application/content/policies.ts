import type { Result } from 'neverthrow';
import type { Actor } from '../shared/actor';
import { notFound, type AppError } from '../shared/appError';
import { authorize } from '../shared/authorize';

export const termsVersionNotFound = notFound('Terms version', 'terms.not_found');

/** Managers with `terms:manage` write versions and read who accepted them. */
export const asTermsManager = (actor: Actor | null): Result<Actor, AppError> => authorize(actor, 'terms:manage');

/** The acceptance export also needs `excel:export`, as every staff export does. */
export const asTermsExporter = (actor: Actor | null): Result<Actor, AppError> => authorize(actor, 'terms:manage').andThen((a) => authorize(a, 'excel:export'));

/** Any signed-in user accepts for themselves (the decider refuses a manager acting as them). */
export const asTermsReader = (actor: Actor | null): Result<Actor, AppError> => authorize(actor);
