import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createESignature } from '../../../adapters/esign';
import { renderContractPdf } from '../../../adapters/documents/contractPdf';
import { envelopeDefinitionOf, SIGNATURE_ANCHORS } from '../../../adapters/esign/docusign';
import {
  docuSignSignatureHeaders,
  readDocuSignEvent,
  verifyDocuSignHmac,
} from '../../../adapters/esign/docusignWebhook';
import { contractInput, poppler, tempDataDir } from './esignFixtures';

/** A Connect call as DocuSign sends it: the raw body and its HMAC, computed apart with `openssl dgst -sha256 -hmac`. */
const BODY = Buffer.from(
  '{"event":"envelope-completed","apiVersion":"v2.1","data":{"envelopeId":"93be49ab-afa0-4adf-933c-f752070d71ec"}}',
);
const SECRET = 'connect-key-9f8e7d';
const SIGNATURE = '3G+w6Nlei1P+G2o5YwqjTme1s8qvbbeSAC1ONUss0do=';

describe("DocuSign Connect's HMAC", () => {
  it('accepts the body DocuSign signed, whichever of the rotated keys matched', () => {
    expect(verifyDocuSignHmac(BODY, [SIGNATURE], SECRET)).toBe(true);
    expect(verifyDocuSignHmac(BODY, ['c29tZSBvbGQga2V5J3Mgc2lnbmF0dXJlIGhlcmUhIQ==', SIGNATURE], SECRET)).toBe(true);
  });

  it('refuses a changed body, a wrong secret, a missing or empty header, and an empty secret', () => {
    expect(verifyDocuSignHmac(Buffer.from(BODY.toString().replace('completed', 'voided')), [SIGNATURE], SECRET)).toBe(
      false,
    );
    expect(verifyDocuSignHmac(Buffer.concat([BODY, Buffer.from('\n')]), [SIGNATURE], SECRET)).toBe(false);
    expect(verifyDocuSignHmac(BODY, [SIGNATURE], 'another-key')).toBe(false);
    expect(verifyDocuSignHmac(BODY, [], SECRET)).toBe(false);
    expect(verifyDocuSignHmac(BODY, [''], SECRET)).toBe(false);
    expect(verifyDocuSignHmac(BODY, [SIGNATURE.slice(0, 20)], SECRET)).toBe(false);
    expect(verifyDocuSignHmac(BODY, [SIGNATURE], '')).toBe(false);
  });

  it('reads the X-DocuSign-Signature-n headers of a request, in order, and nothing else', () => {
    const headers = {
      'x-docusign-signature-2': 'second',
      'content-type': 'application/json',
      'x-docusign-signature-1': 'first',
      'x-authorization-digest': 'HMACSHA256',
    };
    expect(docuSignSignatureHeaders(headers)).toEqual(['first', 'second']);
  });
});

const ENVELOPE = '93be49ab-afa0-4adf-933c-f752070d71ec';
const signers = [
  {
    recipientId: '1',
    routingOrder: '1',
    email: 'nora@northwind.test',
    name: 'Nora Client',
    status: 'completed',
    signedDateTime: '2026-03-02T09:15:00.1230000Z',
  },
  { recipientId: '2', routingOrder: '2', email: 'paul@marketplace.test', name: 'Paul Platform', status: 'sent' },
];
const message = (event: string, data: Record<string, unknown>) => ({
  event,
  apiVersion: 'v2.1',
  uri: `/restapi/v2.1/accounts/acc/envelopes/${ENVELOPE}`,
  retryCount: 0,
  configurationId: 10_501_234,
  generatedDateTime: '2026-03-02T09:15:03.4560000Z',
  data: { accountId: 'acc', userId: 'user', envelopeId: ENVELOPE, ...data },
});

describe('a DocuSign Connect message (JSON SIM, v2.1)', () => {
  it("takes the first signer's completion as the counterparty's signature", () => {
    expect(
      readDocuSignEvent(
        message('recipient-completed', {
          recipientId: '1',
          envelopeSummary: { status: 'sent', recipients: { signers } },
        }),
      ),
    ).toEqual({
      envelopeId: ENVELOPE,
      kind: 'counterparty-signed',
      at: new Date('2026-03-02T09:15:00.123Z'),
      signerEmail: 'nora@northwind.test',
      reason: null,
    });
    // Without the envelope summary, the recipient id (our routing order) says who it was.
    expect(readDocuSignEvent(message('recipient-completed', { recipientId: '1' }))).toMatchObject({
      kind: 'counterparty-signed',
      at: new Date('2026-03-02T09:15:03.456Z'),
      signerEmail: null,
    });
  });

  it("ignores the platform signer's completion: the envelope's completion follows", () => {
    expect(
      readDocuSignEvent(
        message('recipient-completed', { recipientId: '2', envelopeSummary: { recipients: { signers } } }),
      ),
    ).toBeNull();
    expect(readDocuSignEvent(message('recipient-completed', { recipientId: '2' }))).toBeNull();
  });

  it('reads completion, voiding with its reason, and declining with the decliner and reason', () => {
    expect(
      readDocuSignEvent(
        message('envelope-completed', {
          envelopeSummary: { status: 'completed', completedDateTime: '2026-03-03T16:40:00Z' },
        }),
      ),
    ).toEqual({
      envelopeId: ENVELOPE,
      kind: 'completed',
      at: new Date('2026-03-03T16:40:00Z'),
      signerEmail: null,
      reason: null,
    });
    expect(
      readDocuSignEvent(
        message('envelope-voided', {
          envelopeSummary: {
            status: 'voided',
            voidedReason: 'Wrong commission',
            voidedDateTime: '2026-03-02T11:00:00Z',
          },
        }),
      ),
    ).toEqual({
      envelopeId: ENVELOPE,
      kind: 'voided',
      at: new Date('2026-03-02T11:00:00Z'),
      signerEmail: null,
      reason: 'Wrong commission',
    });
    const declined = [
      {
        ...signers[0],
        status: 'declined',
        declinedReason: 'The address is wrong',
        declinedDateTime: '2026-03-02T10:00:00Z',
      },
      signers[1],
    ];
    expect(
      readDocuSignEvent(
        message('envelope-declined', { envelopeSummary: { status: 'declined', recipients: { signers: declined } } }),
      ),
    ).toEqual({
      envelopeId: ENVELOPE,
      kind: 'declined',
      at: new Date('2026-03-02T10:00:00Z'),
      signerEmail: 'nora@northwind.test',
      reason: 'The address is wrong',
    });
  });

  it.each([
    ['other events', message('envelope-sent', {})],
    ['a delivered recipient', message('recipient-delivered', { recipientId: '1' })],
    ['no envelope id', { ...message('envelope-completed', {}), data: { accountId: 'acc' } }],
    ['no time', { ...message('envelope-completed', {}), generatedDateTime: 'yesterday' }],
    ['no data', { event: 'envelope-completed' }],
    ['an array', [message('envelope-completed', {})]],
    ['a string', 'envelope-completed'],
    ['null', null],
  ])('answers null for junk: %s', (_, json) => {
    expect(readDocuSignEvent(json)).toBeNull();
  });
});

describe('the envelope of a contract', () => {
  const request = {
    contractId: '0a5c1f5e-4c1e-4c8e-9f31-2f1f7f0b9b11',
    title: 'Client services agreement',
    document: new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0xff, 0x00]),
    signers: [
      { role: 'platform', name: 'Paul Platform', email: 'paul@marketplace.test', routingOrder: 2 },
      { role: 'counterparty', name: 'Nora Client', email: 'nora@northwind.test', routingOrder: 1 },
    ],
  } as const;

  it('carries the PDF in base64 and the two signers in routing order, each with a sign-here tab on their anchor', () => {
    const envelope = envelopeDefinitionOf(request);
    expect(envelope.status).toBe('sent');
    expect(envelope.documents).toHaveLength(1);
    expect(Buffer.from(envelope.documents[0]?.documentBase64 ?? '', 'base64')).toEqual(Buffer.from(request.document));
    expect(envelope.documents[0]).toMatchObject({
      documentId: '1',
      fileExtension: 'pdf',
      name: 'Client services agreement.pdf',
    });
    expect(envelope.recipients.signers.map((s) => [s.name, s.email, s.routingOrder, s.recipientId])).toEqual([
      ['Nora Client', 'nora@northwind.test', '1', '1'],
      ['Paul Platform', 'paul@marketplace.test', '2', '2'],
    ]);
    expect(envelope.recipients.signers.map((s) => s.tabs.signHereTabs.map((tab) => tab.anchorString))).toEqual([
      ['/sig1/'],
      ['/sig2/'],
    ]);
    expect(envelope.customFields.textCustomFields).toEqual([
      { name: 'contractId', value: request.contractId, show: 'false', required: 'false' },
    ]);
    expect(envelope.emailSubject.length).toBeLessThanOrEqual(100);
  });

  it("anchors on strings the generated contract really writes, once each, on the signature lines' page", async () => {
    const text = await poppler('pdftotext', await renderContractPdf(contractInput()));
    for (const anchor of Object.values(SIGNATURE_ANCHORS)) expect(text.split(anchor)).toHaveLength(2);
    expect(text.indexOf('/sig1/')).toBeGreaterThan(text.lastIndexOf('Signatures'));
  });
});

describe('choosing DocuSign', () => {
  const keys = (privateKeyPath: string) => ({
    integrationKey: 'ik',
    userId: 'user',
    accountId: 'account',
    privateKeyPath,
    basePath: 'https://demo.docusign.net/restapi',
    oauthHost: 'account-d.docusign.com',
    hmacSecret: 'secret',
  });

  it('builds the DocuSign provider beside the embedded sealer, calling nothing until a contract is sent', async () => {
    const dataDir = await tempDataDir();
    const keyFile = path.join(dataDir, 'docusign.pem');
    await writeFile(
      keyFile,
      '-----BEGIN RSA PRIVATE KEY-----\nnot used before sending\n-----END RSA PRIVATE KEY-----\n',
    );
    const esign = await createESignature({
      dataDir,
      esign: { provider: 'docusign', certificate: null, docusign: keys(keyFile) },
    });
    expect(esign.provider.name).toBe('docusign');
    expect(esign.certificateSubject).toContain('Hiring Marketplace platform seal');
  });

  it('stops the start when the private key file cannot be read, naming the setting', async () => {
    const dataDir = await tempDataDir();
    await expect(
      createESignature({
        dataDir,
        esign: { provider: 'docusign', certificate: null, docusign: keys(path.join(dataDir, 'missing.pem')) },
      }),
    ).rejects.toThrow(/DOCUSIGN_PRIVATE_KEY_PATH: cannot read/);
  });
});
