import { allowedActions, type ContractSide } from '../../domain/contract/contract.status';
import { contractTypeTitle, documentTypeTitle } from '../../domain/contract/contract.kinds';
import type { Contract } from '../../domain/contract/contract.state';
import type { SignatureEvidence } from '../../domain/contract/contract.details';
import type { ContractRow } from './contractPorts';
import { defaultTemplateOf, documentTitleOf } from './defaultTemplates';
import type { CompanyContractOutput, ManagerContractOutput } from './schemas';

export const contractDocumentUrl = (id: string): string => `/api/contracts/${id}/document`;
export const contractFileUrl = (id: string): string => `/api/contracts/${id}/file`;

/** Basis points as the seeds' text percent: 2000 -> '20', 2050 -> '20.5'. */
export const percentText = (basisPoints: number | null): string | null =>
  basisPoints === null ? null : String(basisPoints / 100);

const signatureOf = (evidence: SignatureEvidence | null) =>
  evidence
    ? {
        name: evidence.name,
        email: evidence.email,
        position: evidence.position,
        signedAt: evidence.signedAt,
        provider: evidence.provider,
      }
    : null;

/** The company's view; `side` decides the buttons (the table's row for that side). */
export const companyContractView = (
  row: ContractRow,
  state: Contract | null,
  side: ContractSide,
): CompanyContractOutput => ({
  id: row.id,
  kind: row.kind,
  number: row.number,
  title: documentTitleOf(row),
  date: row.date,
  sentOn: state?.sentOn ?? null,
  documentType: { code: row.documentType, title: documentTypeTitle(row.documentType) },
  contractType: { code: row.contractType, title: contractTypeTitle(row.contractType) },
  status: row.status,
  company: { id: row.companyId, name: row.companyName },
  signerName: row.signer.name,
  signerPosition: row.signer.position,
  signerEmail: { email: row.signer.email },
  mailForNotifications: row.mailForNotifications,
  commission: percentText(row.commissionBasisPoints),
  daysPaid: row.daysPaid,
  documentSha256: row.sentSha256,
  documentUrl: row.signedFileId || row.sentFileId ? contractDocumentUrl(row.id) : null,
  counterpartySignature: signatureOf(state?.counterpartySignature ?? null),
  platformSignature: signatureOf(state?.platformSignature ?? null),
  voidReason: row.voidReason,
  allowedActions: allowedActions(row.status, side),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const managerContractView = (row: ContractRow, state: Contract | null): ManagerContractOutput => ({
  ...companyContractView(row, state, 'manager'),
  numberChange: row.numberChange,
  numberInternal: row.numberInternal,
  useNumberInternal: row.useNumberInternal,
  paymentRequisite: row.paymentRequisiteId,
  document: row.file ? { fileId: row.file.fileId, name: row.file.fileName, url: contractFileUrl(row.id) } : null,
  hasTemplate: row.hasTemplate,
  // The text the document is made from: the contract's own (`hasTemplate`), else the standard one, so the editor starts from it.
  template: (state
    ? (state.template ?? defaultTemplateOf(row.kind, row.documentType))
    : null) as ManagerContractOutput['template'],
  provider: row.provider,
  envelopeId: row.envelopeId,
  version: row.version,
});
