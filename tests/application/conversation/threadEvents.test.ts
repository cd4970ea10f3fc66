import { describe, expect, it } from 'vitest';
import type { ConversationDeps, FeedRow } from '../../../application/conversation/conversationPorts';
import { threadEvents } from '../../../application/conversation/queries/threadEvents';
import type { ThreadEventOutput } from '../../../application/conversation/schemas';
import type { Actor } from '../../../application/shared/actor';

const company = '00000000-0000-4000-8000-00000000c0de';
const thread = '00000000-0000-4000-8000-0000000000a1';
const actor: Actor = {
  userId: '00000000-0000-4000-8000-0000000000b1',
  companyId: company,
  companyType: 'client',
  role: 'client',
  scopes: [],
  sessionId: 's',
  emulatedBy: null,
};

/**
 * The change feed as the read model answers it: entries numbered when written, visible once `commit`ted, so a test
 * can commit them out of order as concurrent transactions do. One thread, the company's line to its personal manager.
 */
const feedOf = () => {
  const committed: FeedRow[] = [];
  const commit = (...ids: number[]) => {
    for (const id of ids)
      committed.push({ id, threadId: thread, kind: 'message', messageId: `m${id}`, side: 'company' });
    committed.sort((a, b) => a.id - b.id);
  };
  const reads = { feed: 0 };
  const deps = {
    threads: {
      feedSince: async (_scope: unknown, afterId: number, limit: number) => {
        reads.feed += 1;
        return committed.filter((row) => row.id > afterId).slice(0, limit);
      },
      lastFeedId: async () => committed.at(-1)?.id ?? 0,
      findThread: async () => ({
        id: thread,
        subjectType: 'personalManager',
        subjectId: company,
        clientId: null,
        agencyId: null,
        companyId: company,
      }),
    },
    subjects: {
      partiesOf: async () => ({
        clientId: null,
        agencyId: null,
        companyId: company,
        seenByClient: false,
        seenByAgency: false,
        title: 'Personal manager',
      }),
    },
    changes: { on: () => () => undefined },
  } as unknown as ConversationDeps;
  return { deps, commit, reads };
};
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

const open = async (deps: ConversationDeps, lastEventId?: number) => {
  const stream = (await threadEvents(deps)(actor, lastEventId === undefined ? {} : { lastEventId }))._unsafeUnwrap();
  const heard: number[] = [];
  const pass = () => stream.deliver((entry: ThreadEventOutput) => heard.push(entry.id));
  await pass();
  return { heard, pass };
};

describe("a participant's live stream of thread changes", () => {
  it('a page opened now hears what is written from now on, never what was written before it opened', async () => {
    const { deps, commit } = feedOf();
    commit(...range(1, 30));
    const { heard, pass } = await open(deps);
    commit(31);
    await pass();
    expect(heard).toEqual([31]);
  });

  it('a stream reopened with Last-Event-ID hears each entry after it once, and none it had heard, as the thread goes on', async () => {
    const { deps, commit } = feedOf();
    commit(...range(1, 12));
    const { heard, pass } = await open(deps, 10);
    expect(heard).toEqual([11, 12]);
    commit(13);
    await pass();
    commit(14);
    await pass();
    expect(heard).toEqual([11, 12, 13, 14]);
  });

  it('a stream reopened after 250 entries hears all of them in one pass, not at the next change', async () => {
    const { deps, commit } = feedOf();
    commit(...range(1, 260));
    const { heard } = await open(deps, 10);
    expect(heard).toEqual(range(11, 260));
  });

  it('32 pages open in one process read the feed once or twice for a change, not once each, and each hears it', async () => {
    const { deps, commit, reads } = feedOf();
    commit(1);
    const pages = await Promise.all(Array.from({ length: 32 }, () => open(deps)));
    commit(2);
    reads.feed = 0;
    await Promise.all(pages.map((page) => page.pass()));
    expect(reads.feed).toBeLessThanOrEqual(2);
    expect(pages.map((page) => page.heard)).toEqual(pages.map(() => [2]));
  });

  it('an entry committed after a higher one is heard once, when it commits', async () => {
    const { deps, commit } = feedOf();
    commit(1, 2);
    const { heard, pass } = await open(deps);
    commit(4);
    await pass();
    commit(3);
    await pass();
    commit(5);
    await pass();
    expect(heard).toEqual([4, 3, 5]);
  });
});
