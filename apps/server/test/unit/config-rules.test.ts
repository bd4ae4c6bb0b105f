import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { ConfigError, parseTrustProxy } from '../../src/lib/config-rules.js';
import { passwordProblem } from '../../src/lib/password-rule.js';

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

  it.each(['yes', '10.0.0.300', '10.0.0.0/33', '0', '11', '1.2.3.4,,'])('refuses %j', (value) => {
    expect(() => parseTrustProxy(value)).toThrow(ConfigError);
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
  });
});
