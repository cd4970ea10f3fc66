import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxImagePixels } from '../../../adapters/files/imageReencoder';
import { maxUnpackedDocument } from '../../../application/files/fileContracts';
import { blockJpeg, gradientPng, pngOfExactSize } from '../../support/imageFixtures';
import { docxOf } from '../../support/zipFixtures';
import { startTestApp, type TestApp } from '../../support/testApp';

/** A PNG whose header declares a size, with one tiny compressed row: decoders must not allocate what it claims. */
const pngDeclaring = async (width: number, height: number): Promise<Buffer> => {
  const real = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  const copy = Buffer.from(real);
  copy.writeUInt32BE(width, 16);
  copy.writeUInt32BE(height, 20);
  // The header's CRC covers type and data: recompute it so only the size is a lie.
  const { crc32 } = await import('node:zlib');
  copy.writeUInt32BE(crc32(copy.subarray(12, 29)) >>> 0, 29);
  return copy;
};

/**
 * A corpus of hostile uploads: people's photos carry no hidden data, and files that would exhaust or attack the
 * server or a reader are refused with the seeds' codes, never decoded or stored.
 */
describe('hostile uploads', () => {
  let app: TestApp;
  let agency: string;
  beforeAll(async () => {
    app = await startTestApp();
    agency = await app.login('agency@demo.test');
  });
  afterAll(() => app.stop());

  const upload = async (purpose: string, bytes: Uint8Array, name: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const response = await app.api.raw(`/api/files/upload?purpose=${purpose}`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${agency}` },
    });
    return { status: response.status, body: await response.json() };
  };
  const served = async (url: string) =>
    Buffer.from(await (await app.api.raw(url, { headers: { authorization: `Bearer ${agency}` } })).arrayBuffer());

  it('drops EXIF, GPS positions included, from a photo', async () => {
    const withGps = await sharp(blockJpeg(64, 48))
      .withExif({
        IFD0: { Copyright: 'Secret Owner', ImageDescription: 'home' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '55/1 45/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '37/1 37/1 0/1',
        },
      })
      .jpeg()
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const res = await upload('photo', withGps, 'me.jpg');
    expect(res.status).toBe(200);
    const stored = await served(res.body.data.url);
    const metadata = await sharp(stored).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(stored.includes('Secret Owner')).toBe(false);
  });

  it('keeps only the image of a polyglot PNG carrying HTML and a ZIP after it', async () => {
    const tail = Buffer.concat([
      Buffer.from('<html><script>alert(1)</script></html>'),
      Buffer.from('PK\u0003\u0004hidden-archive'),
    ]);
    const res = await upload('logo', Buffer.concat([gradientPng(), tail]), 'logo.png');
    expect(res.status).toBe(200);
    const stored = await served(res.body.data.url);
    expect(stored.includes('<script>')).toBe(false);
    expect(stored.includes('PK\u0003\u0004')).toBe(false);
    expect((await sharp(stored).metadata()).format).toBe('png');
  });

  it(`refuses a PNG declaring 50,000 x 50,000 pixels (more than ${maxImagePixels.toLocaleString('en-US')}) as imageNotValidate, without decoding it`, async () => {
    const before = process.memoryUsage().rss;
    const res = await upload('photo', await pngDeclaring(50_000, 50_000), 'bomb.png');
    expect(res).toMatchObject({ status: 400, body: { errors: [{ field: 'file', code: 'imageNotValidate' }] } });
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
  });

  it('refuses a truncated JPEG as imageNotValidate', async () => {
    const whole = blockJpeg(64, 64);
    const res = await upload('photo', whole.subarray(0, Math.floor(whole.length * 0.6)), 'cut.jpg');
    expect(res).toMatchObject({ status: 400, body: { errors: [{ field: 'file', code: 'imageNotValidate' }] } });
  });

  it('refuses a DOCX zip bomb before anything unpacks it, and takes a normal DOCX', async () => {
    const bomb = docxOf('Anna', [
      { name: 'word/media/payload.bin', data: Buffer.alloc(maxUnpackedDocument.bytes + 1024 * 1024) },
    ]);
    expect(bomb.length).toBeLessThan(200_000);
    expect(await upload('cv', bomb, 'cv.docx')).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'file', code: 'errorSize' }] },
    });
    expect((await upload('cv', docxOf('Anna Smith, Java developer'), 'cv.docx')).status).toBe(200);
  });

  it('refuses a PDF that carries JavaScript or a launch action as errorFormat', async () => {
    const pdf = (catalog: string) =>
      Buffer.from(
        `%PDF-1.4\n1 0 obj<< /Type /Catalog ${catalog} /Pages 2 0 R >>endobj\n2 0 obj<< /Type /Pages /Kids [] /Count 0 >>endobj\ntrailer<< /Root 1 0 R >>\n%%EOF`,
      );
    expect(await upload('cv', pdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'), 'cv.pdf')).toMatchObject({
      status: 400,
      body: { errors: [{ code: 'errorFormat' }] },
    });
    expect(await upload('cv', pdf('/OpenAction << /S /Launch /F (calc.exe) >>'), 'cv.pdf')).toMatchObject({
      status: 400,
      body: { errors: [{ code: 'errorFormat' }] },
    });
    expect((await upload('cv', pdf(''), 'cv.pdf')).status).toBe(200);
  });

  it('refuses an SVG, an empty file and a file one byte over each limit with the seeds codes', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
    );
    expect(await upload('photo', svg, 'a.svg')).toMatchObject({
      status: 400,
      body: { errors: [{ code: 'errorFormat' }] },
    });
    expect(await upload('logo', Buffer.alloc(0), 'empty.png')).toMatchObject({
      status: 400,
      body: { errors: [{ code: 'errorFormat' }] },
    });
    expect(await upload('photo', pngOfExactSize(2_097_152), 'big.png')).toMatchObject({
      status: 400,
      body: { errors: [{ code: 'errorSize' }] },
    });
    expect(await upload('screenshot', pngOfExactSize(3_145_729), 'big.png')).toMatchObject({
      status: 400,
      body: { errors: [{ code: 'errorSize' }] },
    });
    expect(
      await upload('cv', Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10_485_760)]), 'big.pdf'),
    ).toMatchObject({ status: 400, body: { errors: [{ code: 'errorSize' }] } });
  });

  it('stores a name with folders as a plain name; a name with control characters is refused cleanly', async () => {
    const unix = await upload('photo', gradientPng(), '../../etc/passwd.png');
    expect(unix.body.data.name).toBe('passwd.png');
    const windows = await upload('photo', gradientPng(), '..\\..\\boot\\evil.png');
    expect(windows.body.data.name).toBe('evil.png');
    for (const name of ['a\u0000b.png', 'bell\u0007.png', 'tab\tname.png']) {
      const res = await upload('photo', gradientPng(), name);
      expect([200, 400]).toContain(res.status);
      if (res.status === 200) expect(res.body.data.name).not.toMatch(/[\u0000-\u001f]/);
      else expect(res.body).toMatchObject({ success: false, errors: [{ field: 'file' }] });
    }
  });
});
