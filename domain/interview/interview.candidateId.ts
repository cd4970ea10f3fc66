import { nameBasedUuid } from '../shared/nameBasedUuid';

/**
 * Candidate ids are name-based UUIDs of the request and the cart item: the same submission always gives the same ids,
 * so a request repeated after a failure finishes what was left and creates nothing twice.
 */
export const candidateIdFor = (requestId: string, itemId: string): string =>
  nameBasedUuid(`candidate:${requestId}:${itemId}`);
