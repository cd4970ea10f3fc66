import type { NextFunction, Request, Response } from 'express';
import type { AnyRouter } from '@trpc/server';
import { getProcedureAtPath } from '@trpc/server/unstable-core-do-not-import';

type Options<Context> = {
  readonly router: AnyRouter;
  readonly createContext: (req: Request) => Context;
  readonly maxBatchSize: number;
};

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
 * and headers stay tRPC's alone. A query reads, so running it again there changes nothing.
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
      const procedures = await Promise.all(paths.map((path) => getProcedureAtPath(router, path)));
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
