import { describe, expect, it } from 'vitest';
import {
  decideEnforcement,
  decideSsoSignIn,
  emailInDomain,
  normalizeDomain,
  passwordSignInAllowed,
  txtProvesDomain,
  verificationRecordValue,
  type SsoConnection,
} from '../../../domain/identity/sso';

const verified: SsoConnection = {
  companyId: 'c1',
  domain: 'acme.example',
  domainVerifiedAt: new Date('2026-11-29T10:00:00Z'),
  enforced: true,
};
const unverified: SsoConnection = { ...verified, domainVerifiedAt: null, enforced: false };

describe('single sign-on domain', () => {
  it('is stored in lower case without a trailing dot', () => {
    expect(normalizeDomain(' Acme.Example. ')._unsafeUnwrap()).toBe('acme.example');
  });

  it.each(['acme', 'acme..example', '-acme.example', 'acme.example/x', '10.0.0.1', 'a@b.example', ''])(
    'refuses %j as a domain',
    (raw) => expect(normalizeDomain(raw)._unsafeUnwrapErr().code).toBe('sso.domain_invalid'),
  );

  it('refuses public mailbox domains anyone can sign up with', () => {
    expect(normalizeDomain('Gmail.com')._unsafeUnwrapErr().code).toBe('sso.domain_shared');
  });

  it('matches an address of exactly the domain, in any case; not a subdomain or a look-alike', () => {
    expect(emailInDomain('Ann@ACME.example', 'acme.example')).toBe(true);
    expect(emailInDomain('ann@mail.acme.example', 'acme.example')).toBe(false);
    expect(emailInDomain('ann@acme.example.evil', 'acme.example')).toBe(false);
    expect(emailInDomain('ann@notacme.example', 'acme.example')).toBe(false);
    expect(emailInDomain('acme.example', 'acme.example')).toBe(false);
  });

  it('is proven by a TXT record holding the value, split into strings or not', () => {
    const value = verificationRecordValue('tok123');
    expect(txtProvesDomain([['v=spf1 -all'], [value]], 'tok123')).toBe(true);
    expect(txtProvesDomain([[value.slice(0, 10), value.slice(10)]], 'tok123')).toBe(true);
    expect(txtProvesDomain([[verificationRecordValue('other')]], 'tok123')).toBe(false);
    expect(txtProvesDomain([], 'tok123')).toBe(false);
  });
});

describe('single sign-on as the only way in', () => {
  it('needs a verified domain to be turned on, and can always be turned off', () => {
    expect(decideEnforcement(unverified, true)._unsafeUnwrapErr().code).toBe('sso.domain_not_verified');
    expect(decideEnforcement(verified, true)._unsafeUnwrap()).toBe(true);
    expect(decideEnforcement(unverified, false)._unsafeUnwrap()).toBe(false);
  });

  it("refuses the password of the company's people of the domain only", () => {
    expect(passwordSignInAllowed({ email: 'ann@acme.example', companyId: 'c1' }, verified)).toBe(false);
    expect(
      passwordSignInAllowed({ email: 'ann@acme.example', companyId: 'c1' }, { ...verified, enforced: false }),
    ).toBe(true);
    // An address of another domain (a contractor's), a person of another company, or no connection: the password works.
    expect(passwordSignInAllowed({ email: 'ann@contractor.example', companyId: 'c1' }, verified)).toBe(true);
    expect(passwordSignInAllowed({ email: 'ann@acme.example', companyId: 'c2' }, verified)).toBe(true);
    expect(passwordSignInAllowed({ email: 'ann@acme.example', companyId: 'c1' }, null)).toBe(true);
  });
});

describe('a sign-in through the provider', () => {
  const identity = { email: 'Bob@acme.example', emailVerified: true };

  it('joins the company when nobody has the e-mail yet', () => {
    expect(decideSsoSignIn(verified, identity, null)._unsafeUnwrap()).toEqual({
      kind: 'join',
      email: 'bob@acme.example',
    });
  });

  it('signs in the existing person of the company', () => {
    const existing = { id: 'u1', companyId: 'c1', status: 'active' };
    expect(decideSsoSignIn(verified, identity, existing)._unsafeUnwrap()).toEqual({ kind: 'existing', userId: 'u1' });
  });

  it.each([
    ['an address of another domain', { email: 'eve@other.example', emailVerified: true }, null, 'sso.wrong_domain'],
    ['no e-mail', { email: null, emailVerified: null }, null, 'sso.email_missing'],
    [
      'an e-mail the provider marks unverified',
      { email: 'bob@acme.example', emailVerified: false },
      null,
      'sso.email_unverified',
    ],
    ['a person of another company', identity, { id: 'u2', companyId: 'c2', status: 'active' }, 'sso.other_company'],
    ['a blocked person', identity, { id: 'u1', companyId: 'c1', status: 'blocked' }, 'auth.account_blocked'],
  ] as const)('refuses %s', (_, who, existing, code) => {
    expect(decideSsoSignIn(verified, who, existing)._unsafeUnwrapErr().code).toBe(code);
  });

  it('refuses everyone while the domain is not verified', () => {
    expect(decideSsoSignIn(unverified, identity, null)._unsafeUnwrapErr().code).toBe('sso.domain_not_verified');
  });
});
