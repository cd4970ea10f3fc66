import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { err, ok, type Result } from 'neverthrow';
import type { FetchedFile, FetchRefusal, FetchRefusalCode, UrlFetcher } from '../../application/ports/urlFetcher';
import { isPublicAddress } from './addressPolicy';

export type SafeFetchOptions = {
  /** `host:port` pairs that may be reached whatever their address: only tests set it (their own file server on 127.0.0.1). */
  readonly allowHosts?: readonly string[];
  readonly timeoutMs?: number;
  readonly maxRedirects?: number;
  /** How a name is resolved (tests replace it); every address it gives must be public. */
  readonly resolve?: (hostname: string) => Promise<readonly string[]>;
};

const messages: Record<FetchRefusalCode, string> = {
  'url.invalid': 'This is not a valid address',
  'url.scheme': 'Only http and https addresses can be fetched',
  'url.unresolvable': 'The address could not be found',
  'url.private_address': 'This address points to a private or local network and cannot be fetched',
  'url.too_many_redirects': 'The address redirects too many times',
  'url.too_large': 'The file is too large',
  'url.timeout': 'The address did not answer in time',
  'url.http_status': 'The address did not give a file',
  'url.failed': 'The file could not be fetched from this address',
};
const refuse = (code: FetchRefusalCode, detail?: string): Result<never, FetchRefusal> =>
  err({ code, message: detail ? `${messages[code]} (${detail})` : messages[code] });

const systemResolve = async (hostname: string): Promise<readonly string[]> =>
  (await lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

/**
 * The address to connect to for a URL: its name resolved, refused unless every address is public (or the host:port is
 * one the tests allowed).
 */
const checkedAddress = async (
  url: URL,
  allowed: ReadonlySet<string>,
  resolve: (hostname: string) => Promise<readonly string[]>,
): Promise<Result<string, FetchRefusal>> => {
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  const exempt = allowed.has(`${hostname.toLowerCase()}:${port}`);
  let addresses: readonly string[];
  if (isIP(hostname)) addresses = [hostname];
  else {
    try {
      addresses = await resolve(hostname);
    } catch {
      return refuse('url.unresolvable');
    }
  }
  if (addresses.length === 0) return refuse('url.unresolvable');
  // Every address the name has must be public: a name with one private address could be made to use it.
  if (!exempt && addresses.some((a) => !isPublicAddress(a))) return refuse('url.private_address');
  return ok(addresses[0] as string);
};

/** The name a fetched file is stored under: the last part of the path, or `image`. */
const nameOf = (url: URL): string => {
  const last = decodeURIComponent(url.pathname.split('/').pop() ?? '').trim();
  return last.length > 0 && last.length <= 200 ? last : 'image';
};

type Hop =
  { readonly kind: 'file'; readonly bytes: Uint8Array } | { readonly kind: 'redirect'; readonly location: string };

/**
 * The fetcher of upload by URL. Each hop: parse, only http(s), resolve the name, refuse unless every address is
 * public, then connect to exactly the address checked (the socket never resolves the name again, so a DNS answer
 * cannot change between the check and the connection). Redirects are followed by hand, at most 3, each checked the
 * same way; the body stops at the size cap; the whole fetch stops after the time limit.
 */
export const safeUrlFetcher = (options: SafeFetchOptions = {}): UrlFetcher => {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxRedirects = options.maxRedirects ?? 3;
  const resolve = options.resolve ?? systemResolve;
  const allowed = new Set((options.allowHosts ?? []).map((h) => h.toLowerCase()));

  const addressFor = (url: URL) => checkedAddress(url, allowed, resolve);

  const hop = (url: URL, address: string, maxBytes: number, signal: AbortSignal): Promise<Result<Hop, FetchRefusal>> =>
    new Promise((settle) => {
      const client = url.protocol === 'https:' ? https : http;
      const hostname = url.hostname.replace(/^\[|\]$/g, '');
      const request = client.request(
        {
          host: address,
          port: url.port || undefined,
          path: `${url.pathname}${url.search}`,
          method: 'GET',
          headers: { host: url.host, accept: 'image/png,image/jpeg,*/*;q=0.5', 'user-agent': 'MarketplaceFetcher/1.0' },
          // TLS checks the certificate against the name, not the address we connect to.
          ...(url.protocol === 'https:' && !isIP(hostname) ? { servername: hostname } : {}),
          signal,
          agent: false,
        },
        (response) => {
          const status = response.statusCode ?? 0;
          if (status >= 300 && status < 400 && response.headers.location) {
            response.resume();
            return settle(ok({ kind: 'redirect', location: response.headers.location }));
          }
          if (status !== 200) {
            response.resume();
            return settle(refuse('url.http_status', `HTTP ${status}`));
          }
          const declared = Number(response.headers['content-length']);
          if (Number.isFinite(declared) && declared > maxBytes) {
            response.destroy();
            return settle(refuse('url.too_large'));
          }
          const chunks: Buffer[] = [];
          let size = 0;
          response.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > maxBytes) {
              response.destroy();
              settle(refuse('url.too_large'));
              return;
            }
            chunks.push(chunk);
          });
          response.on('end', () => settle(ok({ kind: 'file', bytes: new Uint8Array(Buffer.concat(chunks)) })));
          response.on('error', () => settle(signal.aborted ? refuse('url.timeout') : refuse('url.failed')));
        },
      );
      request.on('error', () => settle(signal.aborted ? refuse('url.timeout') : refuse('url.failed')));
      request.end();
    });

  return {
    fetch: async (raw, { maxBytes }) => {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      try {
        let url: URL;
        try {
          url = new URL(raw);
        } catch {
          return refuse('url.invalid');
        }
        for (let redirects = 0; ; redirects += 1) {
          if (url.protocol !== 'http:' && url.protocol !== 'https:') return refuse('url.scheme');
          if (url.username || url.password) return refuse('url.invalid', 'no user name or password in the address');
          const address = await addressFor(url);
          if (address.isErr()) return err(address.error);
          if (controller.signal.aborted) return refuse('url.timeout');
          const answer = await hop(url, address.value, maxBytes, controller.signal);
          if (answer.isErr()) return err(answer.error);
          if (answer.value.kind === 'file') return ok<FetchedFile>({ bytes: answer.value.bytes, name: nameOf(url) });
          if (redirects >= maxRedirects) return refuse('url.too_many_redirects');
          try {
            url = new URL(answer.value.location, url);
          } catch {
            return refuse('url.invalid', 'the redirect');
          }
        }
      } finally {
        clearTimeout(timer);
      }
    },
  };
};

/** What a protocol library passes to `fetch` (openid-client's customFetch). */
export type SafeFetchInit = {
  readonly method?: string;
  readonly headers?: HeadersInit;
  readonly body?: string | URLSearchParams | Uint8Array | null;
  readonly signal?: AbortSignal | null;
};

/**
 * A `fetch` for protocol libraries (OpenID Connect discovery, keys and tokens): every request goes to an address
 * checked as above (public, or a host:port the tests allowed), pinned for the connection, without following
 * redirects, its answer capped at `maxBytes` and the time limit.
 */
export const safeHttpFetch = (
  options: SafeFetchOptions & { readonly maxBytes?: number } = {},
): ((input: string | URL, init?: SafeFetchInit) => Promise<Response>) => {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxBytes = options.maxBytes ?? 1024 * 1024;
  const resolve = options.resolve ?? systemResolve;
  const allowed = new Set((options.allowHosts ?? []).map((h) => h.toLowerCase()));
  return async (input, init = {}) => {
    const url = new URL(input);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new TypeError(messages['url.scheme']);
    if (url.username || url.password) throw new TypeError(messages['url.invalid']);
    const address = await checkedAddress(url, allowed, resolve);
    if (address.isErr()) throw new TypeError(address.error.message);
    const headers = Object.fromEntries(new Headers(init.headers ?? {}).entries());
    const body =
      init.body === undefined || init.body === null
        ? undefined
        : init.body instanceof URLSearchParams
          ? init.body.toString()
          : init.body;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const abort = () => controller.abort();
    init.signal?.addEventListener('abort', abort);
    try {
      return await new Promise<Response>((settle, fail) => {
        const hostname = url.hostname.replace(/^\[|\]$/g, '');
        const client = url.protocol === 'https:' ? https : http;
        const request = client.request(
          {
            host: address.value,
            port: url.port || undefined,
            path: `${url.pathname}${url.search}`,
            method: init.method ?? 'GET',
            headers: { ...headers, host: url.host, 'user-agent': 'MarketplaceFetcher/1.0' },
            ...(url.protocol === 'https:' && !isIP(hostname) ? { servername: hostname } : {}),
            signal: controller.signal,
            agent: false,
          },
          (response) => {
            const chunks: Buffer[] = [];
            let size = 0;
            response.on('data', (chunk: Buffer) => {
              size += chunk.length;
              if (size > maxBytes) {
                response.destroy();
                fail(new TypeError(messages['url.too_large']));
                return;
              }
              chunks.push(chunk);
            });
            response.on('end', () => {
              const status = response.statusCode ?? 502;
              const answerHeaders = new Headers();
              for (const [name, value] of Object.entries(response.headers))
                if (value !== undefined)
                  for (const v of Array.isArray(value) ? value : [value]) answerHeaders.append(name, v);
              const empty = status === 204 || status === 304 || (status >= 100 && status < 200);
              settle(new Response(empty ? null : Buffer.concat(chunks), { status, headers: answerHeaders }));
            });
            response.on('error', (e) => fail(e));
          },
        );
        request.on('error', (e) => fail(controller.signal.aborted ? new TypeError(messages['url.timeout']) : e));
        if (body !== undefined) request.write(body);
        request.end();
      });
    } finally {
      clearTimeout(timer);
      init.signal?.removeEventListener('abort', abort);
    }
  };
};
