import nodemailer from 'nodemailer';
import type { MailTransport } from '../../application/ports/mail';

export const smtpTransport = (url: string, from: string): MailTransport => {
  const transporter = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    deliver: async (mail) => {
      await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
  };
};

/** Development and tests: the outbox table itself is the mailbox, read at /dev/mailbox. */
export const outboxTransport: MailTransport = { kind: 'outbox', deliver: async () => {} };
