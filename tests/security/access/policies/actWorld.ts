import type { ManualClock } from '../../../support/testClock';
import { randomUUID } from 'node:crypto';
import { actService } from '../../../../application/act/actService';
import { actorOf } from '../../../../application/identity/queries/authenticate';
import { actPdfRenderer } from '../../../../adapters/documents/actPdf';
import {
  postgresActCompanies,
  postgresActReadModel,
  postgresClaimReadModel,
  postgresProjectCandidates,
} from '../../../../adapters/postgres/act/actReadModel';
import { postgresContractCompanies } from '../../../../adapters/postgres/contract/contractCompanies';
import { eventStorePort } from '../../../../adapters/postgres/eventStore';
import { postgresFileStore } from '../../../../adapters/postgres/files/fileStore';
import { postgresIdentityStore } from '../../../../adapters/postgres/identity/identityStore';
import { postgresReferenceStore } from '../../../../adapters/postgres/reference/referenceStore';
import { postgresPeopleDirectory } from '../../../../adapters/postgres/specialist/specialistRulesData';
import { monthsOf } from '../../../../domain/act/act.period';
import { startWork } from '../../../support/actFlow';
import { publishCard, requestInterview } from '../../../support/interviewFlow';
import type { TestApp } from '../../../support/testApp';
import type { AccessObject, ActorProfile, CompanyKey } from '../accessWorld';

type Makers = {
  readonly app: TestApp;
  readonly partner: Record<CompanyKey, string>;
  readonly client: Record<CompanyKey, string>;
  readonly admin: string;
  readonly clientId: Record<CompanyKey, string>;
  readonly agencyId: Record<CompanyKey, string>;
  readonly mark: (value: string, what: string, visibleTo: (a: ActorProfile) => boolean) => void;
};

const ok = (response: { status: number; body: any }, what: string) => {
  if (response.status !== 200) throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data;
};

/** A booking of almost a year (the cart allows 365 days; the demo card's agency is away in March 2027), so each specialist on a project can be billed for 12 months. */
const LONG_BOOKING = { startPeriod: '2027-04-15', endPeriod: '2028-04-10' };
/** Acts are drafted for months that have started: the matrix's app stands on 2 November 2026, its acts are made as of May 2028. */
const LATE = new Date('2028-05-15T09:00:00Z');

export type ActState =
  | 'draft'
  | 'sent_for_approval_to_platform'
  | 'sent_for_approval_to_client'
  | 'approved'
  | 'awaiting_payment'
  | 'rejected';

/** The working candidate of each client with the same company's agency, once made; the matrix's calls name it. */
export const workingCandidateOf = new Map<CompanyKey, string>();

let makers: Makers | null = null;
const months = new Map<CompanyKey, string[]>();
const refill = new Map<CompanyKey, Promise<void>>();

const lateActs = (app: TestApp) =>
  actService({
    events: eventStorePort(app.eventStore),
    clock: { now: () => LATE },
    newId: randomUUID,
    acts: postgresActReadModel(app.pool),
    claims: postgresClaimReadModel(app.pool),
    candidates: postgresProjectCandidates(app.pool),
    companies: postgresActCompanies(app.pool, postgresContractCompanies(app.pool)),
    prices: async () => {
      const { currency, vatRateBasisPoints } = await postgresReferenceStore(app.pool).getPlatformSettings();
      return { currency, vatRateBasisPoints };
    },
    files: postgresFileStore(app.pool),
    pdf: actPdfRenderer,
    people: postgresPeopleDirectory(app.pool),
  });

/** A specialist of the company's agency working for the company's client, a year booked; its months join the pool. */
const newCandidate = async (m: Makers, company: CompanyKey): Promise<string> => {
  await m.app.pool.query('delete from abuse_attempts');
  const specialist = await publishCard(
    m.app,
    m.partner[company],
    m.admin,
    `Worker${company}${randomUUID()
      .replace(/[^a-f]/g, '')
      .slice(0, 5)}`,
  );
  const candidateId = await requestInterview(m.app, m.client[company], specialist, LONG_BOOKING);
  // Work starts on the booking's first day: the world's clock goes there for the move, then back to the world's today.
  const clock = m.app.clock as Partial<ManualClock> | undefined;
  if (clock?.set && clock.now) {
    const today = clock.now();
    await startWork(m.app, m.admin, candidateId, {
      clock: clock as ManualClock,
      startPeriod: LONG_BOOKING.startPeriod,
    });
    clock.set(today);
  } else await startWork(m.app, m.admin, candidateId);
  months.set(company, [
    ...(months.get(company) ?? []),
    ...monthsOf(LONG_BOOKING).map((month) => `${candidateId} ${month}`),
  ]);
  return candidateId;
};

/** The next unbilled (candidate, month) of the company; a new specialist on a project when the months run out. */
const nextMonth = async (m: Makers, company: CompanyKey): Promise<[string, string]> => {
  for (;;) {
    const next = months.get(company)?.shift();
    if (next) return next.split(' ') as [string, string];
    if (!refill.has(company))
      refill.set(
        company,
        newCandidate(m, company).then(() => void refill.delete(company)),
      );
    await refill.get(company);
  }
};

const agencyActor = async (m: Makers, company: CompanyKey) => {
  const { rows } = await m.app.pool.query<{ email: string }>(
    'select email from users where company_id = $1 order by created_at limit 1',
    [m.agencyId[company]],
  );
  const user = await postgresIdentityStore(m.app.pool, m.app.boss).findUserByEmail(rows[0]!.email);
  return actorOf(user!, 'matrix', null);
};

/**
 * An act of the company's agency for the company's client, drafted as of late 2027 and moved over REST to the state a
 * write needs. Its comment is a marker: the agency and contract managers read it, the client once it was sent to it.
 */
export const freshAct = async (
  company: CompanyKey,
  state: ActState,
  comment = `Za${company}${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6)}`,
): Promise<AccessObject> => {
  const m = makers!;
  const [candidateId, month] = await nextMonth(m, company);
  const created = await lateActs(m.app).create(await agencyActor(m, company), {
    candidateId,
    month,
    hours: 20,
    comment,
  });
  if (created.isErr()) throw new Error(`act: ${JSON.stringify(created.error)}`);
  const id = created.value.id;
  const api = m.app.api;
  const steps: Record<ActState, (() => Promise<unknown>)[]> = {
    draft: [],
    sent_for_approval_to_platform: [() => api.post('/api/agency/act/send', { id }, { token: m.partner[company] })],
    sent_for_approval_to_client: [
      () => api.post('/api/agency/act/send', { id }, { token: m.partner[company] }),
      () => api.post('/admin/api/act/send-to-client', { id }, { token: m.admin }),
    ],
    rejected: [
      () => api.post('/api/agency/act/send', { id }, { token: m.partner[company] }),
      () => api.post('/admin/api/act/reject', { id, reason: 'Matrix' }, { token: m.admin }),
    ],
    approved: [],
    awaiting_payment: [],
  };
  steps.approved = [
    ...steps.sent_for_approval_to_client,
    () => api.post('/api/client/act/approve', { id }, { token: m.client[company] }),
  ];
  steps.awaiting_payment = [
    ...steps.approved,
    () => api.post('/admin/api/act/mark-awaiting-payment', { id }, { token: m.admin }),
  ];
  for (const step of steps[state]) ok((await step()) as { status: number; body: any }, `act to ${state}`);
  return {
    key: `act.${company}.${state}`,
    kind: 'act',
    id,
    company,
    owner: m.clientId[company],
    agencyOwner: m.agencyId[company],
    agencyCompany: company,
    state,
  };
};

/** An open claim of the company's client about its working specialist. */
export const freshClaim = async (
  company: CompanyKey,
  comment = `Zk${company}${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6)}`,
): Promise<AccessObject> => {
  const m = makers!;
  const claim = ok(
    await m.app.api.post(
      '/api/client/specialist-claim/create',
      { candidateId: workingCandidateOf.get(company), reasons: ['communication'], comment },
      { token: m.client[company] },
    ),
    'claim',
  );
  return {
    key: `claim.${company}.open`,
    kind: 'claim',
    id: claim.id,
    company,
    owner: m.clientId[company],
    agencyOwner: m.agencyId[company],
    agencyCompany: company,
    state: 'open',
  };
};

/**
 * The matrix's acts (of each company, in each state a call needs), claims (open, of each client) and working candidates
 * (each client's specialist on a project), plus ids nobody uses.
 */
export const buildActObjects = async (
  m: Makers,
): Promise<{ act: AccessObject[]; claim: AccessObject[]; workingCandidate: AccessObject[] }> => {
  makers = m;
  // A worker runs test files one after another in one module graph: the months of another file's world (another
  // database) must not be billed in this one.
  months.clear();
  refill.clear();
  const contractManagers = (a: ActorProfile) => a.kind === 'staff' && a.scopes.includes('contract:manage');
  const claimManagers = (a: ActorProfile) => a.kind === 'staff' && a.scopes.includes('candidate:manage');
  const ofCompany = (kind: 'partner' | 'client', company: CompanyKey) => (a: ActorProfile) =>
    a.kind === kind && a.company === company;
  const acts: AccessObject[] = [];
  const claims: AccessObject[] = [];
  const working: AccessObject[] = [];
  for (const company of ['A', 'B'] as const) {
    workingCandidateOf.set(company, await newCandidate(m, company));
    // Months for every act the matrix drafts, made now: a new candidate moves the world's clock to its booking's first
    // day and back, which must not happen while the matrix's calls run in parallel (their sessions would go idle).
    for (let extra = 0; extra < 3; extra++) await newCandidate(m, company);
    working.push({
      key: `workingCandidate.${company}`,
      kind: 'workingCandidate',
      id: workingCandidateOf.get(company)!,
      company,
      owner: m.clientId[company],
      agencyOwner: m.agencyId[company],
      agencyCompany: company,
      state: 'working',
    });
    for (const state of [
      'draft',
      'sent_for_approval_to_platform',
      'sent_for_approval_to_client',
      'approved',
      'awaiting_payment',
      'rejected',
    ] as const) {
      const comment = `Za${company}${state.slice(0, 4)}${randomUUID()
        .replace(/[^a-f]/g, '')
        .slice(0, 6)}`;
      acts.push(await freshAct(company, state, comment));
      const clientSees =
        state === 'sent_for_approval_to_client' || state === 'approved' || state === 'awaiting_payment';
      m.mark(
        comment,
        `comment of agency ${company}'s ${state} act`,
        (a) =>
          contractManagers(a) || ofCompany('partner', company)(a) || (clientSees && ofCompany('client', company)(a)),
      );
    }
    const comment = `Zk${company}${randomUUID()
      .replace(/[^a-f]/g, '')
      .slice(0, 6)}`;
    claims.push(await freshClaim(company, comment));
    // The agency of the claimed specialist is e-mailed the reasons and the comment (docs/decisions.md, claims), and the
    // notification centre shows that e-mail to the same users: the comment is theirs to read, never another agency's.
    m.mark(
      comment,
      `comment of client ${company}'s claim`,
      (a) => claimManagers(a) || ofCompany('client', company)(a) || ofCompany('partner', company)(a),
    );
  }
  acts.push({ key: 'act.missing', kind: 'act', id: randomUUID(), company: null, owner: null, state: 'missing' });
  claims.push({ key: 'claim.missing', kind: 'claim', id: randomUUID(), company: null, owner: null, state: 'missing' });
  working.push({
    key: 'workingCandidate.missing',
    kind: 'workingCandidate',
    id: randomUUID(),
    company: null,
    owner: null,
    state: 'missing',
  });
  return { act: acts, claim: claims, workingCandidate: working };
};
