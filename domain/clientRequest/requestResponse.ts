import { err, ok, type Result } from 'neverthrow';
import { nextStatusIn, type StatusTable } from '../moderation/statusTable';
import type { IsoDate } from '../shared/dates';
import type { Decider } from '../shared/decider';
import { domainError, type DomainError } from '../shared/domainError';
import type { DomainEvent, EventMetadata } from '../shared/eventMetadata';
import { periodStarted, REQUEST_LIMITS } from './clientRequest.content';
import { isOpenForResponses, type ClientRequestStatus } from './clientRequest.status';

/**
 * An agency's response to a client request: one stream per request and agency, so "at most once per request" is the
 * stream's own identity (a second answer edits it, two first answers at once meet on one stream: one conflict).
 */

/** One proposed specialist as the catalogue showed them when the agency answered; the price is frozen in the event. */
export type Proposal = {
  readonly specialistId: string;
  readonly name: string;
  readonly surname: string;
  readonly specialization: string;
  readonly catalogPriceCents: number;
  /** The team the specialist was proposed with, when the agency proposed a team. */
  readonly teamId: string | null;
};

export const responseStatuses = ['new', 'submitted', 'withdrawn'] as const;
export type ResponseStatus = (typeof responseStatuses)[number];
export const responseActions = ['respond', 'withdraw'] as const;
export type ResponseAction = (typeof responseActions)[number];

export const responseTransitions: StatusTable<ResponseStatus, ResponseAction> = {
  new: { respond: 'submitted' },
  submitted: { respond: 'submitted', withdraw: 'withdrawn' },
  withdrawn: { respond: 'submitted' },
};

/** The agency's buttons on its response; none once the request no longer takes answers. */
export const allowedResponseActions = (status: ResponseStatus, requestOpen: boolean): ResponseAction[] =>
  requestOpen ? responseActions.filter((action) => nextStatusIn(responseTransitions, status, action) !== null) : [];

type Identity = { readonly responseId: string; readonly requestId: string };
export type RequestResponseSubmitted = DomainEvent<
  'RequestResponseSubmitted',
  Identity & {
    readonly agencyId: string;
    readonly clientId: string;
    readonly proposals: readonly Proposal[];
    readonly comment: string;
  }
>;
export type RequestResponseEdited = DomainEvent<
  'RequestResponseEdited',
  Identity & { readonly proposals: readonly Proposal[]; readonly comment: string }
>;
export type RequestResponseWithdrawn = DomainEvent<'RequestResponseWithdrawn', Identity>;
/** A merge of the client put the surviving client in the merged one's place (`requestResponse.ownership.ts`). */
export type RequestResponseClientTransferred = DomainEvent<
  'RequestResponseClientTransferred',
  Identity & { readonly fromClientId: string; readonly toClientId: string; readonly mergeId: string }
>;
/**
 * A merge of the agency: the surviving agency's stream for the request takes the merged agency's response (its id,
 * when the survivor had none; else the survivor's response with the proposals it lacked), `takenFrom` naming it.
 */
export type RequestResponseTakenOver = DomainEvent<
  'RequestResponseTakenOver',
  Identity & {
    readonly agencyId: string;
    readonly clientId: string;
    readonly status: 'submitted' | 'withdrawn';
    readonly proposals: readonly Proposal[];
    readonly comment: string;
    readonly takenFrom: { readonly responseId: string; readonly agencyId: string };
    readonly mergeId: string;
  }
>;
/** The merged agency's stream after the takeover: it holds no response any more. */
export type RequestResponseHandedOver = DomainEvent<
  'RequestResponseHandedOver',
  Identity & { readonly toAgencyId: string; readonly mergeId: string }
>;
export type RequestResponseEvent =
  | RequestResponseSubmitted
  | RequestResponseEdited
  | RequestResponseWithdrawn
  | RequestResponseClientTransferred
  | RequestResponseTakenOver
  | RequestResponseHandedOver;
export const responseEventTypes: readonly RequestResponseEvent['type'][] = [
  'RequestResponseSubmitted',
  'RequestResponseEdited',
  'RequestResponseWithdrawn',
  'RequestResponseClientTransferred',
  'RequestResponseTakenOver',
  'RequestResponseHandedOver',
];

export type RequestResponse = {
  readonly status: ResponseStatus;
  readonly responseId: string | null;
  readonly requestId: string | null;
  readonly agencyId: string | null;
  readonly clientId: string | null;
  readonly proposals: readonly Proposal[];
  readonly comment: string;
  /** Merges whose takeover this stream recorded (a repeated takeover records nothing). */
  readonly takenOverIn: readonly string[];
};

export const initialResponse = (): RequestResponse => ({
  status: 'new',
  responseId: null,
  requestId: null,
  agencyId: null,
  clientId: null,
  proposals: [],
  comment: '',
  takenOverIn: [],
});

export const evolveResponse = (response: RequestResponse, event: RequestResponseEvent): RequestResponse => {
  switch (event.type) {
    case 'RequestResponseSubmitted': {
      const { responseId, requestId, agencyId, clientId, proposals, comment } = event.data;
      return { ...response, status: 'submitted', responseId, requestId, agencyId, clientId, proposals, comment };
    }
    case 'RequestResponseEdited':
      return { ...response, status: 'submitted', proposals: event.data.proposals, comment: event.data.comment };
    case 'RequestResponseWithdrawn':
      return { ...response, status: 'withdrawn' };
    case 'RequestResponseClientTransferred':
      return { ...response, clientId: event.data.toClientId };
    case 'RequestResponseTakenOver': {
      const { responseId, requestId, agencyId, clientId, status, proposals, comment, mergeId } = event.data;
      return {
        status,
        responseId,
        requestId,
        agencyId,
        clientId,
        proposals,
        comment,
        takenOverIn: [...response.takenOverIn, mergeId],
      };
    }
    case 'RequestResponseHandedOver':
      return { ...initialResponse(), takenOverIn: response.takenOverIn };
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};

/** The request as a response needs to know it: whose it is, where it stands, when its period starts. */
export type RespondedRequest = {
  readonly requestId: string;
  readonly clientId: string;
  readonly status: ClientRequestStatus;
  readonly periodFrom: IsoDate;
};

/**
 * A specialist the agency names, as the catalogue has them now: `agencyId` null when the card is not in the
 * catalogue (or does not exist).
 */
export type OfferedSpecialist = Omit<Proposal, 'teamId'> & {
  readonly agencyId: string | null;
  readonly teamId: string | null;
};

type Context = {
  readonly responseId: string;
  readonly agencyId: string;
  readonly request: RespondedRequest;
  readonly today: IsoDate;
  readonly metadata: EventMetadata;
};
export type Respond = Context & {
  readonly action: 'respond';
  readonly offered: readonly OfferedSpecialist[];
  readonly comment: string;
};
export type WithdrawResponse = Context & { readonly action: 'withdraw' };
export type ResponseCommand = Respond | WithdrawResponse;

export type ResponseErrorCode =
  | 'request_response.request_not_open'
  | 'request_response.not_own_specialist'
  | 'request_response.specialists_required'
  | 'request_response.too_many_specialists'
  | 'request_response.not_found'
  | 'request_response.already_withdrawn';
export type ResponseError = DomainError<ResponseErrorCode>;

/** Answers go to a published request whose period has not started yet. */
const requestOpen = (request: RespondedRequest, today: IsoDate): boolean =>
  isOpenForResponses(request.status) && !periodStarted(request.periodFrom, today);

export const decideResponse = (
  command: ResponseCommand,
  response: RequestResponse,
): Result<RequestResponseEvent[], ResponseError> => {
  const { responseId, request, metadata, today } = command;
  const identity = { responseId: response.responseId ?? responseId, requestId: request.requestId };
  if (!requestOpen(request, today))
    return err(domainError('request_response.request_not_open', 'This request no longer takes responses'));
  if (nextStatusIn(responseTransitions, response.status, command.action) === null) {
    return err(
      response.status === 'withdrawn'
        ? domainError('request_response.already_withdrawn', 'This response was already withdrawn')
        : domainError('request_response.not_found', 'Response not found'),
    );
  }
  switch (command.action) {
    case 'respond': {
      const offered = [...new Map(command.offered.map((s) => [s.specialistId, s])).values()];
      if (offered.length === 0)
        return err(
          domainError(
            'request_response.specialists_required',
            'Propose at least one of your published specialists or a team',
          ),
        );
      if (offered.length > REQUEST_LIMITS.proposals)
        return err(
          domainError(
            'request_response.too_many_specialists',
            `Propose at most ${REQUEST_LIMITS.proposals} specialists`,
          ),
        );
      if (offered.some((s) => s.agencyId !== command.agencyId))
        return err(
          domainError(
            'request_response.not_own_specialist',
            'Propose only your own specialists published in the catalogue',
          ),
        );
      const proposals: Proposal[] = offered.map(
        ({ specialistId, name, surname, specialization, catalogPriceCents, teamId }) => ({
          specialistId,
          name,
          surname,
          specialization,
          catalogPriceCents,
          teamId,
        }),
      );
      const comment = command.comment.trim();
      return ok([
        response.status === 'submitted'
          ? { type: 'RequestResponseEdited', data: { ...identity, proposals, comment }, metadata }
          : {
              type: 'RequestResponseSubmitted',
              data: { ...identity, agencyId: command.agencyId, clientId: request.clientId, proposals, comment },
              metadata,
            },
      ]);
    }
    case 'withdraw':
      return ok([{ type: 'RequestResponseWithdrawn', data: identity, metadata }]);
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
};

export const responseDecider: Decider<RequestResponse, ResponseCommand, RequestResponseEvent, ResponseError> = {
  initialState: initialResponse,
  evolve: evolveResponse,
  decide: decideResponse,
};

/** One stream per request and agency. */
export const responseStreamOf = (requestId: string, agencyId: string): string =>
  `client-request-response-${requestId}-${agencyId}`;
