import http from 'node:http';
import { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import express from 'express';
import { ok } from 'neverthrow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorHandler } from '../../../adapters/http/errorHandler';
import { restRoutes } from '../../../adapters/rest/restRoute';
import { indexedRestRouter } from '../../../adapters/rest/restPathIndex';

/**
 * API3: a REST answer leaves through its route's schema. A use case that returns more than the role may see (a
 * column added to a query, an internal id) loses the extra fields at the edge; an answer its schema does not
 * describe at all is refused as our own defect (500, logged), never sent as is.
 */
describe('a REST answer and its schema', () => {
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    const app = express();
    const router = indexedRestRouter(express.Router());
    const routes = restRoutes(router, new OpenAPIRegistry());
    const Card = z.object({ id: z.string(), name: z.string(), tags: z.array(z.object({ title: z.string() })) });
    routes.add({
      method: 'get',
      path: '/card',
      tag: 'test',
      summary: 'A card',
      response: Card,
      handle: async () =>
        ok({ id: 'c1', name: 'Anna', surname: 'Smith', agencyId: 'a1', tags: [{ title: 'Go', internalWeight: 3 }] }),
    });
    routes.add({
      method: 'get',
      path: '/broken',
      tag: 'test',
      summary: 'A wrong answer',
      response: Card,
      handle: async () => ok({ id: 1 }),
    });
    app.use(router.handler);
    app.use(errorHandler);
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('drops every field the schema does not name, at any depth', async () => {
    const res = await fetch(`${base}/card`);
    expect(await res.json()).toEqual({ success: true, data: { id: 'c1', name: 'Anna', tags: [{ title: 'Go' }] } });
  });

  it('refuses to send an answer its schema does not describe', async () => {
    const res = await fetch(`${base}/broken`);
    expect(res.status).toBe(500);
    expect(JSON.stringify(await res.json())).not.toContain('"id":1');
  });
});
