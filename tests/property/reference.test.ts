import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commissionOfMarkup } from '../../domain/shared/money';
import { categoryTreeOf } from '../../application/reference/queries/listCategoryTree';
import type { Category } from '../../application/reference/referencePorts';
import {
  CitiesOfCountryInput,
  KeySkillsInput,
  SEARCH_MAX_LENGTH,
  SpecializationsInput,
} from '../../application/reference/schemas';

const categoryIds = fc.uniqueArray(fc.uuid({ version: 4 }), { minLength: 0, maxLength: 20 });

/** Flat category lists as the store returns them: tops first, each child after its parent. */
const flatCategories = fc
  .tuple(
    fc.uniqueArray(fc.uuid({ version: 4 }), { minLength: 1, maxLength: 8 }),
    fc.uniqueArray(fc.uuid({ version: 4 }), { maxLength: 30 }),
    fc.array(fc.nat()),
  )
  .map(([tops, children, picks]): Category[] => {
    const childIds = children.filter((id) => !tops.includes(id));
    const topRows = tops.map((id, i) => ({
      id,
      slug: `top-${i}`,
      title: `Top ${i}`,
      parentId: null,
      publishedSpecialistsCount: i,
    }));
    const childRows = childIds.map((id, i) => ({
      id,
      slug: `child-${i}`,
      title: `Child ${i}`,
      parentId: tops[(picks[i] ?? i) % tops.length]!,
      publishedSpecialistsCount: 0,
    }));
    return [...topRows, ...childRows];
  });

describe('category tree', () => {
  it('keeps every category exactly once, each child under its own parent, in the given order', () => {
    fc.assert(
      fc.property(flatCategories, (flat) => {
        const tree = categoryTreeOf(flat);
        expect(tree.map((n) => n.id)).toEqual(flat.filter((c) => c.parentId === null).map((c) => c.id));
        for (const top of tree) {
          expect(top.children.map((c) => c.id)).toEqual(flat.filter((c) => c.parentId === top.id).map((c) => c.id));
        }
        expect(tree.length + tree.reduce((sum, n) => sum + n.children.length, 0)).toBe(flat.length);
      }),
    );
  });
});

describe('reference input rules', () => {
  it('reads category ids the same whether comma-separated, repeated or sent as a list', () => {
    fc.assert(
      fc.property(categoryIds, (ids) => {
        const asList = SpecializationsInput.parse({ categories: ids }).categories;
        expect(SpecializationsInput.parse({ categories: ids.join(',') }).categories).toEqual(asList);
        expect(SpecializationsInput.parse({ categories: ids.map((id) => ` ${id.toUpperCase()} `) }).categories).toEqual(
          asList,
        );
        // The tRPC procedure parses once more in the use case: parsing the output again changes nothing.
        expect(SpecializationsInput.parse({ categories: asList }).categories).toEqual(asList);
      }),
    );
  });

  it('accepts a search of up to the limit and refuses anything longer', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: SEARCH_MAX_LENGTH * 2 }), (search) => {
        const trimmed = search.trim();
        expect(KeySkillsInput.safeParse({ search }).success).toBe(trimmed.length <= SEARCH_MAX_LENGTH);
      }),
    );
  });

  it('accepts exactly the two-letter codes as a country', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 4 }), (country) => {
        expect(CitiesOfCountryInput.safeParse({ country }).success).toBe(/^[A-Za-z]{2}$/.test(country.trim()));
      }),
    );
  });
});

describe('service fee', () => {
  it('turns the markup into the share of the catalogue price the platform keeps', () => {
    expect(commissionOfMarkup(2500)).toBe(2000);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (markup) => {
        const commission = commissionOfMarkup(markup);
        expect(commission).toBeGreaterThanOrEqual(0);
        expect(commission).toBeLessThanOrEqual(markup);
        expect(commission).toBeLessThan(10_000);
      }),
    );
  });
});
