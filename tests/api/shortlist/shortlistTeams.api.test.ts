import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany } from '../../support/companies';
import { publishCard as publishedCard } from '../../support/interviewFlow';
import { startTestApp, type TestApp } from '../../support/testApp';
import { manualClock } from '../../support/testClock';

/** Today for these tests is 2 November 2026; the cards carry the agency's 'not available' from 1 March to 10 April 2027. */
const FREE = { startPeriod: '2026-11-10', endPeriod: '2027-02-10' };
const OVER_RESERVATION = { startPeriod: '2027-01-15', endPeriod: '2027-04-20' };

describe('teams in shared shortlists over REST', () => {
  let app: TestApp;
  let client: string;
  let agency: string;
  let manager: string;

  const post = (path: string, body: object, token: string) => app.api.post(`/api/shortlist/${path}`, body, { token });
  const teamOf = async (name: string, surnames: readonly string[]) => {
    const specialists: string[] = [];
    for (const surname of surnames) specialists.push(await publishedCard(app, agency, manager, surname));
    const created = await app.api.post('/api/team/create', { name, specialists }, { token: agency });
    expect(created.status).toBe(200);
    return { teamId: created.body.data.id as string, specialists };
  };
  const listOf = async (name: string) => (await post('create', { name }, client)).body.data.id as string;

  beforeAll(async () => {
    app = await startTestApp({ clock: manualClock() });
    ({ client, agency, manager } = await app.demoTokens());
  });
  afterAll(() => app?.stop());

  it('saves a team by teamId; the list names it with its members and their price together; votes and comments work', async () => {
    const { teamId, specialists } = await teamOf('Payments squad', ['Squadone', 'Squadtwo']);
    const listId = await listOf('Teams to consider');
    const added = await post('add', { listId, teamId }, client);
    expect(added.status).toBe(200);
    const [entry] = added.body.data.entries;
    expect(entry).toMatchObject({
      kind: 'team',
      teamId,
      specialistUuid: null,
      name: 'Payments squad',
      priceCents: 10_000,
      inCatalogue: true,
      members: [
        { specialistUuid: specialists[0], name: 'Anna', surname: 'S.' },
        { specialistUuid: specialists[1], name: 'Anna', surname: 'S.' },
      ],
    });
    // Saving it again changes nothing; a specialist of the team is an entry of its own.
    expect((await post('add', { listId, teamId }, client)).body.data.entries).toHaveLength(1);
    const withMember = await post('add', { listId, specialistUuid: specialists[0] }, client);
    expect(withMember.body.data.entries.map((e: { kind: string }) => e.kind)).toEqual(['team', 'specialist']);

    const voted = await post('vote', { listId, entryId: entry.id, vote: 'up' }, client);
    expect(voted.body.data.entries[0].votes).toMatchObject({ up: 1, mine: 'up' });
    const commented = await post('comment', { listId, entryId: entry.id, text: 'Worked together before' }, client);
    expect(commented.body.data.entries[0].comments).toMatchObject([{ text: 'Worked together before', mine: true }]);
    expect(commented.body.data.rankedIds[0]).toBe(entry.id);
  });

  it('names a specialist or a team, exactly one (400 with the field); an unknown team is not found (404)', async () => {
    const listId = await listOf('Either or');
    const { teamId, specialists } = await teamOf('Either squad', ['Eitherone', 'Eithertwo']);
    const both = await post('add', { listId, teamId, specialistUuid: specialists[0] }, client);
    expect(both.status).toBe(400);
    expect(both.body.errors[0]).toMatchObject({ field: 'teamId' });
    const neither = await post('add', { listId }, client);
    expect(neither.status).toBe(400);
    expect(neither.body.errors[0]).toMatchObject({ field: 'specialistUuid' });
    const unknown = await post('add', { listId, teamId: '6f1c1d4e-2b9a-4c61-9a7e-0d5e2f3a4b5c' }, client);
    expect(unknown.status).toBe(404);
    // A deleted team stays in the list, without a price, and says so in the comparison.
    const added = await post('add', { listId, teamId }, client);
    const entryId = added.body.data.entries[0].id;
    expect((await app.api.post('/api/team/delete', { teamId }, { token: agency })).status).toBe(200);
    const after = (await app.api.get(`/api/shortlist/info/${listId}`, { token: client })).body.data;
    expect(after.entries[0]).toMatchObject({ kind: 'team', inCatalogue: false, priceCents: null, members: [] });
    const compared = await post('compare', { listId, entryIds: [entryId], ...FREE }, client);
    expect(compared.status).toBe(200);
    expect(compared.body.data.items[0]).toMatchObject({
      availability: { available: false, reason: 'deleted' },
      amountMonth: null,
    });
    const booked = await post('book-top', { listId, count: 1, ...FREE }, client);
    expect(booked.body.data.refused).toMatchObject([{ teamId, code: 'team.not_found' }]);
  });

  it('compares a team as one column: prices summed, skills and grades of its members, busy when any member is', async () => {
    const { teamId } = await teamOf('Compare squad', ['Compareone', 'Comparetwo']);
    const listId = await listOf('Compare teams');
    const entryId = (await post('add', { listId, teamId }, client)).body.data.entries[0].id;
    const free = await post('compare', { listId, entryIds: [entryId], ...FREE }, client);
    expect(free.status).toBe(200);
    expect(free.body.data.items[0]).toMatchObject({
      kind: 'team',
      teamId,
      name: 'Compare squad',
      grade: 'senior',
      keySkills: expect.arrayContaining(['Java']),
      languages: [{ language: 'en', level: 'C1' }],
      priceCents: 10_000,
      // Each member's month at 40 hours a week (866,667 cents), added up as the cart totals a team.
      amountMonth: 1_733_334,
      availability: { available: true },
      busyInPeriod: [],
    });
    expect(free.body.data.items[0].members).toHaveLength(2);
    const over = await post('compare', { listId, entryIds: [entryId], ...OVER_RESERVATION }, client);
    expect(over.body.data.items[0].availability).toEqual({ available: false, reason: 'booked' });
    // Both members are away over the same days: one span, not one per member.
    expect(over.body.data.items[0].busyInPeriod).toEqual([{ startPeriod: '2027-03-01', endPeriod: '2027-04-10' }]);
  });

  it("'Book the top N' puts a team into the cart whole, through the cart's team booking, once", async () => {
    const { teamId, specialists } = await teamOf('Booked squad', ['Bookedone', 'Bookedtwo', 'Bookedthree']);
    const single = await publishedCard(app, agency, manager, 'Bookedalone');
    const listId = await listOf('Book a team');
    await post('add', { listId, specialistUuid: single }, client);
    const list = (await post('add', { listId, teamId }, client)).body.data;
    const teamEntry = list.entries.find((e: { kind: string }) => e.kind === 'team').id;
    await post('vote', { listId, entryId: teamEntry, vote: 'up' }, client);

    const booked = await post('book-top', { listId, count: 1, ...FREE }, client);
    expect(booked.status).toBe(200);
    expect(booked.body.data).toMatchObject({
      booked: [{ entryId: teamEntry, teamId, specialistUuid: null, name: 'Team Booked squad' }],
      refused: [],
    });
    const cart = (await app.api.get('/api/specialist-request-list/specialists', { token: client })).body.data;
    const team = cart.teams.items.find((t: { teamId: string }) => t.teamId === teamId);
    expect(team.specialists.map((s: { specialistUuid: string }) => s.specialistUuid).sort()).toEqual(
      [...specialists].sort(),
    );
    expect(cart.specialists.items.map((i: { specialistUuid: string }) => i.specialistUuid)).not.toContain(single);
    // A second click adds nothing twice.
    const again = await post('book-top', { listId, count: 1, ...FREE }, client);
    expect(again.body.data.cartCount).toBe(booked.body.data.cartCount);
  });
});

describe('the skills a shortlist is for, over REST', () => {
  let app: TestApp;
  let client: string;
  let agency: string;
  let manager: string;
  const post = (path: string, body: object, token: string) => app.api.post(`/api/shortlist/${path}`, body, { token });

  beforeAll(async () => {
    app = await startTestApp({ clock: manualClock() });
    ({ client, agency, manager } = await app.demoTokens());
  });
  afterAll(() => app?.stop());

  it('names them at creation or later; the comparison highlights the key skills needed and counts them', async () => {
    const created = await post('create', { name: 'Java and Kafka', skills: ['Java', 'Kafka', 'java'] }, client);
    expect(created.status).toBe(200);
    expect(created.body.data.skills).toEqual(['Java', 'Kafka']);
    const listId = created.body.data.id as string;
    const anna = await publishedCard(app, agency, manager, 'Skilled');
    const entryId = (await post('add', { listId, specialistUuid: anna }, client)).body.data.entries[0].id;
    const compared = await post('compare', { listId, entryIds: [entryId], ...FREE }, client);
    expect(compared.body.data.neededSkills).toEqual(['Java', 'Kafka']);
    // The card's key skills are Java and 'Payments domain': one of the two needed.
    expect(compared.body.data.items[0]).toMatchObject({ neededKeySkills: ['Java'], neededCovered: 1 });

    const chosen = await post('skills', { listId, skills: ['Payments domain', 'Java'] }, client);
    expect(chosen.status).toBe(200);
    expect(chosen.body.data.skills).toEqual(['Payments domain', 'Java']);
    const again = await post('compare', { listId, entryIds: [entryId], ...FREE }, client);
    expect(again.body.data.items[0]).toMatchObject({ neededCovered: 2 });
    expect(again.body.data.items[0].neededKeySkills).toEqual(expect.arrayContaining(['Java', 'Payments domain']));

    const tooMany = await post('skills', { listId, skills: Array.from({ length: 21 }, (_, i) => `S${i}`) }, client);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors[0]).toMatchObject({ field: 'skills' });
    const other = await registerCompany(app, 'client', 'skills-other@shortlist.test');
    expect((await post('skills', { listId, skills: ['Java'] }, other)).status).toBe(404);
    expect((await post('skills', { listId, skills: ['Java'] }, agency)).status).toBe(403);
  });
});
