import { PDFDocument } from 'pdf-lib';
import { A4 } from './pageWriter';

const MARGIN = 36;
const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, i) => bytes[i] === byte);
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** '%PDF-' in the first kilobyte, as PDF readers accept it. */
const looksLikePdf = (bytes: Uint8Array): boolean => Buffer.from(bytes.subarray(0, 1024)).includes('%PDF-');

/**
 * What a signer can be shown: a PDF as it is (after checking that it opens, has pages and is not encrypted), or a
 * PNG or JPEG placed on one A4 page (landscape for a wide image). The type is checked by content, whatever the
 * declared one says. Anything else (doc, docx, xls, xlsx…) is refused: it can be stored, not signed.
 */
export const toSignablePdf = async (
  file: Uint8Array,
  mimeType: string,
  refuse: (message: string) => Error,
): Promise<Uint8Array> => {
  const type = mimeType.toLowerCase().split(';')[0]?.trim();
  if (type === 'application/pdf') {
    if (!looksLikePdf(file)) throw refuse('The file is not a PDF');
    let opened: { readonly pages: number; readonly encrypted: boolean };
    try {
      // Loaded despite encryption to tell the user why (pdf-lib's own error cannot be told apart by class).
      const pdf = await PDFDocument.load(file, { updateMetadata: false, ignoreEncryption: true });
      opened = { pages: pdf.getPageCount(), encrypted: pdf.isEncrypted };
    } catch {
      throw refuse('The PDF cannot be read');
    }
    if (opened.encrypted) throw refuse('The PDF is encrypted: upload it without a password');
    if (opened.pages === 0) throw refuse('The PDF has no pages');
    return file;
  }
  if (type === 'image/png' || type === 'image/jpeg' || type === 'image/jpg') {
    const png = startsWith(file, PNG);
    if (!png && !startsWith(file, JPEG)) throw refuse('The image is neither a PNG nor a JPEG');
    const pdf = await PDFDocument.create({ updateMetadata: false });
    const image = await (png ? pdf.embedPng(file) : pdf.embedJpg(file)).catch(() => {
      throw refuse('The image cannot be read');
    });
    const landscape = image.width > image.height;
    const [pageWidth, pageHeight] = landscape ? [A4[1], A4[0]] : A4;
    const scale = Math.min((pageWidth - 2 * MARGIN) / image.width, (pageHeight - 2 * MARGIN) / image.height, 1);
    const width = image.width * scale;
    const height = image.height * scale;
    pdf
      .addPage([pageWidth, pageHeight])
      .drawImage(image, { x: (pageWidth - width) / 2, y: pageHeight - MARGIN - height, width, height });
    pdf.setProducer('Hiring Marketplace');
    return pdf.save();
  }
  throw refuse('Only PDF, PNG and JPEG files can be sent for signature');
};
