import type {
  ContractDetails,
  ContractFile,
  ContractTemplate,
  SentDocument,
  SignatureEvidence,
} from './contract.details';
import type { ContractEvent } from './contract.events';
import type { ContractKind } from './contract.kinds';
import type { ContractStatus } from './contract.status';

export type Contract = {
  readonly status: ContractStatus;
  readonly contractId: string;
  readonly kind: ContractKind;
  readonly companyId: string;
  readonly details: ContractDetails | null;
  readonly template: ContractTemplate | null;
  readonly file: ContractFile | null;
  readonly sent: SentDocument | null;
  /** The date the sent document bears, `yyyy-MM-dd`; null while a draft. */
  readonly sentOn: string | null;
  readonly counterpartySignature: SignatureEvidence | null;
  readonly platformSignature: SignatureEvidence | null;
  readonly signedFile: { readonly fileId: string; readonly sha256: string } | null;
  readonly voidReason: string | null;
};

export const initialState = (): Contract => ({
  status: 'new',
  contractId: '',
  kind: 'client',
  companyId: '',
  details: null,
  template: null,
  file: null,
  sent: null,
  sentOn: null,
  counterpartySignature: null,
  platformSignature: null,
  signedFile: null,
  voidReason: null,
});

export const evolve = (state: Contract, event: ContractEvent): Contract => {
  switch (event.type) {
    case 'ContractCreated':
      return {
        ...initialState(),
        status: 'draft',
        contractId: event.data.contractId,
        kind: event.data.kind,
        companyId: event.data.companyId,
        details: event.data.details,
        template: event.data.template,
      };
    case 'ContractDetailsChanged':
      return { ...state, details: event.data.details };
    case 'ContractDocumentUploaded':
      return { ...state, file: event.data.file };
    case 'ContractTemplateReplaced':
      return { ...state, template: event.data.template };
    case 'ContractSentForSignature':
      return {
        ...state,
        status: 'pending_signature',
        sent: event.data.document,
        // Events recorded before the document carried its date: the day it was sent.
        sentOn: event.data.document.date ?? new Date(event.metadata.at).toISOString().slice(0, 10),
      };
    case 'ContractSigningLinkResent':
      return state;
    case 'ContractRecalled':
      return { ...state, status: 'draft', sent: null, sentOn: null };
    case 'ContractSignedByCounterparty':
      return { ...state, status: 'signed_by_counterparty', counterpartySignature: event.data.evidence };
    case 'ContractCountersigned':
      return { ...state, status: 'signed', platformSignature: event.data.evidence, signedFile: event.data.signedFile };
    case 'ContractVoided':
      return { ...state, status: 'voided', voidReason: event.data.reason };
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};
