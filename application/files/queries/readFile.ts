import { err, ok, type Result } from 'neverthrow';
import type { FileRecord } from '../../ports/files';
import type { Actor } from '../../shared/actor';
import { unauthenticated, type AppError } from '../../shared/appError';
import { filePurposes } from '../fileContracts';
import type { FilesDeps } from '../filesPorts';
import { canReadAttachment, canReadFile, fileNotFound } from '../policies';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type ServedFile = { readonly record: FileRecord; readonly bytes: Uint8Array; readonly public: boolean };

/**
 * The bytes of a file: public purposes for anyone with the id, private ones for their company and managers, a message's
 * attachment for the readers of its messages.
 */
export const readFile =
  (deps: FilesDeps) =>
  async (actor: Actor | null, raw: { readonly id: string }): Promise<Result<ServedFile, AppError>> => {
    if (!uuidPattern.test(raw.id)) return err(fileNotFound);
    const found = await deps.store.read(raw.id);
    if (!found) return err(fileNotFound);
    if (found.record.purpose === 'attachment') {
      // A message's attachment is never public: a visitor is asked to sign in, as for the message itself.
      if (!actor) return err(unauthenticated());
      const places = (await deps.attachments?.placesOf(actor, found.record.id)) ?? [];
      if (!canReadAttachment(actor, found.record, places)) return err(fileNotFound);
    } else if (!canReadFile(actor, found.record)) return err(fileNotFound);
    return ok({ ...found, public: filePurposes[found.record.purpose].public });
  };
