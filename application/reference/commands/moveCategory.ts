import { err, ok, type Result } from 'neverthrow';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import { asCategoryEditor } from '../policies';
import type { CategoryEditorDeps } from '../referencePorts';
import { MoveCategoryInput, type CategoryEditOutput } from '../schemas';
import { changeCategoryTree, kindOfCategory } from './changeCategoryTree';

/** Moves a category under another top category (or to the top): only two levels, so one with subcategories stays on top. */
export const moveCategory =
  (deps: CategoryEditorDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<CategoryEditOutput, AppError>> => {
    const caller = asCategoryEditor(actor);
    if (caller.isErr()) return err(caller.error);
    const input = parse(MoveCategoryInput, raw);
    if (input.isErr()) return err(input.error);
    const { id, parentId, position, version } = input.value;
    const kind = await kindOfCategory(deps, id);
    if (kind.isErr()) return err(kind.error);
    return changeCategoryTree(deps, caller.value, {
      kind: kind.value,
      categoryId: id,
      expectedVersion: version,
      editsOf: async () => ok([{ type: 'move', id, parentId, ...(position === undefined ? {} : { position }) }]),
    });
  };
