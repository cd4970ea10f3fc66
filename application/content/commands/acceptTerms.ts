import { err, ok, type Result } from 'neverthrow';
import {
  acceptanceStreamOf,
  activeVersion,
  mustAcceptTerms,
  statusOf,
  termsAcceptanceDecider,
  type AcceptanceChannel,
} from '../../../domain/content/terms';
import type { ActorRole } from '../../../domain/shared/eventMetadata';
import type { Actor } from '../../shared/actor';
import { forbidden, type AppError } from '../../shared/appError';
import { handleCommand } from '../../shared/handleCommand';
import { parse } from '../../shared/parse';
import type { ContentDeps } from '../contentPorts';
import { asTermsAcceptor, termsVersionNotFound } from '../policies';
import { AcceptTermsInput } from '../schemas';

export type AcceptanceOrigin = { readonly address: string; readonly userAgent: string };

type Acceptance = {
  readonly userId: string;
  readonly actorId: string;
  readonly actorRole: ActorRole;
  readonly emulatedBy: string | null;
  readonly versionId: string;
  readonly channel: AcceptanceChannel;
};

/** Records a user's acceptance of a version on their own stream: who, which version, when, from which address. */
const recordAcceptance = async (
  deps: ContentDeps,
  acceptance: Acceptance,
  origin: AcceptanceOrigin,
): Promise<Result<{ acceptedAt: Date }, AppError>> => {
  const at = deps.clock.now();
  const all = await deps.terms.versions();
  const version = all.find((v) => v.id === acceptance.versionId);
  if (!version) return err(termsVersionNotFound);
  const command = {
    type: 'AcceptTerms' as const,
    userId: acceptance.userId,
    versionId: version.id,
    versionStatus: statusOf(version, all, at),
    address: origin.address,
    userAgent: origin.userAgent.slice(0, 500),
    channel: acceptance.channel,
    actorId: acceptance.actorId,
    actorRole: acceptance.actorRole,
    emulatedBy: acceptance.emulatedBy,
    at,
  };
  // Two acceptances by one user at once (REST and the app, a double click) meet on the user's stream. Deciding again
  // on the newer state is safe, unlike an edit: the second finds the version accepted and records nothing.
  let recorded = await handleCommand(
    deps.events,
    termsAcceptanceDecider,
    acceptanceStreamOf(acceptance.userId),
    command,
  );
  for (let retry = 0; retry < 3 && recorded.isErr() && recorded.error.code === 'stream.version_conflict'; retry += 1) {
    recorded = await handleCommand(deps.events, termsAcceptanceDecider, acceptanceStreamOf(acceptance.userId), command);
  }
  // A manager acting as the user is refused as a forbidden action (403), in the decider's own words.
  if (recorded.isErr())
    return err(
      recorded.error.code === 'terms.impersonation_cannot_accept'
        ? forbidden(recorded.error.message, recorded.error.code)
        : recorded.error,
    );
  const acceptedAt = recorded.value.state.accepted[version.id];
  return ok({ acceptedAt: acceptedAt ? new Date(acceptedAt) : at });
};

/** `POST /api/legal-document/accept`: the signed-in user accepts a version (the one in force, or one scheduled). */
export const acceptTerms =
  (deps: ContentDeps) =>
  async (
    actor: Actor | null,
    raw: unknown,
    origin: AcceptanceOrigin,
  ): Promise<Result<{ versionId: string; acceptedAt: string; showModalTaC: boolean }, AppError>> => {
    const caller = asTermsAcceptor(actor);
    if (caller.isErr()) return err(caller.error);
    const input = parse(AcceptTermsInput, raw);
    if (input.isErr()) return err(input.error);
    const a = caller.value;
    const recorded = await recordAcceptance(
      deps,
      {
        userId: a.userId,
        actorId: a.userId,
        actorRole: a.role,
        emulatedBy: a.emulatedBy,
        versionId: input.value.id,
        channel: 'modal',
      },
      origin,
    );
    if (recorded.isErr()) return err(recorded.error);
    const needs = await needsTermsAcceptance(deps)(a.userId);
    return ok({ versionId: input.value.id, acceptedAt: recorded.value.acceptedAt.toISOString(), showModalTaC: needs });
  };

/** The profile's `showModalTaC`: a version is in force and the user has not accepted it. */
export const needsTermsAcceptance =
  (deps: ContentDeps) =>
  async (userId: string): Promise<boolean> => {
    const [all, accepted] = await Promise.all([deps.terms.versions(), deps.terms.acceptedBy(userId)]);
    const active = activeVersion(all, deps.clock.now());
    return mustAcceptTerms(active, { accepted: Object.fromEntries([...accepted].map((id) => [id, ''])) });
  };

/**
 * Sign-up's ticked terms box: the new user accepts the version in force. Recorded after the account exists; should
 * it fail, the user is simply asked again in the personal area.
 */
export const acceptTermsAtRegistration =
  (deps: ContentDeps) =>
  async (userId: string, origin: AcceptanceOrigin | undefined): Promise<void> => {
    const active = activeVersion(await deps.terms.versions(), deps.clock.now());
    if (!active) return;
    await recordAcceptance(
      deps,
      { userId, actorId: userId, actorRole: 'system', emulatedBy: null, versionId: active.id, channel: 'registration' },
      origin ?? { address: 'unknown', userAgent: '' },
    );
  };
