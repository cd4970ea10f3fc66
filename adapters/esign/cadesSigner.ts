import { createHash, createSign } from 'node:crypto';
import forge from 'node-forge';
import { Signer } from '@signpdf/utils';
import type { PlatformCertificate } from './certificate';

const { asn1 } = forge;
const U = asn1.Class.UNIVERSAL;
const T = asn1.Type;

const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  /** id-aa-signingCertificateV2 (RFC 5035), required by PAdES baseline B */
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  sha256: '2.16.840.1.101.3.4.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
} as const;

const oid = (value: string) => asn1.create(U, T.OID, false, asn1.oidToDer(value).getBytes());
const seq = (...items: forge.asn1.Asn1[]) => asn1.create(U, T.SEQUENCE, true, items);
const set = (...items: forge.asn1.Asn1[]) => asn1.create(U, T.SET, true, items);
const octets = (bytes: string) => asn1.create(U, T.OCTETSTRING, false, bytes);
const integer = (value: number) => asn1.create(U, T.INTEGER, false, asn1.integerToDer(value).getBytes());
const nullValue = () => asn1.create(U, T.NULL, false, '');
const der = (node: forge.asn1.Asn1) => asn1.toDer(node).getBytes();
const sha256 = (binary: string | Buffer) =>
  createHash('sha256')
    .update(typeof binary === 'string' ? Buffer.from(binary, 'binary') : binary)
    .digest()
    .toString('binary');
const attribute = (type: string, value: forge.asn1.Asn1) => seq(oid(type), set(value));

/**
 * A CAdES detached signature for PAdES baseline B (ETSI EN 319 142-1): CMS SignedData over the PDF's byte ranges with
 * the signed attributes content-type, message-digest and signing-certificate-v2, and without signing-time (the time
 * is the signature dictionary's /M). node-forge's own PKCS#7 writer cannot add signing-certificate-v2, so the
 * structure is written here with its ASN.1 helpers; the RSA signature is Node's.
 */
export class CadesSigner extends Signer {
  constructor(private readonly certificate: PlatformCertificate) {
    super();
  }

  override async sign(pdfBuffer: Buffer): Promise<Buffer> {
    const [own, ...rest] = this.certificate.chain;
    if (!own) throw new Error('The seal certificate is missing');
    const ownAsn1 = forge.pki.certificateToAsn1(own);
    // TBSCertificate: [0] version, serialNumber, signature, issuer, ... (the version is always present in v3)
    const tbs = ownAsn1.value[0] as forge.asn1.Asn1;
    const tbsFields = tbs.value as forge.asn1.Asn1[];
    const offset = tbsFields[0]?.tagClass === asn1.Class.CONTEXT_SPECIFIC ? 1 : 0;
    const serial = tbsFields[offset] as forge.asn1.Asn1;
    const issuer = tbsFields[offset + 2] as forge.asn1.Asn1;
    const sha256Algorithm = () => seq(oid(OID.sha256), nullValue());

    // ESSCertIDv2 with the default hash algorithm (SHA-256, so omitted in DER) and the issuer and serial.
    const essCertIdV2 = seq(
      octets(sha256(der(ownAsn1))),
      seq(seq(asn1.create(asn1.Class.CONTEXT_SPECIFIC, 4, true, [issuer])), serial),
    );
    const attributes = [
      attribute(OID.contentType, oid(OID.data)),
      attribute(OID.messageDigest, octets(sha256(pdfBuffer))),
      attribute(OID.signingCertificateV2, seq(seq(essCertIdV2))),
    ]
      // DER orders a SET OF by the encodings of its elements.
      .map((node) => ({ node, bytes: der(node) }))
      .sort((a, b) => Buffer.compare(Buffer.from(a.bytes, 'binary'), Buffer.from(b.bytes, 'binary')))
      .map((entry) => entry.node);

    // The signature covers the attributes encoded as a SET (tag 0x31), then stored as [0] IMPLICIT.
    const signature = createSign('sha256')
      .update(Buffer.from(der(set(...attributes)), 'binary'))
      .sign(this.certificate.privateKeyPem);

    const signerInfo = seq(
      integer(1),
      seq(issuer, serial),
      sha256Algorithm(),
      asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, attributes),
      seq(oid(OID.rsaEncryption), nullValue()),
      octets(signature.toString('binary')),
    );
    const signedData = seq(
      integer(1),
      set(sha256Algorithm()),
      seq(oid(OID.data)),
      asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [ownAsn1, ...rest.map((c) => forge.pki.certificateToAsn1(c))]),
      set(signerInfo),
    );
    const contentInfo = seq(oid(OID.signedData), asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [signedData]));
    return Buffer.from(der(contentInfo), 'binary');
  }
}
