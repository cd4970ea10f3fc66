import { randomUUID } from 'node:crypto';
import type { TestApp } from '../../../support/testApp';
import type { AccessObject, ActorProfile, CompanyKey } from '../accessWorld';

type Makers = {
  readonly app: TestApp;
  readonly client: Record<CompanyKey, string>;
  readonly candidates: readonly AccessObject[];
  readonly mark: (value: string, what: string, visibleTo: (a: ActorProfile) => boolean) => void;
};

/**
 * A thread on each of the world's candidates, started by its client with a question that names a phone number: the
 * thread's id, its message's id and the number are marked for the candidate's client, agency and staff only.
 */
export const buildConversationObjects = async ({ app, client, candidates, mark }: Makers) => {
  const threads: AccessObject[] = [];
  for (const candidate of candidates) {
    if (candidate.state === 'missing' || (candidate.company !== 'A' && candidate.company !== 'B')) continue;
    const marker = `matrix-question-${randomUUID().slice(0, 8)}`;
    const sent = await app.api.post(
      '/api/conversation/message',
      { subjectType: 'candidate', subjectId: candidate.id, text: `${marker}: call +44 20 7946 0958?` },
      { token: client[candidate.company] },
    );
    if (sent.status !== 200) throw new Error(`conversation world: ${sent.status} ${JSON.stringify(sent.body)}`);
    const { threadId, message } = sent.body.data as { threadId: string; message: { id: string } };
    const sees = (a: ActorProfile) =>
      (a.kind === 'client' && a.companyId === candidate.owner && a.scopes.includes('candidate:view-own')) ||
      (a.kind === 'partner' && a.companyId === candidate.agencyOwner && a.scopes.includes('request:respond')) ||
      (a.kind === 'staff' && a.scopes.includes('candidate:manage'));
    mark(threadId, `thread on ${candidate.key}`, sees);
    mark(marker, `question on ${candidate.key}`, sees);
    threads.push({
      key: `thread.${candidate.key.replace('candidate.', '')}`,
      kind: 'thread',
      id: threadId,
      company: candidate.company,
      owner: candidate.owner,
      agencyOwner: candidate.agencyOwner,
      agencyCompany: candidate.agencyCompany,
      state: message.id,
    });
  }
  threads.push({
    key: 'thread.missing',
    kind: 'thread',
    id: randomUUID(),
    company: null,
    owner: null,
    state: 'missing',
  });
  return { thread: threads };
};
