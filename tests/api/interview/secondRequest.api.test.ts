import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passOnToAgency, PERIOD, publishCard, SLOTS } from '../../support/interviewFlow';
import { startTestApp, type TestApp } from '../../support/testApp';
import { manualClock } from '../../support/testClock';

const clock = manualClock(new Date('2026-11-02T09:00:00Z'));

/**
 * Issue 32: after one request had been sent from the cart, the next one sent under the cart's list id answered
 * `candidates: []` and was lost. Every request sends its own candidates; the same request sent twice answers the first.
 */
describe("a client's second interview request, over REST", () => {
  let app: TestApp;
  let client: string;
  let agency: string;
  let manager: string;
  let clientId: string;

  beforeAll(async () => {
    app = await startTestApp({ clock });
    ({ client, agency, manager } = await app.demoTokens());
    clientId = (await app.api.get('/api/user/profile', { token: client })).body.data.clientId;
  });
  afterAll(() => app?.stop());

  /** Adds the specialist to the cart; answers the cart's list id and the item's id. */
  const addToCart = async (specialistId: string) => {
    const cart = await app.api.post(
      '/api/specialist-request-list/add-specialist',
      { specialistUuid: specialistId, ...PERIOD },
      { token: client },
    );
    expect(cart.status).toBe(200);
    const item = cart.body.data.specialists.items.find(
      (i: { specialistUuid: string }) => i.specialistUuid === specialistId,
    );
    return { listId: cart.body.data.listId as string, itemId: item.id as string };
  };
  const send = (requestId: string, itemId: string) =>
    app.api.post(
      '/api/specialist-request/create',
      {
        requestId,
        contact: { name: 'Clara Client', email: 'clara@client.test', phone: '' },
        comment: '',
        specialists: [{ id: itemId, slots: SLOTS }],
      },
      { token: client },
    );
  const idsIn = async (path: string, token: string): Promise<string[]> =>
    (await app.api.get(path, { token })).body.data.items.map((c: { id: string }) => c.id);

  it('sends a second request from the cart after the first, and both reach the client, the manager and the agency', async () => {
    const first = await publishCard(app, agency, manager, 'Firstrequest');
    const second = await publishCard(app, agency, manager, 'Secondrequest');

    const one = await addToCart(first);
    const sentOnce = await send(one.listId, one.itemId);
    expect(sentOnce.status).toBe(200);
    expect(sentOnce.body.data.candidates).toHaveLength(1);
    const firstCandidate = sentOnce.body.data.candidates[0].id as string;
    // The same request sent again is a repeat: it answers what the first sending created.
    const repeated = await send(one.listId, one.itemId);
    expect(repeated.status).toBe(200);
    expect(repeated.body.data.candidates).toEqual(sentOnce.body.data.candidates);

    const two = await addToCart(second);
    expect(two.listId).not.toBe(one.listId);
    // Another specialist under the id of a request already sent is refused, not taken for a repeat.
    const reused = await send(one.listId, two.itemId);
    expect(reused.status).toBe(409);
    expect(reused.body.exception.code).toBe('cart.request_already_sent');
    const sentTwice = await send(two.listId, two.itemId);
    expect(sentTwice.status).toBe(200);
    expect(sentTwice.body.data.candidates).toEqual([{ id: expect.any(String), specialistUuid: second }]);
    const secondCandidate = sentTwice.body.data.candidates[0].id as string;
    expect(secondCandidate).not.toBe(firstCandidate);

    const both = [firstCandidate, secondCandidate];
    expect(await idsIn(`/api/specialist-request/list/${clientId}?count=100`, client)).toEqual(
      expect.arrayContaining(both),
    );
    expect(await idsIn('/admin/api/candidate/list?count=100', manager)).toEqual(expect.arrayContaining(both));
    const requestIds = await Promise.all(
      both.map(async (id) => (await app.api.get(`/admin/api/candidate/info/${id}`, { token: manager })).body.data),
    );
    expect(requestIds.map((c: { requestId: string }) => c.requestId)).toEqual([one.listId, two.listId]);
    expect(requestIds.map((c: { specialistId: string }) => c.specialistId)).toEqual([first, second]);
    // The agency hears of each only when the manager passes it on.
    expect(await idsIn('/api/interview-request/list?count=100', agency)).not.toContain(secondCandidate);
    for (const id of both) await passOnToAgency(app, id);
    expect(await idsIn('/api/interview-request/list?count=100', agency)).toEqual(expect.arrayContaining(both));
  });
});
