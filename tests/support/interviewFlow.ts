import { randomUUID } from 'node:crypto';
import { cardPayload } from './specialistPayloads';
import type { TestApp } from './testApp';
import { signClientContractThroughFlow } from '../../adapters/demo/demoContracts';
import { postgresIdentityStore } from '../../adapters/postgres/identity/identityStore';
import { actorOf } from '../../application/identity/queries/authenticate';

/** Tuesday and Wednesday after the test clock's Monday 2 November 2026, 09:00 UTC. */
export const SLOTS = [
  { date: '2026-11-03', time: '10:00' },
  { date: '2026-11-04', time: '15:00' },
];
export const PERIOD = { startPeriod: '2026-11-10', endPeriod: '2027-02-10' };

export const publishCard = async (app: TestApp, agency: string, manager: string, surname: string): Promise<string> => {
  const id = (
    await app.api.post(
      '/api/specialist/send-to-publish',
      { content: await cardPayload(app.pool, { surname }) },
      { token: agency },
    )
  ).body.data.specialistId as string;
  await app.api.post('/admin/api/specialist/publish', { specialistId: id }, { token: manager });
  return id;
};

/** A client contract signed by both sides through the real flow (drafted, sent, signed from the mailed link, countersigned). */
export const signContract = async (app: TestApp, clientToken: string): Promise<void> => {
  const profile = (await app.api.get('/api/user/profile', { token: clientToken })).body.data;
  const identity = postgresIdentityStore(app.pool, app.boss);
  const manager = await identity.findUserByEmail('manager@demo.test');
  if (!manager) throw new Error('the demo manager is missing');
  await signClientContractThroughFlow(
    app.services.contract,
    app.pool,
    actorOf(manager, 'test', null),
    `${manager.firstName} ${manager.lastName}`,
    profile.clientId,
    {
      name: 'Sam Signer',
      position: 'Director',
      email: `signer-${randomUUID().slice(0, 8)}@client.test`,
    },
  );
};

/**
 * Puts the specialist in the client's cart and submits it for an interview; answers the candidate id. The demo manager
 * then passes the request on to the agency (as a manager's review does), unless `passOn` is false.
 */
export const requestInterview = async (
  app: TestApp,
  client: string,
  specialistId: string,
  period = PERIOD,
  { passOn = true }: { passOn?: boolean } = {},
): Promise<string> => {
  const cart = await app.api.post(
    '/api/specialist-request-list/add-specialist',
    { specialistUuid: specialistId, ...period },
    { token: client },
  );
  if (cart.status !== 200) throw new Error(`add failed: ${JSON.stringify(cart.body)}`);
  const item = cart.body.data.specialists.items.find(
    (i: { specialistUuid: string }) => i.specialistUuid === specialistId,
  );
  const created = await app.api.post(
    '/api/specialist-request/create',
    {
      requestId: randomUUID(),
      contact: { name: 'Clara Client', email: 'clara@client.test', phone: '+44 20 7946 0000' },
      comment: '',
      specialists: [{ id: item.id, slots: SLOTS }],
    },
    { token: client },
  );
  if (created.status !== 200) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
  const candidateId = created.body.data.candidates[0].id as string;
  if (passOn) await passOnToAgency(app, candidateId);
  return candidateId;
};

/** The demo manager's review passes the candidate on to its agency (to the client's CV review). */
const managerTokens = new WeakMap<TestApp, Promise<string>>();
export const passOnToAgency = async (app: TestApp, candidateId: string): Promise<void> => {
  const move = async (fresh: boolean) => {
    if (fresh || !managerTokens.has(app)) managerTokens.set(app, app.login('manager@demo.test'));
    return app.api.post(
      '/admin/api/candidate/update',
      { id: candidateId, status: 'CV_pending_client', comment: '' },
      { token: await (managerTokens.get(app) as Promise<string>) },
    );
  };
  // A test's clock may have moved past the session's idle time since the last pass: the manager signs in again.
  let moved = await move(false);
  if (moved.status === 401) moved = await move(true);
  if (moved.status !== 200) throw new Error(`pass on failed: ${JSON.stringify(moved.body)}`);
};

/**
 * A candidate whose interview the agency fixed at `slot` (the client's first slot, Tuesday 3 November 10:00 UTC, by
 * default): a published card, the client's request passed on by the manager, the agency's accepted slot. Answers the
 * candidate and the card.
 */
export const fixedInterview = async (
  app: TestApp,
  tokens: { readonly client: string; readonly agency: string; readonly manager: string },
  surname: string,
  slot = SLOTS[0],
): Promise<{ candidateId: string; specialistId: string }> => {
  const specialistId = await publishCard(app, tokens.agency, tokens.manager, surname);
  const candidateId = await requestInterview(app, tokens.client, specialistId);
  const accepted = await app.api.post(
    '/api/interview-request/accept-slot',
    { id: candidateId, slot },
    { token: tokens.agency },
  );
  if (accepted.status !== 200) throw new Error(`accept-slot failed: ${JSON.stringify(accepted.body)}`);
  return { candidateId, specialistId };
};
