import { describe, expect, it } from 'vitest';
import { documentTitleOf } from '../../../domain/contract/contract.kinds';

/** One name for a contract's document, on the page, in the e-mails and on the PDF. */
describe("a contract document's name", () => {
  it('is the contract type for a contract, the document type for anything else', () => {
    expect(documentTitleOf('contract', 'staff_augmentation')).toBe('Staff augmentation framework agreement');
    expect(documentTitleOf('contract', 'partnership')).toBe('Partnership agreement');
    expect(documentTitleOf('nda', 'partnership')).toBe('Non-disclosure agreement');
    expect(documentTitleOf('dpa', 'staff_augmentation')).toBe('Data processing agreement');
  });
});
