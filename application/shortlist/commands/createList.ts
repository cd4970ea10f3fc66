import { ok } from 'neverthrow';
import { CreateShortlistInput } from '../schemas';
import { shortlistCommand } from './runCommand';

/** `POST /api/shortlist/create`: a named list every colleague of the client company sees, and the skills it is for. */
export const createList = shortlistCommand(CreateShortlistInput, (deps, input, context) =>
  ok({ ...context, action: 'createList', listId: deps.newId(), name: input.name, skills: input.skills }),
);
