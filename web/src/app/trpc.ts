import { TRPCClientError } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../adapters/trpc/root';

export type { AppRouter };
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type Profile = RouterOutputs['identity']['profile'];

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

export type AppClientError = TRPCClientError<AppRouter>;

export const isAppClientError = (error: unknown): error is AppClientError => error instanceof TRPCClientError;

/** The HTTP status the server gave, or null for a network failure or a bug in the app. */
export const httpStatusOf = (error: unknown): number | null =>
  isAppClientError(error) ? (error.data?.httpStatus ?? null) : null;

export const appCodeOf = (error: unknown): string | null =>
  isAppClientError(error) ? (error.data?.appCode ?? null) : null;
