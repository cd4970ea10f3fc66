import type { ReactNode } from 'react';
import { errorMessageOf } from '../app/notify';
import { httpStatusOf } from '../app/trpc';
import { ErrorState } from './ErrorState';
import { LoadingState } from './LoadingState';

/** A 4xx answer about the page's own item is the shell's error page (not found, no access), as for any other page. */
export const throwIfRefused = (error: unknown): void => {
  const status = httpStatusOf(error);
  if (status !== null && status >= 400 && status < 500) throw error;
};

/** What a page needs of its data's query (a TanStack Query result, or several as one with `allOf`). */
export type PageData<Data> = {
  readonly data: Data | undefined;
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly error: unknown;
  readonly refetch: () => unknown;
};

/** Several queries as one page's data: pending while any loads, failed when any fails, retried together. */
export const allOf = <Data,>(queries: readonly PageData<unknown>[], data: Data | undefined): PageData<Data> => {
  const failed = queries.find((query) => query.isError);
  return {
    data,
    isPending: queries.some((query) => query.isPending),
    isError: failed !== undefined,
    error: failed?.error ?? null,
    refetch: () => Promise.all(queries.filter((query) => query.isError).map((query) => query.refetch())),
  };
};

type PageQueryProps<Data> = {
  /** The data the page is about. */
  readonly query: PageData<Data>;
  /** The page header, shown in every state; the data once it is there. */
  readonly header: (data: Data | undefined) => ReactNode;
  readonly loading: { readonly label: string; readonly rows?: number };
  readonly children: (data: Data) => ReactNode;
};

/** A page built on one item: its header, then loading, a failure with a retry, or the item. */
export const PageQuery = <Data,>({ query, header, loading, children }: PageQueryProps<Data>) => {
  if (query.isError) throwIfRefused(query.error);
  return (
    <>
      {header(query.data)}
      {query.isError ? (
        <ErrorState message={errorMessageOf(query.error)} onRetry={() => void query.refetch()} />
      ) : query.data === undefined ? (
        <LoadingState rows={loading.rows ?? 10} label={loading.label} />
      ) : (
        children(query.data)
      )}
    </>
  );
};
