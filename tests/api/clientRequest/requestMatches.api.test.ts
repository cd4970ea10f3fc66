import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishVariant } from '../../support/catalogFixtures';
import { postRequest } from '../../support/clientRequestFixtures';
import { registerCompany } from '../../support/companies';
import { postgresMatchCandidates } from '../../../adapters/postgres/clientRequest/matchCandidates';
import { rankMatches } from '../../../domain/matching/matching';
import { startTestApp, type TestApp } from '../../support/testApp';
import { manualClock } from '../../support/testClock';

type MatchItem = { specialistId: string; score: number; reasons: string[]; agencyName: string; name: string };

/** Today is 2 November 2026 (the manual clock); the requests run from 12 November 2026 to 20 February 2027. */
describe('GET /api/client-request/matches/{id}', () => {
  let app: TestApp;
  let client: string;
  let agency: string;
  let manager: string;
  let matchingAgency: string;
  let strong: string;
  let second: string;
  let booked: string;
  let teamOnly: string;
  let requestId: string;
  const agencyEmail = 'matches-agency@agency.test';

  const mailsTo = async (email: string) =>
    (
      await app.pool.query<{ subject: string; text_body: string }>(
        `select subject, text_body from mail_outbox where to_address = $1 and subject like 'A client request matches%'`,
        [email],
      )
    ).rows;

  beforeAll(async () => {
    app = await startTestApp({ clock: manualClock() });
    ({ client, agency, manager } = await app.demoTokens());
    matchingAgency = await registerCompany(app, 'agency', agencyEmail);
    const tokens = { agency: matchingAgency, manager };
    strong = await publishVariant(app, tokens, {
      surname: 'Strongmatch',
      skills: ['Java', 'PostgreSQL'],
      grade: 'senior',
      hourPrice: 40,
    });
    second = await publishVariant(app, tokens, { surname: 'Secondmatch', skills: ['Java'], grade: 'middle' });
    // Not available on ten days inside the request's period: never a match, however well it fits.
    booked = await publishVariant(app, tokens, {
      surname: 'Bookedmatch',
      skills: ['Java', 'PostgreSQL'],
      grade: 'senior',
      reservations: [{ startPeriod: '2026-12-01', endPeriod: '2026-12-10' }],
    });
    // Fits as well as the strongest, but its agency books it only with its team: the cart refuses it alone.
    teamOnly = await publishVariant(app, tokens, {
      surname: 'Teamonlymatch',
      skills: ['Java', 'PostgreSQL'],
      grade: 'senior',
      hourPrice: 40,
      teamOnly: true,
    });
    requestId = await postRequest(app, { client, manager });
  });
  afterAll(() => app?.stop());

  it('ranks the free published specialists best first, each with its score and reasons in words', async () => {
    const answer = await app.api.get(`/api/client-request/matches/${requestId}`, { token: manager });
    expect(answer.status).toBe(200);
    const items = answer.body.data.items as MatchItem[];
    const scores = items.map((m) => m.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const first = items.find((m) => m.specialistId === strong);
    expect(first).toMatchObject({ name: 'Anna S.', agencyName: 'matches-agency Ltd' });
    expect(first?.reasons).toEqual(
      expect.arrayContaining(['2 of 2 skills', 'free for the whole period', 'Senior as asked', 'English C1']),
    );
    const runnerUp = items.find((m) => m.specialistId === second);
    expect(runnerUp?.reasons).toContain('1 of 2 skills');
    expect(runnerUp?.reasons).not.toContain('Senior as asked');
    expect(first!.score).toBeGreaterThan(runnerUp!.score);
    expect(items.map((m) => m.specialistId)).not.toContain(booked);
    // Nothing of the card's contacts travels.
    expect(JSON.stringify(answer.body)).not.toContain('anna.schmidt@example.test');
  });

  /** What the read model is asked for a senior, full-time request over the test's period shaped like a card. */
  const requestLike = async (cardId: string) => {
    const { rows } = await app.pool.query<{
      category_ids: string[];
      subcategory_ids: string[];
      key_skill_ids: string[];
    }>('select category_ids, subcategory_ids, key_skill_ids from catalog_cards where id = $1', [cardId]);
    const card = rows[0]!;
    return {
      keySkillIds: card.key_skill_ids,
      categoryIds: card.category_ids,
      subcategoryIds: card.subcategory_ids,
      grade: 'senior' as string | null,
      period: { startPeriod: '2026-11-12', endPeriod: '2027-02-20' },
      workFormat: 'full-time' as const,
      budgetPerHourCents: 6500 as number | null,
    };
  };

  it("the read model's fast path by skills in common ranks as the whole catalogue does", async () => {
    const skills = (
      await app.pool.query<{ id: string }>(`select id from key_skills where lower(title) in ('java', 'postgresql')`)
    ).rows.map((r) => r.id);
    const request = { ...(await requestLike(strong)), keySkillIds: skills };
    const reader = postgresMatchCandidates(app.pool);
    // Two free cards share a skill: the fast path answers; a thousand do not: every relevant card is read.
    for (const limit of [1, 2]) {
      const fast = rankMatches(request, await reader.candidates(request, limit), limit);
      const whole = rankMatches(request, await reader.candidates(request, 1000), limit);
      expect(fast).toEqual(whole);
      expect(fast).toHaveLength(limit);
    }
    const fastRows = await reader.candidates(request, 1);
    // The booked card travels with its busy period, and the domain's rule leaves it out.
    expect(fastRows.find((c) => c.specialistId === booked)?.busy).toEqual([
      { startPeriod: '2026-12-01', endPeriod: '2026-12-10' },
    ]);
    expect(rankMatches(request, fastRows, 10).map((m) => m.specialistId)).not.toContain(booked);
    expect(fastRows.length).toBeLessThan((await reader.candidates(request, 1000)).length);
  });

  it('a card bookable only with its team is no match, however well it fits; the fast path ranks as the whole catalogue does', async () => {
    const items = (await app.api.get(`/api/client-request/matches/${requestId}`, { token: manager })).body.data
      .items as MatchItem[];
    expect(items.map((m) => m.specialistId)).toContain(strong);
    expect(items.map((m) => m.specialistId)).not.toContain(teamOnly);
    // The reader still hands the card over, flagged, and the fast path's threshold counts only bookable cards.
    const request = await requestLike(teamOnly);
    const reader = postgresMatchCandidates(app.pool);
    const candidates = await reader.candidates(request, 1);
    expect(candidates.find((c) => c.specialistId === teamOnly)?.teamOnly).toBe(true);
    expect(candidates.find((c) => c.specialistId === strong)?.teamOnly).toBe(false);
    expect(rankMatches(request, candidates, 1)).toEqual(
      rankMatches(request, await reader.candidates(request, 1000), 1),
    );
    expect(rankMatches(request, candidates, 1)[0]?.specialistId).toBe(strong);
  });

  it('a request naming no key skill is narrowed by score tiers and still ranks as reading every card does', async () => {
    const reader = postgresMatchCandidates(app.pool);
    const base = { ...(await requestLike(strong)), keySkillIds: [] };
    // With and without a subcategory, a grade, a budget: each tier, and the whole category at the end.
    for (const request of [
      base,
      { ...base, subcategoryIds: [] },
      { ...base, grade: null, budgetPerHourCents: null },
      { ...base, subcategoryIds: [], grade: null },
    ])
      for (const limit of [1, 2, 3]) {
        const narrowed = await reader.candidates(request, limit);
        const whole = await reader.candidates(request, 1000);
        expect(rankMatches(request, narrowed, limit)).toEqual(rankMatches(request, whole, limit));
        expect(narrowed.length).toBeLessThanOrEqual(whole.length);
        expect(rankMatches(request, narrowed, limit).map((m) => m.specialistId)).not.toContain(teamOnly);
      }
  });

  it('the tRPC procedure answers the same list', async () => {
    const rest = (await app.api.get(`/api/client-request/matches/${requestId}`, { token: manager })).body.data;
    const input = encodeURIComponent(JSON.stringify({ requestId }));
    const trpc = await fetch(`${app.baseUrl}/trpc/clientRequest.matches?input=${input}`, {
      headers: { authorization: `Bearer ${manager}` },
    });
    expect(trpc.status).toBe(200);
    const body = (await trpc.json()) as { result: { data: { items: MatchItem[] } } };
    expect(body.result.data.items.map((m) => m.specialistId)).toEqual(
      (rest.items as MatchItem[]).map((m) => m.specialistId),
    );
  });

  it('publishing invites each matching agency once, with a link to the request, however many of its cards match', async () => {
    const mails = await mailsTo(agencyEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('A client request matches your specialists: "Two senior Java developers"');
    expect(mails[0]?.text_body).toContain(`/clients-requests/${requestId}`);
    const invitations = await app.pool.query(
      'select agency_id from client_request_match_invitations where request_id = $1',
      [requestId],
    );
    const agencies = invitations.rows.map((r: { agency_id: string }) => r.agency_id);
    expect(new Set(agencies).size).toBe(agencies.length);
    // A second request invites the agency again: once per request, not once ever.
    await postRequest(app, { client, manager });
    expect(await mailsTo(agencyEmail)).toHaveLength(2);
  });

  it('an unknown or unpublished request is not there (404); a bad id is a field error (400)', async () => {
    expect((await app.api.get(`/api/client-request/matches/${randomUUID()}`, { token: manager })).status).toBe(404);
    const draft = await postRequest(app, { client, manager }, { publish: false });
    expect((await app.api.get(`/api/client-request/matches/${draft}`, { token: manager })).status).toBe(404);
    expect(await mailsTo(agencyEmail)).toHaveLength(2);
    const bad = await app.api.get('/api/client-request/matches/not-an-id', { token: manager });
    expect(bad.status).toBe(400);
  });

  it('only staff who moderate requests read matches: the client and agencies are refused (403), a visitor 401', async () => {
    expect((await app.api.get(`/api/client-request/matches/${requestId}`, { token: client })).status).toBe(403);
    expect((await app.api.get(`/api/client-request/matches/${requestId}`, { token: agency })).status).toBe(403);
    expect((await app.api.get(`/api/client-request/matches/${requestId}`)).status).toBe(401);
  });
});
