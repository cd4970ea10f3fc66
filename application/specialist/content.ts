import { err, type Result } from 'neverthrow';
import { isoDateOf } from '../../domain/shared/dates';
import { normalizeReservations } from '../../domain/specialist/reservations';
import type { SpecialistContent } from '../../domain/specialist/specialist.content';
import { parseContentWith, type ContentMode } from '../moderation/content';
import { checkOwnedFiles, type FileReference } from '../moderation/ownedFiles';
import { validationError, type AppError } from '../shared/appError';
import { normalizeSavePayload, toSpecialistContent } from './savePayload';
import { specialistCardSchema } from './schemas';
import type { SpecialistDeps } from './specialistPorts';

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const fileId = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** The file ids the editor sent, at the paths it sent them (before empty rows are dropped, so indices match the form). */
const fileReferencesOf = (content: unknown): FileReference[] => {
  const photo = fileId(record(record(content).shared).photoId);
  const certificates = record(record(record(content).texts).en).certificates;
  return [
    ...(photo ? [{ field: 'content.shared.photoId', id: photo, purpose: 'photo', what: 'photo' }] : []),
    ...(Array.isArray(certificates) ? certificates : []).flatMap((row, i) => {
      const id = fileId(record(row).fileId);
      return id
        ? [{ field: `content.texts.en.certificates.${i}.fileId`, id, purpose: 'certificate', what: 'certificate file' }]
        : [];
    }),
  ];
};

/**
 * The card as the editor sent it, checked by the rules for a draft or for review, normalised as the seeds say, and
 * naming only files of the card's agency of the purpose of their field (a photo as photo, a certificate as
 * certificate); turned into the domain's content. Field errors are reported under `content.`.
 */
export const parseContent = async (
  deps: SpecialistDeps,
  raw: unknown,
  mode: ContentMode,
  agencyId: string | null,
): Promise<Result<SpecialistContent, AppError>> => {
  const [categoriesWithChildren, dialCodes] = await Promise.all([
    deps.rules.categoriesWithChildren(),
    deps.rules.dialCodes(),
  ]);
  const parsed = parseContentWith(
    specialistCardSchema({ mode, today: isoDateOf(deps.clock.now()), categoriesWithChildren, dialCodes }),
    raw,
  );
  if (parsed.isErr()) return err(parsed.error);
  const content = toSpecialistContent(normalizeSavePayload(parsed.value, deps.newId));
  const reservations = normalizeReservations(content.agencyReservations);
  if (reservations.isErr())
    return err(
      validationError([
        { field: 'content.agencyReservations', message: reservations.error.message, code: reservations.error.code },
      ]),
    );
  const files = await checkOwnedFiles(deps.rules.filesOf, agencyId, fileReferencesOf(raw));
  return files.map(() => ({ ...content, agencyReservations: reservations.value }));
};
