import { PERIOD, publishCard, requestInterview, signContract } from './interviewFlow';
import type { TestApp } from './testApp';
import type { ManualClock } from './testClock';

/**
 * Moves a candidate through the pipeline to `working`, as a manager does on the candidate page. Work starts on the
 * booking's first day at the earliest: a test's manual clock, when it is still before, is moved to that morning.
 */
export const startWork = async (
  app: TestApp,
  manager: string,
  candidateId: string,
  start?: { clock: ManualClock; startPeriod: string },
): Promise<void> => {
  let token = manager;
  for (const status of ['interview', 'approved', 'waiting-start-work', 'working']) {
    const startsAt = start ? new Date(`${start.startPeriod}T09:00:00Z`) : undefined;
    if (status === 'working' && start && startsAt && start.clock.now() < startsAt) {
      // Days pass: the manager's session has ended by then, so they log in again.
      const email = (await app.api.get('/api/user/profile', { token })).body.data.email as string;
      start.clock.set(startsAt);
      token = await app.login(email);
    }
    const moved = await app.api.post('/admin/api/candidate/update', { id: candidateId, status }, { token });
    if (moved.status !== 200) throw new Error(`move to ${status} failed: ${JSON.stringify(moved.body)}`);
  }
};

/**
 * A specialist of the agency on a project of the client, made through the real flow: the card published, the cart
 * submitted for an interview (the client's contract signed first when asked), the candidate moved to `working`.
 */
export const specialistOnProject = async (
  app: TestApp,
  tokens: { client: string; agency: string; manager: string },
  surname: string,
  options: { sign?: boolean; period?: { startPeriod: string; endPeriod: string }; clock?: ManualClock } = {},
): Promise<{ candidateId: string; specialistId: string }> => {
  if (options.sign) await signContract(app, tokens.client);
  const specialistId = await publishCard(app, tokens.agency, tokens.manager, surname);
  const candidateId = await requestInterview(app, tokens.client, specialistId, options.period);
  await startWork(
    app,
    tokens.manager,
    candidateId,
    options.clock ? { clock: options.clock, startPeriod: (options.period ?? PERIOD).startPeriod } : undefined,
  );
  return { candidateId, specialistId };
};
