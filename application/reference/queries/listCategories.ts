import { err, ok, type Result } from 'neverthrow';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { Category, ReferenceDeps } from '../referencePorts';
import { CategoriesInput } from '../schemas';

/** Categories and subcategories as one flat list in menu order; subcategories carry their parentId. */
export const listCategories =
  ({ store }: ReferenceDeps) =>
  async (raw: unknown): Promise<Result<Category[], AppError>> => {
    const input = parse(CategoriesInput, raw ?? {});
    if (input.isErr()) return err(input.error);
    return ok(await store.listCategories(input.value.type));
  };
