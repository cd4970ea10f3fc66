import { QueryClient } from '@tanstack/react-query';
import { httpStatusOf } from './trpc';

const MAX_RETRIES = 2;

/** A 4xx answer will not change on retry; a network blip or a 5xx may. */
const shouldRetry = (failureCount: number, error: unknown): boolean => {
  const status = httpStatusOf(error);
  if (status !== null && status < 500) return false;
  return failureCount < MAX_RETRIES;
};

export const createAppQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
