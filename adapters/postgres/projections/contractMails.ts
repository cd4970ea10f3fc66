import { postgreSQLProjection } from '@event-driven-io/emmett-postgresql';
import type { Event } from '@event-driven-io/emmett';
import type PgBoss from 'pg-boss';
import type pg from 'pg';
import { contractMailEventTypes, contractStatusMails } from '../../../application/contract/mails';
import type { ContractEvent } from '../../../domain/contract/contract.events';
import { eventCause, mailKey } from '../../mail/outbox';
import { enqueueMailAndNotice } from '../notification/noticeOutbox';

/**
 * Each status change of a contract e-mails its notification list and signer, stored in the outbox in the append's
 * transaction (one row per event and recipient however often the event is projected). Registered after the
 * contracts read model, which it reads.
 */
export const contractMailsProjection = (boss: () => PgBoss, appUrl: string) =>
  postgreSQLProjection<Event>({
    name: 'contract_mails',
    canHandle: [...contractMailEventTypes],
    handle: async (events, context) => {
      const client = context.connection.client as unknown as pg.PoolClient;
      for (const event of events) {
        if (!(contractMailEventTypes as readonly string[]).includes(event.type)) continue;
        const contractEvent = event as unknown as ContractEvent;
        const { rows } = await client.query<{ number: string; mail_for_notifications: string[]; signer_email: string }>(
          'select number, mail_for_notifications, signer_email from contracts where id = $1',
          [contractEvent.data.contractId],
        );
        const row = rows[0];
        if (!row) continue;
        const mails = contractStatusMails(
          contractEvent,
          { number: row.number, mailForNotifications: row.mail_for_notifications, signerEmail: row.signer_email },
          appUrl,
        );
        for (const mail of mails)
          await enqueueMailAndNotice(
            client,
            boss(),
            mail,
            { idempotencyKey: mailKey(eventCause(event), event.type, mail.to), kind: event.type },
            appUrl,
          );
      }
    },
  });
