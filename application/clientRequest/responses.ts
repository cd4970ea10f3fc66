import { err, ok, type Result } from 'neverthrow';
import { clientRequestDecider } from '../../domain/clientRequest/clientRequest.decide';
import type { OfferedSpecialist, RespondedRequest } from '../../domain/clientRequest/requestResponse';
import type { Actor } from '../shared/actor';
import { validationError, type AppError } from '../shared/appError';
import { requestStreamOf, type ClientRequestDeps } from './clientRequestPorts';
import { requestNotFound } from './policies';

export type ResponseActionResult = {
  readonly responseId: string;
  readonly requestId: string;
  readonly status: 'new' | 'submitted' | 'withdrawn';
  readonly version: number;
};

/** The request as an agency may see it: only a published one exists for agencies (any other is 404). */
export const respondedRequest = async (
  deps: ClientRequestDeps,
  requestId: string,
): Promise<Result<RespondedRequest, AppError>> => {
  const { events } = await deps.events.readStream<Parameters<typeof clientRequestDecider.evolve>[1]>(
    requestStreamOf(requestId),
  );
  const request = events.reduce(clientRequestDecider.evolve, clientRequestDecider.initialState());
  if (request.status !== 'published' || !request.clientId || !request.content) return err(requestNotFound);
  return ok({ requestId, clientId: request.clientId, status: request.status, periodFrom: request.content.periodFrom });
};

/** The specialists named, with a team's members added: as the catalogue has them now (a card not there has no agency). */
export const offeredOf = async (
  deps: ClientRequestDeps,
  caller: Actor,
  specialistIds: readonly string[],
  teamId: string | null,
): Promise<Result<OfferedSpecialist[], AppError>> => {
  const members = teamId ? await deps.catalogue.teamMembers(teamId, caller.companyId) : [];
  if (members === null)
    return err(validationError([{ field: 'teamId', message: 'Choose one of your teams', code: 'custom' }]));
  const wanted = [...new Set([...specialistIds.map((id) => id.toLowerCase()), ...members])];
  const found = new Map((await deps.catalogue.specialists(wanted)).map((s) => [s.specialistId, s]));
  return ok(
    wanted.map((id) => {
      const card = found.get(id);
      const teamOf = members.includes(id) ? teamId : null;
      return card
        ? { ...card, teamId: teamOf }
        : {
            specialistId: id,
            name: '',
            surname: '',
            specialization: '',
            catalogPriceCents: 0,
            agencyId: null,
            teamId: teamOf,
          };
    }),
  );
};
