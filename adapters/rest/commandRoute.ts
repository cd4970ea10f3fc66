import type { Result } from 'neverthrow';
import type { z } from 'zod';
import type { Actor } from '../../application/shared/actor';
import type { AppError } from '../../application/shared/appError';
import type { RestRequest, RestRoutes } from './restRoute';

type UseCase = (actor: Actor | null, raw: unknown) => Promise<Result<unknown, AppError>>;

/**
 * The REST shape of an area's commands: a signed-in POST whose body the area reads its own way (the seeds' other
 * names for the id), answered with the area's command answer, all documented from the use case's own schemas.
 */
export const commandRoute =
  (
    routes: RestRoutes,
    area: { readonly tag: string; readonly answer: z.ZodType; readonly bodyOf: (request: RestRequest) => unknown },
  ) =>
  (path: string, body: z.ZodType, summary: string, useCase: UseCase): void =>
    routes.add({
      method: 'post',
      path,
      tag: area.tag,
      auth: true,
      body,
      response: area.answer,
      summary,
      handle: (r) => useCase(r.actor, area.bodyOf(r)),
    });
