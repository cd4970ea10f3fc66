import { postgreSQLProjection } from '@event-driven-io/emmett-postgresql';
import type { Event } from '@event-driven-io/emmett';
import type PgBoss from 'pg-boss';
import type pg from 'pg';
import { contractMailEventTypes, contractStatusMails } from '../../../application/contract/mails';
import { contractStaffMail } from '../../../application/contract/staffMails';
import type { OutgoingMail } from '../../../application/ports/mail';
import type { ContractEvent } from '../../../domain/contract/contract.events';
import { eventCause, mailKey } from '../../mail/outbox';
import { enqueueMailAndNotice, staffHolding } from '../notification/noticeOutbox';

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
        const { rows } = await client.query<{
          number: string;
          mail_for_notifications: string[];
          signer_email: string;
          kind: 'client' | 'partner';
          company_name: string;
          document_type: string;
          contract_type: string;
        }>(
          `select c.number, c.mail_for_notifications, c.signer_email, c.kind, co.name as company_name, c.document_type,
                  c.contract_type
             from contracts c join companies co on co.id = c.company_id where c.id = $1`,
          [contractEvent.data.contractId],
        );
        const row = rows[0];
        if (!row) continue;
        const mails = contractStatusMails(
          contractEvent,
          { number: row.number, mailForNotifications: row.mail_for_notifications, signerEmail: row.signer_email },
          appUrl,
        );
        // Staff who run contracts read it in the manager's words and pages: every one of them when it is theirs to act,
        // those on the notification list otherwise (instead of the company's mail).
        const listed = new Set(mails.map((mail) => mail.to.toLowerCase()));
        const staff = new Map<string, OutgoingMail>();
        for (const to of await staffHolding(client, 'contract:manage')) {
          const told = contractStaffMail(
            contractEvent,
            {
              id: contractEvent.data.contractId,
              kind: row.kind,
              number: row.number,
              companyName: row.company_name,
              documentType: row.document_type,
              contractType: row.contract_type,
            },
            to,
            appUrl,
          );
          if (told && (told.everyone || listed.has(to.toLowerCase()))) staff.set(to.toLowerCase(), told.mail);
        }
        for (const mail of [...mails.filter((m) => !staff.has(m.to.toLowerCase())), ...staff.values()])
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
