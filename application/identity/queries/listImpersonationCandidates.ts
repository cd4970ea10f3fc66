import { err, ok, type Result } from 'neverthrow';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { authorize } from '../../shared/authorize';
import { parse } from '../../shared/parse';
import type { IdentityDeps, ImpersonationCandidate } from '../identityPorts';
import { impersonable } from '../policies';
import { ImpersonationCandidatesInput } from '../schemas';

export const listImpersonationCandidates =
  (deps: IdentityDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<ImpersonationCandidate[], AppError>> => {
    const caller = authorize(actor, 'user:impersonate');
    if (caller.isErr()) return err(caller.error);
    const parsed = parse(ImpersonationCandidatesInput, raw ?? {});
    if (parsed.isErr()) return err(parsed.error);
    return ok(await deps.store.listImpersonationCandidates({ ...parsed.value, limit: 50, rule: impersonable }));
  };
