import { describe, expect, it } from 'vitest';
import { loadApiConfig } from './config.js';

const production = { NODE_ENV: 'production', AUTH_SECRET: 'a-production-secret-that-is-long-enough-0123', ADMIN_EMAIL: 'admin@club.test' };

describe('ADMIN_PASSWORD', () => {
  it('refuses to start in production with an admin password that is easy to guess, naming the variable', () => {
    for (const password of ['password123', 'qwertyuiop', 'Thunder2024!']) {
      expect(() => loadApiConfig({ ...production, ADMIN_PASSWORD: password })).toThrow(/ADMIN_PASSWORD: is too easy to guess/);
    }
  });

  it('starts in production with a strong one, and outside production with a simple one', () => {
    expect(loadApiConfig({ ...production, ADMIN_PASSWORD: 'quiet-mango-lantern-42' }).ADMIN_PASSWORD).toBe('quiet-mango-lantern-42');
    expect(loadApiConfig({ NODE_ENV: 'development', ADMIN_EMAIL: 'admin@club.test', ADMIN_PASSWORD: 'password123' }).ADMIN_PASSWORD).toBe('password123');
  });
});

describe('DEMO_SLIP_LEDGER_URL', () => {
  it('refuses the demo bank in production (its test slips pay for nothing), and takes it elsewhere', () => {
    expect(() => loadApiConfig({ ...production, DEMO_SLIP_LEDGER_URL: 'http://127.0.0.1:9999' })).toThrow(/DEMO_SLIP_LEDGER_URL: is for the demo only/);
    expect(loadApiConfig({ NODE_ENV: 'development', DEMO_SLIP_LEDGER_URL: 'http://127.0.0.1:9999' }).DEMO_SLIP_LEDGER_URL).toBe('http://127.0.0.1:9999');
  });
});

describe('GOOGLE_OAUTH_URL, LINE_OAUTH_URL', () => {
  it('refuses another sign-in server in production (a fake signs anyone in as anyone), and takes it elsewhere', () => {
    for (const name of ['GOOGLE_OAUTH_URL', 'LINE_OAUTH_URL']) {
      expect(() => loadApiConfig({ ...production, [name]: 'http://127.0.0.1:8791/google' })).toThrow(new RegExp(`${name}: is for tests and demos only`));
      expect(loadApiConfig({ NODE_ENV: 'development', [name]: 'http://127.0.0.1:8791/google' })[name as 'GOOGLE_OAUTH_URL']).toBe('http://127.0.0.1:8791/google');
    }
  });
});
