import { createHmac } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import type { WebhookAddressCheck } from '../../application/integration/integrationPorts';
import { signedContent } from '../../domain/integration/webhook';
import { isPublicAddress } from '../http/addressPolicy';

export type WebhookSenderOptions = {
  /** `host:port` pairs reachable although local: only tests set it (WEBHOOK_ALLOW_HOSTS, refused in production). */
  readonly allowHosts: readonly string[];
  /** Production: https only. */
  readonly httpsOnly: boolean;
  readonly timeoutMs?: number;
  readonly resolve?: (hostname: string) => Promise<readonly string[]>;
};

const systemResolve = async (hostname: string): Promise<readonly string[]> =>
  (await lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

/** The address to connect to, checked as the safe fetcher checks it: every address of the name must be public. */
const addressOf = async (
  raw: string,
  options: WebhookSenderOptions,
): Promise<{ ok: true; url: URL; address: string } | { ok: false; reason: string }> => {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'This is not a valid address' };
  }
  if (url.protocol !== 'https:' && (options.httpsOnly || url.protocol !== 'http:'))
    return { ok: false, reason: options.httpsOnly ? 'Only https addresses' : 'Only http and https addresses' };
  if (url.username || url.password) return { ok: false, reason: 'No user name or password in the address' };
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  const exempt = options.allowHosts.map((h) => h.toLowerCase()).includes(`${hostname.toLowerCase()}:${port}`);
  let addresses: readonly string[];
  try {
    addresses = isIP(hostname) ? [hostname] : await (options.resolve ?? systemResolve)(hostname);
  } catch {
    return { ok: false, reason: 'The address could not be found' };
  }
  if (addresses.length === 0) return { ok: false, reason: 'The address could not be found' };
  if (!exempt && addresses.some((a) => !isPublicAddress(a)))
    return { ok: false, reason: 'This address points to a private or local network' };
  return { ok: true, url, address: addresses[0] as string };
};

export const webhookAddressCheck =
  (options: WebhookSenderOptions): WebhookAddressCheck =>
  async (url) => {
    const found = await addressOf(url, options);
    return found.ok ? { ok: true } : { ok: false, reason: found.reason };
  };

/**
 * The Standard Webhooks headers of one message: its id, the time in seconds, and `v1,<HMAC-SHA256 in base64>` for
 * each secret (the current one first; a rotated one still valid after it), separated by spaces.
 */
export const standardWebhookHeaders = (
  secrets: readonly string[],
  id: string,
  timestampSeconds: number,
  body: string,
) => ({
  'webhook-id': id,
  'webhook-timestamp': String(timestampSeconds),
  'webhook-signature': secrets
    .map(
      (secret) =>
        `v1,${createHmac('sha256', Buffer.from(secret.replace(/^whsec_/, ''), 'base64'))
          .update(signedContent(id, timestampSeconds, body))
          .digest('base64')}`,
    )
    .join(' '),
});

export type WebhookAttempt = { readonly statusCode: number | null; readonly error: string | null };

/**
 * POSTs one signed delivery to exactly the address checked (the socket never resolves the name again), follows no
 * redirect, reads at most 64 KiB of the answer, and stops after the time limit.
 */
export const webhookSender = (options: WebhookSenderOptions) => ({
  send: async (
    rawUrl: string,
    secrets: readonly string[],
    message: { readonly id: string; readonly body: string; readonly at: Date },
  ): Promise<WebhookAttempt> => {
    const target = await addressOf(rawUrl, options);
    if (!target.ok) return { statusCode: null, error: target.reason };
    const { url, address } = target;
    const hostname = url.hostname.replace(/^\[|\]$/g, '');
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'MarketplaceWebhooks/1.0',
      host: url.host,
      ...standardWebhookHeaders(secrets, message.id, Math.floor(message.at.getTime() / 1000), message.body),
    };
    return new Promise<WebhookAttempt>((settle) => {
      const request = (url.protocol === 'https:' ? https : http).request(
        {
          host: address,
          port: url.port || undefined,
          path: `${url.pathname}${url.search}`,
          method: 'POST',
          headers,
          ...(url.protocol === 'https:' && !isIP(hostname) ? { servername: hostname } : {}),
          agent: false,
          timeout: options.timeoutMs ?? 10_000,
        },
        (response) => {
          let size = 0;
          response.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > 65_536) response.destroy();
          });
          response.on('close', () => settle({ statusCode: response.statusCode ?? null, error: null }));
          response.on('error', () => settle({ statusCode: response.statusCode ?? null, error: null }));
        },
      );
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', (e) => settle({ statusCode: null, error: e.message.slice(0, 200) }));
      request.end(message.body);
    });
  },
});
export type WebhookSender = ReturnType<typeof webhookSender>;
