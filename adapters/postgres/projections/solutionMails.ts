import { postgreSQLProjection } from '@event-driven-io/emmett-postgresql';
import type { Event } from '@event-driven-io/emmett';
import type PgBoss from 'pg-boss';
import type pg from 'pg';
import { outgoingSolutionMail, solutionMailEventTypes, solutionMailOf } from '../../../application/solution/mails';
import type { SolutionEvent } from '../../../domain/solution/solution.events';
import { eventCause, mailKey } from '../../mail/outbox';
import { enqueueMailAndNotice } from '../notification/noticeOutbox';

type Client = pg.PoolClient;

/**
 * A manager's decision on a solution (published, declined with the reasons) e-mails every verified user of its agency
 * and notifies each in the header, in the append's transaction, one outbox row and one notification per event, kind
 * and recipient. Which decision mails what is `solutionMailOf` (application/solution/mails.ts). Registered after the
 * solutions read model, which it reads.
 */
export const solutionMailsProjection = (boss: () => PgBoss, appUrl: string) =>
  postgreSQLProjection<Event>({
    name: 'solution_mails',
    canHandle: [...solutionMailEventTypes],
    handle: async (events, context) => {
      const client = context.connection.client as unknown as Client;
      for (const event of events) {
        if (!(solutionMailEventTypes as readonly string[]).includes(event.type)) continue;
        const solutionEvent = event as unknown as SolutionEvent;
        const { rows } = await client.query<{ id: string; agency_id: string; title: string }>(
          'select id, agency_id, title from solutions where id = $1',
          [solutionEvent.data.solutionId],
        );
        const solution = rows[0];
        const mail = solution ? solutionMailOf(solutionEvent, solution) : null;
        if (!solution || !mail) continue;
        const users = await client.query<{ email: string }>(
          `select email from users where company_id = $1 and email_verified_at is not null and status = 'active' order by email`,
          [solution.agency_id],
        );
        for (const { email } of users.rows) {
          await enqueueMailAndNotice(
            client,
            boss(),
            outgoingSolutionMail(mail, email, appUrl),
            { idempotencyKey: mailKey(eventCause(event), mail.template, email), kind: mail.template },
            appUrl,
          );
        }
      }
    },
  });
