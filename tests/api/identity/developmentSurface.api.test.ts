import http from 'node:http';
import { networkInterfaces } from 'node:os';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpApp } from '../../../adapters/http/httpApp';
import { isLoopbackAddress } from '../../../adapters/http/devMailbox';
import { startTestApp, type TestApp } from '../../support/testApp';
import { captchaSolution } from '../../support/captcha';

/** This machine's address on its network: a request to it does not come from loopback. */
const networkAddress = Object.values(networkInterfaces())
  .flat()
  .find((i) => i !== undefined && !i.internal && i.family === 'IPv4')?.address;

const get = (url: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get(url, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });

/** The development mailbox holds every reset link: only the machine itself may read it. */
describe('development mailbox', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
    await app.api.post('/api/auth/forgot-password', {
      email: 'client@demo.test',
      captcha: await captchaSolution(app, 'passwordReset'),
    });
  });
  afterAll(() => app.stop());

  it('tells loopback peers from others by the socket address', () => {
    expect(['127.0.0.1', '127.8.9.1', '::1', '::ffff:127.0.0.1'].map(isLoopbackAddress)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['192.0.2.2', '::ffff:10.0.0.7', 'fd00::2', '', undefined].map(isLoopbackAddress)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('shows the mail to a browser on this machine', async () => {
    const res = await get(`${app.baseUrl}/dev/mailbox`);
    expect(res.status).toBe(200);
    expect(res.body).toContain('client@demo.test');
  });

  it.skipIf(!networkAddress)(
    'answers 404 to a request from the network, even on a development instance listening on every address',
    async () => {
      const server = http.createServer(
        createHttpApp({
          config: app.config,
          services: app.services,
          pool: app.pool,
          logger: pino({ level: 'silent' }),
        }),
      );
      await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
      const { port } = server.address() as { port: number };
      try {
        const fromNetwork = await get(`http://${networkAddress}:${port}/dev/mailbox`);
        expect(fromNetwork.status).toBe(404);
        expect(fromNetwork.body).not.toContain('client@demo.test');
        expect((await get(`http://127.0.0.1:${port}/dev/mailbox`)).status).toBe(200);
      } finally {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
    },
  );
});

describe('API documentation switch', () => {
  it('serves no OpenAPI document or viewer when API_DOCS=false', async () => {
    const app = await startTestApp({ env: { API_DOCS: 'false' } });
    try {
      expect((await app.api.get('/api/openapi.json')).status).toBe(404);
      expect((await app.api.get('/api/docs/')).status).toBe(404);
    } finally {
      await app.stop();
    }
  });
});
