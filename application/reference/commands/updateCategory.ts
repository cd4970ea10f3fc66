import { err, ok, type Result } from 'neverthrow';
import type { CategoryEdit } from '../../../domain/reference/categoryTree';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import { asCategoryEditor } from '../policies';
import type { CategoryEditorDeps } from '../referencePorts';
import { UpdateCategoryInput, type CategoryEditOutput } from '../schemas';
import { changeCategoryTree, kindOfCategory } from './changeCategoryTree';

/** Renames a category and/or changes its slug (unique in its tree), together or not at all. */
export const updateCategory =
  (deps: CategoryEditorDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<CategoryEditOutput, AppError>> => {
    const caller = asCategoryEditor(actor);
    if (caller.isErr()) return err(caller.error);
    const input = parse(UpdateCategoryInput, raw);
    if (input.isErr()) return err(input.error);
    const { id, title, slug, version } = input.value;
    const kind = await kindOfCategory(deps, id);
    if (kind.isErr()) return err(kind.error);
    const edits: CategoryEdit[] = [
      ...(title === undefined ? [] : [{ type: 'rename' as const, id, title }]),
      ...(slug === undefined ? [] : [{ type: 'changeSlug' as const, id, slug }]),
    ];
    return changeCategoryTree(deps, caller.value, {
      kind: kind.value,
      categoryId: id,
      expectedVersion: version,
      editsOf: async () => ok(edits),
    });
  };
