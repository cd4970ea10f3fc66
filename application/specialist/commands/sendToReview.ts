import { err, ok, type Result } from 'neverthrow';
import type { SpecialistCommand } from '../../../domain/specialist/specialist.commands';
import { metadataOf, type Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import { parseCardContent } from '../cardContent';
import { asAgency, ownCard } from '../policies';
import { SaveCardInput } from '../schemas';
import type { SpecialistDeps } from '../specialistPorts';
import { checkFileReferences } from './fileReferences';
import { runCardCommand, type CardActionResult } from './runCardCommand';

/**
 * The agency's Publish button: a new, draft, declined or deactivated card goes to moderation;
 * a published card is edited in place and stays published. Every rule of the card is checked.
 */
export const sendToReview =
  (deps: SpecialistDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<CardActionResult, AppError>> => {
    const caller = asAgency(actor);
    if (caller.isErr()) return err(caller.error);
    const input = parse(SaveCardInput, raw);
    if (input.isErr()) return err(input.error);
    const content = await parseCardContent(deps, input.value.content, 'review');
    if (content.isErr()) return err(content.error);
    const files = await checkFileReferences(deps, caller.value.companyId, input.value.content);
    if (files.isErr()) return err(files.error);
    const specialistId = input.value.specialistId ?? deps.newId();
    const metadata = metadataOf(caller.value, deps.clock.now());
    return runCardCommand(
      deps,
      specialistId,
      (card) =>
        ownCard(caller.value, card, true).andThen((own): Result<SpecialistCommand, AppError> =>
          own.status === 'published'
            ? ok({ action: 'editPublished', specialistId, content: content.value, metadata })
            : ok({ action: 'sendToReview', specialistId, agencyId: caller.value.companyId, content: content.value, metadata }),
        ),
      input.value.version,
    );
  };
