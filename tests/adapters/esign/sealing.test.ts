import { stat, writeFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createESignature, type ESignature } from '../../../adapters/esign';
import { generatePlatformPkcs12 } from '../../../adapters/esign/certificate';
import { contractInput, evidence, poppler, tempDataDir } from './esignFixtures';

/** The embedded signing's result as a PDF reader sees it: poppler's pdfsig verifies the seal, pdftotext reads the pages. */
describe('the sealed contract', () => {
  let dataDir: string;
  let esign: ESignature;
  let document: Uint8Array;
  let sealed: Uint8Array;
  const sealedAt = new Date('2026-03-03T16:41:07Z');

  beforeAll(async () => {
    dataDir = await tempDataDir();
    esign = await createESignature({ dataDir, esign: { provider: 'embedded', certificate: null, docusign: null } });
    document = await esign.pdf.render(contractInput());
    sealed = await esign.sealer.seal({
      document,
      title: 'Client services agreement',
      number: 'C-2026-0001',
      signatures: evidence(esign.sealer.fingerprint(document)),
      sealedAt,
    });
  });

  /** pdfsig's lines for signature #1, as 'name: value' pairs. */
  const verdict = async (bytes: Uint8Array) => {
    const output = await poppler('pdfsig', bytes);
    expect(output).toContain('Signature #1:');
    expect(output).not.toContain('Signature #2:');
    return output;
  };

  it('is reported valid and covering the whole file by pdfsig, as a PAdES seal of the platform', async () => {
    const output = await verdict(sealed);
    expect(output).toContain('  - Signature Validation: Signature is Valid.');
    expect(output).toContain('  - Total document signed');
    expect(output).toContain('  - Signature Type: ETSI.CAdES.detached');
    expect(output).toContain('  - Signing Hash Algorithm: SHA-256');
    expect(output).toContain('  - Signer Certificate Common Name: Hiring Marketplace platform seal');
    expect(output).toContain('  - Signing Time: Mar 03 2026 16:41:07');
    // The ranges are everything but the signature itself: from byte 0 to the end of the file.
    const ranges = /Signed Ranges: \[0 - (\d+)\], \[(\d+) - (\d+)\]/.exec(output);
    expect(ranges).not.toBeNull();
    const [, firstEnd, secondStart, secondEnd] = (ranges ?? []).map(Number);
    expect(secondEnd).toBe(sealed.length);
    const gap = Buffer.from(sealed.subarray(firstEnd, secondStart)).toString('latin1');
    expect(gap).toMatch(/^<[0-9a-f]+>$/);
  });

  it('is self-signed by default, which pdfsig reports as an unknown issuer and not as a broken signature', async () => {
    const output = await verdict(sealed);
    expect(output).toContain('  - Certificate Validation: Certificate issuer is unknown.');
    expect(esign.certificateSubject).toBe('CN=Hiring Marketplace platform seal, O=Hiring Marketplace');
  });

  it('is reported modified after one byte inside the signed range changes', async () => {
    const tampered = Uint8Array.from(sealed);
    // Byte 10 is inside the header's binary comment: the file still opens, only its digest changes.
    tampered[10] = (tampered[10] ?? 0) ^ 0x01;
    const output = await verdict(tampered);
    expect(output).toContain('  - Signature Validation: Digest Mismatch.');
    expect(output).not.toContain('Signature is Valid');
  });

  it('is reported as no longer wholly signed when anything is appended after the seal', async () => {
    const appended = Buffer.concat([sealed, Buffer.from('\n% appended after signing\n')]);
    const output = await verdict(appended);
    expect(output).toContain('  - Not total document signed');
    expect(output).not.toContain('  - Total document signed');
  });

  it('carries the signature page and, on its last page, the audit trail: names, e-mails, times, addresses, user agents and the SHA-256', async () => {
    const pages = Number(/Pages:\s+(\d+)/.exec(await poppler('pdfinfo', sealed))?.[1]);
    const originalPages = Number(/Pages:\s+(\d+)/.exec(await poppler('pdfinfo', document))?.[1]);
    expect(pages).toBe(originalPages + 2);

    const signaturePage = await poppler('pdftotext', sealed, ['-f', String(pages - 1), '-l', String(pages - 1)]);
    expect(signaturePage).toContain('Signatures');
    for (const line of [
      'Nora Client',
      'Managing director',
      'nora@northwind.test',
      '2026-03-02 09:15:00 UTC',
      'Paul Platform',
      'paul@marketplace.test',
      '2026-03-03 16:40:00 UTC',
    ]) {
      expect(signaturePage).toContain(line);
    }
    expect(signaturePage.match(/Signed electronically/g)).toHaveLength(2);

    const auditPage = (await poppler('pdftotext', sealed, ['-f', String(pages), '-l', String(pages)])).replace(
      /\s+/g,
      ' ',
    );
    const sha256 = esign.sealer.fingerprint(document);
    expect(sha256).toMatch(/^[0-9a-f]{64}$/);
    for (const text of [
      'Audit trail',
      'Nora Client',
      'nora@northwind.test',
      '203.0.113.45',
      'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36',
      'Paul Platform',
      'paul@marketplace.test',
      '2001:db8::17',
      'Mozilla/5.0 (Macintosh) Firefox/127.0',
      `SHA-256 shown ${sha256}`,
      'CN=Hiring Marketplace platform seal, O=Hiring Marketplace',
      'Sealed at 2026-03-03 16:41:07 UTC',
    ]) {
      expect(auditPage).toContain(text);
    }
  });

  it('seals signers whose names are outside the standard fonts, writing them readably', async () => {
    const [counterparty, platform] = evidence(esign.sealer.fingerprint(document));
    if (!counterparty || !platform) throw new Error('fixture');
    const odd = { ...counterparty, name: 'Иван Петров 😀 王', userAgent: `Agent/${'x'.repeat(600)}` };
    const bytes = await esign.sealer.seal({
      document,
      title: 'Договор',
      number: 'C-2026-0003',
      signatures: [odd, platform],
      sealedAt,
    });
    expect(await verdict(bytes)).toContain('  - Signature Validation: Signature is Valid.');
    const pages = Number(/Pages:\s+(\d+)/.exec(await poppler('pdfinfo', bytes))?.[1]);
    const audit = await poppler('pdftotext', bytes, ['-f', String(pages), '-l', String(pages)]);
    expect(audit).toContain('Ivan Petrov ? ?');
    expect(audit).toContain('Dogovor, No. C-2026-0003');
  });

  it('keeps the pages the signers saw unchanged in front of the appended ones', async () => {
    const before = await poppler('pdftotext', document);
    const pagesBefore = Number(/Pages:\s+(\d+)/.exec(await poppler('pdfinfo', document))?.[1]);
    const after = await poppler('pdftotext', sealed, ['-f', '1', '-l', String(pagesBefore)]);
    expect(after).toBe(before);
  });

  it('generates the platform certificate once, readable only by its owner, and reuses it on the next start', async () => {
    const p12 = path.join(dataDir, 'esign', 'platform.p12');
    const first = await readFile(p12);
    expect((await stat(p12)).mode & 0o777).toBe(0o600);
    expect((await stat(`${p12}.password`)).mode & 0o777).toBe(0o600);
    const again = await createESignature({
      dataDir,
      esign: { provider: 'embedded', certificate: null, docusign: null },
    });
    expect(again.certificateSubject).toBe(esign.certificateSubject);
    expect(await readFile(p12)).toEqual(first);
  });

  it('seals with a configured PKCS#12 file, and refuses to start with its wrong password', async () => {
    const file = path.join(dataDir, 'configured.p12');
    await writeFile(file, await generatePlatformPkcs12('right password'));
    const configured = await createESignature({
      dataDir,
      esign: { provider: 'embedded', certificate: { p12Path: file, password: 'right password' }, docusign: null },
    });
    const output = await verdict(
      await configured.sealer.seal({
        document,
        title: 'T',
        number: 'C-2026-0002',
        signatures: evidence('ab'.repeat(32)),
        sealedAt,
      }),
    );
    expect(output).toContain('  - Signature Validation: Signature is Valid.');
    await expect(
      createESignature({
        dataDir,
        esign: { provider: 'embedded', certificate: { p12Path: file, password: 'wrong' }, docusign: null },
      }),
    ).rejects.toThrow(/ESIGN_CERT_PASSWORD/);
    await expect(
      createESignature({
        dataDir,
        esign: {
          provider: 'embedded',
          certificate: { p12Path: path.join(dataDir, 'missing.p12'), password: '' },
          docusign: null,
        },
      }),
    ).rejects.toThrow(/ESIGN_CERT_P12_PATH: cannot read/);
  });
});
