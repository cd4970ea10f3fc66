/** A message the platform sends; it is stored in the outbox in the same transaction as the change that caused it. */
export type OutgoingMail = {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** An iCalendar invitation, sent as a `text/calendar; method=...` alternative (as Outlook and Gmail expect). */
  readonly calendar?: { readonly method: 'REQUEST' | 'CANCEL'; readonly content: string };
  /** A one-click unsubscribe (RFC 8058): sent as `List-Unsubscribe: <url>` with `List-Unsubscribe-Post`. */
  readonly unsubscribe?: { readonly url: string };
};

/** A stored mail on its way out, with the key of what caused it (one outbox row per key). */
export type DeliverableMail = OutgoingMail & { readonly idempotencyKey: string };

/** Delivers one stored mail: SMTP in production, the development mailbox otherwise. */
export type MailTransport = {
  readonly kind: 'smtp' | 'outbox';
  readonly deliver: (mail: DeliverableMail) => Promise<void>;
};
