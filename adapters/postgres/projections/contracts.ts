import { postgreSQLProjection } from '@event-driven-io/emmett-postgresql';
import type { Event } from '@event-driven-io/emmett';
import type { ContractDetails } from '../../../domain/contract/contract.details';
import { contractEventTypes, type ContractEvent } from '../../../domain/contract/contract.events';
import { formatContractNumber } from '../../../domain/contract/contract.numbering';
import { eventsOfArea } from '../moderation/areaEvents';

type Client = {
  query: (text: string, values?: unknown[]) => Promise<{ rowCount: number | null; rows: Record<string, unknown>[] }>;
};

const detailColumns = (d: ContractDetails) => [
  d.date,
  d.documentType,
  d.contractType,
  d.signer.name,
  d.signer.position,
  d.signer.email,
  d.numberChange,
  d.useNumberInternal,
  d.paymentRequisiteId,
  d.mailForNotifications,
  d.commissionBasisPoints,
  d.daysPaid,
];
const setDetails = `contract_date = $2, document_type = $3, contract_type = $4, signer_name = $5, signer_position = $6, signer_email = $7,
  number_change = $8, use_number_internal = $9, payment_requisite_id = $10, mail_for_notifications = $11, commission_bp = $12, days_paid = $13`;
/** The number the contract shows: the typed one when 'change number' is set, else its sequence number. */
const shownNumber = `number = case when $8 then $14 else 'C-' || number_year || '-' || lpad(number_seq::text, 4, '0') end`;

/**
 * The `contracts` read model, written in the transaction of each append. A new contract takes the next number of
 * its year from `contract_number_counters`, whose row stays locked until the append commits: numbers are unique and
 * leave no gap, since a failed append rolls its number back with it.
 */
const apply = async (client: Client, event: ContractEvent, version: bigint): Promise<void> => {
  const id = event.data.contractId;
  const at = new Date(event.metadata.at);
  const touch = (set: string, values: unknown[] = []) =>
    client.query(`update contracts set ${set}${set ? ', ' : ''}version = $2, updated_at = $3 where id = $1`, [
      id,
      version,
      at,
      ...values,
    ]);
  switch (event.type) {
    case 'ContractCreated': {
      const year = at.getUTCFullYear();
      const { rows } = await client.query(
        `insert into contract_number_counters (year, last) values ($1, 1)
         on conflict (year) do update set last = contract_number_counters.last + 1 returning last`,
        [year],
      );
      const sequence = Number(rows[0]?.last);
      const d = event.data.details;
      await client.query(
        `insert into contracts (id, kind, company_id, status, number_year, number_seq, number, contract_date, document_type, contract_type,
           signer_name, signer_position, signer_email, number_change, use_number_internal, payment_requisite_id, mail_for_notifications,
           commission_bp, days_paid, has_template, version, created_at, updated_at)
         values ($1, $2, $3, 'draft', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $21)`,
        [
          id,
          event.data.kind,
          event.data.companyId,
          year,
          sequence,
          d.numberChange && d.numberInternal ? d.numberInternal : formatContractNumber(year, sequence),
          d.date,
          d.documentType,
          d.contractType,
          d.signer.name,
          d.signer.position,
          d.signer.email,
          d.numberChange,
          d.useNumberInternal,
          d.paymentRequisiteId,
          d.mailForNotifications,
          d.commissionBasisPoints,
          d.daysPaid,
          event.data.template !== null,
          version,
          at,
        ],
      );
      return;
    }
    case 'ContractDetailsChanged':
      await client.query(
        `update contracts set ${setDetails}, ${shownNumber}, version = $15, updated_at = $16 where id = $1`,
        [id, ...detailColumns(event.data.details), event.data.details.numberInternal, version, at],
      );
      return;
    case 'ContractDocumentUploaded':
      await touch('file_id = $4, file_name = $5', [event.data.file?.fileId ?? null, event.data.file?.fileName ?? null]);
      return;
    case 'ContractTemplateReplaced':
      await touch('has_template = $4', [event.data.template !== null]);
      return;
    case 'ContractSentForSignature':
      await touch(
        `status = 'pending_signature', sent_file_id = $4, sent_sha256 = $5, provider = $6, envelope_id = $7`,
        [
          event.data.document.fileId,
          event.data.document.sha256,
          event.data.document.provider,
          event.data.document.envelopeId,
        ],
      );
      return;
    case 'ContractSigningLinkResent':
      await touch('');
      return;
    case 'ContractRecalled':
      await touch(`status = 'draft', sent_file_id = null, sent_sha256 = null, envelope_id = null`);
      return;
    case 'ContractSignedByCounterparty':
      await touch(`status = 'signed_by_counterparty', counterparty_signed_at = $4`, [
        new Date(event.data.evidence.signedAt),
      ]);
      return;
    case 'ContractCountersigned':
      await touch(`status = 'signed', signed_at = $4, signed_file_id = $5`, [
        new Date(event.data.evidence.signedAt),
        event.data.signedFile?.fileId ?? null,
      ]);
      return;
    case 'ContractVoided':
      await touch(`status = 'voided', void_reason = $4`, [event.data.reason]);
      return;
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};

export const contractsProjection = postgreSQLProjection<Event>({
  name: 'contracts',
  canHandle: [...contractEventTypes],
  handle: async (events, context) => {
    for (const { event, version } of eventsOfArea<ContractEvent>(events, contractEventTypes))
      await apply(context.connection.client as unknown as Client, event, version);
  },
});
