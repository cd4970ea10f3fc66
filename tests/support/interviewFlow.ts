import { randomUUID } from 'node:crypto';
import { cardPayload } from './specialistPayloads';
import type { TestApp } from './testApp';

/** Tuesday and Wednesday after the test clock's Monday 2 November 2026, 09:00 UTC. */
export const SLOTS = [{ date: '2026-11-03', time: '10:00' }, { date: '2026-11-04', time: '15:00' }];
export const PERIOD = { startPeriod: '2026-11-10', endPeriod: '2027-02-10' };

export const publishCard = async (app: TestApp, agency: string, manager: string, surname: string): Promise<string> => {
  const id = (await app.api.post('/api/specialist/send-to-publish', { content: await cardPayload(app.pool, { surname }) }, { token: agency })).body.data.specialistId as string;
  await app.api.post('/admin/api/specialist/publish', { specialistId: id }, { token: manager });
  return id;
};

/** A signed contract between a client company and the platform (contract management comes later; the read model is real). */
export const signContract = async (app: TestApp, clientToken: string): Promise<void> => {
  const clientId = (await app.api.get('/api/user/profile', { token: clientToken })).body.data.clientId;
  await app.pool.query(`insert into client_contracts (client_id, number, status, signed_at) values ($1, $2, 'signed', now())`, [clientId, `T-${randomUUID()}`]);
};

/** Puts the specialist in the client's cart and submits it for an interview; answers the candidate id. */
export const requestInterview = async (app: TestApp, client: string, specialistId: string, period = PERIOD): Promise<string> => {
  const cart = await app.api.post('/api/specialist-request-list/add-specialist', { specialistUuid: specialistId, ...period }, { token: client });
  if (cart.status !== 200) throw new Error(`add failed: ${JSON.stringify(cart.body)}`);
  const item = cart.body.data.specialists.items.find((i: { specialistUuid: string }) => i.specialistUuid === specialistId);
  const created = await app.api.post('/api/specialist-request/create', {
    requestId: randomUUID(), contact: { name: 'Clara Client', email: 'clara@client.test', phone: '+44 20 7946 0000' }, comment: '',
    specialists: [{ id: item.id, slots: SLOTS }],
  }, { token: client });
  if (created.status !== 200) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
  return created.body.data.candidates[0].id as string;
};
