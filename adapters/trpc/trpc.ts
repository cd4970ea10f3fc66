import { initTRPC, TRPCError } from '@trpc/server';
import type { Result } from 'neverthrow';
import { ZodError, type z } from 'zod';
import type { Actor } from '../../application/shared/actor';
import type { AppError, FieldIssue } from '../../application/shared/appError';
import { fieldIssuesOf } from '../../application/shared/parse';
import { unauthenticated, validationError } from '../../application/shared/appError';
import { hostileIssueOf } from '../http/hostileInput';
import { isDatabaseUnavailable, unavailableMessage } from '../postgres/unavailable';
import { trpcCodeOf } from '../http/errorTable';
import type { AppServices } from '../services';
import { callKeyOf } from './directQueries';

/** The inner context, buildable without HTTP for tests. */
export type TrpcContext = {
  readonly services: AppServices;
  readonly actor: Actor | null;
  readonly address: string;
  readonly userAgent: string;
  /** Calls of this request that already failed in `directQueries`, by `callKeyOf`: replayed, not run again. */
  readonly earlierFailures?: ReadonlyMap<string, unknown> | null;
};

class AppErrorCarrier extends TRPCError {
  constructor(readonly appError: AppError) {
    super({ code: trpcCodeOf[appError.kind], message: appError.message });
  }
}

export const internalErrorMessage = 'Something went wrong';

/** Seconds a refused caller should wait (a rate limit), from any error of a call; null when none says so. */
export const retryAfterSecondsOf = (error: TRPCError): number | null => {
  const carrier =
    error instanceof AppErrorCarrier ? error : error.cause instanceof AppErrorCarrier ? error.cause : null;
  return carrier?.appError.kind === 'rate_limited' ? carrier.appError.retryAfterSeconds : null;
};

const t = initTRPC.context<TrpcContext>().create({
  errorFormatter: ({ shape, error }) => {
    // A refusal thrown by an input parser reaches here wrapped in tRPC's own BAD_REQUEST.
    const carrier =
      error instanceof AppErrorCarrier ? error : error.cause instanceof AppErrorCarrier ? error.cause : null;
    const cause = carrier?.appError ?? null;
    const zodIssues: FieldIssue[] | null = error.cause instanceof ZodError ? fieldIssuesOf(error.cause) : null;
    return {
      ...shape,
      // An internal failure's own words (a database message, a stack line) never leave the server.
      message:
        error.code === 'INTERNAL_SERVER_ERROR'
          ? internalErrorMessage
          : zodIssues
            ? 'Fill in the data correctly'
            : shape.message,
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
/** A database restarting makes a call fail for a moment: the client hears 503 SERVICE_UNAVAILABLE, not an internal error. */
const unavailableWhileDatabaseRestarts = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && isDatabaseUnavailable(result.error.cause ?? result.error)) {
    throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: unavailableMessage, cause: result.error });
  }
  return result;
});

/** A call that already failed in `directQueries` fails again with the same error, without running a second time. */
const replayEarlierFailure = t.middleware(({ ctx, path, batchIndex, next }) => {
  const failure = ctx.earlierFailures?.get(callKeyOf(batchIndex, path));
  if (failure !== undefined) throw failure;
  return next();
});

/** A procedure anyone may call, signed in or not (the catalogue, reference lists, login). */
export const publicProcedure = t.procedure.use(replayEarlierFailure).use(unavailableWhileDatabaseRestarts);

/** A procedure that needs a signed-in user: a guest is answered UNAUTHORIZED before the use case runs. */
export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.actor) throw new AppErrorCarrier(unauthenticated());
  return next({ ctx: { ...ctx, actor: ctx.actor } });
});

/**
 * Types a procedure's input from the application's schema without parsing it here: the use case parses its raw
 * input once (the REST routes call the same use case), so tRPC must not parse it a second time. Only input no use
 * case could take (a NUL character, hostile nesting) is refused here, as the REST edge does.
 */
export const inputOf =
  <Schema extends z.ZodType>(_schema: Schema) =>
  (raw: unknown): z.input<Schema> => {
    const issue = hostileIssueOf(raw);
    if (issue) throw new AppErrorCarrier(validationError([issue]));
    return raw as z.input<Schema>;
  };
export const createCallerFactory = t.createCallerFactory;

/** Maps a use case's Result to the procedure's return value or its error. */
export const unwrap = async <T>(pending: Promise<Result<T, AppError>>): Promise<T> => {
  const result = await pending;
  if (result.isErr()) throw new AppErrorCarrier(result.error);
  return result.value;
};
