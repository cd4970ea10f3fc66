import { describe, expect, it } from 'vitest';
import { schemaPerContext } from '../../../application/shared/schemaPerContext';

describe('schemas kept per context', () => {
  it('give the same context the same schema, and a context with other reference data or another key a new one', () => {
    let built = 0;
    const schemas = schemaPerContext<{ n: number }>();
    const make = () => ({ n: ++built });
    const categories = new Set(['a']);
    const codes = ['+49'];
    const first = schemas([categories, codes], 'review', make);
    expect(schemas([categories, codes], 'review', make)).toBe(first);
    expect(schemas([new Set(['a']), codes], 'review', make)).not.toBe(first);
    expect(schemas([categories, ['+49']], 'review', make)).not.toBe(first);
    expect(schemas([categories, codes], 'draft', make)).not.toBe(first);
    expect(schemas([undefined, undefined], 'draft', make)).toBe(schemas([undefined, undefined], 'draft', make));
    expect(built).toBe(5);
  });

  it('keep at most a few keys for the same reference data (a new day each day)', () => {
    const schemas = schemaPerContext<string>(2);
    const categories = new Set<string>();
    schemas([categories], 'day-1', () => 'one');
    schemas([categories], 'day-2', () => 'two');
    schemas([categories], 'day-3', () => 'three');
    expect(schemas([categories], 'day-1', () => 'one again')).toBe('one again');
  });
});
