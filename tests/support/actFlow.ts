import { publishCard, requestInterview, signContract } from './interviewFlow';
import type { TestApp } from './testApp';

/** Moves a candidate through the pipeline to `working`, as a manager does on the candidate page. */
export const startWork = async (app: TestApp, manager: string, candidateId: string): Promise<void> => {
  for (const status of ['interview', 'approved', 'waiting-start-work', 'working']) {
    const moved = await app.api.post('/admin/api/candidate/update', { id: candidateId, status }, { token: manager });
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
  options: { sign?: boolean; period?: { startPeriod: string; endPeriod: string } } = {},
): Promise<{ candidateId: string; specialistId: string }> => {
  if (options.sign) await signContract(app, tokens.client);
  const specialistId = await publishCard(app, tokens.agency, tokens.manager, surname);
  const candidateId = await requestInterview(app, tokens.client, specialistId, options.period);
  await startWork(app, tokens.manager, candidateId);
  return { candidateId, specialistId };
};
