import { err, ok, type Result } from 'neverthrow';
import {
  decideEnforcement,
  normalizeDomain,
  txtProvesDomain,
  verificationRecordName,
  verificationRecordValue,
} from '../../../domain/identity/sso';
import type { Actor } from '../../shared/actor';
import { conflict, notFound, ruleBroken, validationError, type AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { SsoDeps, StoredSsoConnection } from './ssoPorts';
import { asSsoOwner } from './ssoPolicies';
import { ConfigureSsoInput, EnforceSsoInput, type SsoInfoOutput } from './ssoSchemas';

export const ssoCallbackPath = '/api/auth/sso/callback';
export const redirectUriOf = (deps: SsoDeps): string => new URL(ssoCallbackPath, deps.identity.appUrl).toString();

const infoOf = (deps: SsoDeps, c: StoredSsoConnection | null): SsoInfoOutput => ({
  configured: c !== null,
  issuer: c?.issuer ?? null,
  clientId: c?.clientId ?? null,
  clientSecretSet: c !== null,
  domain: c?.domain ?? null,
  verificationRecord: c
    ? { name: verificationRecordName(c.domain), value: verificationRecordValue(c.verificationToken) }
    : null,
  domainVerifiedAt: c?.domainVerifiedAt?.toISOString() ?? null,
  defaultRole: c?.defaultRole ?? 'member',
  enforced: c?.enforced ?? false,
  redirectUri: redirectUriOf(deps),
});

const notConfigured = () => notFound('Single sign-on is not set up for this company', 'sso.not_configured');

/** The owner's view of the company's single sign-on (the secret only as 'set'). */
export const getSsoInfo =
  (deps: SsoDeps) =>
  async (actor: Actor | null): Promise<Result<SsoInfoOutput, AppError>> => {
    const caller = asSsoOwner(actor);
    if (caller.isErr()) return err(caller.error);
    return ok(infoOf(deps, await deps.store.findByCompany(caller.value.companyId)));
  };

/**
 * The owner connects the company to its provider: the issuer must answer discovery (through the safe fetcher) before
 * anything is stored; the secret is sealed. A new domain starts unverified, under a new TXT token.
 */
export const configureSso =
  (deps: SsoDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<SsoInfoOutput, AppError>> => {
    const caller = asSsoOwner(actor);
    if (caller.isErr()) return err(caller.error);
    const parsed = parse(ConfigureSsoInput, raw);
    if (parsed.isErr()) return err(parsed.error);
    const input = parsed.value;
    const domain = normalizeDomain(input.domain);
    if (domain.isErr())
      return err(validationError([{ field: 'domain', message: domain.error.message, code: domain.error.code }]));
    if (!deps.sealer)
      return err(
        ruleBroken('sso.secret_key_missing', 'Single sign-on needs SSO_SECRET_KEY set on the server to keep secrets'),
      );
    const companyId = caller.value.companyId;
    const existing = await deps.store.findByCompany(companyId);
    const secret = input.clientSecret ?? (existing ? deps.sealer.open(existing.clientSecretSealed) : null);
    if (!secret) return err(validationError([{ field: 'clientSecret', message: 'Client secret is required' }]));
    const settings = {
      issuer: input.issuer,
      clientId: input.clientId,
      clientSecret: secret,
      redirectUri: redirectUriOf(deps),
    };
    const discovered = await deps.relyingParty.check(settings);
    if (discovered.isErr()) {
      deps.log?.('sso discovery failed', { companyId, issuer: input.issuer, reason: discovered.error });
      return err(
        validationError([
          {
            field: 'issuer',
            message: 'The provider did not answer its OpenID Connect discovery at this issuer address',
            code: 'sso.discovery_failed',
          },
        ]),
      );
    }
    const now = deps.identity.clock.now();
    const saved = await deps.store.save({
      companyId,
      issuer: input.issuer,
      clientId: input.clientId,
      clientSecretSealed: input.clientSecret ? deps.sealer.seal(input.clientSecret) : null,
      domain: domain.value,
      verificationToken: deps.identity.secrets.token(),
      defaultRole: input.defaultRole,
      at: now,
      audit: {
        actorId: caller.value.userId,
        emulatedBy: null,
        action: 'company.sso_configured',
        subjectId: companyId,
        details: {
          issuer: input.issuer,
          clientId: input.clientId,
          domain: domain.value,
          secretChanged: !!input.clientSecret,
        },
      },
    });
    if (saved === 'domain_taken')
      return err(
        validationError([
          { field: 'domain', message: 'Another company has verified this domain', code: 'sso.domain_taken' },
        ]),
      );
    if (saved === 'secret_missing')
      return err(validationError([{ field: 'clientSecret', message: 'Client secret is required' }]));
    return ok(infoOf(deps, await deps.store.findByCompany(companyId)));
  };

/** The owner asks to check the TXT record: found, the domain is the company's; not found, a 422 naming the record. */
export const verifySsoDomain =
  (deps: SsoDeps) =>
  async (actor: Actor | null): Promise<Result<SsoInfoOutput, AppError>> => {
    const caller = asSsoOwner(actor);
    if (caller.isErr()) return err(caller.error);
    const companyId = caller.value.companyId;
    const connection = await deps.store.findByCompany(companyId);
    if (!connection) return err(notConfigured());
    if (connection.domainVerifiedAt) return ok(infoOf(deps, connection));
    const name = verificationRecordName(connection.domain);
    let records: string[][] = [];
    try {
      records = await deps.txt(name);
    } catch (e) {
      deps.log?.('sso TXT lookup failed', { companyId, name, reason: String(e) });
    }
    if (!txtProvesDomain(records, connection.verificationToken))
      return err(
        ruleBroken(
          'sso.domain_record_missing',
          `No TXT record at ${name} holds ${verificationRecordValue(connection.verificationToken)} yet. DNS changes can take a while to appear: try again later.`,
        ),
      );
    const verified = await deps.store.markDomainVerified({
      companyId,
      domain: connection.domain,
      at: deps.identity.clock.now(),
      audit: {
        actorId: caller.value.userId,
        emulatedBy: null,
        action: 'company.sso_domain_verified',
        subjectId: companyId,
        details: { domain: connection.domain },
      },
    });
    if (verified === 'domain_taken')
      return err(conflict('Another company has verified this domain', 'sso.domain_taken'));
    if (verified === 'changed') return err(conflict('The connection was changed meanwhile: try again', 'sso.changed'));
    return ok(infoOf(deps, await deps.store.findByCompany(companyId)));
  };

/** The owner makes single sign-on the only way in for the domain's people, or turns that off. */
export const enforceSso =
  (deps: SsoDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<SsoInfoOutput, AppError>> => {
    const caller = asSsoOwner(actor);
    if (caller.isErr()) return err(caller.error);
    const parsed = parse(EnforceSsoInput, raw);
    if (parsed.isErr()) return err(parsed.error);
    const companyId = caller.value.companyId;
    const connection = await deps.store.findByCompany(companyId);
    if (!connection) return err(notConfigured());
    const decided = decideEnforcement(connection, parsed.value.enforced);
    if (decided.isErr()) return err(ruleBroken(decided.error.code, decided.error.message));
    const changed = await deps.store.setEnforced({
      companyId,
      enforced: decided.value,
      at: deps.identity.clock.now(),
      audit: {
        actorId: caller.value.userId,
        emulatedBy: null,
        action: decided.value ? 'company.sso_enforced' : 'company.sso_not_enforced',
        subjectId: companyId,
      },
    });
    if (!changed) return err(conflict('The connection was changed meanwhile: try again', 'sso.changed'));
    return ok(infoOf(deps, await deps.store.findByCompany(companyId)));
  };
