/**
 * Single sign-on rules of a company (issue 36): which e-mail domain a company may claim, how the DNS TXT record proves
 * it, who signs in through the company's OpenID Connect provider and who may still use a password. The protocol
 * itself (discovery, PKCE, nonce, tokens) is an adapter's; these rules only decide.
 */
import { err, ok, type Result } from 'neverthrow';
import type { DomainError } from '../shared/domainError';

/** A sign-in started at the provider must come back within this time, and only once. */
export const ssoSignInLifetimeMs = 10 * 60_000;

/** The DNS name the owner adds a TXT record at, and the record's text. */
export const verificationRecordName = (domain: string): string => `_marketplace-sso.${domain}`;
export const verificationRecordValue = (token: string): string => `marketplace-sso-verification=${token}`;

/**
 * Mailbox providers anyone can sign up with: a company claiming one would pull strangers into itself, so none of them
 * can be a company's single sign-on domain.
 */
const sharedMailDomains = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'yahoo.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.de',
  'mail.com',
  'yandex.ru',
  'mail.ru',
  'zoho.com',
]);

const label = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** The domain as stored: lower case, no trailing dot; an error when it is no registrable host name. */
export const normalizeDomain = (raw: string): Result<string, DomainError> => {
  const domain = raw.trim().toLowerCase().replace(/\.$/, '');
  const labels = domain.split('.');
  if (domain.length > 253 || labels.length < 2 || !labels.every((l) => label.test(l)) || /^\d+$/.test(labels.at(-1)!))
    return err({ code: 'sso.domain_invalid', message: 'Enter a domain such as example.com' });
  if (sharedMailDomains.has(domain))
    return err({
      code: 'sso.domain_shared',
      message: 'A public mailbox domain cannot be a company domain: enter the domain of your company’s own e-mail',
    });
  return ok(domain);
};

/** The domain part of an e-mail address, lower case; null when it has none. */
export const emailDomain = (email: string): string | null => {
  const at = email.lastIndexOf('@');
  if (at < 1 || at === email.length - 1) return null;
  return email
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, '');
};

/** An address belongs to the domain exactly: a subdomain or a look-alike (`example.com.evil`) is another domain. */
export const emailInDomain = (email: string, domain: string): boolean => emailDomain(email) === domain.toLowerCase();

/** The TXT answer proves the domain when one record (its strings joined, as DNS splits long texts) is the value. */
export const txtProvesDomain = (records: readonly (readonly string[])[], token: string): boolean =>
  records.some((chunks) => chunks.join('').trim() === verificationRecordValue(token));

/** The parts of a company's connection these rules read. */
export type SsoConnection = {
  readonly companyId: string;
  readonly domain: string;
  readonly domainVerifiedAt: Date | null;
  readonly enforced: boolean;
};

/** Making single sign-on the only way in needs a verified domain: otherwise nobody could be pointed to it. */
export const decideEnforcement = (connection: SsoConnection, enforced: boolean): Result<boolean, DomainError> =>
  enforced && !connection.domainVerifiedAt
    ? err({
        code: 'sso.domain_not_verified',
        message: 'Verify the domain first: single sign-on can be the only way in only for a verified domain',
      })
    : ok(enforced);

/** A person signing in with a password: refused, pointing to single sign-on, when their company made it the only way. */
export const passwordSignInAllowed = (
  user: { readonly email: string; readonly companyId: string },
  connection: SsoConnection | null,
): boolean =>
  !(
    connection &&
    connection.enforced &&
    connection.domainVerifiedAt &&
    connection.companyId === user.companyId &&
    emailInDomain(user.email, connection.domain)
  );

/** What the provider told about the person, as the ID token's claims say. */
export type SsoIdentity = { readonly email: string | null; readonly emailVerified: boolean | null };

/** The people a sign-in through the provider may end with. */
export type SsoSignInOutcome =
  { readonly kind: 'existing'; readonly userId: string } | { readonly kind: 'join'; readonly email: string };

/**
 * Who a sign-in through a company's provider signs in: an e-mail the provider vouches for (not marked unverified), of
 * the company's verified domain; an existing user of another company is not moved, nor a blocked one let in; anyone
 * else joins the company.
 */
export const decideSsoSignIn = (
  connection: SsoConnection,
  identity: SsoIdentity,
  existing: { readonly id: string; readonly companyId: string; readonly status: string } | null,
): Result<SsoSignInOutcome, DomainError> => {
  if (!connection.domainVerifiedAt)
    return err({ code: 'sso.domain_not_verified', message: 'This company has not verified its domain yet' });
  const email = identity.email?.trim().toLowerCase() ?? null;
  if (!email) return err({ code: 'sso.email_missing', message: 'Your company’s sign-in did not tell your e-mail' });
  if (identity.emailVerified === false)
    return err({ code: 'sso.email_unverified', message: 'Your company’s sign-in has not verified your e-mail' });
  if (!emailInDomain(email, connection.domain))
    return err({
      code: 'sso.wrong_domain',
      message: `Only addresses at ${connection.domain} sign in through this company’s single sign-on`,
    });
  if (!existing) return ok({ kind: 'join', email });
  if (existing.companyId !== connection.companyId)
    return err({
      code: 'sso.other_company',
      message: 'This e-mail belongs to an account of another company: sign in with its password',
    });
  if (existing.status === 'blocked')
    return err({ code: 'auth.account_blocked', message: 'This account is blocked. Contact your personal manager.' });
  return ok({ kind: 'existing', userId: existing.id });
};
