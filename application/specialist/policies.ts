import { err, ok, type Result } from 'neverthrow';
import { ownedByAgency } from '../moderation/ownership';
import type { SpecialistCard } from '../../domain/specialist/specialist.state';
import { hasScope } from '../../domain/identity/scopes';
import type { Actor } from '../shared/actor';
import { forbidden, notFound, type AppError } from '../shared/appError';
import { authorize } from '../shared/authorize';

/** Who may do what with a card. Another agency's card is simply not there: 404, never 403. */
const cardNotFound = notFound('Specialist card', 'specialist.not_found');

export const asAgency = (actor: Actor | null): Result<Actor, AppError> =>
  authorize(actor, 'specialist:manage-own').andThen((a) => (a.companyType === 'agency' ? ok(a) : err(forbidden())));

export const asModerator = (actor: Actor | null): Result<Actor, AppError> => authorize(actor, 'specialist:moderate');

/** An agency touches only its own cards; a card that does not exist yet becomes its own. */
export const ownCard = (actor: Actor, card: SpecialistCard, mayCreate: boolean): Result<SpecialistCard, AppError> => ownedByAgency(actor, card, mayCreate, cardNotFound);

/** Managers see every card; an agency only its own. */
export const canReadCard = (actor: Actor, agencyId: string): boolean => hasScope(actor, 'specialist:moderate') || (actor.companyType === 'agency' && actor.companyId === agencyId);

export { cardNotFound };
