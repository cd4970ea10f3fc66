import { err, ok, type Result } from 'neverthrow';
import { metadataOf, type Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import { parseCardContent } from '../cardContent';
import { asAgency, ownCard } from '../policies';
import { SaveCardInput } from '../schemas';
import type { SpecialistDeps } from '../specialistPorts';
import { checkFileReferences } from './fileReferences';
import { runCardCommand, type CardActionResult } from './runCardCommand';

/** The agency saves a card as a draft; a new card starts here. Only limits and formats are checked. */
export const saveDraft =
  (deps: SpecialistDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<CardActionResult, AppError>> => {
    const caller = asAgency(actor);
    if (caller.isErr()) return err(caller.error);
    const input = parse(SaveCardInput, raw);
    if (input.isErr()) return err(input.error);
    const content = await parseCardContent(deps, input.value.content, 'draft');
    if (content.isErr()) return err(content.error);
    const files = await checkFileReferences(deps, caller.value.companyId, input.value.content);
    if (files.isErr()) return err(files.error);
    const specialistId = input.value.specialistId ?? deps.newId();
    return runCardCommand(
      deps,
      specialistId,
      (card) =>
        ownCard(caller.value, card, true).andThen(() =>
          ok({ action: 'saveDraft' as const, specialistId, agencyId: caller.value.companyId, content: content.value, metadata: metadataOf(caller.value, deps.clock.now()) }),
        ),
      input.value.version,
    );
  };
