import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specialistOnProject } from '../../support/actFlow';
import { postRequest } from '../../support/clientRequestFixtures';
import { registerCompany } from '../../support/companies';
import { PERIOD, publishCard, requestInterview, signContract } from '../../support/interviewFlow';
import { solutionPayload, uploadedId } from '../../support/solutionFixtures';
import { startTestApp, type TestApp } from '../../support/testApp';
import { manualClock, type ManualClock } from '../../support/testClock';

/**
 * After a merge, no row of any table names the merged company, except its own tombstone (the `companies` row), the
 * audit log (history) and the merge's own record. The columns are found in `information_schema`: every column with a
 * foreign key to `companies`, and every uuid column named like a company reference, so a table added later is covered.
 */
const companyColumns = async (app: TestApp): Promise<{ table: string; column: string }[]> => {
  const { rows } = await app.pool.query<{ table: string; column: string }>(
    `select kcu.table_name as table, kcu.column_name as column
       from information_schema.table_constraints tc
       join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
       join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
      where tc.constraint_type = 'FOREIGN KEY' and ccu.table_name = 'companies' and tc.table_schema = 'public'
     union
     select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type = 'uuid' and column_name in ('company_id', 'agency_id', 'client_id', 'owner_company_id')`,
  );
  return rows;
};

/** Where the merged id may still appear: its tombstone row, the merge's own record, the history. */
const allowed = new Set(['company_merges.merged_id', 'company_merges.survivor_id', 'audit_log.subject_id']);

const referencesTo = async (app: TestApp, companyId: string) => {
  const found: string[] = [];
  for (const { table, column } of await companyColumns(app)) {
    if (allowed.has(`${table}.${column}`)) continue;
    const { rows } = await app.pool.query<{ n: number }>(
      `select count(*)::int as n from "${table}" where "${column}" = $1`,
      [companyId],
    );
    if ((rows[0]?.n ?? 0) > 0) found.push(`${table}.${column}: ${rows[0]?.n}`);
  }
  return found;
};

describe('a merge leaves nothing pointing to the merged company', () => {
  let app: TestApp;
  let clock: ManualClock;
  let manager: string;
  const profile = async (token: string) => (await app.api.get('/api/user/profile', { token })).body.data;

  beforeAll(async () => {
    clock = manualClock();
    app = await startTestApp({ clock });
    manager = await app.login('manager@demo.test');
  });
  afterAll(() => app.stop());

  it('the scan sees the tables that hold companies (a scan that reads nothing proves nothing)', async () => {
    const columns = (await companyColumns(app)).map((c) => `${c.table}.${c.column}`);
    expect(columns).toEqual(
      expect.arrayContaining([
        'users.company_id',
        'specialist_cards.agency_id',
        'candidates.client_id',
        'catalog_cards.agency_id',
        'teams.agency_id',
        'companies.merged_into',
      ]),
    );
  });

  it('an agency with cards, a solution, a team, files, payment details and candidates; a client with a cart, candidates, a contract and a solution request', async () => {
    const demoAgency = (await profile(await app.login('agency@demo.test'))).agencyId as string;
    const demoClientToken = await app.login('client@demo.test');
    const demoClient = (await profile(demoClientToken)).clientId as string;

    // The duplicate agency and its things.
    const dupAgency = await registerCompany(app, 'agency', 'twin@agency-dup.test');
    const dupAgencyId = (await profile(dupAgency)).agencyId as string;
    const cardA = await publishCard(app, dupAgency, manager, 'Twinone');
    const cardB = await publishCard(app, dupAgency, manager, 'Twintwo');
    const team = await app.api.post(
      '/api/team/create',
      { name: 'Core', description: '', specialists: [cardA, cardB] },
      { token: dupAgency },
    );
    expect(team.status).toBe(200);
    const solution = await app.api.post(
      '/api/solution/send-to-publish',
      { content: await solutionPayload(app, dupAgency, { title: 'Twin CRM' }) },
      { token: dupAgency },
    );
    const solutionId = solution.body.data.solutionId as string;
    await app.api.post('/admin/api/solution/publish', { solutionId }, { token: manager });
    await uploadedId(app, dupAgency, 'logo');
    await app.api.post(
      '/api/agency/payment-info/update/',
      {
        companyId: dupAgencyId,
        paymentInfo: {
          bankName: 'Twin Bank',
          account: 'DE89370400440532013000',
          swift: 'COBADEFF',
          currency: 'EUR',
          isDefault: true,
        },
      },
      { token: dupAgency },
    );

    // The duplicate client and its things, some of them with the duplicate agency.
    const dupClient = await registerCompany(app, 'client', 'twin@client-dup.test');
    const dupClientId = (await profile(dupClient)).clientId as string;
    await signContract(app, dupClient);
    const candidate = await requestInterview(app, dupClient, cardA);
    expect(
      (
        await app.api.post(
          '/api/specialist-request-list/add-specialist',
          { specialistUuid: cardB, ...PERIOD },
          { token: dupClient },
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await app.api.post(
          '/api/solution-request/create',
          { solutionId, comment: 'Demo please', contactName: 'Tess Twin' },
          { token: dupClient },
        )
      ).status,
    ).toBe(200);
    // Approved, so the specialist is booked for the client: the booking row must follow the client too.
    for (const status of ['interview', 'approved']) {
      const moved = await app.api.post('/admin/api/candidate/update', { id: candidate, status }, { token: manager });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    }
    expect(
      (await app.pool.query('select client_id from specialist_bookings where candidate_id = $1', [candidate])).rows[0]
        ?.client_id,
    ).toBe(dupClientId);

    expect(await referencesTo(app, dupAgencyId)).not.toEqual([]);
    expect(await referencesTo(app, dupClientId)).not.toEqual([]);

    const agencyMerge = await app.api.post(
      '/admin/api/agencies/merge',
      { id: dupAgencyId, targetId: demoAgency },
      { token: manager },
    );
    expect(agencyMerge.status, JSON.stringify(agencyMerge.body)).toBe(200);
    expect(agencyMerge.body.data.moved).toMatchObject({
      specialists: 2,
      solutions: 1,
      teams: 1,
      users: 1,
      paymentDetails: 1,
    });
    const clientMerge = await app.api.post(
      '/admin/api/clients/merge',
      { id: dupClientId, targetId: demoClient },
      { token: manager },
    );
    expect(clientMerge.status, JSON.stringify(clientMerge.body)).toBe(200);

    expect(await referencesTo(app, dupAgencyId)).toEqual([]);
    expect(await referencesTo(app, dupClientId)).toEqual([]);
    const tombstones = await app.pool.query(
      'select id, merged_into from companies where id = any($1::uuid[]) order by id',
      [[dupAgencyId, dupClientId]],
    );
    expect(Object.fromEntries(tombstones.rows.map((r) => [r.id, r.merged_into]))).toEqual({
      [dupAgencyId]: demoAgency,
      [dupClientId]: demoClient,
    });

    // The moved things answer to their new owners through the ordinary paths.
    const demoPartner = await app.login('agency@demo.test');
    expect((await app.api.get(`/api/solution/info/${solutionId}`, { token: demoPartner })).status).toBe(200);
    expect((await app.api.get(`/api/solution/info/${solutionId}`, { token: dupAgency })).status).toBe(200); // its user moved too
    const cart = (await app.api.get('/api/specialist-request-list/specialists', { token: demoClientToken })).body.data;
    expect(cart.specialists.items.map((i: { specialistUuid: string }) => i.specialistUuid)).toContain(cardB);
    const merges = await app.pool.query(`select status from company_merges order by created_at`);
    expect(merges.rows.map((r) => r.status)).toEqual(['done', 'done']);
  });

  it('a merge interrupted after its plain tables moved is finished by asking again (the streams follow)', async () => {
    const demoClient = (await profile(await app.login('client@demo.test'))).clientId as string;
    const partner = await app.login('agency@demo.test');
    const dup = await registerCompany(app, 'client', 'crash@client-dup.test');
    const dupId = (await profile(dup)).clientId as string;
    await signContract(app, dup);
    const card = await publishCard(app, partner, manager, 'Crashcase');
    const candidate = await requestInterview(app, dup, card);
    // Simulate the crash: let the merge move the plain tables, then put its streams back as not yet transferred.
    const merged = await app.api.post(
      '/admin/api/clients/merge',
      { id: dupId, targetId: demoClient },
      { token: manager },
    );
    expect(merged.status).toBe(200);
    const mergeId = merged.body.data.mergeId as string;
    await app.pool.query(`update company_merges set status = 'moving', finished_at = null where id = $1`, [mergeId]);
    const again = await app.api.post(
      '/admin/api/clients/merge',
      { id: dupId, targetId: demoClient },
      { token: manager },
    );
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ mergeId, status: 'done' });
    // Idempotent: one transfer event on the candidate, however often the merge is finished.
    const transfers = await app.pool.query(
      `select count(*)::int as n from emt_messages where stream_id = $1 and message_type = 'CandidateOwnershipTransferred'`,
      [`candidate-${candidate}`],
    );
    expect(transfers.rows[0].n).toBe(1);
    expect(await referencesTo(app, dupId)).toEqual([]);
  });

  it('client requests, responses, acts and claims follow both merged companies, and the survivors work on them', async () => {
    let demoClientToken = await app.login('client@demo.test');
    let demoPartner = await app.login('agency@demo.test');
    const demoClient = (await profile(demoClientToken)).clientId as string;
    const demoAgency = (await profile(demoPartner)).agencyId as string;
    let dupClient = await registerCompany(app, 'client', 'twin@client-requests.test');
    const dupClientId = (await profile(dupClient)).clientId as string;
    let dupAgency = await registerCompany(app, 'agency', 'twin@agency-requests.test');
    const dupAgencyId = (await profile(dupAgency)).agencyId as string;
    const ok = (response: { status: number; body: any }) => {
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data;
    };

    // The duplicate agency's specialist works for the duplicate client: an act and a claim name both.
    const { candidateId, specialistId } = await specialistOnProject(
      app,
      { client: dupClient, agency: dupAgency, manager },
      'Reqtwin',
      { sign: true, clock },
    );
    // Work started on the booking's first day: the days passed, so everyone signs in again.
    [dupClient, dupAgency, demoClientToken, demoPartner, manager] = await Promise.all([
      app.login('twin@client-requests.test', 'second-pass-1'),
      app.login('twin@agency-requests.test', 'second-pass-1'),
      app.login('client@demo.test'),
      app.login('agency@demo.test'),
      app.login('manager@demo.test'),
    ]);
    const claim = ok(
      await app.api.post(
        '/api/client/specialist-claim/create',
        { candidateId, reasons: ['absence'], comment: 'Away on Fridays' },
        { token: dupClient },
      ),
    );
    // Requests whose period starts after the acts' month, so they still take answers then.
    const content = { periodFrom: '2027-01-15', periodTo: '2027-06-01' };
    const dupRequest = await postRequest(app, { client: dupClient, manager }, { content });
    const demoRequest = await postRequest(app, { client: demoClientToken, manager }, { content });
    const demoCard = await publishCard(app, demoPartner, manager, 'Reqdemo');
    const answer = async (requestId: string, cards: string[], token: string, comment: string) =>
      ok(
        await app.api.post(
          '/api/agency/client-request-response/respond',
          { requestId, specialistIds: cards, comment },
          { token },
        ),
      ).responseId as string;
    // The merged agency answers the merged client's request; both agencies answer the demo client's request.
    const dupResponse = await answer(dupRequest, [specialistId], dupAgency, 'Twin here');
    const foldedResponse = await answer(demoRequest, [specialistId], dupAgency, 'Twin too');
    const demoResponse = await answer(demoRequest, [demoCard], demoPartner, 'Demo here');

    clock.set(new Date('2026-12-01T09:00:00Z'));
    manager = await app.login('manager@demo.test');
    const [dupClientNow, dupAgencyNow] = await Promise.all([
      app.login('twin@client-requests.test', 'second-pass-1'),
      app.login('twin@agency-requests.test', 'second-pass-1'),
    ]);
    const act = ok(
      await app.api.post(
        '/api/agency/act/create',
        { candidateId, month: '2026-11', hours: 100 },
        { token: dupAgencyNow },
      ),
    );
    ok(await app.api.post('/api/agency/act/send', { id: act.id }, { token: dupAgencyNow }));
    ok(await app.api.post('/admin/api/act/send-to-client', { id: act.id }, { token: manager }));
    expect((await app.api.get(`/api/client/act/info/${act.id}`, { token: dupClientNow })).status).toBe(200);

    const preview = ok(
      await app.api.get(`/admin/api/agencies/merge-preview/${dupAgencyId}?targetId=${demoAgency}`, { token: manager }),
    );
    // 2 responses, 1 act, 1 claim of the agency: no words of their own in the confirmation, so 'other records'.
    expect(preview.moves.other).toBe(4);
    const agencyMerge = ok(
      await app.api.post('/admin/api/agencies/merge', { id: dupAgencyId, targetId: demoAgency }, { token: manager }),
    );
    const clientMerge = ok(
      await app.api.post('/admin/api/clients/merge', { id: dupClientId, targetId: demoClient }, { token: manager }),
    );
    // As if both had crashed before their transfers: finishing them again records nothing twice (counted below).
    await app.pool.query(`update company_merges set status = 'moving', finished_at = null where id = any($1::uuid[])`, [
      [agencyMerge.mergeId, clientMerge.mergeId],
    ]);
    expect(
      ok(await app.api.post('/admin/api/agencies/merge', { id: dupAgencyId, targetId: demoAgency }, { token: manager }))
        .status,
    ).toBe('done');
    expect(
      ok(await app.api.post('/admin/api/clients/merge', { id: dupClientId, targetId: demoClient }, { token: manager }))
        .status,
    ).toBe('done');
    expect(await referencesTo(app, dupAgencyId)).toEqual([]);
    expect(await referencesTo(app, dupClientId)).toEqual([]);

    const [client, partner] = await Promise.all([app.login('client@demo.test'), app.login('agency@demo.test')]);
    // The client's side: its request, the response to it, the act and the claim are the survivor's.
    expect(ok(await app.api.get(`/api/client-request/info/${dupRequest}`, { token: client })).title).toBeTruthy();
    expect(ok(await app.api.get(`/api/client-request/responses/${dupRequest}`, { token: client })).items).toHaveLength(
      1,
    );
    expect((await app.api.get(`/api/client/act/info/${act.id}`, { token: client })).status).toBe(200);
    expect(
      ok(await app.api.get('/api/client/specialist-claim/list', { token: client })).items.map(
        (c: { id: string }) => c.id,
      ),
    ).toContain(claim.id);
    // The agency's side: the taken-over response and the act answer to the survivor's people, and its own stream is
    // the response's now (the survivor withdraws it, and its answer to the demo request stays one response).
    expect(
      ok(await app.api.get(`/api/agency/client-request-response/info/${dupResponse}`, { token: partner })).id,
    ).toBe(dupResponse);
    expect((await app.api.get(`/api/agency/act/info/${act.id}`, { token: partner })).status).toBe(200);
    expect(
      ok(
        await app.api.post(
          '/api/agency/client-request-response/withdraw',
          { responseId: dupResponse },
          { token: partner },
        ),
      ).status,
    ).toBe('withdrawn');
    const onDemo = ok(await app.api.get(`/api/client-request/responses/${demoRequest}`, { token: client })).items;
    expect(onDemo).toHaveLength(1);
    expect(
      ok(await app.api.get(`/api/agency/client-request-response/of-request/${demoRequest}`, { token: partner })).id,
    ).toBe(demoResponse);
    expect(
      (await app.api.get(`/api/agency/client-request-response/info/${foldedResponse}`, { token: partner })).status,
    ).toBe(404);
    const transfers = await app.pool.query(
      `select message_type as type, count(*)::int as n from emt_messages
        where message_type in ('ClientRequestOwnershipTransferred', 'RequestResponseClientTransferred', 'RequestResponseTakenOver', 'RequestResponseHandedOver', 'ActOwnershipTransferred', 'ClaimOwnershipTransferred')
        group by message_type order by message_type`,
    );
    expect(Object.fromEntries(transfers.rows.map((r) => [r.type, r.n]))).toEqual({
      ActOwnershipTransferred: 2,
      ClaimOwnershipTransferred: 2,
      ClientRequestOwnershipTransferred: 1,
      RequestResponseClientTransferred: 1,
      RequestResponseHandedOver: 2,
      RequestResponseTakenOver: 2,
    });
  });
});
