import { err, ok, type Result } from 'neverthrow';
import type { FileRecord } from '../../ports/files';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { fileUrl, type StoredFile } from '../fileContracts';
import type { FilesDeps } from '../filesPorts';
import type { UploadedContent } from '../uploadRules';
import { acceptUpload } from './acceptUpload';

export const storedFileOf = (record: FileRecord): StoredFile => ({
  id: record.id,
  purpose: record.purpose,
  name: record.originalName,
  mime: record.mime,
  size: record.size,
  url: fileUrl(record.id),
});

/** A partner or manager uploads a photo, certificate, logo, screenshot or CV; it is checked by content and stored. */
export const uploadFile =
  (deps: FilesDeps) =>
  async (actor: Actor | null, raw: unknown, uploaded: UploadedContent): Promise<Result<StoredFile, AppError>> => {
    const accepted = await acceptUpload(deps)(actor, raw, uploaded);
    if (accepted.isErr()) return err(accepted.error);
    return ok(storedFileOf(await deps.store.save(accepted.value)));
  };
