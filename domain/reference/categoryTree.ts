import { err, ok, type Result } from 'neverthrow';
import {
  categoryError,
  isCategorySlug,
  isCategoryTitle,
  type Category,
  type CategoryError,
  type CategoryKind,
  type CategoryUsage,
} from './category';

/** One kind's categories, in any order. */
export type CategoryTree = { readonly kind: CategoryKind; readonly categories: readonly Category[] };

/** A manager's change of a tree. Positions count from 0 among the siblings and are clamped to the list. */
export type CategoryEdit =
  | {
      readonly type: 'add';
      readonly id: string;
      readonly parentId: string | null;
      readonly title: string;
      readonly slug: string;
    }
  | { readonly type: 'rename'; readonly id: string; readonly title: string }
  | { readonly type: 'changeSlug'; readonly id: string; readonly slug: string }
  | { readonly type: 'reorder'; readonly id: string; readonly position: number }
  | { readonly type: 'move'; readonly id: string; readonly parentId: string | null; readonly position?: number }
  | { readonly type: 'hide'; readonly id: string }
  | { readonly type: 'show'; readonly id: string }
  | { readonly type: 'delete'; readonly id: string; readonly usage: CategoryUsage };

const byPlace = (a: Category, b: Category) =>
  a.sortOrder - b.sortOrder || a.title.localeCompare(b.title) || a.id.localeCompare(b.id);

/** The children of `parentId` (null: the top categories) in their order. */
export const siblingsOf = (categories: readonly Category[], parentId: string | null): Category[] =>
  categories.filter((c) => c.parentId === parentId).sort(byPlace);

export const childrenCount = (categories: readonly Category[], id: string): number =>
  categories.filter((c) => c.parentId === id).length;

/** Gives the listed ids the places 1 to n in the list's order; the other categories stay as they are. */
const placed = (
  categories: readonly Category[],
  parentId: string | null,
  orderedIds: readonly string[],
): Category[] => {
  const place = new Map(orderedIds.map((id, index) => [id, index + 1]));
  return categories.map((c) => (place.has(c.id) ? { ...c, parentId, sortOrder: place.get(c.id) as number } : c));
};

const clamp = (position: number, length: number) => Math.max(0, Math.min(Math.trunc(position), length));

const withInsert = (ids: readonly string[], id: string, position: number): string[] => {
  const at = clamp(position, ids.length);
  return [...ids.slice(0, at), id, ...ids.slice(at)];
};

const checkTitle = (title: string): Result<string, CategoryError> =>
  isCategoryTitle(title)
    ? ok(title)
    : err(
        categoryError('category.title_invalid', 'Title must be 1 to 100 characters without leading or trailing spaces'),
      );

/** A slug is well formed and no other category of the tree has it. */
const checkSlug = (categories: readonly Category[], slug: string, ownId: string): Result<string, CategoryError> => {
  if (!isCategorySlug(slug))
    return err(
      categoryError(
        'category.slug_invalid',
        'Slug must be lower-case latin letters and digits joined by single hyphens, at most 100 characters',
      ),
    );
  const holder = categories.find((c) => c.slug === slug && c.id !== ownId);
  return holder
    ? err(categoryError('category.slug_taken', `The slug "${slug}" is already used by "${holder.title}"`))
    : ok(slug);
};

/** The parent a category may go under: none (a top category), or a top category of the same tree other than itself. */
const checkParent = (
  categories: readonly Category[],
  parentId: string | null,
  ownId: string,
): Result<string | null, CategoryError> => {
  if (parentId === null) return ok(null);
  if (parentId === ownId) return err(categoryError('category.own_parent', 'A category cannot be its own parent'));
  const parent = categories.find((c) => c.id === parentId);
  if (!parent) return err(categoryError('category.parent_not_found', 'Parent category not found'));
  if (parent.parentId !== null)
    return err(
      categoryError(
        'category.parent_is_subcategory',
        `"${parent.title}" is a subcategory: categories have only two levels`,
      ),
    );
  return ok(parentId);
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The words of the refusal to delete a category something uses: what uses it, and what to do instead. */
export const inUseMessage = (title: string, usage: CategoryUsage & { readonly subcategories: number }): string => {
  const parts = [
    usage.cards > 0 ? plural(usage.cards, 'specialist card', 'specialist cards') : null,
    usage.solutions > 0 ? plural(usage.solutions, 'solution', 'solutions') : null,
    usage.specializations > 0 ? plural(usage.specializations, 'specialization', 'specializations') : null,
    usage.subcategories > 0 ? plural(usage.subcategories, 'subcategory', 'subcategories') : null,
  ].filter((part): part is string => part !== null);
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : (parts[0] ?? '');
  return `"${title}" cannot be deleted: it is used by ${list}. Hide it instead: a hidden category leaves the public lists and forms, and cards keep it.`;
};

const isUsed = (usage: CategoryUsage & { readonly subcategories: number }) =>
  usage.cards + usage.solutions + usage.specializations + usage.subcategories > 0;

/**
 * Decides one edit of a tree and answers the whole tree after it. Every answer keeps the tree's rules: two levels,
 * slugs unique in the tree, and each group of siblings in places 1 to n.
 */
export const decideCategoryEdit = (tree: CategoryTree, edit: CategoryEdit): Result<Category[], CategoryError> => {
  const { categories } = tree;
  if (edit.type === 'add') {
    if (categories.some((c) => c.id === edit.id))
      return err(categoryError('category.id_taken', 'A category with this id exists'));
    return checkTitle(edit.title)
      .andThen(() => checkSlug(categories, edit.slug, edit.id))
      .andThen(() => checkParent(categories, edit.parentId, edit.id))
      .map((parentId) => [
        ...categories,
        {
          id: edit.id,
          kind: tree.kind,
          slug: edit.slug,
          title: edit.title,
          parentId,
          sortOrder: siblingsOf(categories, parentId).length + 1,
          isActive: true,
        },
      ]);
  }
  const category = categories.find((c) => c.id === edit.id);
  if (!category) return err(categoryError('category.not_found', 'Category not found'));
  const replaced = (changed: Category) => categories.map((c) => (c.id === changed.id ? changed : c));
  const siblingIds = siblingsOf(categories, category.parentId).map((c) => c.id);
  switch (edit.type) {
    case 'rename':
      return checkTitle(edit.title).map((title) => replaced({ ...category, title }));
    case 'changeSlug':
      return checkSlug(categories, edit.slug, category.id).map((slug) => replaced({ ...category, slug }));
    case 'reorder': {
      const others = siblingIds.filter((id) => id !== category.id);
      return ok(placed(categories, category.parentId, withInsert(others, category.id, edit.position)));
    }
    case 'move': {
      if (edit.parentId === category.parentId) {
        const others = siblingIds.filter((id) => id !== category.id);
        return ok(
          placed(
            categories,
            category.parentId,
            withInsert(others, category.id, edit.position ?? siblingIds.indexOf(category.id)),
          ),
        );
      }
      return checkParent(categories, edit.parentId, category.id).andThen((parentId) => {
        const subcategories = childrenCount(categories, category.id);
        if (parentId !== null && subcategories > 0)
          return err(
            categoryError(
              'category.has_subcategories',
              `"${category.title}" has ${plural(subcategories, 'subcategory', 'subcategories')}: move them first, a subcategory cannot have its own`,
            ),
          );
        const leftBehind = placed(
          categories,
          category.parentId,
          siblingIds.filter((id) => id !== category.id),
        );
        const newSiblings = siblingsOf(leftBehind, parentId).map((c) => c.id);
        return ok(
          placed(leftBehind, parentId, withInsert(newSiblings, category.id, edit.position ?? newSiblings.length)),
        );
      });
    }
    case 'hide':
      return ok(replaced({ ...category, isActive: false }));
    case 'show':
      return ok(replaced({ ...category, isActive: true }));
    case 'delete': {
      const usage = { ...edit.usage, subcategories: childrenCount(categories, category.id) };
      if (isUsed(usage)) return err(categoryError('category.in_use', inUseMessage(category.title, usage)));
      return ok(
        placed(
          categories.filter((c) => c.id !== category.id),
          category.parentId,
          siblingIds.filter((id) => id !== category.id),
        ),
      );
    }
    default: {
      const _exhaustive: never = edit;
      return _exhaustive;
    }
  }
};

/** Several edits one after another, all or none. */
export const decideCategoryEdits = (
  tree: CategoryTree,
  edits: readonly CategoryEdit[],
): Result<Category[], CategoryError> =>
  edits.reduce<Result<Category[], CategoryError>>(
    (result, edit) => result.andThen((categories) => decideCategoryEdit({ kind: tree.kind, categories }, edit)),
    ok([...tree.categories]),
  );

/** The rows an edit changed: new, changed and removed categories, for the store to write. */
export type CategoryChanges = {
  readonly added: readonly Category[];
  readonly updated: readonly Category[];
  readonly removed: readonly Category[];
};

const same = (a: Category, b: Category) =>
  a.slug === b.slug &&
  a.title === b.title &&
  a.parentId === b.parentId &&
  a.sortOrder === b.sortOrder &&
  a.isActive === b.isActive &&
  a.kind === b.kind;

export const categoryChanges = (before: readonly Category[], after: readonly Category[]): CategoryChanges => {
  const old = new Map(before.map((c) => [c.id, c]));
  const now = new Set(after.map((c) => c.id));
  return {
    added: after.filter((c) => !old.has(c.id)),
    updated: after.filter((c) => old.has(c.id) && !same(old.get(c.id) as Category, c)),
    removed: before.filter((c) => !now.has(c.id)),
  };
};

export const hasChanges = (changes: CategoryChanges): boolean =>
  changes.added.length + changes.updated.length + changes.removed.length > 0;

/** Whatever breaks the tree's rules, in words: empty for a sound tree. */
export const treeViolations = (tree: CategoryTree): string[] => {
  const { categories } = tree;
  const problems: string[] = [];
  const byId = new Map(categories.map((c) => [c.id, c]));
  if (byId.size !== categories.length) problems.push('two categories share an id');
  const slugs = new Set<string>();
  for (const c of categories) {
    if (c.kind !== tree.kind) problems.push(`${c.slug} belongs to the ${c.kind} tree`);
    if (slugs.has(c.slug)) problems.push(`slug ${c.slug} is used twice`);
    slugs.add(c.slug);
    if (!isCategorySlug(c.slug)) problems.push(`slug ${c.slug} is malformed`);
    if (c.parentId !== null) {
      const parent = byId.get(c.parentId);
      if (!parent) problems.push(`${c.slug} has a missing parent`);
      else if (parent.parentId !== null) problems.push(`${c.slug} is a third level under ${parent.slug}`);
    }
  }
  for (const parentId of new Set(categories.map((c) => c.parentId))) {
    const places = siblingsOf(categories, parentId).map((c) => c.sortOrder);
    if (places.some((place, index) => place !== index + 1))
      problems.push(`the children of ${parentId ?? 'the top'} are in places ${places.join(',')}`);
  }
  return problems;
};

/** What a manager can do with a category now; the editor shows these buttons and no others. */
export const categoryActions = [
  'edit',
  'moveUp',
  'moveDown',
  'move',
  'hide',
  'show',
  'delete',
  'addSubcategory',
] as const;
export type CategoryAction = (typeof categoryActions)[number];

/** Where a category may move: to the top (null) or under another top category; none for a category with subcategories but the top it is on. */
export const moveTargetsOf = (categories: readonly Category[], id: string): (string | null)[] => {
  const category = categories.find((c) => c.id === id);
  if (!category) return [];
  const tops = siblingsOf(categories, null)
    .filter((c) => c.id !== id && c.id !== category.parentId)
    .map((c) => c.id);
  if (category.parentId === null) return childrenCount(categories, id) > 0 ? [] : tops;
  return [null, ...tops];
};

export const allowedCategoryActions = (
  categories: readonly Category[],
  id: string,
  usage: CategoryUsage,
): CategoryAction[] => {
  const category = categories.find((c) => c.id === id);
  if (!category) return [];
  const siblingIds = siblingsOf(categories, category.parentId).map((c) => c.id);
  const place = siblingIds.indexOf(id);
  const free = !isUsed({ ...usage, subcategories: childrenCount(categories, id) });
  const allowed: (CategoryAction | false)[] = [
    'edit',
    place > 0 && 'moveUp',
    place < siblingIds.length - 1 && 'moveDown',
    moveTargetsOf(categories, id).length > 0 && 'move',
    category.isActive ? 'hide' : 'show',
    free && 'delete',
    category.parentId === null && 'addSubcategory',
  ];
  return allowed.filter((action): action is CategoryAction => action !== false);
};

/** A slug suggested from a title, made free in the tree with a number when taken: `backend`, `backend-2`, `backend-3`. */
export const availableSlug = (categories: readonly Category[], base: string): string => {
  const taken = new Set(categories.map((c) => c.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, 100 - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
};
