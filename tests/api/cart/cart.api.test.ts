import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany } from '../../support/companies';
import { cardPayload } from '../../support/specialistPayloads';
import { startTestApp, type TestApp } from '../../support/testApp';
import { manualClock } from '../../support/testClock';

/** Today for these tests is 2 November 2026; the limits are the defaults, 90 to 365 days. */
const PERIOD = { startPeriod: '2026-11-10', endPeriod: '2027-02-10' }; // 92 days, before the card's agency reservation

describe('the request cart over REST', () => {
  let app: TestApp;
  let client: string;
  let agency: string;
  let manager: string;

  const publishCard = async (surname: string) => {
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
  const add = (token: string, body: object) =>
    app.api.post('/api/specialist-request-list/add-specialist', body, { token });

  beforeAll(async () => {
    app = await startTestApp({ clock: manualClock() });
    ({ client, agency, manager } = await app.demoTokens());
  });
  afterAll(() => app?.stop());

  it('adds a published specialist and answers the cart with amounts in cents', async () => {
    const id = await publishCard('Cartwright');
    const added = await add(client, {
      specialistUuid: id,
      ...PERIOD,
      workFormat: 'full-time',
      requestId: 'add-cartwright-1',
    });
    expect(added.status).toBe(200);
    const item = added.body.data.specialists.items.find((i: { specialistUuid: string }) => i.specialistUuid === id);
    // The card's rate is $40.00; the catalogue price adds the 25% fee: $50.00 an hour.
    expect(item).toMatchObject({
      name: 'Anna',
      surname: 'C.',
      priceCents: 5000,
      ...PERIOD,
      hours: null,
      availability: { available: true },
    });
    expect(item.amountMonth).toBe(866_667); // 40 h x 52/12 weeks x $50
    expect(item.amountTotal).toBe(Math.floor((5000 * 40 * 92 * 2 + 7) / 14)); // 92 days
    expect(added.body.data).toMatchObject({ minReservationDays: 90, maxReservationDays: 365 });
    expect(added.body.data.amountTotal).toBe(added.body.data.amountSpecialists + added.body.data.amountTeams);
  });

  it('adds once when the same request is repeated', async () => {
    const id = await publishCard('Twice');
    const first = await add(client, { specialistUuid: id, ...PERIOD, requestId: 'add-twice-1' });
    const second = await add(client, { specialistUuid: id, ...PERIOD, requestId: 'add-twice-1' });
    expect(second.status).toBe(200);
    expect(second.body.data.count).toBe(first.body.data.count);
  });

  it('refuses bad periods with the field and the reason', async () => {
    const id = await publishCard('Periods');
    const cases: [object, number, string, string][] = [
      [{ startPeriod: '2027-02-10', endPeriod: '2026-11-10' }, 400, 'endPeriod', 'cart.period_reversed'],
      [{ startPeriod: '2026-11-10', endPeriod: '2026-12-10' }, 400, 'endPeriod', 'cart.period_too_short'],
      [{ startPeriod: '2026-11-10', endPeriod: '2027-11-10' }, 400, 'endPeriod', 'cart.period_too_long'],
      [{ startPeriod: '2026-11-01', endPeriod: '2027-02-10' }, 400, 'startPeriod', 'cart.period_in_past'],
      [{ startPeriod: '2026-02-30', endPeriod: '2027-02-10' }, 400, 'startPeriod', 'cart.period_malformed'],
      [{ startPeriod: '10.11.2026', endPeriod: '2027-02-10' }, 400, 'startPeriod', 'invalid_format'],
    ];
    for (const [period, status, field, code] of cases) {
      const response = await add(client, { specialistUuid: id, ...period });
      expect(response.status, JSON.stringify(period)).toBe(status);
      expect(response.body.errors[0]).toMatchObject({ field, code });
    }
    const partTime = await add(client, { specialistUuid: id, ...PERIOD, workFormat: 'part-time' });
    expect(partTime.body.errors[0]).toMatchObject({ field: 'hours' });
  });

  it('refuses dates the agency marked as not available: "Specialist already booked"', async () => {
    const id = await publishCard('Busy');
    const response = await add(client, { specialistUuid: id, startPeriod: '2027-01-01', endPeriod: '2027-04-15' });
    expect(response.status).toBe(422);
    expect(response.body.exception).toEqual({
      code: 'cart.specialist_already_booked',
      message: 'Specialist already booked',
    });
  });

  it('refuses a card that is not in the catalogue, and keeps an item whose card left it, marked with the reason', async () => {
    const draft = (
      await app.api.post(
        '/api/specialist/save-draft',
        { content: await cardPayload(app.pool, { surname: 'Drafty' }) },
        { token: agency },
      )
    ).body.data.specialistId;
    expect((await add(client, { specialistUuid: draft, ...PERIOD })).body.exception.code).toBe(
      'cart.specialist_unavailable',
    );

    const id = await publishCard('Hidden');
    await add(client, { specialistUuid: id, ...PERIOD });
    await app.api.post('/admin/api/specialist/hide', { specialistId: id }, { token: manager });
    const cart = await app.api.get('/api/specialist-request-list/specialists', { token: client });
    const item = cart.body.data.specialists.items.find((i: { specialistUuid: string }) => i.specialistUuid === id);
    expect(item.availability).toEqual({ available: false, reason: 'temporarily_unavailable' });
    const bookable = cart.body.data.specialists.items.filter(
      (i: { availability: { available: boolean } }) => i.availability.available,
    );
    expect(cart.body.data.amountTotal).toBe(
      bookable.reduce((sum: number, i: { amountTotal: number }) => sum + i.amountTotal, 0),
    );
  });

  it('changes an item and removes it; removing again is harmless', async () => {
    const id = await publishCard('Changer');
    const cart = (await add(client, { specialistUuid: id, ...PERIOD })).body.data;
    const itemId = cart.specialists.items.find((i: { specialistUuid: string }) => i.specialistUuid === id).id;
    const updated = await app.api.post(
      '/api/specialist-request-list/update-specialist',
      { id: itemId, startPeriod: '2026-11-16', endPeriod: '2027-02-16', workFormat: 'part-time', hours: 20 },
      { token: client },
    );
    expect(updated.status).toBe(200);
    expect(updated.body.data.specialists.items.find((i: { id: string }) => i.id === itemId)).toMatchObject({
      startPeriod: '2026-11-16',
      workFormat: 'part-time',
      hours: 20,
    });
    const removed = await app.api.post(
      '/api/specialist-request-list/remove-specialist',
      { ids: [itemId] },
      { token: client },
    );
    expect(removed.body.data.specialists.items.some((i: { id: string }) => i.id === itemId)).toBe(false);
    expect(
      (await app.api.post('/api/specialist-request-list/remove-specialist', { ids: [itemId] }, { token: client }))
        .status,
    ).toBe(200);
    expect(
      (
        await app.api.post(
          '/api/specialist-request-list/update-specialist',
          { id: itemId, ...PERIOD },
          { token: client },
        )
      ).status,
    ).toBe(404);
  });

  it("keeps each client's cart to itself: another client's item is not there (404)", async () => {
    const id = await publishCard('Private');
    const mine = (await add(client, { specialistUuid: id, ...PERIOD })).body.data;
    const itemId = mine.specialists.items.find((i: { specialistUuid: string }) => i.specialistUuid === id).id;
    const other = await registerCompany(app, 'client', 'other-client@cart.test');
    expect((await app.api.get('/api/specialist-request-list/specialists', { token: other })).body.data.count).toBe(0);
    expect(
      (
        await app.api.post(
          '/api/specialist-request-list/update-specialist',
          { id: itemId, ...PERIOD },
          { token: other },
        )
      ).status,
    ).toBe(404);
    await app.api.post('/api/specialist-request-list/remove-specialist', { ids: [itemId] }, { token: other });
    const still = await app.api.get('/api/specialist-request-list/specialists', { token: client });
    expect(still.body.data.specialists.items.some((i: { id: string }) => i.id === itemId)).toBe(true);
  });

  it('is for clients only', async () => {
    expect((await app.api.get('/api/specialist-request-list/specialists')).status).toBe(401);
    expect((await app.api.get('/api/specialist-request-list/specialists', { token: agency })).status).toBe(403);
  });

  it('gives the reservation limits', async () => {
    const limits = await app.api.get('/api/settings/reservation-period-boundaries');
    expect(limits.body.data).toEqual({ minReservationDays: 90, maxReservationDays: 365 });
  });
});
