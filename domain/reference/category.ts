import { domainError, type DomainError } from '../shared/domainError';

/** Two separate trees: the specialist catalogue's categories and the solution catalogue's. */
export const categoryKinds = ['specialist', 'solution'] as const;
export type CategoryKind = (typeof categoryKinds)[number];

export const CATEGORY_TITLE_MAX = 100;
export const CATEGORY_SLUG_MAX = 100;
/** Lower-case latin letters and digits in groups joined by single hyphens: `game-dev`, `ci-cd`. */
export const CATEGORY_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const isCategorySlug = (slug: string): boolean =>
  slug.length <= CATEGORY_SLUG_MAX && CATEGORY_SLUG_PATTERN.test(slug);

export const isCategoryTitle = (title: string): boolean =>
  title === title.trim() && title.length >= 1 && title.length <= CATEGORY_TITLE_MAX;

/** The slug a title suggests: accents dropped, '&' read as 'and', anything else not a letter or digit a hyphen ('' when nothing is left). */
export const slugOfTitle = (title: string): string =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, CATEGORY_SLUG_MAX)
    .replace(/-+$/, '');

/**
 * One category of a tree. A top category has no parent; a subcategory's parent is a top category (two levels).
 * `sortOrder` is the place among its siblings, 1 to n; a hidden category (`isActive` false) stays on the cards that have it.
 */
export type Category = {
  readonly id: string;
  readonly kind: CategoryKind;
  readonly slug: string;
  readonly title: string;
  readonly parentId: string | null;
  readonly sortOrder: number;
  readonly isActive: boolean;
};

/** What outside the tree refers to a category: cards and solutions (any status but deleted) and specializations (roles). */
export type CategoryUsage = { readonly cards: number; readonly solutions: number; readonly specializations: number };
export const unused: CategoryUsage = { cards: 0, solutions: 0, specializations: 0 };

export type CategoryErrorCode =
  | 'category.not_found'
  | 'category.parent_not_found'
  | 'category.parent_is_subcategory'
  | 'category.has_subcategories'
  | 'category.own_parent'
  | 'category.slug_taken'
  | 'category.slug_invalid'
  | 'category.title_invalid'
  | 'category.id_taken'
  | 'category.in_use';
export type CategoryError = DomainError<CategoryErrorCode>;
export const categoryError = (code: CategoryErrorCode, message: string): CategoryError => domainError(code, message);
