/**
 * Every way a use case can fail, as values. The transports map them once
 * (adapters/rest/errors.ts and adapters/trpc/errors.ts); a thrown error is a bug.
 */
export type FieldIssue = { readonly field: string; readonly message: string; readonly code?: string };

export type AppError =
  | {
      readonly kind: 'validation';
      readonly code: 'validation.failed';
      readonly message: string;
      readonly issues: readonly FieldIssue[];
    }
  | { readonly kind: 'unauthenticated'; readonly code: string; readonly message: string }
  | { readonly kind: 'forbidden'; readonly code: string; readonly message: string }
  | { readonly kind: 'not_found'; readonly code: string; readonly message: string }
  | { readonly kind: 'conflict'; readonly code: string; readonly message: string }
  | { readonly kind: 'rule'; readonly code: string; readonly message: string }
  | {
      readonly kind: 'rate_limited';
      readonly code: string;
      readonly message: string;
      readonly retryAfterSeconds: number;
    };

export const validationError = (issues: readonly FieldIssue[], message = 'Fill in the data correctly'): AppError => ({
  kind: 'validation',
  code: 'validation.failed',
  message,
  issues,
});
export const unauthenticated = (message = 'Authentication required', code = 'auth.required'): AppError => ({
  kind: 'unauthenticated',
  code,
  message,
});
export const forbidden = (message = 'You do not have access to this action', code = 'auth.forbidden'): AppError => ({
  kind: 'forbidden',
  code,
  message,
});
export const notFound = (what: string, code = 'not_found'): AppError => ({
  kind: 'not_found',
  code,
  message: `${what} not found`,
});
export const conflict = (message: string, code = 'conflict'): AppError => ({ kind: 'conflict', code, message });
export const ruleBroken = (code: string, message: string): AppError => ({ kind: 'rule', code, message });
export const rateLimited = (retryAfterSeconds: number): AppError => ({
  kind: 'rate_limited',
  code: 'auth.too_many_attempts',
  message: `Too many attempts. Try again in ${Math.ceil(retryAfterSeconds / 60)} min.`,
  retryAfterSeconds,
});
