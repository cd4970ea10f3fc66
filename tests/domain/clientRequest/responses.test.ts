import { describe, expect, it } from 'vitest';
import {
  allowedResponseActions,
  responseDecider,
  type OfferedSpecialist,
  type RequestResponseEvent,
  type RespondedRequest,
  type ResponseCommand,
} from '../../../domain/clientRequest/requestResponse';
import { deciderSpecification } from '../../support/deciderSpecification';
import { clientId, content, requestId, today } from './fixtures';

const { given } = deciderSpecification(responseDecider);
const agencyId = 'agency-a';
const responseId = 'response-1';
const metadata = { actorId: 'u-agency', actorRole: 'partner' as const, at: new Date('2027-01-10T11:00:00Z') };
const open: RespondedRequest = { requestId, clientId, status: 'published', periodFrom: content.periodFrom };
const card = (id: string, agency: string | null = agencyId): OfferedSpecialist => ({
  specialistId: id,
  agencyId: agency,
  name: 'Anna',
  surname: 'Smith',
  specialization: 'Java Developer',
  catalogPriceCents: 6250,
  teamId: null,
});
const proposal = (id: string) => ({
  specialistId: id,
  name: 'Anna',
  surname: 'Smith',
  specialization: 'Java Developer',
  catalogPriceCents: 6250,
  teamId: null,
});
const respond = (offered: OfferedSpecialist[], request = open, comment = 'Ready'): ResponseCommand => ({
  action: 'respond',
  responseId,
  agencyId,
  request,
  today,
  metadata,
  offered,
  comment,
});
const withdraw: ResponseCommand = { action: 'withdraw', responseId, agencyId, request: open, today, metadata };
const submitted: RequestResponseEvent = {
  type: 'RequestResponseSubmitted',
  data: { responseId, requestId, agencyId, clientId, proposals: [proposal('s1')], comment: 'Ready' },
  metadata,
};
const withdrawn: RequestResponseEvent = { type: 'RequestResponseWithdrawn', data: { responseId, requestId }, metadata };

describe('response rules', () => {
  it('an agency proposes its own published specialists, with the catalogue price frozen in the event', () =>
    given([])
      .when(respond([card('s1'), card('s2')]))
      .then([
        {
          type: 'RequestResponseSubmitted',
          data: {
            responseId,
            requestId,
            agencyId,
            clientId,
            proposals: [proposal('s1'), proposal('s2')],
            comment: 'Ready',
          },
          metadata,
        },
      ]));

  it("another agency's specialist, or a card not in the catalogue, is refused", () => {
    given([])
      .when(respond([card('s1'), card('s9', 'agency-b')]))
      .thenRejects('request_response.not_own_specialist');
    given([])
      .when(respond([card('s1', null)]))
      .thenRejects('request_response.not_own_specialist');
  });

  it('at least one specialist', () => given([]).when(respond([])).thenRejects('request_response.specialists_required'));

  it('once per request: a second answer edits the response (same id), never a second one', () =>
    given([submitted])
      .when(respond([card('s2')], open, 'Changed'))
      .then([
        {
          type: 'RequestResponseEdited',
          data: { responseId, requestId, proposals: [proposal('s2')], comment: 'Changed' },
          metadata,
        },
      ]));

  it('only while the request is published and its period has not started', () => {
    for (const status of ['draft', 'moderation', 'rejected', 'closed'] as const)
      given([])
        .when(respond([card('s1')], { ...open, status }))
        .thenRejects('request_response.request_not_open');
    given([])
      .when({ ...respond([card('s1')]), today: content.periodFrom })
      .thenRejects('request_response.request_not_open');
    given([submitted])
      .when({ ...withdraw, request: { ...open, status: 'closed' } })
      .thenRejects('request_response.request_not_open');
  });

  it('withdraws once, and may answer again afterwards under the same id', () => {
    given([submitted]).when(withdraw).then([withdrawn]);
    given([submitted, withdrawn]).when(withdraw).thenRejects('request_response.already_withdrawn');
    given([submitted, withdrawn])
      .when(respond([card('s1')]))
      .thenState((s) => expect(s).toMatchObject({ status: 'submitted', responseId }));
    given([]).when(withdraw).thenRejects('request_response.not_found');
  });

  it('the buttons follow the table, and none once the request is closed', () => {
    expect(allowedResponseActions('submitted', true)).toEqual(['respond', 'withdraw']);
    expect(allowedResponseActions('withdrawn', true)).toEqual(['respond']);
    expect(allowedResponseActions('submitted', false)).toEqual([]);
  });
});
