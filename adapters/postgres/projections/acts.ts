import { postgreSQLProjection } from '@event-driven-io/emmett-postgresql';
import type { Event } from '@event-driven-io/emmett';
import type pg from 'pg';
import { actEventTypes, type ActEvent } from '../../../domain/act/act.events';
import { claimEventTypes, type ClaimEvent } from '../../../domain/act/claim';
import { eventsOfArea } from '../moderation/areaEvents';

type Client = Pick<pg.PoolClient, 'query'>;

const amountColumns = (a: {
  agencyAmountCents: number;
  feeCents: number;
  netCents: number;
  vatCents: number;
  totalCents: number;
}) => [a.agencyAmountCents, a.feeCents, a.netCents, a.vatCents, a.totalCents];

/** The `acts` read model, written in the transaction of each append (its unique (candidate, month) refuses a second act). */
const applyAct = async (client: Client, event: ActEvent, version: bigint): Promise<void> => {
  const id = event.data.actId;
  const at = new Date(event.metadata.at);
  const touch = (set: string, values: unknown[] = []) =>
    client.query(`update acts set ${set}${set ? ', ' : ''}version = $2, updated_at = $3 where id = $1`, [
      id,
      version,
      at,
      ...values,
    ]);
  switch (event.type) {
    case 'ActDrafted': {
      const d = event.data;
      await client.query(
        `insert into acts (id, candidate_id, client_id, agency_id, specialist_id, month, start_period, end_period, work_format, hours_per_week, hours, comment,
           agency_rate_cents, client_rate_cents, vat_rate_bp, agency_amount_cents, fee_cents, net_cents, vat_cents, total_cents, status, version, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, 'draft', $21, $22, $22)`,
        [
          id,
          d.candidateId,
          d.clientId,
          d.agencyId,
          d.specialistId,
          d.month,
          d.period.startPeriod,
          d.period.endPeriod,
          d.workFormat,
          d.hoursPerWeek,
          d.hours,
          d.comment,
          d.agencyRateCents,
          d.clientRateCents,
          d.vatRateBasisPoints,
          ...amountColumns(d.amounts),
          version,
          at,
        ],
      );
      return;
    }
    case 'ActEdited':
      await touch(
        'hours = $4, comment = $5, agency_amount_cents = $6, fee_cents = $7, net_cents = $8, vat_cents = $9, total_cents = $10',
        [event.data.hours, event.data.comment, ...amountColumns(event.data.amounts)],
      );
      return;
    case 'ActSentToPlatform':
      await touch(`status = 'sent_for_approval_to_platform'`);
      return;
    case 'ActSentToClient':
      await touch(`status = 'sent_for_approval_to_client'`);
      return;
    case 'ActRejected':
      await touch(`status = 'rejected', reject_reason = $4, rejected_by = $5`, [event.data.reason, event.data.by]);
      return;
    case 'ActApproved':
      await touch(`status = 'approved', invoice_file_id = $4, act_file_id = $5, approved_at = $3`, [
        event.data.documents.invoiceFileId,
        event.data.documents.actFileId,
      ]);
      return;
    case 'ActAwaitingPayment':
      await touch(`status = 'awaiting_payment'`);
      return;
    case 'ActPaid':
      await touch(`status = 'paid', paid_at = $3`);
      return;
    case 'ActOwnershipTransferred':
      // A merge: the surviving company takes the party's place (the updated time stays the act's own).
      await client.query(
        `update acts set ${event.data.side === 'client' ? 'client_id' : 'agency_id'} = $2, version = $3 where id = $1`,
        [id, event.data.toCompanyId, version],
      );
      return;
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};

const applyClaim = async (client: Client, event: ClaimEvent, version: bigint): Promise<void> => {
  const id = event.data.claimId;
  const at = new Date(event.metadata.at);
  switch (event.type) {
    case 'ClaimFiled': {
      const d = event.data;
      await client.query(
        `insert into claims (id, candidate_id, client_id, agency_id, specialist_id, reasons, comment, status, version, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, 'open', $8, $9, $9) on conflict (id) do nothing`,
        [id, d.candidateId, d.clientId, d.agencyId, d.specialistId, d.reasons, d.comment, version, at],
      );
      return;
    }
    case 'ClaimAnswered':
      await client.query(
        `update claims set status = 'answered', answers = answers || $4::jsonb, version = $2, updated_at = $3 where id = $1`,
        [id, version, at, JSON.stringify([{ text: event.data.answer, at: at.toISOString() }])],
      );
      return;
    case 'ClaimClosed':
      await client.query(`update claims set status = 'closed', version = $2, updated_at = $3 where id = $1`, [
        id,
        version,
        at,
      ]);
      return;
    case 'ClaimOwnershipTransferred':
      await client.query(
        `update claims set ${event.data.side === 'client' ? 'client_id' : 'agency_id'} = $2, version = $3 where id = $1`,
        [id, event.data.toCompanyId, version],
      );
      return;
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};

export const actsProjection = postgreSQLProjection<Event>({
  name: 'acts',
  canHandle: [...actEventTypes, ...claimEventTypes],
  handle: async (events, context) => {
    const client = context.connection.client as unknown as Client;
    for (const { event, version } of eventsOfArea<ActEvent>(events, actEventTypes))
      await applyAct(client, event, version);
    for (const { event, version } of eventsOfArea<ClaimEvent>(events, claimEventTypes))
      await applyClaim(client, event, version);
  },
});
