import { err, ok, type Result } from 'neverthrow';
import { slugOfTitle } from '../../../domain/reference/category';
import { availableSlug } from '../../../domain/reference/categoryTree';
import type { Actor } from '../../shared/actor';
import { validationError, type AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import { asCategoryEditor } from '../policies';
import type { CategoryEditorDeps } from '../referencePorts';
import { CreateCategoryInput, type CategoryEditOutput } from '../schemas';
import { changeCategoryTree } from './changeCategoryTree';

/** Adds a category (no parent) or a subcategory, last among its siblings; without a slug, one is made from the title. */
export const createCategory =
  (deps: CategoryEditorDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<CategoryEditOutput, AppError>> => {
    const caller = asCategoryEditor(actor);
    if (caller.isErr()) return err(caller.error);
    const input = parse(CreateCategoryInput, raw);
    if (input.isErr()) return err(input.error);
    const { type, parentId, title, slug, version } = input.value;
    const suggested = slugOfTitle(title);
    if (slug === undefined && suggested === '')
      return err(
        validationError([
          { field: 'slug', message: 'Enter a slug: the title has no latin letters or digits to make one from' },
        ]),
      );
    const id = deps.newId();
    return changeCategoryTree(deps, caller.value, {
      kind: type,
      categoryId: id,
      expectedVersion: version,
      editsOf: async (tree) =>
        ok([
          {
            type: 'add',
            id,
            parentId: parentId ?? null,
            title,
            slug: slug ?? availableSlug(tree.categories, suggested),
          },
        ]),
    });
  };
