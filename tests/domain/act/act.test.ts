import { describe, expect, it } from 'vitest';
import type { ActCommand } from '../../../domain/act/act.commands';
import { decide } from '../../../domain/act/act.decide';
import type { ActEvent, ActTerms } from '../../../domain/act/act.events';
import { billedPeriod, maxHours, monthsOf } from '../../../domain/act/act.period';
import { evolve, initialState, type Act } from '../../../domain/act/act.state';
import {
  actStatuses,
  allowedActions,
  sideMay,
  type ActAction,
  type ActSide,
  type ActStatus,
} from '../../../domain/act/act.status';
import {
  allowedClaimActions,
  decideClaim,
  evolveClaim,
  initialClaim,
  type ClaimCommand,
  type ClaimEvent,
} from '../../../domain/act/claim';

const no = null;
const draft = 'draft';
const toPf = 'sent_for_approval_to_platform';
const toCl = 'sent_for_approval_to_client';
const appr = 'approved';
const rej = 'rejected';
const await_ = 'awaiting_payment';
const paid = 'paid';

/**
 * The act's lifecycle written out, one column per (side, action): the next status, `no` where that side may not.
 * The manager rejects only while the act waits for the platform, the client only while it waits for the client.
 */
const columns = [
  ['agency', 'create'],
  ['agency', 'edit'],
  ['agency', 'sendToPlatform'],
  ['manager', 'sendToClient'],
  ['manager', 'reject'],
  ['client', 'approve'],
  ['client', 'reject'],
  ['manager', 'markAwaitingPayment'],
  ['manager', 'markPaid'],
] as const satisfies readonly (readonly [ActSide, ActAction])[];
type Row = readonly [ActStatus, ...(ActStatus | null)[]];
const table: readonly Row[] = [
  // status   create  edit   send   toClient mRej  approve cRej  await    paid
  ['new', draft, no, no, no, no, no, no, no, no],
  [draft, no, draft, toPf, no, no, no, no, no, no],
  [toPf, no, no, no, toCl, rej, no, no, no, no],
  [toCl, no, no, no, no, no, appr, rej, no, no],
  [appr, no, no, no, no, no, no, no, await_, no],
  [rej, no, rej, toPf, no, no, no, no, no, no],
  [await_, no, no, no, no, no, no, no, no, paid],
  [paid, no, no, no, no, no, no, no, no, no],
];

const metadata = {
  actorId: '00000000-0000-4000-8000-000000000001',
  actorRole: 'partner' as const,
  at: new Date('2026-12-01T10:00:00Z'),
};
const actId = '00000000-0000-4000-8000-0000000000a1';
const terms: ActTerms = {
  actId,
  candidateId: '00000000-0000-4000-8000-0000000000c1',
  clientId: '00000000-0000-4000-8000-0000000000c2',
  agencyId: '00000000-0000-4000-8000-0000000000a2',
  specialistId: '00000000-0000-4000-8000-0000000000s1'.replace('s', 'b'),
  month: '2026-11',
  period: { startPeriod: '2026-11-10', endPeriod: '2026-11-30' },
  workFormat: 'full-time',
  hoursPerWeek: null,
  agencyRateCents: 4000,
  clientRateCents: 5000,
  vatRateBasisPoints: 2000,
};
const drafted: ActEvent = decide(
  { action: 'create', actId, metadata, terms, work: { hours: 100, comment: '' } },
  initialState(),
)._unsafeUnwrap()[0] as ActEvent;

/** Events that bring an act into each status by the table's own path. */
const pathTo: Record<ActStatus, ActEvent[]> = (() => {
  const e = (type: ActEvent['type'], data: object = {}) => ({ type, data: { actId, ...data }, metadata }) as ActEvent;
  const toPlatform = [drafted, e('ActSentToPlatform')];
  const toClient = [...toPlatform, e('ActSentToClient')];
  const approved = [...toClient, e('ActApproved', { documents: { invoiceFileId: 'i', actFileId: 'a' } })];
  return {
    new: [],
    draft: [drafted],
    sent_for_approval_to_platform: toPlatform,
    sent_for_approval_to_client: toClient,
    approved,
    rejected: [...toClient, e('ActRejected', { by: 'client', reason: 'Wrong hours' })],
    awaiting_payment: [...approved, e('ActAwaitingPayment')],
    paid: [...approved, e('ActAwaitingPayment'), e('ActPaid')],
  };
})();
const stateOf = (status: ActStatus): Act => pathTo[status].reduce(evolve, initialState());

const commandOf = (side: ActSide, action: ActAction): ActCommand => {
  switch (action) {
    case 'create':
      return { action, actId, metadata, terms, work: { hours: 100, comment: '' } };
    case 'edit':
      return { action, actId, metadata, work: { hours: 90, comment: 'fixed' } };
    case 'reject':
      return { action, actId, metadata, side: side === 'client' ? 'client' : 'manager', reason: 'Not right' };
    case 'approve':
      return { action, actId, metadata, documents: { invoiceFileId: 'i', actFileId: 'a' } };
    default:
      return { action, actId, metadata } as ActCommand;
  }
};

describe('the act status table, cell by cell', () => {
  it('covers every status', () => {
    expect(table.map((row) => row[0])).toEqual([...actStatuses]);
  });

  for (const [status, ...cells] of table) {
    columns.forEach(([side, action], i) => {
      const expected = cells[i] ?? null;
      it(`${status} x ${side} ${action} -> ${expected ?? 'refused'}`, () => {
        expect(sideMay(status, side, action)).toBe(expected !== null);
        const decided = decide(commandOf(side, action), stateOf(status));
        if (expected === null) {
          expect(decided.isErr()).toBe(true);
        } else {
          const state = decided._unsafeUnwrap().reduce(evolve, stateOf(status));
          expect(state.status).toBe(expected);
        }
      });
    });
  }

  it('gives each side its buttons from the table', () => {
    expect(allowedActions('draft', 'agency')).toEqual(['edit', 'sendToPlatform']);
    expect(allowedActions('sent_for_approval_to_platform', 'manager')).toEqual(['sendToClient', 'reject']);
    expect(allowedActions('sent_for_approval_to_platform', 'client')).toEqual([]);
    expect(allowedActions('sent_for_approval_to_client', 'client')).toEqual(['approve', 'reject']);
    expect(allowedActions('sent_for_approval_to_client', 'manager')).toEqual([]);
    expect(allowedActions('paid', 'manager')).toEqual([]);
  });
});

describe('act rules', () => {
  it('computes the client amount once at drafting and again on every edit', () => {
    expect(drafted.type === 'ActDrafted' && drafted.data.amounts).toMatchObject({
      agencyAmountCents: 400_000,
      feeCents: 100_000,
      netCents: 500_000,
      vatCents: 100_000,
      totalCents: 600_000,
    });
    const edited = decide(commandOf('agency', 'edit'), stateOf('draft'))._unsafeUnwrap()[0];
    expect(edited?.type === 'ActEdited' && edited.data.amounts.totalCents).toBe(540_000);
  });

  it('bounds the hours by the work format: whole, at least 1, at most half again the expected', () => {
    expect(maxHours(terms.period, 'full-time', null)).toBe(180);
    expect(maxHours(terms.period, 'part-time', 20)).toBe(90);
    for (const [hours, code] of [
      [0, 'act.hours_invalid'],
      [1.5, 'act.hours_invalid'],
      [181, 'act.hours_too_many'],
    ] as const) {
      expect(
        decide(
          { ...commandOf('agency', 'create'), work: { hours, comment: '' } } as ActCommand,
          initialState(),
        )._unsafeUnwrapErr().code,
      ).toBe(code);
    }
  });

  it('needs a reason to reject', () => {
    expect(
      decide(
        { action: 'reject', actId, metadata, side: 'client', reason: '  ' },
        stateOf('sent_for_approval_to_client'),
      )._unsafeUnwrapErr().code,
    ).toBe('act.reason_required');
  });

  it('bills the days of the month within the booking only', () => {
    const booking = { startPeriod: '2026-11-10', endPeriod: '2027-02-10' };
    expect(monthsOf(booking)).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(billedPeriod('2027-02', booking)).toEqual({ startPeriod: '2027-02-01', endPeriod: '2027-02-10' });
    expect(billedPeriod('2027-03', booking)).toBeNull();
    expect(billedPeriod('2026-10', booking)).toBeNull();
  });
});

describe('the claim status table', () => {
  const claimId = '00000000-0000-4000-8000-0000000000d1';
  const filed: ClaimCommand = {
    action: 'file',
    claimId,
    metadata,
    filed: {
      candidateId: 'c',
      clientId: 'cl',
      agencyId: 'a',
      specialistId: 's',
      reasons: ['absence', 'absence'],
      comment: ' Away ',
    },
  };
  const run = (commands: ClaimCommand[]) =>
    commands.reduce(
      (state, command) => decideClaim(command, state)._unsafeUnwrap().reduce(evolveClaim, state),
      initialClaim(),
    );

  it('open -> answered (again) -> closed; nothing after closing', () => {
    const open = run([filed]);
    expect(open).toMatchObject({ status: 'open', filed: { reasons: ['absence'], comment: 'Away' } });
    const answered = run([
      filed,
      { action: 'answer', claimId, metadata, answer: 'On it' },
      { action: 'answer', claimId, metadata, answer: 'Done' },
    ]);
    expect(answered).toMatchObject({ status: 'answered', answers: ['On it', 'Done'] });
    const closed = run([filed, { action: 'close', claimId, metadata }]);
    expect(closed.status).toBe('closed');
    expect(decideClaim({ action: 'answer', claimId, metadata, answer: 'Late' }, closed)._unsafeUnwrapErr().code).toBe(
      'claim.closed',
    );
    expect(decideClaim({ action: 'close', claimId, metadata }, initialClaim())._unsafeUnwrapErr().code).toBe(
      'claim.not_found',
    );
    expect(decideClaim(filed, open)._unsafeUnwrapErr().code).toBe('claim.exists');
    expect(allowedClaimActions('open', 'manager')).toEqual(['answer', 'close']);
    expect(allowedClaimActions('closed', 'manager')).toEqual([]);
  });

  it('needs a reason and an answer with text', () => {
    expect(
      decideClaim(
        {
          ...filed,
          filed: { ...(filed as Extract<ClaimCommand, { action: 'file' }>).filed, reasons: [] },
        } as ClaimCommand,
        initialClaim(),
      )._unsafeUnwrapErr().code,
    ).toBe('claim.reason_required');
    const events: ClaimEvent[] = decideClaim(filed, initialClaim())._unsafeUnwrap();
    expect(
      decideClaim(
        { action: 'answer', claimId, metadata, answer: ' ' },
        events.reduce(evolveClaim, initialClaim()),
      )._unsafeUnwrapErr().code,
    ).toBe('claim.answer_required');
  });
});
