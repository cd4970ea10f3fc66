import type { ClientRequestCommand } from '../../../domain/clientRequest/clientRequest.commands';
import type { ClientRequestContent } from '../../../domain/clientRequest/clientRequest.content';
import type { ClientRequestEvent } from '../../../domain/clientRequest/clientRequest.events';
import type { ClientRequestAction, ClientRequestStatus } from '../../../domain/clientRequest/clientRequest.status';
import type { EventMetadata } from '../../../domain/shared/eventMetadata';

export const requestId = '11111111-1111-4111-8111-111111111111';
export const clientId = '22222222-2222-4222-8222-222222222222';
export const today = '2027-01-10';
export const client: EventMetadata = { actorId: 'u-client', actorRole: 'client', at: new Date('2027-01-10T09:00:00Z') };
export const manager: EventMetadata = {
  actorId: 'u-manager',
  actorRole: 'manager',
  at: new Date('2027-01-10T10:00:00Z'),
};
export const system: EventMetadata = {
  actorId: '00000000-0000-0000-0000-000000000000',
  actorRole: 'system',
  at: new Date('2027-03-01T00:05:00Z'),
};

export const content: ClientRequestContent = {
  title: 'Two Java developers',
  description: 'Payments platform',
  categoryIds: ['c1'],
  subcategoryIds: [],
  keySkillIds: ['k1'],
  grade: 'senior',
  specialistsCount: 2,
  periodFrom: '2027-03-01',
  periodTo: '2027-09-01',
  workFormat: 'full-time',
  budgetPerHourCents: 6500,
};

const saved = (type: 'ClientRequestDraftSaved' | 'ClientRequestSentToModeration'): ClientRequestEvent => ({
  type,
  data: { requestId, clientId, content },
  metadata: client,
});
export const draftSaved = saved('ClientRequestDraftSaved');
export const sentToModeration = saved('ClientRequestSentToModeration');
export const published: ClientRequestEvent = { type: 'ClientRequestPublished', data: { requestId }, metadata: manager };
export const rejected: ClientRequestEvent = {
  type: 'ClientRequestRejected',
  data: { requestId, reason: 'No budget named' },
  metadata: manager,
};
export const closed: ClientRequestEvent = { type: 'ClientRequestClosed', data: { requestId }, metadata: client };

/** A history that leaves a request in each status. */
export const historyLeadingTo: Record<ClientRequestStatus, ClientRequestEvent[]> = {
  new: [],
  draft: [draftSaved],
  moderation: [sentToModeration],
  published: [sentToModeration, published],
  rejected: [sentToModeration, rejected],
  closed: [sentToModeration, published, closed],
};

/** The command of an action, made on a day when expiring does close (the period has started) unless said otherwise. */
export const commandOf = (action: ClientRequestAction, on = today): ClientRequestCommand => {
  const base = { requestId, today: on, metadata: manager };
  switch (action) {
    case 'saveDraft':
    case 'sendToModeration':
      return { ...base, action, clientId, content };
    case 'reject':
      return { ...base, action, reason: 'Too vague' };
    case 'expire':
      return { ...base, action, today: content.periodFrom, metadata: system };
    default:
      return { ...base, action };
  }
};
