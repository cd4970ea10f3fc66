import type { ContractKind } from './contract.kinds';

/** The person who signs for the company. */
export type ContractSigner = { readonly name: string; readonly position: string; readonly email: string };

/**
 * What a manager fills in on a contract (the seeds' contract entity). Commission and days paid exist for client
 * contracts only; the platform's own signer is not here (the manager who countersigns signs for the platform).
 */
export type ContractDetails = {
  /** The contract's date, `yyyy-MM-dd`; null until the manager sets one (the document then shows the day it is sent). */
  readonly date: string | null;
  readonly documentType: string;
  readonly contractType: string;
  readonly signer: ContractSigner;
  /** 'change number': the manager typed `numberInternal`; otherwise the platform's sequence numbers it. */
  readonly numberChange: boolean;
  readonly numberInternal: string | null;
  /** The document shows the platform's internal number (true) or only the date (false). */
  readonly useNumberInternal: boolean;
  /** The company's payment details entry the contract names. */
  readonly paymentRequisiteId: string | null;
  readonly mailForNotifications: readonly string[];
  /** Client contracts: the platform's commission in basis points (2000 = 20 %). */
  readonly commissionBasisPoints: number | null;
  /** Client contracts: days the client has to pay an invoice. */
  readonly daysPaid: number | null;
};

/** An uploaded contract file (the manager's own document instead of the template). */
export type ContractFile = { readonly fileId: string; readonly fileName: string; readonly mimeType: string };

/** One signature as the audit trail keeps it: who, when, from where, and the SHA-256 of the exact PDF they saw. */
export type SignatureEvidence = {
  readonly role: 'counterparty' | 'platform';
  readonly name: string;
  readonly email: string;
  readonly position: string;
  /** ISO instant. */
  readonly signedAt: string;
  readonly ipAddress: string;
  readonly userAgent: string;
  readonly documentSha256: string;
  /** 'embedded' (our signing page) or 'docusign'. */
  readonly provider: 'embedded' | 'docusign';
  /** The platform user who signed for the platform, or the counterparty's user when signed while logged in. */
  readonly userId: string | null;
};

/** The document sent for signature: what every signer sees and every signature names. */
export type SentDocument = {
  readonly number: string;
  readonly fileId: string;
  readonly sha256: string;
  readonly provider: 'embedded' | 'docusign';
  readonly envelopeId: string | null;
  /** The date the document bears, `yyyy-MM-dd` (the contract's date, else the day it was sent); absent in older events. */
  readonly date?: string;
};

/** A custom template: content blocks (the content area's format; the contract keeps them as given). */
export type ContractTemplate = readonly Readonly<Record<string, unknown>>[];

export type ContractHeader = { readonly contractId: string; readonly kind: ContractKind; readonly companyId: string };
