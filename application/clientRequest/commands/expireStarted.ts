import { clientRequestDecider } from '../../../domain/clientRequest/clientRequest.decide';
import type { EventMetadata } from '../../../domain/shared/eventMetadata';
import { handleCommand } from '../../shared/handleCommand';
import { requestStreamOf, todayOf, type ClientRequestDeps } from '../clientRequestPorts';

/** The platform itself acts: no user stands behind the daily job. */
export const PLATFORM_ACTOR_ID = '00000000-0000-0000-0000-000000000000';

/**
 * The daily job: every request still open whose period has started is closed (`ClientRequestExpired`), so agencies
 * stop answering it and those that did are told. A request changed meanwhile (a conflict) is left to the next run.
 */
export const expireStartedRequests = (deps: ClientRequestDeps) => async (): Promise<number> => {
  const today = todayOf(deps.clock);
  let closed = 0;
  for (const requestId of await deps.requests.startedBefore(today)) {
    const metadata: EventMetadata = { actorId: PLATFORM_ACTOR_ID, actorRole: 'system', at: deps.clock.now() };
    const result = await handleCommand(deps.events, clientRequestDecider, requestStreamOf(requestId), {
      action: 'expire',
      requestId,
      metadata,
      today,
    });
    if (result.isOk() && result.value.events.length > 0) closed += 1;
  }
  return closed;
};
