import { z } from 'zod';

/** List query of the seeds: page from 1, count per page, sort with '-' for descending. */
export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  count: z.coerce.number().int().min(1).max(100).default(20),
  sort: z.string().max(64).optional(),
});
export type PageQuery = z.infer<typeof PageQuery>;

export type Page<Item> = {
  readonly items: readonly Item[];
  readonly meta: { readonly page: number; readonly count: number; readonly total: number };
};
