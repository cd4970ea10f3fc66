import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DocuSignStatusEvent } from '../../application/ports/eSignature';

/**
 * DocuSign Connect's HMAC: each `X-DocuSign-Signature-n` header carries the base64 HMAC-SHA256 of the raw request
 * body under one of the account's Connect keys (several during a key rotation). One match is enough. The body must
 * be the bytes as received, before any JSON parsing.
 */
export const verifyDocuSignHmac = (rawBody: Buffer, signatureHeaders: readonly string[], secret: string): boolean => {
  if (secret.length === 0) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  let matched = false;
  for (const header of signatureHeaders) {
    const value = header.trim();
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(value)) continue;
    const given = Buffer.from(value, 'base64');
    // Every header is compared in full, so the time taken does not tell which one (or how much of one) matched.
    if (given.length === expected.length && timingSafeEqual(given, expected)) matched = true;
  }
  return matched;
};

/** The `X-DocuSign-Signature-1..n` values of a request's headers (Node lower-cases the names). */
export const docuSignSignatureHeaders = (headers: Record<string, string | string[] | undefined>): string[] =>
  Object.entries(headers)
    .filter(([name]) => /^x-docusign-signature-\d+$/i.test(name))
    .sort(([a], [b]) => Number(a.replace(/\D/g, '')) - Number(b.replace(/\D/g, '')))
    .flatMap(([, value]) => (Array.isArray(value) ? value : value === undefined ? [] : [value]));

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim().length > 0
    ? value.trim()
    : typeof value === 'number'
      ? String(value)
      : null;

/** DocuSign writes seven decimal places ('2024-05-01T10:00:00.1234567Z'); a Date keeps milliseconds. */
const dateOf = (value: unknown): Date | null => {
  const raw = text(value);
  if (!raw) return null;
  const date = new Date(raw.replace(/(\.\d{3})\d+/, '$1'));
  return Number.isNaN(date.getTime()) ? null : date;
};

const signersOf = (summary: Json | null): Json[] => {
  const recipients = summary && isObject(summary.recipients) ? summary.recipients : null;
  return recipients && Array.isArray(recipients.signers) ? recipients.signers.filter(isObject) : [];
};

/**
 * A Connect message (JSON SIM, REST v2.1) as the contract's status: the first signer's 'recipient-completed' is the
 * counterparty's signature; 'envelope-completed', 'envelope-voided' and 'envelope-declined' end the envelope.
 * Anything else (sent, delivered, the platform signer's completion, which 'envelope-completed' follows) is null.
 */
export const readDocuSignEvent = (json: unknown): DocuSignStatusEvent | null => {
  if (!isObject(json) || !isObject(json.data)) return null;
  const event = text(json.event);
  const data = json.data;
  const summary = isObject(data.envelopeSummary) ? data.envelopeSummary : null;
  const envelopeId = text(data.envelopeId) ?? text(summary?.envelopeId);
  const at = dateOf(json.generatedDateTime);
  if (!event || !envelopeId || !at) return null;
  const signers = signersOf(summary);

  switch (event) {
    case 'recipient-completed': {
      const recipientId = text(data.recipientId);
      const signer = signers.find((s) => text(s.recipientId) === recipientId) ?? null;
      // Our envelopes number recipients by routing order (see envelopeDefinitionOf); the summary says it when present.
      const routingOrder = text(signer?.routingOrder) ?? recipientId;
      if (routingOrder !== '1') return null;
      return {
        envelopeId,
        kind: 'counterparty-signed',
        at: dateOf(signer?.signedDateTime) ?? at,
        signerEmail: text(signer?.email),
        reason: null,
      };
    }
    case 'envelope-completed':
      return {
        envelopeId,
        kind: 'completed',
        at: dateOf(summary?.completedDateTime) ?? at,
        signerEmail: null,
        reason: null,
      };
    case 'envelope-voided':
      return {
        envelopeId,
        kind: 'voided',
        at: dateOf(summary?.voidedDateTime) ?? at,
        signerEmail: null,
        reason: text(summary?.voidedReason),
      };
    case 'envelope-declined': {
      const decliner = signers.find((s) => text(s.status)?.toLowerCase() === 'declined') ?? null;
      return {
        envelopeId,
        kind: 'declined',
        at: dateOf(decliner?.declinedDateTime) ?? dateOf(summary?.declinedDateTime) ?? at,
        signerEmail: text(decliner?.email),
        reason: text(decliner?.declinedReason),
      };
    }
    default:
      return null;
  }
};
