import { err, ok, type Result } from 'neverthrow';
import type { z } from 'zod';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { asShortlistMember } from '../policies';
import type { ShortlistListOutput } from '../schemas';
import type { ShortlistDeps } from '../shortlistPorts';
import { shortlistsOf, summariesOf } from '../shortlistViews';

/** `GET /api/shortlist/list`: every list of the caller's client company, the latest changed first. */
export const listShortlists =
  (deps: ShortlistDeps) =>
  async (actor: Actor | null): Promise<Result<z.output<typeof ShortlistListOutput>, AppError>> => {
    const member = asShortlistMember(actor);
    if (member.isErr()) return err(member.error);
    return ok({ items: await summariesOf(deps, await shortlistsOf(deps, member.value.companyId)) });
  };
