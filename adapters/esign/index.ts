import type { ContractPdfRenderer, DocumentSealer, ESignatureProvider } from '../../application/ports/eSignature';
import type { Config } from '../config';
import { contractPdfRenderer } from '../documents/contractPdf';
import { loadConfiguredCertificate, loadOrCreateGeneratedCertificate } from './certificate';
import { createDocuSignProvider } from './docusign';
import { embeddedProvider } from './embedded';
import { createDocumentSealer } from './sealer';

export type ESignature = {
  readonly sealer: DocumentSealer;
  readonly provider: ESignatureProvider;
  readonly pdf: ContractPdfRenderer;
  /** The seal certificate's subject, e.g. 'CN=Hiring Marketplace platform seal, O=Hiring Marketplace'. */
  readonly certificateSubject: string;
};

type Logger = { info: (object: object, message?: string) => void; warn: (object: object, message?: string) => void };

/**
 * The contract's document machinery from configuration: the seal certificate (configured, or generated once into
 * `${dataDir}/esign`), the sealer, the contract PDF, and the provider (embedded by default, DocuSign by choice).
 */
export const createESignature = async (
  config: Pick<Config, 'dataDir' | 'esign'>,
  logger?: Logger,
): Promise<ESignature> => {
  const certificate = config.esign.certificate
    ? await loadConfiguredCertificate(config.esign.certificate.p12Path, config.esign.certificate.password)
    : await loadOrCreateGeneratedCertificate(config.dataDir, (file) =>
        logger?.warn(
          { file },
          'Generated a self-signed certificate for sealing signed contracts; set ESIGN_CERT_P12_PATH to use one a PDF reader trusts',
        ),
      );
  const notAfter = certificate.chain[0]?.validity.notAfter;
  if (notAfter && notAfter.getTime() < Date.now())
    logger?.warn(
      { notAfter, subject: certificate.subject },
      'The seal certificate has expired: sealed contracts will show an expired signature',
    );
  const provider =
    config.esign.provider === 'docusign' && config.esign.docusign
      ? await createDocuSignProvider(config.esign.docusign)
      : embeddedProvider;
  logger?.info(
    { provider: provider.name, certificate: certificate.subject, source: certificate.source },
    'E-signature ready',
  );
  return {
    sealer: createDocumentSealer(certificate),
    provider,
    pdf: contractPdfRenderer,
    certificateSubject: certificate.subject,
  };
};

export { NotSignableError } from './sealer';
export { verifyDocuSignHmac, readDocuSignEvent, docuSignSignatureHeaders } from './docusignWebhook';
export { envelopeDefinitionOf } from './docusign';
