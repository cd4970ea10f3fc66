import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { RouterOutputs } from '../../app/trpc';
import { useTRPC } from '../../app/trpc';

export type SolutionCategoryNode = RouterOutputs['solution']['categoryTree'][number];
export type SolutionCategoryOption = {
  readonly value: string;
  readonly label: string;
  readonly slug: string;
  readonly count: number;
  readonly parentId: string | null;
};

const HOUR = 60 * 60 * 1000;

/** The tree as one list: parents first, each child after its parent and labelled with it. */
export const flattenSolutionCategories = (tree: readonly SolutionCategoryNode[]): SolutionCategoryOption[] =>
  tree.flatMap((node) => [
    { value: node.id, label: node.title, slug: node.slug, count: node.publishedSolutionsCount, parentId: null },
    ...node.children.map((child) => ({
      value: child.id,
      label: `${node.title} › ${child.title}`,
      slug: child.slug,
      count: child.publishedSolutionsCount,
      parentId: node.id,
    })),
  ]);

/** The tree's query; the server renders the solution catalogue with it (web/src/app/ssr/pageQueries.ts). */
export const solutionCategoryTreeQuery = (
  trpc: ReturnType<typeof useTRPC>,
  options: { readonly fresh?: boolean } = {},
) =>
  // The catalogue shows published counts, so it reads them fresh; the editor needs only the names.
  trpc.solution.categoryTree.queryOptions(undefined, { staleTime: options.fresh ? 30_000 : HOUR });

/** The solution category tree (`/api/solution-categories/tree/`), cached: the editor's choices and the catalogue's filter. */
export const useSolutionCategories = (options: { readonly fresh?: boolean } = {}) => {
  const trpc = useTRPC();
  const tree = useQuery(solutionCategoryTreeQuery(trpc, options));
  const data = tree.data;
  const derived = useMemo(() => {
    const flat = flattenSolutionCategories(data ?? []);
    return {
      tree: data ?? [],
      options: flat,
      /** Lower-case ids, as the shared schema compares them. */
      ids: data ? new Set(flat.map((o) => o.value.toLowerCase())) : undefined,
      titleOf: (id: string) => flat.find((o) => o.value === id)?.label ?? null,
    };
  }, [data]);
  return { query: tree, ...derived };
};
