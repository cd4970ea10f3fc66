/**
 * What the catalogue offers to choose from: its sorts, page sizes and language levels. No schema library here: the
 * public `/staff` page reads these in its first load (issue 17's budget), and the schemas (./schemas.ts) build on them.
 */

/**
 * `best` (the default): verified first, then available today, then the most recently updated; with a search term,
 * matches in the specialization or key skills before matches only in the description or projects.
 */
export const catalogSorts = ['best', 'specialization', 'priceAsc', 'priceDesc', 'newest'] as const;
export type CatalogSort = (typeof catalogSorts)[number];
export const defaultCatalogSort: CatalogSort = 'best';
export const pageSizes = [8, 16, 24] as const;
export const languageLevels = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'native'] as const;
