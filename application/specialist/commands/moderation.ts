import { err, ok, type Result } from 'neverthrow';
import { metadataOf, type Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import { parseCardContent, todayOf } from '../cardContent';
import { asModerator } from '../policies';
import { nextReview } from '../savePayload';
import { BlockInput, ManagerSaveInput, PublishInput, RejectInput } from '../schemas';
import type { SpecialistDeps } from '../specialistPorts';
import { checkFileReferences, agencyOfCard } from './fileReferences';
import { runCardCommand, type CardActionResult } from './runCardCommand';

type Outcome = Promise<Result<CardActionResult, AppError>>;

/** A manager publishes a card in moderation (or returns a hidden or blocked one), optionally with edits and the review. */
export const publish =
  (deps: SpecialistDeps) =>
  async (actor: Actor | null, raw: unknown): Outcome => {
    const caller = asModerator(actor);
    if (caller.isErr()) return err(caller.error);
    const input = parse(PublishInput, raw);
    if (input.isErr()) return err(input.error);
    const content = input.value.content === undefined ? ok(null) : await parseCardContent(deps, input.value.content, 'review');
    if (content.isErr()) return err(content.error);
    if (input.value.content !== undefined) {
      const files = await checkFileReferences(deps, await agencyOfCard(deps, input.value.specialistId), input.value.content);
      if (files.isErr()) return err(files.error);
    }
    const now = deps.clock.now();
    const { specialistId, review } = input.value;
    return runCardCommand(
      deps,
      specialistId,
      (card) =>
        ok({
          action: 'publish' as const,
          specialistId,
          content: content.value,
          review: review ? nextReview(card.review, review, todayOf(now)) : null,
          metadata: metadataOf(caller.value, now),
        }),
      input.value.version,
    );
  };

/** A manager saves changes to a card without moving it; a draft is checked as a draft, anything else in full. */
export const managerSave =
  (deps: SpecialistDeps) =>
  async (actor: Actor | null, raw: unknown): Outcome => {
    const caller = asModerator(actor);
    if (caller.isErr()) return err(caller.error);
    const input = parse(ManagerSaveInput, raw);
    if (input.isErr()) return err(input.error);
    const [asDraft, asReview] = await Promise.all([parseCardContent(deps, input.value.content, 'draft'), parseCardContent(deps, input.value.content, 'review')]);
    if (asDraft.isOk()) {
      const files = await checkFileReferences(deps, await agencyOfCard(deps, input.value.specialistId), input.value.content);
      if (files.isErr()) return err(files.error);
    }
    const now = deps.clock.now();
    const { specialistId, review } = input.value;
    return runCardCommand(
      deps,
      specialistId,
      (card) =>
        (card.status === 'draft' ? asDraft : asReview).map((content) => ({
          action: 'managerSave' as const,
          specialistId,
          content,
          review: review ? nextReview(card.review, review, todayOf(now)) : null,
          metadata: metadataOf(caller.value, now),
        })),
      input.value.version,
    );
  };

/** A manager declines a card in moderation with reasons the agency will read. */
export const reject =
  (deps: SpecialistDeps) =>
  async (actor: Actor | null, raw: unknown): Outcome => {
    const caller = asModerator(actor);
    if (caller.isErr()) return err(caller.error);
    const input = parse(RejectInput, raw);
    if (input.isErr()) return err(input.error);
    const { specialistId, reasons, comment } = input.value;
    const command = { action: 'reject' as const, specialistId, reasons, comment, metadata: metadataOf(caller.value, deps.clock.now()) };
    return runCardCommand(deps, specialistId, () => ok(command), input.value.version);
  };

/** A manager blocks a card: it leaves the catalogue and the agency cannot change it. */
export const block =
  (deps: SpecialistDeps) =>
  async (actor: Actor | null, raw: unknown): Outcome => {
    const caller = asModerator(actor);
    if (caller.isErr()) return err(caller.error);
    const input = parse(BlockInput, raw);
    if (input.isErr()) return err(input.error);
    const { specialistId, reason } = input.value;
    const command = { action: 'block' as const, specialistId, reason, metadata: metadataOf(caller.value, deps.clock.now()) };
    return runCardCommand(deps, specialistId, () => ok(command), input.value.version);
  };
