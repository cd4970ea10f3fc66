import { initTRPC, TRPCError } from '@trpc/server';
import type { Result } from 'neverthrow';
import { ZodError } from 'zod';
import type { Actor } from '../../application/shared/actor';
import type { AppError, FieldIssue } from '../../application/shared/appError';
import { fieldIssuesOf } from '../../application/shared/parse';
import { trpcCodeOf } from '../http/errorTable';
import type { AppServices } from '../services';

/** The inner context, buildable without HTTP for tests. */
export type TrpcContext = {
  readonly services: AppServices;
  readonly actor: Actor | null;
  readonly address: string;
  readonly userAgent: string;
};

class AppErrorCarrier extends TRPCError {
  constructor(readonly appError: AppError) {
    super({ code: trpcCodeOf[appError.kind], message: appError.message });
  }
}

const t = initTRPC.context<TrpcContext>().create({
  errorFormatter: ({ shape, error }) => {
    const cause = error instanceof AppErrorCarrier ? error.appError : null;
    const zodIssues: FieldIssue[] | null = error.cause instanceof ZodError ? fieldIssuesOf(error.cause) : null;
    return {
      ...shape,
      message: zodIssues ? 'Fill in the data correctly' : shape.message,
      data: {
        ...shape.data,
        stack: undefined,
        appCode: cause?.code ?? (zodIssues ? 'validation.failed' : null),
        issues: cause?.kind === 'validation' ? cause.issues : zodIssues,
        retryAfterSeconds: cause?.kind === 'rate_limited' ? cause.retryAfterSeconds : null,
      },
    };
  },
});

export const router = t.router;
export const publicProcedure = t.procedure;
export const createCallerFactory = t.createCallerFactory;

/** Maps a use case's Result to the procedure's return value or its error. */
export const unwrap = async <T>(pending: Promise<Result<T, AppError>>): Promise<T> => {
  const result = await pending;
  if (result.isErr()) throw new AppErrorCarrier(result.error);
  return result.value;
};
