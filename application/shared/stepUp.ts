import { err, ok, type Result } from 'neverthrow';
import type { Actor } from './actor';
import { forbidden, type AppError } from './appError';

/** How long a proof of the person (the sign-in, a second factor or the password again) lets them do an act that binds. */
export const stepUpWindowMs = 5 * 60_000;

/** The web answers this code with a dialog that asks for the code, passkey or password, then repeats the action. */
export const stepUpRequired = (): AppError =>
  forbidden('Confirm it is you: enter your code, use your passkey or type your password', 'auth.step_up_required');

/**
 * The acts that bind (signing or countersigning a contract, approving an act, impersonating, changing payment details
 * or another user's role) need the session's person to have proved it is them within the last 5 minutes. A caller
 * with no session behind it (`provenAt` unset: a company's API key, bounded by its scopes) has nobody to ask.
 */
export const freshlyProven =
  (now: Date) =>
  (actor: Actor): Result<Actor, AppError> =>
    actor.provenAt === undefined || now.getTime() - actor.provenAt.getTime() <= stepUpWindowMs
      ? ok(actor)
      : err(stepUpRequired());
