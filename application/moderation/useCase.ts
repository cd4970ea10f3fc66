import { err, type Result } from 'neverthrow';
import type { z } from 'zod';
import type { Actor } from '../shared/actor';
import type { AppError } from '../shared/appError';
import { parse } from '../shared/parse';

/**
 * The shape of every use case of a moderated area, top to bottom: the caller is authorized first, then the raw input
 * is parsed once (the transports pass it on unparsed), then the work runs with both.
 */
export const useCase =
  <Deps, Schema extends z.ZodType, Answer>(
    authorizeCaller: (actor: Actor | null) => Result<Actor, AppError>,
    schema: Schema,
    work: (deps: Deps, caller: Actor, input: z.output<Schema>) => Promise<Result<Answer, AppError>>,
  ) =>
  (deps: Deps) =>
  async (actor: Actor | null, raw?: unknown): Promise<Result<Answer, AppError>> => {
    const caller = authorizeCaller(actor);
    if (caller.isErr()) return err(caller.error);
    const input = parse(schema, raw ?? {});
    if (input.isErr()) return err(input.error);
    return work(deps, caller.value, input.value);
  };
