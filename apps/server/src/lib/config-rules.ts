import { isIP } from 'node:net';
import { passwordProblem } from './password-rule.js';

/** A setting the server refuses to start with; its message says what to change. */
/** A setting the server refuses to start with; its message is the one line printed when the start stops. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** proxy-addr's names for address ranges, which Fastify's trustProxy accepts too. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isAddressOrRange = (entry: string): boolean => {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
};

/**
 * TRUST_PROXY: which proxy's X-Forwarded-For to believe. Unset or `false`: none (the socket's
 * address counts). A hop count (`1`: the one proxy in front) or the proxies' addresses or ranges
 * (`127.0.0.1`, `10.0.0.0/8,loopback`). `true` is refused: it believes any address a client
 * writes into the header, which lets one client pass the login and contact limits; trusting every
 * address must be spelt out (`0.0.0.0/0,::/0`).
 */
export function parseTrustProxy(value: string | undefined): false | number | string {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') {
    throw new ConfigError(
      'TRUST_PROXY=true would believe any X-Forwarded-For a client sends. Set the address of the proxy in front ' +
        '(e.g. TRUST_PROXY=127.0.0.1), or the number of proxies in front (TRUST_PROXY=1); to trust every address, say so: TRUST_PROXY=0.0.0.0/0,::/0',
    );
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops < 1 || hops > 10) throw new ConfigError(`TRUST_PROXY=${text}: a hop count must be between 1 and 10.`);
    return hops;
  }
  const entries = text.split(',').map((s) => s.trim());
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length > 0) throw new ConfigError(`TRUST_PROXY: not an address, a range or a hop count: ${bad.join(', ')}`);
  return entries.join(',');
}

/** ADMIN_PASSWORD follows the same rule as every other admin password. */
export function checkAdminPassword(password: string | undefined): void {
  const problem = password === undefined ? undefined : passwordProblem(password);
  if (problem) throw new ConfigError(`ADMIN_PASSWORD: ${problem}.`);
}
