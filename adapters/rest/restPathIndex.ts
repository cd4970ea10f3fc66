import type { NextFunction, Request, RequestHandler, Response, Router } from 'express';

/** The methods REST routes are added with. */
export type RestMethod = 'get' | 'post' | 'put' | 'delete';

/** Where a REST path can start: `/api`, `/admin/api` and the seeds' locale-prefixed `/{locale}/api` (any case). */
const restPrefix = /^\/(?:[^/]+\/)?api(?:\/|$)/i;

/** A route path's parameters (`:id`) as the router matches them: one segment each, any case, an optional trailing slash. */
const patternOf = (path: string): RegExp =>
  new RegExp(
    `^${path
      .split(/(:\w+)/)
      .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('')}/?$`,
    'i',
  );

/** Runs one route's handlers in order, as the router would: an error goes to the app's error handler. */
const runRoute = (handlers: readonly RequestHandler[], req: Request, res: Response, done: NextFunction): void => {
  req.params = {};
  let index = 0;
  const next: NextFunction = (error?: unknown) => {
    if (error !== undefined && error !== 'route' && error !== 'router') return done(error);
    const handler = error === undefined ? handlers[index++] : undefined;
    if (!handler) return done();
    try {
      void handler(req, res, next);
    } catch (thrown) {
      done(thrown);
    }
  };
  next();
};

/**
 * The REST router behind an index of its fixed paths. Express walks a router's layers in order and tests each
 * path pattern, so every tRPC call, page and asset walked all of its 270 routes (about 150 µs of CPU, a tenth of a
 * tRPC catalogue call), and a REST request for a late route walked most of them. Now a fixed path (no parameter) is
 * one map lookup; a path with a parameter, or a fixed one written another way (other case, a trailing slash), goes
 * through the router as before; a path outside the REST prefixes skips it. A fixed path is indexed only if no route
 * added before it would have matched it (`/api/x/:id` before `/api/x/list`), so every request reaches the handler
 * the router would have chosen.
 */
export const indexedRestRouter = (router: Router) => {
  const fixed = new Map<string, readonly RequestHandler[]>();
  const withParameters: { readonly method: RestMethod; readonly pattern: RegExp }[] = [];
  const add = (method: RestMethod, path: string, handlers: readonly RequestHandler[]): void => {
    router[method](path, ...handlers);
    if (path.includes(':')) {
      withParameters.push({ method, pattern: patternOf(path) });
      return;
    }
    const key = `${method.toUpperCase()} ${path}`;
    const shadowed = withParameters.some((earlier) => earlier.method === method && earlier.pattern.test(path));
    if (!shadowed && !fixed.has(key)) fixed.set(key, handlers);
  };
  const handle: RequestHandler = (req, res, next) => {
    const handlers = fixed.get(`${req.method} ${req.path}`);
    if (handlers) return runRoute(handlers, req, res, next);
    if (!restPrefix.test(req.path)) return next();
    return router(req, res, next);
  };
  // The router's own layers stay readable where tools look for them (the access matrix lists the routes from them).
  return { add, handler: Object.assign(handle, { stack: router.stack }) };
};
export type IndexedRestRouter = ReturnType<typeof indexedRestRouter>;
