import { fileTypeFromBuffer } from 'file-type';
import type { DetectedType, FileInspector } from '../../application/ports/files';
import { isJpegSignature, isPngSignature, jpegSize, pngSize } from './imageHeaders';
import { reencodeImage } from './imageReencoder';
import { pdfHasActiveContent } from './pdfActiveContent';
import { zipSummaryOf } from './zipDirectory';

/** A PNG or JPEG whose structure `file-type` cannot follow is still an image: a damaged one, which the rules name. */
const bySignature = (bytes: Uint8Array): DetectedType | null => {
  if (isPngSignature(bytes)) return { ext: 'png', mime: 'image/png' };
  if (isJpegSignature(bytes)) return { ext: 'jpg', mime: 'image/jpeg' };
  return null;
};

/** Types by content with `file-type` (magic bytes, and the inside of ZIP containers for DOCX). */
export const fileTypeInspector: FileInspector = {
  detect: async (bytes) => {
    const found = await fileTypeFromBuffer(bytes).catch(() => undefined);
    return found ? { ext: found.ext, mime: found.mime } : bySignature(bytes);
  },
  imageSize: (bytes, ext) => (ext === 'png' ? pngSize(bytes) : jpegSize(bytes)),
  reencodeImage,
  archiveSummary: zipSummaryOf,
  pdfHasActiveContent,
};
