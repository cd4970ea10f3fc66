import type { OutgoingMail } from '../ports/mail';

/** The texts of identity e-mails. */
const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const withLink = (to: string, subject: string, greeting: string, lines: string[], link: string, action: string): OutgoingMail => ({
  to,
  subject,
  text: [greeting, '', ...lines, '', `${action}: ${link}`, '', 'If you did not ask for this, ignore this e-mail.'].join('\n'),
  html: `<p>${escapeHtml(greeting)}</p>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p><p>If you did not ask for this, ignore this e-mail.</p>`,
});

export const verificationMail = (to: string, firstName: string, link: string): OutgoingMail =>
  withLink(to, 'Confirm your e-mail', `Hello, ${firstName}!`, ['Welcome to the marketplace. Confirm your e-mail to finish the registration.'], link, 'Confirm e-mail');

export const passwordResetMail = (to: string, firstName: string, link: string): OutgoingMail =>
  withLink(to, 'Reset your password', `Hello, ${firstName}!`, ['Somebody asked to reset the password of your account. The link works once, within one hour.'], link, 'Set a new password');
