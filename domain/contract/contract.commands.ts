import type { EventMetadata } from '../shared/eventMetadata';
import type { ContractDetails, ContractFile, ContractHeader, ContractTemplate, SentDocument } from './contract.details';

/** A signer's act on the signing page: the name they typed, their consent, the fingerprint of the PDF they were shown. */
export type SignatureAct = {
  readonly typedName: string;
  readonly consent: boolean;
  readonly documentSha256: string;
  readonly signedAt: string;
  readonly ipAddress: string;
  readonly userAgent: string;
  readonly provider: 'embedded' | 'docusign';
  readonly userId: string | null;
};

type Base = { readonly contractId: string; readonly metadata: EventMetadata };

export type ContractCommand =
  | (Base & {
      readonly action: 'create';
      readonly header: ContractHeader;
      readonly details: ContractDetails;
      readonly template: ContractTemplate | null;
    })
  | (Base & { readonly action: 'update'; readonly details: ContractDetails })
  | (Base & { readonly action: 'uploadDocument'; readonly file: ContractFile | null })
  | (Base & { readonly action: 'replaceTemplate'; readonly template: ContractTemplate | null })
  | (Base & { readonly action: 'send'; readonly document: SentDocument })
  | (Base & { readonly action: 'resend' })
  | (Base & { readonly action: 'recall'; readonly reason: string })
  | (Base & { readonly action: 'sign'; readonly act: SignatureAct })
  /** The platform's signature: `signer` is the manager signing for the platform; `signedFile` the sealed PDF. */
  | (Base & {
      readonly action: 'countersign';
      readonly act: SignatureAct;
      readonly signer: { readonly name: string; readonly position: string; readonly email: string };
      readonly signedFile: { readonly fileId: string; readonly sha256: string } | null;
    })
  | (Base & { readonly action: 'void'; readonly reason: string });
