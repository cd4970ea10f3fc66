import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostileIssueOf, maxInputDepth } from '../../../adapters/http/hostileInput';
import { startTestApp, type TestApp } from '../../support/testApp';

const nested = (depth: number): unknown => JSON.parse(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);

/** Bytes no use case can take are refused at the edge with a 4xx naming the field, never a 500 or a database message. */
describe('hostile input', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('finds a NUL in text or in a name, and nesting beyond the limit, wherever it is', () => {
    expect(hostileIssueOf({ a: [{ b: 'x\u0000y' }] })).toMatchObject({ field: 'a.0.b', code: 'text.nul_character' });
    expect(hostileIssueOf({ ['k\u0000']: 1 })).toMatchObject({ code: 'text.nul_character' });
    expect(hostileIssueOf(nested(maxInputDepth))).toBeNull();
    expect(hostileIssueOf(nested(maxInputDepth + 1))).toMatchObject({ code: 'input.too_deep' });
    expect(hostileIssueOf(nested(200_000))).toMatchObject({ code: 'input.too_deep' });
    expect(hostileIssueOf({ email: 'a@b.test', list: [1, 'two', null] })).toBeNull();
  });

  it('answers a NUL in a query string with 400 naming the field', async () => {
    const res = await app.api.get('/api/country/list?search=Ger%00many');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, errors: [{ field: 'search', code: 'text.nul_character' }] });
  });

  it('answers a NUL in a path parameter with 400 naming it (the fuzzer found a 500 here)', async () => {
    const res = await app.api.get('/api/city/get-by-name/Ber%00lin');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, errors: [{ field: 'name', code: 'text.nul_character' }] });
  });

  it('answers an address beyond the HTTP limit with 431 in the envelope, not a bare status line', async () => {
    const res = await app.api.get(`/api/country/list?search=${'x'.repeat(20_000)}`);
    expect(res.status).toBe(431);
    expect(res.body).toMatchObject({ success: false, exception: { code: 'request.headers_too_large' } });
  });

  it('answers a NUL in a JSON body with 400 naming the field, for visitors and users alike', async () => {
    const anonymous = await app.api.post('/api/auth/forgot-password', { email: 'client\u0000@demo.test' });
    expect(anonymous.status).toBe(400);
    expect(anonymous.body).toMatchObject({ success: false, errors: [{ field: 'email', code: 'text.nul_character' }] });
    const token = await app.login('agency@demo.test');
    const signedIn = await app.api.post(
      '/api/specialist/save-draft',
      { content: { shared: { name: 'Ann\u0000' } } },
      { token },
    );
    expect(signedIn.status).toBe(400);
    expect(signedIn.body.errors[0]).toMatchObject({ code: 'text.nul_character' });
  });

  it('answers a NUL over tRPC with BAD_REQUEST and never the database message', async () => {
    const res = await app.api.post('/trpc/identity.forgotPassword', { email: 'client\u0000@demo.test' });
    expect(res.status).toBe(400);
    expect(res.body.error.data).toMatchObject({
      code: 'BAD_REQUEST',
      issues: [{ field: 'email', code: 'text.nul_character' }],
    });
    expect(JSON.stringify(res.body)).not.toMatch(/invalid byte sequence|0x00|postgres/i);
    const query = await app.api.get(
      `/trpc/reference.countries?input=${encodeURIComponent(JSON.stringify({ search: 'a\u0000' }))}`,
    );
    expect(query.status).toBe(400);
  });

  it('answers a deeply nested body with 400, on REST and tRPC', async () => {
    const body = `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`;
    const rest = await app.api.post('/api/auth/login', body);
    expect(rest.status).toBe(400);
    expect(rest.body.errors[0]).toMatchObject({ code: 'input.too_deep' });
    const trpc = await app.api.post('/trpc/identity.login', body);
    expect(trpc.status).toBe(400);
  });

  it('answers a body in an encoding it does not read with 415 and the envelope', async () => {
    const res = await app.api.post(
      '/api/auth/login',
      { email: 'a@b.test', password: 'x' },
      { headers: { 'content-type': 'application/json', 'content-encoding': 'x-unknown' } },
    );
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ success: false, exception: { code: 'request.unsupported_encoding' } });
  });
});
