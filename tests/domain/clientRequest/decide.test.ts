import { describe, expect, it } from 'vitest';
import { clientRequestDecider } from '../../../domain/clientRequest/clientRequest.decide';
import { deciderSpecification } from '../../support/deciderSpecification';
import {
  client,
  clientId,
  closed,
  commandOf,
  content,
  draftSaved,
  manager,
  published,
  rejected,
  requestId,
  sentToModeration,
  system,
  today,
} from './fixtures';

const { given } = deciderSpecification(clientRequestDecider);

describe('client request rules', () => {
  it('a new request sent by the client goes to moderation for its client', () =>
    given([])
      .when({ action: 'sendToModeration', requestId, clientId, content, today, metadata: client })
      .then([{ type: 'ClientRequestSentToModeration', data: { requestId, clientId, content }, metadata: client }]));

  it('the period must start after today', () =>
    given([])
      .when({
        action: 'saveDraft',
        requestId,
        clientId,
        content: { ...content, periodFrom: today },
        today,
        metadata: client,
      })
      .thenRejects('client_request.period_not_future'));

  it('the end of the period must come after its start', () =>
    given([])
      .when({
        action: 'saveDraft',
        requestId,
        clientId,
        content: { ...content, periodTo: content.periodFrom },
        today,
        metadata: client,
      })
      .thenRejects('client_request.period_order'));

  it('an edit keeps the client the request was first written for', () =>
    given([draftSaved])
      .when({ action: 'saveDraft', requestId, clientId: 'someone-else', content, today, metadata: manager })
      .then([{ type: 'ClientRequestDraftSaved', data: { requestId, clientId, content }, metadata: manager }]));

  it('rejecting needs a reason, and the reason is kept until the client sends again', () => {
    given([sentToModeration])
      .when({ action: 'reject', requestId, reason: '  ', today, metadata: manager })
      .thenRejects('client_request.reason_required');
    given([sentToModeration, rejected])
      .when(commandOf('saveDraft'))
      .thenState((s) => expect(s.rejectionReason).toBe('No budget named'));
    given([sentToModeration, rejected])
      .when(commandOf('sendToModeration'))
      .thenState((s) => expect(s.rejectionReason).toBeNull());
  });

  it('a request whose period has started cannot be published', () =>
    given([sentToModeration])
      .when({ action: 'publish', requestId, today: content.periodFrom, metadata: manager })
      .thenRejects('client_request.period_started'));

  it('expiring before the period starts records nothing; on its first day it closes the request', () => {
    given([sentToModeration, published]).when({ action: 'expire', requestId, today, metadata: system }).then([]);
    given([sentToModeration, published])
      .when({ action: 'expire', requestId, today: content.periodFrom, metadata: system })
      .then([{ type: 'ClientRequestExpired', data: { requestId, periodFrom: content.periodFrom }, metadata: system }]);
  });

  it('a closed request refuses everything', () => {
    given([sentToModeration, published, closed]).when(commandOf('close')).thenRejects('client_request.closed');
    given([sentToModeration, published, closed]).when(commandOf('saveDraft')).thenRejects('client_request.closed');
  });

  it('an unknown request is not found', () =>
    given([]).when(commandOf('publish')).thenRejects('client_request.not_found'));
});
