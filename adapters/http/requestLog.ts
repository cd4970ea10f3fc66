import type { RequestHandler } from 'express';
import type { Logger } from 'pino';

/** Path parts and query values that are secrets: verification codes, reset links, tokens. */
const secretPaths: readonly RegExp[] = [/(\/verify-email\/[^/?#]+\/)[^/?#]+/, /(\/reset-password\/)[^/?#]+/];
const secretQueryKeys = /^(code|token|slug|password|key|signature)$/i;
const redacted = '[redacted]';

/** The address as the request log writes it: a reset or verification link in a log would open the account. */
export const redactedUrl = (url: string): string => {
  const [pathPart = '', query] = url.split('?', 2) as [string, string | undefined];
  const safePath = secretPaths.reduce(
    (current, pattern) => current.replace(pattern, (_whole, kept: string) => `${kept}${redacted}`),
    pathPart,
  );
  if (query === undefined) return safePath;
  const params = new URLSearchParams(query);
  for (const key of [...params.keys()]) if (secretQueryKeys.test(key)) params.set(key, redacted);
  return `${safePath}?${params.toString()}`;
};

type LogLevel = 'info' | 'warn' | 'error';

/** How a finished request is logged: 5xx and failures as errors, 4xx as warnings, the rest as information. */
const requestLogLevel = (statusCode: number, failed: boolean): LogLevel =>
  failed || statusCode >= 500 ? 'error' : statusCode >= 400 ? 'warn' : 'info';

let lastRequestId = 0;

const REQUEST_ID = Symbol('request id');
const BASE_LOGGER = Symbol('request log');
const CHILD_LOGGER = Symbol('request logger');
type LoggedRequest = { [REQUEST_ID]?: number; [BASE_LOGGER]?: Logger; [CHILD_LOGGER]?: Logger };

/** `req.log`, on the prototype Express gives each of an app's requests: built the first time a request asks for it. */
const logGetter = {
  configurable: true,
  get(this: LoggedRequest): Logger | undefined {
    const base = this[BASE_LOGGER];
    return base ? (this[CHILD_LOGGER] ??= base.child({ reqId: this[REQUEST_ID] })) : undefined;
  },
};

/**
 * One line per finished request (`req` with id, method and redacted address, `res` with the status, `responseTime`
 * in ms), and `req.log`, a logger whose lines carry the request's id. Built only when a line will be written: at
 * the production level (`warn`) a successful request costs a counter, two fields and one listener, not a child
 * logger and its serializers (pino-http did that for every request, a tenth of a catalogue request's time). `req.log`
 * is a getter on the request prototype, defined at an app's first request: defined on each request, with a listener
 * each for 'finish' and 'close', the log cost about 40 µs of CPU a request.
 */
export const requestLog =
  (logger: Logger, skip: (url: string) => boolean = (url) => url.startsWith('/assets/')): RequestHandler =>
  (req, res, next) => {
    const id = ++lastRequestId;
    const logged = req as unknown as LoggedRequest;
    logged[REQUEST_ID] = id;
    logged[BASE_LOGGER] = logger;
    const prototype = Object.getPrototypeOf(req) as object;
    if (!Object.hasOwn(prototype, 'log')) Object.defineProperty(prototype, 'log', logGetter);
    if (!skip(req.url)) {
      const started = performance.now();
      // 'close' comes after a finished answer too; an answer that did not finish was cut short.
      res.on('close', () => {
        const failed = !res.writableFinished;
        const level = requestLogLevel(res.statusCode, failed);
        if (!logger.isLevelEnabled(level)) return;
        logger[level](
          {
            req: { id, method: req.method, url: redactedUrl(req.originalUrl) },
            res: { statusCode: res.statusCode },
            responseTime: Math.round(performance.now() - started),
          },
          failed ? 'request aborted' : 'request completed',
        );
      });
    }
    next();
  };
