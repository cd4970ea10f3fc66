import { err, ok, type Result } from 'neverthrow';
import {
  subjectTypes,
  takesPart,
  type ConversationSide,
  type SubjectType,
} from '../../domain/conversation/conversation.subject';
import { hasScope, type Scope } from '../../domain/identity/scopes';
import type { Actor } from '../shared/actor';
import { notFound, type AppError } from '../shared/appError';
import type { SubjectParties, ThreadScope } from './conversationPorts';

export const conversationNotFound = notFound('Conversation', 'conversation.not_found');
export const messageNotFound = notFound('Message', 'conversation.message_not_found');

/** The staff who answer on a subject are the staff who already run it (its area's managing scope). */
export const staffScopeOf: { readonly [Type in SubjectType]: Scope } = {
  candidate: 'candidate:manage',
  clientRequestResponse: 'client-request:moderate',
  contract: 'contract:manage',
  act: 'contract:manage',
  claim: 'candidate:manage',
  personalManager: 'company:manage',
};

/** The scope with which a company's people see the subject from each side: the areas' own reading scopes. */
const clientScopeOf: Partial<Record<SubjectType, Scope>> = {
  candidate: 'candidate:view-own',
  clientRequestResponse: 'client-request:manage-own',
  act: 'document:own',
  claim: 'candidate:view-own',
};
const agencyScopeOf: Partial<Record<SubjectType, Scope>> = {
  candidate: 'request:respond',
  clientRequestResponse: 'client-request:respond',
  act: 'act:own',
};

/**
 * The side a caller takes in a subject's thread, or null when the subject is not theirs to see (then it is not
 * there: 404). Staff with the subject's managing scope speak for the platform; a company's people for their side,
 * holding the scope with which they already see the subject, once their side sees it.
 */
export const sideOf = (
  actor: Pick<Actor, 'companyId' | 'scopes'>,
  type: SubjectType,
  subjectId: string,
  parties: SubjectParties,
): ConversationSide | null => {
  if (hasScope(actor, staffScopeOf[type])) return 'platform';
  const own = actor.companyId;
  const clientScope = clientScopeOf[type];
  if (clientScope && parties.clientId === own && parties.seenByClient && hasScope(actor, clientScope)) return 'client';
  const agencyScope = agencyScopeOf[type];
  if (agencyScope && parties.agencyId === own && parties.seenByAgency && hasScope(actor, agencyScope)) return 'agency';
  if (type === 'contract' && parties.companyId === own && hasScope(actor, 'document:own')) return 'company';
  // A company's line to its personal manager: any of its people.
  if (type === 'personalManager' && subjectId === own) return 'company';
  return null;
};

export const participantSideOf = (
  actor: Actor,
  type: SubjectType,
  subjectId: string,
  parties: SubjectParties | null,
): Result<ConversationSide, AppError> => {
  const side = parties ? sideOf(actor, type, subjectId, parties) : null;
  return side && takesPart(type, side) ? ok(side) : err(conversationNotFound);
};

/** Whose threads a caller lists: staff those of the subjects they run, anyone else their company's. */
export const threadScopeOf = (actor: Actor): ThreadScope => {
  const staffTypes = subjectTypes.filter((type) => hasScope(actor, staffScopeOf[type]));
  return staffTypes.length > 0
    ? { kind: 'staff', subjectTypes: staffTypes }
    : { kind: 'company', companyId: actor.companyId };
};

/** Staff of any subject may hide; the decider still checks the side. */
export const isStaffOf = (actor: Actor, type: SubjectType): boolean => hasScope(actor, staffScopeOf[type]);
