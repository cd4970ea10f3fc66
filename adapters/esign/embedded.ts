import type { ESignatureProvider } from '../../application/ports/eSignature';

/**
 * The signing that needs no account anywhere: the application e-mails each signer a single-use link, the signer
 * signs in the browser, and the sealer closes the document. Nothing to call outside.
 */
export const embeddedProvider: ESignatureProvider = {
  name: 'embedded',
  send: async () => ({ envelopeId: null }),
  void: async () => undefined,
};
