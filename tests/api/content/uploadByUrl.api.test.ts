import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../adapters/postgres/embeddedServer';
import { gradientPng } from '../../support/imageFixtures';
import { startTestApp, type TestApp } from '../../support/testApp';

/**
 * Upload by URL against our own file server on 127.0.0.1. The app may reach exactly that host and port
 * (`UPLOAD_URL_ALLOW_HOSTS`, a setting only tests use); every other local or private address is refused before
 * any connection, also when a redirect leads there.
 */
describe('upload of an article image by URL', () => {
  let app: TestApp;
  let files: http.Server;
  let port: number;
  let closedPort: number;
  let manager: string;
  const hits: string[] = [];

  const fetchImage = (url: string, token = manager) =>
    app.api.post('/admin/api/blog/article/upload-image-by-url', { url }, { token });

  beforeAll(async () => {
    closedPort = await freePort();
    files = http.createServer((req, res) => {
      hits.push(req.url ?? '');
      const here = `http://127.0.0.1:${port}`;
      switch (req.url) {
        case '/cover.png':
          res.writeHead(200, { 'content-type': 'image/png' }).end(gradientPng(64, 48));
          return;
        case '/page.html':
          res.writeHead(200, { 'content-type': 'image/png' }).end('<html><script>alert(1)</script></html>');
          return;
        case '/huge.png': {
          // No length announced: the fetcher must stop reading at the cap by itself.
          res.writeHead(200, { 'content-type': 'image/png' });
          const chunk = Buffer.alloc(1024 * 1024, 1);
          for (let i = 0; i < 7; i += 1) res.write(chunk);
          res.end();
          return;
        }
        case '/announced-huge.png':
          res.writeHead(200, { 'content-type': 'image/png', 'content-length': String(50 * 1024 * 1024) });
          res.end();
          return;
        case '/to-cover':
          res.writeHead(302, { location: `${here}/cover.png` }).end();
          return;
        case '/to-loopback':
          res.writeHead(302, { location: `http://127.0.0.1:${closedPort}/secret` }).end();
          return;
        case '/to-metadata':
          res.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
          return;
        case '/to-file':
          res.writeHead(302, { location: 'file:///etc/passwd' }).end();
          return;
        case '/loop':
          res.writeHead(302, { location: `${here}/loop` }).end();
          return;
        case '/missing':
          res.writeHead(404).end();
          return;
        default:
          res.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
    port = (files.address() as AddressInfo).port;
    app = await startTestApp({ env: { UPLOAD_URL_ALLOW_HOSTS: `127.0.0.1:${port}` } });
    manager = await app.login('manager@demo.test');
  });
  afterAll(async () => {
    await app?.stop();
    await new Promise<void>((resolve) => files.close(() => resolve()));
  });

  it('fetches an image from an allowed address, checks it by content and stores it redrawn as a content image', async () => {
    const fetched = await fetchImage(`http://127.0.0.1:${port}/cover.png`);
    expect(fetched.status).toBe(200);
    expect(fetched.body.data).toMatchObject({ name: 'cover.png', mime: 'image/png' });
    const row = (await app.pool.query('select purpose, company_id from files where id = $1', [fetched.body.data.id]))
      .rows[0];
    expect(row.purpose).toBe('content-image');
    const served = await app.api.raw(fetched.body.data.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    // A redirect to the same allowed server is followed.
    expect((await fetchImage(`http://127.0.0.1:${port}/to-cover`)).status).toBe(200);
  });

  it.each([
    ['127.0.0.1 without the allowance', () => `http://127.0.0.1:${closedPort}/cover.png`, 'url.private_address'],
    ['localhost, which resolves to loopback', () => `http://localhost:${port}/cover.png`, 'url.private_address'],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/', 'url.private_address'],
    ['a private network address', () => 'http://10.0.0.1/cover.png', 'url.private_address'],
    ['carrier-grade NAT', () => 'http://100.64.0.1/cover.png', 'url.private_address'],
    ['IPv6 loopback', () => 'http://[::1]/cover.png', 'url.private_address'],
    ['IPv4-mapped IPv6 loopback', () => 'http://[::ffff:127.0.0.1]/cover.png', 'url.private_address'],
    ['IPv6 unique-local', () => 'http://[fd00::1]/cover.png', 'url.private_address'],
    ['the unspecified address', () => 'http://0.0.0.0/cover.png', 'url.private_address'],
    ['a redirect to another loopback port', () => `http://127.0.0.1:${port}/to-loopback`, 'url.private_address'],
    ['a redirect to the metadata address', () => `http://127.0.0.1:${port}/to-metadata`, 'url.private_address'],
    ['a redirect to file:', () => `http://127.0.0.1:${port}/to-file`, 'url.scheme'],
    ['endless redirects', () => `http://127.0.0.1:${port}/loop`, 'url.too_many_redirects'],
    ['a page that answers 404', () => `http://127.0.0.1:${port}/missing`, 'url.http_status'],
  ])('refuses %s with 400 and a clear message', async (_name, url, code) => {
    const before = hits.length;
    const refused = await fetchImage(url());
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([expect.objectContaining({ field: 'url', code })]);
    expect(refused.body.exception.message.length).toBeGreaterThan(10);
    if (code === 'url.private_address' && !url().includes(`:${port}/`)) expect(hits.length).toBe(before);
  });

  it('says why a private address is refused, and never connects to it', async () => {
    const refused = await fetchImage('http://169.254.169.254/latest/meta-data/');
    expect(refused.body.errors[0].title).toBe(
      'This address points to a private or local network and cannot be fetched',
    );
  });

  it.each([
    ['file:///etc/passwd'],
    ['ftp://127.0.0.1/cover.png'],
    ['gopher://example.com/'],
    ['javascript:alert(1)'],
    ['not a url'],
  ])('refuses %s before fetching anything', async (url) => {
    const refused = await fetchImage(url);
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]).toMatchObject({
      field: 'url',
      title: 'Only http and https addresses can be fetched',
    });
  });

  it('refuses a file over the image limit (announced or not) and a file that is not an image', async () => {
    const huge = await fetchImage(`http://127.0.0.1:${port}/huge.png`);
    expect(huge.status).toBe(400);
    expect(huge.body.errors[0]).toMatchObject({ field: 'url', code: 'errorSize' });
    const announced = await fetchImage(`http://127.0.0.1:${port}/announced-huge.png`);
    expect(announced.body.errors[0]).toMatchObject({ field: 'url', code: 'errorSize' });
    const html = await fetchImage(`http://127.0.0.1:${port}/page.html`);
    expect(html.status).toBe(400);
    expect(html.body.errors[0]).toMatchObject({ field: 'url', code: 'errorFormat' });
  });

  it('is only for staff with blog:manage', async () => {
    expect(
      (await app.api.post('/admin/api/blog/article/upload-image-by-url', { url: `http://127.0.0.1:${port}/cover.png` }))
        .status,
    ).toBe(401);
    const client = await app.login('client@demo.test');
    expect((await fetchImage(`http://127.0.0.1:${port}/cover.png`, client)).status).toBe(403);
  });
});
