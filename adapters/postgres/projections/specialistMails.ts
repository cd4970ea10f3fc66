import { postgreSQLProjection } from '@event-driven-io/emmett-postgresql';
import type { Event } from '@event-driven-io/emmett';
import type PgBoss from 'pg-boss';
import pg from 'pg';
import {
  outgoingSpecialistMail,
  specialistMailEventTypes,
  specialistMailOf,
} from '../../../application/specialist/mails';
import { eventCause, mailKey, type StoredEventIdentity } from '../../mail/outbox';
import { appendReadRows, rowsOf, withAppendReads, type AppendRead } from '../appendReads';
import { enqueueMailAndNotice } from '../notification/noticeOutbox';
import { cardChangesOf, cardRowReads } from '../specialist/cardState';

type Client = pg.PoolClient;

/** The verified, active users of a card's agency, who are e-mailed about it: read with the append. */
const recipientsRead = (specialistId: string): AppendRead => ({
  key: `specialist_mail_recipients:${specialistId}`,
  sql: `select email from users where company_id = (select agency_id from specialist_cards where id = ${pg.escapeLiteral(specialistId)})
          and email_verified_at is not null and status = 'active' order by email`,
});

const isMailEvent = (event: { readonly type: string }) =>
  (specialistMailEventTypes as readonly string[]).includes(event.type);

/**
 * A manager's decision on a card (published, declined with the reasons, blocked, hidden) e-mails every verified user of
 * the card's agency, and notifies each in the header, in the append's transaction: one outbox row and one notification
 * per event, kind and recipient however often the event is projected. Which decision mails what is
 * `specialistMailOf` (application/specialist/mails.ts). The card is named as the event leaves it, and its agency's
 * users are read with the append.
 */
export const specialistMailsProjection = (boss: () => PgBoss, appUrl: string) =>
  withAppendReads(
    postgreSQLProjection<Event>({
      name: 'specialist_mails',
      canHandle: [...specialistMailEventTypes],
      handle: async (events, context) => {
        const client = context.connection.client as unknown as Client;
        for (const { event, after: card } of await cardChangesOf(events, context)) {
          if (!isMailEvent(event) || !card.content) continue;
          const names = card.content.texts.en;
          const mail = specialistMailOf(event, { id: event.data.specialistId, name: `${names.name} ${names.surname}` });
          if (!mail) continue;
          for (const { email } of await rowsOf<{ email: string }>(
            client,
            appendReadRows(context),
            recipientsRead(event.data.specialistId),
          )) {
            const key = {
              idempotencyKey: mailKey(eventCause(event as StoredEventIdentity), mail.template, email),
              kind: mail.template,
            };
            await enqueueMailAndNotice(client, boss(), outgoingSpecialistMail(mail, email, appUrl), key, appUrl);
          }
        }
      },
    }),
    (events) => [
      ...cardRowReads(events),
      ...events.filter(isMailEvent).map((e) => recipientsRead((e.data as { specialistId: string }).specialistId)),
    ],
  );
