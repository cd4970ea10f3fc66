import { escapeHtml } from '../../domain/content/renderHtml';
import type { OutgoingMail } from '../ports/mail';

/** An e-mail that tells a user what happened and links to the page where they act on it. */
export type LinkedMail = {
  readonly template: string;
  readonly subject: string;
  readonly lines: readonly string[];
  readonly path: string;
  readonly action: string;
};

/** The e-mail addressed to one user: a greeting, what happened, and the link to the page (text and HTML alike). */
export const outgoingLinkedMail = (mail: LinkedMail, to: string, appUrl: string): OutgoingMail => {
  const href = `${appUrl}${mail.path}`;
  const lines = ['Hello,', ...mail.lines];
  return {
    to,
    subject: mail.subject,
    text: [...lines, '', `${mail.action}: ${href}`].join('\n'),
    html: `${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p><a href="${escapeHtml(href)}">${escapeHtml(mail.action)}</a></p>`,
  };
};
