import { err, ok, type Result } from 'neverthrow';
import type { SpecialistAction } from '../../../domain/specialist/specialist.status';
import { metadataOf, type Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import { asAgency, asModerator, ownCard } from '../policies';
import { SimpleCardActionInput } from '../schemas';
import type { SpecialistDeps } from '../specialistPorts';
import { runCardCommand, type CardActionResult } from './runCardCommand';

type SimpleAction = Extract<SpecialistAction, 'deactivate' | 'deleteDraft' | 'archive' | 'hide' | 'managerArchive' | 'restoreFromArchive'>;

/** Actions that carry nothing but the card: the agency's on its own cards, the manager's on any card. */
const simpleAction =
  (action: SimpleAction, by: 'agency' | 'manager') =>
  (deps: SpecialistDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<CardActionResult, AppError>> => {
    const caller = by === 'agency' ? asAgency(actor) : asModerator(actor);
    if (caller.isErr()) return err(caller.error);
    const input = parse(SimpleCardActionInput, raw);
    if (input.isErr()) return err(input.error);
    const { specialistId } = input.value;
    const command = { action, specialistId, metadata: metadataOf(caller.value, deps.clock.now()) };
    return runCardCommand(
      deps,
      specialistId,
      (card) => (by === 'agency' ? ownCard(caller.value, card, false).map(() => command) : ok(command)),
      input.value.version,
    );
  };

export const deactivate = simpleAction('deactivate', 'agency');
export const deleteDraft = simpleAction('deleteDraft', 'agency');
export const archive = simpleAction('archive', 'agency');
export const hide = simpleAction('hide', 'manager');
export const managerArchive = simpleAction('managerArchive', 'manager');
export const restoreFromArchive = simpleAction('restoreFromArchive', 'manager');
