import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authentication } from '../../../adapters/http/authentication';
import { trpcMaxBatchSize } from '../../../adapters/http/httpApp';
import { directQueries, earlierFailuresOf } from '../../../adapters/trpc/directQueries';
import { appRouter } from '../../../adapters/trpc/root';
import type { TrpcContext } from '../../../adapters/trpc/trpc';
import { startTestApp, type TestApp } from '../../support/testApp';

/**
 * tRPC queries answered without tRPC's HTTP layer must be answered as tRPC answers them, byte for byte, and every
 * call it would refuse must reach tRPC. Three servers on the same services: tRPC's handler alone, the direct answers
 * alone (anything they pass on answers 599), and both as the app mounts them.
 */
describe('tRPC queries answered directly', () => {
  let app: TestApp;
  const servers: http.Server[] = [];
  let viaTrpc: string;
  let directOnly: string;
  let both: string;
  let token: string;
  /** How many times the specialist page's query ran, on every server. */
  let infoRuns = 0;

  const serve = async (direct: boolean, trpc: boolean) => {
    const catalog = app.services.catalog;
    const services = {
      ...app.services,
      catalog: {
        ...catalog,
        info: (...args: Parameters<typeof catalog.info>) => {
          infoRuns += 1;
          return catalog.info(...args);
        },
      },
    };
    // As the app builds it (adapters/http/httpApp.ts).
    const contextOf = (req: express.Request): TrpcContext => ({
      services,
      actor: req.actor ?? null,
      address: req.ip ?? 'unknown',
      userAgent: req.get('user-agent') ?? '',
      earlierFailures: earlierFailuresOf(req),
    });
    const server = express();
    server.use('/trpc', authentication(app.services));
    if (direct)
      server.use(
        '/trpc',
        directQueries({ router: appRouter, createContext: contextOf, maxBatchSize: trpcMaxBatchSize }),
      );
    if (trpc)
      server.use(
        '/trpc',
        createExpressMiddleware({
          router: appRouter,
          maxBatchSize: trpcMaxBatchSize,
          createContext: ({ req }) => contextOf(req),
        }),
      );
    server.use((_req, res) => void res.status(599).end('passed on'));
    const listening = http.createServer(server).listen(0, '127.0.0.1');
    await new Promise((resolve) => listening.once('listening', resolve));
    servers.push(listening);
    return `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  };

  beforeAll(async () => {
    app = await startTestApp({ env: { SEED_DEMO_CARDS: 'true' } });
    [viaTrpc, directOnly, both] = await Promise.all([serve(false, true), serve(true, false), serve(true, true)]);
    token = await app.login('client@demo.test');
  }, 120_000);
  afterAll(async () => {
    for (const server of servers) server.close();
    await app?.stop();
  });

  const get = async (base: string, path: string, signedIn: boolean) => {
    const res = await fetch(`${base}/trpc/${path}`, { headers: signedIn ? { authorization: `Bearer ${token}` } : {} });
    return {
      status: res.status,
      type: res.headers.get('content-type'),
      vary: res.headers.get('vary'),
      body: await res.text(),
    };
  };
  const q = (input: unknown) => `input=${encodeURIComponent(JSON.stringify(input))}`;

  const answered: [string, string, boolean][] = [
    ['a page of the catalogue', `catalog.list?${q({ count: 8, sort: 'newest' })}`, false],
    ['a query without input', 'catalog.stats', false],
    ['a batch of two', `catalog.list,reference.categoryTree?batch=1&${q({ 0: { count: 16 } })}`, false],
    ['a batch without input', 'catalog.stats,catalog.counts?batch=1', false],
    ["a signed-in user's query", 'identity.profile', true],
    ["a signed-in user's batch", 'identity.profile,catalog.stats?batch=1&input=%7B%7D', true],
  ];
  it.each(answered)('answers %s as tRPC does', async (_name, path, signedIn) => {
    const [reference, direct, mounted] = await Promise.all([
      get(viaTrpc, path, signedIn),
      get(directOnly, path, signedIn),
      get(both, path, signedIn),
    ]);
    expect(reference.status).toBe(200);
    expect(direct).toEqual(reference);
    expect(mounted).toEqual(reference);
    expect(JSON.parse(reference.body)).not.toEqual([]);
  });

  const passedOn: [string, string, boolean, number][] = [
    ['input the procedure refuses', `catalog.list?${q({ count: 'many' })}`, false, 400],
    ['an unknown procedure', 'catalog.nothing', false, 404],
    ['a mutation asked for with GET', 'identity.logout', true, 405],
    ['input that is not JSON', 'catalog.list?input=%7Bcount', false, 400],
    ['a batch whose input is not an object (tRPC reads it anyway)', `catalog.stats?batch=1&${q('calls')}`, false, 200],
    ['a batch with one failing call', `catalog.stats,identity.profile?batch=1`, false, 207],
    ['a signed-in query without a session', 'identity.profile', false, 401],
    [
      'more calls than a batch may carry',
      `${Array(trpcMaxBatchSize + 1)
        .fill('catalog.stats')
        .join(',')}?batch=1`,
      false,
      400,
    ],
  ];
  it.each(passedOn)('leaves %s to tRPC, which answers it', async (_name, path, signedIn, status) => {
    const [reference, direct, mounted] = await Promise.all([
      get(viaTrpc, path, signedIn),
      get(directOnly, path, signedIn),
      get(both, path, signedIn),
    ]);
    expect(direct.status).toBe(599);
    expect(reference.status).toBe(status);
    expect(mounted).toEqual(reference);
  });

  it('runs a failing query once: tRPC answers its failure without running it again', async () => {
    const path = `catalog.info?${q({ id: '00000000-0000-4000-8000-000000000000' })}`;
    const reference = await get(viaTrpc, path, false);
    expect(reference.status).toBe(404);
    infoRuns = 0;
    const mounted = await get(both, path, false);
    expect(mounted).toEqual(reference);
    expect(infoRuns).toBe(1);
    infoRuns = 0;
    const batch = `catalog.stats,catalog.info?batch=1&${q({ 1: { id: '00000000-0000-4000-8000-000000000000' } })}`;
    const [batchReference, batchMounted] = [await get(viaTrpc, batch, false), await get(both, batch, false)];
    expect(batchMounted).toEqual(batchReference);
    expect(batchReference.status).toBe(207);
    expect(infoRuns).toBe(2);
  });
});
