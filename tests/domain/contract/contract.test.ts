import { describe, expect, it } from 'vitest';
import type { ContractCommand, SignatureAct } from '../../../domain/contract/contract.commands';
import { decide, sameName } from '../../../domain/contract/contract.decide';
import type { ContractDetails, SentDocument } from '../../../domain/contract/contract.details';
import type { ContractEvent } from '../../../domain/contract/contract.events';
import { evolve, initialState, type Contract } from '../../../domain/contract/contract.state';
import {
  allowedActions,
  contractActions,
  contractStatuses,
  nextStatus,
  transitions,
  type ContractAction,
  type ContractStatus,
} from '../../../domain/contract/contract.status';
import { clientContractDetails } from '../../support/contractFixtures';

const no = null;
const draft = 'draft';
const pend = 'pending_signature';
const byCp = 'signed_by_counterparty';
const signed = 'signed';
const voided = 'voided';

/** The contract's lifecycle written out: status x action -> next status, `no` where the action is refused. */
const columns = [
  'create',
  'update',
  'uploadDocument',
  'replaceTemplate',
  'send',
  'resend',
  'recall',
  'sign',
  'countersign',
  'void',
] as const satisfies readonly ContractAction[];
type Row = readonly [ContractStatus, ...(ContractStatus | null)[]];
const table: readonly Row[] = [
  // status  create  update  upload  tmpl   send   resend  recall  sign   counter  void
  ['new', draft, no, no, no, no, no, no, no, no, no],
  [draft, no, draft, draft, draft, pend, no, no, no, no, voided],
  [pend, no, no, no, no, no, pend, draft, byCp, no, voided],
  [byCp, no, no, no, no, no, no, no, no, signed, voided],
  [signed, no, no, no, no, no, no, no, no, no, no],
  [voided, no, no, no, no, no, no, no, no, no, no],
];

const metadata = {
  actorId: '00000000-0000-4000-8000-000000000001',
  actorRole: 'manager' as const,
  at: new Date('2026-11-24T10:00:00Z'),
};
const contractId = '00000000-0000-4000-8000-0000000000c1';
const header = { contractId, kind: 'client' as const, companyId: '00000000-0000-4000-8000-0000000000a1' };
const details = clientContractDetails('2026-11-24');
const document: SentDocument = {
  number: 'C-2026-0001',
  fileId: '00000000-0000-4000-8000-0000000000f1',
  sha256: 'a'.repeat(64),
  provider: 'embedded',
  envelopeId: null,
};
const act = (overrides: Partial<SignatureAct> = {}): SignatureAct => ({
  typedName: 'Anna Schmidt',
  consent: true,
  documentSha256: 'a'.repeat(64),
  signedAt: '2026-11-24T11:00:00Z',
  ipAddress: '203.0.113.7',
  userAgent: 'Mozilla/5.0',
  provider: 'embedded',
  userId: null,
  ...overrides,
});
const manager = { name: 'Paula Platform', position: 'Account manager', email: 'paula@platform.example' };

const commandFor = (action: ContractAction): ContractCommand => {
  const base = { contractId, metadata };
  switch (action) {
    case 'create':
      return { ...base, action, header, details, template: null };
    case 'update':
      return { ...base, action, details };
    case 'uploadDocument':
      return {
        ...base,
        action,
        file: { fileId: document.fileId, fileName: 'contract.pdf', mimeType: 'application/pdf' },
      };
    case 'replaceTemplate':
      return { ...base, action, template: [] };
    case 'send':
      return { ...base, action, document };
    case 'resend':
      return { ...base, action };
    case 'recall':
      return { ...base, action, reason: 'Wrong signer' };
    case 'sign':
      return { ...base, action, act: act() };
    case 'countersign':
      return {
        ...base,
        action,
        act: act({ typedName: manager.name }),
        signer: manager,
        signedFile: { fileId: document.fileId, sha256: 'b'.repeat(64) },
      };
    case 'void':
      return { ...base, action, reason: 'The client withdrew' };
  }
};

/** A contract brought to a status through the real events. */
const contractIn = (status: ContractStatus): Contract => {
  const path: Record<ContractStatus, ContractAction[]> = {
    new: [],
    draft: ['create'],
    pending_signature: ['create', 'send'],
    signed_by_counterparty: ['create', 'send', 'sign'],
    signed: ['create', 'send', 'sign', 'countersign'],
    voided: ['create', 'void'],
  };
  return path[status].reduce((state, action) => {
    const events = decide(commandFor(action), state)._unsafeUnwrap();
    return events.reduce(evolve, state);
  }, initialState());
};

describe('the contract status table', () => {
  it('is written out cell by cell for every status and action', () => {
    expect(table.map((row) => row[0])).toEqual([...contractStatuses]);
    expect([...columns].sort()).toEqual([...contractActions].sort());
    for (const [status, ...cells] of table) {
      columns.forEach((action, i) => expect(nextStatus(status, action), `${status} x ${action}`).toBe(cells[i]));
    }
    expect(Object.keys(transitions)).toEqual([...contractStatuses]);
  });

  it('decides exactly as the table says, and the events lead where the table points', () => {
    for (const [status, ...cells] of table) {
      columns.forEach((action, i) => {
        const before = contractIn(status);
        const decided = decide(commandFor(action), before);
        expect(decided.isOk(), `${status} x ${action}`).toBe(cells[i] !== null);
        if (decided.isOk()) expect(decided.value.reduce(evolve, before).status, `${status} x ${action}`).toBe(cells[i]);
      });
    }
  });

  it('offers each side only its own actions', () => {
    expect(allowedActions('pending_signature', 'counterparty')).toEqual(['sign', 'resend']);
    expect(allowedActions('pending_signature', 'manager')).toEqual(['resend', 'recall', 'void']);
    expect(allowedActions('signed_by_counterparty', 'manager')).toEqual(['countersign', 'void']);
    expect(allowedActions('signed_by_counterparty', 'counterparty')).toEqual([]);
    expect(allowedActions('signed', 'manager')).toEqual([]);
  });
});

describe('signing', () => {
  const pending = () => contractIn('pending_signature');
  const signWith = (overrides: Partial<SignatureAct>) =>
    decide({ contractId, metadata, action: 'sign', act: act(overrides) }, pending());

  it('records who signed, when, from where and the fingerprint of the document they saw', () => {
    const [event] = signWith({ typedName: '  anna   SCHMIDT ' })._unsafeUnwrap() as [ContractEvent];
    expect(event.type).toBe('ContractSignedByCounterparty');
    expect(event.data).toMatchObject({
      evidence: {
        role: 'counterparty',
        name: 'Anna Schmidt',
        email: 'anna@client.example',
        ipAddress: '203.0.113.7',
        documentSha256: 'a'.repeat(64),
      },
    });
  });

  it('refuses without consent, with another name, or on a document that is not the one sent', () => {
    expect(signWith({ consent: false })._unsafeUnwrapErr().code).toBe('contract.consent_required');
    expect(signWith({ typedName: 'Someone Else' })._unsafeUnwrapErr().code).toBe('contract.name_mismatch');
    expect(signWith({ typedName: '   ' })._unsafeUnwrapErr().code).toBe('contract.name_mismatch');
    expect(signWith({ documentSha256: 'c'.repeat(64) })._unsafeUnwrapErr().code).toBe('contract.document_changed');
  });

  it('refuses a second signature and a signature on a voided contract, in words', () => {
    const again = decide({ contractId, metadata, action: 'sign', act: act() }, contractIn('signed_by_counterparty'));
    expect(again._unsafeUnwrapErr()).toMatchObject({ code: 'contract.already_signed' });
    const onVoided = decide({ contractId, metadata, action: 'sign', act: act() }, contractIn('voided'));
    expect(onVoided._unsafeUnwrapErr().message).toMatch(/voided/);
  });

  it('lets the platform sign only after the company, as the manager who signs', () => {
    const early = decide(commandFor('countersign'), pending());
    expect(early._unsafeUnwrapErr().code).toBe('contract.not_signed_by_counterparty');
    const wrongName = decide(
      {
        ...(commandFor('countersign') as Extract<ContractCommand, { action: 'countersign' }>),
        act: act({ typedName: 'Anna Schmidt' }),
      },
      contractIn('signed_by_counterparty'),
    );
    expect(wrongName._unsafeUnwrapErr().code).toBe('contract.name_mismatch');
  });

  it('compares names as people type them', () => {
    expect(sameName('José  Núñez', 'josé núñez')).toBe(true);
    expect(sameName('', '')).toBe(false);
  });
});

describe('what a manager fills in', () => {
  const create = (over: Partial<ContractDetails>, kind: 'client' | 'partner' = 'client') =>
    decide(
      {
        contractId,
        metadata,
        action: 'create',
        header: { ...header, kind },
        details: { ...details, ...over },
        template: null,
      },
      initialState(),
    );

  it('keeps commission and days paid to client contracts', () => {
    expect(create({}, 'partner')._unsafeUnwrapErr().code).toBe('contract.client_terms_only');
    expect(create({ commissionBasisPoints: null, daysPaid: null }, 'partner').isOk()).toBe(true);
  });

  it('checks the typed number, the commission, days paid and the mail list', () => {
    expect(create({ numberChange: true, numberInternal: null })._unsafeUnwrapErr().code).toBe(
      'contract.number_invalid',
    );
    expect(create({ numberChange: true, numberInternal: 'C-2026-0005' })._unsafeUnwrapErr().code).toBe(
      'contract.number_invalid',
    );
    expect(create({ numberChange: true, numberInternal: 'MSA/2026-17' }).isOk()).toBe(true);
    expect(create({ commissionBasisPoints: 10_000 })._unsafeUnwrapErr().code).toBe('contract.commission_invalid');
    expect(create({ daysPaid: 0 })._unsafeUnwrapErr().code).toBe('contract.days_paid_invalid');
    expect(create({ mailForNotifications: ['a@x.example', 'A@x.example'] })._unsafeUnwrapErr().code).toBe(
      'contract.duplicate_email',
    );
    expect(
      create({ mailForNotifications: Array.from({ length: 21 }, (_, i) => `p${i}@x.example`) })._unsafeUnwrapErr().code,
    ).toBe('contract.too_many_emails');
  });

  it('forgets a typed number when the number is left to the platform', () => {
    const [event] = create({ numberChange: false, numberInternal: 'MSA-1' })._unsafeUnwrap() as [ContractEvent];
    expect(event.data).toMatchObject({ details: { numberInternal: null } });
  });

  it('asks a reason to void or recall', () => {
    expect(
      decide({ contractId, metadata, action: 'void', reason: '  ' }, contractIn('draft'))._unsafeUnwrapErr().code,
    ).toBe('contract.reason_required');
    expect(
      decide(
        { contractId, metadata, action: 'recall', reason: 'x'.repeat(1001) },
        contractIn('pending_signature'),
      )._unsafeUnwrapErr().code,
    ).toBe('contract.reason_too_long');
  });

  it('a missing contract answers not found for every later command', () => {
    for (const action of columns.filter((a) => a !== 'create')) {
      expect(decide(commandFor(action), initialState())._unsafeUnwrapErr().code, action).toBe('contract.not_found');
    }
  });
});
