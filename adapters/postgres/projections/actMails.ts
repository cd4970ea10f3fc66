import { postgreSQLProjection } from '@event-driven-io/emmett-postgresql';
import type { Event } from '@event-driven-io/emmett';
import type PgBoss from 'pg-boss';
import type pg from 'pg';
import {
  actMailEventTypes,
  actMailOf,
  actStaffMailOf,
  claimMailEventTypes,
  claimMailsOf,
  outgoingOf,
  type ActMail,
} from '../../../application/act/mails';
import { actNumberOf } from '../../../application/act/actPorts';
import type { ActEvent } from '../../../domain/act/act.events';
import type { ClaimEvent } from '../../../domain/act/claim';
import { eventCause, mailKey } from '../../mail/outbox';
import { enqueueMailAndNotice, staffHolding } from '../notification/noticeOutbox';
import { nameColumns } from '../publicNameSql';

type Client = pg.PoolClient;
const specialistName = `trim(coalesce(s.name, '') || ' ' || coalesce(s.surname, ''))`;

const usersOf = async (client: Client, companyId: string): Promise<string[]> =>
  (
    await client.query<{ email: string }>(
      `select email from users where company_id = $1 and email_verified_at is not null and status = 'active'`,
      [companyId],
    )
  ).rows.map((r) => r.email);

const enqueue = async (
  client: Client,
  boss: PgBoss,
  appUrl: string,
  cause: string,
  mail: ActMail,
  parties: { agency_id: string; client_id: string },
) => {
  const recipients =
    mail.recipient === 'claimManagers'
      ? await staffHolding(client, 'candidate:manage')
      : mail.recipient === 'actManagers'
        ? await staffHolding(client, 'contract:manage')
        : await usersOf(client, mail.recipient === 'agencyUsers' ? parties.agency_id : parties.client_id);
  for (const to of recipients)
    await enqueueMailAndNotice(
      client,
      boss,
      outgoingOf(mail, to, appUrl),
      { idempotencyKey: mailKey(cause, mail.template, to), kind: mail.template },
      appUrl,
    );
};

/**
 * E-mails about acts and claims, chosen by `application/act/mails.ts` and stored in the outbox with their delivery job
 * in the append's transaction (one row per event, mail and recipient however often the event is projected).
 * Registered after the acts read model, which it reads.
 */
export const actMailsProjection = (boss: () => PgBoss, appUrl: string) =>
  postgreSQLProjection<Event>({
    name: 'act_mails',
    canHandle: [...actMailEventTypes, ...claimMailEventTypes],
    handle: async (events, context) => {
      const client = context.connection.client as unknown as Client;
      for (const event of events) {
        if ((actMailEventTypes as readonly string[]).includes(event.type)) {
          const actEvent = event as unknown as ActEvent;
          const { rows } = await client.query<{
            id: string;
            month: string;
            agency_id: string;
            client_id: string;
            specialist_name: string;
            specialist_first_name: string;
            specialist_surname: string;
          }>(
            `select a.id, a.month, a.agency_id, a.client_id, ${specialistName} as specialist_name, ${nameColumns('s.name', 's.surname')} from acts a left join specialist_cards s on s.id = a.specialist_id where a.id = $1`,
            [actEvent.data.actId],
          );
          const row = rows[0];
          if (!row) continue;
          const context = {
            id: row.id,
            number: actNumberOf(row),
            month: row.month,
            specialistName: row.specialist_name,
            specialistNameParts: { name: row.specialist_first_name, surname: row.specialist_surname },
          };
          for (const mail of [actMailOf(actEvent, context), actStaffMailOf(actEvent, context)])
            if (mail) await enqueue(client, boss(), appUrl, eventCause(event), mail, row);
        } else if ((claimMailEventTypes as readonly string[]).includes(event.type)) {
          const claimEvent = event as unknown as ClaimEvent;
          const { rows } = await client.query<{
            agency_id: string;
            client_id: string;
            specialist_first_name: string;
            specialist_surname: string;
          }>(
            `select c.agency_id, c.client_id, ${nameColumns('s.name', 's.surname')} from claims c left join specialist_cards s on s.id = c.specialist_id where c.id = $1`,
            [claimEvent.data.claimId],
          );
          const row = rows[0];
          if (row)
            for (const mail of claimMailsOf(claimEvent, {
              name: row.specialist_first_name,
              surname: row.specialist_surname,
            }))
              await enqueue(client, boss(), appUrl, eventCause(event), mail, row);
        }
      }
    },
  });
