import type { Result } from 'neverthrow';
import type { Actor } from '../shared/actor';
import type { AppError } from '../shared/appError';
import { authorize } from '../shared/authorize';

/** Who edits the category trees: staff holding the scope (whatever their company). */
export const asCategoryEditor = (actor: Actor | null): Result<Actor, AppError> => authorize(actor, 'category:manage');
