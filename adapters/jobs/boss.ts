import PgBoss from 'pg-boss';
import { createQueues } from './queues';
import { settleCompletionsOnError } from './settleCompletions';

export const startBoss = async (connectionString: string, onError: (e: unknown) => void): Promise<PgBoss> => {
  settleCompletionsOnError();
  const boss = new PgBoss({ connectionString, max: 5, application_name: 'marketplace-jobs' });
  boss.on('error', onError);
  await boss.start();
  await createQueues(boss);
  return boss;
};
