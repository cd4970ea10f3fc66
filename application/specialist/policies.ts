import { allowedActions } from '../../domain/specialist/specialist.status';
import { moderationPolicies } from '../moderation/policies';
import { notFound } from '../shared/appError';

/**
 * Who may do what with a card: the agency with its own cards, a manager with any card, by scope.
 * Another agency's card is simply not there: 404, never 403.
 */
export const policies = moderationPolicies({
  scopes: { manageOwn: 'specialist:manage-own', moderate: 'specialist:moderate' },
  notFound: notFound('Specialist card', 'specialist.not_found'),
  allowedActions,
});

export const {
  asAgency,
  asModerator,
  asExporter,
  canRead: canReadCard,
  allowedActionsFor,
  notFound: cardNotFound,
} = policies;
