import { describe, expect, it } from 'vitest';
import type { FieldMetaState } from 'react-final-form';
import { fieldErrorOf } from '../../../web/src/kit/form/fieldError';

const meta = (m: Partial<FieldMetaState<unknown>>): FieldMetaState<unknown> =>
  ({ error: 'Required field', ...m }) as FieldMetaState<unknown>;

describe('when a form field shows its validation message', () => {
  it('not while the user only tabs through the empty field', () => {
    expect(fieldErrorOf(meta({ touched: true, visited: true, modified: false, submitFailed: false }))).toBeUndefined();
  });
  it('once the user has typed in it and left it', () => {
    expect(fieldErrorOf(meta({ touched: true, visited: true, modified: true, submitFailed: false }))).toBe(
      'Required field',
    );
  });
  it('after a submit that failed, typed in or not', () => {
    expect(fieldErrorOf(meta({ touched: true, visited: true, modified: false, submitFailed: true }))).toBe(
      'Required field',
    );
    expect(fieldErrorOf(meta({ touched: true, visited: false, modified: false, submitFailed: true }))).toBe(
      'Required field',
    );
  });
  it("when the form marks it without the user passing through (the wizard's Continue, an edit form on load)", () => {
    expect(fieldErrorOf(meta({ touched: true, visited: false, modified: false, submitFailed: false }))).toBe(
      'Required field',
    );
  });
  it('never before the field is touched; the server refusal until the field is edited', () => {
    expect(fieldErrorOf(meta({ touched: false, visited: true, modified: true }))).toBeUndefined();
    expect(fieldErrorOf(meta({ error: undefined, submitError: 'Taken', dirtySinceLastSubmit: false }))).toBe('Taken');
    expect(fieldErrorOf(meta({ error: undefined, submitError: 'Taken', dirtySinceLastSubmit: true }))).toBeUndefined();
  });
});
