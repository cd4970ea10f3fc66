import { type PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { toWinAnsi } from '../documents/contract/winAnsiText';

/** A4 in points, and the margins of the pages the seal appends. */
export const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;

type Fonts = { readonly regular: PDFFont; readonly bold: PDFFont };

/** Writes wrapped lines top-down on new A4 pages, starting a page when one is full. */
export class PageWriter {
  private page: PDFPage;
  private y: number;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
    private readonly footer: string,
  ) {
    this.page = this.newPage();
    this.y = A4[1] - MARGIN;
  }

  private newPage(): PDFPage {
    const page = this.doc.addPage(A4);
    page.drawText(toWinAnsi(this.footer), {
      x: MARGIN,
      y: 28,
      size: 8,
      font: this.fonts.regular,
      color: rgb(0.45, 0.45, 0.45),
    });
    return page;
  }

  private ensure(height: number): void {
    if (this.y - height < MARGIN) {
      this.page = this.newPage();
      this.y = A4[1] - MARGIN;
    }
  }

  /** Lines of `text` no wider than the page; long words (hashes, user agents) are cut. */
  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    let line = '';
    const fits = (candidate: string) => font.widthOfTextAtSize(candidate, size) <= width;
    for (const word of toWinAnsi(text).split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (!fits(rest)) {
        let cut = rest.length - 1;
        while (cut > 1 && !fits(rest.slice(0, cut))) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    if (line) lines.push(line);
    return lines;
  }

  text(
    text: string,
    options: { size?: number; bold?: boolean; gray?: boolean; indent?: number; after?: number } = {},
  ): this {
    const size = options.size ?? 10;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const indent = options.indent ?? 0;
    const leading = size * 1.35;
    for (const line of this.wrap(text, font, size, A4[0] - 2 * MARGIN - indent)) {
      this.ensure(leading);
      this.y -= leading;
      this.page.drawText(line, {
        x: MARGIN + indent,
        y: this.y,
        size,
        font,
        color: options.gray ? rgb(0.35, 0.35, 0.35) : rgb(0.1, 0.1, 0.1),
      });
    }
    this.y -= options.after ?? 0;
    return this;
  }

  /** A label and its value on one line (wrapped under the value's column when long). */
  field(label: string, value: string): this {
    const size = 9.5;
    const labelWidth = 120;
    const leading = size * 1.35;
    const lines = this.wrap(value || '—', this.fonts.regular, size, A4[0] - 2 * MARGIN - labelWidth);
    this.ensure(leading * lines.length);
    this.page.drawText(toWinAnsi(label), {
      x: MARGIN,
      y: this.y - leading,
      size,
      font: this.fonts.bold,
      color: rgb(0.3, 0.3, 0.3),
    });
    for (const line of lines) {
      this.y -= leading;
      this.page.drawText(line, {
        x: MARGIN + labelWidth,
        y: this.y,
        size,
        font: this.fonts.regular,
        color: rgb(0.1, 0.1, 0.1),
      });
    }
    return this;
  }

  rule(after = 10): this {
    this.ensure(after + 4);
    this.y -= 6;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4[0] - MARGIN, y: this.y },
      thickness: 0.5,
      color: rgb(0.75, 0.75, 0.75),
    });
    this.y -= after;
    return this;
  }

  /** Starts the next part on a fresh page. */
  breakPage(): this {
    this.page = this.newPage();
    this.y = A4[1] - MARGIN;
    return this;
  }

  /** Keeps the next block of about this height together. */
  keep(height: number): this {
    this.ensure(height);
    return this;
  }

  get currentPage(): PDFPage {
    return this.page;
  }
}
