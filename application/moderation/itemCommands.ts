import { err, ok, type Result } from 'neverthrow';
import type { z } from 'zod';
import type { Decider } from '../../domain/shared/decider';
import type { DomainError } from '../../domain/shared/domainError';
import type { EventMetadata } from '../../domain/shared/eventMetadata';
import { managerSubmitAction, type Side } from '../../domain/moderation/statusTable';
import type { StoredEvent } from '../ports/eventStore';
import { metadataOf, type Actor } from '../shared/actor';
import type { AppError } from '../shared/appError';
import { handleCommand } from '../shared/handleCommand';
import type { ContentMode } from './content';
import type { ModeratedDeps } from './moderationPorts';
import type { OwnedItem } from './policies';
import { useCase } from './useCase';

type Versioned = { readonly version?: number | undefined };

/** What the shared commands need to know of an area (specialist cards, solutions) to run its commands. */
export type ItemArea<
  IdKey extends string,
  Deps extends ModeratedDeps,
  State extends OwnedItem,
  Command,
  Event extends StoredEvent,
  Content,
  BareAction extends string,
> = {
  /** The name of the item's id in inputs, commands and answers: `specialistId`, `solutionId`. */
  readonly idKey: IdKey;
  readonly decider: Decider<State, Command, Event, DomainError>;
  readonly streamOf: (id: string) => string;
  readonly policies: {
    readonly asAgency: (actor: Actor | null) => Result<Actor, AppError>;
    readonly asModerator: (actor: Actor | null) => Result<Actor, AppError>;
    readonly own: (actor: Actor, item: NoInfer<State>, mayCreate: boolean) => Result<NoInfer<State>, AppError>;
    readonly existing: (item: NoInfer<State>) => Result<NoInfer<State>, AppError>;
  };
  /** The content as the editor sent it, checked by the rules of the mode, naming only files of the agency. */
  readonly parseContent: (
    deps: Deps,
    raw: unknown,
    mode: ContentMode,
    agencyId: string | null,
  ) => Promise<Result<Content, AppError>>;
  /** The agency of an item, whose files a manager's edit may name; null when it is not there (refused later with 404). */
  readonly agencyOf: (deps: Deps, id: string) => Promise<string | null>;
  /** The input of an action that carries nothing but the item and the version the caller saw. */
  readonly actionInput: z.ZodType<Record<IdKey, string> & Versioned>;
  /** The command of such an action. */
  readonly bareCommand: (action: BareAction, id: string, metadata: EventMetadata) => NoInfer<Command>;
};

/** What every command answers: the item, the status it is in now, the version to send with the next edit. */
export type ItemAnswer<IdKey extends string, Status extends string> = Record<IdKey, string> & {
  readonly status: Status;
  readonly version: number;
};

/** What a manager's one submit button did: published an item in moderation, or saved another in place. */
export type SubmitOutcome = 'published' | 'saved';

/**
 * The commands every moderated area has, built once for an area: load the item, let the use case check it (the
 * agency's own item, or any existing item for a manager: a missing one answers the area's 404) and build the command,
 * decide, append at the version the caller edited.
 */
export const itemCommands = <
  IdKey extends string,
  Deps extends ModeratedDeps,
  State extends OwnedItem,
  Command,
  Event extends StoredEvent,
  Content,
  BareAction extends string,
>(
  area: ItemArea<IdKey, Deps, State, Command, Event, Content, BareAction>,
) => {
  type Answer = ItemAnswer<IdKey, State['status']>;
  type Build = (item: State) => Result<Command, AppError>;
  type WithContent = Record<IdKey, string> & Versioned & { readonly content?: unknown };

  const run = async (
    deps: Deps,
    id: string,
    build: Build,
    expectedVersion: number | undefined,
    newStream = false,
  ): Promise<Result<Answer, AppError>> => {
    const result = await handleCommand(deps.events, area.decider, area.streamOf(id), build, {
      expectedVersion: expectedVersion === undefined ? undefined : BigInt(expectedVersion),
      newStream,
    });
    return result.map(
      ({ state, version }) => ({ [area.idKey]: id, status: state.status, version: Number(version) }) as Answer,
    );
  };

  /** A manager's edit is checked as a draft on a draft, and in full on anything else. */
  const editedContent = async (deps: Deps, input: WithContent) => {
    const agencyId = await area.agencyOf(deps, input[area.idKey]);
    const [asDraft, asReview] = await Promise.all([
      area.parseContent(deps, input.content, 'draft', agencyId),
      area.parseContent(deps, input.content, 'review', agencyId),
    ]);
    return (status: string): Result<Content, AppError> => (status === 'draft' ? asDraft : asReview);
  };

  return {
    /** An action that carries nothing but the item: the agency's on its own items, a manager's on any existing one. */
    bare: (action: BareAction, side: Side) =>
      useCase(
        side === 'agency' ? area.policies.asAgency : area.policies.asModerator,
        area.actionInput,
        async (deps: Deps, caller, input) => {
          const id = input[area.idKey];
          const command = area.bareCommand(action, id, metadataOf(caller, deps.clock.now()));
          const check = (item: State) =>
            side === 'agency' ? area.policies.own(caller, item, false) : area.policies.existing(item);
          return run(deps, id, (item) => check(item).map(() => command), input.version);
        },
      ),

    /** The agency saves its content (a new item starts here); `build` says which command that is in the item's status. */
    agencyEdit: <Schema extends z.ZodType<Partial<Record<IdKey, string>> & Versioned & { readonly content?: unknown }>>(
      schema: Schema,
      mode: ContentMode,
      build: (
        own: State,
        edit: {
          readonly id: string;
          readonly agencyId: string;
          readonly content: Content;
          readonly metadata: EventMetadata;
        },
      ) => Command,
    ) =>
      useCase(area.policies.asAgency, schema, async (deps: Deps, caller, input) => {
        const content = await area.parseContent(deps, input.content, mode, caller.companyId);
        if (content.isErr()) return err(content.error);
        const given = input[area.idKey];
        const id = given ?? deps.newId();
        const edit = {
          id,
          agencyId: caller.companyId,
          content: content.value,
          metadata: metadataOf(caller, deps.clock.now()),
        };
        return run(
          deps,
          id,
          (item) => area.policies.own(caller, item, true).map((own) => build(own, edit)),
          input.version,
          given === undefined,
        );
      }),

    /** A manager's command on an existing item, built from the input and what `prepare` read before the item was loaded. */
    byModerator: <Schema extends z.ZodType<Record<IdKey, string> & Versioned>, Prepared = null>(
      schema: Schema,
      build: (
        item: State,
        input: z.output<Schema>,
        metadata: EventMetadata,
        prepared: Prepared,
      ) => Result<Command, AppError>,
      prepare: (deps: Deps, input: z.output<Schema>) => Promise<Result<Prepared, AppError>> = async () =>
        ok(null as Prepared),
    ) =>
      useCase(area.policies.asModerator, schema, async (deps: Deps, caller, input) => {
        const prepared = await prepare(deps, input);
        if (prepared.isErr()) return err(prepared.error);
        const metadata = metadataOf(caller, deps.clock.now());
        return run(
          deps,
          input[area.idKey],
          (item) =>
            area.policies.existing(item).andThen((existing) => build(existing, input, metadata, prepared.value)),
          input.version,
        );
      }),

    /** A manager's Publish with edits: the content, when sent, checked in full against the item's agency. */
    reviewedContent: async (deps: Deps, input: WithContent): Promise<Result<Content | null, AppError>> =>
      input.content === undefined
        ? ok(null)
        : area.parseContent(deps, input.content, 'review', await area.agencyOf(deps, input[area.idKey])),

    /** A manager's save in place: the content checked as the item's status needs. */
    editedContent: async (deps: Deps, input: WithContent) => ok(await editedContent(deps, input)),

    /**
     * The manager's one submit button: it publishes an item in moderation with the edits and saves any other in place,
     * decided on the item as loaded for the command, and says which it did.
     */
    submitAsManager: <Schema extends z.ZodType<WithContent>>(
      schema: Schema,
      commandFor: (
        action: 'publish' | 'managerSave',
        item: State,
        input: z.output<Schema>,
        metadata: EventMetadata,
        content: Content,
      ) => Command,
    ) =>
      useCase(
        area.policies.asModerator,
        schema,
        async (deps: Deps, caller, input): Promise<Result<Answer & { readonly outcome: SubmitOutcome }, AppError>> => {
          const contentFor = await editedContent(deps, input);
          const metadata = metadataOf(caller, deps.clock.now());
          let outcome: SubmitOutcome = 'saved';
          const answer = await run(
            deps,
            input[area.idKey],
            (item) =>
              area.policies.existing(item).andThen((existing) =>
                contentFor(existing.status).map((content) => {
                  const action = managerSubmitAction(existing.status);
                  outcome = action === 'publish' ? 'published' : 'saved';
                  return commandFor(action, existing, input, metadata, content);
                }),
              ),
            input.version,
          );
          return answer.map((done) => ({ ...done, outcome }));
        },
      ),
  };
};
