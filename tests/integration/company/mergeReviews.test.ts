import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWork } from '../../support/actFlow';
import { registerCompany } from '../../support/companies';
import { PERIOD, publishCard, requestInterview, signContract } from '../../support/interviewFlow';
import { startTestApp, type TestApp } from '../../support/testApp';
import { manualClock, type ManualClock } from '../../support/testClock';

/**
 * Reviews follow a company merge: a merged client's reviews, and the engagements it may still review, are the
 * survivor's; a merged agency's right to answer the reviews of its specialists is the surviving agency's, as the
 * specialists are. Each review's stream records the transfer once however often the merge is finished.
 */
describe('a merge moves reviews with both companies', () => {
  let app: TestApp;
  let clock: ManualClock;
  let reviewed: string;
  let toReview: string;
  let dupClientId: string;
  let dupAgencyId: string;
  const password = 'second-pass-1';
  const scores = { overall: 5, skills: 5, communication: 4, reliability: 5, value: 4 };
  const ok = (response: { status: number; body: any }) => {
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data;
  };
  const companyOf = async (email: string) =>
    (await app.pool.query<{ company_id: string }>('select company_id from users where email = $1', [email])).rows[0]!
      .company_id;

  beforeAll(async () => {
    clock = manualClock();
    app = await startTestApp({ clock });
    const { manager } = await app.demoTokens();
    const dupClient = await registerCompany(app, 'client', 'twin@client-reviews.test');
    const dupAgency = await registerCompany(app, 'agency', 'twin@agency-reviews.test');
    await registerCompany(app, 'agency', 'third@agency-reviews.test');
    [dupClientId, dupAgencyId] = await Promise.all([
      companyOf('twin@client-reviews.test'),
      companyOf('twin@agency-reviews.test'),
    ]);
    // The duplicate agency's specialists worked for the duplicate client; both projects finished.
    await signContract(app, dupClient);
    reviewed = await requestInterview(app, dupClient, await publishCard(app, dupAgency, manager, 'Mergereviewed'));
    toReview = await requestInterview(app, dupClient, await publishCard(app, dupAgency, manager, 'Mergeunreviewed'));
    await startWork(app, manager, reviewed, { clock, startPeriod: PERIOD.startPeriod });
    const tokens = {
      client: await app.login('twin@client-reviews.test', password),
      manager: await app.login('manager@demo.test'),
    };
    await startWork(app, tokens.manager, toReview);
    for (const id of [reviewed, toReview])
      ok(await app.api.post('/admin/api/candidate/update', { id, status: 'finished' }, { token: tokens.manager }));
    ok(
      await app.api.post(
        '/api/review/create',
        { candidateId: reviewed, ...scores, text: 'Great before the merge' },
        { token: tokens.client },
      ),
    );
  }, 240_000);
  afterAll(() => app?.stop());

  it("after both merges the survivors own the review: the client reads and writes its engagements' reviews, the agency answers", async () => {
    const manager = await app.login('manager@demo.test');
    const [demoClientId, demoAgencyId] = await Promise.all([
      companyOf('client@demo.test'),
      companyOf('agency@demo.test'),
    ]);
    const agencyMerge = ok(
      await app.api.post('/admin/api/agencies/merge', { id: dupAgencyId, targetId: demoAgencyId }, { token: manager }),
    );
    const clientMerge = ok(
      await app.api.post('/admin/api/clients/merge', { id: dupClientId, targetId: demoClientId }, { token: manager }),
    );
    // As if both had crashed before their transfers: finishing them again records nothing twice.
    await app.pool.query(`update company_merges set status = 'moving', finished_at = null where id = any($1::uuid[])`, [
      [agencyMerge.mergeId, clientMerge.mergeId],
    ]);
    ok(
      await app.api.post('/admin/api/agencies/merge', { id: dupAgencyId, targetId: demoAgencyId }, { token: manager }),
    );
    ok(await app.api.post('/admin/api/clients/merge', { id: dupClientId, targetId: demoClientId }, { token: manager }));

    const row = await app.pool.query('select client_id, agency_id from reviews where id = $1', [reviewed]);
    expect(row.rows).toEqual([{ client_id: demoClientId, agency_id: demoAgencyId }]);
    const transfers = await app.pool.query<{ side: string }>(
      `select coalesce(message_data->'data'->>'side', message_data->>'side') as side from emt_messages
        where stream_id = $1 and message_type = 'ReviewOwnershipTransferred' order by 1`,
      [`review-${reviewed}`],
    );
    expect(transfers.rows.map((r) => r.side)).toEqual(['agency', 'client']);
    expect(
      (
        await app.pool.query('select count(*)::int as n from reviews where client_id = $1 or agency_id = $2', [
          dupClientId,
          dupAgencyId,
        ])
      ).rows[0].n,
    ).toBe(0);

    const { client, agency } = await app.demoTokens();
    // The survivor client's engagements hold the merged client's review, and the one still to write is offered.
    const engagements = (await app.api.get('/trpc/review.engagements', { token: client })).body.result.data.items as {
      candidateId: string;
      allowedActions: string[];
      review: { text: string } | null;
    }[];
    expect(engagements.find((e) => e.candidateId === reviewed)).toMatchObject({
      allowedActions: [],
      review: { text: 'Great before the merge' },
    });
    expect(engagements.find((e) => e.candidateId === toReview)).toMatchObject({
      allowedActions: ['write'],
      review: null,
    });
    const written = ok(
      await app.api.post('/api/review/create', { candidateId: toReview, ...scores, overall: 4 }, { token: client }),
    );
    expect(written.scores.overall).toBe(4);
    expect(
      (await app.api.post('/api/review/create', { candidateId: reviewed, ...scores }, { token: client })).status,
    ).toBe(409);

    // The surviving agency lists and answers the review of its (moved) specialist; a third agency finds nothing.
    const third = await app.login('third@agency-reviews.test', password);
    expect(
      (await app.api.post('/api/review/answer', { id: reviewed, text: 'Not ours' }, { token: third })).status,
    ).toBe(404);
    const listed = (await app.api.get('/trpc/review.agencyList', { token: agency })).body.result.data.items as {
      id: string;
      allowedActions: string[];
    }[];
    expect(listed.find((r) => r.id === reviewed)?.allowedActions).toEqual(['answer']);
    const answered = ok(
      await app.api.post(
        '/api/review/answer',
        { id: reviewed, text: 'Thank you, from the merged team' },
        { token: agency },
      ),
    );
    expect(answered.answer).toMatchObject({ text: 'Thank you, from the merged team' });
    const fresh = await app.pool.query('select agency_id from reviews where id = $1', [toReview]);
    expect(fresh.rows[0].agency_id).toBe(demoAgencyId);
  });
});
