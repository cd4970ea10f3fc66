import { err, ok, type Result } from 'neverthrow';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import { editorTreeOf } from '../categoryEditorTree';
import { asCategoryEditor } from '../policies';
import type { CategoryEditorDeps } from '../referencePorts';
import { CategoryEditorTreeInput, type CategoryEditorTreeOutput } from '../schemas';

/** One tree with hidden categories, what uses each, what may be done with each, and the version edits send back. */
export const getCategoryEditorTree =
  (deps: CategoryEditorDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<CategoryEditorTreeOutput, AppError>> => {
    const caller = asCategoryEditor(actor);
    if (caller.isErr()) return err(caller.error);
    const input = parse(CategoryEditorTreeInput, raw ?? {});
    if (input.isErr()) return err(input.error);
    const [tree, usage] = await Promise.all([
      deps.categories.readTree(input.value.type),
      deps.categories.usageOfTree(input.value.type),
    ]);
    return ok(editorTreeOf(tree, usage));
  };
