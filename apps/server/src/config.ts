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
  trustProxy: boolean | string;
  corsOrigins: string[];
  /** Built web app (React Router `build/`); absent when only the API is served (API tests). */
  webBuildDir: string | undefined;
  /** Bound of the rendered-page cache in bytes (lib/page-cache.ts); 0 renders every request. */
  pageCacheBytes: number;
  logLevel: string;
  tokenTtlSeconds: number;
  /** scrypt cost; lowered only by the test suite to keep it fast. */
  scryptCost: number;
}

const env = (name: string): string | undefined => {
  const v = process.env[name];
  return v === undefined || v === '' ? undefined : v;
};

export function loadConfig(overrides: Partial<Config> = {}): Config {
  const port = Number(env('PORT') ?? 3000);
  const trust = env('TRUST_PROXY');
  return {
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
    trustProxy: trust === undefined ? false : trust === 'true' ? true : trust,
    corsOrigins: (env('CORS_ORIGINS') ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    webBuildDir: env('WEB_BUILD_DIR'),
    pageCacheBytes: Number(env('PAGE_CACHE_MB') ?? 32) * 1024 * 1024,
    logLevel: env('LOG_LEVEL') ?? 'info',
    tokenTtlSeconds: Number(env('TOKEN_TTL_SECONDS') ?? 12 * 3600),
    scryptCost: 2 ** 17,
    ...overrides,
  };
}
