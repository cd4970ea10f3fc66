import { err, ok, type Result } from 'neverthrow';
import type { z } from 'zod';
import type { ShortlistCommand } from '../../../domain/shortlist/shortlist.commands';
import { shortlistDecider } from '../../../domain/shortlist/shortlist.decide';
import { listOf, type Shortlists } from '../../../domain/shortlist/shortlist.state';
import { metadataOf, type Actor } from '../../shared/actor';
import { conflict, notFound, validationError, type AppError } from '../../shared/appError';
import { handleCommand } from '../../shared/handleCommand';
import { parse } from '../../shared/parse';
import { asShortlistMember } from '../policies';
import { shortlistStreamOf, type ShortlistDeps } from '../shortlistPorts';
import { shortlistViewOf, type ShortlistView } from '../shortlistViews';

/** What the use case gives its command: the caller's company and the event metadata. */
export type ShortlistContext = { readonly clientId: string; readonly metadata: ReturnType<typeof metadataOf> };

/** A list of another company is not in the caller's stream at all: it is not found, as one that never existed. */
export const shortlistNotFound = notFound('Shortlist', 'shortlist.not_found');
const entryNotFound = notFound('Shortlist entry', 'shortlist.entry_not_found');

const mapped = (error: AppError): AppError => {
  if (error.code === 'shortlist.not_found') return shortlistNotFound;
  if (error.code === 'shortlist.entry_not_found') return entryNotFound;
  // Another company's request is not there for this company at all, as one that never existed.
  if (error.code === 'shortlist.request_not_found') return notFound('Client request', error.code);
  if (error.code === 'shortlist.name_taken') return conflict(error.message, error.code);
  if (error.code === 'shortlist.skills_invalid')
    return validationError([{ field: 'skills', code: error.code, message: error.message }], error.message);
  return error;
};

/**
 * A shortlist command: authorize by scope, parse, decide on the caller's company's stream, append at the version
 * decided on, and answer the list it changed, as it now stands.
 */
export const shortlistCommand =
  <Schema extends z.ZodType>(
    schema: Schema,
    commandOf: (
      deps: ShortlistDeps,
      input: z.output<Schema>,
      context: ShortlistContext,
      state: Shortlists,
    ) => Promise<Result<ShortlistCommand, AppError>> | Result<ShortlistCommand, AppError>,
  ) =>
  (deps: ShortlistDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<ShortlistView, AppError>> => {
    const member = asShortlistMember(actor);
    if (member.isErr()) return err(member.error);
    const input = parse(schema, raw);
    if (input.isErr()) return err(input.error);
    const clientId = member.value.companyId;
    const context = { clientId, metadata: metadataOf(member.value, deps.clock.now()) };
    let listId = '';
    const result = await handleCommand(deps.events, shortlistDecider, shortlistStreamOf(clientId), async (state) => {
      const command = await commandOf(deps, input.value, context, state);
      if (command.isOk()) listId = command.value.listId;
      return command;
    });
    if (result.isErr()) return err(mapped(result.error));
    const list = listOf(result.value.state, listId);
    if (!list) return err(shortlistNotFound);
    return ok(await shortlistViewOf(deps, list, member.value.userId));
  };
