import { err, ok, type Result } from 'neverthrow';
import { normalizeReservations } from '../../domain/specialist/reservations';
import type { SpecialistContent } from '../../domain/specialist/specialist.content';
import { validationError, type AppError } from '../shared/appError';
import { fieldIssuesOf } from '../shared/parse';
import { normalizeSavePayload, toSpecialistContent } from './savePayload';
import { specialistCardSchema, type CardValidationContext } from './schemas';
import type { SpecialistDeps } from './specialistPorts';

export const todayOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The card as the editor sent it, checked by the rules for a draft or for review, normalised as the seeds say,
 * and turned into the domain's content. Field errors are reported under `content.`.
 */
export const parseCardContent = async (deps: SpecialistDeps, raw: unknown, mode: CardValidationContext['mode']): Promise<Result<SpecialistContent, AppError>> => {
  const [categoriesWithChildren, dialCodes] = await Promise.all([deps.rules.categoriesWithChildren(), deps.rules.dialCodes()]);
  const parsed = specialistCardSchema({ mode, today: todayOf(deps.clock.now()), categoriesWithChildren, dialCodes }).safeParse(raw ?? {});
  if (!parsed.success) return err(validationError(fieldIssuesOf(parsed.error).map((i) => ({ ...i, field: i.field === '_' ? 'content' : `content.${i.field}` }))));
  const content = toSpecialistContent(normalizeSavePayload(parsed.data, deps.newId));
  const reservations = normalizeReservations(content.agencyReservations);
  if (reservations.isErr()) return err(validationError([{ field: 'content.agencyReservations', message: reservations.error.message, code: reservations.error.code }]));
  return ok({ ...content, agencyReservations: reservations.value });
};
