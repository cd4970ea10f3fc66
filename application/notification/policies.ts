import type { Result } from 'neverthrow';
import type { Actor } from '../shared/actor';
import { notFound, type AppError } from '../shared/appError';
import { authorize } from '../shared/authorize';

export const notificationNotFound = notFound('Notification', 'notification.not_found');

/**
 * Every logged-in user reads their own notifications (no scope: each person has theirs, as their profile). The
 * caller is the user the request acts as: a manager acting as a user reads and marks that user's, which is what
 * acting as a user means. Another user's notification is simply not there (404).
 */
export const asNotificationReader = (actor: Actor | null): Result<Actor, AppError> => authorize(actor);
