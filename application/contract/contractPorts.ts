import type { ContractDetails } from '../../domain/contract/contract.details';
import type { ContractKind } from '../../domain/contract/contract.kinds';
import type { ContractStatus } from '../../domain/contract/contract.status';
import type { PaymentDetail } from '../../domain/company/paymentDetails';
import type { VatStatus } from '../../domain/company/vat';
import type { PeopleDirectory } from '../moderation/moderationPorts';
import type { Clock } from '../ports/clock';
import type { ContractPdfRenderer, DocumentSealer, ESignatureProvider } from '../ports/eSignature';
import type { EventStorePort } from '../ports/eventStore';
import type { FileInspector, FileStore } from '../ports/files';
import type { OutgoingMail } from '../ports/mail';
import type { Secrets } from '../ports/secrets';

/** One contract as the lists and pages show it (the read model of `contract-{id}` streams). */
export type ContractRow = ContractDetails & {
  readonly id: string;
  readonly kind: ContractKind;
  readonly companyId: string;
  readonly companyName: string;
  readonly status: ContractStatus;
  readonly number: string;
  readonly hasTemplate: boolean;
  readonly file: { readonly fileId: string; readonly fileName: string } | null;
  readonly sentFileId: string | null;
  readonly sentSha256: string | null;
  readonly provider: 'embedded' | 'docusign' | null;
  readonly envelopeId: string | null;
  readonly counterpartySignedAt: Date | null;
  readonly signedAt: Date | null;
  readonly signedFileId: string | null;
  readonly voidReason: string | null;
  readonly version: number;
  readonly createdAt: Date;
  readonly updatedAt: Date;
};

export type ContractFilter = {
  readonly kind?: ContractKind;
  readonly companyId?: string;
  readonly statuses?: readonly ContractStatus[];
  readonly documentTypes?: readonly string[];
  readonly contractTypes?: readonly string[];
  readonly signedFrom?: string;
  readonly signedTo?: string;
  /** The number, the company's name or the signer's name or e-mail. */
  readonly search?: string;
};

export type ContractReadModel = {
  readonly list: (
    filter: ContractFilter,
    sort: string,
    page: { readonly page: number; readonly count: number },
  ) => Promise<{ items: ContractRow[]; total: number }>;
  readonly statusCounts: (filter: ContractFilter) => Promise<Record<string, number>>;
  readonly find: (id: string) => Promise<ContractRow | null>;
  readonly findByEnvelope: (envelopeId: string) => Promise<ContractRow | null>;
  /** Whether another contract already shows this number. */
  readonly numberTaken: (number: string, exceptId: string | null) => Promise<boolean>;
  /** The signed contracts of these companies (what a candidate's work rests on), newest first. */
  readonly signedOf: (companyIds: readonly string[], kind: ContractKind) => Promise<ContractRow[]>;
};

/** A company as a contract names it: profile, VAT and payment details. */
export type CompanySheet = {
  readonly id: string;
  readonly type: 'agency' | 'client' | 'platform';
  readonly name: string;
  readonly legalName: string | null;
  readonly countryName: string | null;
  readonly city: string | null;
  readonly legalAddress: string | null;
  readonly registrationNumber: string | null;
  readonly taxNumber: string | null;
  readonly vat: VatStatus;
  readonly vatArticleTitle: string | null;
  readonly paymentDetails: readonly PaymentDetail[];
};

export type ContractCompanies = {
  readonly sheetOf: (companyId: string) => Promise<CompanySheet | null>;
  /** The platform's own company (the other party of every contract). */
  readonly platform: () => Promise<CompanySheet | null>;
  /** Companies a manager may make a contract with (`list-for-document`), by name. */
  readonly forDocument: (
    type: 'agency' | 'client',
    search: string,
    limit: number,
  ) => Promise<readonly { readonly id: string; readonly name: string }[]>;
};

/** A signer's single-use link: only its digest is stored. */
export type SigningLink = {
  readonly contractId: string;
  readonly email: string;
  readonly expiresAt: Date;
  readonly usedAt: Date | null;
  readonly revokedAt: Date | null;
};

export type SigningLinks = {
  /** Revokes the contract's earlier links, stores this one and puts its e-mail in the outbox, in one transaction. */
  readonly issue: (link: {
    readonly contractId: string;
    readonly email: string;
    readonly tokenHash: string;
    readonly expiresAt: Date;
    readonly at: Date;
    readonly mail: OutgoingMail;
  }) => Promise<void>;
  readonly find: (tokenHash: string) => Promise<SigningLink | null>;
  /** Marks the link used; false when it was used, revoked or expired meanwhile. */
  readonly use: (tokenHash: string, at: Date) => Promise<boolean>;
};

/** A client's request for a contract, to its personal manager (or the contract managers when it has none). */
export type ContractRequests = {
  /** Who the request goes to: the company's personal manager, else every active staff member who manages contracts. */
  readonly recipientsOf: (companyId: string) => Promise<{
    readonly personalManager: { readonly name: string; readonly email: string } | null;
    readonly emails: readonly string[];
  }>;
  /** A user of the company, as a contract's signer is prefilled from them; null when they are not of that company. */
  readonly requesterOf: (
    companyId: string,
    userId: string,
  ) => Promise<{ readonly name: string; readonly email: string } | null>;
  /** Stores the e-mails in the outbox under the key: the same key twice (a second click that day) stores nothing. Answers whether it was new. */
  readonly send: (mails: readonly OutgoingMail[], key: string) => Promise<boolean>;
};

export type ContractDeps = {
  readonly events: EventStorePort;
  readonly clock: Clock;
  readonly newId: () => string;
  readonly secrets: Secrets;
  readonly contracts: ContractReadModel;
  readonly companies: ContractCompanies;
  readonly files: FileStore;
  readonly inspector: FileInspector;
  readonly links: SigningLinks;
  readonly people: PeopleDirectory;
  readonly pdf: ContractPdfRenderer;
  readonly sealer: DocumentSealer;
  readonly provider: ESignatureProvider;
  readonly requests: ContractRequests;
  /** Absolute base of links in e-mails. */
  readonly appUrl: string;
};

export const contractStreamOf = (contractId: string): string => `contract-${contractId}`;

/** A signing link lasts 14 days; sending again issues a new one and revokes the old. */
export const SIGNING_LINK_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;
