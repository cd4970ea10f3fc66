import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specialistOnProject } from '../../support/actFlow';
import { registerCompany } from '../../support/companies';
import { publishCard, requestInterview } from '../../support/interviewFlow';
import { latestMailTo } from '../../support/mailbox';
import { startTestApp, type TestApp } from '../../support/testApp';
import { manualClock, type ManualClock } from '../../support/testClock';

const run = promisify(execFile);
const pdfText = async (bytes: ArrayBuffer): Promise<string> => {
  const dir = await mkdtemp(path.join(tmpdir(), 'invoice-'));
  try {
    await writeFile(path.join(dir, 'in.pdf'), Buffer.from(bytes));
    return (await run('pdftotext', ['-layout', path.join(dir, 'in.pdf'), '-'])).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

describe('completion acts and invoices, over REST', () => {
  let app: TestApp;
  let clock: ManualClock;
  let client: string;
  let agency: string;
  let manager: string;
  let candidateId: string;
  let inReview: string;

  beforeAll(async () => {
    clock = manualClock();
    app = await startTestApp({ clock });
    ({ client, agency, manager } = await app.demoTokens());
    ({ candidateId } = await specialistOnProject(app, { client, agency, manager }, 'Actor', { clock }));
    // Work started on the booking's first day; the next interview is asked for on the clock's first Monday again.
    await moveTo('2026-11-02T09:00:00Z');
    inReview = await requestInterview(app, client, await publishCard(app, agency, manager, 'Waiting'));
    // The booking runs 2026-11-10 to 2027-02-10; on 1 December November can be billed, January not yet.
    await moveTo('2026-12-01T09:00:00Z');
  });
  /** The business clock moves a month; sessions end after 12 idle hours, so everyone logs in again. */
  const moveTo = async (at: string) => {
    clock.set(new Date(at));
    ({ client, agency, manager } = await app.demoTokens());
  };
  afterAll(() => app?.stop());

  const create = (body: Record<string, unknown>, token = agency) =>
    app.api.post('/api/agency/act/create', body, { token });
  const fieldsOf = (body: { errors?: { field?: string }[] }) => (body.errors ?? []).map((e) => e.field);

  it("refuses bad input with field errors: hours, month format, a month outside the booking or not started, another agency's or a non-working candidate", async () => {
    expect(fieldsOf((await create({ candidateId, month: '2026-11' })).body)).toContain('hours');
    expect(fieldsOf((await create({ candidateId, month: '2026-13', hours: 10 })).body)).toContain('month');
    const outside = await create({ candidateId, month: '2027-05', hours: 10 });
    expect(outside.status).toBe(400);
    expect(outside.body.errors).toEqual([
      expect.objectContaining({ field: 'month', code: 'act.month_outside_booking' }),
    ]);
    expect((await create({ candidateId, month: '2027-01', hours: 10 })).body.errors).toEqual([
      expect.objectContaining({ field: 'month', code: 'act.month_not_started' }),
    ]);
    // 2026-11-10..30 has 15 weekdays: a full-time month expects 120 hours, at most 180.
    const tooMany = await create({ candidateId, month: '2026-11', hours: 181 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors).toEqual([expect.objectContaining({ field: 'hours', code: 'act.hours_too_many' })]);
    expect(
      fieldsOf((await create({ candidateId, month: '2026-11', hours: 10, comment: 'x'.repeat(2001) })).body),
    ).toContain('comment');

    const otherAgency = await registerCompany(app, 'agency', 'other-agency@acts.test');
    const foreign = await create({ candidateId, month: '2026-11', hours: 10 }, otherAgency);
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors).toEqual([
      expect.objectContaining({ field: 'candidateId', code: 'act.not_on_project' }),
    ]);

    expect((await create({ candidateId: inReview, month: '2026-11', hours: 10 })).body.errors).toEqual([
      expect.objectContaining({ field: 'candidateId' }),
    ]);
    expect((await create({ candidateId, month: '2026-11', hours: 10 }, client)).status).toBe(403);
    expect((await create({ candidateId, month: '2026-11', hours: 10 }, manager)).status).toBe(403);
  });

  it('runs the month from draft to paid: amounts in cents, each side its fields, the invoice PDF shows the total, a second act for the month is refused', async () => {
    const billable = (await app.api.get('/api/agency/act/billable', { token: agency })).body.data.items.find(
      (i: { candidateId: string }) => i.candidateId === candidateId,
    );
    expect(billable.months).toEqual([
      { month: '2026-11', startPeriod: '2026-11-10', endPeriod: '2026-11-30', expectedHours: 120, maxHours: 180 },
      { month: '2026-12', startPeriod: '2026-12-01', endPeriod: '2026-12-31', expectedHours: 184, maxHours: 276 },
    ]);
    // The form says from when the next month can be billed once these are (issue 32: an empty list says why).
    expect(billable.nextActFrom).toBe('2027-01-01');

    const drafted = await create({ candidateId, month: '2026-11', hours: 118, comment: 'Backend work' });
    expect(drafted.status).toBe(200);
    const act = drafted.body.data;
    expect(act).toMatchObject({
      status: 'draft',
      month: '2026-11',
      hours: 118,
      agencyRateCents: 4000,
      agencyAmountCents: 472_000,
      allowedActions: ['edit', 'sendToPlatform'],
    });
    expect(act).not.toHaveProperty('clientRateCents');
    expect(act).not.toHaveProperty('totalCents');
    expect((await create({ candidateId, month: '2026-11', hours: 10 })).status).toBe(409);

    // The client sees nothing until the platform sends it.
    expect((await app.api.get(`/api/client/act/info/${act.id}`, { token: client })).status).toBe(404);
    expect((await app.api.post('/admin/api/act/send-to-client', { id: act.id }, { token: manager })).status).toBe(422);
    expect(
      (
        await app.api.post(
          '/api/agency/act/update',
          { id: act.id, hours: 120, comment: 'Backend work', version: 0 },
          { token: agency },
        )
      ).status,
    ).toBe(409);
    expect(
      (
        await app.api.post(
          '/api/agency/act/update',
          { id: act.id, hours: 120, comment: 'Backend work' },
          { token: agency },
        )
      ).body.data.agencyAmountCents,
    ).toBe(480_000);
    expect((await app.api.post('/api/agency/act/send', { id: act.id }, { token: agency })).body.data.status).toBe(
      'sent_for_approval_to_platform',
    );
    expect((await app.api.get(`/api/client/act/info/${act.id}`, { token: client })).status).toBe(404);

    // The manager rejects first; the agency corrects and sends again.
    expect((await app.api.post('/admin/api/act/reject', { id: act.id, reason: '' }, { token: manager })).status).toBe(
      400,
    );
    expect(
      (
        await app.api.post(
          '/admin/api/act/reject',
          { id: act.id, reason: 'Hours do not match the timesheet' },
          { token: manager },
        )
      ).body.data,
    ).toMatchObject({ status: 'rejected', rejectedBy: 'manager' });
    expect((await latestMailTo(app.pool, 'agency@demo.test'))?.subject).toContain('was rejected');
    expect(
      (await app.api.post('/api/agency/act/update', { id: act.id, hours: 100, comment: '' }, { token: agency })).body
        .data.status,
    ).toBe('rejected');
    await app.api.post('/api/agency/act/send', { id: act.id }, { token: agency });
    const sent = await app.api.post('/admin/api/act/send-to-client', { id: act.id }, { token: manager });
    expect(sent.body.data).toMatchObject({
      status: 'sent_for_approval_to_client',
      clientRateCents: 5000,
      netCents: 500_000,
      feeCents: 100_000,
      vatRateBasisPoints: 2000,
      vatCents: 100_000,
      totalCents: 600_000,
    });
    expect((await latestMailTo(app.pool, 'client@demo.test'))?.subject).toContain('Please approve');

    // The client's view: its price and the invoice lines, never the agency.
    const seen = (await app.api.get(`/api/client/act/info/${act.id}`, { token: client })).body.data;
    expect(seen).toMatchObject({
      totalCents: 600_000,
      workCents: 400_000,
      feeCents: 100_000,
      allowedActions: ['approve', 'reject'],
      specialist: { name: 'Anna A.' },
    });
    expect(JSON.stringify(seen)).not.toContain('Demo Agency');
    expect(JSON.stringify(seen)).not.toContain('Actor');
    const listed = (await app.api.get('/api/client/act/list', { token: client })).body.data;
    expect(listed.items.map((i: { id: string }) => i.id)).toContain(act.id);
    expect(listed.statusCounts).toEqual({ sent_for_approval_to_client: 1 });

    // Another client and the agency on the client's path: not there.
    const otherClient = await registerCompany(app, 'client', 'other-client@acts.test');
    expect((await app.api.get(`/api/client/act/info/${act.id}`, { token: otherClient })).status).toBe(404);
    expect((await app.api.post('/api/client/act/approve', { id: act.id }, { token: otherClient })).status).toBe(404);
    expect((await app.api.post('/api/client/act/approve', { id: act.id }, { token: agency })).status).toBe(404);
    expect((await app.api.get(`/api/agency/act/info/${act.id}`, { token: otherClient })).status).toBe(403);

    const approved = await app.api.post('/api/client/act/approve', { id: act.id }, { token: client });
    expect(approved.body.data).toMatchObject({ status: 'approved', invoiceUrl: `/api/client/act/invoice/${act.id}` });
    expect((await app.api.post('/api/client/act/approve', { id: act.id }, { token: client })).status).toBe(422);
    expect((await latestMailTo(app.pool, 'agency@demo.test'))?.subject).toContain('is approved');

    const invoice = await app.api.raw(`/api/client/act/invoice/${act.id}`, {
      headers: { authorization: `Bearer ${client}` },
    });
    expect(invoice.status).toBe(200);
    expect(invoice.headers.get('content-type')).toBe('application/pdf');
    const text = (await pdfText(await invoice.arrayBuffer())).replace(/\s+/g, ' ');
    expect(text).toContain('Invoice A-2026-11-');
    expect(text).toContain('Total 6,000.00 USD');
    expect(text).toContain('Platform fee 1,000.00 USD');
    expect(text).toContain('VAT 20 % 1,000.00 USD');
    expect(text).toMatch(/Contract C-2026-\d{4}/);
    expect(text).toContain('100 h x 40.00 USD');

    const actPdf = await app.api.raw(`/api/agency/act/document/${act.id}`, {
      headers: { authorization: `Bearer ${agency}` },
    });
    const actText = (await pdfText(await actPdf.arrayBuffer())).replace(/\s+/g, ' ');
    expect(actText).toContain('Total 4,000.00 USD');
    expect(actText).not.toContain('6,000.00');
    // Each document to its own side only; managers both.
    expect(
      (await app.api.raw(`/api/client/act/invoice/${act.id}`, { headers: { authorization: `Bearer ${agency}` } }))
        .status,
    ).toBe(404);
    expect(
      (await app.api.raw(`/api/client/act/invoice/${act.id}`, { headers: { authorization: `Bearer ${otherClient}` } }))
        .status,
    ).toBe(404);
    expect(
      (await app.api.raw(`/api/agency/act/document/${act.id}`, { headers: { authorization: `Bearer ${client}` } }))
        .status,
    ).toBe(403);
    expect(
      (await app.api.raw(`/admin/api/act/invoice/${act.id}`, { headers: { authorization: `Bearer ${manager}` } }))
        .status,
    ).toBe(200);
    expect(
      (await app.api.raw(`/admin/api/act/document/${act.id}`, { headers: { authorization: `Bearer ${manager}` } }))
        .status,
    ).toBe(200);

    expect((await app.api.post('/admin/api/act/mark-paid', { id: act.id }, { token: manager })).status).toBe(422);
    expect(
      (await app.api.post('/admin/api/act/mark-awaiting-payment', { id: act.id }, { token: manager })).body.data.status,
    ).toBe('awaiting_payment');
    expect(
      (await app.api.post('/admin/api/act/mark-paid', { id: act.id }, { token: manager })).body.data,
    ).toMatchObject({ status: 'paid', allowedActions: [] });

    const history = (await app.api.get(`/admin/api/act/history/${act.id}`, { token: manager })).body.data.items.map(
      (e: { type: string }) => e.type,
    );
    expect(history).toEqual([
      'ActPaid',
      'ActAwaitingPayment',
      'ActApproved',
      'ActSentToClient',
      'ActSentToPlatform',
      'ActEdited',
      'ActRejected',
      'ActSentToPlatform',
      'ActEdited',
      'ActDrafted',
    ]);
    const managerList = (await app.api.get('/admin/api/act/list?status=paid', { token: manager })).body.data;
    expect(managerList.items[0]).toMatchObject({
      id: act.id,
      agencyName: 'Demo Agency',
      totalCents: 600_000,
      agencyAmountCents: 400_000,
    });
    const exported = await app.api.raw('/admin/api/excel-export/acts', {
      headers: { authorization: `Bearer ${manager}` },
    });
    expect(exported.status).toBe(200);
    expect(
      (await app.api.raw('/admin/api/excel-export/acts', { headers: { authorization: `Bearer ${client}` } })).status,
    ).toBe(403);
  });

  it("the client rejects with a reason; the act goes back to the agency and leaves the client's list", async () => {
    await moveTo('2026-11-02T09:00:00Z');
    const { candidateId: second } = await specialistOnProject(app, { client, agency, manager }, 'Second', { clock });
    await moveTo('2026-12-15T09:00:00Z');
    const act = (await create({ candidateId: second, month: '2026-12', hours: 40 })).body.data;
    await app.api.post('/api/agency/act/send', { id: act.id }, { token: agency });
    await app.api.post('/admin/api/act/send-to-client', { id: act.id }, { token: manager });
    expect((await app.api.post('/api/client/act/reject', { id: act.id, reason: ' ' }, { token: client })).status).toBe(
      400,
    );
    const rejected = await app.api.post(
      '/api/client/act/reject',
      { id: act.id, reason: 'The specialist was on leave' },
      { token: client },
    );
    expect(rejected.body.data).toMatchObject({
      status: 'rejected',
      rejectReason: 'The specialist was on leave',
      rejectedBy: 'client',
    });
    expect((await app.api.get(`/api/agency/act/info/${act.id}`, { token: agency })).body.data).toMatchObject({
      status: 'rejected',
      allowedActions: ['edit', 'sendToPlatform'],
    });
    expect((await app.api.get(`/api/client/act/info/${act.id}`, { token: client })).status).toBe(404);
  });

  it('the client reads its specialist on a project without the agency; another client gets 404', async () => {
    const info = await app.api.get(`/api/client/working-specialists/info/${candidateId}`, { token: client });
    expect(info.status).toBe(200);
    expect(info.body.data).toMatchObject({
      candidateId,
      status: 'working',
      hourlyRateCents: 5000,
      startPeriod: '2026-11-10',
      specialist: { name: 'Anna A.' },
    });
    expect(info.body.data.acts).toEqual([
      expect.objectContaining({ month: '2026-11', status: 'paid', totalCents: 600_000 }),
    ]);
    expect(JSON.stringify(info.body.data)).not.toMatch(/Demo Agency|agencyRate|agency@demo/);
    const otherClient = await app.login('other-client@acts.test', 'second-pass-1');
    expect(
      (await app.api.get(`/api/client/working-specialists/info/${candidateId}`, { token: otherClient })).status,
    ).toBe(404);
    expect((await app.api.get('/api/client/working-specialists/info/not-a-uuid', { token: client })).status).toBe(400);
    expect((await app.api.get(`/api/client/working-specialists/info/${candidateId}`, { token: agency })).status).toBe(
      403,
    );
  });

  it('two drafts of one month at the same moment: one is stored, the other answers 409', async () => {
    const both = await Promise.all([
      create({ candidateId, month: '2026-12', hours: 50 }),
      create({ candidateId, month: '2026-12', hours: 60 }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const listed = (
      await app.api.get(`/api/agency/act/list?candidateId=${candidateId}&monthFrom=2026-12&monthTo=2026-12`, {
        token: agency,
      })
    ).body.data;
    expect(listed.meta.total).toBe(1);
  });
});
