import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../adapters/config';

/** A bad setting stops start-up with a message naming the variable, before anything starts. */
describe('configuration', () => {
  it('starts with no settings at all, on port 3000 with an embedded database', () => {
    const config = readConfig({});
    expect(config).toMatchObject({ port: 3000, databaseUrl: undefined, appUrl: 'http://localhost:3000', env: 'development' });
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
  ])('refuses %s=%s and names it', (name, value) => {
    expect(() => readConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => readConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it('takes a real server and SMTP from the environment', () => {
    const config = readConfig({ DATABASE_URL: 'postgres://u:p@db:5432/app', SMTP_URL: 'smtp://u:p@mail:587', PORT: '8080', APP_URL: 'https://hire.example/' });
    expect(config).toMatchObject({ databaseUrl: 'postgres://u:p@db:5432/app', smtpUrl: 'smtp://u:p@mail:587', port: 8080, appUrl: 'https://hire.example' });
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
    expect(readConfig({ CAPTCHA_PROVIDER: 'recaptcha' }).captcha).toEqual({ provider: 'recaptcha', siteKey: null, secret: null, version: null });
  });

  describe('in production', () => {
    const production = { NODE_ENV: 'production', APP_URL: 'https://hire.example', CAPTCHA_HMAC_KEY: 'a-production-key-of-at-least-32-chars' };

    it('creates no demo accounts or cards unless told, and refuses to be told', () => {
      expect(readConfig(production)).toMatchObject({ seedDemo: false, seedDemoCards: false });
      expect(() => readConfig({ ...production, SEED_DEMO: 'true' })).toThrow(/SEED_DEMO: cannot be true in production/);
      expect(() => readConfig({ ...production, SEED_DEMO_CARDS: 'true' })).toThrow(/SEED_DEMO_CARDS: cannot be true in production/);
    });

    it('stops without APP_URL and names it', () => {
      expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(/APP_URL: must be set in production/);
    });

    it('stops without the key that signs captcha challenges, and names it', () => {
      const { CAPTCHA_HMAC_KEY: _, ...withoutKey } = production;
      expect(() => readConfig(withoutKey)).toThrow(/CAPTCHA_HMAC_KEY: must be set in production/);
      expect(readConfig(production).captcha).toEqual({ provider: 'altcha', hmacKey: 'a-production-key-of-at-least-32-chars' });
    });

    it('stops with reCAPTCHA chosen but its site key, secret or version missing, naming each', () => {
      const recaptcha = { NODE_ENV: 'production', APP_URL: 'https://hire.example', CAPTCHA_PROVIDER: 'recaptcha' };
      expect(() => readConfig(recaptcha)).toThrow(/RECAPTCHA_SITE_KEY: must be set[\s\S]*RECAPTCHA_SECRET: must be set[\s\S]*RECAPTCHA_VERSION: must be set/);
      expect(readConfig({ ...recaptcha, RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET: 'secret', RECAPTCHA_VERSION: 'v3' }).captcha).toEqual({ provider: 'recaptcha', siteKey: 'site', secret: 'secret', version: 'v3' });
    });

    it('keeps the demo on a development start with no settings, as the README promises', () => {
      expect(readConfig({})).toMatchObject({ seedDemo: true, seedDemoCards: true });
    });
  });
});
