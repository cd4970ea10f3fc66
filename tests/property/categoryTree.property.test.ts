import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unused, type Category } from '../../domain/reference/category';
import {
  categoryChanges,
  decideCategoryEdit,
  moveTargetsOf,
  siblingsOf,
  treeViolations,
  type CategoryEdit,
  type CategoryTree,
} from '../../domain/reference/categoryTree';

/** A sound starting tree: a few top categories, some with subcategories, places 1 to n. */
const startingTree = fc.array(fc.nat({ max: 4 }), { minLength: 0, maxLength: 6 }).map((childCounts): CategoryTree => {
  const categories: Category[] = [];
  childCounts.forEach((count, top) => {
    const id = `t${top}`;
    categories.push({
      id,
      kind: 'solution',
      slug: `top-${top}`,
      title: `Top ${top}`,
      parentId: null,
      sortOrder: top + 1,
      isActive: true,
    });
    for (let child = 0; child < count; child += 1)
      categories.push({
        id: `${id}c${child}`,
        kind: 'solution',
        slug: `sub-${top}-${child}`,
        title: `Sub ${top}.${child}`,
        parentId: id,
        sortOrder: child + 1,
        isActive: true,
      });
  });
  return { kind: 'solution', categories };
});

/** Slugs from a small alphabet, so edits often collide with the tree's own (and must be refused). */
const slug = fc.oneof(
  fc.constantFrom('top-0', 'top-1', 'sub-0-0', 'sub-1-1', 'new', 'new-2'),
  fc.stringMatching(/^[a-c]{1,3}(-[a-c]{1,2})?$/),
  fc.constantFrom('Bad', 'bad--slug', ''),
);
const title = fc.oneof(fc.constantFrom('Backend', 'Design', ' padded', ''), fc.string({ minLength: 1, maxLength: 12 }));

/**
 * An edit on the tree as it is at that step: ids and parents are picked among the tree's own (or a few unknown),
 * so most edits are meaningful and some are refused.
 */
const editOn = (categories: readonly Category[], step: number): fc.Arbitrary<CategoryEdit> => {
  const ids = [...categories.map((c) => c.id), 'unknown'];
  const id = fc.constantFrom(...ids);
  const parent = fc.constantFrom<(string | null)[]>(null, ...ids);
  const position = fc.integer({ min: -2, max: 8 });
  return fc.oneof(
    fc.record({ type: fc.constant('add' as const), id: fc.constant(`n${step}`), parentId: parent, title, slug }),
    fc.record({ type: fc.constant('rename' as const), id, title }),
    fc.record({ type: fc.constant('changeSlug' as const), id, slug }),
    fc.record({ type: fc.constant('reorder' as const), id, position }),
    fc.record({
      type: fc.constant('move' as const),
      id,
      parentId: parent,
      position: fc.option(position, { nil: undefined }),
    }),
    fc.record({ type: fc.constantFrom('hide' as const, 'show' as const), id }),
    fc.record({
      type: fc.constant('delete' as const),
      id,
      usage: fc.oneof(
        fc.constant(unused),
        fc.record({ cards: fc.nat(2), solutions: fc.nat(1), specializations: fc.nat(1) }),
      ),
    }),
  );
};

/** A run of edits, each drawn on the tree the previous ones left. */
const editRun = startingTree.chain((tree) =>
  fc.array(fc.nat(), { minLength: 1, maxLength: 25 }).chain((seeds) => {
    type Run = { readonly tree: CategoryTree; readonly applied: number; readonly refused: number };
    const steps = seeds.reduce<fc.Arbitrary<Run>>(
      (state, _seed, step) =>
        state.chain((s) =>
          editOn(s.tree.categories, step).map((edit): Run => {
            const result = decideCategoryEdit(s.tree, edit);
            return result.isOk()
              ? { tree: { kind: s.tree.kind, categories: result.value }, applied: s.applied + 1, refused: s.refused }
              : { ...s, refused: s.refused + 1 };
          }),
        ),
      fc.constant<Run>({ tree, applied: 0, refused: 0 }),
    );
    return steps.map((end) => ({ start: tree, end }));
  }),
);

describe('category tree edits', () => {
  it('any sequence of edits keeps a two-level tree, unique slugs and places 1 to n', () => {
    fc.assert(
      fc.property(editRun, ({ start, end }) => {
        expect(treeViolations(start)).toEqual([]);
        expect(treeViolations(end.tree)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('an accepted edit answers a sound tree; a refused one leaves nothing to write', () => {
    fc.assert(
      fc.property(
        startingTree.chain((tree) => editOn(tree.categories, 0).map((edit) => ({ tree, edit }))),
        ({ tree, edit }) => {
          const result = decideCategoryEdit(tree, edit);
          if (result.isOk()) expect(treeViolations({ kind: tree.kind, categories: result.value })).toEqual([]);
          else expect(result.error.code).toMatch(/^category\./);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('a move to any target the editor offers is accepted, and the category lands under that parent', () => {
    fc.assert(
      fc.property(
        startingTree
          .filter((t) => t.categories.length > 0)
          .chain((tree) => fc.constantFrom(...tree.categories).map((category) => ({ tree, category }))),
        ({ tree, category }) => {
          for (const target of moveTargetsOf(tree.categories, category.id)) {
            const after = decideCategoryEdit(tree, { type: 'move', id: category.id, parentId: target })._unsafeUnwrap();
            expect(after.find((c) => c.id === category.id)?.parentId).toBe(target);
            expect(siblingsOf(after, target).at(-1)?.id).toBe(category.id);
          }
        },
      ),
    );
  });

  it('hiding and showing never move, rename or drop anything else', () => {
    fc.assert(
      fc.property(
        startingTree
          .filter((t) => t.categories.length > 0)
          .chain((tree) => fc.constantFrom(...tree.categories).map((category) => ({ tree, category }))),
        ({ tree, category }) => {
          const hidden = decideCategoryEdit(tree, { type: 'hide', id: category.id })._unsafeUnwrap();
          expect(categoryChanges(tree.categories, hidden).updated.map((c) => c.id)).toEqual([category.id]);
          expect(
            decideCategoryEdit(
              { kind: tree.kind, categories: hidden },
              { type: 'show', id: category.id },
            )._unsafeUnwrap(),
          ).toEqual(tree.categories);
        },
      ),
    );
  });
});
