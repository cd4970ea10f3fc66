import type { Response } from 'express';
import type { AppError, FieldIssue } from '../../application/shared/appError';
import { httpStatusOf } from '../http/errorTable';

/** The envelope of the seeds: `{ success, data }`, or `{ success: false, exception, errors }` with the status. */
export type ErrorEnvelope = {
  success: false;
  exception: { message: string; code: string };
  errors: { title: string; code?: string; field?: string }[];
};

const errorsOf = (issues: readonly FieldIssue[]) =>
  issues.map((i) => ({ title: i.message, code: i.code, field: i.field }));

export const errorEnvelope = (error: AppError): ErrorEnvelope => ({
  success: false,
  exception: { message: error.message, code: error.code },
  errors: error.kind === 'validation' ? errorsOf(error.issues) : [{ title: error.message, code: error.code }],
});

/** The envelope of a refusal that is no use case's (a body parser's, Node's, a restarting database's): message and code. */
export const plainErrorEnvelope = (message: string, code: string): ErrorEnvelope => ({
  success: false,
  exception: { message, code },
  errors: [{ title: message, code }],
});

export const sendError = (res: Response, error: AppError): void => {
  if (error.kind === 'rate_limited') res.setHeader('Retry-After', String(error.retryAfterSeconds));
  res.status(httpStatusOf[error.kind]).json(errorEnvelope(error));
};

export const sendData = (res: Response, data: unknown, status = 200): void => {
  res.status(status).json({ success: true, data });
};
