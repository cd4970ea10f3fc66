import { describe, expect, it } from 'vitest';
import {
  emptyFiltersOf,
  hasFilters,
  idParam,
  manyOfParam,
  nextSort,
  oneOfParam,
  pageInputOf,
  readListState,
  textParam,
  writeListState,
  type ListConfig,
} from '../../../web/src/kit/list/listState';

type Status = 'draft' | 'published';
type Grade = 'junior' | 'senior';
const isStatus = (value: string): value is Status => value === 'draft' || value === 'published';
const isGrade = (value: string): value is Grade => value === 'junior' || value === 'senior';

type Filters = { search: string; statuses: readonly Status[]; grade: Grade | null; agencyId: string | null };
const config: ListConfig<Filters, 'surname' | 'updatedAt', 'current' | 'archive'> = {
  filters: {
    search: textParam('search'),
    statuses: manyOfParam('status', isStatus),
    grade: oneOfParam('grade', isGrade),
    agencyId: idParam('agency'),
  },
  sortFields: ['surname', 'updatedAt'],
  pageSizes: [20, 50],
  tabs: ['current', 'archive'],
};

const read = (query: string) => readListState(config, new URLSearchParams(query));

describe('a list kept in the address', () => {
  it('reads an empty address as the first page of the first tab, its own page size, no sort and no filters', () => {
    expect(read('')).toEqual({ filters: emptyFiltersOf(config), page: 1, pageSize: 20, sort: null, tab: 'current' });
    expect(hasFilters(config, read('').filters)).toBe(false);
  });

  it('reads every part it knows and ignores what it does not', () => {
    const state = read(
      'tab=archive&search=anna&status=draft,bogus,published&grade=guru&agency=a-1&sort=-surname&count=50&page=3',
    );
    expect(state).toEqual({
      filters: { search: 'anna', statuses: ['draft', 'published'], grade: null, agencyId: 'a-1' },
      page: 3,
      pageSize: 50,
      sort: { field: 'surname', direction: 'desc' },
      tab: 'archive',
    });
    expect(read('page=-2&count=7&sort=password&tab=trash')).toMatchObject({
      page: 1,
      pageSize: 20,
      sort: null,
      tab: 'current',
    });
  });

  it('writes back only what differs from the defaults, so a shared link reads the same', () => {
    const query =
      'tab=archive&search=anna&status=draft%2Cpublished&grade=senior&agency=a-1&sort=-surname&count=50&page=3';
    expect(writeListState(config, read(query)).toString()).toBe(query);
    expect(writeListState(config, read('')).toString()).toBe('');
  });

  it('sorts a column ascending, then descending, then not at all', () => {
    expect(nextSort(null, 'surname')).toEqual({ field: 'surname', direction: 'asc' });
    expect(nextSort({ field: 'surname', direction: 'asc' }, 'surname')).toEqual({
      field: 'surname',
      direction: 'desc',
    });
    expect(nextSort({ field: 'surname', direction: 'desc' }, 'surname')).toBeNull();
    expect(nextSort({ field: 'surname', direction: 'desc' }, 'updatedAt')).toEqual({
      field: 'updatedAt',
      direction: 'asc',
    });
  });

  it('gives the list call its page, size and sort as the server reads them', () => {
    expect(pageInputOf(read('sort=-updatedAt&page=2'))).toEqual({ page: 2, count: 20, sort: '-updatedAt' });
    expect(pageInputOf(read(''))).toEqual({ page: 1, count: 20 });
  });
});
