import type { Actor } from '../../shared/actor';
import type { EventMetadata } from '../../../domain/shared/eventMetadata';
import { nowOf, type InterviewDeps } from '../interviewPorts';
import { moveAs } from './moveCandidate';

/** The platform itself acts: no user stands behind the daily job. */
export const PLATFORM_ACTOR_ID = '00000000-0000-0000-0000-000000000000';

/** The daily job acts from the manager's side of the table, as nobody but itself. */
const platform: Actor = {
  userId: PLATFORM_ACTOR_ID,
  companyId: PLATFORM_ACTOR_ID,
  companyType: 'platform',
  role: 'manager',
  scopes: [],
  sessionId: 'daily-job',
  emulatedBy: null,
};

/**
 * The daily job: every candidate waiting to start whose booking starts today or earlier moves to working, through
 * the manager's move and the table's rule, recorded as the platform's (`actorRole: 'system'`). A candidate changed
 * meanwhile (a conflict, a rejection) is left to its new state or to the next run. Answers how many started.
 */
export const startWorkOnStartDate = (deps: InterviewDeps) => async (): Promise<number> => {
  const today = nowOf(deps.clock).slice(0, 10);
  let started = 0;
  for (const id of await deps.candidates.waitingToStartBy(today)) {
    const metadata: EventMetadata = { actorId: PLATFORM_ACTOR_ID, actorRole: 'system', at: deps.clock.now() };
    const moved = await moveAs(deps, platform, metadata, { id, status: 'working', comment: 'The booking started' });
    if (moved.isOk()) started += 1;
  }
  return started;
};
