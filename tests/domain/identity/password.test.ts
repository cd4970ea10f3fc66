import { describe, expect, it } from 'vitest';
import { passwordProblem } from '../../../domain/identity/password';

describe('the password rule', () => {
  it('accepts 8 to 128 latin letters, digits and symbols', () => {
    expect(passwordProblem('demopass1')).toBeNull();
    expect(passwordProblem('P@ss:w0rd{~}')).toBeNull();
    expect(passwordProblem('a'.repeat(128))).toBeNull();
  });

  it('names what is wrong', () => {
    expect(passwordProblem('short1!')).toBe('too_short');
    expect(passwordProblem('a'.repeat(129))).toBe('too_long');
    expect(passwordProblem('пароль123')).toBe('invalid_characters');
    expect(passwordProblem('with space')).toBe('invalid_characters');
  });
});
