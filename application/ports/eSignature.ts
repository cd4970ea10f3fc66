import type { ContentBlock } from '../../domain/content/blocks';
import type { DomainError } from '../../domain/shared/domainError';

/**
 * The contract's documents and signatures: the PDF of a contract, the seal of the embedded signing, and the
 * signature provider (embedded, or DocuSign by configuration). Implemented in `adapters/esign` and
 * `adapters/documents/contractPdf.ts`; built by `createESignature` in `adapters/esign/index.ts`.
 */

export type ContractParty = {
  readonly role: 'client' | 'partner' | 'platform';
  readonly name: string;
  readonly legalName: string;
  readonly country: string;
  readonly city: string;
  readonly legalAddress: string;
  readonly registrationNumber: string;
  readonly taxNumber: string;
  /** e.g. 'VAT 20 %' or 'Not a VAT payer (article …)' — already worded by the caller */
  readonly vat: string;
  readonly payment: {
    readonly bankName: string;
    readonly beneficiary: string;
    readonly swift: string;
    readonly account: string;
    readonly currency: string;
  } | null;
  readonly signer: { readonly name: string; readonly position: string; readonly email: string };
};

export type ContractDocumentInput = {
  /** e.g. 'Client services agreement' */
  readonly title: string;
  /** 'C-2026-0001' */
  readonly number: string;
  /** 'YYYY-MM-DD' */
  readonly date: string;
  readonly documentType: string;
  readonly contractType: string;
  /** Counterparty first, platform second. */
  readonly parties: readonly ContractParty[];
  /** The template's body, placeholders already filled. */
  readonly blocks: readonly ContentBlock[];
  /** e.g. Commission 20 %, Days paid 30 */
  readonly commercialTerms: readonly { readonly label: string; readonly value: string }[];
};

export interface ContractPdfRenderer {
  render(input: ContractDocumentInput): Promise<Uint8Array>;
}

export type SignatureEvidence = {
  readonly role: 'counterparty' | 'platform';
  readonly name: string;
  readonly email: string;
  readonly position: string;
  readonly signedAt: Date;
  readonly ipAddress: string;
  readonly userAgent: string;
  /** SHA-256 (hex) of the exact PDF bytes the signer was shown */
  readonly documentSha256: string;
};

export type SealRequest = {
  readonly document: Uint8Array;
  readonly title: string;
  readonly number: string;
  readonly signatures: readonly SignatureEvidence[];
  readonly sealedAt: Date;
};

/**
 * What `toSignablePdf` throws for a file that cannot be shown to a signer: an `Error` carrying this code and a
 * message for the user. The application maps it to a refused rule (`e.code === 'contract.not_signable'`).
 */
export type NotSignableError = Error & DomainError<'contract.not_signable'>;

export interface DocumentSealer {
  /** SHA-256 hex of bytes (what the signer saw) */
  fingerprint(document: Uint8Array): string;
  /**
   * A file a signer can be shown: a PDF as is (checked to parse), a PNG or JPEG placed on A4 pages; anything else
   * is refused with a `NotSignableError` ('contract.not_signable').
   */
  toSignablePdf(file: Uint8Array, mimeType: string): Promise<Uint8Array>;
  /**
   * Appends a signature page (each signer: name, position, e-mail, time in UTC, 'Signed electronically') and an
   * audit-trail page (per signer: name, e-mail, time, IP address, user agent, document SHA-256; plus the platform
   * seal's certificate subject and the sealing time), then seals the whole with the platform's PKCS#12 certificate
   * as a PAdES signature (subFilter ETSI.CAdES.detached).
   */
  seal(request: SealRequest): Promise<Uint8Array>;
}

export type SignatureRequest = {
  readonly contractId: string;
  readonly title: string;
  readonly document: Uint8Array;
  readonly signers: readonly {
    readonly role: 'counterparty' | 'platform';
    readonly name: string;
    readonly email: string;
    readonly routingOrder: 1 | 2;
  }[];
};

export interface ESignatureProvider {
  readonly name: 'embedded' | 'docusign';
  /** embedded: nothing to call (the application mails single-use links), returns { envelopeId: null }; docusign: creates and sends an envelope */
  send(request: SignatureRequest): Promise<{ readonly envelopeId: string | null }>;
  /** docusign: voids the envelope; embedded: no-op */
  void(envelopeId: string, reason: string): Promise<void>;
}

export type DocuSignStatusEvent = {
  readonly envelopeId: string;
  readonly kind: 'counterparty-signed' | 'completed' | 'voided' | 'declined';
  readonly at: Date;
  readonly signerEmail: string | null;
  readonly reason: string | null;
};
