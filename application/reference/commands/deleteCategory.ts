import { err, ok, type Result } from 'neverthrow';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import { asCategoryEditor } from '../policies';
import type { CategoryEditorDeps } from '../referencePorts';
import { DeleteCategoryInput, type CategoryEditOutput } from '../schemas';
import { changeCategoryTree, kindOfCategory } from './changeCategoryTree';

/** Deletes a category nothing uses (no card, solution, specialization or subcategory); otherwise 409 naming what uses it. */
export const deleteCategory =
  (deps: CategoryEditorDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<CategoryEditOutput, AppError>> => {
    const caller = asCategoryEditor(actor);
    if (caller.isErr()) return err(caller.error);
    const input = parse(DeleteCategoryInput, raw);
    if (input.isErr()) return err(input.error);
    const { id, version } = input.value;
    const kind = await kindOfCategory(deps, id);
    if (kind.isErr()) return err(kind.error);
    return changeCategoryTree(deps, caller.value, {
      kind: kind.value,
      categoryId: id,
      expectedVersion: version,
      // Usage is counted under the tree's lock, right before the delete.
      editsOf: async (_tree, usageOf) => ok([{ type: 'delete', id, usage: await usageOf(id) }]),
    });
  };
