import type { NextFunction, Request, Response } from 'express';
import type { AnyProcedure, AnyRouter } from '@trpc/server';

type Options<Context> = {
  readonly router: AnyRouter;
  readonly createContext: (req: Request) => Context;
  readonly maxBatchSize: number;
};

/**
 * The calls that failed here, by `<batchIndex>:<path>`, for the request passed on to tRPC's handler: the app's
 * procedures replay such a failure instead of running the query a second time (`publicProcedure` in trpc.ts), so a
 * failing query costs one run and counts once wherever it counts (an abuse limit).
 */
const failuresOf = new WeakMap<Request, ReadonlyMap<string, unknown>>();
export const earlierFailuresOf = (req: Request): ReadonlyMap<string, unknown> | null => failuresOf.get(req) ?? null;
export const callKeyOf = (batchIndex: number, path: string) => `${batchIndex}:${path}`;

/** The router's own procedure at a path; the app's routers are all eager, so none is behind a lazy import. */
const procedureAt = (router: AnyRouter, path: string): AnyProcedure | null =>
  Object.hasOwn(router._def.procedures, path) ? (router._def.procedures[path] as AnyProcedure) : null;

const isStream = (data: unknown) =>
  typeof data === 'object' &&
  data !== null &&
  (typeof (data as { [Symbol.asyncIterator]?: unknown })[Symbol.asyncIterator] === 'function' ||
    data instanceof ReadableStream);

/** The calls of a request as tRPC reads them (its express adapter and JSON reader), or null where tRPC would refuse it. */
const callsOf = (req: Request): { batch: boolean; paths: string[]; inputs: unknown[] } | null => {
  try {
    const params = new URL(req.url, 'http://trpc.invalid').searchParams;
    const batch = params.get('batch') === '1';
    const path = decodeURIComponent(req.path.slice(req.path.lastIndexOf('/') + 1));
    const paths = batch ? path.split(',') : [path];
    const raw = params.get('input');
    const input: unknown = raw ? JSON.parse(raw) : undefined;
    if (!batch) return { batch, paths, inputs: [input] };
    if (input !== undefined && (typeof input !== 'object' || input === null)) return null;
    return { batch, paths, inputs: paths.map((_, i) => (input as Record<number, unknown> | undefined)?.[i]) };
  } catch {
    return null;
  }
};

/**
 * Query calls (`GET /trpc/a.b?input=…`, or a batch `GET /trpc/a.b,c.d?batch=1&input=…`) answered by calling the
 * procedures directly, without tRPC's HTTP layer: it builds a WHATWG Request and Response, streams and abort
 * controllers for every call, about 0.4 ms of CPU a call (docs/decisions.md, "A leaner request path"). Only calls
 * that all succeed are answered here, with tRPC's own bytes: `{"result":{"data":…}}`, an array of those for a batch,
 * `content-type` and `vary` as tRPC sets them. Anything else (a mutation, an unknown path, input that is not JSON, a
 * streaming client, a call that fails) goes on to tRPC's handler, which answers it in full: an error's shape, status
 * and headers stay tRPC's alone. A call that failed here is not run again there: its failure is replayed
 * (`earlierFailuresOf`); the batch's calls that succeeded are reads, run again.
 */
export const directQueries =
  <Context>({ router, createContext, maxBatchSize }: Options<Context>) =>
  async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    if (req.method !== 'GET' || req.headers['trpc-accept'] !== undefined || req.headers.accept === 'application/jsonl')
      return next();
    const call = callsOf(req);
    if (!call || call.paths.length > maxBatchSize) return next();
    const { batch, paths, inputs } = call;
    const data: unknown[] = [];
    try {
      const procedures = paths.map((path) => procedureAt(router, path));
      if (procedures.some((procedure) => procedure?._def.type !== 'query')) return next();
      const ctx = createContext(req);
      const answers = await Promise.allSettled(
        procedures.map((procedure, i) =>
          procedure!({
            ctx,
            path: paths[i]!,
            getRawInput: async () => inputs[i],
            type: 'query',
            signal: undefined,
            batchIndex: i,
          }),
        ),
      );
      const failures = new Map<string, unknown>();
      answers.forEach((answer, i) => {
        if (answer.status === 'rejected') failures.set(callKeyOf(i, paths[i]!), answer.reason);
      });
      if (failures.size > 0) failuresOf.set(req, failures);
      for (const answer of answers) {
        if (answer.status === 'rejected' || isStream(answer.value)) return next();
        data.push(answer.value);
      }
    } catch {
      return next();
    }
    const results = data.map((value) => ({ result: { data: value } }));
    res.statusCode = 200;
    res.setHeader('vary', 'trpc-accept, accept');
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(batch ? results : results[0]));
  };
