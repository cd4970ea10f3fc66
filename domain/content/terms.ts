import { err, ok, type Result } from 'neverthrow';
import type { Decider } from '../shared/decider';
import { domainError, type DomainError } from '../shared/domainError';
import type { ActorRole, DomainEvent } from '../shared/eventMetadata';

/**
 * Terms and conditions: versions that take effect at a moment, and each user's acceptance of them, a fact kept
 * for ever on the user's own stream (`terms-acceptance-{userId}`).
 */

/** What the rules read of a version: which one, and from when it applies. */
export type TermsVersionTiming = { readonly id: string; readonly effectiveFrom: Date };

export type TermsVersionStatus = 'past' | 'active' | 'upcoming';

/** How far ahead a version may be scheduled. */
export const MAX_SCHEDULE_DAYS = 730;

const byEffectiveFrom = <V extends TermsVersionTiming>(a: V, b: V) =>
  a.effectiveFrom.getTime() - b.effectiveFrom.getTime();

/** The version in force at `now`: the latest that has taken effect. */
export const activeVersion = <V extends TermsVersionTiming>(versions: readonly V[], now: Date): V | null =>
  [...versions]
    .filter((v) => v.effectiveFrom.getTime() <= now.getTime())
    .sort(byEffectiveFrom)
    .at(-1) ?? null;

/** The version that takes effect next after `after` (a moment), if one is scheduled. */
export const nextVersionAfter = <V extends TermsVersionTiming>(versions: readonly V[], after: Date): V | null =>
  [...versions].filter((v) => v.effectiveFrom.getTime() > after.getTime()).sort(byEffectiveFrom)[0] ?? null;

export const statusOf = (
  version: TermsVersionTiming,
  versions: readonly TermsVersionTiming[],
  now: Date,
): TermsVersionStatus => {
  if (version.effectiveFrom.getTime() > now.getTime()) return 'upcoming';
  return activeVersion(versions, now)?.id === version.id ? 'active' : 'past';
};

/** A version can be edited until it takes effect; after that its text is what users accepted. */
export const isEditable = (version: TermsVersionTiming, now: Date): boolean =>
  version.effectiveFrom.getTime() > now.getTime();

/**
 * When a new or edited version may take effect: not before now (a minute of grace for the clock of the form),
 * not beyond two years, and not at the very moment another version takes effect.
 */
export const checkEffectiveFrom = (
  effectiveFrom: Date,
  now: Date,
  others: readonly TermsVersionTiming[],
): Result<Date, DomainError<'terms.effective_in_past' | 'terms.effective_too_far' | 'terms.effective_taken'>> => {
  if (effectiveFrom.getTime() < now.getTime() - 60_000)
    return err(domainError('terms.effective_in_past', 'The effective date cannot be in the past'));
  if (effectiveFrom.getTime() > now.getTime() + MAX_SCHEDULE_DAYS * 86_400_000)
    return err(domainError('terms.effective_too_far', `The effective date must be within ${MAX_SCHEDULE_DAYS} days`));
  if (others.some((o) => o.effectiveFrom.getTime() === effectiveFrom.getTime()))
    return err(domainError('terms.effective_taken', 'Another version takes effect at this moment'));
  return ok(effectiveFrom);
};

/* ---- A user's acceptances ---- */

export type AcceptanceChannel = 'modal' | 'registration';

export type TermsAccepted = DomainEvent<
  'TermsAccepted',
  {
    readonly userId: string;
    readonly versionId: string;
    readonly address: string;
    readonly userAgent: string;
    readonly channel: AcceptanceChannel;
  }
>;
export type TermsAcceptanceEvent = TermsAccepted;

/** The versions a user accepted, and when. */
export type TermsAcceptances = { readonly accepted: Readonly<Record<string, string>> };

export type AcceptTerms = {
  readonly type: 'AcceptTerms';
  readonly userId: string;
  readonly versionId: string;
  /** The version's place at the moment of acceptance: only the version in force or a scheduled one can be accepted. */
  readonly versionStatus: TermsVersionStatus;
  readonly address: string;
  readonly userAgent: string;
  readonly channel: AcceptanceChannel;
  /** The acting user, and the manager behind them when impersonating. */
  readonly actorId: string;
  readonly actorRole: ActorRole;
  readonly emulatedBy: string | null;
  readonly at: Date;
};

export type TermsAcceptanceError = DomainError<
  'terms.impersonation_cannot_accept' | 'terms.not_own_acceptance' | 'terms.version_superseded'
>;

export const acceptanceStreamOf = (userId: string): string => `terms-acceptance-${userId}`;

export const hasAccepted = (state: TermsAcceptances, versionId: string): boolean =>
  Object.hasOwn(state.accepted, versionId);

/**
 * The rule of the modal: a user is asked exactly when a version is in force and they have not accepted it.
 * Before any version exists nobody is asked.
 */
export const mustAcceptTerms = (active: TermsVersionTiming | null, state: TermsAcceptances): boolean =>
  active !== null && !hasAccepted(state, active.id);

export const termsAcceptanceDecider: Decider<
  TermsAcceptances,
  AcceptTerms,
  TermsAcceptanceEvent,
  TermsAcceptanceError
> = {
  initialState: () => ({ accepted: {} }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'TermsAccepted': {
        const at = event.metadata.at instanceof Date ? event.metadata.at.toISOString() : String(event.metadata.at);
        return hasAccepted(state, event.data.versionId)
          ? state
          : { accepted: { ...state.accepted, [event.data.versionId]: at } };
      }
      default: {
        const _exhaustive: never = event.type;
        return _exhaustive;
      }
    }
  },
  decide: (command, state) => {
    // Acceptance is the user's own declaration: a manager acting as them may read the terms but not agree for them.
    if (command.emulatedBy !== null)
      return err(
        domainError(
          'terms.impersonation_cannot_accept',
          'You are acting as this user: only they can accept the terms and conditions',
        ),
      );
    if (command.actorId !== command.userId)
      return err(domainError('terms.not_own_acceptance', 'Only the user can accept the terms and conditions'));
    // Accepting twice records nothing new: the first acceptance is the fact.
    if (hasAccepted(state, command.versionId)) return ok([]);
    if (command.versionStatus === 'past')
      return err(
        domainError('terms.version_superseded', 'This version is no longer in force: accept the current terms'),
      );
    return ok([
      {
        type: 'TermsAccepted',
        data: {
          userId: command.userId,
          versionId: command.versionId,
          address: command.address,
          userAgent: command.userAgent,
          channel: command.channel,
        },
        metadata: { actorId: command.actorId, actorRole: command.actorRole, at: command.at },
      },
    ]);
  },
};
