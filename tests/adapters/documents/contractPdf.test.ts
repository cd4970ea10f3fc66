import { describe, expect, it } from 'vitest';
import { renderContractPdf } from '../../../adapters/documents/contractPdf';
import type { ContentBlock } from '../../../domain/content/blocks';
import { paragraph } from '../../../domain/content/blocks';
import { contractInput, poppler } from '../esign/esignFixtures';

const pagesOf = async (pdf: Uint8Array) => Number(/Pages:\s+(\d+)/.exec(await poppler('pdfinfo', pdf))?.[1]);
const squeeze = (text: string) => text.replace(/\s+/g, ' ');

/** The contract a signer reads: what it says, and that the same contract always gives the same bytes. */
describe('the contract PDF', () => {
  it('gives the same bytes for the same contract, so the fingerprint a signer sees is stable', async () => {
    const first = await renderContractPdf(contractInput());
    const second = await renderContractPdf(contractInput());
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
    const otherNumber = await renderContractPdf(contractInput({ number: 'C-2026-0002' }));
    expect(Buffer.from(first).equals(Buffer.from(otherNumber))).toBe(false);
    expect(await poppler('pdfinfo', first)).toMatch(/CreationDate:\s+Sun Mar\s+1 00:00:00 2026 UTC/);
  });

  it('is an A4 document with the title, number, date, both parties with their payment details, and the commercial terms', async () => {
    const pdf = await renderContractPdf(contractInput());
    expect(await poppler('pdfinfo', pdf)).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
    const text = squeeze(await poppler('pdftotext', pdf));
    for (const expected of [
      'Client services agreement',
      'No. C-2026-0001 of 2026-03-01',
      'Contract - Client contract',
      '1. Northwind GmbH (Client)',
      '2. Marketplace GmbH (Platform)',
      'Legal address Friedrichstraße 10, 10117 Berlin',
      'Tax number DE811907980',
      'VAT VAT 19 %',
      'Bank Commerzbank',
      'SWIFT COBADEFFXXX',
      'Account DE89370400440532013000',
      'Currency EUR',
      'Signer Nora Client, Managing director',
      'Signer e-mail paul@marketplace.test',
      'Commission 20 %',
      'Days paid 30',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('writes every kind of body block: headings, paragraphs with marks and links, lists, quotes, tables, and videos by title', async () => {
    const blocks: ContentBlock[] = [
      { type: 'heading', level: 2, content: [{ type: 'text', text: '2. Payment' }] },
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'Invoices are paid within ' },
          { type: 'text', text: '30 days', bold: true },
          { type: 'text', text: ', see ' },
          { type: 'link', href: 'https://marketplace.test/terms', content: [{ type: 'text', text: 'the terms' }] },
          { type: 'text', text: '.' },
        ],
      },
      {
        type: 'numberedList',
        items: [[{ type: 'text', text: 'First obligation' }], [{ type: 'text', text: 'Second obligation' }]],
      },
      { type: 'quote', content: [{ type: 'text', text: 'Quoted clause of the law' }] },
      {
        type: 'table',
        header: true,
        rows: [
          [[{ type: 'text', text: 'Grade' }], [{ type: 'text', text: 'Rate' }]],
          [[{ type: 'text', text: 'Senior' }], [{ type: 'text', text: '$60/h' }]],
        ],
      },
      { type: 'image', fileId: '00000000-0000-4000-8000-000000000000', alt: 'Logo', caption: 'Figure 1: the process' },
      { type: 'video', videoId: 'dQw4w9WgXcQ', title: 'How signing works' },
    ];
    const text = squeeze(await poppler('pdftotext', await renderContractPdf(contractInput({ blocks }))));
    for (const expected of [
      '2. Payment',
      'Invoices are paid within 30 days, see the terms.',
      '1. First obligation',
      '2. Second obligation',
      'Quoted clause of the law',
      'Grade Rate',
      'Senior $60/h',
      'Figure 1: the process',
      'Video: How signing works',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('numbers every page "Page n of m" and ends with a signature line for each signer', async () => {
    const long = Array.from({ length: 60 }, (_, i) =>
      paragraph(`Clause ${i + 1}. ${'The parties agree on the terms of this clause in good faith. '.repeat(4)}`),
    );
    const pdf = await renderContractPdf(contractInput({ blocks: long }));
    const pages = await pagesOf(pdf);
    expect(pages).toBeGreaterThan(2);
    for (let page = 1; page <= pages; page += 1) {
      expect(await poppler('pdftotext', pdf, ['-f', String(page), '-l', String(page)])).toContain(
        `C-2026-0001 - Page ${page} of ${pages}`,
      );
    }
    const last = squeeze(await poppler('pdftotext', pdf, ['-f', String(pages), '-l', String(pages)]));
    // The heading stays with the signature lines.
    expect(last).toMatch(/Signatures/);
    expect(last).toContain('Client: Northwind GmbH');
    expect(last).toContain('Platform: Marketplace GmbH');
    expect(last.match(/Signature\b(?!s)/g)).toHaveLength(2);
  });

  it('never leaves the signatures heading alone at the foot of a page', async () => {
    for (const clauses of [0, 3, 6, 9, 12]) {
      const pdf = await renderContractPdf(
        contractInput({
          blocks: Array.from({ length: clauses }, (_, i) =>
            paragraph(`Clause ${i + 1}. ${'Text of the clause. '.repeat(12)}`),
          ),
        }),
      );
      const pages = await pagesOf(pdf);
      const last = await poppler('pdftotext', pdf, ['-f', String(pages), '-l', String(pages)]);
      expect(last, `${clauses} clauses`).toContain('Signatures');
      expect(last).toContain('/sig1/');
    }
  });

  it('writes names outside the standard fonts readably instead of failing: WinAnsi letters kept, other accents dropped, Cyrillic transliterated', async () => {
    const [client, platform] = contractInput().parties;
    if (!client || !platform) throw new Error('fixture');
    const pdf = await renderContractPdf(
      contractInput({
        parties: [
          {
            ...client,
            legalName: 'ООО Ромашка',
            signer: { ...client.signer, name: 'Ştefan Dvořák Žižka' },
            payment: null,
          },
          platform,
        ],
      }),
    );
    const text = squeeze(await poppler('pdftotext', pdf));
    expect(text).toContain('1. OOO Romashka (Client)');
    expect(text).toContain('Stefan Dvorák Žižka');
    expect(text).toContain('Payment details Not given');
  });
});
