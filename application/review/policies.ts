import type { Actor } from '../shared/actor';
import { notFound } from '../shared/appError';
import { authorize } from '../shared/authorize';

// Each side is a scope, the ones its people already use on candidates: the client's users write (`request:create`),
// the agency's answer (`request:respond`), the staff who run candidates hide (`candidate:manage`).
export const asReviewingClient = (actor: Actor | null) => authorize(actor, 'request:create');
export const asAnsweringAgency = (actor: Actor | null) => authorize(actor, 'request:respond');
export const asReviewModerator = (actor: Actor | null) => authorize(actor, 'candidate:manage');

export const engagementNotFound = notFound('Engagement', 'review.engagement_not_found');
export const reviewNotFound = notFound('Review', 'review.not_found');
export const specialistNotFound = notFound('Specialist', 'catalog.not_found');
