import type PgBoss from 'pg-boss';
import type pg from 'pg';

/** Every pg-boss queue of the app, created at start-up before anything is sent. */
export const queues = {
  mailDeliver: 'mail.deliver',
  cvImport: 'cv.import',
  companyMergeFinish: 'company.merge.finish',
  clientRequestExpiry: 'client-request.expire',
  candidateStartWork: 'candidate.start-work',
  termsAnnounce: 'terms.announce',
  contractEnvelopeVoid: 'contract.envelope-void',
  webhookDeliver: 'webhook.deliver',
  interviewRemind: 'interview.remind',
  savedSearchDigest: 'saved-search.digest',
  conversationUnreadMail: 'conversation.unread-mail',
} as const;

/** Queues that keep one waiting job per singleton key ('short'): a thread's side waits for one check at a time. */
const policies: Partial<Record<string, 'short'>> = { [queues.conversationUnreadMail]: 'short' };

export const createQueues = async (boss: PgBoss): Promise<void> => {
  for (const name of Object.values(queues))
    await boss.createQueue(name, { name, policy: policies[name] ?? 'standard' });
};

/** Lets pg-boss insert a job on the caller's transaction, so the job exists exactly when the change commits. */
export const onConnection = (client: pg.PoolClient) => ({
  db: { executeSql: (text: string, values?: unknown[]) => client.query(text, values as unknown[]) },
});
