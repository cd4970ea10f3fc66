/** A message the platform sends; it is stored in the outbox in the same transaction as the change that caused it. */
export type OutgoingMail = {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
};

/** Delivers one stored mail: SMTP in production, the development mailbox otherwise. */
export type MailTransport = {
  readonly kind: 'smtp' | 'outbox';
  readonly deliver: (mail: OutgoingMail) => Promise<void>;
};
