import type { CompanyType, UserRole } from '../../domain/identity/companyType';
import type { Scope } from '../../domain/identity/scopes';
import type { EventMetadata } from '../../domain/shared/eventMetadata';

/** The authenticated caller of a use case: who the request acts as, and who really acts. */
export type Actor = {
  readonly userId: string;
  readonly companyId: string;
  readonly companyType: CompanyType;
  readonly role: UserRole;
  readonly scopes: readonly Scope[];
  readonly sessionId: string;
  /** Set while a manager acts as this user: the manager's user id. */
  readonly emulatedBy: string | null;
  /** Set when the caller is a company's API key (issue 37): the key's id, named in the metadata of its writes. */
  readonly apiKeyId?: string;
  /** When the session's person last proved it is them (the sign-in or a step-up): the acts that bind ask (stepUp.ts). */
  readonly provenAt?: Date;
};

export const metadataOf = (actor: Actor, at: Date): EventMetadata => ({
  actorId: actor.userId,
  actorRole: actor.role,
  ...(actor.emulatedBy ? { emulatedBy: actor.emulatedBy } : {}),
  ...(actor.apiKeyId ? { apiKeyId: actor.apiKeyId } : {}),
  at,
});
