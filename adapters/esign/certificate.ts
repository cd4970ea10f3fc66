import { generateKeyPair, randomBytes } from 'node:crypto';
import { chmod, mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import forge from 'node-forge';

/** The platform's seal: the key and certificate that sign every sealed contract, read from a PKCS#12 file. */
export type PlatformCertificate = {
  readonly p12: Buffer;
  readonly password: string;
  /** e.g. 'CN=Hiring Marketplace platform seal, O=Hiring Marketplace' */
  readonly subject: string;
  readonly privateKeyPem: string;
  /** The signer's certificate first, then the rest of the chain the file holds. */
  readonly chain: readonly forge.pki.Certificate[];
  /** Where it came from: a configured file, or the one generated into the data directory. */
  readonly source: 'configured' | 'generated';
};

export const SEAL_COMMON_NAME = 'Hiring Marketplace platform seal';
const VALID_YEARS = 10;

export class CertificateError extends Error {}

/** PKCS#12 bag types (RFC 7292). */
const BAG = {
  key: '1.2.840.113549.1.12.10.1.1',
  shroudedKey: '1.2.840.113549.1.12.10.1.2',
  certificate: '1.2.840.113549.1.12.10.1.3',
} as const;

const subjectOf = (certificate: forge.pki.Certificate): string => distinguishedName(certificate.subject.attributes);

/** 'CN=…, O=…' in the certificate's own order, as OpenSSL prints it. */
export const distinguishedName = (attributes: readonly forge.pki.CertificateField[]): string =>
  attributes.map((a) => `${a.shortName ?? a.name ?? a.type}=${String(a.value)}`).join(', ');

/** Opens a PKCS#12 file: its private key and the certificate that matches it (plus any chain). */
export const readPkcs12 = (
  p12: Buffer,
  password: string,
  source: PlatformCertificate['source'],
): PlatformCertificate => {
  let parsed: forge.pkcs12.Pkcs12Pfx;
  try {
    parsed = forge.pkcs12.pkcs12FromAsn1(
      forge.asn1.fromDer(forge.util.createBuffer(p12.toString('binary'))),
      false,
      password,
    );
  } catch (error) {
    throw new CertificateError(
      `The seal certificate cannot be opened (wrong ESIGN_CERT_PASSWORD or not a PKCS#12 file): ${(error as Error).message}`,
    );
  }
  const bags = (type: string): forge.pkcs12.Bag[] => parsed.getBags({ bagType: type })[type] ?? [];
  const keyBag = [...bags(BAG.shroudedKey), ...bags(BAG.key)].find((bag) => bag.key);
  const key = keyBag?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key) throw new CertificateError('The seal certificate file holds no private key');
  const certificates = bags(BAG.certificate).flatMap((bag) => (bag.cert ? [bag.cert] : []));
  const own = certificates.find((c) => {
    const publicKey = c.publicKey as forge.pki.rsa.PublicKey;
    return publicKey.n?.equals(key.n) && publicKey.e?.equals(key.e);
  });
  if (!own)
    throw new CertificateError(
      'The seal certificate file holds no certificate for its private key (only RSA keys are supported)',
    );
  return {
    p12,
    password,
    subject: subjectOf(own),
    privateKeyPem: forge.pki.privateKeyToPem(key),
    chain: [own, ...certificates.filter((c) => c !== own)],
    source,
  };
};

/** A self-signed RSA-2048 certificate for the platform's seal, valid ten years, as a PKCS#12 file. */
export const generatePlatformPkcs12 = async (password: string, now = new Date()): Promise<Buffer> => {
  // Node's own key generation takes milliseconds; forge's pure JavaScript one takes seconds.
  const { privateKey: privatePem, publicKey: publicPem } = await new Promise<{ privateKey: string; publicKey: string }>(
    (resolve, reject) =>
      generateKeyPair(
        'rsa',
        {
          modulusLength: 2048,
          publicKeyEncoding: { type: 'spki', format: 'pem' },
          privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
        },
        (error, publicKey, privateKey) => (error ? reject(error) : resolve({ publicKey, privateKey })),
      ),
  );
  const privateKey = forge.pki.privateKeyFromPem(privatePem);
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(publicPem);
  // A positive serial of 16 random bytes (the leading 0 keeps it positive).
  certificate.serialNumber = `00${randomBytes(16).toString('hex')}`;
  certificate.validity.notBefore = new Date(now.getTime() - 60_000);
  certificate.validity.notAfter = new Date(now);
  certificate.validity.notAfter.setUTCFullYear(now.getUTCFullYear() + VALID_YEARS);
  const name = [
    { name: 'commonName', value: SEAL_COMMON_NAME },
    { name: 'organizationName', value: 'Hiring Marketplace' },
  ];
  certificate.setSubject(name);
  certificate.setIssuer(name);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  certificate.sign(privateKey, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(privateKey, [certificate], password, {
    algorithm: 'aes256',
    friendlyName: SEAL_COMMON_NAME,
  });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
};

const exists = async (file: string): Promise<boolean> =>
  stat(file).then(
    () => true,
    () => false,
  );

const LOCK_STALE_MS = 120_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The generated seal in `${dataDir}/esign`: `platform.p12` and its random password in `platform.p12.password`, both
 * mode 0600. Made once: the next start (and the worker process) reads the same files. Two processes starting at
 * once agree through a lock file: one generates, the other waits for the files.
 */
export const loadOrCreateGeneratedCertificate = async (
  dataDir: string,
  onGenerated?: (file: string) => void,
): Promise<PlatformCertificate> => {
  const directory = path.join(dataDir, 'esign');
  const p12File = path.join(directory, 'platform.p12');
  const passwordFile = `${p12File}.password`;
  const lockFile = `${p12File}.lock`;
  await mkdir(directory, { recursive: true, mode: 0o700 });

  for (let attempt = 0; ; attempt += 1) {
    if ((await exists(p12File)) && (await exists(passwordFile))) {
      const [p12, password] = await Promise.all([readFile(p12File), readFile(passwordFile, 'utf8')]);
      return readPkcs12(p12, password.trim(), 'generated');
    }
    const lock = await open(lockFile, 'wx', 0o600).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'EEXIST') return null;
      throw error;
    });
    if (!lock) {
      // Another process is generating; a lock left by a crash is taken over once it is old.
      const lockAge = await stat(lockFile).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (lockAge > LOCK_STALE_MS) await rm(lockFile, { force: true });
      if (attempt > 600) throw new CertificateError(`Timed out waiting for ${lockFile}`);
      await sleep(100);
      continue;
    }
    try {
      const password = randomBytes(24).toString('base64url');
      const p12 = await generatePlatformPkcs12(password);
      const suffix = `.tmp-${process.pid}`;
      await writeFile(passwordFile + suffix, `${password}\n`, { mode: 0o600 });
      await writeFile(p12File + suffix, p12, { mode: 0o600 });
      await chmod(passwordFile + suffix, 0o600);
      await chmod(p12File + suffix, 0o600);
      // The password first: a reader that sees the certificate always finds its password.
      await rename(passwordFile + suffix, passwordFile);
      await rename(p12File + suffix, p12File);
      onGenerated?.(p12File);
      return readPkcs12(p12, password, 'generated');
    } finally {
      await lock.close();
      await rm(lockFile, { force: true });
    }
  }
};

/** A configured PKCS#12 file (`ESIGN_CERT_P12_PATH`, `ESIGN_CERT_PASSWORD`). */
export const loadConfiguredCertificate = async (p12Path: string, password: string): Promise<PlatformCertificate> => {
  const p12 = await readFile(p12Path).catch((error: Error) => {
    throw new CertificateError(`ESIGN_CERT_P12_PATH: cannot read ${p12Path}: ${error.message}`);
  });
  return readPkcs12(p12, password, 'configured');
};
