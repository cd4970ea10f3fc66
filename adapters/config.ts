import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';

/** Configuration is read from the environment once, validated, and a bad value stops start-up. */
const minutes = (fallback: number) => z.coerce.number().int().min(1).max(525_600).default(fallback);

const Environment = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  APP_URL: z.url('must be an absolute URL such as http://localhost:3000').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Hiring Marketplace <no-reply@marketplace.test>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_IDLE_MINUTES: minutes(12 * 60),
  SESSION_MAX_MINUTES: minutes(14 * 24 * 60),
  JSON_BODY_LIMIT: z
    .string()
    .regex(/^\d+(kb|mb)$/, 'must look like 1mb or 512kb')
    .default('1mb'),
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  SEED_DEMO_CARDS: z.enum(['true', 'false']).optional(),
  WORKERS: z.enum(['true', 'false']).default('true'),
  API_DOCS: z.enum(['true', 'false']).default('true'),
  /** Tests only: `host:port` pairs upload by URL may reach although they are local (the tests' own file server). */
  UPLOAD_URL_ALLOW_HOSTS: z
    .string()
    .regex(/^[a-z0-9.:[\]-]+(,[a-z0-9.:[\]-]+)*$/i, 'must be host:port pairs separated by commas')
    .optional(),
  /** Tests only: `host:port` pairs webhook endpoints may reach although they are local (the tests' own receiver). */
  WEBHOOK_ALLOW_HOSTS: z
    .string()
    .regex(/^[a-z0-9.:[\]-]+(,[a-z0-9.:[\]-]+)*$/i, 'must be host:port pairs separated by commas')
    .optional(),
  /** Tests only: `host:port` pairs a company's OpenID provider may be reached at although local, over http. */
  SSO_ALLOW_HOSTS: z
    .string()
    .regex(/^[a-z0-9.:[\]-]+(,[a-z0-9.:[\]-]+)*$/i, 'must be host:port pairs separated by commas')
    .optional(),
  /** The DNS server (`host:port`) single sign-on's domain checks ask; the system's resolver unless set. */
  SSO_DNS_RESOLVER: z
    .string()
    .regex(/^([0-9.]+|\[[0-9a-f:]+\]):\d{1,5}$/i, 'must be an IP address and port such as 127.0.0.1:53 or [::1]:53')
    .optional(),
  /** The key companies' SSO client secrets are sealed under (AES-256-GCM); a fixed development key outside production. */
  SSO_SECRET_KEY: z.string().min(32, 'must be at least 32 characters (openssl rand -base64 32)').optional(),
  /** The first wait before a failed webhook delivery is tried again, doubled each time (30 s unless set). */
  WEBHOOK_RETRY_BASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(false|\d{1,2}|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*|loopback|linklocal|uniquelocal)$/,
      "must be false, the number of proxies in front (1), or the proxies' addresses or subnets (10.0.0.0/8, 192.168.1.10); never true, which would let anyone choose their address",
    )
    .default('false'),
  METRICS_TOKEN: z.string().min(24, 'must be at least 24 characters (openssl rand -base64 24)').optional(),
  METRICS_ALLOW: z
    .string()
    .regex(
      /^[0-9a-fA-F.:]+(\/\d{1,3})?(\s*,\s*[0-9a-fA-F.:]+(\/\d{1,3})?)*$/,
      'must be addresses or subnets separated by commas (10.0.0.0/8, 192.168.1.10)',
    )
    .optional(),
  CAPTCHA_PROVIDER: z.enum(['altcha', 'recaptcha']).default('altcha'),
  CAPTCHA_HMAC_KEY: z.string().min(32, 'must be at least 32 characters (openssl rand -base64 32)').optional(),
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  RECAPTCHA_SECRET: z.string().min(1).optional(),
  RECAPTCHA_VERSION: z.enum(['v2', 'v3']).optional(),
  ESIGN_PROVIDER: z.enum(['embedded', 'docusign']).default('embedded'),
  ESIGN_CERT_P12_PATH: z.string().min(1).optional(),
  ESIGN_CERT_PASSWORD: z.string().optional(),
  DOCUSIGN_INTEGRATION_KEY: z.string().min(1).optional(),
  DOCUSIGN_USER_ID: z.string().min(1).optional(),
  DOCUSIGN_ACCOUNT_ID: z.string().min(1).optional(),
  DOCUSIGN_PRIVATE_KEY_PATH: z.string().min(1).optional(),
  DOCUSIGN_BASE_PATH: z.url('must be an absolute URL such as https://demo.docusign.net/restapi').optional(),
  DOCUSIGN_OAUTH_HOST: z
    .string()
    .regex(/^[a-z0-9.-]+$/i, 'must be a host name such as account-d.docusign.com (no scheme)')
    .optional(),
  DOCUSIGN_HMAC_SECRET: z.string().min(1).optional(),
  /** The video call of an interview: a provider's room address with `{room}` where the room's name goes. */
  VIDEO_ROOM_TEMPLATE: z
    .string()
    .regex(/^https?:\/\/[^\s]*\{room\}/, 'must be an http(s) address with {room}, such as https://meet.jit.si/{room}')
    .default('https://meet.jit.si/{room}'),
  /** The key the interview rooms' names are derived from (HMAC of the candidate): required in production. */
  VIDEO_ROOM_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** A conversation's side that has not read a message this long gets an e-mail (15 minutes unless set). */
  CONVERSATION_UNREAD_MAIL_AFTER_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  /** At most one such e-mail per thread and side in this time (an hour unless set). */
  CONVERSATION_UNREAD_MAIL_GAP_SECONDS: z.coerce.number().int().min(1).max(604_800).default(3600),
});

export type Config = {
  readonly env: 'development' | 'production' | 'test';
  readonly port: number;
  readonly host: string;
  readonly databaseUrl: string | undefined;
  /** A read replica for the public catalogue and search; none: the primary. */
  readonly databaseReadUrl: string | undefined;
  readonly dataDir: string;
  readonly appUrl: string;
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  /** Interviews' video rooms: the provider's template and the key their names are derived from. */
  readonly video: { readonly roomTemplate: string; readonly roomSecret: string };
  readonly logLevel: string;
  readonly session: { readonly idleMs: number; readonly absoluteMs: number };
  readonly jsonBodyLimit: string;
  readonly seedDemo: boolean;
  readonly seedDemoCards: boolean;
  readonly runWorkers: boolean;
  /** Serve the OpenAPI document and its viewer (`/api/openapi.json`, `/api/docs`). */
  readonly apiDocs: boolean;
  /** Express's `trust proxy`: false, a hop count, or the proxies' addresses and subnets. */
  readonly trustProxy: false | number | string;
  readonly captcha: CaptchaConfig;
  readonly esign: ESignConfig;
  /** Local `host:port` pairs upload by URL may reach: set only by tests. */
  readonly uploadUrlAllowHosts: readonly string[];
  /** Webhooks: local `host:port` pairs endpoints may reach (tests only), and the first retry's wait. */
  readonly webhooks: { readonly allowHosts: readonly string[]; readonly retryBaseSeconds: number };
  /**
   * Single sign-on: local provider `host:port` pairs (tests only), the DNS server of domain checks, and the key of
   * the sealed client secrets (null in production without SSO_SECRET_KEY: no connection can be saved then).
   */
  readonly sso: {
    readonly allowHosts: readonly string[];
    readonly dnsResolver: string | null;
    readonly secretKey: string | null;
  };
  /** `/metrics`: a bearer token that opens it, and the addresses that need none (loopback always). */
  readonly metrics: { readonly token: string | null; readonly allow: readonly string[] };
  /** The e-mail when nobody reads a conversation's message: after how long, and at most once in how long. */
  readonly conversationUnreadMail: { readonly afterSeconds: number; readonly gapSeconds: number };
};

/**
 * Signing of contracts (`adapters/esign`). The embedded provider needs nothing: the platform's seal certificate is
 * generated into the data directory on first start unless a PKCS#12 file is given. DocuSign needs all its keys.
 */
export type ESignConfig = {
  readonly provider: 'embedded' | 'docusign';
  /** The platform's seal; null: a self-signed certificate in `${dataDir}/esign/platform.p12`. */
  readonly certificate: { readonly p12Path: string; readonly password: string } | null;
  readonly docusign: DocuSignConfig | null;
};

export type DocuSignConfig = {
  readonly integrationKey: string;
  readonly userId: string;
  readonly accountId: string;
  readonly privateKeyPath: string;
  /** e.g. https://demo.docusign.net/restapi (developer account) or the account's production base URI */
  readonly basePath: string;
  /** e.g. account-d.docusign.com (developer) or account.docusign.com (production) */
  readonly oauthHost: string;
  /** The Connect HMAC key that signs the webhook's calls. */
  readonly hmacSecret: string;
};

/** What `ESIGN_PROVIDER=docusign` cannot start without, in every environment. */
const DOCUSIGN_REQUIRED = [
  'DOCUSIGN_INTEGRATION_KEY',
  'DOCUSIGN_USER_ID',
  'DOCUSIGN_ACCOUNT_ID',
  'DOCUSIGN_PRIVATE_KEY_PATH',
  'DOCUSIGN_HMAC_SECRET',
] as const;
/** Outside production these default to DocuSign's developer environment; production must name its own. */
const DOCUSIGN_ENDPOINTS = ['DOCUSIGN_BASE_PATH', 'DOCUSIGN_OAUTH_HOST'] as const;

/**
 * The captcha of sign-up, password reset and newsletter: altcha (proof of work, signed with our own key) or Google
 * reCAPTCHA. reCAPTCHA settings may be missing outside production: the web then says which one is missing.
 */
export type CaptchaConfig =
  | { readonly provider: 'altcha'; readonly hmacKey: string }
  | {
      readonly provider: 'recaptcha';
      readonly siteKey: string | null;
      readonly secret: string | null;
      readonly version: 'v2' | 'v3' | null;
    };

export class ConfigError extends Error {}

/**
 * A production start must not carry development conveniences: the demo accounts' password is published in the
 * README, and e-mail links must point at the real address, not at localhost.
 */
const ProductionEnvironment = Environment.superRefine((e, ctx) => {
  if (e.ESIGN_PROVIDER === 'docusign') {
    const missing = [...DOCUSIGN_REQUIRED, ...(e.NODE_ENV === 'production' ? DOCUSIGN_ENDPOINTS : [])].filter(
      (name) => !e[name],
    );
    for (const name of missing) {
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: `must be set when ESIGN_PROVIDER=docusign (missing: ${missing.join(', ')})`,
      });
    }
  }
  if (e.ESIGN_CERT_PASSWORD !== undefined && !e.ESIGN_CERT_P12_PATH) {
    ctx.addIssue({
      code: 'custom',
      path: ['ESIGN_CERT_P12_PATH'],
      message: 'must be set with ESIGN_CERT_PASSWORD: the password opens that PKCS#12 file',
    });
  }
  if (e.NODE_ENV !== 'production') return;
  if (!e.APP_URL)
    ctx.addIssue({ code: 'custom', path: ['APP_URL'], message: 'must be set in production: e-mail links point at it' });
  if (!e.VIDEO_ROOM_SECRET)
    ctx.addIssue({
      code: 'custom',
      path: ['VIDEO_ROOM_SECRET'],
      message: "must be set in production: the interviews' video rooms are derived from it",
    });
  if (e.SEED_DEMO === 'true')
    ctx.addIssue({
      code: 'custom',
      path: ['SEED_DEMO'],
      message: 'cannot be true in production: the demo accounts have a published password',
    });
  if (e.WEBHOOK_ALLOW_HOSTS)
    ctx.addIssue({
      code: 'custom',
      path: ['WEBHOOK_ALLOW_HOSTS'],
      message: 'cannot be set in production: it lets webhooks reach local addresses',
    });
  if (e.SSO_ALLOW_HOSTS)
    ctx.addIssue({
      code: 'custom',
      path: ['SSO_ALLOW_HOSTS'],
      message: "cannot be set in production: it lets companies' sign-in providers be local addresses over http",
    });
  if (e.UPLOAD_URL_ALLOW_HOSTS)
    ctx.addIssue({
      code: 'custom',
      path: ['UPLOAD_URL_ALLOW_HOSTS'],
      message: 'cannot be set in production: it lets upload by URL reach local addresses',
    });
  if (e.SEED_DEMO_CARDS === 'true')
    ctx.addIssue({
      code: 'custom',
      path: ['SEED_DEMO_CARDS'],
      message: 'cannot be true in production: demo cards belong to the demo agency',
    });
  if (e.CAPTCHA_PROVIDER === 'altcha' && !e.CAPTCHA_HMAC_KEY) {
    ctx.addIssue({
      code: 'custom',
      path: ['CAPTCHA_HMAC_KEY'],
      message: 'must be set in production: it signs the captcha challenges (openssl rand -base64 32)',
    });
  }
  if (e.CAPTCHA_PROVIDER === 'recaptcha') {
    for (const name of ['RECAPTCHA_SITE_KEY', 'RECAPTCHA_SECRET', 'RECAPTCHA_VERSION'] as const) {
      if (!e[name])
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: 'must be set in production when CAPTCHA_PROVIDER=recaptcha',
        });
    }
  }
});

export const readConfig = (source: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = ProductionEnvironment.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databaseReadUrl: e.DATABASE_READ_URL,
    dataDir: path.resolve(e.DATA_DIR),
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    video: {
      roomTemplate: e.VIDEO_ROOM_TEMPLATE,
      // Outside production a fixed key, so every process names the same rooms.
      roomSecret: e.VIDEO_ROOM_SECRET ?? 'development-video-room-secret',
    },
    logLevel: e.LOG_LEVEL,
    session: { idleMs: e.SESSION_IDLE_MINUTES * 60_000, absoluteMs: e.SESSION_MAX_MINUTES * 60_000 },
    jsonBodyLimit: e.JSON_BODY_LIMIT,
    // The demo is on by default everywhere but production, where it can never be on.
    seedDemo: (e.SEED_DEMO ?? (e.NODE_ENV === 'production' ? 'false' : 'true')) === 'true',
    seedDemoCards: (e.SEED_DEMO_CARDS ?? (e.NODE_ENV === 'production' ? 'false' : 'true')) === 'true',
    runWorkers: e.WORKERS === 'true',
    apiDocs: e.API_DOCS === 'true',
    trustProxy: e.TRUST_PROXY === 'false' ? false : /^\d+$/.test(e.TRUST_PROXY) ? Number(e.TRUST_PROXY) : e.TRUST_PROXY,
    captcha:
      e.CAPTCHA_PROVIDER === 'altcha'
        ? // Outside production a key made at start is enough: challenges only need to outlive one form.
          { provider: 'altcha', hmacKey: e.CAPTCHA_HMAC_KEY ?? randomBytes(32).toString('base64url') }
        : {
            provider: 'recaptcha',
            siteKey: e.RECAPTCHA_SITE_KEY ?? null,
            secret: e.RECAPTCHA_SECRET ?? null,
            version: e.RECAPTCHA_VERSION ?? null,
          },
    uploadUrlAllowHosts: e.UPLOAD_URL_ALLOW_HOSTS ? e.UPLOAD_URL_ALLOW_HOSTS.split(',') : [],
    webhooks: {
      allowHosts: e.WEBHOOK_ALLOW_HOSTS ? e.WEBHOOK_ALLOW_HOSTS.split(',') : [],
      retryBaseSeconds: e.WEBHOOK_RETRY_BASE_SECONDS,
    },
    sso: {
      allowHosts: e.SSO_ALLOW_HOSTS ? e.SSO_ALLOW_HOSTS.split(',') : [],
      dnsResolver: e.SSO_DNS_RESOLVER ?? null,
      secretKey:
        e.SSO_SECRET_KEY ?? (e.NODE_ENV === 'production' ? null : 'development-only-sso-secret-key-not-for-production'),
    },
    metrics: {
      token: e.METRICS_TOKEN ?? null,
      allow: e.METRICS_ALLOW ? e.METRICS_ALLOW.split(',').map((entry) => entry.trim()) : [],
    },
    conversationUnreadMail: {
      afterSeconds: e.CONVERSATION_UNREAD_MAIL_AFTER_SECONDS,
      gapSeconds: e.CONVERSATION_UNREAD_MAIL_GAP_SECONDS,
    },
    esign: {
      provider: e.ESIGN_PROVIDER,
      certificate: e.ESIGN_CERT_P12_PATH
        ? { p12Path: path.resolve(e.ESIGN_CERT_P12_PATH), password: e.ESIGN_CERT_PASSWORD ?? '' }
        : null,
      docusign:
        e.ESIGN_PROVIDER === 'docusign'
          ? {
              // The refinement above has made sure these are set.
              integrationKey: e.DOCUSIGN_INTEGRATION_KEY ?? '',
              userId: e.DOCUSIGN_USER_ID ?? '',
              accountId: e.DOCUSIGN_ACCOUNT_ID ?? '',
              privateKeyPath: path.resolve(e.DOCUSIGN_PRIVATE_KEY_PATH ?? ''),
              basePath: (e.DOCUSIGN_BASE_PATH ?? 'https://demo.docusign.net/restapi').replace(/\/$/, ''),
              oauthHost: e.DOCUSIGN_OAUTH_HOST ?? 'account-d.docusign.com',
              hmacSecret: e.DOCUSIGN_HMAC_SECRET ?? '',
            }
          : null,
    },
  };
};
