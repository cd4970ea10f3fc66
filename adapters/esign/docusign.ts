import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { ESignatureProvider, SignatureRequest } from '../../application/ports/eSignature';
import type { DocuSignConfig } from '../config';

/** The white anchor text `contractPdf` writes on each signer's signature line: counterparty first, platform second. */
export const SIGNATURE_ANCHORS = { counterparty: '/sig1/', platform: '/sig2/' } as const;

/** DocuSign limits an e-mail subject to 100 characters and a void reason to 200. */
const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

export type EnvelopeDefinition = {
  readonly emailSubject: string;
  readonly status: 'sent';
  readonly documents: readonly {
    readonly documentId: '1';
    readonly name: string;
    readonly fileExtension: 'pdf';
    readonly documentBase64: string;
  }[];
  readonly recipients: {
    readonly signers: readonly {
      readonly recipientId: string;
      readonly routingOrder: string;
      readonly name: string;
      readonly email: string;
      readonly roleName: string;
      readonly tabs: {
        readonly signHereTabs: readonly {
          readonly anchorString: string;
          readonly anchorUnits: 'pixels';
          readonly anchorXOffset: string;
          readonly anchorYOffset: string;
          readonly anchorIgnoreIfNotPresent: 'true';
        }[];
        readonly dateSignedTabs: readonly {
          readonly anchorString: string;
          readonly anchorUnits: 'pixels';
          readonly anchorXOffset: string;
          readonly anchorYOffset: string;
          readonly anchorIgnoreIfNotPresent: 'true';
        }[];
      };
    }[];
  };
  readonly customFields: {
    readonly textCustomFields: readonly {
      readonly name: 'contractId';
      readonly value: string;
      readonly show: 'false';
      readonly required: 'false';
    }[];
  };
};

/**
 * The envelope of a contract: the PDF as the one document, each signer with their routing order (the counterparty
 * 1, the platform 2; the recipient id is the routing order, which the webhook relies on), a sign-here tab on the
 * signer's anchor in the generated contract, and the contract's id as a hidden custom field. An uploaded PDF has no
 * anchors: the tabs are then skipped and DocuSign lets the signer place their signature.
 */
export const envelopeDefinitionOf = (request: SignatureRequest): EnvelopeDefinition => ({
  emailSubject: clip(`Please sign: ${request.title}`, 100),
  status: 'sent',
  documents: [
    {
      documentId: '1',
      name: `${clip(request.title, 90)}.pdf`,
      fileExtension: 'pdf',
      documentBase64: Buffer.from(request.document).toString('base64'),
    },
  ],
  recipients: {
    signers: [...request.signers]
      .sort((a, b) => a.routingOrder - b.routingOrder)
      .map((signer) => {
        const anchor = SIGNATURE_ANCHORS[signer.role];
        return {
          recipientId: String(signer.routingOrder),
          routingOrder: String(signer.routingOrder),
          name: signer.name,
          email: signer.email,
          roleName: signer.role,
          tabs: {
            // The anchor sits at the start of the signature line; the tab goes just above it.
            signHereTabs: [
              {
                anchorString: anchor,
                anchorUnits: 'pixels',
                anchorXOffset: '0',
                anchorYOffset: '-12',
                anchorIgnoreIfNotPresent: 'true',
              },
            ],
            dateSignedTabs: [
              {
                anchorString: anchor,
                anchorUnits: 'pixels',
                anchorXOffset: '170',
                anchorYOffset: '0',
                anchorIgnoreIfNotPresent: 'true',
              },
            ],
          },
        };
      }),
  },
  customFields: {
    textCustomFields: [{ name: 'contractId', value: request.contractId, show: 'false', required: 'false' }],
  },
});

/** The part of the `docusign-esign` SDK used here (it ships no types). */
type DocuSignSdk = {
  ApiClient: new (options?: { basePath?: string; oAuthBasePath?: string }) => {
    setBasePath(basePath: string): void;
    setOAuthBasePath(host: string): void;
    addDefaultHeader(name: string, value: string): void;
    requestJWTUserToken(
      clientId: string,
      userId: string,
      scopes: string[],
      privateKey: Buffer,
      expiresIn: number,
    ): Promise<{ body: { access_token: string; expires_in: number } }>;
  };
  EnvelopesApi: new (client: InstanceType<DocuSignSdk['ApiClient']>) => {
    createEnvelope(
      accountId: string,
      options: { envelopeDefinition: EnvelopeDefinition },
    ): Promise<{ envelopeId?: string }>;
    update(
      accountId: string,
      envelopeId: string,
      options: { envelope: { status: 'voided'; voidedReason: string } },
    ): Promise<unknown>;
  };
};

/** A token is asked for one hour and renewed five minutes before it ends. */
const TOKEN_SECONDS = 3600;
const RENEW_BEFORE_MS = 5 * 60_000;

/**
 * DocuSign eSignature over JWT grant (the integration key acts as the configured user, who must have given consent
 * once). Statuses come back through the Connect webhook (`docusignWebhook.ts`), not from here.
 */
export const createDocuSignProvider = async (
  config: DocuSignConfig,
  now: () => number = Date.now,
): Promise<ESignatureProvider> => {
  const privateKey = await readFile(config.privateKeyPath).catch((error: Error) => {
    throw new Error(`DOCUSIGN_PRIVATE_KEY_PATH: cannot read ${config.privateKeyPath}: ${error.message}`);
  });
  // Loaded only in DocuSign mode: the SDK and its HTTP client stay out of an embedded start.
  const sdk = createRequire(import.meta.url)('docusign-esign') as DocuSignSdk;
  let session: { envelopes: InstanceType<DocuSignSdk['EnvelopesApi']>; until: number } | null = null;

  const envelopes = async () => {
    if (session && session.until > now()) return session.envelopes;
    const client = new sdk.ApiClient();
    client.setBasePath(config.basePath);
    client.setOAuthBasePath(config.oauthHost);
    const token = await client.requestJWTUserToken(
      config.integrationKey,
      config.userId,
      ['signature', 'impersonation'],
      privateKey,
      TOKEN_SECONDS,
    );
    client.addDefaultHeader('Authorization', `Bearer ${token.body.access_token}`);
    const api = new sdk.EnvelopesApi(client);
    session = { envelopes: api, until: now() + (token.body.expires_in ?? TOKEN_SECONDS) * 1000 - RENEW_BEFORE_MS };
    return api;
  };

  return {
    name: 'docusign',
    async send(request) {
      const summary = await (
        await envelopes()
      ).createEnvelope(config.accountId, { envelopeDefinition: envelopeDefinitionOf(request) });
      if (!summary.envelopeId) throw new Error('DocuSign answered without an envelope id');
      return { envelopeId: summary.envelopeId };
    },
    async void(envelopeId, reason) {
      await (
        await envelopes()
      ).update(config.accountId, envelopeId, { envelope: { status: 'voided', voidedReason: clip(reason, 200) } });
    },
  };
};
