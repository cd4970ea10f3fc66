import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany } from '../../support/companies';
import { fixedInterview, PERIOD } from '../../support/interviewFlow';
import { latestMailTo } from '../../support/mailbox';
import { startTestApp, type TestApp } from '../../support/testApp';
import { manualClock } from '../../support/testClock';

/** Tuesday 3 November 2026, 08:00 UTC; the interview below is that day at 10:00 UTC (`SLOTS[0]`). */
const START = new Date('2026-11-03T08:00:00Z');
const AFTER_INTERVIEW = new Date('2026-11-03T11:00:00Z');
const clock = manualClock(START);

describe('the client decides after the interview, over REST and tRPC (issue 32)', () => {
  let app: TestApp;
  let client: string;
  let agency: string;
  let manager: string;

  beforeAll(async () => {
    app = await startTestApp({ clock });
    ({ client, agency, manager } = await app.demoTokens());
  });
  afterAll(() => app?.stop());

  /** A candidate whose interview the agency fixed for Tuesday 10:00 UTC; the clock back before it. */
  const interviewed = async (surname: string): Promise<{ candidateId: string; specialistId: string }> => {
    clock.set(START);
    return fixedInterview(app, { client, agency, manager }, surname);
  };
  const seen = async (candidateId: string, token: string, path = '/api/specialist-request/info/') =>
    (await app.api.get(`${path}${candidateId}`, { token })).body.data;

  it('offers Hire, Decline and Another interview only once the interview time has passed, and says whose turn it is', async () => {
    const { candidateId } = await interviewed('Timed');
    // Before it, the client may only move or cancel it (issue 34).
    expect(await seen(candidateId, client)).toMatchObject({
      allowedActions: ['proposeReschedule', 'cancelInterview'],
      waitingFor: 'client',
    });
    const early = await app.api.post('/api/specialist-request/hire', { id: candidateId }, { token: client });
    expect(early.status).toBe(422);
    expect(early.body.exception.code).toBe('interview.not_held');

    clock.set(AFTER_INTERVIEW);
    expect(await seen(candidateId, client)).toMatchObject({
      status: 'interview',
      allowedActions: ['hire', 'declineCandidate', 'requestAnotherInterview'],
      waitingFor: 'client',
    });
    expect(await seen(candidateId, agency)).toMatchObject({ allowedActions: [], waitingFor: 'client' });
    expect(await seen(candidateId, manager, '/admin/api/candidate/info/')).toMatchObject({
      allowedActions: ['approve', 'reject', 'changeClientPrice'],
      waitingFor: 'client',
    });
    const listed = (
      await app.api.get(`/api/specialist-request/list/${(await seen(candidateId, client)).clientId}`, {
        token: client,
      })
    ).body.data.items.find((c: { id: string }) => c.id === candidateId);
    expect(listed.waitingFor).toBe('client');
  });

  it('the client hires: approved, the specialist booked, the agency and the managers told, the history names the client', async () => {
    const { candidateId, specialistId } = await interviewed('Hired');
    clock.set(AFTER_INTERVIEW);
    expect((await app.api.post('/api/specialist-request/hire', { id: candidateId }, { token: agency })).status).toBe(
      403,
    );
    const stranger = await registerCompany(app, 'client', 'stranger@decision.test');
    expect((await app.api.post('/api/specialist-request/hire', { id: candidateId }, { token: stranger })).status).toBe(
      404,
    );

    const hired = await app.api.post('/api/specialist-request/hire', { id: candidateId }, { token: client });
    expect(hired.status).toBe(200);
    expect(hired.body.data.status).toBe('approved');
    expect(await seen(candidateId, client)).toMatchObject({
      status: 'approved',
      allowedActions: [],
      waitingFor: 'manager',
    });
    expect(
      (await app.api.get(`/api/specialist/info/${specialistId}`, { token: agency })).body.data.clientReservations,
    ).toEqual([PERIOD]);
    expect((await latestMailTo(app.pool, 'agency@demo.test'))?.subject).toBe('Demo Client hired Anna Hired');
    expect((await latestMailTo(app.pool, 'manager@demo.test'))?.subject).toBe('Demo Client hired Anna Hired');
    const history = (await app.api.get(`/admin/api/candidate/history/${candidateId}`, { token: manager })).body.data
      .items;
    expect(history[0]).toMatchObject({ type: 'CandidateHired', actor: { role: 'client' } });
    expect(
      (await app.api.post('/api/specialist-request/hire', { id: candidateId }, { token: client })).body.exception.code,
    ).toBe('interview.not_interviewed');
  });

  it('the client declines with a reason the agency reads', async () => {
    const { candidateId } = await interviewed('Declined');
    clock.set(AFTER_INTERVIEW);
    const empty = await app.api.post(
      '/api/specialist-request/decline',
      { id: candidateId, reason: ' ' },
      { token: client },
    );
    expect(empty.status).toBe(400);
    expect(empty.body.errors[0].field).toBe('reason');
    const declined = await app.api.post(
      '/api/specialist-request/decline',
      { id: candidateId, reason: 'We need more backend depth' },
      { token: client },
    );
    expect(declined.body.data.status).toBe('rejected');
    expect(await seen(candidateId, agency)).toMatchObject({
      status: 'rejected',
      declineReason: 'We need more backend depth',
      waitingFor: null,
    });
    const told = await latestMailTo(app.pool, 'agency@demo.test');
    expect(told?.subject).toBe('Demo Client declined Anna Declined after the interview');
    expect(told?.text).toContain('We need more backend depth');
  });

  it('the client asks for another interview over tRPC: the agency is told and answers the new times', async () => {
    const { candidateId } = await interviewed('Again');
    clock.set(AFTER_INTERVIEW);
    const next = { date: '2026-11-05', time: '10:00' };
    const asked = await app.api.post(
      '/trpc/interview.requestAnotherInterview',
      { id: candidateId, slots: [next], comment: 'With the team lead' },
      { token: client },
    );
    expect(asked.status).toBe(200);
    expect(await seen(candidateId, agency)).toMatchObject({
      status: 'interview',
      interviewAt: null,
      slots: [next],
      allowedActions: ['acceptSlot', 'proposeSlots', 'decline'],
      waitingFor: 'partner',
    });
    // No time is fixed again: the client may name the interviewers of the new interview.
    expect(await seen(candidateId, client)).toMatchObject({
      allowedActions: ['nameInterviewers'],
      waitingFor: 'partner',
    });
    const told = await latestMailTo(app.pool, 'agency@demo.test');
    expect(told?.subject).toBe('Demo Client asks for another interview with Anna Again');
    expect(told?.text).toContain('2026-11-05 at 10:00');
    const accepted = await app.api.post(
      '/api/interview-request/accept-slot',
      { id: candidateId, slot: next },
      { token: agency },
    );
    expect(accepted.body.data.status).toBe('interview');
    expect(await seen(candidateId, client)).toMatchObject({ interviewAt: next, waitingFor: 'client' });
  });

  it("the manager still acts for a client who asks: the approval is the manager's, and the history says so", async () => {
    const { candidateId } = await interviewed('Approved');
    const approved = await app.api.post(
      '/admin/api/candidate/update',
      { id: candidateId, status: 'approved', comment: 'The client asked by phone' },
      { token: manager },
    );
    expect(approved.body.data.status).toBe('approved');
    const history = (await app.api.get(`/admin/api/candidate/history/${candidateId}`, { token: manager })).body.data
      .items;
    expect(history[0]).toMatchObject({ type: 'CandidateMoved', actor: { role: 'manager' } });
  });
});
