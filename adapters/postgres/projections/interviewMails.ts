import { postgreSQLProjection } from '@event-driven-io/emmett-postgresql';
import type { Event } from '@event-driven-io/emmett';
import type PgBoss from 'pg-boss';
import type pg from 'pg';
import {
  clientParticipantsOf,
  fixedTimeOf,
  interviewMailEventTypes,
  interviewMailsOf,
  outgoingMailsOf,
  type AgencyUser,
  type ClientUser,
  type InterviewMail,
  type InvitationIssue,
  type InvitationSettings,
  type MailCandidate,
} from '../../../application/interview/mails';
import type { CartEvent } from '../../../domain/cart/cart.events';
import type { CandidateEvent } from '../../../domain/interview/interview.events';
import { eventCause, mailKey } from '../../mail/outbox';
import { enqueueMailAndNotice, staffHolding } from '../notification/noticeOutbox';

type Client = pg.PoolClient;

/** The candidates a mail names, with the names the events do not carry, ordered by the specialist's name. */
const mailCandidates = async (client: Client, candidateIds: readonly string[]): Promise<MailCandidate[]> =>
  (
    await client.query<MailCandidate>(
      `select c.id as "candidateId", c.agency_id as "agencyId", c.client_id as "clientId", cl.name as "clientName", c.contact,
              trim(coalesce(s.name, '') || ' ' || coalesce(s.surname, '')) as specialist,
              json_build_object('name', coalesce(s.name, ''), 'surname', coalesce(s.surname, '')) as "specialistNameParts",
              to_char(c.start_period, 'YYYY-MM-DD') as "startPeriod", to_char(c.end_period, 'YYYY-MM-DD') as "endPeriod",
              c.video_url as "enteredVideoUrl",
              (select coalesce(json_agg(json_build_object('name', coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), u.email::text), 'email', u.email::text) order by u.email), '[]'::json)
                 from users u where u.id = any(c.interviewer_ids) and u.email_verified_at is not null and u.status = 'active') as interviewers
         from candidates c join companies cl on cl.id = c.client_id left join specialist_cards s on s.id = c.specialist_id
        where c.id = any($1::uuid[]) order by specialist`,
      [candidateIds],
    )
  ).rows;

/** The clocks the recipients read times on, for those users whose zone is known (a contact may be no user). */
const zonesOf = async (client: Client, emails: readonly string[]): Promise<ReadonlyMap<string, string>> =>
  new Map(
    (
      await client.query<{ email: string; time_zone: string }>(
        'select email, time_zone from users where email = any($1::citext[]) and time_zone is not null',
        [[...new Set(emails)]],
      )
    ).rows.map((r) => [r.email.toLowerCase(), r.time_zone]),
  );

/** The verified, active users of the agencies. */
const agencyUsers = async (client: Client, agencyIds: readonly string[]): Promise<AgencyUser[]> =>
  (
    await client.query<AgencyUser>(
      `select company_id as "agencyId", email from users where company_id = any($1::uuid[]) and email_verified_at is not null and status = 'active'`,
      [agencyIds],
    )
  ).rows;

/** The verified, active users of the client companies. */
const clientUsers = async (client: Client, clientIds: readonly string[]): Promise<ClientUser[]> =>
  (
    await client.query<ClientUser>(
      `select company_id as "clientId", email from users where company_id = any($1::uuid[]) and email_verified_at is not null and status = 'active' order by email`,
      [clientIds],
    )
  ).rows;

/** The platform's staff whose role lets them run the candidate pipeline. */
const candidateManagers = (client: Client): Promise<string[]> => staffHolding(client, 'candidate:manage');

/**
 * `cause` is the event's identity (or a reminder's): the same cause keys the same mails, which are then not stored
 * twice. Answers how many mails were stored now.
 */
export const enqueueInterviewMail = async (
  client: Client,
  boss: PgBoss,
  appUrl: string,
  cause: string,
  mail: InterviewMail,
  issue?: InvitationIssue,
) => {
  const candidates = await mailCandidates(client, mail.candidateIds);
  const users =
    mail.recipient === 'agencyUsers' ? await agencyUsers(client, [...new Set(candidates.map((c) => c.agencyId))]) : [];
  const clients =
    mail.recipient === 'clientUsers' ? await clientUsers(client, [...new Set(candidates.map((c) => c.clientId))]) : [];
  const managers = mail.recipient === 'candidateManagers' ? await candidateManagers(client) : [];
  // Only a mail about a fixed time reads its recipients' clocks.
  const zones = fixedTimeOf(mail)
    ? await zonesOf(client, [
        ...candidates.flatMap((c) => clientParticipantsOf(c).map((person) => person.email)),
        ...users.map((u) => u.email),
        ...clients.map((u) => u.email),
        ...managers,
      ])
    : new Map<string, string>();
  let stored = 0;
  for (const outgoing of outgoingMailsOf(
    mail,
    candidates,
    users,
    appUrl,
    clients,
    managers,
    issue,
    (email) => zones.get(email.toLowerCase()) ?? null,
  )) {
    const id = await enqueueMailAndNotice(
      client,
      boss,
      outgoing,
      { idempotencyKey: mailKey(cause, mail.template, outgoing.to), kind: mail.template },
      appUrl,
    );
    if (id) stored += 1;
  }
  return stored;
};

/**
 * E-mails about interview requests, stored in the outbox with their delivery job in the transaction of the append
 * that caused them: the request and its e-mail are written together or not at all. Which e-mail goes to whom is
 * decided by `interviewMailsOf` (application/interview/mails.ts); this loads the people and enqueues, one outbox row
 * per (event, mail, recipient) however often the event is projected. Registered after the candidates read model,
 * which it reads.
 */
/**
 * The invitation a slot's event issues: SEQUENCE is the event's position in the candidate's stream, which grows with
 * every change of the interview, and the download (`invite.ics`) answers the stream's version, never lower.
 */
const issueOf = (event: Event, settings: InvitationSettings): InvitationIssue => {
  const metadata = (event as { metadata?: { streamPosition?: unknown; at?: unknown } }).metadata;
  const position = metadata?.streamPosition;
  const at = metadata?.at;
  return {
    settings,
    sequence: Number(typeof position === 'bigint' || typeof position === 'number' ? position : 0),
    issuedAt: (at instanceof Date ? at : typeof at === 'string' ? new Date(at) : new Date()).toISOString(),
  };
};

export const interviewMailsProjection = (boss: () => PgBoss, appUrl: string, invitations: InvitationSettings) =>
  postgreSQLProjection<Event>({
    name: 'interview_mails',
    canHandle: [...interviewMailEventTypes],
    handle: async (events, context) => {
      const client = context.connection.client as unknown as Client;
      for (const event of events) {
        for (const mail of interviewMailsOf(event as unknown as CandidateEvent | CartEvent))
          await enqueueInterviewMail(client, boss(), appUrl, eventCause(event), mail, issueOf(event, invitations));
      }
    },
  });
