import { languageLevels, type CatalogSort } from '../../../application/catalog/catalogChoices';
import type { CatalogFilters } from '../../../application/catalog/schemas';

/**
 * `others`: the WHERE without the search term. `strong`: with a search term, the condition of a match in what the specialist is (specialization, key skills, or a
 * key skill the term resembles); such matches come before matches only in the description or projects.
 */
export type Sql = { where: string; values: unknown[]; strong: string | null; others: string };

/** `en:B2` means B2 or better; `en` any level. */
const levelsFrom = (spec: string): string[] => {
  const [language, level] = spec.split(':') as [string, string | undefined];
  if (!level) return [];
  return languageLevels
    .slice(languageLevels.indexOf(level as (typeof languageLevels)[number]))
    .map((l) => `${language}:${l}`);
};

/** The catalogue's filters as one WHERE over `catalog_cards k`, every value a parameter. */
export const whereOf = (f: CatalogFilters, today: string, keySkillMatches: readonly string[] = []): Sql => {
  const clauses: string[] = [];
  const values: unknown[] = [];
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  if (f.category) clauses.push(`k.category_ids && ${param(f.category)}::uuid[]`);
  if (f.subCategories) clauses.push(`k.subcategory_ids && ${param(f.subCategories)}::uuid[]`);
  if (f.role) clauses.push(`k.specialization_id = any(${param(f.role)}::uuid[])`);
  if (f.keySkills) clauses.push(`k.key_skill_ids @> ${param(f.keySkills)}::uuid[]`);
  if (f.grade) clauses.push(`k.grade = any(${param(f.grade)}::text[])`);
  if (f.priceFrom !== undefined) clauses.push(`k.catalog_price_cents >= ${param(f.priceFrom * 100)}`);
  if (f.priceTo !== undefined) clauses.push(`k.catalog_price_cents <= ${param(f.priceTo * 100)}`);
  if (f.country) clauses.push(`k.country_code = any(${param(f.country)}::text[])`);
  if (f.city) clauses.push(`k.city_id = any(${param(f.city)}::uuid[])`);
  for (const spec of f.languages ?? []) {
    const levels = levelsFrom(spec);
    clauses.push(
      levels.length > 0
        ? `k.languages && ${param(levels)}::text[]`
        : `k.language_codes @> array[${param(spec)}]::text[]`,
    );
  }
  if (f.workFormat) clauses.push(`k.work_formats && ${param(f.workFormat)}::text[]`);
  if (f.availableFrom || f.availableTo) {
    const from = f.availableFrom ?? today;
    const to = f.availableTo ?? from;
    const range = `daterange(${param(from)}::date, ${param(to)}::date, '[]')`;
    clauses.push(`not (k.unavailable && datemultirange(${range}))`);
    // One pass over the bookings of the period (a hashed subplan), not a probe per card.
    clauses.push(`k.id not in (select b.specialist_id from specialist_bookings b where b.period && ${range})`);
  }
  if (f.gender) clauses.push(`k.gender = ${param(f.gender)}`);
  if (f.ageFrom !== undefined)
    clauses.push(`k.birth_date <= (${param(today)}::date - make_interval(years => ${param(f.ageFrom)}::int))`);
  if (f.ageTo !== undefined)
    clauses.push(`k.birth_date > (${param(today)}::date - make_interval(years => ${param(f.ageTo + 1)}::int))`);
  if (f.experienceFrom !== undefined) clauses.push(`k.experience_months >= ${param(f.experienceFrom * 12)}`);
  if (f.experienceTo !== undefined) clauses.push(`k.experience_months <= ${param(f.experienceTo * 12 + 11)}`);
  const others = clauses.length > 0 ? `where ${clauses.join(' and ')}` : '';
  let strong: string | null = null;
  if (f.search) {
    const query = `websearch_to_tsquery('simple', ${param(f.search)})`;
    const typo = keySkillMatches.length > 0 ? ` or k.key_skill_ids && ${param(keySkillMatches)}::uuid[]` : '';
    clauses.push(`(k.search @@ ${query}${typo})`);
    strong = `(k.search_title @@ ${query}${typo})`;
  }
  return { where: clauses.length > 0 ? `where ${clauses.join(' and ')}` : '', values, strong, others };
};

/**
 * Each sort's columns; `best` is the static quality order of the `catalog_cards_best` index, its review term
 * `review_band` from `bestMatchReviewBand` (domain/review/review.rules.ts).
 */
const sortColumns = {
  best: 'k.verified desc, k.available_now desc, k.review_band desc, k.updated_at desc, k.id asc',
  specialization: 'k.specialization_title asc, k.id asc',
  priceAsc: 'k.catalog_price_cents asc, k.id asc',
  priceDesc: 'k.catalog_price_cents desc, k.id asc',
  newest: 'k.published_at desc, k.id asc',
} satisfies Record<CatalogSort, string>;

export const orderOf = (sort: CatalogSort): string => `order by ${sortColumns[sort]}`;

/**
 * The ids of one page, in order, as `(id, tier)`. With a search term and the best-match order, the matches in what
 * the specialist is (tier 0) come before those only in the description or projects (tier 1), each tier in the
 * index's quality order: two index walks appended, each stopping at the end of the page, so no rank is computed for
 * any row and a term most cards match costs what a rare one does. Every other case is one walk with the tier 0.
 */
export const pageIdsOf = (
  { where, strong, others }: Sql,
  sort: CatalogSort,
  page: { page: number; count: number },
): string => {
  const offset = (page.page - 1) * page.count;
  const order = orderOf(sort);
  if (!strong || sort !== 'best')
    return `select k.id, 0 as tier from catalog_cards k ${where} ${order} limit ${page.count} offset ${offset}`;
  const reach = offset + page.count;
  return `select id, tier from (
      (select k.id, 0 as tier from catalog_cards k ${others ? `${others} and` : 'where'} ${strong} ${order} limit ${reach})
      union all
      (select k.id, 1 as tier from catalog_cards k ${where} and not ${strong} ${order} limit ${reach})
    ) tiers limit ${page.count} offset ${offset}`;
};
