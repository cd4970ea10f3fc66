import type { Result } from 'neverthrow';
import { checkOwnedFiles, type FileReference } from '../../moderation/ownedFiles';
import type { AppError } from '../../shared/appError';
import type { SpecialistDeps } from '../specialistPorts';

const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
const fileId = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** The file ids the editor sent, at the paths it sent them (before empty rows are dropped, so indices match the form). */
const referencesOf = (content: unknown): FileReference[] => {
  const photo = fileId(record(record(content).shared).photoId);
  const certificates = record(record(record(content).texts).en).certificates;
  return [
    ...(photo ? [{ field: 'content.shared.photoId', id: photo, purpose: 'photo', what: 'photo' }] : []),
    ...(Array.isArray(certificates) ? certificates : []).flatMap((row, i) => {
      const id = fileId(record(row).fileId);
      return id ? [{ field: `content.texts.en.certificates.${i}.fileId`, id, purpose: 'certificate', what: 'certificate file' }] : [];
    }),
  ];
};

/** A card names only files its agency uploaded, each of the purpose of its field: a photo as photo, a certificate as certificate. */
export const checkFileReferences = (deps: SpecialistDeps, agencyId: string | null, content: unknown): Promise<Result<void, AppError>> =>
  checkOwnedFiles(deps.rules.filesOf, agencyId, referencesOf(content));

/** The agency of an existing card, for a manager's save (a card that does not exist is refused later with 404). */
export const agencyOfCard = async (deps: SpecialistDeps, specialistId: string): Promise<string | null> => (await deps.cards.find(specialistId))?.agencyId ?? null;
