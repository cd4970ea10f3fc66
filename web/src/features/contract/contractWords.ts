import {
  contractStatuses,
  type ContractAction,
  type ContractStatus,
} from '../../../../domain/contract/contract.status';
import type { ContractKind } from '../../../../domain/contract/contract.kinds';

/** A contract's status in the screens' words ('new' never reaches a screen: it is the status before the first event). */
export const contractStatusLabels: Readonly<Record<ContractStatus, string>> = {
  new: 'New',
  draft: 'Draft',
  pending_signature: 'Waiting for signature',
  signed_by_counterparty: 'Signed by the company',
  signed: 'Signed',
  voided: 'Voided',
};

export const contractStatusLabelOf = (status: ContractStatus): string => contractStatusLabels[status];

/** The statuses a list may filter by (a list never holds 'new'). */
export const listedContractStatuses = contractStatuses.filter((status) => status !== 'new');
export const isListedContractStatus = (value: string): value is Exclude<ContractStatus, 'new'> =>
  (listedContractStatuses as readonly string[]).includes(value);

/** Where each side's manager pages are, and how the REST paths name the side. */
export const managerSectionOf = (kind: ContractKind): string =>
  kind === 'partner' ? '/manager/partner-documents' : '/manager/client-documents';
export const restSideOf = (kind: ContractKind): 'agency' | 'client' => (kind === 'partner' ? 'agency' : 'client');
export const kindTitleOf = (kind: ContractKind): string =>
  kind === 'partner' ? 'Partner contracts' : 'Client contracts';
export const companyWordOf = (kind: ContractKind): string => (kind === 'partner' ? 'Partner' : 'Client');

/** Each recorded event in the managers' words; an event not listed reads as its type. */
const eventWords: Readonly<Record<string, string>> = {
  ContractCreated: 'Created as a draft',
  ContractDetailsChanged: 'Changed the details',
  ContractDocumentUploaded: 'Uploaded the contract file',
  ContractTemplateReplaced: 'Changed the text',
  ContractSentForSignature: 'Sent for signature',
  ContractSigningLinkResent: 'Sent the signing link again',
  ContractRecalled: 'Recalled to draft',
  ContractSignedByCounterparty: 'Signed by the company',
  ContractCountersigned: 'Countersigned by the platform',
  ContractVoided: 'Voided',
};
export const contractEventWordsOf = (type: string): string => eventWords[type] ?? type;

export type { ContractAction };
