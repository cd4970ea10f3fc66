import type { DomainEvent } from '../shared/eventMetadata';
import type {
  ContractDetails,
  ContractFile,
  ContractHeader,
  ContractTemplate,
  SentDocument,
  SignatureEvidence,
} from './contract.details';

export type ContractCreated = DomainEvent<
  'ContractCreated',
  ContractHeader & { readonly details: ContractDetails; readonly template: ContractTemplate | null }
>;
export type ContractDetailsChanged = DomainEvent<
  'ContractDetailsChanged',
  { readonly contractId: string; readonly details: ContractDetails }
>;
export type ContractDocumentUploaded = DomainEvent<
  'ContractDocumentUploaded',
  { readonly contractId: string; readonly file: ContractFile | null }
>;
export type ContractTemplateReplaced = DomainEvent<
  'ContractTemplateReplaced',
  { readonly contractId: string; readonly template: ContractTemplate | null }
>;
export type ContractSentForSignature = DomainEvent<
  'ContractSentForSignature',
  { readonly contractId: string; readonly document: SentDocument; readonly signer: ContractDetails['signer'] }
>;
export type ContractSigningLinkResent = DomainEvent<
  'ContractSigningLinkResent',
  { readonly contractId: string; readonly signerEmail: string }
>;
/**
 * `envelopeId`: the DocuSign envelope the document was out for signature in, which closing the contract leaves to be
 * voided at DocuSign too (absent when the document was not out through DocuSign, and in events recorded before).
 */
export type ContractRecalled = DomainEvent<
  'ContractRecalled',
  { readonly contractId: string; readonly reason: string; readonly envelopeId?: string }
>;
export type ContractSignedByCounterparty = DomainEvent<
  'ContractSignedByCounterparty',
  { readonly contractId: string; readonly evidence: SignatureEvidence }
>;
export type ContractCountersigned = DomainEvent<
  'ContractCountersigned',
  {
    readonly contractId: string;
    readonly evidence: SignatureEvidence;
    readonly signedFile: { readonly fileId: string; readonly sha256: string } | null;
  }
>;
export type ContractVoided = DomainEvent<
  'ContractVoided',
  { readonly contractId: string; readonly reason: string; readonly envelopeId?: string }
>;

export type ContractEvent =
  | ContractCreated
  | ContractDetailsChanged
  | ContractDocumentUploaded
  | ContractTemplateReplaced
  | ContractSentForSignature
  | ContractSigningLinkResent
  | ContractRecalled
  | ContractSignedByCounterparty
  | ContractCountersigned
  | ContractVoided;

export const contractEventTypes: readonly ContractEvent['type'][] = [
  'ContractCreated',
  'ContractDetailsChanged',
  'ContractDocumentUploaded',
  'ContractTemplateReplaced',
  'ContractSentForSignature',
  'ContractSigningLinkResent',
  'ContractRecalled',
  'ContractSignedByCounterparty',
  'ContractCountersigned',
  'ContractVoided',
];
