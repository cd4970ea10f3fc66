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

/** To the client's contact: the partner proposed other times; the client picks one among its candidates. */
export const slotsProposedMail = (to: string, contactName: string, specialist: string, slots: readonly { date: string; time: string }[], comment: string, appUrl: string): OutgoingMail =>
  mail(
    to,
    `Other interview times proposed for ${specialist}`,
    [
      `Hello, ${contactName}!`,
      `The agency of ${specialist} cannot make the times you offered and proposes (UTC):`,
      ...slots.map((s) => `- ${s.date} at ${s.time}`),
      ...(comment ? [`Their note: ${comment}`] : []),
      'Choose one of them in your candidates.',
    ],
    `${appUrl}/pa/candidates/list`,
    'Choose a time',
  );

/** To the partner's users: the client took one of the times they proposed. */
export const proposedSlotChosenMail = (to: string, clientName: string, specialist: string, slot: { date: string; time: string }, appUrl: string): OutgoingMail =>
  mail(
    to,
    `${clientName} confirmed the interview with ${specialist} for ${slot.date} ${slot.time}`,
    [`${clientName} chose one of the times you proposed: the interview with ${specialist} is on ${slot.date} at ${slot.time} (UTC).`],
    `${appUrl}/pa/requests/list`,
    'Open interview requests',
  );
