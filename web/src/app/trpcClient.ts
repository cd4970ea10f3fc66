import { createTRPCClient, httpBatchLink, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { tokenStore } from './session/tokenStore';
import type { AppRouter } from './trpc';

/** Calls whose 401 means "wrong credentials" or "nobody is logged in", not "your session ended". */
const sessionNeutralPaths = new Set(['identity.profile', 'identity.login', 'identity.logout']);

/** A 401 from any other call ends the session here; the session provider then sends the user to /login. */
const sessionExpiryLink =
  (onSessionExpired: () => void): TRPCLink<AppRouter> =>
  () =>
  ({ next, op }) =>
    observable((observer) =>
      next(op).subscribe({
        next: (value) => observer.next(value),
        error: (error) => {
          if (error.data?.httpStatus === 401 && !sessionNeutralPaths.has(op.path)) onSessionExpired();
          observer.error(error);
        },
        complete: () => observer.complete(),
      }),
    );

/** Set by the signed-in areas' step-up dialog: asks the person to prove it is them; true when they did. */
export const stepUpAsker: { ask: (() => Promise<boolean>) | null } = { ask: null };

/** An act that binds answered 403 auth.step_up_required: once the person has proved it is them, it is sent again. */
const stepUpLink: TRPCLink<AppRouter> =
  () =>
  ({ next, op }) =>
    observable((observer) => {
      let call = next(op).subscribe({
        next: (value) => observer.next(value),
        error: (error) => {
          const ask = stepUpAsker.ask;
          if (error.data?.appCode !== 'auth.step_up_required' || !ask) return observer.error(error);
          void ask().then((proven) => {
            if (proven) call = next(op).subscribe(observer);
            else observer.error(error);
          });
        },
        complete: () => observer.complete(),
      });
      return () => call.unsubscribe();
    });

export const createAppTrpcClient = (onSessionExpired: () => void) =>
  createTRPCClient<AppRouter>({
    links: [
      sessionExpiryLink(onSessionExpired),
      stepUpLink,
      httpBatchLink({
        url: '/trpc',
        maxURLLength: 2000,
        // The server refuses larger batches (adapters/http/httpApp.ts): one batch must not multiply a rate limit.
        maxItems: 10,
        headers: () => {
          const token = tokenStore.get();
          return token ? { Authorization: `Bearer ${token}` } : {};
        },
      }),
    ],
  });
