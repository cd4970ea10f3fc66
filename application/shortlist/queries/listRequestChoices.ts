import { err, ok, type Result } from 'neverthrow';
import type { z } from 'zod';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { asShortlistMember } from '../policies';
import type { ShortlistRequestChoicesOutput } from '../schemas';
import type { ShortlistDeps } from '../shortlistPorts';

/** The caller's company's client requests a list can be tied to ('For the request'), the latest changed first. */
export const listRequestChoices =
  (deps: ShortlistDeps) =>
  async (actor: Actor | null): Promise<Result<z.output<typeof ShortlistRequestChoicesOutput>, AppError>> => {
    const member = asShortlistMember(actor);
    if (member.isErr()) return err(member.error);
    const requests = await deps.requests.ofClient(member.value.companyId);
    return ok({
      items: requests.map(({ id, title, periodFrom, periodTo }) => ({ id, title, periodFrom, periodTo })),
    });
  };
