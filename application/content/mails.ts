import { escapeHtml } from '../../domain/content/renderHtml';
import type { OutgoingMail } from '../ports/mail';
import type { FeedbackMessage } from './contentPorts';

/** The e-mail a feedback message causes: one to each manager, with the sender to answer (their text escaped, never markup). */
export const feedbackMails = (message: FeedbackMessage, managers: readonly string[]): OutgoingMail[] =>
  managers.map((to) => ({
    to,
    subject: `Feedback from ${message.name.slice(0, 60)}`,
    text: `${message.name} <${message.email}> wrote through the feedback form:\n\n${message.message}\n\nAnswer them at ${message.email}.`,
    html:
      `<p><strong>${escapeHtml(message.name)}</strong> (&lt;${escapeHtml(message.email)}&gt;) wrote through the feedback form:</p>` +
      `<blockquote>${escapeHtml(message.message).replace(/\n/g, '<br>')}</blockquote>` +
      `<p>Answer them at ${escapeHtml(message.email)}.</p>`,
  }));
