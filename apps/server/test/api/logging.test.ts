/** The log: one line per request with its id, and never a password or a token (app.ts). */
import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_ADMIN, freshApp } from '../helpers.js';
import { multipart } from './contact-helpers.js';

const lines: Record<string, unknown>[] = [];
const raw: string[] = [];
// Each test reads only the log of its own app: emptied before that app starts.
beforeEach(() => {
  lines.length = 0;
  raw.length = 0;
});
const t = freshApp(
  { logLevel: 'info' },
  {
    write(line: string) {
      raw.push(line);
      lines.push(JSON.parse(line) as Record<string, unknown>);
    },
  },
);

const linesOf = (reqId: string) => lines.filter((l) => l.reqId === reqId);

describe('request log', () => {
  it('writes one line per request, with the request id it was given, the method, path, status and time', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/offers', headers: { 'x-request-id': 'log-test-1' } });
    expect(res.statusCode).toBe(200);
    const mine = linesOf('log-test-1');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      method: 'GET',
      url: '/api/offers',
      statusCode: 200,
      ip: '127.0.0.1',
    });
    expect(typeof mine[0]!.responseTime).toBe('number');
  });

  it('gives a request without an id one of its own, unique', async () => {
    const before = lines.length;
    await t.app.inject({ method: 'GET', url: '/api/sliders' });
    await t.app.inject({ method: 'GET', url: '/api/sliders' });
    const ids = lines.slice(before).map((l) => l.reqId);
    expect(ids).toHaveLength(2);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('never writes a password or a token, on success or failure', async () => {
    const ok = await t.app.inject({ method: 'POST', url: '/api/login', payload: TEST_ADMIN });
    const { token } = ok.json<{ token: string }>();
    expect(token.length).toBeGreaterThan(20);
    await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: TEST_ADMIN.email, password: 'Wrong-Secret-123' } });
    await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });
    await t.app.inject({ method: 'GET', url: '/api/messages', headers: { authorization: 'Bearer forged.token.value' } });
    const all = raw.join('');
    expect(all).toContain('/api/login');
    for (const secret of [TEST_ADMIN.password, 'Wrong-Secret-123', token, 'forged.token.value']) expect(all).not.toContain(secret);
  });

  it('never writes what a visitor typed: a form sent with GET leaves only its path, a POST nothing of its body', async () => {
    const typed = {
      name: 'Zarina Quux',
      email: 'zarina.quux@example.com',
      mobile: '9123456789',
      message: 'Secret plans for the plot on Ring Road.',
    };
    const query = new URLSearchParams({ ...typed, subject: 'Business inquiry' }).toString();
    await t.app.inject({ method: 'GET', url: `/contact?${query}`, headers: { 'x-request-id': 'log-get-form' } });
    await t.app.inject({ method: 'GET', url: `/api/nowhere?${query}` });
    const { payload, headers } = await multipart({ ...typed, subject: 'Business inquiry' });
    await t.app.inject({ method: 'POST', url: '/api/contact', payload, headers });
    await t.app.inject({
      method: 'POST',
      url: `/api/contact?${query}`,
      payload: 'not multipart',
      headers: { 'content-type': 'text/plain' },
    });
    expect(linesOf('log-get-form')[0]).toMatchObject({ url: '/contact' });
    const all = decodeURIComponent(raw.join('').replace(/\+/g, ' '));
    expect(all).toContain('/api/contact');
    for (const value of Object.values(typed)) expect(all).not.toContain(value);
  });
});
