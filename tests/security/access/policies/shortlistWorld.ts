import { randomUUID } from 'node:crypto';
import type { TestApp } from '../../../support/testApp';
import type { AccessObject, ActorProfile, CompanyKey } from '../accessWorld';

type Makers = {
  readonly app: TestApp;
  readonly client: Record<CompanyKey, string>;
  readonly clientId: Record<CompanyKey, string>;
  readonly publishedCard: Record<CompanyKey, string>;
  readonly mark: (value: string, what: string, visibleTo: (a: ActorProfile) => boolean) => void;
};

/**
 * A shortlist of each client company holding one published card, with a comment that names a marker: the list's id
 * and the comment are marked for that client's people (`cart:use`) only. An object's `state` is its entry's id.
 */
export const buildShortlistObjects = async ({ app, client, clientId, publishedCard, mark }: Makers) => {
  const lists: AccessObject[] = [];
  for (const company of ['A', 'B'] as const) {
    const token = client[company];
    const created = await app.api.post('/api/shortlist/create', { name: `Matrix list ${company}` }, { token });
    if (created.status !== 200) throw new Error(`shortlist world: ${created.status} ${JSON.stringify(created.body)}`);
    const listId = created.body.data.id as string;
    const added = await app.api.post(
      '/api/shortlist/add',
      { listId, specialistUuid: publishedCard[company] },
      { token },
    );
    const entryId = added.body.data.entries[0].id as string;
    const note = `matrix-shortlist-note-${randomUUID().slice(0, 8)}`;
    await app.api.post('/api/shortlist/comment', { listId, entryId, text: note }, { token });
    const sees = (a: ActorProfile) =>
      a.kind === 'client' && a.companyId === clientId[company] && a.scopes.includes('cart:use');
    mark(listId, `shortlist of client ${company}`, sees);
    mark(note, `shortlist comment of client ${company}`, sees);
    lists.push({
      key: `shortlist.${company}`,
      kind: 'shortlist',
      id: listId,
      company,
      owner: clientId[company],
      state: entryId,
    });
  }
  lists.push({
    key: 'shortlist.missing',
    kind: 'shortlist',
    id: randomUUID(),
    company: null,
    owner: null,
    state: randomUUID(),
  });
  return { shortlist: lists };
};
