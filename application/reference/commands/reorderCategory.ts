import { err, ok, type Result } from 'neverthrow';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import { asCategoryEditor } from '../policies';
import type { CategoryEditorDeps } from '../referencePorts';
import { ReorderCategoryInput, type CategoryEditOutput } from '../schemas';
import { changeCategoryTree, kindOfCategory } from './changeCategoryTree';

/** Puts a category at a place among its siblings (from 0); the others close up around it. */
export const reorderCategory =
  (deps: CategoryEditorDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<CategoryEditOutput, AppError>> => {
    const caller = asCategoryEditor(actor);
    if (caller.isErr()) return err(caller.error);
    const input = parse(ReorderCategoryInput, raw);
    if (input.isErr()) return err(input.error);
    const { id, position, version } = input.value;
    const kind = await kindOfCategory(deps, id);
    if (kind.isErr()) return err(kind.error);
    return changeCategoryTree(deps, caller.value, {
      kind: kind.value,
      categoryId: id,
      expectedVersion: version,
      editsOf: async () => ok([{ type: 'reorder', id, position }]),
    });
  };
