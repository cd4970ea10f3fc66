import { describe, expect, it } from 'vitest';
import { decide } from '../../../domain/act/act.decide';
import type { ActEvent, ActTerms } from '../../../domain/act/act.events';
import { transferAct, transferClaim } from '../../../domain/act/act.ownership';
import { evolve, initialState } from '../../../domain/act/act.state';
import { decideClaim, evolveClaim, initialClaim } from '../../../domain/act/claim';

const metadata = {
  actorId: '00000000-0000-4000-8000-000000000001',
  actorRole: 'manager' as const,
  at: new Date('2026-12-01T10:00:00Z'),
};
const actId = 'act-1';
const clientId = 'client-merged';
const agencyId = 'agency-merged';
const terms: ActTerms = {
  actId,
  candidateId: 'candidate-1',
  clientId,
  agencyId,
  specialistId: 'specialist-1',
  month: '2026-11',
  period: { startPeriod: '2026-11-10', endPeriod: '2026-11-30' },
  workFormat: 'full-time',
  hoursPerWeek: null,
  agencyRateCents: 4000,
  clientRateCents: 5000,
  vatRateBasisPoints: 2000,
};
const drafted = decide(
  { action: 'create', actId, metadata, terms, work: { hours: 100, comment: '' } },
  initialState(),
)._unsafeUnwrap();
const paid: ActEvent[] = [
  ...drafted,
  ...(['ActSentToPlatform', 'ActSentToClient'] as const).map((type) => ({ type, data: { actId }, metadata })),
  { type: 'ActApproved', data: { actId, documents: { invoiceFileId: 'i', actFileId: 'a' } }, metadata },
  { type: 'ActAwaitingPayment', data: { actId }, metadata },
  { type: 'ActPaid', data: { actId }, metadata },
];

describe("a merged company's acts", () => {
  for (const side of ['client', 'agency'] as const) {
    it(`the survivor takes the ${side}'s place on a draft and on a paid act, the status and the other party stay; once`, () => {
      for (const history of [drafted, paid]) {
        const before = history.reduce(evolve, initialState());
        const transfer = {
          actId,
          side,
          fromCompanyId: side === 'client' ? clientId : agencyId,
          toCompanyId: 'survivor',
          mergeId: 'm1',
          metadata,
        };
        const events = transferAct(before, transfer);
        expect(events).toEqual([
          {
            type: 'ActOwnershipTransferred',
            data: { actId, side, fromCompanyId: transfer.fromCompanyId, toCompanyId: 'survivor', mergeId: 'm1' },
            metadata,
          },
        ]);
        const after = events.reduce(evolve, before);
        expect(after.status).toBe(before.status);
        expect(after.terms).toMatchObject(
          side === 'client' ? { clientId: 'survivor', agencyId } : { clientId, agencyId: 'survivor' },
        );
        expect(after.amounts).toEqual(before.amounts);
        expect(transferAct(after, transfer)).toEqual([]);
      }
    });
  }
  it('an act of other companies, or none, records nothing', () => {
    const before = drafted.reduce(evolve, initialState());
    expect(
      transferAct(before, {
        actId,
        side: 'client',
        fromCompanyId: 'someone-else',
        toCompanyId: 'survivor',
        mergeId: 'm1',
        metadata,
      }),
    ).toEqual([]);
    expect(
      transferAct(before, {
        actId,
        side: 'agency',
        fromCompanyId: clientId,
        toCompanyId: 'survivor',
        mergeId: 'm1',
        metadata,
      }),
    ).toEqual([]);
    expect(
      transferAct(initialState(), {
        actId,
        side: 'client',
        fromCompanyId: clientId,
        toCompanyId: 'survivor',
        mergeId: 'm1',
        metadata,
      }),
    ).toEqual([]);
  });
});

describe("a merged company's claims", () => {
  const filed = decideClaim(
    {
      action: 'file',
      claimId: 'claim-1',
      metadata,
      filed: {
        candidateId: 'candidate-1',
        clientId,
        agencyId,
        specialistId: 'specialist-1',
        reasons: ['absence'],
        comment: 'Away',
      },
    },
    initialClaim(),
  )._unsafeUnwrap();
  for (const side of ['client', 'agency'] as const) {
    it(`the survivor takes the ${side}'s place, open or closed; once`, () => {
      for (const history of [
        filed,
        [...filed, { type: 'ClaimClosed' as const, data: { claimId: 'claim-1' }, metadata }],
      ]) {
        const before = history.reduce(evolveClaim, initialClaim());
        const transfer = {
          claimId: 'claim-1',
          side,
          fromCompanyId: side === 'client' ? clientId : agencyId,
          toCompanyId: 'survivor',
          mergeId: 'm1',
          metadata,
        };
        const after = transferClaim(before, transfer).reduce(evolveClaim, before);
        expect(after.status).toBe(before.status);
        expect(after.filed).toMatchObject(
          side === 'client' ? { clientId: 'survivor', agencyId } : { clientId, agencyId: 'survivor' },
        );
        expect(transferClaim(after, transfer)).toEqual([]);
      }
    });
  }
  it('no claim, nothing to move', () => {
    expect(
      transferClaim(initialClaim(), {
        claimId: 'claim-1',
        side: 'client',
        fromCompanyId: clientId,
        toCompanyId: 'survivor',
        mergeId: 'm1',
        metadata,
      }),
    ).toEqual([]);
  });
});
