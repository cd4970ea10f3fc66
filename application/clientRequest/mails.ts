import { escapeHtml } from '../../domain/content/renderHtml';
import type { ClientRequestEvent } from '../../domain/clientRequest/clientRequest.events';
import type { RequestResponseEvent } from '../../domain/clientRequest/requestResponse';
import type { OutgoingMail } from '../ports/mail';

const mail = (to: string, subject: string, lines: string[], link: string, action: string): OutgoingMail => ({
  to,
  subject,
  text: [...lines, '', `${action}: ${link}`].join('\n'),
  html: `${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
});

/** Where the client reads a request's responses, and where an agency follows its own. */
export const clientRequestPage = (requestId: string) => `/pa/client-requests/${requestId}`;
export const agencyResponsesPage = '/pa/responses';

/** To the client's users: an agency answered their request (no agency is named, as on the page). */
export const responseArrivedMail = (
  to: string,
  requestTitle: string,
  proposed: number,
  requestId: string,
  appUrl: string,
): OutgoingMail =>
  mail(
    to,
    `New response to your request "${requestTitle}"`,
    [
      `An agency answered your request "${requestTitle}" and proposes ${proposed} ${proposed === 1 ? 'specialist' : 'specialists'}.`,
      'Open the request to see them and add them to your interview request.',
    ],
    `${appUrl}${clientRequestPage(requestId)}`,
    'Open the request',
  );

/** To the users of each agency that responded: the request is closed (by its client, or because its period started). */
export const requestClosedMail = (
  to: string,
  requestTitle: string,
  why: 'closed' | 'expired',
  appUrl: string,
): OutgoingMail =>
  mail(
    to,
    `The client request "${requestTitle}" is closed`,
    [
      why === 'expired'
        ? `The client request "${requestTitle}" you responded to is closed: its period has started.`
        : `The client closed the request "${requestTitle}" you responded to.`,
      'It no longer takes responses.',
    ],
    `${appUrl}${agencyResponsesPage}`,
    'Open your responses',
  );

/** Where an agency reads a published request and responds to it. */
export const publicRequestPage = (requestId: string) => `/clients-requests/${requestId}`;

/** To the users of an agency whose cards match a request just published: one invitation per request and agency. */
export const matchInvitationMail = (
  to: string,
  requestTitle: string,
  requestId: string,
  appUrl: string,
): OutgoingMail =>
  mail(
    to,
    `A client request matches your specialists: "${requestTitle}"`,
    [
      `A client published the request "${requestTitle}", and specialists of yours match it: they are free for its whole period and have what it asks.`,
      'Open the request to propose them.',
    ],
    `${appUrl}${publicRequestPage(requestId)}`,
    'Open the request',
  );

/** One e-mail an event causes: its template and to whom (the request's client's users, the responding agencies' users, or the users of the agencies whose cards match). */
export type ClientRequestMail =
  | {
      readonly template: 'responseArrived';
      readonly recipient: 'clientUsers';
      readonly requestId: string;
      readonly clientId: string;
      readonly proposed: number;
    }
  | {
      readonly template: 'requestClosed';
      readonly recipient: 'respondingAgencies';
      readonly requestId: string;
      readonly why: 'closed' | 'expired';
    }
  | { readonly template: 'matchInvitation'; readonly recipient: 'matchingAgencies'; readonly requestId: string };

export const clientRequestMailEventTypes = [
  'RequestResponseSubmitted',
  'ClientRequestClosed',
  'ClientRequestExpired',
  'ClientRequestPublished',
] as const;

/**
 * Which e-mails an event causes: an agency's first response tells the client (an edit does not mail again); a closed
 * or expired request tells every agency whose response stands; a published request invites the agencies whose cards
 * match it (the projection finds them with the request's matches and invites each agency once per request).
 */
export const clientRequestMailsOf = (event: ClientRequestEvent | RequestResponseEvent): ClientRequestMail[] => {
  switch (event.type) {
    case 'RequestResponseSubmitted':
      return [
        {
          template: 'responseArrived',
          recipient: 'clientUsers',
          requestId: event.data.requestId,
          clientId: event.data.clientId,
          proposed: event.data.proposals.length,
        },
      ];
    case 'ClientRequestClosed':
      return [
        { template: 'requestClosed', recipient: 'respondingAgencies', requestId: event.data.requestId, why: 'closed' },
      ];
    case 'ClientRequestExpired':
      return [
        { template: 'requestClosed', recipient: 'respondingAgencies', requestId: event.data.requestId, why: 'expired' },
      ];
    case 'ClientRequestPublished':
      return [{ template: 'matchInvitation', recipient: 'matchingAgencies', requestId: event.data.requestId }];
    default:
      return [];
  }
};

/** The mail addressed to each recipient the projection found. */
export const outgoingClientRequestMails = (
  mailOf: ClientRequestMail,
  requestTitle: string,
  recipients: readonly string[],
  appUrl: string,
): OutgoingMail[] =>
  recipients.map((to) => {
    switch (mailOf.template) {
      case 'responseArrived':
        return responseArrivedMail(to, requestTitle, mailOf.proposed, mailOf.requestId, appUrl);
      case 'requestClosed':
        return requestClosedMail(to, requestTitle, mailOf.why, appUrl);
      case 'matchInvitation':
        return matchInvitationMail(to, requestTitle, mailOf.requestId, appUrl);
      default: {
        const _exhaustive: never = mailOf;
        return _exhaustive;
      }
    }
  });
