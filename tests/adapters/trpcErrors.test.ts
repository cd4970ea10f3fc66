import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { describe, expect, it } from 'vitest';
import { internalErrorMessage, publicProcedure, router } from '../../adapters/trpc/trpc';

/** tRPC never hands a client the words of an internal failure (a database message names tables and bytes). */
describe('tRPC errors', () => {
  const failing = router({
    broken: publicProcedure.query(() => {
      throw new Error('invalid byte sequence for encoding "UTF8": 0x00 in relation "users"');
    }),
  });

  it('answers an internal failure with a plain message and no stack', async () => {
    const res = await fetchRequestHandler({
      endpoint: '/trpc',
      req: new Request('http://localhost/trpc/broken'),
      router: failing,
      createContext: () => ({ services: {} as never, actor: null, address: '127.0.0.1', userAgent: '' }),
    });
    const text = await res.text();
    expect(res.status).toBe(500);
    expect(JSON.parse(text)).toMatchObject({
      error: { message: internalErrorMessage, data: { code: 'INTERNAL_SERVER_ERROR' } },
    });
    expect(text).not.toMatch(/byte sequence|users|at /);
  });
});
