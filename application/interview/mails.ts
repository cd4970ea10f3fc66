import type { OutgoingMail } from '../ports/mail';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const mail = (to: string, subject: string, lines: string[], link: string, action: string): OutgoingMail => ({
  to,
  subject,
  text: [...lines, '', `${action}: ${link}`].join('\n'),
  html: `${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
});

/** To the partner's users: a client asked to interview their specialists. */
export const requestArrivedMail = (to: string, clientName: string, specialists: { name: string; from: string; to: string }[], appUrl: string): OutgoingMail =>
  mail(
    to,
    `New interview request from ${clientName}`,
    [`${clientName} would like to interview:`, ...specialists.map((s) => `- ${s.name}, ${s.from} to ${s.to}`), 'Accept one of the proposed slots, propose another, or decline.'],
    `${appUrl}/pa/requests/list`,
    'Open interview requests',
  );

/** To the client's contact: the partner confirmed an interview slot. */
export const slotConfirmedMail = (to: string, contactName: string, specialist: string, slot: { date: string; time: string }, appUrl: string): OutgoingMail =>
  mail(
    to,
    `Interview with ${specialist} confirmed for ${slot.date} ${slot.time}`,
    [`Hello, ${contactName}!`, `The interview with ${specialist} is confirmed for ${slot.date} at ${slot.time} (UTC).`],
    `${appUrl}/pa/candidates/list`,
    'Open your candidates',
  );
