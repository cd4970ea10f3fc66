import type { ErrorRequestHandler, Response } from 'express';
import { plainErrorEnvelope, sendError } from '../rest/envelope';
import { isDatabaseUnavailable, unavailableMessage, unavailableRetryAfterSeconds } from '../postgres/unavailable';

const badRequest = (message: string, code: string) => ({
  kind: 'validation' as const,
  code: 'validation.failed' as const,
  message,
  issues: [{ field: '_', message, code }],
});

const sendPlain = (res: Response, status: number, message: string, code: string) =>
  res.status(status).json(plainErrorEnvelope(message, code));

/**
 * The last word on a request that failed outside a use case's Result: the body parser's refusals become 4xx with
 * the envelope, a database that is restarting 503, anything else a plain 500. An answer already under way (a
 * streamed export whose query failed halfway) cannot become an error answer: its connection is closed, so the
 * client sees a broken download rather than waiting forever.
 */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const { status, type } = error as { status?: number; type?: string };
  if (res.headersSent) {
    req.log?.error({ err: error }, 'request failed after its answer began; connection closed');
    res.destroy(error instanceof Error ? error : undefined);
    return;
  }
  if (status === 413) return sendPlain(res, 413, 'Request body is too large', 'request.too_large');
  if (status === 400 && type === 'entity.parse.failed')
    return sendError(res, badRequest('Request body is not valid JSON', 'request.invalid_json'));
  if (status === 400) return sendError(res, badRequest('The address or request is not valid', 'request.invalid'));
  if (status === 415)
    return sendPlain(
      res,
      415,
      'The request body is sent in an encoding or character set the server does not read',
      'request.unsupported_encoding',
    );
  if (isDatabaseUnavailable(error)) {
    req.log?.warn({ err: error }, 'database unavailable');
    res.setHeader('Retry-After', String(unavailableRetryAfterSeconds));
    return sendPlain(res, 503, unavailableMessage, 'service.unavailable');
  }
  req.log?.error({ err: error }, 'request failed');
  sendPlain(res, 500, 'Something went wrong', 'internal');
};
