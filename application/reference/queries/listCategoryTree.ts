import { err, ok, type Result } from 'neverthrow';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { Category, CategoryNode, ReferenceDeps } from '../referencePorts';
import { CategoriesInput } from '../schemas';

/** Nests a flat list (parents and children in display order) into top categories with their children. */
export const categoryTreeOf = (categories: readonly Category[]): CategoryNode[] => {
  const childrenOf = new Map<string, Category[]>();
  for (const category of categories) {
    if (category.parentId === null) continue;
    childrenOf.set(category.parentId, [...(childrenOf.get(category.parentId) ?? []), category]);
  }
  const nodeOf = (category: Category, depth: number): CategoryNode => ({
    id: category.id,
    slug: category.slug,
    title: category.title,
    // The depth guard keeps a (forbidden) cycle in the data from looping forever.
    children: depth < 8 ? (childrenOf.get(category.id) ?? []).map((child) => nodeOf(child, depth + 1)) : [],
    publishedSpecialistsCount: category.publishedSpecialistsCount,
  });
  return categories.filter((category) => category.parentId === null).map((top) => nodeOf(top, 0));
};

/** The catalogue category tree: id, slug, title, children, publishedSpecialistsCount. */
export const listCategoryTree =
  ({ store }: ReferenceDeps) =>
  async (raw: unknown): Promise<Result<CategoryNode[], AppError>> => {
    const input = parse(CategoriesInput, raw ?? {});
    if (input.isErr()) return err(input.error);
    return ok(categoryTreeOf(await store.listCategories(input.value.type)));
  };
