import { err, ok, type Result } from 'neverthrow';
import { listOf } from '../../../domain/shortlist/shortlist.state';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import { shortlistNotFound } from '../commands/runCommand';
import { asShortlistMember } from '../policies';
import { ShortlistIdInput } from '../schemas';
import type { ShortlistDeps } from '../shortlistPorts';
import { shortlistsOf, shortlistViewOf, type ShortlistView } from '../shortlistViews';

/** `GET /api/shortlist/info/{id}`: one list of the caller's company; another company's answers 404. */
export const getShortlist =
  (deps: ShortlistDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<ShortlistView, AppError>> => {
    const member = asShortlistMember(actor);
    if (member.isErr()) return err(member.error);
    const input = parse(ShortlistIdInput, raw);
    if (input.isErr()) return err(input.error);
    const list = listOf(await shortlistsOf(deps, member.value.companyId), input.value.id);
    if (!list) return err(shortlistNotFound);
    return ok(await shortlistViewOf(deps, list, member.value.userId));
  };
