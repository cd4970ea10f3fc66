import type { Result } from 'neverthrow';
import type { Actor } from '../shared/actor';
import type { AppError } from '../shared/appError';
import { authorize } from '../shared/authorize';

/**
 * Shortlists are the cart's prelude: the people who book for a client company (`cart:use`) keep its lists, every one
 * of them sees all of them; anyone else is refused by scope (an agency's user gets 403, whatever it tries).
 */
export const asShortlistMember = (actor: Actor | null): Result<Actor, AppError> => authorize(actor, 'cart:use');
