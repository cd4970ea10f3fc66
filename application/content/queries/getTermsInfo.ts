import { err, ok, type Result } from 'neverthrow';
import { activeVersion } from '../../../domain/content/terms';
import type { Actor } from '../../shared/actor';
import { notFound, type AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { ContentDeps } from '../contentPorts';
import { termsVersionNotFound } from '../policies';
import { TermsInfoInput, type TermsInfoOutput } from '../schemas';
import { toTermsInfo } from '../termsViews';

const noActiveVersion = notFound('Terms in force', 'terms.none_active');

/** `GET /api/legal-document/terms-and-conditions/active`: the version in force, for anyone. */
export const getActiveTerms =
  (deps: ContentDeps) =>
  async (_actor: Actor | null): Promise<Result<TermsInfoOutput, AppError>> => {
    const now = deps.clock.now();
    const all = await deps.terms.versions();
    const active = activeVersion(all, now);
    return active ? ok(toTermsInfo(active, all, now)) : err(noActiveVersion);
  };

/**
 * `GET /api/legal-document/terms-and-conditions/info?id=`: any version by id (every version is public, so users can
 * read what is coming), or the one in force, with the version after it.
 */
export const getTermsInfo =
  (deps: ContentDeps) =>
  async (_actor: Actor | null, raw?: unknown): Promise<Result<TermsInfoOutput, AppError>> => {
    const input = parse(TermsInfoInput, raw ?? {});
    if (input.isErr()) return err(input.error);
    const now = deps.clock.now();
    const all = await deps.terms.versions();
    const row = input.value.id ? all.find((v) => v.id === input.value.id) : activeVersion(all, now);
    if (!row) return err(input.value.id ? termsVersionNotFound : noActiveVersion);
    return ok(toTermsInfo(row, all, now));
  };
