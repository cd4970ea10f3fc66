import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany } from '../../support/companies';
import { cardPayload } from '../../support/specialistPayloads';
import { startTestApp, type TestApp } from '../../support/testApp';
import { manualClock } from '../../support/testClock';

/** Today for these tests is 2 November 2026 (the manual clock); the cart's limits are the defaults, 90 to 365 days. */
const PERIOD = { startPeriod: '2026-11-10', endPeriod: '2027-02-10' };

describe('agency teams over REST', () => {
  let app: TestApp;
  let agency: string;
  let otherAgency: string;
  let client: string;
  let manager: string;

  const card = async (token: string, surname: string, options: { publish?: boolean; teamOnly?: boolean } = {}) => {
    const base = await cardPayload(app.pool, { surname });
    const content = {
      ...base,
      workingConditions: { ...base.workingConditions, teamOnlyReserve: options.teamOnly ?? false },
    };
    const sent = await app.api.post('/api/specialist/send-to-publish', { content }, { token });
    expect(sent.status).toBe(200);
    const id = sent.body.data.specialistId as string;
    if (options.publish !== false)
      expect(
        (await app.api.post('/admin/api/specialist/publish', { specialistId: id }, { token: manager })).status,
      ).toBe(200);
    return id;
  };
  const create = (token: string, body: object) => app.api.post('/api/team/create', body, { token });
  const auditOf = async (teamId: string) =>
    (
      await app.pool.query(
        'select actor_id, emulated_by, action, details from audit_log where subject_id = $1 order by id',
        [teamId],
      )
    ).rows;
  const getWith = (path: string, token: string, query: Record<string, string> = {}) =>
    app.api.get(`${path}?${new URLSearchParams(query)}`, { token });
  const userIdOf = async (email: string) =>
    (await app.pool.query('select id from users where email = $1', [email])).rows[0].id as string;

  beforeAll(async () => {
    app = await startTestApp({ clock: manualClock() });
    [agency, client, manager] = await Promise.all([
      app.login('agency@demo.test'),
      app.login('client@demo.test'),
      app.login('manager@demo.test'),
    ]);
    otherAgency = await registerCompany(app, 'agency', 'teams-other@agency.test');
  });
  afterAll(() => app?.stop());

  it('an agency creates a team of its published cards; the answer and the list show it with its members; the audit log has the actor', async () => {
    const ids = [
      await card(agency, 'Teamone'),
      await card(agency, 'Teamtwo'),
      await card(agency, 'Teamthree', { teamOnly: true }),
    ];
    const created = await create(agency, {
      name: 'Payments squad',
      description: 'Three who built a card processor',
      specialists: ids,
    });
    expect(created.status).toBe(200);
    const team = created.body.data;
    expect(team).toMatchObject({
      name: 'Payments squad',
      description: 'Three who built a card processor',
      version: 1,
      available: true,
    });
    expect(team.members.map((m: { specialistId: string }) => m.specialistId)).toEqual(ids);
    expect(team.members[2]).toMatchObject({
      surname: 'Teamthree',
      teamOnly: true,
      inCatalogue: true,
      status: 'published',
    });

    const list = await app.api.get('/api/team/list', { token: agency });
    expect(list.status).toBe(200);
    expect(list.body.data.items.map((t: { id: string }) => t.id)).toContain(team.id);
    expect((await app.api.get(`/api/team/info/${team.id}`, { token: agency })).body.data.id).toBe(team.id);

    const [entry] = await auditOf(team.id);
    expect(entry).toMatchObject({
      actor_id: await userIdOf('agency@demo.test'),
      emulated_by: null,
      action: 'team.created',
    });
    expect(entry.details.specialists).toEqual(ids);
  });

  it('refuses bad input with field errors (400), never a 500', async () => {
    const [a, b] = [await card(agency, 'Fielda'), await card(agency, 'Fieldb')];
    const cases: [object, string][] = [
      [{ name: '', specialists: [a, b] }, 'name'],
      [{ name: 'x'.repeat(101), specialists: [a, b] }, 'name'],
      [{ name: 'Solo', specialists: [a] }, 'specialists'],
      [{ name: 'Bad ids', specialists: ['not-a-uuid', b] }, 'specialists.0'],
      [{ name: 'Twice', specialists: [a, a] }, 'specialists.1'],
      [{ name: 'Long', description: 'y'.repeat(2001), specialists: [a, b] }, 'description'],
      [{ name: 'Nothing' }, 'specialists'],
      [{ name: 'Unknown card', specialists: [a, randomUUID()] }, 'specialists.1'],
    ];
    for (const [body, field] of cases) {
      const answer = await create(agency, body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
  });

  it("refuses another agency's card and a card not in the catalogue at the member's position", async () => {
    const own = await card(agency, 'Ownone');
    const foreign = await card(otherAgency, 'Foreign');
    const inModeration = await card(agency, 'Waiting', { publish: false });
    const withForeign = await create(agency, { name: 'With foreign', specialists: [own, foreign] });
    expect(withForeign.status).toBe(400);
    expect(withForeign.body.errors).toEqual([
      expect.objectContaining({ field: 'specialists.1', code: 'team.member_not_found' }),
    ]);
    const withDraft = await create(agency, { name: 'With waiting', specialists: [own, inModeration] });
    expect(withDraft.body.errors).toEqual([
      expect.objectContaining({ field: 'specialists.1', code: 'team.member_not_published' }),
    ]);
  });

  it('one name per agency (409), any case; another agency may use it', async () => {
    const [a, b] = [await card(agency, 'Namea'), await card(agency, 'Nameb')];
    expect((await create(agency, { name: 'Platform team', specialists: [a, b] })).status).toBe(200);
    const again = await create(agency, { name: 'PLATFORM TEAM', specialists: [a, b] });
    expect(again.status).toBe(409);
    expect(again.body.exception.code).toBe('team.name_taken');
    const [c, d] = [await card(otherAgency, 'Otherc'), await card(otherAgency, 'Otherd')];
    expect((await create(otherAgency, { name: 'Platform team', specialists: [c, d] })).status).toBe(200);
  });

  it("another agency's team is not there (404) on every path; a client cannot manage teams (403); a visitor 401", async () => {
    const [a, b] = [await card(agency, 'Hiddena'), await card(agency, 'Hiddenb')];
    const team = (await create(agency, { name: 'Not yours', specialists: [a, b] })).body.data;
    expect((await app.api.get(`/api/team/info/${team.id}`, { token: otherAgency })).status).toBe(404);
    expect(
      (
        await app.api.post(
          '/api/team/update',
          { teamId: team.id, name: 'Taken over', specialists: [a, b] },
          { token: otherAgency },
        )
      ).status,
    ).toBe(404);
    expect((await app.api.post('/api/team/delete', { teamId: team.id }, { token: otherAgency })).status).toBe(404);
    expect(
      (await app.api.get('/api/team/list', { token: otherAgency })).body.data.items.map((t: { id: string }) => t.id),
    ).not.toContain(team.id);

    expect((await app.api.get('/api/team/list', { token: client })).status).toBe(403);
    expect((await create(client, { name: 'Client team', specialists: [a, b] })).status).toBe(403);
    expect(
      (
        await app.api.post(
          '/api/team/update',
          { teamId: team.id, name: 'Client', specialists: [a, b] },
          { token: client },
        )
      ).status,
    ).toBe(403);
    expect((await app.api.get('/admin/api/team/list', { token: client })).status).toBe(403);
    expect((await app.api.get('/admin/api/team/list', { token: agency })).status).toBe(403);
    expect((await app.api.get('/api/team/list')).status).toBe(401);
    // Nothing changed: the team is as its agency made it.
    expect((await app.api.get(`/api/team/info/${team.id}`, { token: agency })).body.data).toMatchObject({
      name: 'Not yours',
      version: 1,
    });
  });

  it('the agency edits its team; a stale version answers 409; a manager acting as the agency is in the audit log as impersonator', async () => {
    const [a, b, c] = [await card(agency, 'Edita'), await card(agency, 'Editb'), await card(agency, 'Editc')];
    const team = (await create(agency, { name: 'Editable', specialists: [a, b] })).body.data;
    const updated = await app.api.post(
      '/api/team/update',
      { teamId: team.id, version: 1, name: 'Edited', description: 'Now three', specialists: [a, b, c] },
      { token: agency },
    );
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ name: 'Edited', description: 'Now three', version: 2 });
    expect(updated.body.data.members).toHaveLength(3);
    const stale = await app.api.post(
      '/api/team/update',
      { teamId: team.id, version: 1, name: 'Stale', specialists: [a, b] },
      { token: agency },
    );
    expect(stale.status).toBe(409);

    const acting = await app.login('manager@demo.test');
    expect(
      (
        await app.api.post(
          '/admin/api/impersonation/start',
          { userId: await userIdOf('agency@demo.test') },
          { token: acting },
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await app.api.post(
          '/api/team/update',
          { teamId: team.id, name: 'Renamed by support', specialists: [a, b, c] },
          { token: acting },
        )
      ).status,
    ).toBe(200);
    const log = await auditOf(team.id);
    expect(log.map((r) => r.action)).toEqual(['team.created', 'team.updated', 'team.updated']);
    expect(log[2]).toMatchObject({
      actor_id: await userIdOf('agency@demo.test'),
      emulated_by: await userIdOf('manager@demo.test'),
    });
    expect(log[1].details).toMatchObject({
      before: { name: 'Editable' },
      after: { name: 'Edited', specialists: [a, b, c] },
    });
  });

  it('a member leaving the catalogue makes the team unavailable, in the lists and the catalogue, and it can still be renamed', async () => {
    const [a, b] = [await card(agency, 'Staysa'), await card(agency, 'Leavesb')];
    const team = (await create(agency, { name: 'Fragile', specialists: [a, b] })).body.data;
    expect((await app.api.post('/admin/api/specialist/hide', { specialistId: b }, { token: manager })).status).toBe(
      200,
    );
    const info = (await app.api.get(`/api/team/info/${team.id}`, { token: agency })).body.data;
    expect(info.available).toBe(false);
    expect(info.members.find((m: { specialistId: string }) => m.specialistId === b)).toMatchObject({
      inCatalogue: false,
      status: 'hidden',
    });
    const unavailable = await getWith('/api/team/list', agency, { available: 'false' });
    expect(unavailable.body.data.items.map((t: { id: string }) => t.id)).toContain(team.id);
    const available = await getWith('/api/team/list', agency, { available: 'true' });
    expect(available.body.data.items.map((t: { id: string }) => t.id)).not.toContain(team.id);
    expect(available.body.data.items.every((t: { available: boolean }) => t.available)).toBe(true);
    const publicView = (await app.api.get(`/api/team-catalog/specialist/${a}`)).body.data;
    const shown = publicView.teams.find((t: { id: string }) => t.id === team.id);
    expect(shown).toMatchObject({ available: false, membersOutOfCatalogue: 1 });
    expect(shown.members.map((m: { specialistId: string }) => m.specialistId)).toEqual([a]);
    expect(
      (
        await app.api.post(
          '/api/team/update',
          { teamId: team.id, name: 'Fragile, renamed', specialists: [a, b] },
          { token: agency },
        )
      ).status,
    ).toBe(200);
  });

  it('the catalogue shows the teams of a published card to anyone, without the agency or full surnames; not for a card out of the catalogue', async () => {
    const [a, b] = [await card(agency, 'Publica'), await card(agency, 'Publicb', { teamOnly: true })];
    const team = (await create(agency, { name: 'Visible', description: 'Seen by all', specialists: [a, b] })).body.data;
    const answer = await app.api.get(`/api/team-catalog/specialist/${b}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data.teamOnly).toBe(true);
    const shown = answer.body.data.teams.find((t: { id: string }) => t.id === team.id);
    expect(shown).toMatchObject({ name: 'Visible', available: true, membersOutOfCatalogue: 0 });
    expect(shown.members[1]).toMatchObject({ surnameInitial: 'P.', teamOnly: true, catalogPriceCents: 5000 });
    const text = JSON.stringify(answer.body);
    for (const hidden of ['agencyId', 'agencyName', 'Publicb', 'hourPrice', '"surname"'])
      expect(text).not.toContain(hidden);
    const waiting = await card(agency, 'Notlisted', { publish: false });
    expect((await app.api.get(`/api/team-catalog/specialist/${waiting}`)).status).toBe(404);
    expect((await app.api.get('/api/team-catalog/specialist/not-a-uuid')).status).toBe(400);
  });

  it("managers list every agency's teams with filters, and edit and delete any; without the scope 403", async () => {
    const [a, b] = [await card(otherAgency, 'Managera'), await card(otherAgency, 'Managerb')];
    const team = (await create(otherAgency, { name: 'Managed', specialists: [a, b] })).body.data;
    const byAgency = await getWith('/admin/api/team/list', manager, { agencyId: team.agencyId });
    expect(byAgency.status).toBe(200);
    expect(byAgency.body.data.items.every((t: { agencyId: string }) => t.agencyId === team.agencyId)).toBe(true);
    expect(byAgency.body.data.items.map((t: { id: string }) => t.id)).toContain(team.id);
    const byMember = await getWith('/admin/api/team/list', manager, { specialistId: a });
    expect(byMember.body.data.items.map((t: { id: string }) => t.id)).toEqual([team.id]);
    const bySearch = await getWith('/admin/api/team/list', manager, { search: 'teams-other' });
    expect(bySearch.body.data.items.map((t: { id: string }) => t.id)).toContain(team.id);
    expect((await getWith('/admin/api/team/list', manager, { available: 'maybe' })).status).toBe(400);
    expect(
      (await getWith('/admin/api/team/member-choices', manager, { agencyId: team.agencyId })).body.data.map(
        (c: { specialistId: string }) => c.specialistId,
      ),
    ).toEqual(expect.arrayContaining([a, b]));
    expect((await app.api.get('/admin/api/team/member-choices', { token: manager })).status).toBe(400);

    const edited = await app.api.post(
      '/admin/api/team/update',
      { teamId: team.id, name: 'Managed, edited', specialists: [b, a] },
      { token: manager },
    );
    expect(edited.status).toBe(200);
    expect(edited.body.data.members.map((m: { specialistId: string }) => m.specialistId)).toEqual([b, a]);
    // A manager still keeps a team to its own agency's cards.
    const foreignCard = await card(agency, 'Wrongagency');
    expect(
      (
        await app.api.post(
          '/admin/api/team/update',
          { teamId: team.id, name: 'Mixed', specialists: [a, foreignCard] },
          { token: manager },
        )
      ).status,
    ).toBe(400);

    // A staff member whose role lacks specialist:moderate (the content editor's) gets 403.
    await app.pool.query(
      `insert into users (company_id, role_id, email, password_hash, first_name, last_name, status, email_verified_at)
       select company_id, (select id from roles where slug = 'content-editor'), 'team-editor@demo.test', password_hash, 'Eda', 'Staff', 'active', now()
         from users where email = 'manager@demo.test'`,
    );
    const editor = await app.login('team-editor@demo.test');
    expect((await app.api.get('/admin/api/team/list', { token: editor })).status).toBe(403);
    expect(
      (
        await app.api.post(
          '/admin/api/team/update',
          { teamId: team.id, name: 'By an editor', specialists: [a, b] },
          { token: editor },
        )
      ).status,
    ).toBe(403);

    expect((await app.api.post('/admin/api/team/delete', { teamId: team.id }, { token: manager })).body.data).toEqual({
      teamId: team.id,
      deleted: true,
    });
    expect((await app.api.get(`/admin/api/team/info/${team.id}`, { token: manager })).status).toBe(404);
    expect((await auditOf(team.id)).map((r) => r.action)).toEqual(['team.created', 'team.updated', 'team.deleted']);
  });

  it('the cart adds a whole team for one period and refuses a partial one; a team-only card alone is refused; a deleted team stays in the cart by name', async () => {
    const ids = [
      await card(agency, 'Cartone'),
      await card(agency, 'Carttwo'),
      await card(agency, 'Cartthree', { teamOnly: true }),
    ];
    const team = (await create(agency, { name: 'Bookable trio', specialists: ids })).body.data;
    const addTeam = (specialists: string[], requestId = randomUUID()) =>
      app.api.post(
        '/api/specialist-request-list/add-specialists',
        { teamId: team.id, specialists, requestId, ...PERIOD },
        { token: client },
      );

    const partial = await addTeam(ids.slice(0, 2));
    expect(partial.status).toBe(422);
    expect(partial.body.exception).toMatchObject({
      code: 'cart.full_team_only',
      message: 'Only full team bookings available',
    });
    const alone = await app.api.post(
      '/api/specialist-request-list/add-specialist',
      { specialistUuid: ids[2], ...PERIOD },
      { token: client },
    );
    expect(alone.status).toBe(422);
    expect(alone.body.exception.code).toBe('cart.team_only');
    expect(
      (
        await app.api.post(
          '/api/specialist-request-list/add-specialists',
          { teamId: randomUUID(), specialists: ids, ...PERIOD },
          { token: client },
        )
      ).status,
    ).toBe(404);

    const whole = await addTeam(ids);
    expect(whole.status).toBe(200);
    const inCart = whole.body.data.teams.items.find((t: { teamId: string }) => t.teamId === team.id);
    expect(inCart).toMatchObject({ name: 'Bookable trio', current: true });
    expect(
      inCart.specialists.map((s: { specialistUuid: string; startPeriod: string }) => [s.specialistUuid, s.startPeriod]),
    ).toEqual(ids.map((id) => [id, PERIOD.startPeriod]));
    expect(whole.body.data.amountTeams).toBe(inCart.amountTotal);
    expect(whole.body.data.amountTotal).toBe(whole.body.data.amountSpecialists + whole.body.data.amountTeams);

    expect((await app.api.post('/api/team/delete', { teamId: team.id }, { token: agency })).status).toBe(200);
    const after = (await app.api.get('/api/specialist-request-list/specialists', { token: client })).body.data;
    expect(after.teams.items.find((t: { teamId: string }) => t.teamId === team.id)).toMatchObject({
      name: 'Bookable trio',
      current: false,
    });
    expect((await addTeam(ids)).status).toBe(404);
  });
});
