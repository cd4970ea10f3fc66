import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ESignatureProvider } from '../../../application/ports/eSignature';
import { registerCompany } from '../../support/companies';
import { startTestApp, type TestApp } from '../../support/testApp';

/**
 * Issue 36: voiding a contract sent through DocuSign voided the envelope after the commit, in the request: DocuSign
 * down meant a 500 for a contract already voided, and the envelope stayed live with nothing to try again. The void
 * now answers at once; a job written in the void's transaction voids the envelope, retried until DocuSign answers.
 */
describe('voiding a contract whose DocuSign envelope cannot be voided yet', () => {
  let app: TestApp;
  let manager: string;
  let clientId: string;
  /** DocuSign as the platform sees it: envelopes made, and a void that fails while `down` says so. */
  const docusign = { envelopes: 0, down: 0, voids: [] as { envelopeId: string; reason: string; ok: boolean }[] };
  /** The demo's contract is signed on the embedded page while the app starts; DocuSign is configured after. */
  let embedded: ESignatureProvider | null = null;
  const failingDocuSign: ESignatureProvider = {
    get name() {
      return embedded ? embedded.name : 'docusign';
    },
    send: async (request) => (embedded ? embedded.send(request) : { envelopeId: `envelope-${++docusign.envelopes}` }),
    void: async (envelopeId, reason) => {
      const ok = docusign.down <= 0;
      docusign.down -= 1;
      docusign.voids.push({ envelopeId, reason, ok });
      if (!ok) throw new Error('DocuSign answered 503 Service Unavailable');
    },
  };

  beforeAll(async () => {
    app = await startTestApp({
      eSignature: (configured) => {
        embedded = configured.provider;
        return { ...configured, provider: failingDocuSign };
      },
    });
    embedded = null;
    manager = await app.login('manager@demo.test');
    const client = await registerCompany(app, 'client', 'vera@voidclient.test');
    clientId = (await app.api.get('/api/user/profile', { token: client })).body.data.clientId;
  }, 60_000);
  afterAll(() => app?.stop());

  const sentContract = async (): Promise<{ id: string; envelopeId: string }> => {
    const draft = await app.api.post(
      '/admin/api/client-document/update',
      {
        companyId: clientId,
        documentType: 'contract',
        contractType: 'staff_augmentation',
        signerName: 'Vera Void',
        signerPosition: 'CEO',
        signerEmail: { email: 'vera@voidclient.test' },
        mailForNotifications: ['legal@voidclient.test'],
        commission: '20',
        daysPaid: '30',
      },
      { token: manager },
    );
    expect(draft.status).toBe(200);
    const id = draft.body.data.id as string;
    const sent = await app.api.post('/admin/api/client-document/docusign-send', { id }, { token: manager });
    expect(sent.body.data.status).toBe('pending_signature');
    const { rows } = await app.pool.query<{ envelope_id: string }>('select envelope_id from contracts where id = $1', [
      id,
    ]);
    return { id, envelopeId: rows[0]!.envelope_id };
  };
  const eventually = async (check: () => boolean, ms = 30_000) => {
    const until = Date.now() + ms;
    while (!check() && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
  };

  it('answers the void at once, and the job retries until the envelope is voided', async () => {
    const { id, envelopeId } = await sentContract();
    docusign.down = 2;
    const voided = await app.api.post(
      '/admin/api/client-document/void',
      { id, reason: 'Signed on paper instead' },
      { token: manager },
    );
    expect(voided.status).toBe(200);
    expect(voided.body.data).toMatchObject({ status: 'voided', voidReason: 'Signed on paper instead' });

    await eventually(() => docusign.voids.some((v) => v.envelopeId === envelopeId && v.ok));
    expect(docusign.voids.filter((v) => v.envelopeId === envelopeId)).toEqual([
      { envelopeId, reason: 'Signed on paper instead', ok: false },
      { envelopeId, reason: 'Signed on paper instead', ok: false },
      { envelopeId, reason: 'Signed on paper instead', ok: true },
    ]);
    const contract = await app.api.get(`/admin/api/client-document/info/${id}`, { token: manager });
    expect(contract.body.data.status).toBe('voided');
  }, 60_000);

  it('voids the envelope of a recalled contract the same way, and not again when DocuSign itself voided one', async () => {
    const recalled = await sentContract();
    docusign.down = 1;
    const answer = await app.api.post(
      '/admin/api/client-document/recall',
      { id: recalled.id, reason: 'Wrong commission' },
      { token: manager },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.status).toBe('draft');
    await eventually(() => docusign.voids.some((v) => v.envelopeId === recalled.envelopeId && v.ok));
    expect(docusign.voids.filter((v) => v.envelopeId === recalled.envelopeId).map((v) => v.ok)).toEqual([false, true]);

    // DocuSign tells us the signer declined: the contract is voided, and the envelope is not voided a second time.
    const declined = await sentContract();
    const applied = await app.services.contract.applyDocuSignStatus({
      kind: 'declined',
      envelopeId: declined.envelopeId,
      at: new Date(),
      signerEmail: 'vera@voidclient.test',
      reason: 'The signer declined',
    });
    expect(applied._unsafeUnwrap()).toEqual({ applied: true });
    await new Promise((r) => setTimeout(r, 3000));
    expect(docusign.voids.filter((v) => v.envelopeId === declined.envelopeId)).toEqual([]);
  }, 60_000);
});
