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

/** Puts the specialist in the client's cart and submits it for an interview; answers the candidate id. */
export const requestInterview = async (
  app: TestApp,
  client: string,
  specialistId: string,
  period = PERIOD,
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
  return created.body.data.candidates[0].id as string;
};
