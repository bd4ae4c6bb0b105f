import { checkAdminPassword, parseTrustProxy } from './lib/config-rules.js';

/** Runtime configuration from the environment (and `.env`, read at start). See `.env.example`. */
export interface Config {
  port: number;
  host: string;
  /** A postgres:// URL, or a SQLite file path (default `data/site.db`; `:memory:` for tests). */
  databaseUrl: string;
  jwtSecret: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  smtpUrl: string | undefined;
  contactTo: string | undefined;
  mailFrom: string;
  publicUrl: string;
  /** See lib/config-rules.ts: false, a hop count, or the proxies' addresses. */
  trustProxy: false | number | string;
  corsOrigins: string[];
  /** Built web app (React Router `build/`); absent when only the API is served (API tests). */
  webBuildDir: string | undefined;
  logLevel: string;
  tokenTtlSeconds: number;
  /** scrypt cost; lowered only by the test suite to keep it fast. */
  scryptCost: number;
  /** Longest wait for a request's headers and body; a slower client gets 408 and its socket closed. */
  requestTimeoutMs: number;
}

const env = (name: string): string | undefined => {
  const v = process.env[name];
  return v === undefined || v === '' ? undefined : v;
};

export function loadConfig(overrides: Partial<Config> = {}): Config {
  const port = Number(env('PORT') ?? 3000);
  const config: Config = {
    port,
    host: env('HOST') ?? '0.0.0.0',
    databaseUrl: env('DATABASE_URL') ?? 'data/site.db',
    jwtSecret: env('JWT_SECRET'),
    adminEmail: env('ADMIN_EMAIL'),
    adminPassword: env('ADMIN_PASSWORD'),
    smtpUrl: env('SMTP_URL'),
    contactTo: env('CONTACT_TO'),
    mailFrom: env('MAIL_FROM') ?? 'website@localhost',
    publicUrl: (env('PUBLIC_URL') ?? `http://localhost:${port}`).replace(/\/$/, ''),
    trustProxy: parseTrustProxy(env('TRUST_PROXY')),
    corsOrigins: (env('CORS_ORIGINS') ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    webBuildDir: env('WEB_BUILD_DIR'),
    logLevel: env('LOG_LEVEL') ?? 'info',
    tokenTtlSeconds: Number(env('TOKEN_TTL_SECONDS') ?? 12 * 3600),
    scryptCost: 2 ** 14,
    // A 5 MB picture at 1.4 Mbit/s, a slow phone's upload.
    requestTimeoutMs: 30_000,
    ...overrides,
  };
  checkAdminPassword(config.adminPassword);
  return config;
}
