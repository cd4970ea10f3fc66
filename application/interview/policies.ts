import { err, ok, type Result } from 'neverthrow';
import type { CandidateSide } from '../../domain/interview/interview.status';
import type { Actor } from '../shared/actor';
import type { CandidateFilter, PanelDirectory } from './interviewPorts';
import { notFound, validationError, type AppError } from '../shared/appError';
import { authorize, themselvesOnly } from '../shared/authorize';

export const candidateNotFound = notFound('Interview request', 'interview.not_found');

// Each side is a scope: a client's users hold `request:create` and `candidate:view-own`, an agency's `request:respond`.
export const asRequestingClient = (actor: Actor | null): Result<Actor, AppError> => authorize(actor, 'request:create');
export const asClientViewer = (actor: Actor | null): Result<Actor, AppError> => authorize(actor, 'candidate:view-own');
export const asResponder = (actor: Actor | null): Result<Actor, AppError> => authorize(actor, 'request:respond');
export const asCandidateManager = (actor: Actor | null): Result<Actor, AppError> =>
  authorize(actor, 'candidate:manage');

/** Who may act from each side of the pipeline (the partner answers, the client chooses a proposed time, the manager runs it). */
export const asActingSide: { readonly [Side in CandidateSide]: (actor: Actor | null) => Result<Actor, AppError> } = {
  manager: asCandidateManager,
  partner: asResponder,
  client: asRequestingClient,
};

/** Who acts on a candidate, and from which side of the pipeline. */
export type CandidateCaller = { readonly actor: Actor; readonly side: CandidateSide };

/** The side a signed-in user reads a candidate from: a manager any, a client its company's, a partner its specialists'. */
export const candidateCallerOf = (actor: Actor): CandidateCaller | null => {
  if (asCandidateManager(actor).isOk()) return { actor, side: 'manager' };
  if (asClientViewer(actor).isOk()) return { actor, side: 'client' };
  if (asResponder(actor).isOk()) return { actor, side: 'partner' };
  return null;
};

/**
 * A partner sees only requests for its own specialists that the manager has passed on, a client only its own
 * company's candidates; any other is simply not there (404), exactly as an unknown id.
 */
export const visibleTo = <
  Parties extends { readonly agencyId: string; readonly clientId: string; readonly passedToAgency: boolean },
>(
  caller: CandidateCaller,
  parties: Parties | null,
): Result<Parties, AppError> => {
  if (!parties) return err(candidateNotFound);
  if (caller.side === 'manager') return ok(parties);
  if (caller.side === 'partner' && !parties.passedToAgency) return err(candidateNotFound);
  const own = caller.side === 'partner' ? parties.agencyId : parties.clientId;
  return own === caller.actor.companyId ? ok(parties) : err(candidateNotFound);
};

/**
 * Which candidates a side's lists hold: a client its company's, a partner its specialists' once the manager passed them
 * on, a manager every one. `visibleTo` is the same rule for one candidate.
 */
export const candidateScopeOf = (caller: CandidateCaller): CandidateFilter => {
  if (caller.side === 'client') return { clientId: caller.actor.companyId };
  if (caller.side === 'partner') return { agencyId: caller.actor.companyId, passedToAgency: true };
  return {};
};

/**
 * A calendar subscription is its owner's: any signed-in user may turn theirs on (it lists what their pages show them),
 * but a manager acting as a user never makes an address that would keep reading that user's calendar afterwards.
 */
export const asFeedOwner = (actor: Actor | null): Result<Actor, AppError> =>
  authorize(actor).andThen(
    themselvesOnly(
      "A manager acting as a user cannot change the user's calendar subscription",
      'interview.impersonation_forbids_calendar_feed',
    ),
  );

/**
 * A client names as interviewers only its own verified, active people: any other id (another company's user, an
 * unverified or blocked one, an unknown id) is refused on the field that named it (400), never said whose it is.
 */
export const interviewersOfClient = async (
  panels: PanelDirectory,
  clientId: string,
  interviewers: readonly string[],
  field = 'interviewers',
): Promise<Result<readonly string[], AppError>> => {
  if (interviewers.length === 0) return ok(interviewers);
  const colleagues = new Set((await panels.colleaguesOf(clientId)).map((colleague) => colleague.id));
  const index = interviewers.findIndex((id) => !colleagues.has(id));
  return index < 0
    ? ok(interviewers)
    : err(
        validationError(
          [
            {
              field: `${field}.${index}`,
              code: 'interview.interviewer_not_colleague',
              message: 'Interviewers are verified, active people of your company',
            },
          ],
          'Interviewers are verified, active people of your company',
        ),
      );
};
