import { escapeHtml } from '../../domain/content/renderHtml';
import { publicNameOf, type PersonName } from '../../domain/specialist/publicName';
import type { CartEvent } from '../../domain/cart/cart.events';
import { candidateIdFor } from '../../domain/interview/interview.candidateId';
import type { CandidateEvent } from '../../domain/interview/interview.events';
import { passesOn } from '../../domain/interview/interview.state';
import {
  candidateStatusWords,
  type CandidateStatus,
  type InterviewParty,
} from '../../domain/interview/interview.status';
import type { InterviewSlot } from '../../domain/interview/interview.slots';
import type { ReminderLead } from '../../domain/interview/reminders';
import {
  invitationIcs,
  invitationUid,
  timeOnClock,
  type InterviewInvitation,
  type InvitationAttendee,
} from '../../domain/interview/invitation';
import { isTimeZone } from '../../domain/shared/timeZones';
import type { OutgoingMail } from '../ports/mail';

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

/** To the platform's candidate managers: a client sent a request, which waits for their review before any agency hears of it. */
export const requestToReviewMail = (
  to: string,
  clientName: string,
  specialists: { name: string; from: string; to: string }[],
  appUrl: string,
): OutgoingMail =>
  mail(
    to,
    `Interview request from ${clientName} to review`,
    [
      `${clientName} asked to interview:`,
      ...specialists.map((s) => `- ${s.name}, ${s.from} to ${s.to}`),
      'The agencies hear of it when you pass each candidate on.',
    ],
    `${appUrl}/manager/candidates/list?status=review_by_manager`,
    'Review the candidates',
  );

/** To the agency's users and the candidate managers: the client decided after the interview. */
export const clientDecisionMail = (
  to: string,
  clientName: string,
  specialist: string,
  decision: ClientDecisionNote,
  link: string,
): OutgoingMail => {
  switch (decision.kind) {
    case 'hired':
      return mail(
        to,
        `${clientName} hired ${specialist}`,
        [
          `${clientName} decided after the interview to hire ${specialist} for ${decision.from} to ${decision.to}.`,
          `The specialist is booked for the period; the work starts on ${decision.from}.`,
        ],
        link,
        'Open the candidate',
      );
    case 'declined':
      return mail(
        to,
        `${clientName} declined ${specialist} after the interview`,
        [`${clientName} decided not to go on with ${specialist}.`, `Their reason: ${decision.reason}`],
        link,
        'Open the candidate',
      );
    case 'anotherInterview':
      return mail(
        to,
        `${clientName} asks for another interview with ${specialist}`,
        [
          `${clientName} would like another interview with ${specialist}, at one of these times (UTC):`,
          ...decision.slots.map((s) => `- ${s.date} at ${s.time}`),
          ...(decision.comment ? [`Their note: ${decision.comment}`] : []),
          'Accept one of them, propose another, or decline.',
        ],
        link,
        'Answer the request',
      );
    default: {
      const _exhaustive: never = decision;
      return _exhaustive;
    }
  }
};

/** To the other party: new times proposed for the fixed interview; the reader picks one on the candidate's list. */
export const rescheduleProposedMail = (
  to: string,
  proposer: string,
  specialist: string,
  from: InterviewSlot | null,
  slots: readonly InterviewSlot[],
  reason: string,
  link: string,
): OutgoingMail =>
  mail(
    to,
    `New times proposed for the interview with ${specialist}`,
    [
      `${proposer} asks to move the interview with ${specialist}${from ? ` (now ${from.date} at ${from.time} UTC)` : ''} to one of these times (UTC):`,
      ...slots.map((s) => `- ${s.date} at ${s.time}`),
      `Their reason: ${reason}`,
      'Pick one of them; until then the interview keeps its time.',
    ],
    link,
    'Pick a new time',
  );

/** To every participant: the interview moved; the updated invitation is attached. */
export const interviewRescheduledMail = (
  to: string,
  specialist: string,
  from: InterviewSlot,
  slot: InterviewSlot,
  reason: string,
  link: string,
): OutgoingMail =>
  mail(
    to,
    `Interview with ${specialist} moved to ${slot.date} ${slot.time} UTC`,
    [
      `The interview with ${specialist} moved from ${from.date} at ${from.time} to ${slot.date} at ${slot.time} (UTC).`,
      `Reason: ${reason}`,
    ],
    link,
    'Open the candidate',
  );

/** To every participant: the interview's video call has a new link; the updated invitation is attached. */
export const videoLinkChangedMail = (to: string, specialist: string, slot: InterviewSlot, link: string): OutgoingMail =>
  mail(
    to,
    `New video call link for the interview with ${specialist}, ${slot.date} ${slot.time} UTC`,
    [
      `The interview with ${specialist} on ${slot.date} at ${slot.time} (UTC) keeps its time; its video call has a new link.`,
    ],
    link,
    'Open the candidate',
  );

const leadWords: Record<ReminderLead, string> = { day: 'tomorrow', hour: 'in an hour' };

/** To every participant, a day and an hour before: the interview is still on, with its time and video call. */
export const interviewReminderMail = (
  to: string,
  specialist: string,
  slot: InterviewSlot,
  lead: ReminderLead,
  videoUrl: string | null,
  link: string,
): OutgoingMail =>
  mail(
    to,
    `Reminder: interview with ${specialist} ${leadWords[lead]}, ${slot.date} ${slot.time} UTC`,
    [
      `The interview with ${specialist} is ${leadWords[lead]}: ${slot.date} at ${slot.time} (UTC).`,
      ...(videoUrl ? [`Video call: ${videoUrl}`] : []),
      "If the time no longer suits you, reschedule or cancel it on the candidate's page.",
    ],
    link,
    'Open the candidate',
  );

/** To every participant: the interview is cancelled; the cancellation for the calendar is attached. */
export const interviewCancelledMail = (
  to: string,
  specialist: string,
  canceller: string,
  slot: InterviewSlot,
  reason: string,
  link: string,
): OutgoingMail =>
  mail(
    to,
    `Interview with ${specialist} on ${slot.date} ${slot.time} UTC cancelled`,
    [
      `${canceller} cancelled the interview with ${specialist} on ${slot.date} at ${slot.time} (UTC).`,
      `Reason: ${reason}`,
    ],
    link,
    'Open the candidate',
  );

/** What the client decided, as the decision's mail tells it. */
export type ClientDecisionNote =
  | { readonly kind: 'hired'; readonly from: string; readonly to: string }
  | { readonly kind: 'declined'; readonly reason: string }
  | {
      readonly kind: 'anotherInterview';
      readonly slots: readonly InterviewSlot[];
      readonly comment: string;
    };

/**
 * Who receives a mail: the client's contact named on each candidate with its interviewers, the verified users of the candidates' agencies
 * (each agency one mail, naming only its own candidates), or the verified users of each candidate's client.
 */
export type MailRecipient = 'clientContact' | 'agencyUsers' | 'clientUsers' | 'candidateManagers';

/** One e-mail an event causes: its template, to whom, and what it says beyond the candidates it names. */
export type InterviewMail =
  | { readonly template: 'requestArrived'; readonly recipient: 'agencyUsers'; readonly candidateIds: readonly string[] }
  | {
      readonly template: 'requestToReview';
      readonly recipient: 'candidateManagers';
      readonly candidateIds: readonly string[];
    }
  | {
      readonly template: 'clientDecision';
      readonly recipient: 'agencyUsers' | 'candidateManagers';
      readonly candidateIds: readonly string[];
      readonly decision:
        | { readonly kind: 'hired' }
        | { readonly kind: 'declined'; readonly reason: string }
        | { readonly kind: 'anotherInterview'; readonly slots: readonly InterviewSlot[]; readonly comment: string };
    }
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
      readonly template: 'rescheduleProposed';
      readonly recipient: 'clientContact' | 'agencyUsers';
      readonly candidateIds: readonly string[];
      readonly side: InterviewParty;
      readonly slots: readonly InterviewSlot[];
      readonly reason: string;
    }
  | {
      readonly template: 'interviewRescheduled';
      readonly recipient: 'clientContact' | 'agencyUsers';
      readonly candidateIds: readonly string[];
      readonly from: InterviewSlot;
      readonly slot: InterviewSlot;
      readonly reason: string;
    }
  | {
      readonly template: 'interviewCancelled';
      readonly recipient: 'clientContact' | 'agencyUsers';
      readonly candidateIds: readonly string[];
      readonly side: InterviewParty;
      readonly slot: InterviewSlot;
      readonly reason: string;
    }
  | {
      readonly template: 'videoLinkChanged';
      readonly recipient: 'clientContact' | 'agencyUsers';
      readonly candidateIds: readonly string[];
      readonly slot: InterviewSlot;
    }
  | {
      readonly template: 'interviewReminder';
      readonly recipient: 'clientContact' | 'agencyUsers';
      readonly candidateIds: readonly string[];
      readonly slot: InterviewSlot;
      readonly lead: ReminderLead;
      readonly videoUrl: string;
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
  'CandidateHired',
  'CandidateDeclinedByClient',
  'AnotherInterviewRequested',
  'InterviewRescheduleProposed',
  'InterviewRescheduled',
  'InterviewCancelled',
  'InterviewVideoLinkSet',
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

/** The client's decision, to the agency and to the candidate managers. */
const decisionMails = (candidateId: string, decision: ClientDecisionMail['decision']): InterviewMail[] =>
  (['agencyUsers', 'candidateManagers'] as const).map((recipient) => ({
    template: 'clientDecision',
    recipient,
    candidateIds: [candidateId],
    decision,
  }));
type ClientDecisionMail = Extract<InterviewMail, { template: 'clientDecision' }>;

/** Who takes part in an interview: the client's contact and interviewers, and the agency's users. */
const participants = ['clientContact', 'agencyUsers'] as const;

/** A due reminder of the interview at `slot`, with its video call: to the client's contact and the agency's people. */
export const interviewReminderMails = (
  candidateId: string,
  slot: InterviewSlot,
  lead: ReminderLead,
  videoUrl: string,
): InterviewMail[] =>
  participants.map((recipient) => ({
    template: 'interviewReminder',
    recipient,
    candidateIds: [candidateId],
    slot,
    lead,
    videoUrl,
  }));

/**
 * Which e-mails an event causes, and to whom: a submitted request tells the candidate managers, who review it first;
 * the manager's passing a candidate on tells its agency; a slot the partner accepted tells the client's contact, a
 * proposed time the client chose tells the partner; proposed times go to the client; the client's decision after
 * the interview tells the agency and the candidate managers.
 */
export const interviewMailsOf = (event: CandidateEvent | CartEvent): InterviewMail[] => {
  switch (event.type) {
    case 'CartEmptiedBySubmission':
      return [
        {
          template: 'requestToReview',
          recipient: 'candidateManagers',
          candidateIds: event.data.itemIds.map((itemId) => candidateIdFor(event.data.requestId, itemId)),
        },
      ];
    case 'CandidateHired':
      return decisionMails(event.data.candidateId, { kind: 'hired' });
    case 'CandidateDeclinedByClient':
      return decisionMails(event.data.candidateId, { kind: 'declined', reason: event.data.reason });
    case 'AnotherInterviewRequested':
      return decisionMails(event.data.candidateId, {
        kind: 'anotherInterview',
        slots: event.data.slots,
        comment: event.data.comment,
      });
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
    // The manager passing a candidate on is when its agency hears of the request.
    case 'CandidateMoved':
      return event.data.from === event.data.to
        ? []
        : [
            ...(passesOn(event)
              ? [
                  {
                    template: 'requestArrived',
                    recipient: 'agencyUsers',
                    candidateIds: [event.data.candidateId],
                  } as const,
                ]
              : []),
            {
              template: 'candidateStatusChanged',
              recipient: 'clientUsers',
              candidateIds: [event.data.candidateId],
              status: event.data.to,
            },
          ];
    // New times go to the other party; a move or a cancellation to every participant, with the calendar's update.
    case 'InterviewRescheduleProposed':
      return [
        {
          template: 'rescheduleProposed',
          recipient: event.data.side === 'client' ? 'agencyUsers' : 'clientContact',
          candidateIds: [event.data.candidateId],
          side: event.data.side,
          slots: event.data.slots,
          reason: event.data.reason,
        },
      ];
    case 'InterviewRescheduled':
      return participants.map((recipient) => ({
        template: 'interviewRescheduled',
        recipient,
        candidateIds: [event.data.candidateId],
        from: event.data.from,
        slot: event.data.slot,
        reason: event.data.reason,
      }));
    case 'InterviewCancelled':
      return participants.map((recipient) => ({
        template: 'interviewCancelled',
        recipient,
        candidateIds: [event.data.candidateId],
        side: event.data.side,
        slot: event.data.slot,
        reason: event.data.reason,
      }));
    case 'InterviewVideoLinkSet':
      return participants.map((recipient) => ({
        template: 'videoLinkChanged',
        recipient,
        candidateIds: [event.data.candidateId],
        slot: event.data.slot,
      }));
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
  /** The card's name and surname apart, for the name the client's contact is shown. */
  readonly specialistNameParts: PersonName;
  readonly startPeriod: string;
  readonly endPeriod: string;
  readonly contact: { readonly name: string; readonly email: string };
  /** The client's interviewers (its verified, active users), invited beside the contact. */
  readonly interviewers: readonly { readonly name: string; readonly email: string }[];
  /** The video link the agency or the manager entered; null: the platform's own room. */
  readonly enteredVideoUrl: string | null;
};

/**
 * The client's people of one interview: its contact and every interviewer, each once (an interviewer who is also the
 * contact gets one copy). Every mail 'to the client's contact' goes to each of them.
 */
export const clientParticipantsOf = (
  candidate: Pick<MailCandidate, 'contact' | 'interviewers'>,
): { readonly name: string; readonly email: string }[] => {
  const seen = new Set<string>();
  return [candidate.contact, ...candidate.interviewers].filter((person) => {
    const key = person.email.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/** The name a client's participant is greeted by: the interviewer's own, else the contact's. */
const clientNameFor = (candidate: MailCandidate, to: string): string =>
  clientParticipantsOf(candidate).find((person) => person.email.toLowerCase() === to.toLowerCase())?.name ??
  candidate.contact.name;

/** The verified, active users of an agency. */
export type AgencyUser = { readonly agencyId: string; readonly email: string };
/** The verified, active users of a client company. */
export type ClientUser = { readonly clientId: string; readonly email: string };

/** What every interview invitation takes from the configuration. */
export type InvitationSettings = {
  /** The host of the UIDs (the application's). */
  readonly host: string;
  /** The platform, which organizes every interview. */
  readonly organizer: { readonly name: string; readonly email: string };
  /** The platform's own video room of a candidate's interview. */
  readonly videoLinkOf: (candidateId: string) => string;
};

const UTC_ZONE = 'UTC';

/** The interview time a mail is about, if it names one fixed time: its reader is told it on their own clock too. */
export const fixedTimeOf = (mail: InterviewMail): InterviewSlot | null => ('slot' in mail ? mail.slot : null);

/**
 * A letter about an interview at `slot`, for a reader whose clock is known and is not UTC: the time on that clock is
 * added under the UTC time every subject and body names ('On your clock: 11:00 on 2026-11-03 (Europe/Berlin).').
 */
export const onReadersClock = (letter: OutgoingMail, slot: InterviewSlot, zone: string): OutgoingMail => {
  if (zone === UTC_ZONE || !isTimeZone(zone)) return letter;
  const line = `On your clock: ${timeOnClock(slot, zone)}.`;
  return { ...letter, text: `${letter.text}\n\n${line}`, html: `${letter.html}<p>${escapeHtml(line)}</p>` };
};

/** An interview's video call: the link the agency or the manager entered, else the platform's own room. */
export const videoCallOf = (
  videoLinkOf: InvitationSettings['videoLinkOf'],
  candidate: { readonly id: string; readonly enteredVideoUrl: string | null },
): string => candidate.enteredVideoUrl ?? videoLinkOf(candidate.id);

/** One invitation issued: its settings, its SEQUENCE (the candidate stream's version) and when it was issued. */
export type InvitationIssue = {
  readonly settings: InvitationSettings;
  readonly sequence: number;
  readonly issuedAt: string;
};

/** One recipient's copy of the invitation: each copy names only its recipient, so no side learns the other's people. */
export type InvitationCopy = {
  readonly candidateId: string;
  /** The video link the agency or the manager entered; null: the platform's own room. */
  readonly enteredVideoUrl: string | null;
  /** The clock the recipient reads times on (UTC when not known): the invitation's text names the time on it. */
  readonly recipientZone: string;
  readonly slot: InterviewSlot;
  readonly summary: string;
  readonly attendee: InvitationAttendee;
  readonly pageUrl: string;
  readonly notes: readonly string[];
};

/** The iCalendar text of one copy (UTC times; the text names the time on the recipient's clock as well). */
export const invitationOf = (copy: InvitationCopy, issue: InvitationIssue, method: 'REQUEST' | 'CANCEL' = 'REQUEST') =>
  invitationIcs(invitationEntryOf(copy, issue, method));

/** The invitation of one recipient's copy, as the calendar text and the subscription feed both write it. */
export const invitationEntryOf = (
  copy: InvitationCopy,
  issue: InvitationIssue,
  method: 'REQUEST' | 'CANCEL' = 'REQUEST',
): InterviewInvitation => ({
  method,
  uid: invitationUid(copy.candidateId, issue.settings.host),
  sequence: issue.sequence,
  issuedAt: issue.issuedAt,
  slot: copy.slot,
  summary: copy.summary,
  organizer: issue.settings.organizer,
  attendees: [copy.attendee],
  videoUrl: videoCallOf(issue.settings.videoLinkOf, { id: copy.candidateId, enteredVideoUrl: copy.enteredVideoUrl }),
  pageUrl: copy.pageUrl,
  recipientZone: copy.recipientZone,
  notes: copy.notes,
});

/** The mail with the invitation attached and the video call named in its text. */
const withInvitation = (
  letter: OutgoingMail,
  copy: InvitationCopy,
  issue: InvitationIssue,
  method: 'REQUEST' | 'CANCEL' = 'REQUEST',
): OutgoingMail => {
  if (method === 'CANCEL')
    return {
      ...letter,
      text: `${letter.text}\n\nThe cancellation for your calendar is attached.`,
      html: `${letter.html}<p>The cancellation for your calendar is attached.</p>`,
      calendar: { method, content: invitationOf(copy, issue, method) },
    };
  const video = videoCallOf(issue.settings.videoLinkOf, {
    id: copy.candidateId,
    enteredVideoUrl: copy.enteredVideoUrl,
  });
  const line = `Video call: ${video} (the calendar invitation is attached)`;
  return {
    ...letter,
    text: `${letter.text}\n\n${line}`,
    html: `${letter.html}<p>Video call: <a href="${escapeHtml(video)}">${escapeHtml(video)}</a> (the calendar invitation is attached)</p>`,
    calendar: { method, content: invitationOf(copy, issue, method) },
  };
};

/**
 * One participant's copy of the interview's invitation: the client's contact reads the specialist as the client's
 * pages name them and never the agency; the agency's users read the specialist and the client.
 */
const copyOf = (
  recipient: 'clientContact' | 'agencyUsers',
  candidate: MailCandidate,
  to: string,
  slot: InterviewSlot,
  appUrl: string,
  zone: string,
): InvitationCopy => {
  const period = `Period: ${candidate.startPeriod} to ${candidate.endPeriod}`;
  if (recipient === 'clientContact') {
    const shown = publicNameOf(candidate.specialistNameParts);
    return {
      candidateId: candidate.candidateId,
      enteredVideoUrl: candidate.enteredVideoUrl,
      recipientZone: zone,
      slot,
      summary: `Interview with ${shown}`,
      attendee: { name: clientNameFor(candidate, to), email: to, role: 'REQ-PARTICIPANT' },
      pageUrl: `${appUrl}/pa/candidates/list`,
      notes: [`Specialist: ${shown}`, period],
    };
  }
  return {
    candidateId: candidate.candidateId,
    enteredVideoUrl: candidate.enteredVideoUrl,
    recipientZone: zone,
    slot,
    summary: `Interview of ${candidate.specialist} with ${candidate.clientName}`,
    attendee: { name: to, email: to, role: 'REQ-PARTICIPANT' },
    pageUrl: `${appUrl}/pa/requests/list`,
    notes: [`Specialist: ${candidate.specialist}`, `Client: ${candidate.clientName}`, period],
  };
};

const composed = (
  mail: InterviewMail,
  named: readonly MailCandidate[],
  to: string,
  appUrl: string,
  issue?: InvitationIssue,
  zone: string = UTC_ZONE,
): OutgoingMail | null => {
  const first = named[0];
  if (!first) return null;
  const copyFor = (recipient: 'clientContact' | 'agencyUsers', candidate: MailCandidate, slot: InterviewSlot) =>
    copyOf(recipient, candidate, to, slot, appUrl, zone);
  switch (mail.template) {
    case 'requestArrived':
      return requestArrivedMail(
        to,
        first.clientName,
        named.map((c) => ({ name: c.specialist, from: c.startPeriod, to: c.endPeriod })),
        appUrl,
      );
    // The client's contact reads the specialist as the client's pages name them.
    case 'slotConfirmed': {
      const shown = publicNameOf(first.specialistNameParts);
      const letter = slotConfirmedMail(to, clientNameFor(first, to), shown, mail.slot, appUrl);
      // The client's copy names the specialist as the client's pages do, and never the agency.
      return issue ? withInvitation(letter, copyFor('clientContact', first, mail.slot), issue) : letter;
    }
    case 'slotsProposed':
      return slotsProposedMail(
        to,
        clientNameFor(first, to),
        publicNameOf(first.specialistNameParts),
        mail.slots,
        mail.comment,
        appUrl,
      );
    case 'proposedSlotChosen': {
      const letter = proposedSlotChosenMail(to, first.clientName, first.specialist, mail.slot, appUrl);
      return issue ? withInvitation(letter, copyFor('agencyUsers', first, mail.slot), issue) : letter;
    }
    case 'rescheduleProposed': {
      const forClient = mail.recipient === 'clientContact';
      return rescheduleProposedMail(
        to,
        forClient ? 'The agency' : first.clientName,
        forClient ? publicNameOf(first.specialistNameParts) : first.specialist,
        null,
        mail.slots,
        mail.reason,
        forClient ? `${appUrl}/pa/candidates/list` : `${appUrl}/pa/requests/list`,
      );
    }
    case 'interviewRescheduled':
    case 'interviewCancelled': {
      const copy = copyFor(mail.recipient, first, mail.slot);
      const specialist =
        mail.recipient === 'clientContact' ? publicNameOf(first.specialistNameParts) : first.specialist;
      const letter =
        mail.template === 'interviewRescheduled'
          ? interviewRescheduledMail(to, specialist, mail.from, mail.slot, mail.reason, copy.pageUrl)
          : interviewCancelledMail(
              to,
              specialist,
              mail.side === 'client'
                ? mail.recipient === 'clientContact'
                  ? 'Your company'
                  : first.clientName
                : 'The agency',
              mail.slot,
              mail.reason,
              copy.pageUrl,
            );
      return issue
        ? withInvitation(letter, copy, issue, mail.template === 'interviewCancelled' ? 'CANCEL' : 'REQUEST')
        : letter;
    }
    case 'videoLinkChanged': {
      const copy = copyFor(mail.recipient, first, mail.slot);
      const specialist =
        mail.recipient === 'clientContact' ? publicNameOf(first.specialistNameParts) : first.specialist;
      const letter = videoLinkChangedMail(to, specialist, mail.slot, copy.pageUrl);
      return issue ? withInvitation(letter, copy, issue) : letter;
    }
    case 'interviewReminder': {
      const copy = copyFor(mail.recipient, first, mail.slot);
      const specialist =
        mail.recipient === 'clientContact' ? publicNameOf(first.specialistNameParts) : first.specialist;
      return interviewReminderMail(to, specialist, mail.slot, mail.lead, mail.videoUrl, copy.pageUrl);
    }
    case 'candidateStatusChanged':
      return candidateStatusChangedMail(to, publicNameOf(first.specialistNameParts), mail.status, appUrl);
    case 'requestToReview':
      return requestToReviewMail(
        to,
        first.clientName,
        named.map((c) => ({ name: c.specialist, from: c.startPeriod, to: c.endPeriod })),
        appUrl,
      );
    case 'clientDecision':
      return clientDecisionMail(
        to,
        first.clientName,
        first.specialist,
        mail.decision.kind === 'hired'
          ? { kind: 'hired', from: first.startPeriod, to: first.endPeriod }
          : mail.decision,
        mail.recipient === 'agencyUsers'
          ? `${appUrl}/pa/requests/list`
          : `${appUrl}/manager/candidates/${first.candidateId}/update`,
      );
    default: {
      const _exhaustive: never = mail;
      return _exhaustive;
    }
  }
};

/**
 * The mail addressed: one to each of a candidate's client participants (contact and interviewers), or one to each user
 * of each agency about its own candidates.
 */
export const outgoingMailsOf = (
  mail: InterviewMail,
  candidates: readonly MailCandidate[],
  agencyUsers: readonly AgencyUser[],
  appUrl: string,
  clientUsers: readonly ClientUser[] = [],
  candidateManagers: readonly string[] = [],
  issue?: InvitationIssue,
  zoneOf: (email: string) => string | null = () => null,
): OutgoingMail[] => {
  const letter = (named: readonly MailCandidate[], to: string) => {
    const zone = zoneOf(to) ?? UTC_ZONE;
    const composedLetter = composed(mail, named, to, appUrl, issue, zone);
    const slot = fixedTimeOf(mail);
    return composedLetter && slot ? onReadersClock(composedLetter, slot, zone) : composedLetter;
  };
  const letters =
    mail.recipient === 'candidateManagers'
      ? candidateManagers.map((email) => letter(candidates, email))
      : mail.recipient === 'clientContact'
        ? candidates.flatMap((candidate) =>
            clientParticipantsOf(candidate).map((person) => letter([candidate], person.email)),
          )
        : mail.recipient === 'clientUsers'
          ? candidates.flatMap((candidate) =>
              clientUsers
                .filter((user) => user.clientId === candidate.clientId)
                .map((user) => letter([candidate], user.email)),
            )
          : [...new Set(candidates.map((c) => c.agencyId))].flatMap((agencyId) => {
              const named = candidates.filter((c) => c.agencyId === agencyId);
              return agencyUsers.filter((user) => user.agencyId === agencyId).map((user) => letter(named, user.email));
            });
  return letters.filter((found): found is OutgoingMail => found !== null);
};
