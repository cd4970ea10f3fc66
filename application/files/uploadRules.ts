import { err, ok, type Result } from 'neverthrow';
import type { DetectedType, FileInspector } from '../ports/files';
import { validationError, type AppError } from '../shared/appError';
import {
  filePurposes,
  fileRequiredCode,
  maxUnpackedDocument,
  uploadErrorMessages,
  type FilePurpose,
  type UploadErrorCode,
} from './fileContracts';

/**
 * What the transport received in the field `file`: the bytes, or the fact that it went past the purpose's limit
 * (the transport stops reading there, so a huge body never sits in memory), or nothing.
 */
export type UploadedContent =
  | { readonly originalName: string; readonly bytes: Uint8Array }
  | { readonly originalName: string; readonly overLimit: true }
  | null;

const fileError = (code: UploadErrorCode | typeof fileRequiredCode): AppError =>
  validationError([{ field: 'file', message: uploadErrorMessages[code], code }]);

/** The types a purpose allows, as `file-type` names them. */
const allowedExt = (purpose: FilePurpose): readonly string[] => filePurposes[purpose].types;

/** The largest accepted size: the seeds say "below" the limit, so the limit itself is refused. */
export const maxAcceptedBytes = (purpose: FilePurpose): number => filePurposes[purpose].maxBytes - 1;

/**
 * The seeds' upload rules, by content only: too large (errorSize), not one of the purpose's types (errorFormat),
 * an image whose header or pixels cannot be read (imageNotValidate). The name and the declared type are never
 * trusted; images are stored redrawn from their pixels.
 */
export const checkUploadedContent = async (
  inspector: FileInspector,
  purpose: FilePurpose,
  uploaded: UploadedContent,
): Promise<Result<{ readonly bytes: Uint8Array; readonly type: DetectedType }, AppError>> => {
  if (uploaded === null) return err(fileError(fileRequiredCode));
  if ('overLimit' in uploaded || uploaded.bytes.length > maxAcceptedBytes(purpose)) return err(fileError('errorSize'));
  const { bytes } = uploaded;
  if (bytes.length === 0) return err(fileError('errorFormat'));
  const type = await inspector.detect(bytes);
  if (!type || !allowedExt(purpose).includes(type.ext)) return err(fileError('errorFormat'));
  if (type.ext === 'pdf' && inspector.pdfHasActiveContent(bytes)) return err(fileError('errorFormat'));
  if (type.ext === 'docx' || type.ext === 'xlsx') {
    const archive = inspector.archiveSummary(bytes);
    if (!archive) return err(fileError('errorFormat'));
    if (archive.unpackedBytes > maxUnpackedDocument.bytes || archive.entries > maxUnpackedDocument.entries)
      return err(fileError('errorSize'));
  }
  if (type.ext !== 'png' && type.ext !== 'jpg') return ok({ bytes, type });
  if (!inspector.imageSize(bytes, type.ext)) return err(fileError('imageNotValidate'));
  // People's photos carry no hidden data: what is stored is the image redrawn, never the bytes as sent.
  const redrawn = await inspector.reencodeImage(bytes, type.ext);
  return redrawn ? ok({ bytes: redrawn, type }) : err(fileError('imageNotValidate'));
};

/** A name safe to store and to send back in a header: no folders, no control characters, at most 200 characters. */
export const storedNameOf = (originalName: string, ext: string): string => {
  const base = originalName.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!cleaned || cleaned === '.' || cleaned === '..') return `file.${ext}`;
  if (cleaned.length <= 200) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const suffix = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, 200 - suffix.length) + suffix;
};
