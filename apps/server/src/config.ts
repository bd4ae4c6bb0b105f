import { existsSync } from 'node:fs';
import { join } from 'node:path';
import addressparser from 'nodemailer/lib/addressparser';
import { z } from 'zod';
import { BACKUP_PASSPHRASE_MIN, DEFAULT_TRASH_DAYS } from '@firm/contract';
import { ConfigError, checkAdminPassword, parseTrustProxy } from './config-rules.js';
import { PROJECT_FOLDER } from './project-folder.js';

/**
 * Every setting the server reads from the environment (and `.env`, read at start), checked at once
 * so a bad value stops the start with one line instead of failing later on a request (OPS-5,
 * docs/decisions/013-configuration-validated-at-start.md). `.env.example` and the configuration
 * table of docs/configuration.md are written from SETTINGS (`npm run config:docs`, decision 036); a
 * unit test fails when they disagree.
 */

/** How a setting is shown to people: the row of docs/configuration.md and the `.env.example` line. */
export interface SettingDoc {
  /** What it holds when unset, in words. */
  default: string;
  /** What it does, for docs/configuration.md. */
  does: string;
  /** A value for `.env.example`; empty when there is no useful example. */
  example: string;
  /** What a valid value looks like: the end of the error line. */
  expected: string;
  /** Its value is never printed, not even in the error line. */
  secret?: boolean;
}

interface Setting<S extends z.ZodType> extends SettingDoc {
  schema: S;
}

const setting = <S extends z.ZodType>(schema: S, doc: SettingDoc): Setting<S> => ({ schema, ...doc });

const isPostgresUrl = (v: string) => /^postgres(ql)?:\/\//i.test(v);
const isUrl = (v: string, protocols: string[]) => URL.canParse(v) && protocols.includes(new URL(v).protocol);
const list = (v: string) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** A sender: its address, and its name when it has one of its own (else the mail takes the firm's, mail/mailer.ts). */
export interface Mailbox {
  name: string;
  address: string;
}
/** One mailbox, `address` or `Name <address>`; undefined for anything else (several, a group, no address). */
function mailbox(value: string): Mailbox | undefined {
  const parsed = addressparser(value);
  const [first] = parsed;
  if (parsed.length !== 1 || !first?.address || !/^[^\s@<>]+@[^\s@<>]+$/.test(first.address)) return undefined;
  return { name: first.name.trim(), address: first.address };
}
/** What Intl knows as a time zone (an IANA name such as Asia/Kolkata). */
function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * TRUST_PROXY and ADMIN_PASSWORD: their rules live in config-rules.ts (trusting exactly the
 * proxy in front; the password rule); here only their documentation.
 */
const PROXY_AND_ADMIN_PASSWORD = {
  ADMIN_PASSWORD: setting(z.string(), {
    default: 'generated, printed once',
    does: "the first admin's password, on an empty database only: at least 12 characters, not only spaces, not a common password, not easy to guess (from its repeats, keyboard runs, ADMIN_EMAIL or the firm's name)",
    example: '',
    expected: 'a password',
    secret: true,
  }),
  TRUST_PROXY: setting(z.string(), {
    default: '`false`',
    does: "behind a reverse proxy or load balancer: its address or range (`127.0.0.1`, `10.0.0.0/8`, several with commas), or the number of proxies in front (`1`), so the login and contact limits see the visitor's address. Only the `X-Forwarded-For` entry written by a trusted proxy counts; what a client writes itself is ignored. `true` is refused at start: it would believe any client's header; to trust every address, write `0.0.0.0/0,::/0`",
    example: '127.0.0.1',
    expected: "the proxy's address or range, a hop count from 1 to 10, or false",
  }),
};

export const SETTINGS = {
  PORT: setting(z.coerce.number().int().min(0).max(65535), {
    default: '`3000`',
    does: 'the port the server listens on (`0`: any free port)',
    example: '3000',
    expected: 'a port number from 0 to 65535',
  }),
  HOST: setting(z.string(), {
    default: '`0.0.0.0`',
    does: 'the address the server listens on',
    example: '0.0.0.0',
    expected: 'an address such as 0.0.0.0 or 127.0.0.1',
  }),
  DATABASE_URL: setting(
    z.string().refine((v) => !isPostgresUrl(v) || URL.canParse(v)),
    {
      default: '`data/site.db` in the project folder',
      does: 'a SQLite file, or `postgres://user:pass@host:5432/db`',
      example: 'data/site.db',
      expected: 'a SQLite file path or a postgres://user:pass@host:5432/db URL',
      secret: true,
    },
  ),
  JWT_SECRET: setting(z.string().min(32), {
    default: 'generated once, kept in `SECRET_KEY_FILE`',
    does: 'the root secret the keys of login tokens, preview links and two-step keys are derived from; the same on every app server; set it to rotate (everyone logs in again, two-step sign-in is set up again)',
    example: '',
    expected: 'at least 32 characters',
    secret: true,
  }),
  SECRET_KEY_FILE: setting(z.string().min(1), {
    default: 'beside a SQLite database (`data/site.key` for `data/site.db`), else `data/secret.key` in the project folder',
    does: 'where the root secret is kept without `JWT_SECRET`, made on the first start; backups never copy it, so keep it out of them too',
    example: '',
    expected: 'a file path',
  }),
  TOKEN_TTL_SECONDS: setting(
    z.coerce
      .number()
      .int()
      .min(60)
      .max(30 * 24 * 3600),
    {
      default: '`43200` (12 h)',
      does: 'how long an admin stays logged in, in seconds',
      example: '43200',
      expected: 'a whole number of seconds from 60 to 2592000 (30 days), e.g. 43200 for 12 h',
    },
  ),
  ADMIN_EMAIL: setting(z.email(), {
    default: '`admin@localhost.localdomain`',
    does: "the first admin's e-mail, on an empty database only",
    example: 'owner@example.com',
    expected: 'an e-mail address',
  }),
  ...PROXY_AND_ADMIN_PASSWORD,
  SMTP_URL: setting(
    z.string().refine((v) => isUrl(v, ['smtp:', 'smtps:'])),
    {
      default: 'unset: contact messages are only stored, and a forgotten password is reset on the server (`npm run admin`)',
      does: 'the mail server: the links to set a new password (Forgot password?); with `CONTACT_TO` set too, each contact message is also mailed to the owner',
      example: 'smtps://user:pass@mail.example.com:465',
      expected: 'an smtp:// or smtps:// URL',
      secret: true,
    },
  ),
  CONTACT_TO: setting(z.email(), {
    default: 'unset',
    does: 'who receives the contact messages by mail',
    example: 'office@example.com',
    expected: 'an e-mail address',
  }),
  MAIL_FROM: setting(
    z
      .string()
      .transform(mailbox)
      .refine((v) => v !== undefined),
    {
      default: '`website@localhost`',
      does: 'sender of those mails; without a name of its own (`Office <website@example.com>`) it is named after the firm, by the name in the site details',
      example: 'website@example.com',
      expected: 'one e-mail address, optionally with a name: Office <website@example.com>',
    },
  ),
  TIME_ZONE: setting(z.string().refine(isTimeZone), {
    default: '`Asia/Kolkata`',
    does: "the firm's time zone: the times in the contact mails are in it",
    example: 'Asia/Kolkata',
    expected: 'a time zone name such as Asia/Kolkata or Europe/London',
  }),
  PUBLIC_URL: setting(
    z
      .string()
      .refine((v) => isUrl(v, ['http:', 'https:']))
      .transform((v) => v.replace(/\/$/, '')),
    {
      default: '`http://localhost:$PORT`',
      does: "the site's public address: canonical links, sitemap, link previews, structured data; a production start without it logs a warning",
      example: 'https://www.example.com',
      expected: 'an http:// or https:// URL',
    },
  ),
  CORS_ORIGINS: setting(
    z
      .string()
      .transform(list)
      .refine((origins) => origins.every((o) => isUrl(o, ['http:', 'https:']))),
    {
      default: 'closed',
      does: 'comma-separated origins allowed to call the API from another site',
      example: 'https://app.example.com',
      expected: 'comma-separated http(s) origins',
    },
  ),
  LOG_LEVEL: setting(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), {
    default: '`info`',
    does: '`warn` or `error` for quieter logs; passwords and tokens are never logged',
    example: 'info',
    expected: 'one of fatal, error, warn, info, debug, trace, silent',
  }),
  WEB_BUILD_DIR: setting(z.string(), {
    default: '`apps/web/build` when built',
    does: 'the built web app to serve; without one only the API is served',
    example: '',
    expected: 'a folder path',
  }),
  PAGE_CACHE_MB: setting(z.coerce.number().min(0).max(4096), {
    default: '`32`',
    does: 'memory for rendered public pages, in MB (least recently used leave first); `0` renders every request',
    example: '32',
    expected: 'a number of megabytes from 0 to 4096',
  }),
  TRASH_DAYS: setting(z.coerce.number().int().min(1).max(3650), {
    default: '`30`',
    does: "days a deleted item, offer, slider or message stays in the admin's Trash before it is deleted for good",
    example: '30',
    expected: 'a whole number of days from 1 to 3650',
  }),
  BACKUP_TIME: setting(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/), {
    default: '`03:00`',
    does: "when the daily backup is made, in the firm's time zone (`TIME_ZONE`)",
    example: '03:00',
    expected: 'a time of day as HH:MM, e.g. 03:00',
  }),
  BACKUP_DIR: setting(z.string().min(1), {
    default: '`data/backups` in the project folder',
    does: 'the folder the daily backups are written to; keep a copy of it on another machine or disk',
    example: 'data/backups',
    expected: 'a folder path',
  }),
  BACKUP_KEEP: setting(z.coerce.number().int().min(1).max(3650), {
    default: '`14`',
    does: 'how many daily backups are kept in `BACKUP_DIR` (the oldest leave first)',
    example: '14',
    expected: 'a whole number from 1 to 3650',
  }),
  BACKUP_PASSPHRASE: setting(z.string().min(BACKUP_PASSPHRASE_MIN), {
    default: 'unset: backups are written plain',
    does: 'seals the daily backups and `npm run backup` with this passphrase (AES-256-GCM, decision 085); `npm run restore` asks for it, or reads it here; lose it and those backups are lost',
    example: '',
    expected: `at least ${BACKUP_PASSPHRASE_MIN} characters`,
    secret: true,
  }),
  ALLOW_NEW_DATABASE: setting(z.enum(['1', 'true']), {
    default: 'unset',
    does: "`1` lets the server create a new, empty SQLite database where it would refuse to: when the project's own `data/site.db` already holds a site, or when the server is started from another folder than the project's",
    example: '',
    expected: '1 or true',
  }),
  NODE_ENV: setting(z.enum(['production', 'development', 'test']), {
    default: '`production` under `npm start`',
    does: 'keep `production` when you run `node apps/server/dist/main.js` yourself: React renders several times faster',
    example: 'production',
    expected: 'production, development or test',
  }),
} as const;

export type SettingName = keyof typeof SETTINGS;
type Parsed = { [K in SettingName]: z.output<(typeof SETTINGS)[K]['schema']> | undefined };

/** Runtime configuration, from the environment through SETTINGS. */
export interface Config {
  port: number;
  host: string;
  /** A postgres:// URL, or a SQLite file path (default `data/site.db` in the project folder). */
  databaseUrl: string;
  jwtSecret: string | undefined;
  /** SECRET_KEY_FILE: where the root secret is kept without JWT_SECRET (auth/keys.ts keyFileOf); undefined for its default. */
  secretKeyFile: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  smtpUrl: string | undefined;
  contactTo: string | undefined;
  mailFrom: Mailbox;
  /** The firm's time zone (IANA), for the times the owner reads in mail. */
  timeZone: string;
  publicUrl: string;
  /** PUBLIC_URL was set; without it `publicUrl` is this machine's own address. */
  publicUrlSet: boolean;
  /** NODE_ENV=production: the site is served to the public. */
  production: boolean;
  /** See config-rules.ts: false, a hop count, or the proxies' addresses. */
  trustProxy: false | number | string;
  corsOrigins: string[];
  /** Built web app (React Router `build/`); absent when only the API is served (API tests). */
  webBuildDir: string | undefined;
  /** Bound of the rendered-page cache in bytes (pages/page-cache.ts); 0 renders every request. */
  pageCacheBytes: number;
  /** Days in the trash before an entry is deleted for good (trash/trash-store.ts). */
  trashDays: number;
  /** The daily backup's time of day (HH:MM) in `timeZone`, its folder and how many are kept (backup/). */
  backupTime: string;
  backupDir: string;
  backupKeep: number;
  /** BACKUP_PASSPHRASE: the passphrase backups are sealed with; undefined: written plain. */
  backupPassphrase: string | undefined;
  /** ALLOW_NEW_DATABASE: create a new SQLite database even where start-up would refuse to. */
  allowNewDatabase: boolean;
  logLevel: string;
  tokenTtlSeconds: number;
  /** scrypt cost; lowered only by the test suite to keep it fast (docs/decisions/superseded/005-scrypt-parameters.md). */
  scryptCost: number;
  /** Longest wait for a request's headers and body; a slower client gets 408 and its socket closed. */
  requestTimeoutMs: number;
}

function parse(env: NodeJS.ProcessEnv): Parsed {
  const parsed: Record<string, unknown> = {};
  for (const [name, s] of Object.entries(SETTINGS) as [SettingName, Setting<z.ZodType>][]) {
    const raw = env[name];
    // An empty value means unset, as a commented-out line of .env.example does.
    if (raw === undefined || raw === '') continue;
    const result = s.schema.safeParse(raw);
    if (!result.success) {
      const shown = s.secret ? `<${raw.length} characters, not shown>` : raw;
      throw new ConfigError(`${name}=${shown} is not valid: expected ${s.expected}`);
    }
    parsed[name] = result.data;
  }
  return parsed as Parsed;
}

export function loadConfig(overrides: Partial<Config> = {}, env: NodeJS.ProcessEnv = process.env): Config {
  const s = parse(env);
  const port = s.PORT ?? 3000;
  const config: Config = {
    port,
    host: s.HOST ?? '0.0.0.0',
    databaseUrl: s.DATABASE_URL ?? join(PROJECT_FOLDER, 'data', 'site.db'),
    jwtSecret: s.JWT_SECRET,
    secretKeyFile: s.SECRET_KEY_FILE,
    adminEmail: s.ADMIN_EMAIL,
    adminPassword: s.ADMIN_PASSWORD,
    smtpUrl: s.SMTP_URL,
    contactTo: s.CONTACT_TO,
    mailFrom: s.MAIL_FROM ?? { name: '', address: 'website@localhost' },
    timeZone: s.TIME_ZONE ?? 'Asia/Kolkata',
    publicUrl: s.PUBLIC_URL ?? `http://localhost:${port}`,
    publicUrlSet: s.PUBLIC_URL !== undefined,
    production: s.NODE_ENV === 'production',
    trustProxy: parseTrustProxy(s.TRUST_PROXY),
    corsOrigins: s.CORS_ORIGINS ?? [],
    webBuildDir: s.WEB_BUILD_DIR,
    pageCacheBytes: (s.PAGE_CACHE_MB ?? 32) * 1024 * 1024,
    trashDays: s.TRASH_DAYS ?? DEFAULT_TRASH_DAYS,
    backupTime: s.BACKUP_TIME ?? '03:00',
    backupDir: s.BACKUP_DIR ?? join(PROJECT_FOLDER, 'data', 'backups'),
    backupKeep: s.BACKUP_KEEP ?? 14,
    backupPassphrase: s.BACKUP_PASSPHRASE,
    allowNewDatabase: s.ALLOW_NEW_DATABASE !== undefined,
    logLevel: s.LOG_LEVEL ?? 'info',
    tokenTtlSeconds: s.TOKEN_TTL_SECONDS ?? 12 * 3600,
    scryptCost: 2 ** 14,
    // A 5 MB picture at 1.4 Mbit/s, a slow phone's upload.
    requestTimeoutMs: 30_000,
    ...overrides,
  };
  checkAdminPassword(config.adminPassword, config.adminEmail);
  return config;
}

/** `.env.example`, written from SETTINGS. */
export function envExample(): string {
  const head =
    '# Copy to .env and set what you need; every setting is optional.\n# Written from apps/server/src/config.ts by `npm run config:docs`.\n';
  const blocks = Object.entries(SETTINGS).map(
    ([name, s]) => `# ${name}: ${stripCode(s.does)}. Default: ${stripCode(s.default)}.\n# ${name}=${s.example}\n`,
  );
  return [head, ...blocks].join('\n');
}

/** The configuration table of docs/configuration.md, written from SETTINGS. */
export function configTable(): string {
  const rows = Object.entries(SETTINGS).map(([name, s]) => `| \`${name}\` | ${s.default} | ${s.does} |`);
  return ['| variable | default | what it does |', '|---|---|---|', ...rows].join('\n') + '\n';
}

const stripCode = (text: string) => text.replaceAll('`', '');

/**
 * The configuration a program starts with: `.env` (optional; real environment variables win over
 * it), then the environment. A bad value ends the process with one line on stderr.
 */
export function startupConfig(): Config {
  if (existsSync('.env')) process.loadEnvFile('.env');
  try {
    return loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    process.stderr.write(`Configuration: ${err.message}\n`);
    process.exit(1);
  }
}

const TABLE_START = '<!-- configuration table: written by npm run config:docs -->\n';
const TABLE_END = '<!-- end of configuration table -->';

/** The configuration document: `doc` with the text between its table markers replaced by configTable(). */
export const CONFIG_DOC = 'docs/configuration.md';
export function withConfigTable(doc: string): string {
  const start = doc.indexOf(TABLE_START);
  const end = doc.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`${CONFIG_DOC} lacks the markers "${TABLE_START.trim()}" and "${TABLE_END}"`);
  return doc.slice(0, start + TABLE_START.length) + configTable() + doc.slice(end);
}
