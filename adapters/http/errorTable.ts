import type { AppError } from '../../application/shared/appError';

/** The one table from application errors to HTTP statuses and tRPC codes. */
export const httpStatusOf: Record<AppError['kind'], number> = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rule: 422,
  rate_limited: 429,
};

export const trpcCodeOf = {
  validation: 'BAD_REQUEST',
  unauthenticated: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  not_found: 'NOT_FOUND',
  conflict: 'CONFLICT',
  rule: 'UNPROCESSABLE_CONTENT',
  rate_limited: 'TOO_MANY_REQUESTS',
} as const satisfies Record<AppError['kind'], string>;
