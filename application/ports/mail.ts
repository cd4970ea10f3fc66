/** A message the platform sends; it is stored in the outbox in the same transaction as the change that caused it. */
export type OutgoingMail = {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
};

/** A stored mail on its way out, with the key of what caused it (one outbox row per key). */
export type DeliverableMail = OutgoingMail & { readonly idempotencyKey: string };

/** Delivers one stored mail: SMTP in production, the development mailbox otherwise. */
export type MailTransport = {
  readonly kind: 'smtp' | 'outbox';
  readonly deliver: (mail: DeliverableMail) => Promise<void>;
};
