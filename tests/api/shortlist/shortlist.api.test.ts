import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany } from '../../support/companies';
import { inviteColleague } from '../../support/colleagues';
import { publishCard as publishedCard } from '../../support/interviewFlow';
import { startTestApp, type TestApp } from '../../support/testApp';
import { manualClock } from '../../support/testClock';

/** Today for these tests is 2 November 2026; the cards carry the agency's 'not available' from 1 March to 10 April 2027. */
const FREE = { startPeriod: '2026-11-10', endPeriod: '2027-02-10' };
const OVER_RESERVATION = { startPeriod: '2027-01-15', endPeriod: '2027-04-20' };

describe('shared shortlists over REST', () => {
  let app: TestApp;
  let client: string;
  let colleague: string;
  let colleagueId: string;
  let otherClient: string;
  let agency: string;
  let manager: string;

  const publishCard = (surname: string) => publishedCard(app, agency, manager, surname);
  const post = (path: string, body: object, token: string) => app.api.post(`/api/shortlist/${path}`, body, { token });
  const create = async (name: string, token = client) => {
    const created = await post('create', { name }, token);
    expect(created.status).toBe(200);
    return created.body.data.id as string;
  };
  const entryOf = (list: { entries: { id: string; specialistUuid: string }[] }, specialistId: string) =>
    list.entries.find((e) => e.specialistUuid === specialistId)!.id;

  beforeAll(async () => {
    app = await startTestApp({ clock: manualClock() });
    ({ client, agency, manager } = await app.demoTokens());
    // A colleague of the demo client, invited and registered from the mailed link.
    colleagueId = await inviteColleague(app, client, {
      email: 'cleo@client.test',
      firstName: 'Cleo',
      lastName: 'Colleague',
      password: 'invited-pass-1',
    });
    colleague = await app.login('cleo@client.test', 'invited-pass-1');
    otherClient = await registerCompany(app, 'client', 'other-client@shortlist.test');
  });
  afterAll(() => app?.stop());

  it('a colleague sees the list, votes and comments; the list says who did what', async () => {
    const anna = await publishCard('Shortlisted');
    const listId = await create('Backend hires');
    const added = await post('add', { listId, specialistUuid: anna }, client);
    expect(added.status).toBe(200);
    const entryId = entryOf(added.body.data, anna);

    const lists = await app.api.get('/api/shortlist/list', { token: colleague });
    expect(lists.status).toBe(200);
    expect(lists.body.data.items).toContainEqual(
      expect.objectContaining({ id: listId, name: 'Backend hires', entryCount: 1 }),
    );

    await post('vote', { listId, entryId, vote: 'up' }, client);
    const voted = await post('vote', { listId, entryId, vote: 'down' }, colleague);
    expect(voted.body.data.entries[0].votes).toEqual({ up: 1, down: 1, score: 0, mine: 'down' });
    // One vote per user: changing it replaces it.
    const changed = await post('vote', { listId, entryId, vote: 'up' }, colleague);
    expect(changed.body.data.entries[0].votes).toEqual({ up: 2, down: 0, score: 2, mine: 'up' });

    const commented = await post('comment', { listId, entryId, text: 'Strong on payments' }, colleague);
    expect(commented.status).toBe(200);
    const seen = await app.api.get(`/api/shortlist/info/${listId}`, { token: client });
    expect(seen.body.data.entries[0]).toMatchObject({
      specialistUuid: anna,
      name: 'Anna',
      surname: 'S.',
      priceCents: 5000,
      votes: { up: 2, down: 0, mine: 'up' },
      comments: [{ text: 'Strong on payments', mine: false, author: { id: colleagueId, name: 'Cleo Colleague' } }],
    });
    // No e-mail address of a colleague leaves in a list.
    expect(JSON.stringify(seen.body.data)).not.toContain('@');

    const removed = await post('remove', { listId, entryId }, colleague);
    expect(removed.body.data.entries).toEqual([]);
  });

  it('refuses a second list of the same name (409) and bad input with the field (400)', async () => {
    await create('Data team');
    const twice = await post('create', { name: 'data team' }, colleague);
    expect(twice.status).toBe(409);
    const empty = await post('create', { name: '  ' }, client);
    expect(empty.status).toBe(400);
    expect(empty.body.errors[0]).toMatchObject({ field: 'name' });
    const listId = await create('Comments');
    const anna = await publishCard('Commented');
    const entryId = entryOf((await post('add', { listId, specialistUuid: anna }, client)).body.data, anna);
    const long = await post('comment', { listId, entryId, text: 'x'.repeat(2001) }, client);
    expect(long.status).toBe(400);
    expect(long.body.errors[0]).toMatchObject({ field: 'text' });
  });

  it("another company's list is not there (404), for reading and for every change", async () => {
    const listId = await create('Private to the demo client');
    const anna = await publishCard('Private');
    const entryId = entryOf((await post('add', { listId, specialistUuid: anna }, client)).body.data, anna);
    expect((await app.api.get(`/api/shortlist/info/${listId}`, { token: otherClient })).status).toBe(404);
    expect((await post('add', { listId, specialistUuid: anna }, otherClient)).status).toBe(404);
    expect((await post('vote', { listId, entryId, vote: 'up' }, otherClient)).status).toBe(404);
    expect((await post('comment', { listId, entryId, text: 'Mine now' }, otherClient)).status).toBe(404);
    expect((await post('remove', { listId, entryId }, otherClient)).status).toBe(404);
    expect((await app.api.get('/api/shortlist/list', { token: otherClient })).body.data.items).toEqual([]);
    // Nothing changed in the demo client's list.
    const list = (await app.api.get(`/api/shortlist/info/${listId}`, { token: client })).body.data;
    expect(list.entries[0].votes).toMatchObject({ up: 0, down: 0 });
    expect(list.entries[0].comments).toEqual([]);
  });

  it('an agency cannot read, vote or create: the scope refuses it (403)', async () => {
    const listId = await create('Not for agencies');
    const anna = await publishCard('Agencyproof');
    const entryId = entryOf((await post('add', { listId, specialistUuid: anna }, client)).body.data, anna);
    expect((await post('vote', { listId, entryId, vote: 'up' }, agency)).status).toBe(403);
    expect((await app.api.get(`/api/shortlist/info/${listId}`, { token: agency })).status).toBe(403);
    expect((await post('create', { name: 'Agency list' }, agency)).status).toBe(403);
    expect((await app.api.get('/api/shortlist/list')).status).toBe(401);
  });

  it('compares entries over a period from real reservations, priced as the cart prices them', async () => {
    const listId = await create('Compare');
    const [a, b] = [await publishCard('Comparea'), await publishCard('Compareb')];
    await post('add', { listId, specialistUuid: a }, client);
    const list = (await post('add', { listId, specialistUuid: b }, client)).body.data;
    const entryIds = list.entries.map((e: { id: string }) => e.id);
    const free = await post('compare', { listId, entryIds, ...FREE }, colleague);
    expect(free.status).toBe(200);
    expect(free.body.data.items[0]).toMatchObject({
      grade: 'senior',
      keySkills: expect.arrayContaining(['Java']),
      languages: [{ language: 'en', level: 'C1' }],
      priceCents: 5000,
      amountMonth: 866_667,
      availability: { available: true },
      busyInPeriod: [],
    });
    const over = await post('compare', { listId, entryIds, ...OVER_RESERVATION }, colleague);
    expect(over.body.data.items[0].availability).toEqual({ available: false, reason: 'booked' });
    expect(over.body.data.items[0].busyInPeriod).toEqual([
      // The card stores its overlapping 'not available' periods as one.
      { startPeriod: '2027-03-01', endPeriod: '2027-04-10' },
    ]);
    const tooMany = await post(
      'compare',
      { listId, entryIds: [...entryIds, ...entryIds, entryIds[0]], ...FREE },
      client,
    );
    expect(tooMany.status).toBe(400);
    const tooShort = await post(
      'compare',
      { listId, entryIds, startPeriod: '2026-11-10', endPeriod: '2026-12-01' },
      client,
    );
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.errors[0]).toMatchObject({ field: 'endPeriod' });
  });

  it("books the top two into the client's cart through the cart's own rules, once however often it is clicked", async () => {
    const listId = await create('Book the top');
    const ids = [await publishCard('Topone'), await publishCard('Toptwo'), await publishCard('Topthree')];
    let list = { entries: [] as { id: string; specialistUuid: string }[] };
    for (const id of ids) list = (await post('add', { listId, specialistUuid: id }, client)).body.data;
    // The third gets two ups, the second one: they are the top two.
    await post('vote', { listId, entryId: entryOf(list, ids[2]!), vote: 'up' }, client);
    await post('vote', { listId, entryId: entryOf(list, ids[2]!), vote: 'up' }, colleague);
    await post('vote', { listId, entryId: entryOf(list, ids[1]!), vote: 'up' }, colleague);
    await post('vote', { listId, entryId: entryOf(list, ids[0]!), vote: 'down' }, colleague);
    const info = (await app.api.get(`/api/shortlist/info/${listId}`, { token: client })).body.data;
    expect(info.rankedIds).toEqual([entryOf(list, ids[2]!), entryOf(list, ids[1]!), entryOf(list, ids[0]!)]);

    const booked = await post('book-top', { listId, count: 2, ...FREE }, colleague);
    expect(booked.status).toBe(200);
    expect(booked.body.data.booked.map((b: { specialistUuid: string }) => b.specialistUuid)).toEqual([ids[2], ids[1]]);
    expect(booked.body.data.refused).toEqual([]);
    const cart = (await app.api.get('/api/specialist-request-list/specialists', { token: client })).body.data;
    const inCart = cart.specialists.items.map((i: { specialistUuid: string }) => i.specialistUuid);
    expect(inCart).toEqual(expect.arrayContaining([ids[2], ids[1]]));
    expect(inCart).not.toContain(ids[0]);
    // A second click adds nothing twice.
    const again = await post('book-top', { listId, count: 2, ...FREE }, client);
    expect(again.body.data.cartCount).toBe(cart.count);
    // Over the agency's 'not available' the cart refuses, in its words.
    const refused = await post('book-top', { listId, count: 1, ...OVER_RESERVATION }, client);
    expect(refused.body.data.refused[0]).toMatchObject({
      code: 'cart.specialist_already_booked',
      message: 'Specialist already booked',
    });
  });

  it('records who acted, and the manager acting as them, in the stream', async () => {
    const acting = await app.login('manager@demo.test');
    const managerId = (await app.pool.query(`select id from users where email = 'manager@demo.test'`)).rows[0].id;
    const clientUser = await app.pool.query<{ id: string; company_id: string }>(
      `select id, company_id from users where email = 'client@demo.test'`,
    );
    await app.api.post('/admin/api/impersonation/start', { userId: clientUser.rows[0]!.id }, { token: acting });
    const listId = await create('Made by the account manager', acting);
    await app.api.post('/admin/api/impersonation/stop', {}, { token: acting });
    const { events } = await app.eventStore.readStream(`shortlists-${clientUser.rows[0]!.company_id}`);
    const created = events.find(
      (e) => e.type === 'ShortlistCreated' && (e.data as { listId: string }).listId === listId,
    );
    expect(created?.metadata).toMatchObject({ actorId: clientUser.rows[0]!.id, emulatedBy: managerId });
  });
});
