import type { Writable } from 'node:stream';
import type { ContractRow } from '../../application/contract/contractPorts';
import { contractTypeTitle, documentTypeTitle } from '../../domain/contract/contract.kinds';
import { column, writeWorkbook } from './workbook';

export type ContractsExport = {
  readonly archive: false;
  readonly title: string;
  readonly rows: readonly ContractRow[];
};

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : '');

const columns = [
  column<ContractRow>('Number', 18, (r) => r.number),
  column<ContractRow>('Company', 30, (r) => r.companyName),
  column<ContractRow>('Document type', 24, (r) => documentTypeTitle(r.documentType)),
  column<ContractRow>('Contract type', 32, (r) => contractTypeTitle(r.contractType)),
  column<ContractRow>('Status', 22, (r) => r.status.replace(/_/g, ' ')),
  column<ContractRow>('Date', 12, (r) => r.date ?? ''),
  column<ContractRow>('Signer', 24, (r) => r.signer.name),
  column<ContractRow>('Signer e-mail', 28, (r) => r.signer.email),
  column<ContractRow>('Commission %', 12, (r) =>
    r.commissionBasisPoints === null ? '' : String(r.commissionBasisPoints / 100),
  ),
  column<ContractRow>('Days paid', 10, (r) => (r.daysPaid === null ? '' : String(r.daysPaid))),
  column<ContractRow>('Signed by company', 16, (r) => day(r.counterpartySignedAt)),
  column<ContractRow>('Signed', 12, (r) => day(r.signedAt)),
  column<ContractRow>('Created', 12, (r) => day(r.createdAt)),
];

async function* rowsOf(rows: readonly ContractRow[]): AsyncIterable<ContractRow> {
  yield* rows;
}

/** Streams one side's contracts as .xlsx (`agency-documents`, `client-documents`). */
export const writeContractsWorkbook = (exported: ContractsExport, output: Writable): Promise<void> =>
  writeWorkbook(exported.title, columns, rowsOf(exported.rows), output);
