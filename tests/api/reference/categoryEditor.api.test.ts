import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardPayload } from '../../support/specialistPayloads';
import { crmCategoryId, solutionPayload } from '../../support/solutionFixtures';
import { startTestApp, type TestApp } from '../../support/testApp';

/**
 * The managers' category editor over REST (and tRPC where the web calls it): every path with valid and bad input,
 * who may call it, the tree rules, the 409s (slug taken, category in use, stale version), the audit log, and the
 * public lists that hidden categories leave.
 */
type EditorNode = {
  id: string;
  slug: string;
  title: string;
  parentId: string | null;
  sortOrder: number;
  isActive: boolean;
  visible: boolean;
  usage: Record<string, number>;
  allowedActions: string[];
  moveTargets: (string | null)[];
};
type EditorTree = { kind: string; version: number; categories: (EditorNode & { children: EditorNode[] })[] };

const staff = async (app: TestApp, email: string, role: string) => {
  await app.pool.query(
    `insert into users (company_id, role_id, email, password_hash, first_name, last_name, status, email_verified_at)
     select company_id, (select id from roles where slug = $2), $1, password_hash, 'Staff', $2, 'active', now() from users where email = 'manager@demo.test'`,
    [email, role],
  );
  return app.login(email);
};

describe('/admin/api/category: the category editor', () => {
  let app: TestApp;
  let manager: string;
  let editor: string;
  let accountManager: string;
  let partner: string;
  let client: string;
  let managerId: string;

  const tree = async (type = 'specialist', token = manager): Promise<EditorTree> => {
    const res = await app.api.get(`/admin/api/category/tree?type=${type}`, { token });
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const post = (path: string, body: unknown, token = manager) =>
    app.api.post(`/admin/api/category/${path}`, body, { token });
  const created = async (body: Record<string, unknown>) => {
    const res = await post('create', { type: 'specialist', ...body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { categoryId: string; tree: EditorTree };
  };
  const nodeIn = (t: EditorTree, id: string): EditorNode | undefined =>
    t.categories.flatMap((c) => [c, ...c.children]).find((c) => c.id === id);
  const childrenOf = (t: EditorTree, id: string) =>
    t.categories.find((c) => c.id === id)?.children.map((c) => `${c.title}:${c.sortOrder}`);
  const publicList = async (type = 'specialist') =>
    (await app.api.get(`/api/categories/list/?type=${type}`)).body.data as { id: string; parentId: string | null }[];
  const auditOf = async (subjectId: string) =>
    (
      await app.pool.query(
        'select actor_id, emulated_by, action, details from audit_log where subject_id = $1 order by id',
        [subjectId],
      )
    ).rows;

  beforeAll(async () => {
    app = await startTestApp();
    manager = await app.login('manager@demo.test');
    editor = await staff(app, 'editor@demo.test', 'content-editor');
    accountManager = await staff(app, 'account-manager@demo.test', 'platform-manager');
    partner = await app.login('agency@demo.test');
    client = await app.login('client@demo.test');
    managerId = (await app.pool.query(`select id from users where email = 'manager@demo.test'`)).rows[0].id;
  });
  afterAll(() => app?.stop());

  describe('who may call it', () => {
    const calls: [string, string, unknown][] = [
      ['get', '/admin/api/category/tree?type=specialist', undefined],
      ['get', '/admin/api/category/history?type=specialist', undefined],
      ['post', '/admin/api/category/create', { type: 'specialist', title: 'Nobody adds this' }],
      [
        'post',
        '/admin/api/category/update',
        { id: 'f63ce946-26d7-5ff0-9ca5-fb31160fb696', title: 'Nobody renames this' },
      ],
      ['post', '/admin/api/category/reorder', { id: 'f63ce946-26d7-5ff0-9ca5-fb31160fb696', position: 3 }],
      ['post', '/admin/api/category/move', { id: 'eca8aec5-421a-5827-9708-dc1aa4bbc359', parentId: null }],
      ['post', '/admin/api/category/change-active', { id: 'f63ce946-26d7-5ff0-9ca5-fb31160fb696', isActive: false }],
      ['post', '/admin/api/category/delete', { id: 'f63ce946-26d7-5ff0-9ca5-fb31160fb696' }],
    ];

    it('a visitor gets 401, partners, clients and staff without category:manage get 403, and nothing is written', async () => {
      const before = await tree();
      const auditBefore = (await app.pool.query('select count(*)::int as n from audit_log')).rows[0].n;
      for (const [method, path, body] of calls) {
        const send = (token?: string) =>
          method === 'get' ? app.api.get(path, { token }) : app.api.post(path, body, { token });
        expect((await send()).status, path).toBe(401);
        for (const token of [partner, client, accountManager]) {
          const res = await send(token);
          expect(res.status, path).toBe(403);
          expect(res.body.success).toBe(false);
        }
      }
      expect(await tree()).toEqual(before);
      expect((await app.pool.query('select count(*)::int as n from audit_log')).rows[0].n).toBe(auditBefore);
    });

    it('a content editor (category:manage without any other manager scope) reads and edits, over REST and tRPC', async () => {
      expect((await tree('solution', editor)).categories.length).toBeGreaterThan(0);
      const trpc = await app.api.get(
        `/trpc/reference.categoryEditorTree?input=${encodeURIComponent(JSON.stringify({ type: 'solution' }))}`,
        { token: editor },
      );
      expect(trpc.status).toBe(200);
      expect(trpc.body.result.data).toEqual(await tree('solution', editor));
      const viaTrpc = await app.api.post(
        '/trpc/reference.createCategory',
        { type: 'solution', title: 'Editor tools' },
        { token: editor },
      );
      expect(viaTrpc.status).toBe(200);
      expect(nodeIn(viaTrpc.body.result.data.tree, viaTrpc.body.result.data.categoryId)).toMatchObject({
        slug: 'editor-tools',
        parentId: null,
      });
      const denied = await app.api.post(
        '/trpc/reference.createCategory',
        { type: 'solution', title: 'Nope' },
        { token: accountManager },
      );
      expect(denied.status).toBe(403);
    });
  });

  describe('reading the tree', () => {
    it('answers tops in order with their subcategories in places 1 to n, what uses each and the actions allowed', async () => {
      const t = await tree();
      expect(t.kind).toBe('specialist');
      expect(typeof t.version).toBe('number');
      expect(t.categories.slice(0, 3).map((c) => `${c.title}:${c.sortOrder}`)).toEqual([
        'Development:1',
        'Design:2',
        'QA:3',
      ]);
      expect(childrenOf(t, t.categories[0]!.id)?.slice(0, 2)).toEqual(['Backend:1', 'Frontend:2']);
      const development = t.categories[0]!;
      expect(development.usage.subcategories).toBe(8);
      expect(development.allowedActions).not.toContain('delete');
      expect(development.moveTargets).toEqual([]);
      // Roles (specializations) are linked to subcategories: Backend has some, so it cannot be deleted.
      const backend = development.children[0]!;
      expect(backend.usage.specializations).toBeGreaterThan(0);
      expect(backend.allowedActions).toEqual(['edit', 'moveDown', 'move', 'hide']);
    });

    it('a bad type is a 400 with the field', async () => {
      const res = await app.api.get('/admin/api/category/tree?type=planets', { token: manager });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].field).toBe('type');
    });
  });

  describe('adding', () => {
    it('adds a top category last, with a slug made from the title, and audits it with the actor', async () => {
      const before = await tree();
      const { categoryId, tree: after } = await created({ title: 'Game art & 3D tools', version: before.version });
      expect(after.version).toBe(before.version + 1);
      expect(after.categories.at(-1)).toMatchObject({
        id: categoryId,
        slug: 'game-art-and-3d-tools',
        sortOrder: before.categories.length + 1,
        isActive: true,
        visible: true,
      });
      expect(await auditOf(categoryId)).toEqual([
        {
          actor_id: managerId,
          emulated_by: null,
          action: 'category.created',
          details: { kind: 'specialist', title: 'Game art & 3D tools', slug: 'game-art-and-3d-tools', parentId: null },
        },
      ]);
      expect((await publicList()).some((c) => c.id === categoryId)).toBe(true);
    });

    it('adds a subcategory last under its parent; a made-up slug that is taken gets a number', async () => {
      const { categoryId: parent } = await created({ title: 'Robotics' });
      await created({ title: 'Drones', parentId: parent });
      const { categoryId, tree: t } = await created({ title: 'Drones', slug: '', parentId: parent });
      expect(nodeIn(t, categoryId)).toMatchObject({ slug: 'drones-2', sortOrder: 2, parentId: parent });
    });

    it('bad input is a 400 with each field', async () => {
      const res = await post('create', {
        type: 'planets',
        title: '',
        slug: 'Not A Slug',
        parentId: 'nope',
        version: -1,
      });
      expect(res.status).toBe(400);
      expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
        'parentId',
        'slug',
        'title',
        'type',
        'version',
      ]);
      const long = await post('create', { type: 'specialist', title: 'x'.repeat(101) });
      expect(long.body.errors).toEqual([
        { title: 'Title must be at most 100 characters', code: 'too_big', field: 'title' },
      ]);
      const cyrillic = await post('create', { type: 'specialist', title: 'Вёрстка' });
      expect(cyrillic.status).toBe(400);
      expect(cyrillic.body.errors[0]).toMatchObject({
        field: 'slug',
        title: 'Enter a slug: the title has no latin letters or digits to make one from',
      });
      expect((await post('create', { type: 'specialist', title: 'Вёрстка', slug: 'layout' })).status).toBe(200);
    });

    it('a taken slug is 409, an unknown parent 404, a subcategory as parent 422 (two levels only)', async () => {
      const taken = await post('create', { type: 'specialist', title: 'Backend again', slug: 'backend' });
      expect(taken.status).toBe(409);
      expect(taken.body.exception).toEqual({
        code: 'category.slug_taken',
        message: 'The slug "backend" is already used by "Backend"',
      });
      // The same slug in the other tree is fine: slugs are unique per kind.
      expect((await post('create', { type: 'solution', title: 'Backend', slug: 'backend' })).status).toBe(200);
      const unknown = await post('create', {
        type: 'specialist',
        title: 'Orphan',
        parentId: '00000000-0000-4000-8000-000000000000',
      });
      expect(unknown.status).toBe(404);
      expect(unknown.body.exception.code).toBe('category.parent_not_found');
      const third = await post('create', {
        type: 'specialist',
        title: 'Java',
        parentId: 'eca8aec5-421a-5827-9708-dc1aa4bbc359',
      });
      expect(third.status).toBe(422);
      expect(third.body.exception.code).toBe('category.parent_is_subcategory');
      // A parent of the other tree is not there for this one.
      expect((await post('create', { type: 'specialist', title: 'Cross', parentId: crmCategoryId })).status).toBe(404);
    });
  });

  describe('renaming and changing the slug', () => {
    it('renames and changes the slug in one call, one audit row each', async () => {
      const { categoryId } = await created({ title: 'Hardware' });
      const res = await post('update', { id: categoryId, title: 'Hardware design', slug: 'hardware-design' });
      expect(res.status).toBe(200);
      expect(nodeIn(res.body.data.tree, categoryId)).toMatchObject({
        title: 'Hardware design',
        slug: 'hardware-design',
      });
      expect((await auditOf(categoryId)).map((r) => [r.action, r.details.from, r.details.to])).toEqual([
        ['category.created', undefined, undefined],
        ['category.renamed', 'Hardware', 'Hardware design'],
        ['category.slug_changed', 'hardware', 'hardware-design'],
      ]);
    });

    it('a taken slug is 409 and changes nothing, not even the title sent with it', async () => {
      const { categoryId } = await created({ title: 'Firmware' });
      const res = await post('update', { id: categoryId, title: 'Renamed firmware', slug: 'frontend' });
      expect(res.status).toBe(409);
      expect(nodeIn(await tree(), categoryId)).toMatchObject({ title: 'Firmware', slug: 'firmware' });
      expect((await auditOf(categoryId)).map((r) => r.action)).toEqual(['category.created']);
    });

    it('bad input is 400 with fields; an unknown id 404', async () => {
      const none = await post('update', { id: '00000000-0000-4000-8000-000000000000', title: 'X' });
      expect(none.status).toBe(404);
      expect(none.body.exception.code).toBe('category.not_found');
      const empty = await post('update', { id: '00000000-0000-4000-8000-000000000000' });
      expect(empty.status).toBe(400);
      expect(empty.body.errors).toEqual([{ title: 'Give a new title or slug', code: 'custom', field: 'title' }]);
      const bad = await post('update', { id: 'x', slug: 'a--b' });
      expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['id', 'slug']);
    });
  });

  describe('reordering and moving', () => {
    it('puts a category at a place among its siblings; the others close up', async () => {
      const { categoryId: parent } = await created({ title: 'Audio' });
      const ids = [];
      for (const title of ['Mixing', 'Mastering', 'Sound design'])
        ids.push((await created({ title, parentId: parent })).categoryId);
      const res = await post('reorder', { id: ids[2], position: 0 });
      expect(res.status).toBe(200);
      expect(childrenOf(res.body.data.tree, parent)).toEqual(['Sound design:1', 'Mixing:2', 'Mastering:3']);
      expect((await post('reorder', { id: ids[0], position: 99 })).status).toBe(200);
      expect(childrenOf(await tree(), parent)).toEqual(['Sound design:1', 'Mastering:2', 'Mixing:3']);
      const bad = await post('reorder', { id: ids[0], position: -1 });
      expect(bad.status).toBe(400);
      expect(bad.body.errors[0]).toMatchObject({ field: 'position', title: 'Position counts from 0' });
    });

    it('moves a subcategory to another parent and to the top; the old siblings close up', async () => {
      const { categoryId: from } = await created({ title: 'Video' });
      const { categoryId: to } = await created({ title: 'Film' });
      const a = (await created({ title: 'Editing', parentId: from })).categoryId;
      await created({ title: 'Colour grading', parentId: from });
      const moved = await post('move', { id: a, parentId: to });
      expect(moved.status).toBe(200);
      expect(childrenOf(moved.body.data.tree, from)).toEqual(['Colour grading:1']);
      expect(childrenOf(moved.body.data.tree, to)).toEqual(['Editing:1']);
      expect((await auditOf(a)).at(-1)).toMatchObject({
        action: 'category.moved',
        details: { fromParentId: from, toParentId: to },
      });
      const top = await post('move', { id: a, parentId: null, position: 0 });
      expect(top.body.data.tree.categories[0]).toMatchObject({ id: a, sortOrder: 1 });
    });

    it('a category with subcategories cannot become a subcategory (422); a bad parent is 404 or 400', async () => {
      const { categoryId: parent } = await created({ title: 'Print' });
      await created({ title: 'Offset', parentId: parent });
      const res = await post('move', { id: parent, parentId: 'f63ce946-26d7-5ff0-9ca5-fb31160fb696' });
      expect(res.status).toBe(422);
      expect(res.body.exception).toEqual({
        code: 'category.has_subcategories',
        message: '"Print" has 1 subcategory: move them first, a subcategory cannot have its own',
      });
      expect((await post('move', { id: parent, parentId: parent })).status).toBe(422);
      expect((await post('move', { id: parent, parentId: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
      const missing = await post('move', { id: parent });
      expect(missing.status).toBe(400);
      expect(missing.body.errors[0].field).toBe('parentId');
    });
  });

  describe('hiding and showing', () => {
    it('a hidden category leaves the public lists and forms but stays in the editor; a hidden parent takes its children along', async () => {
      const { categoryId: parent } = await created({ title: 'Ops' });
      const { categoryId: child } = await created({ title: 'Runbooks', parentId: parent });
      const hidden = await post('change-active', { id: child, isActive: false });
      expect(hidden.status).toBe(200);
      expect(nodeIn(hidden.body.data.tree, child)).toMatchObject({
        isActive: false,
        visible: false,
        allowedActions: expect.arrayContaining(['show']),
      });
      expect((await publicList()).some((c) => c.id === child)).toBe(false);
      expect((await publicList()).some((c) => c.id === parent)).toBe(true);
      const publicTree = (await app.api.get('/api/categories/tree/?type=specialist')).body.data as {
        id: string;
        children: { id: string }[];
      }[];
      expect(publicTree.find((c) => c.id === parent)?.children).toEqual([]);

      await post('change-active', { id: child, isActive: true });
      await post('change-active', { id: parent, isActive: false });
      const t = await tree();
      expect(nodeIn(t, child)).toMatchObject({ isActive: true, visible: false });
      expect((await publicList()).some((c) => c.id === child || c.id === parent)).toBe(false);
      expect((await auditOf(child)).map((r) => r.action)).toEqual([
        'category.created',
        'category.hidden',
        'category.shown',
      ]);
    });

    it('hiding a solution category takes it out of the solution catalogue tree', async () => {
      const before = (await app.api.get('/api/solution-categories/tree/')).body.data as { id: string }[];
      expect(before.some((c) => c.id === crmCategoryId)).toBe(true);
      expect((await post('change-active', { id: crmCategoryId, isActive: false })).status).toBe(200);
      expect(
        ((await app.api.get('/api/solution-categories/tree/')).body.data as { id: string }[]).some(
          (c) => c.id === crmCategoryId,
        ),
      ).toBe(false);
      expect((await post('change-active', { id: crmCategoryId, isActive: true })).status).toBe(200);
    });

    it('showing a visible category changes nothing and writes nothing', async () => {
      const { categoryId } = await created({ title: 'Idle' });
      const before = await tree();
      expect((await post('change-active', { id: categoryId, isActive: true })).body.data.tree.version).toBe(
        before.version,
      );
      expect((await auditOf(categoryId)).length).toBe(1);
      expect((await post('change-active', { id: categoryId, isActive: 'no' })).status).toBe(400);
    });
  });

  describe('deleting', () => {
    it('deletes an unused category and closes the gap', async () => {
      const { categoryId: parent } = await created({ title: 'Temp' });
      const first = (await created({ title: 'Temp one', parentId: parent })).categoryId;
      await created({ title: 'Temp two', parentId: parent });
      const res = await post('delete', { id: first });
      expect(res.status).toBe(200);
      expect(childrenOf(res.body.data.tree, parent)).toEqual(['Temp two:1']);
      expect((await app.pool.query('select 1 from categories where id = $1', [first])).rowCount).toBe(0);
      expect((await auditOf(first)).map((r) => r.action)).toEqual(['category.created', 'category.deleted']);
    });

    it('refuses with 409 naming what uses it (cards, solutions, specializations, subcategories) and suggests hiding', async () => {
      const { categoryId: top } = await created({ title: 'Quantum' });
      const { categoryId: sub } = await created({ title: 'Qubits', parentId: top });
      const content = await cardPayload(app.pool, { surname: 'Quant' });
      const saved = await app.api.post(
        '/api/specialist/save-draft',
        { content: { ...content, shared: { ...content.shared, categories: [top], subcategories: [sub] } } },
        { token: partner },
      );
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const inUse = await post('delete', { id: sub });
      expect(inUse.status).toBe(409);
      expect(inUse.body.exception).toEqual({
        code: 'category.in_use',
        message:
          '"Qubits" cannot be deleted: it is used by 1 specialist card. Hide it instead: a hidden category leaves the public lists and forms, and cards keep it.',
      });
      expect((await post('delete', { id: top })).body.exception.message).toContain(
        'used by 1 specialist card and 1 subcategory.',
      );
      const backend = await post('delete', { id: 'eca8aec5-421a-5827-9708-dc1aa4bbc359' });
      expect(backend.status).toBe(409);
      expect(backend.body.exception.message).toMatch(
        /^"Backend" cannot be deleted: it is used by \d+ specializations\. Hide it instead/,
      );

      const solution = await app.api.post(
        '/api/solution/save-draft',
        { content: await solutionPayload(app, partner) },
        { token: partner },
      );
      expect(solution.status, JSON.stringify(solution.body)).toBe(200);
      expect((await post('delete', { id: crmCategoryId })).body.exception.message).toContain('used by 1 solution.');
      // The editor says the same before anyone tries.
      expect(nodeIn(await tree(), sub)).toMatchObject({
        usage: { cards: 1, solutions: 0, specializations: 0, subcategories: 0 },
      });
      expect(nodeIn(await tree('solution'), crmCategoryId)?.allowedActions).not.toContain('delete');
      expect(
        (await app.pool.query('select 1 from categories where id = any($1)', [[sub, top, crmCategoryId]])).rowCount,
      ).toBe(3);
    });

    it('an unknown id is 404 and a malformed one 400', async () => {
      expect((await post('delete', { id: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
      expect((await post('delete', { id: 42 })).body.errors[0].field).toBe('id');
    });
  });

  describe('concurrent edits', () => {
    it('an edit sent with the version read before someone else changed the tree answers 409 and changes nothing', async () => {
      const { categoryId: parent } = await created({ title: 'Race' });
      const a = (await created({ title: 'Race A', parentId: parent })).categoryId;
      const b = (await created({ title: 'Race B', parentId: parent })).categoryId;
      const { version } = await tree();
      const [first, second] = await Promise.all([
        post('reorder', { id: b, position: 0, version }),
        post('reorder', { id: a, position: 1, version }),
      ]);
      expect([first.status, second.status].sort()).toEqual([200, 409]);
      const refused = first.status === 409 ? first : second;
      expect(refused.body.exception.code).toBe('category.tree_changed');
      expect(childrenOf(await tree(), parent)).toEqual(['Race B:1', 'Race A:2']);
    });

    it('many managers reordering at once never break the order: places stay 1 to n, each once', async () => {
      const { categoryId: parent } = await created({ title: 'Crowd' });
      const ids: string[] = [];
      for (let i = 0; i < 6; i += 1) ids.push((await created({ title: `Crowd ${i}`, parentId: parent })).categoryId);
      const answers = await Promise.all(
        Array.from({ length: 24 }, (_, i) =>
          post('reorder', { id: ids[i % 6], position: (i * 7) % 6 }, i % 2 ? manager : editor),
        ),
      );
      expect(answers.every((a) => a.status === 200)).toBe(true);
      const { rows } = await app.pool.query<{ sort_order: number }>(
        'select sort_order from categories where parent_id = $1 order by sort_order',
        [parent],
      );
      expect(rows.map((r) => r.sort_order)).toEqual([1, 2, 3, 4, 5, 6]);
    });
  });

  describe('history', () => {
    it('lists the latest changes of one tree with who made them', async () => {
      const { categoryId } = await created({ title: 'Logged' });
      await post('update', { id: categoryId, title: 'Logged twice' }, editor);
      const res = await app.api.get('/admin/api/category/history?type=specialist', { token: manager });
      expect(res.status).toBe(200);
      expect(res.body.data.slice(0, 2)).toEqual([
        expect.objectContaining({
          action: 'category.renamed',
          categoryId,
          title: 'Logged twice',
          change: 'Logged → Logged twice',
          actorName: 'Staff content-editor',
          emulatedByName: null,
        }),
        expect.objectContaining({
          action: 'category.created',
          categoryId,
          title: 'Logged',
          change: 'added as a top category',
          actorName: 'Maria Manning',
        }),
      ]);
      const solutionHistory = (await app.api.get('/admin/api/category/history?type=solution', { token: manager })).body
        .data as { categoryId: string }[];
      expect(solutionHistory.some((entry) => entry.categoryId === categoryId)).toBe(false);
    });
  });

  describe('the catalogue counts', () => {
    it('hiding, showing and moving leave the published-specialist counts of the public tree as they were', async () => {
      const countsOf = async () =>
        Object.fromEntries(
          (
            (await app.api.get('/api/categories/tree/?type=specialist')).body.data as {
              id: string;
              publishedSpecialistsCount: number;
            }[]
          ).map((c) => [c.id, c.publishedSpecialistsCount]),
        );
      const before = await countsOf();
      const design = '33da9677-c460-5d45-b6cb-ddd9c5300f27';
      await post('change-active', { id: design, isActive: false });
      await post('change-active', { id: design, isActive: true });
      await post('reorder', { id: design, position: 0 });
      expect(await countsOf()).toEqual(before);
    });
  });
});
