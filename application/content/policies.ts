import { err, ok, type Result } from 'neverthrow';
import type { Actor } from '../shared/actor';
import { forbidden, notFound, type AppError } from '../shared/appError';
import { authorize } from '../shared/authorize';

export const termsVersionNotFound = notFound('Terms version', 'terms.not_found');

/** Managers with `terms:manage` write versions and read who accepted them. */
export const asTermsManager = (actor: Actor | null): Result<Actor, AppError> => authorize(actor, 'terms:manage');

/** The acceptance export also needs `excel:export`, as every staff export does. */
export const asTermsExporter = (actor: Actor | null): Result<Actor, AppError> =>
  authorize(actor, 'terms:manage').andThen((a) => authorize(a, 'excel:export'));

/**
 * Any signed-in user accepts for themselves; a manager acting as them is refused before anything is looked up
 * (the acceptance decider holds the same rule).
 */
export const asTermsAcceptor = (actor: Actor | null): Result<Actor, AppError> =>
  authorize(actor).andThen((a) =>
    a.emulatedBy === null
      ? ok(a)
      : err(
          forbidden(
            'You are acting as this user: only they can accept the terms and conditions',
            'terms.impersonation_cannot_accept',
          ),
        ),
  );

export const articleNotFound = notFound('Article', 'article.not_found');

/** Staff with `blog:manage` write, publish, hide and delete articles and news, and edit the information pages. */
export const asBlogManager = (actor: Actor | null): Result<Actor, AppError> => authorize(actor, 'blog:manage');

/** Anyone, signed in or not, reads the public blog and the information pages. */
export const asAnyone = (actor: Actor | null): Result<Actor | null, AppError> => ok(actor);

export const feedbackMessageNotFound = notFound('Feedback message', 'feedback.not_found');

/** Staff with `company:manage` answer the feedback form's senders: the scope its e-mails and notifications go to. */
export const asFeedbackReader = (actor: Actor | null): Result<Actor, AppError> => authorize(actor, 'company:manage');
