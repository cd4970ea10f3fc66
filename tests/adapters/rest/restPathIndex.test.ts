import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexedRestRouter } from '../../../adapters/rest/restPathIndex';
import { listen } from '../../support/rawHttp';

/** Answers with its own name and the parameters it was given, so a test sees which route answered. */
const answer =
  (name: string): RequestHandler =>
  (req, res) => {
    res.json({ name, params: req.params });
  };

describe('the REST router behind the index of its fixed paths', () => {
  let base: string;
  let close: () => Promise<void>;
  const routerCalls: string[] = [];

  beforeAll(async () => {
    const inner = express.Router();
    inner.use((req, _res, next) => {
      routerCalls.push(req.path);
      next();
    });
    const rest = indexedRestRouter(inner);
    rest.add('get', '/api/company/:id', [answer('company by id')]);
    // Added after the route with a parameter that matches it: the router sends it to that one, and so must the index.
    rest.add('get', '/api/company/list', [answer('company list')]);
    rest.add('get', '/api/city/list', [answer('city list')]);
    rest.add('get', '/api/city/list', [answer('second city list')]);
    rest.add('post', '/api/city/list', [answer('city list by post')]);
    rest.add('get', '/en-gb/api/company/:id', [answer('locale company')]);
    rest.add('get', '/api/guarded', [
      (_req, res, next) => {
        res.locals.checked = true;
        next();
      },
      (_req, res) => void res.json({ checked: res.locals.checked }),
    ]);
    rest.add('get', '/api/refused', [(_req, _res, next) => next(new Error('refused by the first handler'))]);
    rest.add('get', '/api/thrown', [
      () => {
        throw new Error('thrown by the handler');
      },
    ]);

    const app = express();
    app.use(rest.handler);
    app.use((req, res) => void res.status(404).json({ name: 'after the router', path: req.path }));
    const errors: ErrorRequestHandler = (error: Error, _req, res, _next) =>
      void res.status(500).json({ error: error.message });
    app.use(errors);
    ({ base, close } = await listen(app));
  });
  afterAll(() => close());

  const get = async (path: string, init?: RequestInit) => {
    const before = routerCalls.length;
    const res = await fetch(`${base}${path}`, init);
    return {
      status: res.status,
      body: (await res.json()) as Record<string, unknown>,
      throughRouter: routerCalls.length > before,
    };
  };

  it('answers a fixed path from the index, without walking the router, with no parameters', async () => {
    expect(await get('/api/city/list')).toEqual({
      status: 200,
      body: { name: 'city list', params: {} },
      throughRouter: false,
    });
    expect(await get('/api/city/list', { method: 'POST' })).toMatchObject({
      body: { name: 'city list by post' },
      throughRouter: false,
    });
  });

  it('gives a path the first route that matches it, as the router does', async () => {
    expect(await get('/api/company/list')).toMatchObject({
      body: { name: 'company by id', params: { id: 'list' } },
      throughRouter: true,
    });
    expect((await get('/api/city/list')).body.name).toBe('city list');
  });

  it('sends a path with a parameter, or a fixed path written another way, through the router', async () => {
    expect(await get('/api/company/42')).toMatchObject({
      body: { name: 'company by id', params: { id: '42' } },
      throughRouter: true,
    });
    expect(await get('/en-gb/api/company/7')).toMatchObject({ body: { name: 'locale company' }, throughRouter: true });
    expect(await get('/API/City/List')).toMatchObject({ body: { name: 'city list' }, throughRouter: true });
    expect(await get('/api/city/list/')).toMatchObject({ body: { name: 'city list' }, throughRouter: true });
  });

  it('lets a path outside the REST prefixes pass by without walking the router', async () => {
    expect(await get('/trpc/catalog.list')).toEqual({
      status: 404,
      body: { name: 'after the router', path: '/trpc/catalog.list' },
      throughRouter: false,
    });
    expect(await get('/staff')).toMatchObject({ throughRouter: false });
    expect(await get('/api/unknown')).toMatchObject({ status: 404, throughRouter: true });
  });

  it("runs a route's handlers in order and hands an error, passed on or thrown, to the error handler", async () => {
    expect(await get('/api/guarded')).toEqual({ status: 200, body: { checked: true }, throughRouter: false });
    expect(await get('/api/refused')).toEqual({
      status: 500,
      body: { error: 'refused by the first handler' },
      throughRouter: false,
    });
    expect(await get('/api/thrown')).toEqual({
      status: 500,
      body: { error: 'thrown by the handler' },
      throughRouter: false,
    });
  });
});
