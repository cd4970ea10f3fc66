import type { Request, RequestHandler } from 'express';
import type { FieldIssue } from '../../application/shared/appError';
import { validationError } from '../../application/shared/appError';
import { sendError } from '../rest/envelope';

/** Deeper than any form of ours nests; beyond it, walking the value could overflow the stack. */
export const maxInputDepth = 32;

/**
 * The first part of a request's input that no use case can take: text with a NUL character (PostgreSQL refuses
 * it in text columns, so it would surface as a server error) or nesting deeper than `maxInputDepth`. Walked with a
 * stack of its own, so a hostile depth cannot overflow ours.
 */
export const hostileIssueOf = (input: unknown): FieldIssue | null => {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value: input, path: '', depth: 0 }];
  while (pending.length > 0) {
    const { value, path, depth } = pending.pop() as { value: unknown; path: string; depth: number };
    const field = path === '' ? '_' : path;
    if (typeof value === 'string') {
      if (value.includes('\u0000'))
        return { field, message: 'Text cannot contain the NUL character', code: 'text.nul_character' };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= maxInputDepth)
      return { field, message: `Input is nested deeper than ${maxInputDepth} levels`, code: 'input.too_deep' };
    for (const [key, child] of Object.entries(value)) {
      const childPath = path === '' ? key : `${path}.${key}`;
      if (key.includes('\u0000'))
        return {
          field: childPath.replace(/\u0000/g, '\\0'),
          message: 'Names cannot contain the NUL character',
          code: 'text.nul_character',
        };
      pending.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return null;
};

/** Refuses hostile parts of a REST request (query and body at the edge, path parameters once a route matched) with a 400 naming the field. */
const refuseHostile =
  (partsOf: (req: Request) => readonly unknown[]): RequestHandler =>
  (req, res, next) => {
    for (const part of partsOf(req)) {
      const issue = hostileIssueOf(part);
      if (issue) return sendError(res, validationError([issue]));
    }
    next();
  };

export const refuseHostileInput = refuseHostile((req) => [req.query, req.body]);

/** Path parameters exist only once a route matched: each REST route refuses hostile ones the same way. */
export const refuseHostileParams = refuseHostile((req) => [req.params]);

/**
 * The same refusal before tRPC reads a body (it serialises the parsed body again, which a hostile depth would
 * overflow), answered in tRPC's error shape. Procedures refuse NUL characters themselves (`inputOf`).
 */
export const refuseHostileTrpcBody: RequestHandler = (req, res, next) => {
  const issue = hostileIssueOf(req.body);
  if (!issue) return next();
  res.status(400).json({
    error: {
      message: issue.message,
      code: -32600,
      data: { code: 'BAD_REQUEST', httpStatus: 400, appCode: 'validation.failed', issues: [issue] },
    },
  });
};
