import { describe, expect, it } from 'vitest';
import { countOf, nounFor } from '../../../web/src/kit/plural';

describe('the plural of counts', () => {
  it('says one of a thing and any other number of things', () => {
    expect(countOf(1, 'specialist')).toBe('1 specialist');
    expect(countOf(0, 'specialist')).toBe('0 specialists');
    expect(countOf(2, 'specialist')).toBe('2 specialists');
    expect(countOf(1200, 'specialist')).toBe('1,200 specialists');
  });

  it('takes an irregular plural', () => {
    expect(countOf(1, 'partner agency', 'partner agencies')).toBe('1 partner agency');
    expect(countOf(3, 'partner agency', 'partner agencies')).toBe('3 partner agencies');
    expect(nounFor(1, 'person', 'people')).toBe('person');
    expect(nounFor(5, 'person', 'people')).toBe('people');
  });
});
