import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany } from '../../support/companies';
import { PERIOD, publishCard, requestInterview, signContract, SLOTS } from '../../support/interviewFlow';
import { latestMailTo } from '../../support/mailbox';
import { startTestApp, type TestApp } from '../../support/testApp';
import { manualClock } from '../../support/testClock';

const START = new Date('2026-11-02T09:00:00Z');
const clock = manualClock(START);

describe('from the cart to an interview to a project, over REST', () => {
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

  it('each side reads only its fields: a client neither the agency nor the full surname, a partner not the client price (API3)', async () => {
    const specialist = await publishCard(app, agency, manager, 'Hidden');
    const candidateId = await requestInterview(app, client, specialist);
    const inList = async (path: string, token: string) =>
      (await app.api.get(path, { token })).body.data.items.find((c: { id: string }) => c.id === candidateId);
    const asClient = [
      await inList(`/api/specialist-request/list/${clientId}`, client),
      (await app.api.get(`/api/specialist-request/info/${candidateId}`, { token: client })).body.data,
    ];
    for (const seen of asClient) {
      expect(seen).not.toHaveProperty('agencyId');
      expect(seen).not.toHaveProperty('agencyName');
      expect(seen.specialistName).toBe('Anna H.');
      expect(JSON.stringify(seen)).not.toContain('Hidden');
      expect(seen.clientHourPriceCents).toBe(5000);
    }
    const asPartner = await inList('/api/interview-request/list', agency);
    expect(asPartner).not.toHaveProperty('clientHourPriceCents');
    expect(asPartner.specialistName).toBe('Anna Hidden');
    const asManager = (await app.api.get(`/admin/api/candidate/info/${candidateId}`, { token: manager })).body.data;
    expect(asManager).toMatchObject({
      agencyName: 'Demo Agency',
      specialistName: 'Anna Hidden',
      clientHourPriceCents: 5000,
    });
    const overTrpc = await app.api.get(
      `/trpc/interview.listForClient?input=${encodeURIComponent(JSON.stringify({ clientUuid: clientId }))}`,
      { token: client },
    );
    const trpcRow = overTrpc.body.result.data.items.find((c: { id: string }) => c.id === candidateId);
    expect(trpcRow).not.toHaveProperty('agencyName');
  });

  it('the demo client submits a request: candidates in review, cart emptied, the agency told by e-mail', async () => {
    const id = await publishCard(app, agency, manager, 'Interviewed');
    const cart = (
      await app.api.post(
        '/api/specialist-request-list/add-specialist',
        { specialistUuid: id, ...PERIOD },
        { token: client },
      )
    ).body.data;
    const itemId = cart.specialists.items.find((i: { specialistUuid: string }) => i.specialistUuid === id).id;

    const init = await app.api.post('/api/specialist-request/init', {}, { token: client });
    expect(init.body.data).toMatchObject({
      contractSigned: true,
      contractMessage: null,
      slotTimes: expect.arrayContaining(['09:00', '20:00']),
    });
    expect(init.body.data.specialists.map((s: { id: string }) => s.id)).toContain(itemId);

    const requestId = randomUUID();
    const body = {
      requestId,
      contact: { name: 'Clara Client', email: 'clara@client.test', phone: '' },
      comment: 'Backend team',
      specialists: [{ id: itemId, slots: SLOTS }],
    };
    const created = await app.api.post('/api/specialist-request/create', body, { token: client });
    expect(created.status).toBe(200);
    const candidateId = created.body.data.candidates[0].id;

    const again = await app.api.post('/api/specialist-request/create', body, { token: client });
    expect(again.status).toBe(200);
    const mine = await app.api.get(`/api/specialist-request/list/${clientId}`, { token: client });
    expect(mine.body.data.items.filter((c: { specialistId: string }) => c.specialistId === id)).toHaveLength(1);
    expect(mine.body.data.items.find((c: { id: string }) => c.id === candidateId)).toMatchObject({
      status: 'review_by_manager',
      clientHourPriceCents: 5000,
      ...PERIOD,
      // While the manager reviews, the client may only name its interviewers.
      allowedActions: ['nameInterviewers'],
    });
    // The manager reviews first: the agency neither lists nor reads the candidate, and cannot answer it.
    const partnerRow = () =>
      app.api
        .get('/api/interview-request/list', { token: agency })
        .then((r) => r.body.data.items.find((c: { id: string }) => c.id === candidateId));
    expect(await partnerRow()).toBeUndefined();
    expect((await app.api.get(`/api/specialist-request/info/${candidateId}`, { token: agency })).status).toBe(404);
    expect(
      (await app.api.post('/api/interview-request/accept-slot', { id: candidateId, slot: SLOTS[0] }, { token: agency }))
        .status,
    ).toBe(404);
    expect(
      (await app.api.get(`/admin/api/candidate/info/${candidateId}`, { token: manager })).body.data.allowedActions,
    ).toEqual(['moveToTnHrInterview', 'moveToCvPendingClient', 'moveToInterview', 'reject', 'changeClientPrice']);
    const byTrpc = await app.api.get(
      `/trpc/interview.listForClient?input=${encodeURIComponent(JSON.stringify({ clientUuid: clientId, count: 50 }))}`,
      { token: client },
    );
    expect(byTrpc.body.result.data.items.find((c: { id: string }) => c.id === candidateId)).toMatchObject({
      status: 'review_by_manager',
      allowedActions: ['nameInterviewers'],
    });

    const after = await app.api.get('/api/specialist-request-list/specialists', { token: client });
    expect(after.body.data.specialists.items.some((i: { id: string }) => i.id === itemId)).toBe(false);
    // The managers are told to review it; the agency hears of it only when a manager passes it on.
    expect((await latestMailTo(app.pool, 'manager@demo.test'))?.subject).toBe(
      'Interview request from Demo Client to review',
    );
    expect((await latestMailTo(app.pool, 'agency@demo.test'))?.subject).not.toBe(
      'New interview request from Demo Client',
    );
    const passed = await app.api.post(
      '/admin/api/candidate/update',
      { id: candidateId, status: 'CV_pending_client' },
      { token: manager },
    );
    expect(passed.status).toBe(200);
    expect((await latestMailTo(app.pool, 'agency@demo.test'))?.subject).toBe('New interview request from Demo Client');
    // Each side is offered what the status table leaves it: the partner answers, the manager moves or reprices.
    expect((await partnerRow()).allowedActions).toEqual(['acceptSlot', 'proposeSlots', 'decline']);
    expect((await partnerRow()).waitingFor).toBe('partner');
  });

  it('the partner accepts a slot, the client is told; then the manager approves and the dates leave the cart offer', async () => {
    const id = await publishCard(app, agency, manager, 'Accepted');
    const candidateId = await requestInterview(app, client, id);
    const requests = await app.api.get('/api/interview-request/list', { token: agency });
    expect(requests.body.data.items.map((c: { id: string }) => c.id)).toContain(candidateId);

    expect(
      (
        await app.api.post(
          '/api/interview-request/accept-slot',
          { id: candidateId, slot: { date: '2026-11-05', time: '10:00' } },
          { token: agency },
        )
      ).body.exception.code,
    ).toBe('interview.slot_not_offered');
    const accepted = await app.api.post(
      '/api/interview-request/accept-slot',
      { id: candidateId, slot: SLOTS[1] },
      { token: agency },
    );
    expect(accepted.body.data).toMatchObject({ status: 'interview' });
    expect(
      (await app.api.get(`/api/specialist-request/info/${candidateId}`, { token: agency })).body.data,
    ).toMatchObject({ status: 'interview', allowedActions: ['proposeReschedule', 'cancelInterview', 'setVideoLink'] });
    // The fixed interview ahead may be moved or cancelled (issue 34), by either party or the manager for it; the agency
    // and the manager may give it another video link.
    expect(
      (await app.api.get(`/admin/api/candidate/info/${candidateId}`, { token: manager })).body.data.allowedActions,
    ).toEqual(['approve', 'reject', 'changeClientPrice', 'proposeReschedule', 'cancelInterview', 'setVideoLink']);
    expect((await latestMailTo(app.pool, 'clara@client.test'))?.subject).toContain('confirmed for 2026-11-04 15:00');

    expect(
      (await app.api.post('/admin/api/candidate/update', { id: candidateId, status: 'finished' }, { token: manager }))
        .status,
    ).toBe(422);
    const approved = await app.api.post(
      '/admin/api/candidate/update',
      { id: candidateId, status: 'approved' },
      { token: manager },
    );
    expect(approved.body.data.status).toBe('approved');
    // The agency's editor shows the booking read-only.
    expect((await app.api.get(`/api/specialist/info/${id}`, { token: agency })).body.data.clientReservations).toEqual([
      PERIOD,
    ]);

    const other = await registerCompany(app, 'client', 'late-client@interview.test');
    const late = await app.api.post(
      '/api/specialist-request-list/add-specialist',
      { specialistUuid: id, startPeriod: '2027-01-01', endPeriod: '2027-04-05' },
      { token: other },
    );
    expect(late.body.exception).toEqual({
      code: 'cart.specialist_already_booked',
      message: 'Specialist already booked',
    });
    const later = await app.api.post(
      '/api/specialist-request-list/add-specialist',
      { specialistUuid: id, startPeriod: '2027-04-11', endPeriod: '2027-07-20' },
      { token: other },
    );
    expect(later.status).toBe(200);

    const price = await app.api.post(
      '/admin/api/candidate/change-client-price',
      { id: candidateId, price: 62.5 },
      { token: manager },
    );
    expect(price.status).toBe(200);
    expect(
      (await app.api.get(`/admin/api/candidate/info/${candidateId}`, { token: manager })).body.data
        .clientHourPriceCents,
    ).toBe(6250);

    await app.api.post(
      '/admin/api/candidate/update',
      { id: candidateId, status: 'waiting-start-work' },
      { token: manager },
    );
    // Work starts on the booking's first day, not before.
    const early = await app.api.post(
      '/admin/api/candidate/update',
      { id: candidateId, status: 'working' },
      { token: manager },
    );
    expect(early.status).toBe(422);
    expect(early.body.exception.code).toBe('interview.not_started');
    clock.set(new Date(`${PERIOD.startPeriod}T08:00:00Z`));
    try {
      // A week later: the manager signs in again (the session's idle time has passed on the test clock).
      const onStartDay = await app.login('manager@demo.test');
      const started = await app.api.post(
        '/admin/api/candidate/update',
        { id: candidateId, status: 'working' },
        { token: onStartDay },
      );
      expect(started.body.data?.status).toBe('working');
    } finally {
      clock.set(START);
    }
    const onProjects = await app.api.get('/admin/api/candidate/list?onProject=true', { token: manager });
    expect(onProjects.body.data.items.find((c: { id: string }) => c.id === candidateId)).toMatchObject({
      status: 'working',
    });
  });

  it('the partner declines with a reason the client sees', async () => {
    const candidateId = await requestInterview(app, client, await publishCard(app, agency, manager, 'Declined'));
    expect(
      (await app.api.post('/api/interview-request/decline', { id: candidateId, reason: '' }, { token: agency })).status,
    ).toBe(400);
    await app.api.post(
      '/api/interview-request/decline',
      { id: candidateId, reason: 'Already on another project' },
      { token: agency },
    );
    const info = await app.api.get(`/api/specialist-request/info/${candidateId}`, { token: client });
    expect(info.body.data).toMatchObject({ status: 'rejected', declineReason: 'Already on another project' });
  });

  it('the partner proposes other times, the client is told and takes one; the partner is told; only a proposed time and only once', async () => {
    const candidateId = await requestInterview(app, client, await publishCard(app, agency, manager, 'Rescheduled'));
    const proposed = { date: '2026-11-06', time: '11:00' };
    const propose = await app.api.post(
      '/api/interview-request/propose-slots',
      { id: candidateId, slots: [proposed], comment: 'Mornings only' },
      { token: agency },
    );
    expect(propose.status).toBe(200);
    const told = await latestMailTo(app.pool, 'clara@client.test');
    // The client's contact reads the specialist as the client's pages name them; the agency (below) reads the full name.
    expect(told?.subject).toBe('Other interview times proposed for Anna R.');
    expect(told?.text).toContain('2026-11-06 at 11:00');
    expect(told?.text).toContain('Mornings only');

    expect(
      (await app.api.get(`/api/specialist-request/info/${candidateId}`, { token: client })).body.data.allowedActions,
    ).toEqual(['chooseProposedSlot', 'nameInterviewers']);
    const choose = (slot: { date: string; time: string }, token: string) =>
      app.api.post('/api/specialist-request/choose-slot', { id: candidateId, slot }, { token });
    // The client's own offer is for the partner to accept; the client chooses among the partner's times.
    expect((await choose(SLOTS[0]!, client)).body.exception.code).toBe('interview.slot_not_proposed');
    expect((await choose(proposed, agency)).status).toBe(403);
    const otherClient = await registerCompany(app, 'client', 'chooser@interview.test');
    expect((await choose(proposed, otherClient)).status).toBe(404);
    expect(
      (
        await app.api.post(
          '/api/specialist-request/choose-slot',
          { id: candidateId, slot: { date: '06.11.2026', time: '11:00' } },
          { token: client },
        )
      ).status,
    ).toBe(400);

    const chosen = await choose(proposed, client);
    expect(chosen.status).toBe(200);
    expect(chosen.body.data).toMatchObject({ status: 'interview' });
    expect(
      (await app.api.get(`/api/specialist-request/info/${candidateId}`, { token: client })).body.data,
    ).toMatchObject({
      status: 'interview',
      interviewAt: proposed,
      allowedActions: ['proposeReschedule', 'cancelInterview'],
    });
    expect((await latestMailTo(app.pool, 'agency@demo.test'))?.subject).toBe(
      'Demo Client confirmed the interview with Anna Rescheduled for 2026-11-06 11:00 UTC',
    );
    expect((await choose(proposed, client)).body.exception.code).toBe('interview.already_answered');

    // The manager reads who did what: the client asked, the agency proposed, the client chose.
    const history = await app.api.get(`/admin/api/candidate/history/${candidateId}`, { token: manager });
    expect(history.status).toBe(200);
    expect(
      history.body.data.items.map((e: { type: string; actor: { role: string; email: string } }) => [
        e.type,
        e.actor.role,
        e.actor.email,
      ]),
    ).toEqual([
      ['InterviewSlotAccepted', 'client', 'client@demo.test'],
      ['InterviewSlotsProposed', 'partner', 'agency@demo.test'],
      ['CandidateMoved', 'manager', 'manager@demo.test'],
      ['CandidateSubmitted', 'client', 'client@demo.test'],
    ]);
    expect(history.body.data.items[1].details).toEqual({ slots: [proposed], comment: 'Mornings only' });
    expect((await app.api.get(`/admin/api/candidate/history/${candidateId}`, { token: client })).status).toBe(403);
    expect((await app.api.get(`/admin/api/candidate/history/${randomUUID()}`, { token: manager })).status).toBe(404);
    expect((await app.api.get(`/admin/api/candidate/history/${candidateId}?count=0`, { token: manager })).status).toBe(
      400,
    );
  });

  it('keeps requests to their parties: another agency or client gets 404 or an empty list', async () => {
    const candidateId = await requestInterview(app, client, await publishCard(app, agency, manager, 'Private'));
    const otherAgency = await registerCompany(app, 'agency', 'other-agency@interview.test');
    const otherClient = await registerCompany(app, 'client', 'other-client@interview.test');
    expect((await app.api.get('/api/interview-request/list', { token: otherAgency })).body.data.items).toEqual([]);
    expect(
      (
        await app.api.post(
          '/api/interview-request/accept-slot',
          { id: candidateId, slot: SLOTS[0] },
          { token: otherAgency },
        )
      ).status,
    ).toBe(404);
    expect((await app.api.get(`/api/specialist-request/info/${candidateId}`, { token: otherClient })).status).toBe(404);
    expect(
      (await app.api.get(`/api/specialist-request/list/${clientId}`, { token: otherClient })).body.data.items,
    ).toEqual([]);
    expect(
      (
        await app.api.post(
          '/admin/api/candidate/change-client-price',
          { id: candidateId, price: 60 },
          { token: otherAgency },
        )
      ).status,
    ).toBe(403);
    expect((await app.api.get('/admin/api/candidate/list', { token: client })).status).toBe(403);
  });

  it('answers 404 to every candidate command on an id that is no request, whoever sends it', async () => {
    const unknown = randomUUID();
    const commands: [string, object, string][] = [
      ['/api/interview-request/accept-slot', { id: unknown, slot: SLOTS[0] }, agency],
      ['/api/interview-request/propose-slots', { id: unknown, slots: [SLOTS[0]] }, agency],
      ['/api/interview-request/decline', { id: unknown, reason: 'Busy' }, agency],
      ['/api/specialist-request/choose-slot', { id: unknown, slot: SLOTS[0] }, client],
      ['/admin/api/candidate/update', { id: unknown, status: 'interview' }, manager],
      ['/admin/api/candidate/update', { id: unknown, status: 'approved' }, manager],
      ['/admin/api/candidate/change-client-price', { id: unknown, price: 60 }, manager],
    ];
    for (const [path, body, token] of commands) {
      const response = await app.api.post(path, body, { token });
      expect(response.status, path).toBe(404);
      expect(response.body.exception.code, path).toBe('interview.not_found');
    }
    expect((await app.api.get(`/admin/api/candidate/info/${unknown}`, { token: manager })).status).toBe(404);
  });

  it('refuses to submit without a signed contract, saying to contact the account manager', async () => {
    const newClient = await registerCompany(app, 'client', 'no-contract@interview.test');
    const id = await publishCard(app, agency, manager, 'Contracted');
    const cart = (
      await app.api.post(
        '/api/specialist-request-list/add-specialist',
        { specialistUuid: id, ...PERIOD },
        { token: newClient },
      )
    ).body.data;
    const init = await app.api.post('/api/specialist-request/init', {}, { token: newClient });
    expect(init.body.data).toMatchObject({
      contractSigned: false,
      contractMessage: expect.stringContaining('contact your account manager'),
    });
    const refused = await app.api.post(
      '/api/specialist-request/create',
      {
        requestId: randomUUID(),
        contact: { name: 'N', email: 'n@x.test' },
        specialists: [{ id: cart.specialists.items[0].id, slots: SLOTS }],
      },
      { token: newClient },
    );
    expect(refused.status).toBe(422);
    expect(refused.body.exception.code).toBe('request.contract_required');
    await signContract(app, newClient);
    expect(
      (await app.api.post('/api/specialist-request/init', {}, { token: newClient })).body.data.contractSigned,
    ).toBe(true);
  });

  it('lets the cart decide what may leave it: an item gone is a field error, a card hidden since is refused by name', async () => {
    const id = await publishCard(app, agency, manager, 'Vanished');
    const cart = (
      await app.api.post(
        '/api/specialist-request-list/add-specialist',
        { specialistUuid: id, ...PERIOD },
        { token: client },
      )
    ).body.data;
    const itemId = cart.specialists.items.find((i: { specialistUuid: string }) => i.specialistUuid === id).id;
    const submit = (ids: string[]) =>
      app.api.post(
        '/api/specialist-request/create',
        {
          requestId: randomUUID(),
          contact: { name: 'C', email: 'c@x.test' },
          specialists: ids.map((specialistId) => ({ id: specialistId, slots: SLOTS })),
        },
        { token: client },
      );

    const gone = await submit([itemId, randomUUID()]);
    expect(gone.status).toBe(400);
    expect(gone.body.errors).toEqual([
      { field: 'specialists.1.id', code: 'cart.item_not_found', title: 'This specialist is no longer in your request' },
    ]);

    await app.api.post('/admin/api/specialist/hide', { specialistId: id }, { token: manager });
    const hidden = await submit([itemId]);
    expect(hidden.status).toBe(422);
    expect(hidden.body.exception).toEqual({
      code: 'cart.specialist_unavailable',
      message: 'Anna V. cannot be booked for these dates any more: change the dates or remove them from the request',
    });
    // Nothing left the cart and no candidate was made.
    expect(
      (
        await app.api.get('/api/specialist-request-list/specialists', { token: client })
      ).body.data.specialists.items.some((i: { id: string }) => i.id === itemId),
    ).toBe(true);
    expect((await app.pool.query('select 1 from candidates where specialist_id = $1', [id])).rowCount).toBe(0);
  });

  it('refuses slots outside working hours, on weekends or in the past, naming the specialist row', async () => {
    const id = await publishCard(app, agency, manager, 'Slots');
    const cart = (
      await app.api.post(
        '/api/specialist-request-list/add-specialist',
        { specialistUuid: id, ...PERIOD },
        { token: client },
      )
    ).body.data;
    const itemId = cart.specialists.items.find((i: { specialistUuid: string }) => i.specialistUuid === id).id;
    for (const [slot, code] of [
      [{ date: '2026-11-07', time: '10:00' }, 'interview.slot_not_working_day'],
      [{ date: '2026-11-03', time: '21:00' }, 'interview.slot_outside_hours'],
      [{ date: '2026-11-02', time: '09:00' }, 'interview.slot_in_past'],
    ] as const) {
      const response = await app.api.post(
        '/api/specialist-request/create',
        {
          requestId: randomUUID(),
          contact: { name: 'C', email: 'c@x.test' },
          specialists: [{ id: itemId, slots: [slot] }],
        },
        { token: client },
      );
      expect(response.status).toBe(400);
      expect(response.body.errors[0]).toMatchObject({ field: 'specialists.0.slots', code });
    }
  });

  it('a move the pipeline does not allow books nothing: no event on the specialist calendar (the fuzzer found a reserve and release)', async () => {
    const id = await publishCard(app, agency, manager, 'Skipped');
    const candidateId = await requestInterview(app, client, id);
    const calendar = async () =>
      (
        await app.pool.query('select count(*)::int as n from emt_messages where stream_id = $1', [
          `specialist-bookings-${id}`,
        ])
      ).rows[0].n;
    const skipped = await app.api.post(
      '/admin/api/candidate/update',
      { id: candidateId, status: 'approved' },
      { token: manager },
    );
    expect(skipped.status).toBe(422);
    expect(await calendar()).toBe(0);
  });

  it('the manager exports candidates and specialists on projects to Excel; a client cannot', async () => {
    const candidateId = await requestInterview(
      app,
      client,
      await publishCard(app, agency, manager, 'Exported'),
      PERIOD,
      {
        passOn: false,
      },
    );
    const response = await app.api.raw('/admin/api/excel-export/candidates', {
      headers: { authorization: `Bearer ${manager}` },
    });
    expect(response.headers.get('content-disposition')).toMatch(
      /attachment; filename="candidates-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const ExcelJS = (await import('exceljs')).default;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as never);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(expect.arrayContaining(['Specialist', 'Client', 'Status', 'Client rate, $/h']));
    expect(rows.find((row) => row[0] === candidateId)).toEqual(
      expect.arrayContaining(['Anna Exported', 'Demo Client', 'review_by_manager', 50]),
    );
    expect(
      (
        await app.api.raw('/admin/api/excel-export/working-specialists', {
          headers: { authorization: `Bearer ${client}` },
        })
      ).status,
    ).toBe(403);
  });

  it('tells the managers once per request, naming every specialist, in the transaction of the submission; the agency nothing yet', async () => {
    const ids = [
      await publishCard(app, agency, manager, 'Firstone'),
      await publishCard(app, agency, manager, 'Secondone'),
    ];
    const items: string[] = [];
    for (const id of ids) {
      const cart = (
        await app.api.post(
          '/api/specialist-request-list/add-specialist',
          { specialistUuid: id, ...PERIOD },
          { token: client },
        )
      ).body.data;
      items.push(cart.specialists.items.find((i: { specialistUuid: string }) => i.specialistUuid === id).id);
    }
    const count = async (to: string): Promise<number> =>
      (await app.pool.query(`select count(*)::int as n from mail_outbox where to_address = $1`, [to])).rows[0].n;
    const agencyBefore = await count('agency@demo.test');
    const before = await count('manager@demo.test');
    const created = await app.api.post(
      '/api/specialist-request/create',
      {
        requestId: randomUUID(),
        contact: { name: 'Clara Client', email: 'clara@client.test' },
        specialists: items.map((id) => ({ id, slots: SLOTS })),
      },
      { token: client },
    );
    expect(created.body.data.candidates).toHaveLength(2);
    const after = await count('manager@demo.test');
    expect(after - before).toBe(1);
    expect(await count('agency@demo.test')).toBe(agencyBefore);
    const mail = await latestMailTo(app.pool, 'manager@demo.test');
    expect(mail?.subject).toBe('Interview request from Demo Client to review');
    expect(mail?.text).toContain('Anna Firstone');
    expect(mail?.text).toContain('Anna Secondone');
    const { rows } = await app.pool.query(
      `select count(*)::int as n from pgboss.job where name = 'mail.deliver' and data->>'mailId' in (select id::text from mail_outbox where to_address = 'manager@demo.test')`,
    );
    expect(rows[0].n).toBeGreaterThanOrEqual(after);
  });
});
