import { postgreSQLProjection } from '@event-driven-io/emmett-postgresql';
import type { Event } from '@event-driven-io/emmett';
import type PgBoss from 'pg-boss';
import type pg from 'pg';
import { outgoingSpecialistMail, specialistMailEventTypes, specialistMailOf } from '../../../application/specialist/mails';
import type { SpecialistEvent } from '../../../domain/specialist/specialist.events';
import { eventCause, mailKey } from '../../mail/outbox';
import { enqueueMailAndNotice } from '../notification/noticeOutbox';

type Client = pg.PoolClient;

/**
 * A manager's decision on a card (published, declined with the reasons, blocked, hidden) e-mails every verified user of
 * the card's agency, and notifies each in the header, in the append's transaction: one outbox row and one notification
 * per event, kind and recipient however often the event is projected. Which decision mails what is
 * `specialistMailOf` (application/specialist/mails.ts). Registered after the cards read model, which it reads.
 */
export const specialistMailsProjection = (boss: () => PgBoss, appUrl: string) =>
  postgreSQLProjection<Event>({
    name: 'specialist_mails',
    canHandle: [...specialistMailEventTypes],
    handle: async (events, context) => {
      const client = context.connection.client as unknown as Client;
      for (const event of events) {
        if (!(specialistMailEventTypes as readonly string[]).includes(event.type)) continue;
        const cardEvent = event as unknown as SpecialistEvent;
        const { rows } = await client.query<{ id: string; agency_id: string; full_name: string }>(
          `select id, agency_id, trim(coalesce(name, '') || ' ' || coalesce(surname, '')) as full_name from specialist_cards where id = $1`,
          [cardEvent.data.specialistId],
        );
        const card = rows[0];
        const mail = card ? specialistMailOf(cardEvent, { id: card.id, name: card.full_name }) : null;
        if (!card || !mail) continue;
        const users = await client.query<{ email: string }>(
          `select email from users where company_id = $1 and email_verified_at is not null and status = 'active' order by email`,
          [card.agency_id],
        );
        for (const { email } of users.rows) {
          await enqueueMailAndNotice(client, boss(), outgoingSpecialistMail(mail, email, appUrl), { idempotencyKey: mailKey(eventCause(event), mail.template, email), kind: mail.template }, appUrl);
        }
      }
    },
  });
