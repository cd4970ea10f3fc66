import type { Result } from 'neverthrow';
import type { Actor } from '../shared/actor';
import type { AppError } from '../shared/appError';
import { authorize } from '../shared/authorize';

/** Only a client company's users keep a cart; a manager acting as one uses that client's cart. */
export const asCartOwner = (actor: Actor | null): Result<Actor, AppError> => authorize(actor, 'cart:use');
