import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ContractDocumentInput, ContractParty, SignatureEvidence } from '../../../application/ports/eSignature';
import { bulletList, heading, paragraph } from '../../../domain/content/blocks';

const run = promisify(execFile);

/** Runs a poppler tool (pdfsig, pdftotext) on bytes written to a temporary file; `npm test` installs poppler-utils. */
export const poppler = async (
  tool: 'pdfsig' | 'pdftotext' | 'pdfinfo',
  bytes: Uint8Array,
  args: readonly string[] = [],
): Promise<string> => {
  const dir = await mkdtemp(path.join(tmpdir(), 'esign-pdf-'));
  const file = path.join(dir, 'document.pdf');
  await writeFile(file, bytes);
  const output = tool === 'pdftotext' ? ['-layout', ...args, file, '-'] : [...args, file];
  // pdfsig answers 0 for a broken signature too; what it prints is the verdict. English messages whatever the machine's locale.
  const { stdout } = await run(tool, output, {
    env: { ...process.env, LANG: 'C', LC_ALL: 'C' },
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout;
};

export const tempDataDir = () => mkdtemp(path.join(tmpdir(), 'esign-data-'));

const party = (role: ContractParty['role'], name: string, signer: ContractParty['signer']): ContractParty => ({
  role,
  name,
  legalName: `${name} GmbH`,
  country: 'Germany',
  city: 'Berlin',
  legalAddress: 'Friedrichstraße 10, 10117 Berlin',
  registrationNumber: `HRB ${name.length}4567`,
  taxNumber: 'DE811907980',
  vat: 'VAT 19 %',
  payment: {
    bankName: 'Commerzbank',
    beneficiary: `${name} GmbH`,
    swift: 'COBADEFFXXX',
    account: 'DE89370400440532013000',
    currency: 'EUR',
  },
  signer,
});

export const contractInput = (overrides: Partial<ContractDocumentInput> = {}): ContractDocumentInput => ({
  title: 'Client services agreement',
  number: 'C-2026-0001',
  date: '2026-03-01',
  documentType: 'Contract',
  contractType: 'Client contract',
  parties: [
    party('client', 'Northwind', { name: 'Nora Client', position: 'Managing director', email: 'nora@northwind.test' }),
    party('platform', 'Marketplace', {
      name: 'Paul Platform',
      position: 'Chief executive',
      email: 'paul@marketplace.test',
    }),
  ],
  blocks: [
    heading(2, '1. Subject of the agreement'),
    paragraph('The platform gives the client access to the catalogue of specialists and arranges interviews.'),
    bulletList('Interviews are requested through the cart.', 'Work starts after both parties sign.'),
  ],
  commercialTerms: [
    { label: 'Commission', value: '20 %' },
    { label: 'Days paid', value: '30' },
  ],
  ...overrides,
});

export const evidence = (documentSha256: string): readonly SignatureEvidence[] => [
  {
    role: 'counterparty',
    name: 'Nora Client',
    email: 'nora@northwind.test',
    position: 'Managing director',
    signedAt: new Date('2026-03-02T09:15:00Z'),
    ipAddress: '203.0.113.45',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36',
    documentSha256,
  },
  {
    role: 'platform',
    name: 'Paul Platform',
    email: 'paul@marketplace.test',
    position: 'Chief executive',
    signedAt: new Date('2026-03-03T16:40:00Z'),
    ipAddress: '2001:db8::17',
    userAgent: 'Mozilla/5.0 (Macintosh) Firefox/127.0',
    documentSha256,
  },
];
