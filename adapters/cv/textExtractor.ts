import mammoth from 'mammoth';
import { getDocumentProxy } from 'unpdf';
import { maxUnpackedDocument } from '../../application/files/fileContracts';
import type { CvTextExtractor } from '../../application/specialist/cvImport/cvImportPorts';
import { zipSummaryOf } from '../files/zipDirectory';

/** CVs are a few pages; anything longer is cut, so a huge document cannot hold a worker for long. */
const MAX_CHARACTERS = 200_000;
const MAX_PAGES = 30;

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const pdfText = async (bytes: Uint8Array): Promise<string> => {
  // pdf.js takes the buffer over: give it a copy so the caller's bytes stay intact.
  const document = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  try {
    const pages: string[] = [];
    for (let page = 1; page <= Math.min(document.numPages, MAX_PAGES); page++) {
      const content = await (await document.getPage(page)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
    }
    return pages.join('\n');
  } finally {
    await document.loadingTask.destroy();
  }
};

const docxText = async (bytes: Uint8Array): Promise<string> => {
  // Checked at upload too; a CV stored before that check must not inflate either.
  const archive = zipSummaryOf(bytes);
  if (!archive || archive.unpackedBytes > maxUnpackedDocument.bytes)
    throw new Error('The document unpacks to more than a CV can hold');
  const { value } = await mammoth.extractRawText({
    buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
  });
  return value;
};

/** Text of a CV with its line structure: pdf.js (through unpdf) for PDF, mammoth for DOCX. */
export const cvTextExtractor: CvTextExtractor = {
  extract: async (bytes, mime) => {
    if (mime === 'application/pdf') return (await pdfText(bytes)).slice(0, MAX_CHARACTERS);
    if (mime === DOCX) return (await docxText(bytes)).slice(0, MAX_CHARACTERS);
    throw new Error(`Unsupported CV type ${mime}`);
  },
};
