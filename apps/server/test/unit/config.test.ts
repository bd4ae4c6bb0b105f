import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONFIG_DOC, envExample, loadConfig, withConfigTable } from '../../src/config.js';
import { ConfigError } from '../../src/config-rules.js';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const load = (env: Record<string, string>) => loadConfig({}, env);
const failure = (env: Record<string, string>) => {
  try {
    load(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('the configuration was accepted');
};

describe('configuration (OPS-5)', () => {
  it('has its defaults when nothing is set, and treats an empty value as unset', () => {
    const config = load({ PORT: '', LOG_LEVEL: '' });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      // In the project folder, whatever folder the test runs from.
      databaseUrl: join(root, 'data', 'site.db'),
      backupDir: join(root, 'data', 'backups'),
      tokenTtlSeconds: 43200,
      publicUrl: 'http://localhost:3000',
      mailFrom: { name: '', address: 'website@localhost' },
      timeZone: 'Asia/Kolkata',
      trustProxy: false,
      corsOrigins: [],
      logLevel: 'info',
    });
  });

  it('reads good values', () => {
    const config = load({
      PORT: '8080',
      TOKEN_TTL_SECONDS: '3600',
      PUBLIC_URL: 'https://www.example.com/',
      CORS_ORIGINS: 'https://a.example.com, https://b.example.com',
      TRUST_PROXY: '10.0.0.0/8',
      DATABASE_URL: 'postgres://site:secret@db.internal:5432/firm_site',
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      CONTACT_TO: 'office@example.com',
      MAIL_FROM: '"Patel & Sons, Office" <website@example.com>',
      TIME_ZONE: 'Europe/London',
    });
    expect(config).toMatchObject({
      mailFrom: { name: 'Patel & Sons, Office', address: 'website@example.com' },
      timeZone: 'Europe/London',
      port: 8080,
      tokenTtlSeconds: 3600,
      publicUrl: 'https://www.example.com',
      corsOrigins: ['https://a.example.com', 'https://b.example.com'],
      trustProxy: '10.0.0.0/8',
      databaseUrl: 'postgres://site:secret@db.internal:5432/firm_site',
    });
  });

  it('names the variable, its value and what is expected in one line', () => {
    expect(failure({ TOKEN_TTL_SECONDS: '12h' })).toBe(
      'TOKEN_TTL_SECONDS=12h is not valid: expected a whole number of seconds from 60 to 2592000 (30 days), e.g. 43200 for 12 h',
    );
    expect(failure({ PORT: 'eighty' })).toBe('PORT=eighty is not valid: expected a port number from 0 to 65535');
    expect(failure({ LOG_LEVEL: 'verbose' })).toBe(
      'LOG_LEVEL=verbose is not valid: expected one of fatal, error, warn, info, debug, trace, silent',
    );
    expect(failure({ PUBLIC_URL: 'www.example.com' })).toBe('PUBLIC_URL=www.example.com is not valid: expected an http:// or https:// URL');
    expect(failure({ CORS_ORIGINS: 'https://a.example.com,b.example.com' })).toMatch(
      /^CORS_ORIGINS=.* expected comma-separated http\(s\) origins$/,
    );
    expect(failure({ ADMIN_EMAIL: 'owner' })).toBe('ADMIN_EMAIL=owner is not valid: expected an e-mail address');
    for (const bad of ['website', 'a@example.com, b@example.com', 'Office <>', 'team: a@example.com;']) {
      expect(failure({ MAIL_FROM: bad })).toBe(
        `MAIL_FROM=${bad} is not valid: expected one e-mail address, optionally with a name: Office <website@example.com>`,
      );
    }
    expect(failure({ TIME_ZONE: 'Asia/Gujarat' })).toBe(
      'TIME_ZONE=Asia/Gujarat is not valid: expected a time zone name such as Asia/Kolkata or Europe/London',
    );
  });

  it('knows a production start without PUBLIC_URL (start-up.ts warns of it)', () => {
    expect(load({ NODE_ENV: 'production' })).toMatchObject({ production: true, publicUrlSet: false, publicUrl: 'http://localhost:3000' });
    expect(load({ NODE_ENV: 'production', PUBLIC_URL: 'https://www.example.com' })).toMatchObject({ production: true, publicUrlSet: true });
    expect(load({ NODE_ENV: 'development' })).toMatchObject({ production: false, publicUrlSet: false });
  });

  it('never prints a secret, not even a bad one', () => {
    const line = failure({ JWT_SECRET: 'hunter2' });
    expect(line).toBe('JWT_SECRET=<7 characters, not shown> is not valid: expected at least 32 characters');
    expect(failure({ SMTP_URL: 'http://user:pw@mail.example.com' })).not.toContain('pw@');
    expect(failure({ DATABASE_URL: 'postgres://site:s3cret@[bad' })).not.toContain('s3cret');
  });

  it('stops the real start with that one line and a failing exit code', () => {
    const run = spawnSync(process.execPath, ['apps/server/dist/main.js'], {
      cwd: root,
      env: { PATH: process.env['PATH'], TOKEN_TTL_SECONDS: '12h', DATABASE_URL: ':memory:' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(
      'Configuration: TOKEN_TTL_SECONDS=12h is not valid: expected a whole number of seconds from 60 to 2592000 (30 days), e.g. 43200 for 12 h\n',
    );
    expect(run.stdout).toBe('');
    // As long as the start it runs may take: loading the server's modules took 5 s on a loaded machine.
  }, 20_000);

  it('.env.example and the table of docs/configuration.md are what config.ts writes (npm run config:docs)', () => {
    expect(readFileSync(`${root}.env.example`, 'utf8')).toBe(envExample());
    const doc = readFileSync(`${root}${CONFIG_DOC}`, 'utf8');
    expect(withConfigTable(doc)).toBe(doc);
  });
});
