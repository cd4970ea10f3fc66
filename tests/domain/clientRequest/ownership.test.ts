import { describe, expect, it } from 'vitest';
import { decide } from '../../../domain/clientRequest/clientRequest.decide';
import { transferClientRequest } from '../../../domain/clientRequest/clientRequest.ownership';
import { evolve, initialState } from '../../../domain/clientRequest/clientRequest.state';
import {
  evolveResponse,
  initialResponse,
  type Proposal,
  type RequestResponse,
  type RequestResponseEvent,
} from '../../../domain/clientRequest/requestResponse';
import { takeOverResponse, transferResponseClient } from '../../../domain/clientRequest/requestResponse.ownership';
import type { ClientRequestStatus } from '../../../domain/clientRequest/clientRequest.status';
import { clientId, content, historyLeadingTo, manager, requestId, today } from './fixtures';

const survivorClient = '33333333-3333-4333-8333-333333333333';
const mergeId = 'merge-1';
const merged = 'agency-merged';
const survivor = 'agency-survivor';
const metadata = manager;
const proposal = (id: string): Proposal => ({
  specialistId: id,
  name: 'Anna',
  surname: 'Smith',
  specialization: 'Java Developer',
  catalogPriceCents: 6250,
  teamId: null,
});
const submitted = (responseId: string, agencyId: string, ids: string[], comment = ''): RequestResponseEvent => ({
  type: 'RequestResponseSubmitted',
  data: { responseId, requestId, agencyId, clientId, proposals: ids.map(proposal), comment },
  metadata,
});
const withdrawn = (responseId: string): RequestResponseEvent => ({
  type: 'RequestResponseWithdrawn',
  data: { responseId, requestId },
  metadata,
});
const stateOf = (events: RequestResponseEvent[]): RequestResponse => events.reduce(evolveResponse, initialResponse());

describe("a merged client's requests", () => {
  const transfer = { requestId, fromClientId: clientId, toClientId: survivorClient, mergeId, metadata };
  for (const status of ['draft', 'moderation', 'published', 'rejected', 'closed'] as ClientRequestStatus[]) {
    it(`a ${status} request moves to the surviving client and keeps its status; a second transfer records nothing`, () => {
      const before = historyLeadingTo[status].reduce(evolve, initialState());
      const events = transferClientRequest(before, transfer);
      expect(events).toEqual([
        {
          type: 'ClientRequestOwnershipTransferred',
          data: { requestId, fromClientId: clientId, toClientId: survivorClient, mergeId },
          metadata,
        },
      ]);
      const after = events.reduce(evolve, before);
      expect(after).toMatchObject({ clientId: survivorClient, status });
      expect(transferClientRequest(after, transfer)).toEqual([]);
    });
  }
  it("another client's request, or none, records nothing", () => {
    expect(
      transferClientRequest(historyLeadingTo.draft.reduce(evolve, initialState()), {
        ...transfer,
        fromClientId: 'someone-else',
      }),
    ).toEqual([]);
    expect(transferClientRequest(initialState(), transfer)).toEqual([]);
  });
  it('a later edit keeps the surviving client, whoever writes it', () => {
    const before = historyLeadingTo.draft.reduce(evolve, initialState());
    const moved = transferClientRequest(before, transfer).reduce(evolve, before);
    const events = decide(
      { action: 'saveDraft', requestId, today, metadata, clientId: 'whoever-asks', content },
      moved,
    )._unsafeUnwrap();
    expect(events[0]?.data).toMatchObject({ clientId: survivorClient });
  });
});

describe("responses to a merged client's request", () => {
  const transfer = { fromClientId: clientId, toClientId: survivorClient, mergeId, metadata };
  it('name the surviving client, submitted or withdrawn; once', () => {
    for (const history of [
      [submitted('r1', 'agency-a', ['s1'])],
      [submitted('r1', 'agency-a', ['s1']), withdrawn('r1')],
    ]) {
      const before = stateOf(history);
      const events = transferResponseClient(before, transfer);
      expect(events).toEqual([
        {
          type: 'RequestResponseClientTransferred',
          data: { responseId: 'r1', requestId, fromClientId: clientId, toClientId: survivorClient, mergeId },
          metadata,
        },
      ]);
      const after = events.reduce(evolveResponse, before);
      expect(after).toMatchObject({ clientId: survivorClient, agencyId: 'agency-a', status: before.status });
      expect(transferResponseClient(after, transfer)).toEqual([]);
    }
    expect(transferResponseClient(initialResponse(), transfer)).toEqual([]);
  });
});

describe("a merged agency's response", () => {
  const takeover = { survivorId: survivor, mergedId: merged, mergeId, metadata };
  it("goes to the survivor's stream for the request with its id, and the merged stream is emptied; doing it again records nothing", () => {
    const mergedState = stateOf([submitted('r-merged', merged, ['s1'], 'Ready')]);
    const { survivorEvents, mergedEvents } = takeOverResponse(initialResponse(), mergedState, takeover);
    const survivorAfter = survivorEvents.reduce(evolveResponse, initialResponse());
    expect(survivorAfter).toMatchObject({
      status: 'submitted',
      responseId: 'r-merged',
      agencyId: survivor,
      clientId,
      proposals: [proposal('s1')],
      comment: 'Ready',
    });
    const mergedAfter = mergedEvents.reduce(evolveResponse, mergedState);
    expect(mergedAfter.status).toBe('new');
    expect(takeOverResponse(survivorAfter, mergedAfter, takeover)).toEqual({ survivorEvents: [], mergedEvents: [] });
    // A crash between the two appends: the survivor's side is not taken twice, the merged side is still emptied.
    expect(takeOverResponse(survivorAfter, mergedState, takeover)).toEqual({ survivorEvents: [], mergedEvents });
  });

  it('a withdrawn response moves withdrawn', () => {
    const mergedState = stateOf([submitted('r-merged', merged, ['s1']), withdrawn('r-merged')]);
    const after = takeOverResponse(initialResponse(), mergedState, takeover).survivorEvents.reduce(
      evolveResponse,
      initialResponse(),
    );
    expect(after).toMatchObject({ status: 'withdrawn', responseId: 'r-merged', agencyId: survivor });
  });

  it('when the survivor answered the same request, its response stays and gains the proposals it lacked', () => {
    const survivorState = stateOf([submitted('r-own', survivor, ['s1', 's2'], 'Ours')]);
    const mergedState = stateOf([submitted('r-merged', merged, ['s2', 's3'], 'Theirs')]);
    const { survivorEvents } = takeOverResponse(survivorState, mergedState, takeover);
    expect(survivorEvents[0]).toMatchObject({
      type: 'RequestResponseTakenOver',
      data: { responseId: 'r-own', takenFrom: { responseId: 'r-merged', agencyId: merged } },
    });
    const after = survivorEvents.reduce(evolveResponse, survivorState);
    expect(after).toMatchObject({ status: 'submitted', responseId: 'r-own', comment: 'Ours\n\nTheirs' });
    expect(after.proposals.map((p) => p.specialistId)).toEqual(['s1', 's2', 's3']);
  });

  it("a withdrawn response adds nothing to the survivor's standing one; a standing one revives the survivor's withdrawn one with its own proposals only", () => {
    const standing = stateOf([submitted('r-own', survivor, ['s1'], 'Ours')]);
    const withdrawnOwn = stateOf([submitted('r-own', survivor, ['s1'], 'Ours'), withdrawn('r-own')]);
    const mergedWithdrawn = stateOf([submitted('r-merged', merged, ['s9']), withdrawn('r-merged')]);
    const mergedStanding = stateOf([submitted('r-merged', merged, ['s3'], 'Theirs')]);
    const a = takeOverResponse(standing, mergedWithdrawn, takeover).survivorEvents.reduce(evolveResponse, standing);
    expect(a).toMatchObject({ status: 'submitted', responseId: 'r-own' });
    expect(a.proposals.map((p) => p.specialistId)).toEqual(['s1']);
    const b = takeOverResponse(withdrawnOwn, mergedStanding, takeover).survivorEvents.reduce(
      evolveResponse,
      withdrawnOwn,
    );
    expect(b).toMatchObject({ status: 'submitted', responseId: 'r-own', comment: 'Theirs' });
    expect(b.proposals.map((p) => p.specialistId)).toEqual(['s3']);
  });

  it('an empty merged stream has nothing to take over', () => {
    expect(takeOverResponse(initialResponse(), initialResponse(), takeover)).toEqual({
      survivorEvents: [],
      mergedEvents: [],
    });
  });
});
