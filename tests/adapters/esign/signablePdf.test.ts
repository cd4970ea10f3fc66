import { randomBytes } from 'node:crypto';
import PDFKit from 'pdfkit';
import sharp from 'sharp';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createESignature, type ESignature } from '../../../adapters/esign';
import { contractInput, poppler, tempDataDir } from './esignFixtures';

const image = (format: 'png' | 'jpeg', width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 200 } } })
    .toFormat(format)
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer));

const pageSizes = async (pdf: Uint8Array) => (await PDFDocument.load(pdf)).getPages().map((page) => page.getSize());

/** What a manager's uploaded contract file becomes before a signer sees it. */
describe('a file made signable', () => {
  let esign: ESignature;
  beforeAll(async () => {
    esign = await createESignature({
      dataDir: await tempDataDir(),
      esign: { provider: 'embedded', certificate: null, docusign: null },
    });
  });

  const refusal = async (bytes: Uint8Array, mime: string) => {
    const error = await esign.sealer.toSignablePdf(bytes, mime).then(
      () => null,
      (e: unknown) => e as Error & { code?: string },
    );
    expect(error, `${mime} should be refused`).not.toBeNull();
    expect(error?.code).toBe('contract.not_signable');
    return error?.message ?? '';
  };

  it('keeps a PDF byte for byte, so the fingerprint the signer sees is the uploaded file', async () => {
    const pdf = await esign.pdf.render(contractInput());
    const signable = await esign.sealer.toSignablePdf(pdf, 'application/pdf');
    expect(esign.sealer.fingerprint(signable)).toBe(esign.sealer.fingerprint(pdf));
  });

  it('places a PNG on one portrait A4 page and a wide JPEG on one landscape A4 page', async () => {
    const png = await esign.sealer.toSignablePdf(await image('png', 800, 1100), 'image/png');
    expect(await pageSizes(png)).toEqual([{ width: 595.28, height: 841.89 }]);
    const jpeg = await esign.sealer.toSignablePdf(await image('jpeg', 1600, 900), 'image/jpeg');
    expect(await pageSizes(jpeg)).toEqual([{ width: 841.89, height: 595.28 }]);
    // A PDF reader opens both and finds the image on the page.
    expect(await poppler('pdfinfo', jpeg)).toMatch(/Pages:\s+1\b/);
  });

  it('refuses a text file or random bytes presented as a PDF', async () => {
    expect(
      await refusal(
        new TextEncoder().encode('This is not a contract, only a text file named contract.pdf'),
        'application/pdf',
      ),
    ).toBe('The file is not a PDF');
    expect(await refusal(new Uint8Array(randomBytes(4096)), 'application/pdf')).toBe('The file is not a PDF');
    await refusal(new TextEncoder().encode('%PDF-1.7\nnothing that a reader could open\n%%EOF'), 'application/pdf');
  });

  it('refuses a PDF that needs a password to open', async () => {
    const encrypted = await new Promise<Uint8Array>((resolve) => {
      const doc = new PDFKit({ userPassword: 'secret', ownerPassword: 'owner', pdfVersion: '1.7' });
      const chunks: Buffer[] = [];
      doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
      doc.text('Locked contract');
      doc.end();
    });
    expect(await refusal(encrypted, 'application/pdf')).toBe('The PDF is encrypted: upload it without a password');
  });

  it('refuses an image whose content is not a PNG or JPEG, or is broken', async () => {
    expect(await refusal(new TextEncoder().encode('GIF89a....'), 'image/png')).toBe(
      'The image is neither a PNG nor a JPEG',
    );
    const png = await image('png', 50, 50);
    await refusal(png.subarray(0, 40), 'image/png');
  });

  it('refuses office documents: they can be stored, not signed', async () => {
    const docx = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...randomBytes(200)]);
    for (const mime of [
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/msword',
      'application/vnd.ms-excel',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]) {
      expect(await refusal(docx, mime)).toBe('Only PDF, PNG and JPEG files can be sent for signature');
    }
  });
});
