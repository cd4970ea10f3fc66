import { randomUUID } from 'node:crypto';
import type { AccessObject, ActorProfile, World } from '../accessWorld';
import type { CallContext, Outcome, Prepared, UseCase } from '../policyTable';

/**
 * The managers' category editor: staff holding `category:manage` read and edit both trees; everyone else is
 * refused (a visitor 401, anyone signed in 403) before anything is read or written.
 */
const editors = (a: ActorProfile, _o: AccessObject | null): Outcome =>
  a.kind === 'anonymous' ? 401 : a.scopes.includes('category:manage') ? 'allow' : 403;

/** A solution category that exists nowhere: calls built without a prepared category (refusals, the fuzzer's seeds) touch nothing real. */
const nowhere = '00000000-0000-4000-8000-00000000ca7e';
const crm = '5631a497-efe6-5368-a5c7-e5cc820baaf2';

/** A fresh solution category made by the admin, for one allowed edit. */
const freshCategory = async (w: World): Promise<Prepared> => {
  const response = await w.app.api.post(
    '/admin/api/category/create',
    { type: 'solution', title: `Matrix ${randomUUID().slice(0, 8)}` },
    { token: w.tokens.admin },
  );
  if (response.status !== 200)
    throw new Error(`prepare: category create answered ${response.status} ${JSON.stringify(response.body)}`);
  return { extra: { categoryId: response.body.data.categoryId } };
};

const idOf = (c: CallContext): string => c.extra.categoryId ?? nowhere;

const write = (
  name: string,
  path: string,
  trpc: string,
  body: (c: CallContext) => Record<string, unknown>,
  prepared = true,
): UseCase => ({
  name,
  rest: [`POST /admin/api/category/${path}`],
  trpc: [`reference.${trpc}`],
  kind: 'write',
  access: editors,
  ...(prepared ? { prepare: freshCategory } : {}),
  restCall: (c) => ({ body: body(c) }),
  trpcInput: (c) => body(c),
});

export const categoryUseCases: readonly UseCase[] = [
  {
    name: 'the category editor tree and its history',
    rest: ['GET /admin/api/category/tree', 'GET /admin/api/category/history'],
    trpc: ['reference.categoryEditorTree', 'reference.categoryHistory'],
    kind: 'read',
    access: editors,
    restCall: () => ({ query: { type: 'specialist' } }),
    trpcInput: () => ({ type: 'specialist' }),
  },
  write(
    'add a category',
    'create',
    'createCategory',
    () => ({ type: 'solution', title: `Matrix ${randomUUID().slice(0, 8)}` }),
    false,
  ),
  write('rename a category', 'update', 'updateCategory', (c) => ({
    id: idOf(c),
    title: `Renamed ${randomUUID().slice(0, 8)}`,
  })),
  write('reorder a category', 'reorder', 'reorderCategory', (c) => ({ id: idOf(c), position: 0 })),
  write('move a category under another', 'move', 'moveCategory', (c) => ({ id: idOf(c), parentId: crm })),
  write('hide a category', 'change-active', 'changeCategoryActive', (c) => ({ id: idOf(c), isActive: false })),
  write('delete an unused category', 'delete', 'deleteCategory', (c) => ({ id: idOf(c) })),
];
