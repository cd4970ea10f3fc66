import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import compressible from 'compressible';
import compression from 'compression';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import Negotiator from 'negotiator';
import vary from 'vary';

/** Below this an answer travels as it is, as with `compression`'s threshold. */
export const COMPRESS_FROM_BYTES = 1024;
/** Above this, compressing in one call would hold the event loop too long: the streaming middleware takes it. */
export const COMPRESS_WHOLE_UP_TO_BYTES = 256 * 1024;

const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/** Whether the answer's type is one compression shrinks (JSON, HTML, text; not images or archives). */
const isCompressible = (res: Response): boolean => {
  const type =
    String(res.getHeader('Content-Type') ?? '')
      .split(';')[0]
      ?.trim() ?? '';
  return type !== '' && compressible(type) === true;
};

/** The encoding the request accepts for a body of this answer (of a compressible type), or null to leave it as it is. */
const encodingFor = (req: Request, res: Response, size: number): 'br' | 'gzip' | null => {
  if (size < COMPRESS_FROM_BYTES || req.method === 'HEAD') return null;
  if (res.statusCode < 200 || res.statusCode === 204 || res.statusCode === 304) return null;
  const encoding = res.getHeader('Content-Encoding');
  if (encoding !== undefined && encoding !== 'identity') return null;
  if (/(?:^|,)\s*no-transform\s*(?:,|$)/.test(String(res.getHeader('Cache-Control') ?? ''))) return null;
  // Brotli first when the browser takes both at the same weight (browsers list gzip first).
  const negotiator = new Negotiator(req) as Negotiator & {
    encoding(available: string[], options: { preferred: string[] }): string | undefined;
  };
  const chosen = negotiator.encoding(['br', 'gzip', 'identity'], { preferred: ['br', 'gzip'] });
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
};

/** JSON written in pieces (tRPC writes its answer, then ends) is held until the end, up to the cap, and sent whole. */
const isHeldJson = (res: Response): boolean =>
  /^application\/json\b/i.test(String(res.getHeader('Content-Type') ?? '')) &&
  !/chunked/i.test(String(res.getHeader('Transfer-Encoding') ?? ''));

const bufferOf = (chunk: unknown, encoding: unknown): Buffer | null =>
  typeof chunk === 'string'
    ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
    : Buffer.isBuffer(chunk)
      ? chunk
      : chunk instanceof Uint8Array
        ? Buffer.from(chunk)
        : null;

/**
 * Compresses every answer the client lets us. An answer sent whole is compressed in one synchronous call: `res.json`
 * and `res.send` (one `end` with the body), a cached body, and JSON written in pieces before its end (tRPC's answers),
 * held until the end. The `compression` middleware makes a zlib stream per answer, and for the API's answers of a few
 * kilobytes the stream cost about 0.3 ms of the event loop against 0.05–0.08 ms for compressing the same bytes in one
 * call (docs/decisions.md, "Whole answers compressed in one call"). An answer that streams (the server-rendered
 * pages, files, JSON past `COMPRESS_WHOLE_UP_TO_BYTES`) goes to `streaming`, which is installed on the answer only
 * when it starts to stream: wrapping every answer in it cost about 60 µs of CPU a request, a sixth of a small one's.
 */
export const compressAnswers =
  (streaming: RequestHandler = compression({ threshold: COMPRESS_FROM_BYTES })) =>
  (req: Request, res: Response, next: NextFunction): void => {
    const ownWrite = res.write as (...args: unknown[]) => boolean;
    const ownEnd = res.end as (...args: unknown[]) => Response;
    let streamWrite = ownWrite;
    let streamEnd = ownEnd;
    let streamed = false;
    const held: Buffer[] = [];
    let heldBytes = 0;
    const end = (...args: unknown[]) => ownEnd.apply(res, args);
    /** The answer streams: the streaming middleware wraps the methods beneath this one's, and gets what was held. */
    const release = () => {
      streamed = true;
      const [outerWrite, outerEnd] = [res.write, res.end];
      res.write = ownWrite as Response['write'];
      res.end = ownEnd as Response['end'];
      streaming(req, res, () => undefined);
      [streamWrite, streamEnd] = [
        res.write as (...args: unknown[]) => boolean,
        res.end as (...args: unknown[]) => Response,
      ];
      res.write = outerWrite;
      res.end = outerEnd;
      for (const piece of held.splice(0)) streamWrite.call(res, piece);
    };
    res.write = ((chunk: unknown, encoding?: unknown, done?: unknown) => {
      const piece = streamed || res.headersSent || !isHeldJson(res) ? null : bufferOf(chunk, encoding);
      if (!piece) {
        if (!streamed) release();
        return streamWrite.call(res, chunk, encoding, done);
      }
      held.push(piece);
      heldBytes += piece.length;
      if (heldBytes > COMPRESS_WHOLE_UP_TO_BYTES) release();
      const callback = typeof encoding === 'function' ? encoding : done;
      if (typeof callback === 'function') process.nextTick(callback as () => void);
      return true;
    }) as Response['write'];
    res.end = ((chunk?: unknown, encoding?: unknown, done?: unknown) => {
      const callback = typeof chunk === 'function' ? chunk : typeof encoding === 'function' ? encoding : done;
      const last =
        typeof chunk === 'function'
          ? null
          : chunk === undefined || chunk === null
            ? Buffer.alloc(0)
            : bufferOf(chunk, encoding);
      if (!streamed && !res.headersSent && last) {
        const body = held.length > 0 ? Buffer.concat([...held.splice(0), last]) : last;
        if (body.length > COMPRESS_WHOLE_UP_TO_BYTES) {
          // Too large to compress in one call without holding the event loop: it streams.
          release();
          return streamEnd.call(res, body, callback);
        }
        const compressibleType = isCompressible(res);
        if (compressibleType) vary(res, 'Accept-Encoding');
        const method = compressibleType ? encodingFor(req, res, body.length) : null;
        if (method) {
          const compressed = method === 'br' ? brotliCompressSync(body, BROTLI) : gzipSync(body);
          res.setHeader('Content-Encoding', method);
          res.setHeader('Content-Length', compressed.length);
          return end(compressed, callback);
        }
        return body.length > 0 ? end(body, callback) : end(callback);
      }
      if (!streamed) release();
      return streamEnd.call(res, chunk, encoding, done);
    }) as Response['end'];
    next();
  };
