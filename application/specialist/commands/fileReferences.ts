import { err, ok, type Result } from 'neverthrow';
import { fileNotFoundCode } from '../../files/fileContracts';
import { validationError, type AppError, type FieldIssue } from '../../shared/appError';
import type { SpecialistDeps } from '../specialistPorts';

const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
const fileId = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** The file ids the editor sent, at the paths it sent them (before empty rows are dropped, so indices match the form). */
const referencesOf = (content: unknown) => {
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
export const checkFileReferences = async (deps: SpecialistDeps, agencyId: string | null, content: unknown): Promise<Result<void, AppError>> => {
  const references = referencesOf(content);
  if (references.length === 0 || agencyId === null) return ok(undefined);
  const owned = await deps.rules.filesOf(agencyId, references.map((r) => r.id.toLowerCase()));
  const issues: FieldIssue[] = references
    .filter((r) => owned.get(r.id.toLowerCase()) !== r.purpose)
    .map((r) => ({ field: r.field, message: `The ${r.what} was not found: upload it again`, code: fileNotFoundCode }));
  return issues.length === 0 ? ok(undefined) : err(validationError(issues));
};

/** The agency of an existing card, for a manager's save (a card that does not exist is refused later with 404). */
export const agencyOfCard = async (deps: SpecialistDeps, specialistId: string): Promise<string | null> => (await deps.cards.find(specialistId))?.agencyId ?? null;
