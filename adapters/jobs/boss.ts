import PgBoss from 'pg-boss';
import { createQueues } from './queues';

export const startBoss = async (connectionString: string, onError: (e: unknown) => void): Promise<PgBoss> => {
  const boss = new PgBoss({ connectionString, max: 5, application_name: 'marketplace-jobs' });
  boss.on('error', onError);
  await boss.start();
  await createQueues(boss);
  return boss;
};
