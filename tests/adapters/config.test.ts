import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../adapters/config';

/** A bad setting stops start-up with a message naming the variable, before anything starts. */
describe('configuration', () => {
  it('starts with no settings at all, on port 3000 with an embedded database', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      appUrl: 'http://localhost:3000',
      env: 'development',
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['SMTP_URL', 'mail.example.com'],
    ['SESSION_IDLE_MINUTES', '0'],
    ['NODE_ENV', 'staging'],
    ['APP_URL', 'not a url'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '*'],
    ['CAPTCHA_PROVIDER', 'hcaptcha'],
    ['CAPTCHA_HMAC_KEY', 'short'],
    ['RECAPTCHA_VERSION', 'v4'],
    ['ESIGN_PROVIDER', 'adobe'],
    ['DOCUSIGN_BASE_PATH', 'demo.docusign.net'],
    ['DOCUSIGN_OAUTH_HOST', 'https://account-d.docusign.com'],
    ['CONVERSATION_UNREAD_MAIL_AFTER_SECONDS', '0'],
    ['CONVERSATION_UNREAD_MAIL_GAP_SECONDS', 'an hour'],
  ])('refuses %s=%s and names it', (name, value) => {
    expect(() => readConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => readConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it("mails a conversation's unread messages after 15 minutes, at most hourly, unless told otherwise", () => {
    expect(readConfig({}).conversationUnreadMail).toEqual({ afterSeconds: 900, gapSeconds: 3600 });
    expect(
      readConfig({ CONVERSATION_UNREAD_MAIL_AFTER_SECONDS: '1', CONVERSATION_UNREAD_MAIL_GAP_SECONDS: '60' })
        .conversationUnreadMail,
    ).toEqual({ afterSeconds: 1, gapSeconds: 60 });
  });

  it('takes a real server and SMTP from the environment', () => {
    const config = readConfig({
      DATABASE_URL: 'postgres://u:p@db:5432/app',
      SMTP_URL: 'smtp://u:p@mail:587',
      PORT: '8080',
      APP_URL: 'https://hire.example/',
    });
    expect(config).toMatchObject({
      databaseUrl: 'postgres://u:p@db:5432/app',
      smtpUrl: 'smtp://u:p@mail:587',
      port: 8080,
      appUrl: 'https://hire.example',
    });
  });

  it('trusts no proxy by default, and then only as many hops or such addresses as it is told', () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(readConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.10' }).trustProxy).toBe('10.0.0.0/8, 192.168.1.10');
  });

  it('signs captcha challenges with a key made at start outside production, and lets reCAPTCHA settings be missing there', () => {
    const first = readConfig({}).captcha;
    expect(first).toMatchObject({ provider: 'altcha', hmacKey: expect.stringMatching(/^[\w-]{43}$/) });
    expect(readConfig({}).captcha).not.toEqual(first);
    expect(readConfig({ CAPTCHA_PROVIDER: 'recaptcha' }).captcha).toEqual({
      provider: 'recaptcha',
      siteKey: null,
      secret: null,
      version: null,
    });
  });

  describe('e-signature', () => {
    const docusignKeys = {
      ESIGN_PROVIDER: 'docusign',
      DOCUSIGN_INTEGRATION_KEY: 'a1b2c3d4-integration',
      DOCUSIGN_USER_ID: 'e5f6-user',
      DOCUSIGN_ACCOUNT_ID: '0a1b-account',
      DOCUSIGN_PRIVATE_KEY_PATH: '/etc/marketplace/docusign.pem',
      DOCUSIGN_HMAC_SECRET: 'connect-hmac-key',
    };

    it('signs in the browser with a certificate generated into the data directory when nothing is set', () => {
      expect(readConfig({}).esign).toEqual({ provider: 'embedded', certificate: null, docusign: null });
    });

    it('takes the seal certificate from a PKCS#12 file, and refuses a password without the file', () => {
      expect(
        readConfig({ ESIGN_CERT_P12_PATH: '/etc/marketplace/seal.p12', ESIGN_CERT_PASSWORD: 'p' }).esign.certificate,
      ).toEqual({ p12Path: '/etc/marketplace/seal.p12', password: 'p' });
      expect(() => readConfig({ ESIGN_CERT_PASSWORD: 'p' })).toThrow(
        /ESIGN_CERT_P12_PATH: must be set with ESIGN_CERT_PASSWORD/,
      );
    });

    it('refuses to start DocuSign without its keys, naming every missing one', () => {
      expect(() => readConfig({ ESIGN_PROVIDER: 'docusign' })).toThrow(ConfigError);
      expect(() => readConfig({ ESIGN_PROVIDER: 'docusign' })).toThrow(
        /DOCUSIGN_INTEGRATION_KEY: must be set when ESIGN_PROVIDER=docusign \(missing: DOCUSIGN_INTEGRATION_KEY, DOCUSIGN_USER_ID, DOCUSIGN_ACCOUNT_ID, DOCUSIGN_PRIVATE_KEY_PATH, DOCUSIGN_HMAC_SECRET\)/,
      );
      const { DOCUSIGN_HMAC_SECRET: _, DOCUSIGN_USER_ID: __, ...twoMissing } = docusignKeys;
      const message = (() => {
        try {
          readConfig(twoMissing);
          return '';
        } catch (error) {
          return (error as Error).message;
        }
      })();
      expect(message).toMatch(/DOCUSIGN_USER_ID: .*missing: DOCUSIGN_USER_ID, DOCUSIGN_HMAC_SECRET/);
      expect(message).toMatch(/DOCUSIGN_HMAC_SECRET: /);
      expect(message).not.toMatch(/DOCUSIGN_INTEGRATION_KEY:|DOCUSIGN_ACCOUNT_ID:|DOCUSIGN_PRIVATE_KEY_PATH:/);
    });

    it("starts DocuSign with its keys, on DocuSign's developer environment unless told otherwise", () => {
      expect(readConfig(docusignKeys).esign).toEqual({
        provider: 'docusign',
        certificate: null,
        docusign: {
          integrationKey: 'a1b2c3d4-integration',
          userId: 'e5f6-user',
          accountId: '0a1b-account',
          privateKeyPath: '/etc/marketplace/docusign.pem',
          basePath: 'https://demo.docusign.net/restapi',
          oauthHost: 'account-d.docusign.com',
          hmacSecret: 'connect-hmac-key',
        },
      });
      // Keys lying around do nothing while the embedded signing is chosen.
      expect(readConfig({ ...docusignKeys, ESIGN_PROVIDER: 'embedded' }).esign.docusign).toBeNull();
    });

    it('in production, wants the DocuSign endpoints named as well', () => {
      const production = {
        NODE_ENV: 'production',
        APP_URL: 'https://hire.example',
        CAPTCHA_HMAC_KEY: 'a-production-key-of-at-least-32-chars',
        VIDEO_ROOM_SECRET: 'a-production-video-room-key',
        ...docusignKeys,
      };
      expect(() => readConfig(production)).toThrow(
        /DOCUSIGN_BASE_PATH: must be set[\s\S]*DOCUSIGN_OAUTH_HOST: must be set/,
      );
      const live = readConfig({
        ...production,
        DOCUSIGN_BASE_PATH: 'https://eu.docusign.net/restapi/',
        DOCUSIGN_OAUTH_HOST: 'account.docusign.com',
      });
      expect(live.esign.docusign).toMatchObject({
        basePath: 'https://eu.docusign.net/restapi',
        oauthHost: 'account.docusign.com',
      });
    });
  });

  describe('in production', () => {
    const production = {
      NODE_ENV: 'production',
      APP_URL: 'https://hire.example',
      CAPTCHA_HMAC_KEY: 'a-production-key-of-at-least-32-chars',
      VIDEO_ROOM_SECRET: 'a-production-video-room-key',
    };

    it("stops without the key the interviews' video rooms are named by, and names it", () => {
      const { VIDEO_ROOM_SECRET: _, ...withoutKey } = production;
      expect(() => readConfig(withoutKey)).toThrow(/VIDEO_ROOM_SECRET: must be set in production/);
      expect(readConfig(production).video).toEqual({
        roomTemplate: 'https://meet.jit.si/{room}',
        roomSecret: 'a-production-video-room-key',
      });
    });

    it('creates no demo accounts or cards unless told, and refuses to be told', () => {
      expect(readConfig(production)).toMatchObject({ seedDemo: false, seedDemoCards: false });
      expect(() => readConfig({ ...production, SEED_DEMO: 'true' })).toThrow(/SEED_DEMO: cannot be true in production/);
      expect(() => readConfig({ ...production, SEED_DEMO_CARDS: 'true' })).toThrow(
        /SEED_DEMO_CARDS: cannot be true in production/,
      );
    });

    it('stops without APP_URL and names it', () => {
      expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(/APP_URL: must be set in production/);
    });

    it('stops without the key that signs captcha challenges, and names it', () => {
      const { CAPTCHA_HMAC_KEY: _, ...withoutKey } = production;
      expect(() => readConfig(withoutKey)).toThrow(/CAPTCHA_HMAC_KEY: must be set in production/);
      expect(readConfig(production).captcha).toEqual({
        provider: 'altcha',
        hmacKey: 'a-production-key-of-at-least-32-chars',
      });
    });

    it('stops with reCAPTCHA chosen but its site key, secret or version missing, naming each', () => {
      const recaptcha = {
        NODE_ENV: 'production',
        APP_URL: 'https://hire.example',
        CAPTCHA_PROVIDER: 'recaptcha',
        VIDEO_ROOM_SECRET: 'a-production-video-room-key',
      };
      expect(() => readConfig(recaptcha)).toThrow(
        /RECAPTCHA_SITE_KEY: must be set[\s\S]*RECAPTCHA_SECRET: must be set[\s\S]*RECAPTCHA_VERSION: must be set/,
      );
      expect(
        readConfig({ ...recaptcha, RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET: 'secret', RECAPTCHA_VERSION: 'v3' })
          .captcha,
      ).toEqual({ provider: 'recaptcha', siteKey: 'site', secret: 'secret', version: 'v3' });
    });

    it('keeps the demo on a development start with no settings, as the README promises', () => {
      expect(readConfig({})).toMatchObject({ seedDemo: true, seedDemoCards: true });
    });
  });
});
