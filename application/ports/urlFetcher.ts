import type { Result } from 'neverthrow';

/** Why a file could not be fetched from an address; the message is what the user reads. */
export type FetchRefusalCode =
  | 'url.invalid'
  | 'url.scheme'
  | 'url.unresolvable'
  | 'url.private_address'
  | 'url.too_many_redirects'
  | 'url.too_large'
  | 'url.timeout'
  | 'url.http_status'
  | 'url.failed';
export type FetchRefusal = { readonly code: FetchRefusalCode; readonly message: string };

export type FetchedFile = { readonly bytes: Uint8Array; readonly name: string };

/**
 * Fetches a file from an address given by a user, without letting it reach our own network: only http and https,
 * public addresses only (checked after resolving, and connected to exactly as checked), redirects re-checked, a size
 * cap and a time limit.
 */
export type UrlFetcher = {
  readonly fetch: (url: string, limits: { readonly maxBytes: number }) => Promise<Result<FetchedFile, FetchRefusal>>;
};
