import Fastify from 'fastify';
import { passwordGuessable } from '@firm/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { ConfigError, fastifyTrustProxy, hopCountWarning, parseTrustProxy } from '../../src/config-rules.js';
import { passwordProblem } from '../../src/auth/password-rule.js';

afterEach(() => vi.unstubAllEnvs());

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
  });

  it('takes the proxy in front by address, range or hop count', () => {
    expect(parseTrustProxy('127.0.0.1')).toBe('127.0.0.1');
    expect(parseTrustProxy(' 10.0.0.0/8, ::1 ,loopback')).toBe('10.0.0.0/8,::1,loopback');
    expect(parseTrustProxy('1')).toBe(1);
  });

  it('refuses `true`, which would believe any X-Forwarded-For, and says what to write instead', () => {
    vi.stubEnv('TRUST_PROXY', 'true');
    expect(() => loadConfig()).toThrow(ConfigError);
    expect(() => loadConfig()).toThrow(/TRUST_PROXY=127\.0\.0\.1.*TRUST_PROXY=1.*TRUST_PROXY=0\.0\.0\.0\/0,::\/0/);
    // Everything, when spelt out.
    expect(parseTrustProxy('0.0.0.0/0,::/0')).toBe('0.0.0.0/0,::/0');
  });

  // What a request's socket address (IPv4 and IPv6) makes of a forwarded address, with TRUST_PROXY=value.
  const seenAs = async (value: string) => {
    vi.stubEnv('TRUST_PROXY', value);
    const app = Fastify({ trustProxy: fastifyTrustProxy(loadConfig().trustProxy) });
    app.get('/', async (request) => request.ip);
    const from = async (remoteAddress: string) =>
      (await app.inject({ url: '/', remoteAddress, headers: { 'x-forwarded-for': '203.0.113.50' } })).body;
    const seen = { v4: await from('198.51.100.7'), v6: await from('2001:db8::7') };
    await app.close();
    return seen;
  };

  it.each([
    ['0.0.0.0/0,::/0', { v4: '203.0.113.50', v6: '203.0.113.50' }],
    ['::/0', { v4: '198.51.100.7', v6: '203.0.113.50' }],
    ['0.0.0.0/0', { v4: '203.0.113.50', v6: '2001:db8::7' }],
    ['10.0.0.0/8, 0.0.0.0/0', { v4: '203.0.113.50', v6: '2001:db8::7' }],
  ])('TRUST_PROXY=%s starts and trusts every address of its family', async (value, seen) => {
    expect(await seenAs(value)).toEqual(seen);
  });

  it.each(['yes', '10.0.0.300', '10.0.0.0/33', '0', '11', '1.2.3.4,,'])('refuses %j', (value) => {
    expect(() => parseTrustProxy(value)).toThrow(ConfigError);
  });
});

describe('the warning for hop-count trust (AUTH-8)', () => {
  it.each(['0.0.0.0', '::', '203.0.113.4', '2001:db8::4', 'web.example.com'])('warns once, saying what to do, when HOST=%s', (host) => {
    const warning = hopCountWarning(1, host);
    expect(warning).toContain(`TRUST_PROXY=1 believes the last X-Forwarded-For entry of every request, and HOST=${host}`);
    expect(warning).toContain(
      "Listen on the proxy's side only (HOST=127.0.0.1 when the proxy runs on this machine) or set TRUST_PROXY to the proxy's address.",
    );
    expect(warning).not.toContain('\n');
  });

  it.each([
    [1, '127.0.0.1'],
    [2, '::1'],
    [1, 'localhost'],
    [1, '10.0.0.5'],
    [1, '192.168.1.5'],
    [1, 'fd00::5'],
    ['127.0.0.1', '0.0.0.0'],
    [false, '0.0.0.0'],
  ] as const)('says nothing for TRUST_PROXY=%s on HOST=%s', (trust, host) => {
    expect(hopCountWarning(trust, host)).toBeUndefined();
  });
});

describe('the admin password rule', () => {
  it.each([
    ['abc', 'The password must have at least 12 characters'],
    [' '.repeat(10), 'The password must not be only spaces'],
    [' '.repeat(20), 'The password must not be only spaces'],
    ['1qaz2wsx3edc', 'This password is one of the most common passwords; choose another'],
    ['QWERTY123456', 'This password is one of the most common passwords; choose another'],
    ['a long pass\u0000phrase', 'Remove the invisible control characters from this text'],
  ])('refuses %j: %s', (password, message) => {
    expect(passwordProblem(password)).toBe(message);
  });

  it('accepts a long uncommon password, spaces inside included', () => {
    expect(passwordProblem('correct horse battery')).toBeUndefined();
    expect(passwordProblem('Test-Passw0rd!')).toBeUndefined();
  });

  it('refuses to start with a weak ADMIN_PASSWORD', () => {
    vi.stubEnv('ADMIN_PASSWORD', 'abc');
    expect(() => loadConfig()).toThrow('ADMIN_PASSWORD: The password must have at least 12 characters.');
    vi.stubEnv('ADMIN_PASSWORD', ' '.repeat(10));
    expect(() => loadConfig()).toThrow('ADMIN_PASSWORD: The password must not be only spaces.');
    vi.stubEnv('ADMIN_PASSWORD', 'Welcome12345');
    expect(() => loadConfig()).toThrow(`ADMIN_PASSWORD: ${passwordGuessable('common')}.`);
    // Judged with ADMIN_EMAIL, as a password set later is with the person's e-mail.
    vi.stubEnv('ADMIN_EMAIL', 'meera.shah@example.com');
    vi.stubEnv('ADMIN_PASSWORD', 'meerashah1990');
    expect(() => loadConfig()).toThrow(`ADMIN_PASSWORD: ${passwordGuessable('personal')}.`);
  });
});
