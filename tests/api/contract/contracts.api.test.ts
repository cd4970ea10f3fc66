import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany } from '../../support/companies';
import { latestMailTo, linkIn } from '../../support/mailbox';
import { startTestApp, type TestApp } from '../../support/testApp';
import { manualClock, type ManualClock } from '../../support/testClock';

const run = promisify(execFile);
/** pdfsig exits non-zero on a bad signature; its report is what matters. */
const pdfsig = async (bytes: Uint8Array): Promise<string> => {
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'contract-')), 'signed.pdf');
  await writeFile(file, bytes);
  try {
    return (await run('pdfsig', [file])).stdout;
  } catch (e) {
    return String((e as { stdout?: string }).stdout ?? e);
  }
};

describe('contracts, from draft to a sealed PDF, over REST', () => {
  let app: TestApp;
  let clock: ManualClock;
  let manager: string;
  let newClient: string;
  let newClientId: string;
  let otherClient: string;
  let agency: string;

  const fields = (companyId: string, over: Record<string, unknown> = {}) => ({
    companyId,
    documentType: 'contract',
    contractType: 'staff_augmentation',
    signerName: 'Nora Newcomer',
    signerPosition: 'CEO',
    signerEmail: { email: 'nora@newclient.test' },
    mailForNotifications: ['legal@newclient.test'],
    commission: '20',
    daysPaid: '30',
    ...over,
  });
  const tokenFromMail = async (email: string) =>
    linkIn((await latestMailTo(app.pool, email))!.text, '/contract-signing/')
      .split('/')
      .pop() as string;
  const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());

  beforeAll(async () => {
    clock = manualClock(new Date());
    app = await startTestApp({ clock });
    [manager, agency] = await Promise.all([app.login('manager@demo.test'), app.login('agency@demo.test')]);
    newClient = await registerCompany(app, 'client', 'nora@newclient.test');
    otherClient = await registerCompany(app, 'client', 'olga@otherclient.test');
    newClientId = (await app.api.get('/api/user/profile', { token: newClient })).body.data.clientId;
  }, 60_000);
  afterAll(() => app?.stop());

  it('a new client signs from the e-mail, the platform countersigns, and pdfsig verifies the sealed PDF', async () => {
    const draft = await app.api.post('/admin/api/client-document/update', fields(newClientId), { token: manager });
    expect(draft.status).toBe(200);
    expect(draft.body.data).toMatchObject({
      status: 'draft',
      commission: '20',
      daysPaid: 30,
      allowedActions: ['update', 'uploadDocument', 'replaceTemplate', 'send', 'void'],
    });
    expect(draft.body.data.number).toMatch(new RegExp(`^C-${clock.now().getUTCFullYear()}-\\d{4}$`));
    const id = draft.body.data.id as string;
    // A draft is the manager's: the client does not see it yet.
    expect((await app.api.get(`/api/client/documents/info/${id}`, { token: newClient })).status).toBe(404);

    const sent = await app.api.post('/admin/api/client-document/docusign-send', { id }, { token: manager });
    expect(sent.body.data).toMatchObject({ status: 'pending_signature', allowedActions: ['resend', 'recall', 'void'] });
    const sha = sent.body.data.documentSha256 as string;
    expect(sha).toMatch(/^[0-9a-f]{64}$/);
    const mine = await app.api.get(`/api/client/documents/info/${id}`, { token: newClient });
    expect(mine.body.data).toMatchObject({ status: 'pending_signature', allowedActions: ['sign', 'resend'] });
    expect(mine.body.data).not.toHaveProperty('envelopeId');
    expect(mine.body.data).not.toHaveProperty('template');

    // The signer needs no account: the link is the key; the page names the fingerprint of the very PDF it serves.
    const token = await tokenFromMail('nora@newclient.test');
    const page = await app.api.get(`/api/contract-signing/${token}`);
    expect(page.body.data).toMatchObject({
      number: draft.body.data.number,
      signerName: 'Nora Newcomer',
      documentSha256: sha,
    });
    const shown = await app.api.raw(`/api/contract-signing/${token}/document`);
    expect(shown.headers.get('content-type')).toBe('application/pdf');
    expect((await bytesOf(shown)).length).toBeGreaterThan(1000);

    const noConsent = await app.api.post(`/api/contract-signing/${token}/sign`, {
      typedName: 'Nora Newcomer',
      consent: false,
      documentSha256: sha,
    });
    expect(noConsent.status).toBe(400);
    expect(noConsent.body.errors[0]).toMatchObject({ field: 'consent' });
    const otherName = await app.api.post(`/api/contract-signing/${token}/sign`, {
      typedName: 'Someone Else',
      consent: true,
      documentSha256: sha,
    });
    expect(otherName.status).toBe(422);
    expect(otherName.body.exception.code).toBe('contract.name_mismatch');
    // Countersigning before the company signed is refused in words.
    const early = await app.api.post(
      '/admin/api/client-document/countersign',
      { id, typedName: 'Maria Manning', consent: true, documentSha256: sha },
      { token: manager },
    );
    expect(early.body.exception.code).toBe('contract.not_signed_by_counterparty');

    const signed = await app.api.post(
      `/api/contract-signing/${token}/sign`,
      { typedName: ' nora  newcomer ', consent: true, documentSha256: sha },
      { headers: { 'user-agent': 'Signer Browser/1.0' } },
    );
    expect(signed.body.data).toEqual({ status: 'signed_by_counterparty', number: draft.body.data.number });
    // The link works once.
    expect(
      (
        await app.api.post(`/api/contract-signing/${token}/sign`, {
          typedName: 'Nora Newcomer',
          consent: true,
          documentSha256: sha,
        })
      ).status,
    ).toBe(404);
    expect((await app.api.get(`/api/contract-signing/${token}`)).status).toBe(404);

    const wrongManagerName = await app.api.post(
      '/admin/api/client-document/countersign',
      { id, typedName: 'Nora Newcomer', consent: true, documentSha256: sha },
      { token: manager },
    );
    expect(wrongManagerName.body.exception.code).toBe('contract.name_mismatch');
    const countersigned = await app.api.post(
      '/admin/api/client-document/countersign',
      { id, typedName: 'Maria Manning', consent: true, documentSha256: sha },
      { token: manager },
    );
    expect(countersigned.body.data).toMatchObject({
      status: 'signed',
      allowedActions: [],
      counterpartySignature: { name: 'Nora Newcomer' },
      platformSignature: { name: 'Maria Manning' },
    });

    const pdf = await bytesOf(
      await app.api.raw(`/api/contracts/${id}/document`, { headers: { authorization: `Bearer ${newClient}` } }),
    );
    const report = await pdfsig(pdf);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
    const tampered = Uint8Array.from(pdf);
    const at = Math.floor(tampered.length / 3);
    tampered[at] = tampered[at] === 0x41 ? 0x42 : 0x41;
    expect(await pdfsig(tampered)).not.toContain('Signature is Valid.');

    // Each status change reached the notification list.
    const notified = await app.pool.query<{ subject: string }>(
      `select subject from mail_outbox where to_address = 'legal@newclient.test' order by created_at`,
    );
    expect(notified.rows.map((r) => r.subject)).toEqual([
      `Contract ${draft.body.data.number} sent for signature`,
      `Contract ${draft.body.data.number} signed by Nora Newcomer`,
      `Contract ${draft.body.data.number} is signed`,
    ]);

    // Another company never reads it, nor its PDF.
    expect((await app.api.get(`/api/client/documents/info/${id}`, { token: otherClient })).status).toBe(404);
    expect(
      (await app.api.raw(`/api/contracts/${id}/document`, { headers: { authorization: `Bearer ${otherClient}` } }))
        .status,
    ).toBe(404);
    expect((await app.api.get(`/api/agency/documents/info/${id}`, { token: agency })).status).toBe(404);
    const list = await app.api.get('/api/client/documents/list', { token: newClient });
    expect(list.body.data.items.map((c: { id: string }) => c.id)).toEqual([id]);
    expect((await app.api.get('/api/client/documents/list', { token: otherClient })).body.data.items).toEqual([]);

    // The history names every step and who took it.
    const history = await app.api.get(`/admin/api/client-document/history/${id}`, { token: manager });
    expect(history.body.data.items.map((h: { type: string }) => h.type)).toEqual([
      'ContractCountersigned',
      'ContractSignedByCounterparty',
      'ContractSentForSignature',
      'ContractCreated',
    ]);
  });

  it('a signing link expires, and sending again gives a new one while the old stops working', async () => {
    const id = (
      await app.api.post(
        '/admin/api/client-document/update',
        fields(newClientId, { signerEmail: 'late@newclient.test', signerName: 'Lee Late' }),
        { token: manager },
      )
    ).body.data.id;
    await app.api.post('/admin/api/client-document/docusign-send', { id }, { token: manager });
    const first = await tokenFromMail('late@newclient.test');
    await app.api.post('/admin/api/client-document/resend', { id }, { token: manager });
    const second = await tokenFromMail('late@newclient.test');
    expect(second).not.toBe(first);
    expect((await app.api.get(`/api/contract-signing/${first}`)).status).toBe(404);
    expect((await app.api.get(`/api/contract-signing/${second}`)).status).toBe(200);
    clock.advance(15 * 24 * 3600 * 1000);
    expect((await app.api.get(`/api/contract-signing/${second}`)).status).toBe(404);
    clock.advance(-15 * 24 * 3600 * 1000);
    const voided = await app.api.post(
      '/admin/api/client-document/void',
      { id, reason: 'Signed on paper instead' },
      { token: manager },
    );
    expect(voided.body.data).toMatchObject({ status: 'voided', voidReason: 'Signed on paper instead' });
    expect((await app.api.get(`/api/contract-signing/${second}`)).status).toBe(404);
  });

  it('refuses bad input field by field, never with a 500', async () => {
    const badMail = await app.api.post(
      '/admin/api/client-document/update',
      fields(newClientId, { mailForNotifications: ['ok@x.test', 'not-an-email'] }),
      { token: manager },
    );
    expect(badMail.status).toBe(400);
    expect(badMail.body.errors.map((e: { field: string }) => e.field)).toContain('mailForNotifications.1');
    const badCommission = await app.api.post(
      '/admin/api/client-document/update',
      fields(newClientId, { commission: '120' }),
      { token: manager },
    );
    expect(badCommission.body.errors[0]).toMatchObject({ field: 'commission' });
    const agencyAsClient = await app.api.post(
      '/admin/api/client-document/update',
      fields(
        (await app.api.get('/api/user/profile', { token: agency })).body.data.agencyId ??
          '00000000-0000-4000-8000-000000000000',
      ),
      { token: manager },
    );
    expect(agencyAsClient.body.errors[0]).toMatchObject({ field: 'companyId' });
    const foreignRequisite = await app.api.post(
      '/admin/api/client-document/update',
      fields(newClientId, { paymentRequisite: '00000000-0000-4000-8000-000000000001' }),
      { token: manager },
    );
    expect(foreignRequisite.body.errors[0]).toMatchObject({ field: 'paymentRequisite' });
    const clientTerms = await app.api.post(
      '/admin/api/agency-document/update',
      { ...fields(newClientId), companyId: undefined, agency: { id: newClientId } },
      { token: manager },
    );
    expect(clientTerms.status).toBe(400);
    expect(
      (await app.api.post('/admin/api/client-document/update', fields(newClientId), { token: newClient })).status,
    ).toBe(403);
    expect((await app.api.get('/admin/api/client-document/info/not-a-uuid', { token: manager })).status).toBe(400);
  });

  it('a typed number is unique, and a stale edit is a conflict', async () => {
    const typed = `MSA-${Date.now()}`;
    const a = await app.api.post(
      '/admin/api/client-document/update',
      fields(newClientId, { numberChange: true, numberInternal: typed }),
      { token: manager },
    );
    expect(a.body.data.number).toBe(typed);
    const b = await app.api.post(
      '/admin/api/client-document/update',
      fields(newClientId, { numberChange: true, numberInternal: typed }),
      { token: manager },
    );
    expect(b.status).toBe(409);
    const id = a.body.data.id as string;
    const version = a.body.data.version as number;
    expect(
      (
        await app.api.post(
          '/admin/api/client-document/update',
          { ...fields(newClientId), id, version, signerPosition: 'COO' },
          { token: manager },
        )
      ).status,
    ).toBe(200);
    const stale = await app.api.post(
      '/admin/api/client-document/update',
      { ...fields(newClientId), id, version, signerPosition: 'CFO' },
      { token: manager },
    );
    expect(stale.status).toBe(409);
  });

  it('two managers numbering contracts at the same moment never get the same number, and leave no gap', async () => {
    const second = await app.login('manager@demo.test');
    const created = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        app.api.post('/admin/api/client-document/update', fields(newClientId), { token: i % 2 ? manager : second }),
      ),
    );
    expect(created.every((r) => r.status === 200)).toBe(true);
    const { rows } = await app.pool.query<{ number_seq: number }>(
      'select number_seq from contracts where number_year = $1 order by number_seq',
      [clock.now().getUTCFullYear()],
    );
    const sequence = rows.map((r) => r.number_seq);
    expect(new Set(sequence).size).toBe(sequence.length);
    expect(sequence).toEqual(Array.from({ length: sequence.length }, (_, i) => i + 1));
  });

  it("uploads: the seeds' types up to 31457280 bytes, checked by content", async () => {
    const id = (await app.api.post('/admin/api/client-document/update', fields(newClientId), { token: manager })).body
      .data.id;
    const upload = async (bytes: Uint8Array, name: string) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)]), name);
      const response = await app.api.raw(`/admin/api/client-document/upload?id=${id}`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${manager}` },
      });
      return { status: response.status, body: await response.json() };
    };
    const fake = await upload(new TextEncoder().encode('this is not a pdf at all'), 'contract.pdf');
    expect(fake.body.errors[0]).toMatchObject({ field: 'file', code: 'errorFormat' });
    const tooBig = new Uint8Array(31_457_281);
    tooBig.set(new TextEncoder().encode('%PDF-1.4\n'));
    expect((await upload(tooBig, 'big.pdf')).body.errors[0]).toMatchObject({ code: 'errorSize' });
    const png = Uint8Array.from(
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      ),
    );
    const stored = await upload(png, 'scan.png');
    expect(stored.status).toBe(200);
    expect(stored.body.data.document).toMatchObject({ name: 'scan.png' });
    // An image is made into a PDF when sent for signature.
    const sent = await app.api.post('/admin/api/client-document/docusign-send', { id }, { token: manager });
    expect(sent.body.data.status).toBe('pending_signature');
  }, 60_000);

  it("an agency asks for its NDA and signs it from the e-mail; the candidate's basis documents list signed contracts", async () => {
    const partner = await registerCompany(app, 'agency', 'ned@nda-agency.test');
    expect((await app.api.get('/api/agency/info-nda', { token: partner })).body.data).toEqual({ nda: null });
    const nda = await app.api.post(
      '/api/agency/create-nda',
      { signerName: 'Ned Agent', signerPosition: 'Owner', signerEmail: 'ned@nda-agency.test' },
      { token: partner },
    );
    expect(nda.body.data).toMatchObject({
      status: 'pending_signature',
      documentType: { code: 'nda' },
      allowedActions: ['sign', 'resend'],
    });
    expect(
      (
        await app.api.post(
          '/api/agency/create-nda',
          { signerName: 'Ned Agent', signerPosition: 'Owner', signerEmail: 'ned@nda-agency.test' },
          { token: partner },
        )
      ).status,
    ).toBe(400);
    const token = await tokenFromMail('ned@nda-agency.test');
    await app.api.post(`/api/contract-signing/${token}/sign`, {
      typedName: 'Ned Agent',
      consent: true,
      documentSha256: nda.body.data.documentSha256,
    });
    expect((await app.api.get('/api/agency/info-nda', { token: partner })).body.data.nda.status).toBe(
      'signed_by_counterparty',
    );
    expect(
      (
        await app.api.post(
          '/api/agency/create-nda',
          { signerName: 'X Y', signerPosition: 'Owner', signerEmail: 'x@y.test' },
          { token: newClient },
        )
      ).status,
    ).toBe(422);
    expect(
      (
        await app.api.get('/admin/api/candidates/client-basis-documents/00000000-0000-4000-8000-000000000000', {
          token: manager,
        })
      ).status,
    ).toBe(404);
  });

  it("exports each side's contracts to Excel", async () => {
    const response = await app.api.raw('/admin/api/excel-export/client-documents', {
      headers: { authorization: `Bearer ${manager}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(2000);
  });

  it('DocuSign status events move a contract sent as an envelope, once, and unknown envelopes change nothing', async () => {
    const id = (
      await app.api.post(
        '/admin/api/client-document/update',
        fields(newClientId, { signerEmail: 'dora@newclient.test', signerName: 'Dora Docu' }),
        { token: manager },
      )
    ).body.data.id;
    await app.api.post('/admin/api/client-document/docusign-send', { id }, { token: manager });
    await app.pool.query(`update contracts set envelope_id = 'env-123', provider = 'docusign' where id = $1`, [id]);
    const at = new Date();
    const apply = (kind: 'counterparty-signed' | 'completed' | 'voided') =>
      app.services.contract.applyDocuSignStatus({
        envelopeId: 'env-123',
        kind,
        at,
        signerEmail: 'maria@platform.test',
        reason: null,
      });
    expect(
      (
        await app.services.contract.applyDocuSignStatus({
          envelopeId: 'env-unknown',
          kind: 'completed',
          at,
          signerEmail: null,
          reason: null,
        })
      )._unsafeUnwrap(),
    ).toEqual({ applied: false });
    expect((await apply('completed'))._unsafeUnwrap()).toEqual({ applied: false });
    expect((await apply('counterparty-signed'))._unsafeUnwrap()).toEqual({ applied: true });
    expect((await apply('counterparty-signed'))._unsafeUnwrap()).toEqual({ applied: false });
    expect((await apply('completed'))._unsafeUnwrap()).toEqual({ applied: true });
    const done = await app.api.get(`/admin/api/client-document/info/${id}`, { token: manager });
    expect(done.body.data).toMatchObject({
      status: 'signed',
      counterpartySignature: { name: 'Dora Docu', provider: 'docusign' },
    });
    expect((await apply('voided'))._unsafeUnwrap()).toEqual({ applied: false });
    // Without a verified HMAC the webhook refuses (this app has no DocuSign secret configured).
    const webhook = await app.api.post('/api/esign/docusign/webhook', {
      event: 'envelope-completed',
      data: { envelopeId: 'env-123' },
    });
    expect(webhook.status).toBe(403);
  });

  it('a client without a contract asks its personal manager in one click, at most one e-mail a day', async () => {
    const asker = await registerCompany(app, 'client', 'rita@requester.test');
    const first = await app.api.post('/api/client/documents/request-contract', {}, { token: asker });
    expect(first.status).toBe(200);
    expect(first.body.data.sent).toBe(true);
    const again = await app.api.post('/api/client/documents/request-contract', {}, { token: asker });
    expect(again.body.data.sent).toBe(false);
    const mails = await app.pool.query<{ to_address: string; text_body: string }>(
      `select to_address, text_body from mail_outbox where subject like '% asks for a contract'`,
    );
    expect(mails.rows.length).toBeGreaterThan(0);
    expect(mails.rows[0]!.text_body).toContain('/manager/client-documents/create?companyId=');
    // The staff member it went to also finds it in the notification centre, linking to the prefilled contract form.
    expect(mails.rows.map((m) => m.to_address)).toContain('manager@demo.test');
    const bell = (await app.api.get('/api/notifications/list', { token: manager })).body.data.items as {
      title: string;
      link: string | null;
    }[];
    expect(bell.find((n) => n.title.endsWith('asks for a contract'))?.link).toMatch(
      /^\/manager\/client-documents\/create\?companyId=/,
    );
    expect(
      (await app.api.post('/api/client/documents/request-contract', {}, { token: await app.login('client@demo.test') }))
        .body.exception.code,
    ).toBe('contract.already_signed');
    expect((await app.api.post('/api/client/documents/request-contract', {}, { token: agency })).status).toBe(422);
  });

  it("serves the admin candidate calls at the seeds' plural paths as well", async () => {
    const singular = await app.api.get('/admin/api/candidate/list', { token: manager });
    const plural = await app.api.get('/admin/api/candidates/list', { token: manager });
    expect(plural.status).toBe(200);
    expect(plural.body.data.meta).toEqual(singular.body.data.meta);
    expect((await app.api.get('/admin/api/candidates/filters', { token: manager })).status).toBe(200);
    expect((await app.api.get('/admin/api/candidates/list', { token: newClient })).status).toBe(403);
  });
});
