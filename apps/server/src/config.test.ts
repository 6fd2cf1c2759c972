import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dataDir = '/tmp/galope-config-test';

describe('configuration', () => {
  it('has the defaults the README lists', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 5000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      demoData: true,
      secureCookies: false,
      simulator: { enabled: true, speed: 1, seed: undefined },
    });
    expect(config.uploadsDir).toBe(`${dataDir}/uploads`);
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('keeps the generated session secret across restarts', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(loadConfig({ DATA_DIR: dataDir }).sessionSecret);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      PORT: '6000',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://u@localhost:5432/db',
      SESSION_SECRET: 'x'.repeat(40),
      SUPERADMIN_USERNAME: 'jefa',
      SUPERADMIN_PASSWORD: 'clave-segura',
      DEMO_DATA: 'false',
      SIMULATOR: 'off',
      SIM_SEED: '42',
      SIM_SPEED: '60',
    });
    expect(config).toMatchObject({
      port: 6000,
      host: '127.0.0.1',
      databaseUrl: 'postgres://u@localhost:5432/db',
      superAdmin: { username: 'jefa', password: 'clave-segura' },
      demoData: false,
      simulator: { enabled: false, seed: 42, speed: 60 },
    });
  });

  it('waits RESULT_GRACE_HOURS (3 unless set) before a race or fixture with no result is result pending', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).resultGraceHours).toBe(3);
    expect(loadConfig({ DATA_DIR: dataDir, RESULT_GRACE_HOURS: '1.5' }).resultGraceHours).toBe(1.5);
    expect(() => loadConfig({ DATA_DIR: dataDir, RESULT_GRACE_HOURS: '0' })).toThrow(/RESULT_GRACE_HOURS/);
  });

  it('in production: no demo data, secure cookies, and a session secret is required', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
    const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40) });
    expect(config.demoData).toBe(false);
    expect(config.secureCookies).toBe(true);
    // No synthetic races taking real money unless an operator asks for them.
    expect(config.simulator.enabled).toBe(false);
    expect(
      loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40), SIMULATOR: 'on' })
        .simulator.enabled,
    ).toBe(true);
  });

  it('refuses to start and lists every problem at once', () => {
    try {
      loadConfig({ DATA_DIR: dataDir, PORT: 'abc', DATABASE_URL: 'mysql://x', SIM_SPEED: '-1' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(/PORT/);
      expect(problems).toMatch(/DATABASE_URL/);
      expect(problems).toMatch(/SIM_SPEED/);
    }
  });

  it('wants both super admin variables or neither', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, SUPERADMIN_USERNAME: 'jefa' })).toThrow(/SUPERADMIN/);
  });
});

describe('behind a proxy (TRUST_PROXY) and the API description (API_DOCS)', () => {
  it('trusts no proxy and serves /api/docs by default; production hides the docs', () => {
    expect(loadConfig({ DATA_DIR: dataDir })).toMatchObject({ trustProxy: false, apiDocs: true });
    const production = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40) });
    expect(production).toMatchObject({ trustProxy: false, apiDocs: false });
    expect(
      loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40), API_DOCS: 'on' }).apiDocs,
    ).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, API_DOCS: 'off' }).apiDocs).toBe(false);
  });

  it('reads a number of hops or a list of proxy addresses', () => {
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,loopback,::1' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      'loopback',
      '::1',
    ]);
  });

  it('refuses a TRUST_PROXY or API_DOCS it cannot read', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'nginx' })).toThrow(/TRUST_PROXY.*nginx/);
    expect(() => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '10.0.0.0/40' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ DATA_DIR: dataDir, API_DOCS: 'maybe' })).toThrow(/API_DOCS/);
  });
});

describe('data source configuration', () => {
  it('defaults to the public URLs without credentials, and reads each variable', () => {
    const defaults = loadConfig({ DATA_DIR: dataDir }).dataSources;
    expect(defaults.sportApi).toEqual({ baseUrl: 'https://v3.football.api-sports.io', key: undefined });
    const config = loadConfig({
      DATA_DIR: dataDir,
      SPORT_API_BASE_URL: 'http://127.0.0.1:9000/football',
      SPORT_API_KEY: 'k1',
      THE_RACING_API_USERNAME: 'u',
      THE_RACING_API_PASSWORD: 'p',
      ODDS_API_KEY: 'k2',
      RAPIDAPI_KEY: 'k3',
    }).dataSources;
    expect(config).toMatchObject({
      sportApi: { baseUrl: 'http://127.0.0.1:9000/football', key: 'k1' },
      theRacingApi: { username: 'u', password: 'p' },
      oddsApi: { key: 'k2' },
      usHorseRacing: { key: 'k3' },
      rapidApiHorseRacing: { key: 'k3' },
    });
  });
});
