import PDFDocument from 'pdfkit';
import type { ActDocumentInput, ActPdfRenderer } from '../../application/act/actPorts';
import type { CompanySheet } from '../../application/contract/contractPorts';
import { toWinAnsi } from './contract/winAnsiText';

const MARGIN = 56;
const ACCENT = '#3b5bdb';
const INK = '#222222';
const MUTED = '#666666';

/** Integer cents as `1,234.56 USD`: the amounts are printed, never recomputed. */
export const moneyText = (cents: number, currency: string): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${whole}.${String(abs % 100).padStart(2, '0')} ${currency}`;
};

const vatText = (bp: number | null) => (bp === null ? 'not charged (the client is not a VAT payer)' : `${bp / 100} %`);

const partyLines = (sheet: CompanySheet): string[] => {
  const account = sheet.paymentDetails.find((d) => d.isDefault) ?? sheet.paymentDetails[0];
  return [
    sheet.legalName ?? sheet.name,
    [sheet.legalAddress, sheet.city, sheet.countryName].filter(Boolean).join(', '),
    sheet.registrationNumber ? `Registration number: ${sheet.registrationNumber}` : '',
    sheet.taxNumber ? `Tax number: ${sheet.taxNumber}` : '',
    sheet.vat.kind === 'payer'
      ? 'VAT payer'
      : sheet.vat.kind === 'exempt'
        ? `Not a VAT payer${sheet.vatArticleTitle ? ` (${sheet.vatArticleTitle})` : ''}`
        : '',
    account ? `Bank: ${account.bankName}, account ${account.account}, SWIFT ${account.swift}` : '',
  ].filter((line) => line !== '');
};

type Row = readonly [string, string];

/**
 * One A4 page in the standard fonts (WinAnsi text): a title with the number and date, the two parties side by side, the
 * facts of the act and a table of amounts whose last line is the total. The same input gives the same bytes (the
 * creation date is the issue date).
 */
const renderPage = (
  input: ActDocumentInput,
  title: string,
  parties: { left: [string, CompanySheet]; right: [string, CompanySheet] },
  facts: readonly Row[],
  amounts: readonly Row[],
  total: Row,
): Promise<Uint8Array> =>
  new Promise((resolve, reject) => {
    const created = new Date(`${input.issuedOn}T00:00:00Z`);
    const doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      info: {
        Title: toWinAnsi(`${title} ${input.number}`),
        Author: 'Hiring Marketplace',
        Creator: 'Hiring Marketplace',
        Producer: 'Hiring Marketplace',
        CreationDate: created,
        ModDate: created,
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    const t = (s: string) => toWinAnsi(s);
    const width = doc.page.width - 2 * MARGIN;

    doc
      .fillColor(ACCENT)
      .font('Helvetica-Bold')
      .fontSize(18)
      .text(t(`${title} ${input.number}`), MARGIN, MARGIN, { width });
    doc
      .fillColor(MUTED)
      .font('Helvetica')
      .fontSize(10)
      .text(t(`Issued on ${input.issuedOn}`), { width })
      .moveDown(1);

    const top = doc.y;
    const column = (x: number, [label, sheet]: [string, CompanySheet]) => {
      doc
        .fillColor(ACCENT)
        .font('Helvetica-Bold')
        .fontSize(11)
        .text(t(label), x, top, { width: width / 2 - 10 });
      doc.fillColor(INK).font('Helvetica').fontSize(9);
      for (const line of partyLines(sheet)) doc.text(t(line), x, doc.y, { width: width / 2 - 10 });
      return doc.y;
    };
    const bottom = Math.max(column(MARGIN, parties.left), column(MARGIN + width / 2 + 10, parties.right));
    doc.y = bottom + 16;

    const table = (rows: readonly Row[], bold = false) => {
      for (const [label, value] of rows) {
        const y = doc.y;
        doc
          .fillColor(bold ? INK : MUTED)
          .font(bold ? 'Helvetica-Bold' : 'Helvetica')
          .fontSize(10)
          .text(t(label), MARGIN, y, { width: width * 0.6 });
        const after = doc.y;
        doc.fillColor(INK).text(t(value), MARGIN + width * 0.6, y, { width: width * 0.4, align: 'right' });
        doc.y = Math.max(after, doc.y) + 4;
      }
    };
    table(facts);
    doc
      .moveDown(0.5)
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + width, doc.y)
      .strokeColor('#cccccc')
      .stroke()
      .moveDown(0.5);
    table(amounts);
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + width, doc.y)
      .strokeColor(INK)
      .stroke()
      .moveDown(0.4);
    table([total], true);
    doc.end();
  });

const facts = (input: ActDocumentInput, specialistName: string): Row[] => [
  ['Period', `${input.act.startPeriod} to ${input.act.endPeriod} (${input.act.month})`],
  ['Specialist', specialistName],
  ['Hours worked', String(input.act.hours)],
];

/** The client's invoice: the contract in force, the work at the specialist's rate, the platform's fee, VAT, total. */
export const renderInvoicePdf = (input: ActDocumentInput): Promise<Uint8Array> => {
  const { act, currency } = input;
  return renderPage(
    input,
    'Invoice',
    { left: ['Supplier', input.platform], right: ['Client', input.counterparty] },
    [
      ['Contract', input.contractNumber ?? 'No signed contract on file'],
      ...facts(input, act.specialistName),
      ['Hourly rate', moneyText(act.clientRateCents, currency)],
    ],
    [
      [
        `Specialist's work: ${act.hours} h x ${moneyText(act.agencyRateCents, currency)}`,
        moneyText(act.agencyAmountCents, currency),
      ],
      ['Platform fee', moneyText(act.feeCents, currency)],
      [`VAT ${vatText(act.vatRateBasisPoints)}`, moneyText(act.vatCents, currency)],
    ],
    ['Total', moneyText(act.totalCents, currency)],
  );
};

/** The agency's act of completed work: the agency's rate times the hours; nothing of the client's price. */
export const renderActPdf = (input: ActDocumentInput): Promise<Uint8Array> => {
  const { act, currency } = input;
  return renderPage(
    input,
    'Act of completed work',
    { left: ['Contractor', input.counterparty], right: ['Customer', input.platform] },
    [
      ...facts(input, act.specialistName),
      ['Client', act.clientName],
      ['Rate', `${moneyText(act.agencyRateCents, currency)} per hour`],
    ],
    [[`${act.hours} h x ${moneyText(act.agencyRateCents, currency)}`, moneyText(act.agencyAmountCents, currency)]],
    ['Total', moneyText(act.agencyAmountCents, currency)],
  );
};

export const actPdfRenderer: ActPdfRenderer = { invoice: renderInvoicePdf, act: renderActPdf };
