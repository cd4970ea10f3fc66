import { createHash } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import type {
  DocumentSealer,
  NotSignableError as NotSignable,
  SealRequest,
  SignatureEvidence,
} from '../../application/ports/eSignature';
import { CadesSigner } from './cadesSigner';
import { distinguishedName, type PlatformCertificate } from './certificate';
import { PageWriter } from './pageWriter';
import { toSignablePdf } from './signablePdf';

/** The seal's signature format: PAdES baseline B, a CAdES detached CMS (see `cadesSigner.ts`). */
export const SEAL_SUBFILTER = SUBFILTER_ETSI_CADES_DETACHED;
/** Hex digits reserved for the CMS in the signature dictionary: 8 KB, for the signature, the certificate and a short chain (ours is about 1.6 KB). */
const SIGNATURE_LENGTH = 16_384;

export class NotSignableError extends Error implements NotSignable {
  readonly code = 'contract.not_signable' as const;
  constructor(message: string) {
    super(message);
    this.name = 'NotSignableError';
  }
}

export const sha256Hex = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** '2026-03-01 14:05:09 UTC' */
export const utcTime = (date: Date): string => `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;

const roleLabel = (role: SignatureEvidence['role']) => (role === 'counterparty' ? 'Counterparty' : 'Platform');

/**
 * The embedded signing's last step: the signature page and the audit trail appended to the document the signers
 * saw, then the platform's seal over the whole file. A PDF reader shows the seal in its signature panel and reports
 * any later change to the file.
 */
export const createDocumentSealer = (
  certificate: PlatformCertificate,
  appName = 'Hiring Marketplace',
): DocumentSealer => ({
  fingerprint: sha256Hex,

  toSignablePdf: (file, mimeType) => toSignablePdf(file, mimeType, (message) => new NotSignableError(message)),

  async seal(request: SealRequest): Promise<Uint8Array> {
    if (request.signatures.length === 0) throw new Error('A document is sealed after at least one signature');
    const pdf = await PDFDocument.load(request.document, { updateMetadata: false }).catch((error: Error) => {
      throw new NotSignableError(`The document cannot be read as a PDF: ${error.message}`);
    });
    const originalPages = pdf.getPageCount();
    const fonts = {
      regular: await pdf.embedFont(StandardFonts.Helvetica),
      bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    };
    const footer = `${request.title} - ${request.number}`;

    const signatures = new PageWriter(pdf, fonts, footer);
    signatures.text('Signatures', { size: 18, bold: true, after: 4 });
    signatures.text(`${request.title}, No. ${request.number}`, { size: 11, after: 2 });
    signatures.text(
      `This page and the audit trail that follows are part of the document (pages 1 to ${originalPages} above).`,
      { size: 9, gray: true, after: 6 },
    );
    for (const signer of request.signatures) {
      signatures.keep(110).rule();
      signatures.text(roleLabel(signer.role), { size: 9, gray: true, after: 2 });
      signatures.text(signer.name, { size: 14, bold: true, after: 2 });
      signatures
        .field('Position', signer.position)
        .field('E-mail', signer.email)
        .field('Signed at', utcTime(signer.signedAt));
      signatures.text('Signed electronically', { size: 10, bold: true, after: 4 });
    }

    const audit = new PageWriter(pdf, fonts, footer);
    audit.text('Audit trail', { size: 18, bold: true, after: 4 });
    audit.text(`${request.title}, No. ${request.number}`, { size: 11, after: 2 });
    audit.field('Document SHA-256', sha256Hex(request.document)).field('Document pages', String(originalPages));
    for (const signer of request.signatures) {
      audit.keep(120).rule();
      audit.text(`${roleLabel(signer.role)} signer`, { size: 11, bold: true, after: 2 });
      audit
        .field('Name', signer.name)
        .field('E-mail', signer.email)
        .field('Position', signer.position)
        .field('Signed at', utcTime(signer.signedAt))
        .field('IP address', signer.ipAddress)
        .field('User agent', signer.userAgent)
        .field('SHA-256 shown', signer.documentSha256);
    }
    audit.keep(90).rule();
    audit.text('Platform seal', { size: 11, bold: true, after: 2 });
    audit
      .field('Certificate', certificate.subject)
      .field('Issued by', distinguishedName(certificate.chain[0]?.issuer.attributes ?? []))
      .field('Sealed at', utcTime(request.sealedAt))
      .field('Format', `PAdES (${SEAL_SUBFILTER}), SHA-256 with RSA`);

    pdf.setModificationDate(request.sealedAt);
    pdf.setProducer(appName);
    pdflibAddPlaceholder({
      pdfPage: audit.currentPage,
      reason: `Sealed after signature: ${request.title}, No. ${request.number}`,
      contactInfo: '',
      name: certificate.subject,
      location: appName,
      signingTime: request.sealedAt,
      signatureLength: SIGNATURE_LENGTH,
      subFilter: SEAL_SUBFILTER,
      appName,
    });
    const prepared = Buffer.from(await pdf.save({ useObjectStreams: false }));
    const sealed = await new SignPdf().sign(prepared, new CadesSigner(certificate), request.sealedAt);
    return new Uint8Array(sealed);
  },
});
