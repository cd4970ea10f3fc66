import { describe, expect, it } from 'vitest';
import { matchPasted, splitPasted } from '../../../web/src/kit/form/pasteMatch';

describe('pasted names in the creatable multi-select', () => {
  it('are split on commas, semicolons, bullets and new lines, without duplicates', () => {
    expect(splitPasted('Java, Spring;Kafka\n• Docker\n- Java')).toEqual(['Java', 'Spring', 'Kafka', 'Docker']);
  });

  it('are matched to the dictionary ignoring case and spacing; the rest are listed as not found', () => {
    const known = [
      { id: '1', title: 'JavaScript' },
      { id: '2', title: 'React Native' },
    ];
    expect(matchPasted('javascript, react  native, Cobol 85', known)).toEqual({ found: known, notFound: ['Cobol 85'] });
  });
});
