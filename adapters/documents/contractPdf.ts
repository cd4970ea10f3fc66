import PDFDocument from 'pdfkit';
import type { ContractDocumentInput, ContractParty, ContractPdfRenderer } from '../../application/ports/eSignature';
import type { ContentBlock, Inline } from '../../domain/content/blocks';
import { inlineText } from '../../domain/content/blocks';
import { toWinAnsi } from './contract/winAnsiText';

/** The white anchor strings DocuSign places its sign-here tabs on (see `adapters/esign/docusign.ts`). */
export const SIGNATURE_ANCHOR_OF_PARTY = ['/sig1/', '/sig2/'] as const;

const MARGIN = 56;
const ACCENT = '#3b5bdb';
const INK = '#222222';
const MUTED = '#666666';

const roleTitle = (role: ContractParty['role']) =>
  ({ client: 'Client', partner: 'Partner', platform: 'Platform' })[role];

const FONT = {
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
  italic: 'Helvetica-Oblique',
  boldItalic: 'Helvetica-BoldOblique',
} as const;

const fontOf = (run: { bold?: boolean; italic?: boolean }) =>
  run.bold && run.italic ? FONT.boldItalic : run.bold ? FONT.bold : run.italic ? FONT.italic : FONT.regular;

/**
 * A contract as an A4 PDF: title, number and date, the parties with their details and payment details, the
 * commercial terms, the template's body, and a signature line for each signer with an invisible anchor for
 * DocuSign. Written with the standard fonts (WinAnsi text, see `contract/winAnsiText.ts`). The same input gives the
 * same bytes: the creation date is the contract's date, so the document's fingerprint is stable.
 */
export const renderContractPdf = (input: ContractDocumentInput): Promise<Uint8Array> =>
  new Promise((resolve, reject) => {
    const created = new Date(`${/^\d{4}-\d{2}-\d{2}$/.test(input.date) ? input.date : '1970-01-01'}T00:00:00Z`);
    const doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      bufferPages: true,
      info: {
        Title: toWinAnsi(`${input.title} ${input.number}`),
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

    const left = MARGIN;
    const width = doc.page.width - 2 * MARGIN;
    const pageBottom = () => doc.page.height - MARGIN;
    const room = (height: number) => {
      if (doc.y + height > pageBottom()) doc.addPage();
    };
    const t = (text: string) => toWinAnsi(text);

    const heading = (text: string, size = 12) => {
      room(60);
      doc
        .moveDown(0.8)
        .fillColor(ACCENT)
        .font(FONT.bold)
        .fontSize(size)
        .text(t(text), left, doc.y, { width })
        .moveDown(0.3)
        .fillColor(INK)
        .font(FONT.regular)
        .fontSize(10);
    };

    /** Runs of text with their marks and links, wrapped in `boxWidth` from `x`. */
    const inline = (
      runs: readonly Inline[],
      x: number,
      boxWidth: number,
      options: { color?: string; size?: number } = {},
    ) => {
      const pieces = runs
        .flatMap((run) =>
          run.type === 'link'
            ? run.content.map((r) => ({ ...r, href: run.href }))
            : [{ ...run, href: undefined as string | undefined }],
        )
        .filter((piece) => piece.text.length > 0);
      doc.fontSize(options.size ?? 10).fillColor(options.color ?? INK);
      if (pieces.length === 0) {
        doc.text(' ', x, doc.y, { width: boxWidth });
        return;
      }
      pieces.forEach((piece, i) => {
        doc.font(fontOf(piece)).fillColor(piece.href ? ACCENT : (options.color ?? INK));
        const last = i === pieces.length - 1;
        const textOptions = {
          width: boxWidth,
          continued: !last,
          link: piece.href ?? null,
          underline: Boolean(piece.href),
        };
        if (i === 0) doc.text(t(piece.text), x, doc.y, textOptions);
        else doc.text(t(piece.text), textOptions);
      });
      doc.font(FONT.regular).fillColor(INK);
    };

    const fieldTable = (rows: readonly (readonly [string, string])[]) => {
      doc.font(FONT.regular).fontSize(9.5).fillColor(INK);
      doc.table({
        position: { x: left, y: doc.y },
        maxWidth: width,
        columnStyles: [150, '*'],
        defaultStyle: { border: false, padding: [2, 4] },
        data: rows.map(([label, value]) => [
          { text: t(label), font: { src: FONT.bold, size: 9.5 }, textColor: MUTED },
          { text: t(value || '—') },
        ]),
      });
      doc.x = left;
    };

    // Title, number, date.
    doc.font(FONT.bold).fontSize(20).fillColor('#111111').text(t(input.title), left, doc.y, { width });
    doc
      .moveDown(0.2)
      .font(FONT.regular)
      .fontSize(12)
      .fillColor(INK)
      .text(t(`No. ${input.number} of ${input.date}`), { width });
    doc
      .moveDown(0.2)
      .fontSize(9.5)
      .fillColor(MUTED)
      .text(t(`${input.documentType} - ${input.contractType}`), { width })
      .fillColor(INK);

    // The parties.
    heading('Parties');
    input.parties.forEach((party, index) => {
      room(150);
      doc
        .moveDown(0.4)
        .font(FONT.bold)
        .fontSize(11)
        .fillColor(INK)
        .text(t(`${index + 1}. ${party.legalName} (${roleTitle(party.role)})`), left, doc.y, { width });
      doc.moveDown(0.2);
      fieldTable([
        ['Name', party.name],
        ['Country, city', [party.country, party.city].filter(Boolean).join(', ')],
        ['Legal address', party.legalAddress],
        ['Registration number', party.registrationNumber],
        ['Tax number', party.taxNumber],
        ['VAT', party.vat],
        ...(party.payment
          ? ([
              ['Bank', party.payment.bankName],
              ['Beneficiary', party.payment.beneficiary],
              ['SWIFT', party.payment.swift],
              ['Account', party.payment.account],
              ['Currency', party.payment.currency],
            ] as const)
          : ([['Payment details', 'Not given']] as const)),
        ['Signer', `${party.signer.name}, ${party.signer.position}`],
        ['Signer e-mail', party.signer.email],
      ]);
    });

    // Commercial terms.
    if (input.commercialTerms.length > 0) {
      heading('Commercial terms');
      doc.font(FONT.regular).fontSize(10);
      doc.table({
        position: { x: left, y: doc.y },
        maxWidth: width,
        columnStyles: [200, '*'],
        defaultStyle: { padding: [4, 6], border: 0.5, borderColor: '#cccccc' },
        data: input.commercialTerms.map((term) => [
          { text: t(term.label), font: { src: FONT.bold } },
          { text: t(term.value) },
        ]),
      });
      doc.x = left;
    }

    // The body.
    if (input.blocks.length > 0) doc.moveDown(0.6);
    for (const block of input.blocks) renderBlock(block);

    function renderBlock(block: ContentBlock): void {
      switch (block.type) {
        case 'paragraph':
          room(30);
          inline(block.content, left, width);
          doc.moveDown(0.5);
          return;
        case 'heading':
          room(60);
          doc.moveDown(0.4);
          inline(
            block.content.map((r) => (r.type === 'text' ? { ...r, bold: true } : r)),
            left,
            width,
            { size: ({ 2: 14, 3: 12, 4: 11 } as const)[block.level] },
          );
          doc.moveDown(0.3);
          return;
        case 'bulletList':
        case 'numberedList':
          block.items.forEach((item, i) => {
            room(24);
            const y = doc.y;
            doc
              .font(FONT.regular)
              .fontSize(10)
              .fillColor(INK)
              .text(block.type === 'bulletList' ? '•' : `${i + 1}.`, left + 6, y, { width: 18 });
            doc.y = y;
            inline(item, left + 26, width - 26);
            doc.moveDown(0.2);
          });
          doc.x = left;
          doc.moveDown(0.3);
          return;
        case 'quote': {
          room(30);
          const top = doc.y;
          inline(
            block.content.map((r) => (r.type === 'text' ? { ...r, italic: true } : r)),
            left + 14,
            width - 14,
            { color: '#444444' },
          );
          doc
            .save()
            .moveTo(left + 3, top)
            .lineTo(left + 3, doc.y)
            .lineWidth(2)
            .strokeColor('#c5cae9')
            .stroke()
            .restore();
          doc.x = left;
          doc.moveDown(0.5);
          return;
        }
        case 'table': {
          if (block.rows.length === 0) return;
          room(40);
          doc.font(FONT.regular).fontSize(9.5).fillColor(INK);
          doc.table({
            position: { x: left, y: doc.y },
            maxWidth: width,
            defaultStyle: { padding: [3, 5], border: 0.5, borderColor: '#cccccc' },
            data: block.rows.map((row, r) =>
              row.map((cell) => ({
                text: t(inlineText(cell)),
                ...(block.header && r === 0 ? { font: { src: FONT.bold }, backgroundColor: '#eef0fb' } : {}),
              })),
            ),
          });
          doc.x = left;
          doc.moveDown(0.5);
          return;
        }
        case 'image':
          // Images are not embedded in contracts; a caption still says what was there.
          if (block.caption) {
            doc
              .font(FONT.italic)
              .fontSize(9)
              .fillColor(MUTED)
              .text(t(block.caption), left, doc.y, { width })
              .font(FONT.regular)
              .fillColor(INK);
            doc.moveDown(0.4);
          }
          return;
        case 'video':
          doc
            .font(FONT.italic)
            .fontSize(10)
            .fillColor(MUTED)
            .text(t(`Video: ${block.title}`), left, doc.y, { width })
            .font(FONT.regular)
            .fillColor(INK);
          doc.moveDown(0.4);
          return;
        default: {
          const _exhaustive: never = block;
          return _exhaustive;
        }
      }
    }

    // Signatures: a line for each signer, with the anchor DocuSign places its tab on, written in white.
    room(80 + 110 * Math.ceil(Math.min(input.parties.length, 2) / 2));
    heading('Signatures');
    const columnWidth = (width - 30) / 2;
    let rowTop = doc.y;
    let bottom = doc.y;
    input.parties.forEach((party, index) => {
      const column = index % 2;
      if (column === 0 && index > 0) {
        doc.moveDown(1);
        room(110);
      }
      const x = left + column * (columnWidth + 30);
      const top = column === 0 ? doc.y : rowTop;
      if (column === 0) rowTop = top;
      doc
        .font(FONT.bold)
        .fontSize(10)
        .fillColor(INK)
        .text(t(`${roleTitle(party.role)}: ${party.legalName}`), x, top, { width: columnWidth });
      doc
        .font(FONT.regular)
        .fontSize(9.5)
        .text(t(`${party.signer.name}, ${party.signer.position}`), x, doc.y, { width: columnWidth });
      const lineY = doc.y + 36;
      const anchor = SIGNATURE_ANCHOR_OF_PARTY[index];
      if (anchor)
        doc
          .font(FONT.regular)
          .fontSize(6)
          .fillColor('#ffffff')
          .text(anchor, x, lineY - 9, { lineBreak: false });
      doc
        .moveTo(x, lineY)
        .lineTo(x + columnWidth * 0.6, lineY)
        .lineWidth(0.7)
        .strokeColor('#333333')
        .stroke();
      doc
        .font(FONT.regular)
        .fontSize(8)
        .fillColor(MUTED)
        .text('Signature', x, lineY + 3, { width: columnWidth * 0.6, lineBreak: false });
      doc.fillColor(INK);
      doc.y = Math.max(doc.y, lineY + 16);
      bottom = Math.max(bottom, doc.y);
      if (column === 1 || index === input.parties.length - 1) doc.y = bottom;
    });
    doc.x = left;

    // 'Page n of m' on every page, written in the bottom margin.
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i += 1) {
      doc.switchToPage(i);
      const margin = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc
        .font(FONT.regular)
        .fontSize(8)
        .fillColor(MUTED)
        .text(t(`${input.number} - Page ${i + 1} of ${range.count}`), left, doc.page.height - 34, {
          width,
          align: 'center',
          lineBreak: false,
        });
      doc.page.margins.bottom = margin;
    }
    doc.flushPages();
    doc.end();
  });

export const contractPdfRenderer: ContractPdfRenderer = { render: renderContractPdf };
