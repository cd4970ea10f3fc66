import { escapeHtml } from '../../domain/content/renderHtml';
import type { OutgoingMail } from '../ports/mail';

// The texts of identity e-mails.

const withLink = (
  to: string,
  subject: string,
  greeting: string,
  lines: string[],
  link: string,
  action: string,
): OutgoingMail => ({
  to,
  subject,
  text: [greeting, '', ...lines, '', `${action}: ${link}`, '', 'If you did not ask for this, ignore this e-mail.'].join(
    '\n',
  ),
  html: `<p>${escapeHtml(greeting)}</p>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p><p>If you did not ask for this, ignore this e-mail.</p>`,
});

export const verificationMail = (to: string, firstName: string, link: string): OutgoingMail =>
  withLink(
    to,
    'Confirm your e-mail',
    `Hello, ${firstName}!`,
    ['Welcome to the marketplace. Confirm your e-mail to finish the registration.'],
    link,
    'Confirm e-mail',
  );

export const passwordResetMail = (to: string, firstName: string, link: string): OutgoingMail =>
  withLink(
    to,
    'Reset your password',
    `Hello, ${firstName}!`,
    ['Somebody asked to reset the password of your account. The link works once, within one hour.'],
    link,
    'Set a new password',
  );

/** An invitation to join a company (or the platform's staff): the link registers the invited person. */
export const invitationMail = (
  to: string,
  companyName: string,
  inviterName: string | null,
  roleTitle: string,
  link: string,
  expiresAt: Date,
): OutgoingMail =>
  withLink(
    to,
    `Join ${companyName} on the marketplace`,
    'Hello!',
    [
      `${inviterName ?? 'A colleague'} invites you to join ${companyName} as ${roleTitle}.`,
      `The link works once, until ${expiresAt.toISOString().slice(0, 10)}.`,
    ],
    link,
    'Accept the invitation',
  );
