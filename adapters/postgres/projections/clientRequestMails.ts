import { postgreSQLProjection } from '@event-driven-io/emmett-postgresql';
import type { Event } from '@event-driven-io/emmett';
import type PgBoss from 'pg-boss';
import type pg from 'pg';
import {
  clientRequestMailEventTypes,
  clientRequestMailsOf,
  outgoingClientRequestMails,
  type ClientRequestMail,
} from '../../../application/clientRequest/mails';
import type { ClientRequestEvent } from '../../../domain/clientRequest/clientRequest.events';
import type { RequestResponseEvent } from '../../../domain/clientRequest/requestResponse';
import { matchesFor } from '../../../application/clientRequest/matches';
import { eventCause, mailKey } from '../../mail/outbox';
import { postgresMatchCandidates, storedMatchRequest } from '../clientRequest/matchCandidates';
import { enqueueMailAndNotice } from '../notification/noticeOutbox';

type Client = pg.PoolClient;

/**
 * The agencies whose cards are among the request's matches and were not invited to it yet: each is recorded in
 * `client_request_match_invitations` (one row per request and agency, migration 0240), so none is invited twice.
 */
const newlyInvitedAgencies = async (client: Client, requestId: string): Promise<string[]> => {
  const request = await storedMatchRequest(client, requestId);
  if (!request) return [];
  const agencies = [...new Set((await matchesFor(postgresMatchCandidates(client), request)).map((m) => m.agencyId))];
  if (agencies.length === 0) return [];
  const { rows } = await client.query<{ agency_id: string }>(
    `insert into client_request_match_invitations (request_id, agency_id, invited_at)
     select $1, unnest($2::uuid[]), now() on conflict do nothing returning agency_id`,
    [requestId, agencies],
  );
  return rows.map((r) => r.agency_id);
};

/**
 * The verified, active users who receive the mail: the request's client's, those of every agency whose response
 * stands, or those of the agencies newly invited because their cards match.
 */
const recipientsOf = async (client: Client, mail: ClientRequestMail): Promise<string[]> => {
  if (mail.recipient === 'matchingAgencies') {
    const agencies = await newlyInvitedAgencies(client, mail.requestId);
    if (agencies.length === 0) return [];
    const invited = await client.query<{ email: string }>(
      `select email from users where company_id = any($1::uuid[]) and email_verified_at is not null and status = 'active' order by email`,
      [agencies],
    );
    return invited.rows.map((r) => r.email);
  }
  const { rows } =
    mail.recipient === 'clientUsers'
      ? await client.query<{ email: string }>(
          `select email from users where company_id = $1 and email_verified_at is not null and status = 'active' order by email`,
          [mail.clientId],
        )
      : await client.query<{ email: string }>(
          `select distinct u.email from users u join client_request_responses p on p.agency_id = u.company_id
            where p.request_id = $1 and p.status = 'submitted' and u.email_verified_at is not null and u.status = 'active' order by u.email`,
          [mail.requestId],
        );
  return rows.map((r) => r.email);
};

/**
 * E-mails about client requests, stored in the outbox with their delivery job in the transaction of the append that
 * caused them. Which mail goes to whom is decided by `clientRequestMailsOf` (application/clientRequest/mails.ts);
 * this loads the people and enqueues, one outbox row per (event, mail, recipient). Registered after the read models.
 */
export const clientRequestMailsProjection = (boss: () => PgBoss, appUrl: string) =>
  postgreSQLProjection<Event>({
    name: 'client_request_mails',
    canHandle: [...clientRequestMailEventTypes],
    handle: async (events, context) => {
      const client = context.connection.client as unknown as Client;
      for (const event of events) {
        for (const mail of clientRequestMailsOf(event as unknown as ClientRequestEvent | RequestResponseEvent)) {
          const title =
            (await client.query<{ title: string }>('select title from client_requests where id = $1', [mail.requestId]))
              .rows[0]?.title ?? 'Client request';
          for (const outgoing of outgoingClientRequestMails(mail, title, await recipientsOf(client, mail), appUrl)) {
            await enqueueMailAndNotice(
              client,
              boss(),
              outgoing,
              { idempotencyKey: mailKey(eventCause(event), mail.template, outgoing.to), kind: mail.template },
              appUrl,
            );
          }
        }
      }
    },
  });
