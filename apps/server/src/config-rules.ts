import { isIP } from 'node:net';
import { reachableFromOutside } from './lib/client-address.js';
import { passwordProblem } from './auth/password-rule.js';
import { isPostgresUrl } from './db/index.js';

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

/** A whole address family as two halves: proxy-addr (Fastify's trustProxy) refuses a /0 prefix. */
const WHOLE_FAMILY: Record<number, string[]> = { 4: ['0.0.0.0/1', '128.0.0.0/1'], 6: ['::/1', '8000::/1'] };

/** TRUST_PROXY as Fastify's trustProxy option takes it: a hop count as a function (its types take no number), a /0 range as its halves. */
export function fastifyTrustProxy(trust: false | number | string): false | string | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust
    .split(',')
    .flatMap((entry) => {
      const [address = '', prefix] = entry.split('/');
      return prefix !== undefined && Number(prefix) === 0 ? WHOLE_FAMILY[isIP(address)]! : [entry];
    })
    .join(',');
}

/**
 * The start's warning when a hop count is trusted on an address clients can reach without the
 * proxy (AUTH-8): such a client writes the last X-Forwarded-For entry itself and so picks the
 * address the login and contact limits see.
 */
export function hopCountWarning(trust: false | number | string, host: string): string | undefined {
  if (typeof trust !== 'number' || !reachableFromOutside(host)) return undefined;
  return (
    `TRUST_PROXY=${trust} believes the last ${trust === 1 ? 'X-Forwarded-For entry' : `${trust} X-Forwarded-For entries`} of every request, and HOST=${host} ` +
    'lets clients reach this port without the proxy: they can pick the address the login and contact limits count. ' +
    "Listen on the proxy's side only (HOST=127.0.0.1 when the proxy runs on this machine) or set TRUST_PROXY to the proxy's address."
  );
}

/** The settings startWarnings reads (a part of config.ts's Config, which imports this file). */
interface WarnedSettings {
  trustProxy: false | number | string;
  host: string;
  production: boolean;
  publicUrlSet: boolean;
  publicUrl: string;
  databaseUrl: string;
  jwtSecret: string | undefined;
}

/** What a start logs as warnings: settings that work but leave the site open or misnamed (AUTH-8, OPS-7). */
export function startWarnings(config: WarnedSettings): string[] {
  const warnings = [hopCountWarning(config.trustProxy, config.host)];
  // Without PUBLIC_URL every public link would name this machine.
  if (config.production && !config.publicUrlSet) {
    warnings.push(
      `PUBLIC_URL is not set: canonical links, link previews, the sitemap and structured data say ${config.publicUrl}. Set PUBLIC_URL to the site's public address, e.g. PUBLIC_URL=https://www.example.com`,
    );
  }
  // Each app server would make a key file of its own, and refuse the tokens of the others (decision 084).
  if (config.production && !config.jwtSecret && isPostgresUrl(config.databaseUrl)) {
    warnings.push(
      'JWT_SECRET is not set: this server keeps its root secret in a key file of its own. Several app servers on one PostgreSQL database need the same: set JWT_SECRET to one long random string on every one.',
    );
  }
  return warnings.filter((w): w is string => w !== undefined);
}

/** ADMIN_PASSWORD follows the same rule as every other admin password, judged with ADMIN_EMAIL. */
export function checkAdminPassword(password: string | undefined, email?: string): void {
  const problem = password === undefined ? undefined : passwordProblem(password, { email });
  if (problem) throw new ConfigError(`ADMIN_PASSWORD: ${problem}.`);
}
