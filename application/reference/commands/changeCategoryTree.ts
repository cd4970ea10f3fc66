import { err, ok, type Result } from 'neverthrow';
import type { Category, CategoryError, CategoryKind, CategoryUsage } from '../../../domain/reference/category';
import {
  categoryChanges,
  decideCategoryEdits,
  hasChanges,
  type CategoryEdit,
} from '../../../domain/reference/categoryTree';
import type { Actor } from '../../shared/actor';
import { conflict, notFound, ruleBroken, validationError, type AppError } from '../../shared/appError';
import { editorTreeOf } from '../categoryEditorTree';
import type { CategoryAuditEntry, CategoryEditorDeps, StoredCategoryTree } from '../referencePorts';
import type { CategoryEditOutput } from '../schemas';

/** A refused edit as the transports answer it: 404 for what is not there, 409 for a clash, 422 for a tree rule. */
export const appErrorOfCategory = (error: CategoryError): AppError => {
  switch (error.code) {
    case 'category.not_found':
      return notFound('Category', error.code);
    case 'category.parent_not_found':
      return notFound('Parent category', error.code);
    case 'category.slug_taken':
    case 'category.in_use':
    case 'category.id_taken':
      return conflict(error.message, error.code);
    case 'category.slug_invalid':
      return validationError([{ field: 'slug', message: error.message, code: error.code }]);
    case 'category.title_invalid':
      return validationError([{ field: 'title', message: error.message, code: error.code }]);
    case 'category.parent_is_subcategory':
    case 'category.has_subcategories':
    case 'category.own_parent':
      return ruleBroken(error.code, error.message);
    default: {
      const _exhaustive: never = error.code;
      return _exhaustive;
    }
  }
};

export const treeChanged = (): AppError =>
  conflict(
    'Someone else changed the categories since you opened them. Reload the page and try again.',
    'category.tree_changed',
  );

const describe = (c: Category) => ({ kind: c.kind, title: c.title, slug: c.slug });

/** The audit row of one accepted edit: the category as it was and as it is. */
const auditOf = (edit: CategoryEdit, before: readonly Category[], after: readonly Category[]): CategoryAuditEntry => {
  const was = before.find((c) => c.id === edit.id);
  const now = after.find((c) => c.id === edit.id);
  const facts = describe((now ?? was) as Category);
  switch (edit.type) {
    case 'add':
      return { action: 'category.created', subjectId: edit.id, details: { ...facts, parentId: edit.parentId } };
    case 'rename':
      return {
        action: 'category.renamed',
        subjectId: edit.id,
        details: { ...facts, from: was?.title, to: now?.title },
      };
    case 'changeSlug':
      return {
        action: 'category.slug_changed',
        subjectId: edit.id,
        details: { ...facts, from: was?.slug, to: now?.slug },
      };
    case 'reorder':
      return {
        action: 'category.reordered',
        subjectId: edit.id,
        details: { ...facts, from: was?.sortOrder, to: now?.sortOrder },
      };
    case 'move':
      return {
        action: was?.parentId === now?.parentId ? 'category.reordered' : 'category.moved',
        subjectId: edit.id,
        details: {
          ...facts,
          fromParentId: was?.parentId,
          toParentId: now?.parentId,
          from: was?.sortOrder,
          to: now?.sortOrder,
        },
      };
    case 'hide':
      return { action: 'category.hidden', subjectId: edit.id, details: facts };
    case 'show':
      return { action: 'category.shown', subjectId: edit.id, details: facts };
    case 'delete':
      return { action: 'category.deleted', subjectId: edit.id, details: { ...facts, parentId: was?.parentId } };
    default: {
      const _exhaustive: never = edit;
      return _exhaustive;
    }
  }
};

/** The edits to make, chosen on the tree as it is under the lock (a new slug is made free there). */
export type EditsOf = (
  tree: StoredCategoryTree,
  usageOf: (id: string) => Promise<CategoryUsage>,
) => Promise<Result<CategoryEdit[], AppError>>;

/**
 * The one path of every category edit: under the tree's lock, refuse a stale version, let the domain decide, write
 * the changed rows with one audit row per edit (actor and impersonator), then answer the tree as the editor shows it.
 */
export const changeCategoryTree = async (
  deps: CategoryEditorDeps,
  actor: Actor,
  change: {
    readonly kind: CategoryKind;
    readonly categoryId: string;
    readonly expectedVersion: number | undefined;
    readonly editsOf: EditsOf;
  },
): Promise<Result<CategoryEditOutput, AppError>> => {
  const written = await deps.categories.change(change.kind, async (tree, usageOf) => {
    if (change.expectedVersion !== undefined && change.expectedVersion !== tree.version) return err(treeChanged());
    const edits = await change.editsOf(tree, usageOf);
    if (edits.isErr()) return err(edits.error);
    const decided = decideCategoryEdits(tree, edits.value);
    if (decided.isErr()) return err(appErrorOfCategory(decided.error));
    const changes = categoryChanges(tree.categories, decided.value);
    if (!hasChanges(changes)) return ok(null);
    return ok({
      changes,
      audit: edits.value.map((edit) => auditOf(edit, tree.categories, decided.value)),
      actorId: actor.userId,
      emulatedBy: actor.emulatedBy,
      at: deps.clock.now(),
    });
  });
  if (written.isErr()) return err(written.error);
  const [tree, usage] = await Promise.all([
    deps.categories.readTree(change.kind),
    deps.categories.usageOfTree(change.kind),
  ]);
  return ok({ categoryId: change.categoryId, tree: editorTreeOf(tree, usage) });
};

/** The tree of an existing category, or 404. */
export const kindOfCategory = async (deps: CategoryEditorDeps, id: string): Promise<Result<CategoryKind, AppError>> => {
  const kind = await deps.categories.kindOf(id);
  return kind ? ok(kind) : err(notFound('Category', 'category.not_found'));
};
