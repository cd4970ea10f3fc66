import type { SolutionEvent } from '../../domain/solution/solution.events';
import { escapeHtml } from '../../domain/content/renderHtml';
import type { OutgoingMail } from '../ports/mail';
import { outgoingLinkedMail, type LinkedMail } from '../shared/linkedMail';

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

/** Where the agency reads its solution, and where it corrects one. */
export const agencySolutionPage = (id: string) => `/pa/solutions/${id}`;
export const agencySolutionEditPage = (id: string) => `/pa/solutions/${id}/update`;

/** One e-mail a manager's decision on a solution causes, to each verified user of its agency. */
export type SolutionMail = LinkedMail;

/**
 * The manager's decisions the agency is told about: publishing and declining (solutions are not blocked or hidden;
 * the lifecycle has no such step). A manager's own edits (`SolutionSavedByManager`) send nothing.
 */
export const solutionMailEventTypes = ['SolutionPublished', 'SolutionRejected'] as const;

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** Which e-mail a solution's event causes; null for the events nobody is e-mailed about. */
export const solutionMailOf = (
  event: SolutionEvent,
  solution: { readonly id: string; readonly title: string },
): SolutionMail | null => {
  const title = solution.title.trim() ? `"${solution.title.trim()}"` : 'your solution';
  switch (event.type) {
    case 'SolutionPublished':
      return {
        template: 'solutionPublished',
        subject: `Your solution ${title} is published`,
        path: agencySolutionPage(solution.id),
        action: 'Open the solution',
        lines: [
          `A manager reviewed and published your solution ${title}. Clients can find it in the solutions catalogue and send requests now.`,
        ],
      };
    case 'SolutionRejected':
      return {
        template: 'solutionRejected',
        subject: `Your solution ${title} was declined`,
        path: agencySolutionEditPage(solution.id),
        action: 'Correct the solution',
        lines: [
          `A manager declined your solution ${title}.`,
          ...(event.data.reasons.length ? [sentence(`Reasons: ${event.data.reasons.join('; ')}`)] : []),
          ...(event.data.comment.trim() ? [`Comment: ${event.data.comment.trim()}`] : []),
          'Correct it and send it for review again.',
        ],
      };
    default:
      return null;
  }
};

/** The e-mail addressed to one user, linking to the page where the agency acts. */
export const outgoingSolutionMail = outgoingLinkedMail;
