import { describe, expect, it } from 'vitest';
import { isCategorySlug, slugOfTitle, unused, type Category } from '../../../domain/reference/category';
import {
  allowedCategoryActions,
  categoryChanges,
  decideCategoryEdit,
  decideCategoryEdits,
  moveTargetsOf,
  siblingsOf,
  treeViolations,
  type CategoryEdit,
  type CategoryTree,
} from '../../../domain/reference/categoryTree';

const row = (id: string, parentId: string | null, sortOrder: number, extra: Partial<Category> = {}): Category => ({
  id,
  kind: 'specialist',
  slug: id,
  title: id.replace(/-/g, ' '),
  parentId,
  sortOrder,
  isActive: true,
  ...extra,
});

/** development (backend, frontend, mobile), design (ux-ui), qa. */
const given: CategoryTree = {
  kind: 'specialist',
  categories: [
    row('development', null, 1),
    row('design', null, 2),
    row('qa', null, 3),
    row('backend', 'development', 1),
    row('frontend', 'development', 2),
    row('mobile', 'development', 3),
    row('ux-ui', 'design', 1),
  ],
};

const when = (edit: CategoryEdit, tree = given) => decideCategoryEdit(tree, edit);
const order = (categories: readonly Category[], parentId: string | null) =>
  siblingsOf(categories, parentId).map((c) => `${c.id}:${c.sortOrder}`);
const refusal = (edit: CategoryEdit, tree = given) => when(edit, tree)._unsafeUnwrapErr();

describe('slugs', () => {
  it('accepts lower-case latin words joined by single hyphens, up to 100 characters', () => {
    expect(['qa', 'game-dev', 'ci-cd', 'a1', 'x'.repeat(100)].every(isCategorySlug)).toBe(true);
    expect(['', 'Game', 'game--dev', '-qa', 'qa-', 'ci/cd', 'über', 'a b', 'x'.repeat(101)].some(isCategorySlug)).toBe(
      false,
    );
  });

  it('suggests a slug from the title', () => {
    expect(slugOfTitle('Game art & 3D')).toBe('game-art-and-3d');
    expect(slugOfTitle('  Ünïcode  Café ')).toBe('unicode-cafe');
    expect(slugOfTitle('CI/CD')).toBe('ci-cd');
    expect(slugOfTitle('Вёрстка')).toBe('');
    expect(isCategorySlug(slugOfTitle(`${'Long '.repeat(40)}end`))).toBe(true);
  });
});

describe('adding', () => {
  it('puts a new category last among the top ones, visible', () => {
    const after = when({
      type: 'add',
      id: 'support',
      parentId: null,
      title: 'Support',
      slug: 'support',
    })._unsafeUnwrap();
    expect(order(after, null)).toEqual(['development:1', 'design:2', 'qa:3', 'support:4']);
    expect(after.find((c) => c.id === 'support')).toMatchObject({ isActive: true, kind: 'specialist' });
  });

  it('puts a new subcategory last under its parent', () => {
    const after = when({
      type: 'add',
      id: 'graphic',
      parentId: 'design',
      title: 'Graphic',
      slug: 'graphic',
    })._unsafeUnwrap();
    expect(order(after, 'design')).toEqual(['ux-ui:1', 'graphic:2']);
  });

  it('refuses a slug the tree already has, naming who has it', () => {
    expect(refusal({ type: 'add', id: 'x', parentId: null, title: 'Backend 2', slug: 'backend' })).toEqual({
      code: 'category.slug_taken',
      message: 'The slug "backend" is already used by "backend"',
    });
  });

  it('refuses a third level, an unknown parent and malformed input', () => {
    expect(refusal({ type: 'add', id: 'x', parentId: 'backend', title: 'Java', slug: 'java' }).code).toBe(
      'category.parent_is_subcategory',
    );
    expect(refusal({ type: 'add', id: 'x', parentId: 'nowhere', title: 'Java', slug: 'java' }).code).toBe(
      'category.parent_not_found',
    );
    expect(refusal({ type: 'add', id: 'x', parentId: null, title: 'Java', slug: 'Java' }).code).toBe(
      'category.slug_invalid',
    );
    expect(refusal({ type: 'add', id: 'x', parentId: null, title: ' ', slug: 'java' }).code).toBe(
      'category.title_invalid',
    );
    expect(refusal({ type: 'add', id: 'qa', parentId: null, title: 'Java', slug: 'java' }).code).toBe(
      'category.id_taken',
    );
  });
});

describe('renaming and changing the slug', () => {
  it('changes only that category', () => {
    const after = when({ type: 'rename', id: 'qa', title: 'Quality assurance' })._unsafeUnwrap();
    expect(categoryChanges(given.categories, after)).toEqual({
      added: [],
      updated: [{ ...row('qa', null, 3), title: 'Quality assurance' }],
      removed: [],
    });
  });

  it('keeps a slug unique, and lets a category keep its own', () => {
    expect(refusal({ type: 'changeSlug', id: 'qa', slug: 'design' }).code).toBe('category.slug_taken');
    expect(
      categoryChanges(given.categories, when({ type: 'changeSlug', id: 'qa', slug: 'qa' })._unsafeUnwrap()).updated,
    ).toEqual([]);
    expect(
      when({ type: 'changeSlug', id: 'qa', slug: 'testing' })
        ._unsafeUnwrap()
        .find((c) => c.id === 'qa')?.slug,
    ).toBe('testing');
  });

  it('answers not found for an id the tree does not have', () => {
    expect(refusal({ type: 'rename', id: 'nowhere', title: 'X' }).code).toBe('category.not_found');
  });
});

describe('reordering', () => {
  it('moves a category up and its neighbour down', () => {
    expect(order(when({ type: 'reorder', id: 'mobile', position: 1 })._unsafeUnwrap(), 'development')).toEqual([
      'backend:1',
      'mobile:2',
      'frontend:3',
    ]);
  });

  it('clamps a position beyond either end', () => {
    expect(order(when({ type: 'reorder', id: 'backend', position: 99 })._unsafeUnwrap(), 'development')).toEqual([
      'frontend:1',
      'mobile:2',
      'backend:3',
    ]);
    expect(order(when({ type: 'reorder', id: 'qa', position: -5 })._unsafeUnwrap(), null)).toEqual([
      'qa:1',
      'development:2',
      'design:3',
    ]);
  });

  it('leaves other groups as they are', () => {
    const after = when({ type: 'reorder', id: 'qa', position: 0 })._unsafeUnwrap();
    expect(order(after, 'development')).toEqual(order(given.categories, 'development'));
  });
});

describe('moving', () => {
  it('moves a subcategory to another parent, closing the gap it leaves', () => {
    const after = when({ type: 'move', id: 'frontend', parentId: 'design' })._unsafeUnwrap();
    expect(order(after, 'development')).toEqual(['backend:1', 'mobile:2']);
    expect(order(after, 'design')).toEqual(['ux-ui:1', 'frontend:2']);
  });

  it('puts it at the asked position', () => {
    expect(
      order(when({ type: 'move', id: 'frontend', parentId: 'design', position: 0 })._unsafeUnwrap(), 'design'),
    ).toEqual(['frontend:1', 'ux-ui:2']);
  });

  it('makes a subcategory a top category and a childless top category a subcategory', () => {
    expect(order(when({ type: 'move', id: 'ux-ui', parentId: null })._unsafeUnwrap(), null)).toEqual([
      'development:1',
      'design:2',
      'qa:3',
      'ux-ui:4',
    ]);
    const after = when({ type: 'move', id: 'qa', parentId: 'development', position: 1 })._unsafeUnwrap();
    expect(order(after, 'development')).toEqual(['backend:1', 'qa:2', 'frontend:3', 'mobile:4']);
    expect(order(after, null)).toEqual(['development:1', 'design:2']);
  });

  it('refuses to make a category with subcategories a subcategory, naming how many it has', () => {
    expect(refusal({ type: 'move', id: 'development', parentId: 'qa' })).toEqual({
      code: 'category.has_subcategories',
      message: '"development" has 3 subcategories: move them first, a subcategory cannot have its own',
    });
  });

  it('refuses a subcategory as parent, the category itself, and an unknown parent', () => {
    expect(refusal({ type: 'move', id: 'qa', parentId: 'backend' }).code).toBe('category.parent_is_subcategory');
    expect(refusal({ type: 'move', id: 'qa', parentId: 'qa' }).code).toBe('category.own_parent');
    expect(refusal({ type: 'move', id: 'backend', parentId: 'nowhere' }).code).toBe('category.parent_not_found');
  });

  it('within the same parent it is a reorder', () => {
    expect(
      order(when({ type: 'move', id: 'mobile', parentId: 'development', position: 0 })._unsafeUnwrap(), 'development'),
    ).toEqual(['mobile:1', 'backend:2', 'frontend:3']);
  });
});

describe('hiding and showing', () => {
  it('flips only the flag: place, parent and slug stay', () => {
    const hidden = when({ type: 'hide', id: 'backend' })._unsafeUnwrap();
    expect(hidden.find((c) => c.id === 'backend')).toEqual({ ...row('backend', 'development', 1), isActive: false });
    expect(when({ type: 'show', id: 'backend' }, { kind: 'specialist', categories: hidden })._unsafeUnwrap()).toEqual(
      given.categories,
    );
  });
});

describe('deleting', () => {
  it('deletes an unused category and closes the gap', () => {
    const after = when({ type: 'delete', id: 'frontend', usage: unused })._unsafeUnwrap();
    expect(order(after, 'development')).toEqual(['backend:1', 'mobile:2']);
    expect(after.some((c) => c.id === 'frontend')).toBe(false);
  });

  it('refuses while anything uses it, saying what and suggesting to hide it', () => {
    expect(refusal({ type: 'delete', id: 'backend', usage: { cards: 3, solutions: 0, specializations: 1 } })).toEqual({
      code: 'category.in_use',
      message:
        '"backend" cannot be deleted: it is used by 3 specialist cards and 1 specialization. Hide it instead: a hidden category leaves the public lists and forms, and cards keep it.',
    });
    expect(
      refusal({ type: 'delete', id: 'design', usage: { cards: 0, solutions: 1, specializations: 0 } }).message,
    ).toContain('used by 1 solution and 1 subcategory.');
    expect(refusal({ type: 'delete', id: 'development', usage: unused }).message).toContain('used by 3 subcategories.');
  });
});

describe('several edits at once', () => {
  it('apply all or none', () => {
    expect(
      decideCategoryEdits(given, [
        { type: 'rename', id: 'qa', title: 'QA' },
        { type: 'changeSlug', id: 'qa', slug: 'design' },
      ])._unsafeUnwrapErr().code,
    ).toBe('category.slug_taken');
    const after = decideCategoryEdits(given, [
      { type: 'rename', id: 'qa', title: 'Testing' },
      { type: 'changeSlug', id: 'qa', slug: 'testing' },
    ])._unsafeUnwrap();
    expect(after.find((c) => c.id === 'qa')).toMatchObject({ title: 'Testing', slug: 'testing' });
  });
});

describe('the rules a tree keeps', () => {
  it('finds a third level, a shared slug and gaps in places', () => {
    expect(treeViolations(given)).toEqual([]);
    const broken: CategoryTree = {
      kind: 'specialist',
      categories: [
        ...given.categories.filter((c) => c.id !== 'mobile'),
        row('java', 'backend', 1),
        { ...row('dup', null, 5), slug: 'qa' },
      ],
    };
    expect(treeViolations(broken)).toEqual([
      'java is a third level under backend',
      'slug qa is used twice',
      'the children of the top are in places 1,2,3,5',
    ]);
  });
});

describe('what the editor offers', () => {
  it('offers moving up and down only where there is room, deleting only an unused category without subcategories', () => {
    expect(allowedCategoryActions(given.categories, 'backend', unused)).toEqual([
      'edit',
      'moveDown',
      'move',
      'hide',
      'delete',
    ]);
    expect(allowedCategoryActions(given.categories, 'mobile', { cards: 1, solutions: 0, specializations: 0 })).toEqual([
      'edit',
      'moveUp',
      'move',
      'hide',
    ]);
    expect(allowedCategoryActions(given.categories, 'development', unused)).toEqual([
      'edit',
      'moveDown',
      'hide',
      'addSubcategory',
    ]);
    expect(allowedCategoryActions(when({ type: 'hide', id: 'qa' })._unsafeUnwrap(), 'qa', unused)).toEqual([
      'edit',
      'moveUp',
      'move',
      'show',
      'delete',
      'addSubcategory',
    ]);
  });

  it('moves a subcategory to the top or another top category; a childless top category under another one', () => {
    expect(moveTargetsOf(given.categories, 'backend')).toEqual([null, 'design', 'qa']);
    expect(moveTargetsOf(given.categories, 'qa')).toEqual(['development', 'design']);
    expect(moveTargetsOf(given.categories, 'development')).toEqual([]);
  });
});
