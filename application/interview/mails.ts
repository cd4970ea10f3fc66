import { publicNameOf } from '../../domain/specialist/publicName';
import type { CartEvent } from '../../domain/cart/cart.events';
import { candidateIdFor } from '../../domain/interview/interview.candidateId';
import type { CandidateEvent } from '../../domain/interview/interview.events';
import { candidateStatusWords, type CandidateStatus } from '../../domain/interview/interview.status';
import type { InterviewSlot } from '../../domain/interview/interview.slots';
import type { OutgoingMail } from '../ports/mail';

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const mail = (to: string, subject: string, lines: string[], link: string, action: string): OutgoingMail => ({
  to,
  subject,
  text: [...lines, '', `${action}: ${link}`].join('\n'),
  html: `${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
});

/** To the partner's users: a client asked to interview their specialists. */
export const requestArrivedMail = (
  to: string,
  clientName: string,
  specialists: { name: string; from: string; to: string }[],
  appUrl: string,
): OutgoingMail =>
  mail(
    to,
    `New interview request from ${clientName}`,
    [
      `${clientName} would like to interview:`,
      ...specialists.map((s) => `- ${s.name}, ${s.from} to ${s.to}`),
      'Accept one of the proposed slots, propose another, or decline.',
    ],
    `${appUrl}/pa/requests/list`,
    'Open interview requests',
  );

/** To the client's contact: the partner confirmed an interview slot. */
export const slotConfirmedMail = (
  to: string,
  contactName: string,
  specialist: string,
  slot: { date: string; time: string },
  appUrl: string,
): OutgoingMail =>
  mail(
    to,
    `Interview with ${specialist} confirmed for ${slot.date} ${slot.time} UTC`,
    [`Hello, ${contactName}!`, `The interview with ${specialist} is confirmed for ${slot.date} at ${slot.time} (UTC).`],
    `${appUrl}/pa/candidates/list`,
    'Open your candidates',
  );

/** To the client's contact: the partner proposed other times; the client picks one among its candidates. */
export const slotsProposedMail = (
  to: string,
  contactName: string,
  specialist: string,
  slots: readonly { date: string; time: string }[],
  comment: string,
  appUrl: string,
): OutgoingMail =>
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
export const proposedSlotChosenMail = (
  to: string,
  clientName: string,
  specialist: string,
  slot: { date: string; time: string },
  appUrl: string,
): OutgoingMail =>
  mail(
    to,
    `${clientName} confirmed the interview with ${specialist} for ${slot.date} ${slot.time} UTC`,
    [
      `${clientName} chose one of the times you proposed: the interview with ${specialist} is on ${slot.date} at ${slot.time} (UTC).`,
    ],
    `${appUrl}/pa/requests/list`,
    'Open interview requests',
  );

/**
 * Who receives a mail: the client's contact named on each candidate, the verified users of the candidates' agencies
 * (each agency one mail, naming only its own candidates), or the verified users of each candidate's client.
 */
export type MailRecipient = 'clientContact' | 'agencyUsers' | 'clientUsers';

/** One e-mail an event causes: its template, to whom, and what it says beyond the candidates it names. */
export type InterviewMail =
  | { readonly template: 'requestArrived'; readonly recipient: 'agencyUsers'; readonly candidateIds: readonly string[] }
  | {
      readonly template: 'slotConfirmed';
      readonly recipient: 'clientContact';
      readonly candidateIds: readonly string[];
      readonly slot: InterviewSlot;
    }
  | {
      readonly template: 'slotsProposed';
      readonly recipient: 'clientContact';
      readonly candidateIds: readonly string[];
      readonly slots: readonly InterviewSlot[];
      readonly comment: string;
    }
  | {
      readonly template: 'proposedSlotChosen';
      readonly recipient: 'agencyUsers';
      readonly candidateIds: readonly string[];
      readonly slot: InterviewSlot;
    }
  | {
      readonly template: 'candidateStatusChanged';
      readonly recipient: 'clientUsers';
      readonly candidateIds: readonly string[];
      readonly status: CandidateStatus;
    };

export const interviewMailEventTypes = [
  'CartEmptiedBySubmission',
  'InterviewSlotAccepted',
  'InterviewSlotsProposed',
  'CandidateMoved',
  'CandidateDeclinedByPartner',
] as const;

/** To the client's users: a candidate of theirs moved to another step (the manager's move, or the agency's decline). */
export const candidateStatusChangedMail = (
  to: string,
  specialist: string,
  status: CandidateStatus,
  appUrl: string,
): OutgoingMail =>
  mail(
    to,
    `${specialist}: the candidate's status is now ${candidateStatusWords[status]}`,
    [
      `The status of your candidate ${specialist} changed to "${candidateStatusWords[status]}".`,
      ...(status === 'rejected'
        ? ['The specialist is no longer available for this request; the catalogue has others.']
        : []),
    ],
    `${appUrl}/pa/candidates/list`,
    'Open your candidates',
  );

/**
 * Which e-mails an event causes, and to whom: a submitted request tells the agencies; a slot the partner accepted
 * tells the client's contact, a proposed time the client chose tells the partner; proposed times go to the client.
 */
export const interviewMailsOf = (event: CandidateEvent | CartEvent): InterviewMail[] => {
  switch (event.type) {
    case 'CartEmptiedBySubmission':
      return [
        {
          template: 'requestArrived',
          recipient: 'agencyUsers',
          candidateIds: event.data.itemIds.map((itemId) => candidateIdFor(event.data.requestId, itemId)),
        },
      ];
    case 'InterviewSlotAccepted':
      return event.metadata.actorRole === 'client'
        ? [
            {
              template: 'proposedSlotChosen',
              recipient: 'agencyUsers',
              candidateIds: [event.data.candidateId],
              slot: event.data.slot,
            },
          ]
        : [
            {
              template: 'slotConfirmed',
              recipient: 'clientContact',
              candidateIds: [event.data.candidateId],
              slot: event.data.slot,
            },
          ];
    case 'InterviewSlotsProposed':
      return [
        {
          template: 'slotsProposed',
          recipient: 'clientContact',
          candidateIds: [event.data.candidateId],
          slots: event.data.slots,
          comment: event.data.comment,
        },
      ];
    // Every step the manager moves a candidate to, and the agency's decline, tell the client's users.
    case 'CandidateMoved':
      return event.data.from === event.data.to
        ? []
        : [
            {
              template: 'candidateStatusChanged',
              recipient: 'clientUsers',
              candidateIds: [event.data.candidateId],
              status: event.data.to,
            },
          ];
    case 'CandidateDeclinedByPartner':
      return [
        {
          template: 'candidateStatusChanged',
          recipient: 'clientUsers',
          candidateIds: [event.data.candidateId],
          status: 'rejected',
        },
      ];
    default:
      return [];
  }
};

/** What the mails name of a candidate, loaded by the projection (the events carry ids, not names). */
export type MailCandidate = {
  readonly candidateId: string;
  readonly agencyId: string;
  readonly clientId: string;
  readonly clientName: string;
  readonly specialist: string;
  readonly startPeriod: string;
  readonly endPeriod: string;
  readonly contact: { readonly name: string; readonly email: string };
};

/** The verified, active users of an agency. */
export type AgencyUser = { readonly agencyId: string; readonly email: string };
/** The verified, active users of a client company. */
export type ClientUser = { readonly clientId: string; readonly email: string };

const composed = (
  mail: InterviewMail,
  named: readonly MailCandidate[],
  to: string,
  appUrl: string,
): OutgoingMail | null => {
  const first = named[0];
  if (!first) return null;
  switch (mail.template) {
    case 'requestArrived':
      return requestArrivedMail(
        to,
        first.clientName,
        named.map((c) => ({ name: c.specialist, from: c.startPeriod, to: c.endPeriod })),
        appUrl,
      );
    // The client's contact reads the specialist as the client's pages name them.
    case 'slotConfirmed':
      return slotConfirmedMail(to, first.contact.name, publicNameOf(first.specialist), mail.slot, appUrl);
    case 'slotsProposed':
      return slotsProposedMail(
        to,
        first.contact.name,
        publicNameOf(first.specialist),
        mail.slots,
        mail.comment,
        appUrl,
      );
    case 'proposedSlotChosen':
      return proposedSlotChosenMail(to, first.clientName, first.specialist, mail.slot, appUrl);
    case 'candidateStatusChanged':
      return candidateStatusChangedMail(to, publicNameOf(first.specialist), mail.status, appUrl);
    default: {
      const _exhaustive: never = mail;
      return _exhaustive;
    }
  }
};

/** The mail addressed: one to each candidate's contact, or one to each user of each agency about its own candidates. */
export const outgoingMailsOf = (
  mail: InterviewMail,
  candidates: readonly MailCandidate[],
  agencyUsers: readonly AgencyUser[],
  appUrl: string,
  clientUsers: readonly ClientUser[] = [],
): OutgoingMail[] => {
  const letters =
    mail.recipient === 'clientContact'
      ? candidates.map((candidate) => composed(mail, [candidate], candidate.contact.email, appUrl))
      : mail.recipient === 'clientUsers'
        ? candidates.flatMap((candidate) =>
            clientUsers
              .filter((user) => user.clientId === candidate.clientId)
              .map((user) => composed(mail, [candidate], user.email, appUrl)),
          )
        : [...new Set(candidates.map((c) => c.agencyId))].flatMap((agencyId) => {
            const named = candidates.filter((c) => c.agencyId === agencyId);
            return agencyUsers
              .filter((user) => user.agencyId === agencyId)
              .map((user) => composed(mail, named, user.email, appUrl));
          });
  return letters.filter((letter): letter is OutgoingMail => letter !== null);
};
