import { err, ok, type Result } from 'neverthrow';
import { checkEffectiveFrom, isEditable } from '../../../domain/content/terms';
import { useCase } from '../../moderation/useCase';
import type { Actor } from '../../shared/actor';
import { conflict, ruleBroken, validationError, type AppError } from '../../shared/appError';
import type { ContentAudit, ContentDeps, TermsWriteRefusal } from '../contentPorts';
import { asTermsManager, termsVersionNotFound } from '../policies';
import { CreateTermsVersionInput, UpdateTermsVersionInput, type ManagerTermsVersionOutput } from '../schemas';
import { toManagerTermsVersion } from '../termsViews';

const auditOf = (actor: Actor, at: Date): ContentAudit => ({ actorId: actor.userId, emulatedBy: actor.emulatedBy, at });

const refusalOf = (refusal: TermsWriteRefusal): AppError => {
  switch (refusal) {
    case 'not_found':
      return termsVersionNotFound;
    case 'version_conflict':
      return conflict(
        'Someone else changed this version at the same time. Reload and try again.',
        'terms.version_conflict',
      );
    case 'not_editable':
      return ruleBroken(
        'terms.already_effective',
        'This version has taken effect and can no longer be edited: create a new version',
      );
    case 'effective_taken':
      return conflict('Another version takes effect at this moment', 'terms.effective_taken');
    default: {
      const _exhaustive: never = refusal;
      return _exhaustive;
    }
  }
};

/** The effective moment asked for (none: now), checked against the clock and the other versions; errors land on `effectiveFrom`. */
const effectiveMoment = async (
  deps: ContentDeps,
  asked: string | null | undefined,
  now: Date,
  exceptId?: string,
): Promise<Result<Date, AppError>> => {
  const others = (await deps.terms.versions()).filter((v) => v.id !== exceptId);
  return checkEffectiveFrom(asked ? new Date(asked) : now, now, others).mapErr((e) =>
    e.code === 'terms.effective_taken'
      ? conflict(e.message, e.code)
      : validationError([{ field: 'effectiveFrom', code: e.code, message: e.message }]),
  );
};

const answer = async (deps: ContentDeps, id: string): Promise<Result<ManagerTermsVersionOutput, AppError>> => {
  const all = await deps.terms.versions();
  const row = all.find((v) => v.id === id);
  return row ? ok(toManagerTermsVersion(row, all, deps.clock.now())) : err(termsVersionNotFound);
};

/** A manager writes a new version, effective at once or from a later moment. */
export const createTermsVersion = useCase(
  asTermsManager,
  CreateTermsVersionInput,
  async (deps: ContentDeps, caller, input) => {
    const now = deps.clock.now();
    const effectiveFrom = await effectiveMoment(deps, input.effectiveFrom, now);
    if (effectiveFrom.isErr()) return err(effectiveFrom.error);
    const id = deps.newId();
    const refusal = await deps.terms.create(
      { id, content: input.content, changes: input.changes, effectiveFrom: effectiveFrom.value },
      auditOf(caller, now),
    );
    return refusal ? err(refusalOf(refusal)) : answer(deps, id);
  },
);

/** A manager edits a version that has not taken effect yet; after that its text is what users accepted. */
export const updateTermsVersion = useCase(
  asTermsManager,
  UpdateTermsVersionInput,
  async (deps: ContentDeps, caller, input) => {
    const now = deps.clock.now();
    const current = await deps.terms.find(input.id);
    if (!current) return err(termsVersionNotFound);
    if (!isEditable(current, now)) return err(refusalOf('not_editable'));
    // An edit that names no moment keeps the one scheduled.
    const effectiveFrom = await effectiveMoment(
      deps,
      input.effectiveFrom ?? current.effectiveFrom.toISOString(),
      now,
      input.id,
    );
    if (effectiveFrom.isErr()) return err(effectiveFrom.error);
    const refusal = await deps.terms.update(
      { id: input.id, content: input.content, changes: input.changes, effectiveFrom: effectiveFrom.value },
      input.version ?? null,
      auditOf(caller, now),
    );
    return refusal ? err(refusalOf(refusal)) : answer(deps, input.id);
  },
);
