/**
 * Caddy and nginx started with the files of deploy/ in front of a production server, on free ports of 127.0.0.1, each in a
 * folder of its own (decision 088), and a client for them that trusts their certificate and calls from a loopback address
 * of its choice (127.0.0.2, 127.0.0.3…: Linux answers for all of 127.0.0.0/8), so that the visitor's address differs from
 * the proxy's (127.0.0.1).
 */
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../env';
import { whenReady } from '../production-server';
import type { Answer } from './observatory';

const DEPLOY = fileURLToPath(new URL('../../deploy/', import.meta.url));

export interface Proxy {
  /** http://127.0.0.1:PORT and https://127.0.0.1:PORT. */
  http: string;
  https: string;
  /** The certificate (PEM) that the https side's chain ends in. */
  ca: string;
  stop: () => Promise<void>;
}

export interface Call {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The client's own address, 127.0.0.1 unless said. */
  from?: string;
  ca?: string;
}

/** One request, no redirect followed. */
export function call(url: string, { method = 'GET', headers = {}, body, from, ca }: Call = {}): Promise<Answer> {
  const send = url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(url, { method, headers, localAddress: from, ca, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: { ...res.headersDistinct }, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * deploy/Caddyfile, imported whole by a Caddyfile of the test's global options: ports of its own, its own CA (`tls
 * internal`, the only one Caddy uses for an IP address), which it does not add to the machine's trust store, and no admin
 * endpoint. HOME and XDG_DATA_HOME in its folder, so its CA and certificates live there.
 */
export async function startCaddy(upstreamPort: string): Promise<Proxy> {
  const folder = mkdtempSync(join(tmpdir(), 'firm-caddy-'));
  const [httpPort, httpsPort] = [freePort(), freePort()];
  const config = join(folder, 'Caddyfile');
  writeFileSync(
    config,
    `{\n\thttp_port ${httpPort}\n\tdefault_bind 127.0.0.1\n\tlocal_certs\n\tskip_install_trust\n\tadmin off\n}\nimport ${join(DEPLOY, 'Caddyfile')}\n`,
  );
  const child = spawn('caddy', ['run', '--config', config, '--adapter', 'caddyfile'], {
    cwd: folder,
    env: {
      PATH: process.env['PATH'] ?? '/usr/bin:/bin',
      HOME: folder,
      XDG_DATA_HOME: folder,
      XDG_CONFIG_HOME: folder,
      // With the port in the site's address (rather than https_port), Caddy's redirect from http:// names it.
      SITE_ADDRESS: `127.0.0.1:${httpsPort}`,
      UPSTREAM: `127.0.0.1:${upstreamPort}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const root = join(folder, 'caddy', 'pki', 'authorities', 'local', 'root.crt');
  const https = `https://127.0.0.1:${httpsPort}`;
  const ready = async () => {
    if (!existsSync(root)) throw new Error('no CA yet');
    const answer = await call(`${https}/readyz`, { ca: readFileSync(root, 'utf8') });
    if (answer.status !== 200) throw new Error(`readyz ${answer.status}`);
  };
  const stop = await whenReady('Caddy', child, folder, 30, ready);
  return { http: `http://127.0.0.1:${httpPort}`, https, ca: readFileSync(root, 'utf8'), stop };
}

/** `text` with `from` replaced by `to`, which must be there exactly once: a change to the file fails here, not later. */
function replaceOnce(text: string, from: string, to: string): string {
  const parts = text.split(from);
  if (parts.length !== 2) throw new Error(`deploy/nginx/firm-site.conf has "${from}" ${parts.length - 1} times, not once`);
  return parts.join(to);
}

const NGINX = '/usr/sbin/nginx';

/**
 * deploy/nginx/firm-site.conf with its ports, certificate and upstream replaced (its IPv6 listeners left out: a test
 * machine may have no IPv6), included by a main configuration that keeps nginx's files in its folder; checked with
 * `nginx -t`, then started. Its certificate: one for 127.0.0.1 signed by itself, made by openssl.
 */
export async function startNginx(upstreamPort: string): Promise<Proxy> {
  const folder = mkdtempSync(join(tmpdir(), 'firm-nginx-'));
  // nginx started as root runs its workers as nobody, who creates its temporary files in this folder.
  chmodSync(folder, 0o755);
  const [httpPort, httpsPort] = [freePort(), freePort()];
  const [cert, key] = [join(folder, 'cert.pem'), join(folder, 'key.pem')];
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2', '-subj', '/CN=127.0.0.1'].concat([
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ]),
    { stdio: 'ignore' },
  );
  let site = readFileSync(join(DEPLOY, 'nginx', 'firm-site.conf'), 'utf8');
  for (const [from, to] of [
    ['listen 80;', `listen 127.0.0.1:${httpPort};`],
    ['listen [::]:80;', ''],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`],
    ['listen [::]:443 ssl http2;', ''],
    ['/etc/letsencrypt/live/www.example.com/fullchain.pem', cert],
    ['/etc/letsencrypt/live/www.example.com/privkey.pem', key],
    ['proxy_pass http://127.0.0.1:3000;', `proxy_pass http://127.0.0.1:${upstreamPort};`],
  ]) {
    site = replaceOnce(site, from!, to!);
  }
  writeFileSync(join(folder, 'firm-site.conf'), site);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `${name}_temp_path ${join(folder, name)};`);
  const main = join(folder, 'nginx.conf');
  writeFileSync(
    main,
    [
      `pid ${join(folder, 'nginx.pid')};`,
      'worker_processes 1;',
      'events { worker_connections 64; }',
      `http { access_log off; ${temp.join(' ')} include ${join(folder, 'firm-site.conf')}; }`,
    ].join('\n'),
  );
  const args = ['-p', folder, '-e', join(folder, 'error.log'), '-c', main];
  execFileSync(NGINX, ['-t', '-q', ...args], { stdio: 'pipe' });
  const child = spawn(NGINX, [...args, '-g', 'daemon off;'], { cwd: folder, stdio: ['ignore', 'pipe', 'pipe'] });
  const ca = readFileSync(cert, 'utf8');
  const https = `https://127.0.0.1:${httpsPort}`;
  const ready = async () => {
    const answer = await call(`${https}/readyz`, { ca });
    if (answer.status !== 200) throw new Error(`readyz ${answer.status}`);
  };
  const stop = await whenReady('nginx', child, folder, 30, ready);
  return { http: `http://127.0.0.1:${httpPort}`, https, ca, stop };
}
