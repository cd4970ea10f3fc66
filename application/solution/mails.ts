import type { OutgoingMail } from '../ports/mail';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

export type SolutionRequestFacts = {
  readonly solutionTitle: string;
  readonly clientName: string;
  readonly contactName: string;
  readonly contactEmail: string;
  readonly phone: string;
  readonly comment: string;
};

/** Where the agency reads its solution requests in the personal area. */
export const solutionRequestsPage = '/pa/solutions/requests';

/** To each of the agency's users: a client asked about one of their solutions. */
export const solutionRequestedMail = (to: string, facts: SolutionRequestFacts, appUrl: string): OutgoingMail => {
  const lines = [
    `${facts.clientName} is interested in your solution "${facts.solutionTitle}".`,
    `Contact: ${[facts.contactName, facts.contactEmail, facts.phone].filter(Boolean).join(', ')}`,
    ...(facts.comment ? ['Message:', facts.comment] : []),
  ];
  const link = `${appUrl}${solutionRequestsPage}`;
  return {
    to,
    subject: `New request for "${facts.solutionTitle}" from ${facts.clientName}`,
    text: [...lines, '', `Open solution requests: ${link}`].join('\n'),
    html: `${lines.map((l) => `<p>${escapeHtml(l).replace(/\n/g, '<br>')}</p>`).join('')}<p><a href="${escapeHtml(link)}">Open solution requests</a></p>`,
  };
};
