import { err, ok, type Result } from 'neverthrow';
import { validationError, type AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { ReferenceDeps, Specialization } from '../referencePorts';
import { SpecializationsInput } from '../schemas';

/** Roles, filtered by categories when given: a top category includes its subcategories' roles. */
export const listSpecializations =
  ({ store }: ReferenceDeps) =>
  async (raw: unknown): Promise<Result<Specialization[], AppError>> => {
    const input = parse(SpecializationsInput, raw ?? {});
    if (input.isErr()) return err(input.error);
    const { categories } = input.value;
    const unknown = categories.length > 0 ? await store.unknownCategories(categories) : [];
    if (unknown.length > 0) {
      return err(
        validationError([
          { field: 'categories', message: `Unknown category: ${unknown.join(', ')}`, code: 'unknown_category' },
        ]),
      );
    }
    return ok(await store.listSpecializations(categories));
  };
