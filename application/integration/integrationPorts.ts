import type { CompanyType } from '../../domain/identity/companyType';
import type { AbuseCounter } from '../ports/abuseCounter';
import type { Clock } from '../ports/clock';
import type { Secrets } from '../ports/secrets';

/** One API key as the store reads it (never its secret: only the digest is stored). */
export type ApiKeyRecord = {
  readonly id: string;
  readonly companyId: string;
  readonly createdBy: string;
  readonly name: string;
  readonly prefix: string;
  readonly scopes: readonly string[];
  readonly createdAt: Date;
  readonly expiresAt: Date | null;
  readonly revokedAt: Date | null;
  readonly lastUsedAt: Date | null;
  readonly lastUsedAddress: string | null;
};

/** A key found by its secret's digest, with what its holder is now. */
export type ApiKeyWithHolder = {
  readonly key: ApiKeyRecord;
  readonly holder: {
    readonly id: string;
    readonly companyId: string;
    readonly companyType: CompanyType;
    readonly status: 'unverified' | 'active' | 'blocked';
    readonly scopes: readonly string[];
  };
};

/** Audit lines name who did it (the owner, or the manager acting as them). */
export type IntegrationAudit = { readonly actorId: string; readonly emulatedBy: string | null };

/** A company's keys: every statement names the company, so one company never reads or revokes another's. */
export type ApiKeyStore = {
  readonly list: (companyId: string) => Promise<ApiKeyRecord[]>;
  readonly create: (key: ApiKeyRecord & { readonly secretHash: string }, audit: IntegrationAudit) => Promise<void>;
  /** Revokes one of the company's keys (a revoked one keeps its first time); null when the company has no such key. */
  readonly revoke: (companyId: string, id: string, at: Date, audit: IntegrationAudit) => Promise<ApiKeyRecord | null>;
  readonly findBySecretHash: (secretHash: string) => Promise<ApiKeyWithHolder | null>;
  /** Records a use: the time and the address it came from. */
  readonly touch: (id: string, at: Date, address: string) => Promise<void>;
};

export type WebhookEndpointRecord = {
  readonly id: string;
  readonly companyId: string;
  readonly url: string;
  readonly events: readonly string[];
  readonly enabled: boolean;
  readonly createdAt: Date;
};

export type WebhookDeliveryRecord = {
  readonly id: string;
  readonly eventType: string;
  readonly status: 'pending' | 'delivered' | 'failed';
  readonly attempts: number;
  readonly createdAt: Date;
  readonly lastAttemptAt: Date | null;
  readonly lastStatusCode: number | null;
  readonly nextAttemptAt: Date | null;
  readonly deliveredAt: Date | null;
};

/** A company's webhook endpoints and their delivery log: every statement names the company. */
export type WebhookStore = {
  /** Whether a client or an agency has this id (a manager's view of a company's integrations). */
  readonly companyExists: (companyId: string) => Promise<boolean>;
  readonly list: (companyId: string) => Promise<WebhookEndpointRecord[]>;
  readonly create: (
    endpoint: WebhookEndpointRecord & { readonly secret: string },
    audit: IntegrationAudit,
  ) => Promise<void>;
  readonly update: (
    companyId: string,
    id: string,
    change: { readonly url?: string; readonly events?: readonly string[]; readonly enabled?: boolean },
    at: Date,
    audit: IntegrationAudit,
  ) => Promise<WebhookEndpointRecord | null>;
  readonly remove: (companyId: string, id: string, audit: IntegrationAudit) => Promise<boolean>;
  /** A new signing secret; the old one keeps signing until `previousUntil`. Null when the company has no such endpoint. */
  readonly rotateSecret: (
    companyId: string,
    id: string,
    secret: string,
    at: Date,
    previousUntil: Date,
    audit: IntegrationAudit,
  ) => Promise<WebhookEndpointRecord | null>;
  readonly deliveries: (companyId: string, endpointId: string) => Promise<WebhookDeliveryRecord[] | null>;
  /** A test event for one endpoint, written with its delivery job; null when the company has no such endpoint. */
  readonly sendTest: (companyId: string, endpointId: string, deliveryId: string, at: Date) => Promise<string | null>;
  /** Sends one delivery again (a new attempt series); null when the company has no such delivery. */
  readonly redeliver: (companyId: string, deliveryId: string, at: Date) => Promise<WebhookDeliveryRecord | null>;
};

/** Whether an endpoint's address may be registered: http(s), https in production, never a private address. */
export type WebhookAddressCheck = (
  url: string,
) => Promise<{ readonly ok: true } | { readonly ok: false; readonly reason: string }>;

export type IntegrationDeps = {
  readonly apiKeys: ApiKeyStore;
  readonly webhooks: WebhookStore;
  readonly checkWebhookAddress: WebhookAddressCheck;
  readonly clock: Clock;
  readonly secrets: Secrets;
  readonly abuse: AbuseCounter;
};
