import { plainTextOf, type ContentBlock } from '../../domain/content/blocks';
import { escapeHtml, renderBlocks } from '../../domain/content/renderHtml';
import type { OutgoingMail } from '../ports/mail';
import type { FeedbackMessage } from './contentPorts';

/** Where staff read a feedback message and mark it answered: the back office's list, opened at that message. */
export const feedbackMessagePath = (id: string): string => `/manager/feedback/list?message=${id}`;

/**
 * The e-mail a feedback message causes: one to each manager, with the sender to answer (their text escaped, never
 * markup) and the back office's page of the message. The page's address comes first, so the notification of the mail
 * (the first address of the application it names) leads there even when the sender's text names another.
 */
export const feedbackMails = (
  message: FeedbackMessage,
  managers: readonly string[],
  appUrl: string,
): OutgoingMail[] => {
  const link = `${appUrl.replace(/\/+$/, '')}${feedbackMessagePath(message.id)}`;
  return managers.map((to) => ({
    to,
    subject: `Feedback from ${message.name.slice(0, 60)}`,
    text:
      `Read it and mark it answered: ${link}\n\n` +
      `${message.name} <${message.email}> wrote through the feedback form:\n\n${message.message}\n\nAnswer them at ${message.email}.`,
    html:
      `<p><strong>${escapeHtml(message.name)}</strong> (&lt;${escapeHtml(message.email)}&gt;) wrote through the feedback form:</p>` +
      `<blockquote>${escapeHtml(message.message).replace(/\n/g, '<br>')}</blockquote>` +
      `<p>Answer them at ${escapeHtml(message.email)}, then <a href="${escapeHtml(link)}">mark it answered</a> so no other manager answers it twice.</p>`,
  }));
};

/**
 * A new terms version, announced to every user: the summary of changes in the one block renderer's mail mode (links
 * absolute, videos as links), the day it takes effect, and where to read it.
 */
export const termsAnnouncementMail = (
  to: string,
  firstName: string,
  version: {
    readonly id: string;
    readonly number: number;
    readonly effectiveFrom: Date;
    readonly changes: readonly ContentBlock[];
  },
  appUrl: string,
  now: Date,
): OutgoingMail => {
  const day = version.effectiveFrom.toISOString().slice(0, 10);
  const inForce = version.effectiveFrom.getTime() <= now.getTime();
  const link = `${appUrl}/terms-and-conditions?version_id=${version.id}`;
  const lead = inForce
    ? `New terms and conditions (version ${version.number}) are in force from today.`
    : `New terms and conditions (version ${version.number}) take effect on ${day}.`;
  const ask = inForce
    ? 'We will ask you to accept them the next time you open your personal area.'
    : 'On that day we will ask you to accept them in your personal area.';
  const summary = plainTextOf(version.changes).trim();
  const summaryHtml = renderBlocks(version.changes, { target: 'mail', baseUrl: appUrl });
  return {
    to,
    subject: inForce ? 'New terms and conditions are in force' : `New terms and conditions from ${day}`,
    text: [
      `Dear ${firstName},`,
      '',
      lead,
      ...(summary ? ['', 'What changes:', summary] : []),
      '',
      ask,
      '',
      `Read them: ${link}`,
    ].join('\n'),
    html:
      `<p>Dear ${escapeHtml(firstName)},</p><p>${escapeHtml(lead)}</p>` +
      (summaryHtml ? `<p><strong>What changes:</strong></p>${summaryHtml}` : '') +
      `<p>${escapeHtml(ask)}</p><p><a href="${escapeHtml(link)}">Read the new terms</a></p>`,
  };
};
