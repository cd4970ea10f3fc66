import { createHash } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailTransport } from '../../application/ports/mail';

/**
 * The Message-ID of a mail, the same for every delivery of one outbox row: SMTP has no exactly-once, and a mail sent
 * again after a crash between sending and marking it sent carries the same id, which receiving systems and mail
 * clients recognize as a duplicate. A hash, so the key (which names the recipient) stays out of the header.
 */
export const messageIdOf = (idempotencyKey: string, from: string): string => {
  const domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'marketplace.invalid';
  return `<${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 40)}@${domain}>`;
};

/** Delivery through a nodemailer transporter (SMTP in production; the tests pass a stream transporter). */
export const nodemailerTransport = (transporter: Pick<Transporter, 'sendMail'>, from: string): MailTransport => ({
  kind: 'smtp',
  deliver: async (mail) => {
    await transporter.sendMail({
      from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: messageIdOf(mail.idempotencyKey, from),
      // A text/calendar alternative with its method, which Outlook and Gmail show as an invitation to accept.
      ...(mail.calendar
        ? { icalEvent: { method: mail.calendar.method, filename: 'invite.ics', content: mail.calendar.content } }
        : {}),
      // RFC 8058: a mail client offers 'Unsubscribe' and POSTs 'List-Unsubscribe=One-Click' to the address.
      ...(mail.unsubscribe
        ? {
            headers: {
              'List-Unsubscribe': `<${mail.unsubscribe.url}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            },
          }
        : {}),
    });
  },
});

export const smtpTransport = (url: string, from: string): MailTransport =>
  nodemailerTransport(nodemailer.createTransport(url), from);

/** Development and tests: the outbox table itself is the mailbox, read at /dev/mailbox. */
export const outboxTransport: MailTransport = { kind: 'outbox', deliver: async () => {} };
