import { describe, expect, it } from 'vitest';
import { appRouter } from '../../adapters/trpc/root';

/**
 * API3 (property level): every answer leaves through its role's output schema, so a field no schema names cannot
 * reach a caller. REST routes must declare `response` (the type of `RestRouteDefinition` demands it, and the route
 * parses its answer through it); a tRPC procedure must declare `.output(...)`, which this test checks over the
 * mounted router, so a procedure added later without one fails here by name.
 */
describe('output schemas', () => {
  it('every tRPC procedure declares the schema of its answer', () => {
    const procedures = (
      appRouter as unknown as { _def: { procedures: Record<string, { _def: { output?: unknown } }> } }
    )._def.procedures;
    const withoutOutput = Object.entries(procedures)
      .filter(([, procedure]) => procedure._def.output === undefined)
      .map(([path]) => path);
    expect(Object.keys(procedures).length).toBeGreaterThan(100);
    expect(withoutOutput).toEqual([]);
  });
});
