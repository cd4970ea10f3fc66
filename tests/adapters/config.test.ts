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

  describe('in production', () => {
    const production = { NODE_ENV: 'production', APP_URL: 'https://hire.example' };

    it('creates no demo accounts or cards unless told, and refuses to be told', () => {
      expect(readConfig(production)).toMatchObject({ seedDemo: false, seedDemoCards: false });
      expect(() => readConfig({ ...production, SEED_DEMO: 'true' })).toThrow(/SEED_DEMO: cannot be true in production/);
      expect(() => readConfig({ ...production, SEED_DEMO_CARDS: 'true' })).toThrow(/SEED_DEMO_CARDS: cannot be true in production/);
    });

    it('stops without APP_URL and names it', () => {
      expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(/APP_URL: must be set in production/);
    });

    it('keeps the demo on a development start with no settings, as the README promises', () => {
      expect(readConfig({})).toMatchObject({ seedDemo: true, seedDemoCards: true });
    });
  });
});
