import { describe, expect, it } from 'vitest';
import { exactFirstFilter } from '../../../web/src/kit/form/optionFilter';

const options = (...labels: string[]) => labels.map((label) => ({ value: label.toLowerCase(), label }));
const labelsOf = (items: ReturnType<typeof exactFirstFilter>) =>
  items.map((item) => ('label' in item ? item.label : ''));

describe('the kit filter of searchable selects', () => {
  it('puts the exact match first, then labels that start with the text, then the rest that contain it', () => {
    const statuses = options('Review by manager', 'Interview with HR', 'Interview', 'Waiting for interview');
    expect(labelsOf(exactFirstFilter({ options: statuses, search: 'Interview', limit: 10 }))).toEqual([
      'Interview',
      'Interview with HR',
      'Waiting for interview',
    ]);
    const countries = options('Equatorial Guinea', 'Guinea', 'Guinea-Bissau', 'Papua New Guinea');
    expect(labelsOf(exactFirstFilter({ options: countries, search: ' guinea ', limit: 10 }))[0]).toBe('Guinea');
  });

  it('keeps the list order among equals, the limit, and every option for an empty text', () => {
    const list = options('Java', 'JavaScript', 'Kotlin');
    expect(labelsOf(exactFirstFilter({ options: list, search: 'ja', limit: 1 }))).toEqual(['Java']);
    expect(labelsOf(exactFirstFilter({ options: list, search: '', limit: 10 }))).toEqual([
      'Java',
      'JavaScript',
      'Kotlin',
    ]);
    expect(exactFirstFilter({ options: list, search: 'rust', limit: 10 })).toEqual([]);
  });
});
