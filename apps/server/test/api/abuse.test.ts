/**
 * Hostile input and load (API-9, AUTH-7, AUTH-8): NUL and control characters, a login flood, a spoofed
 * X-Forwarded-For, slow request bodies, sessions that end with the password, the password rule.
 * Runs on SQLite and on PostgreSQL (TEST_DB).
 */
import { connect } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { API, LIMITS, MESSAGES, passwordGuessable } from '@firm/contract';
import { HASH_WAITING_PLACES, PASSWORD_HASHES_AT_ONCE, buildApp } from '../../src/app.js';
import { adminCommand } from '../../src/cli/admin.js';
import { LOGIN_LIMITS } from '../../src/auth/login-throttle.js';
import { hashPassword } from '../../src/auth/passwords.js';
import { TEST_ADMIN, adminToken, freshApp, makeTestApp, type TestApp } from '../helpers.js';
import { multipart, postContact, validContact } from './contact-helpers.js';

const t = freshApp();

const me = (app: TestApp['app'], token: string) => app.inject({ url: API.me, headers: { authorization: `Bearer ${token}` } });
const changePassword = (token: string, body: object, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: API.accountPassword, payload: body, headers: { authorization: `Bearer ${token}` }, remoteAddress });

describe('NUL and control characters: the same 4xx on both databases, never a 500', () => {
  it.each([
    ['GET', `${API.singleOffer}?offerId=a%00b`, 400, MESSAGES.offerNotFound],
    ['GET', `${API.singleSlider}?sliderId=%00`, 400, MESSAGES.sliderNotFound],
    ['GET', `${API.singleOffer}?offerId=a%01b`, 400, MESSAGES.offerNotFound],
  ])('%s %s answers %i', async (method, url, status, message) => {
    const res = await t.app.inject({ method: method as 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ message });
  });

  it('refuses them in the inbox and media ids, with a token', async () => {
    const token = await adminToken(t.app);
    for (const url of [`${API.messages}/a%00b`, `${API.messages}/a%00b/attachment`]) {
      const res = await t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: MESSAGES.messageNotFound });
    }
    const media = await t.app.inject({ url: '/media/a%00b.png' });
    expect(media.statusCode).toBe(404);
  });

  it.each(['name', 'message', 'email', 'mobile'] as const)(
    'refuses a contact message whose %s holds a NUL, and keeps nothing',
    async (field) => {
      const before = await t.app.ctx.db.selectFrom('messages').select('id').execute();
      const value = `${validContact[field].slice(0, 3)}\u0000${validContact[field].slice(3)}`;
      const res = await postContact(t.app, { ...validContact, [field]: value }, `10.13.1.${field.length}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        {
          name: MESSAGES.controlCharacters,
          message: MESSAGES.controlCharacters,
          email: MESSAGES.contactEmailInvalid,
          mobile: MESSAGES.mobileDigits,
        }[field],
      );
      expect(await t.app.ctx.db.selectFrom('messages').select('id').execute()).toHaveLength(before.length);
    },
  );

  it('keeps the line breaks and tabs a person types in a message', async () => {
    const res = await postContact(t.app, { ...validContact, message: 'First line\r\nSecond line\twith a tab' }, '10.13.2.1');
    expect(res.statusCode).toBe(201);
    const row = await t.app.ctx.db.selectFrom('messages').select('message').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    expect(row.message).toBe('First line\r\nSecond line\twith a tab');
  });

  it('refuses them in offer fields', async () => {
    const token = await adminToken(t.app);
    const form = await multipart({ title: 'Bad\u0000title', description: 'Fine', percentage: '10' });
    const res = await t.app.inject({
      method: 'POST',
      url: API.addOffer,
      ...form,
      headers: { ...form.headers, authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.controlCharacters });
  });
});

describe('one rule for text in every field (typed-text.ts): C1 controls and the line separators too', () => {
  const auth = async () => ({ authorization: `Bearer ${await adminToken(t.app)}` });
  const form = async (url: string, method: 'POST' | 'PUT', fields: Record<string, string>) => {
    const body = await multipart(fields);
    return t.app.inject({ method, url, ...body, headers: { ...body.headers, ...(await auth()) } });
  };
  const C1_AND_SEPARATORS = ['\u0085', '\u009b', '\u2028', '\u2029'];

  it.each(C1_AND_SEPARATORS.map((c) => [`U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`, c]))(
    'offers, sliders and contact refuse %s in titles, descriptions, names and messages, and keep nothing',
    async (_name, bad) => {
      const items = await t.app.ctx.db.selectFrom('content_items').select('id').execute();
      const messages = await t.app.ctx.db.selectFrom('messages').select('id').execute();
      for (const fields of [
        { title: `Bad${bad}title`, description: 'Fine', percentage: '10' },
        { title: 'Fine title', description: `Bad${bad}description`, percentage: '10' },
      ]) {
        const res = await form(API.addOffer, 'POST', fields);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ message: MESSAGES.controlCharacters });
      }
      const slider = await form(API.addSlider, 'POST', { title: `Bad${bad}title` });
      expect(slider.json()).toEqual({ message: MESSAGES.controlCharacters });
      for (const field of ['name', 'message'] as const) {
        const res = await postContact(
          t.app,
          { ...validContact, [field]: `${validContact[field].slice(0, 3)}${bad}${validContact[field].slice(3)}` },
          `10.13.4.${bad.charCodeAt(0) % 250}`,
        );
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ message: MESSAGES.controlCharacters });
      }
      expect(await t.app.ctx.db.selectFrom('content_items').select('id').execute()).toHaveLength(items.length);
      expect(await t.app.ctx.db.selectFrom('messages').select('id').execute()).toHaveLength(messages.length);
    },
  );

  it('a one-line field refuses a tab or a line break; a multi-line one keeps them', async () => {
    const headers = await auth();
    for (const title of ['Two\nlines', 'A\ttab']) {
      const res = await t.app.inject({ method: 'PUT', url: '/api/services/101', payload: { title }, headers });
      expect(res.statusCode, title).toBe(400);
      expect(res.json()).toEqual({ message: MESSAGES.controlCharacters });
    }
    const site = await t.app.inject({ method: 'PUT', url: '/api/site', payload: { name: 'Firm\tName' }, headers });
    expect(site.json()).toEqual({ message: MESSAGES.controlCharacters });

    const summary = 'First line\r\nSecond line\twith a tab';
    const paragraphs = '<p>A paragraph\nwith a line break</p>\n<p>And a second\twith a tab</p>';
    const res = await t.app.inject({ method: 'PUT', url: '/api/services/101', payload: { summary, paragraphs }, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().item).toMatchObject({ summary, paragraphs });
    const chat = await t.app.inject({
      method: 'PUT',
      url: '/api/site',
      payload: { chatText: 'Hello,\nI would like to know more.' },
      headers,
    });
    expect(chat.statusCode).toBe(200);
  });
});

describe('small answers', () => {
  it('a name over 100 characters says so', async () => {
    const res = await postContact(t.app, { ...validContact, name: 'A'.repeat(LIMITS.nameMax + 1) }, '10.13.3.1');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Name must be at most 100 characters' });
  });

  it('a multipart part declared JSON that is not JSON answers 400 {message}', async () => {
    const boundary = 'xyzBOUNDARY';
    const payload = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="name"',
      'Content-Type: application/json',
      '',
      '{not json',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const res = await t.app.inject({
      method: 'POST',
      url: API.contact,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      remoteAddress: '10.13.3.2',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'A form field declared as JSON is not valid JSON' });
  });

  it('an over-long path parameter answers 400 {message}', async () => {
    const token = await adminToken(t.app);
    const res = await t.app.inject({ url: `${API.messages}/${'x'.repeat(300)}`, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The address is too long' });
  });
});

describe('a login flood', () => {
  it('hashes one password at a time, lets a few addresses wait their turn, and tells the rest to retry', async () => {
    // The test holds the one turn while the flood arrives, so how many wait does not depend on how
    // fast this machine hashes or answers the limit checks that come before the queue.
    const release = await t.app.ctx.hashQueue.take('the test', false);
    expect(PASSWORD_HASHES_AT_ONCE).toBe(1);
    let answered = 0;
    const flood = Array.from({ length: 12 }, (_, i) =>
      t.app
        .inject({
          method: 'POST',
          url: API.login,
          payload: { email: `nobody${i}@example.com`, password: 'wrong password' },
          remoteAddress: `10.13.4.${i}`,
        })
        .then((r) => (answered++, r)),
    );
    const turnedAway = 12 - HASH_WAITING_PLACES;
    await vi.waitFor(() => expect(answered).toBe(turnedAway), { timeout: 10_000 });
    release?.();
    const answers = await Promise.all(flood);
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([...Array<number>(HASH_WAITING_PLACES).fill(401), ...Array<number>(turnedAway).fill(503)]);
    for (const busy of answers.filter((r) => r.statusCode === 503)) {
      expect(busy.headers['retry-after']).toBe('1');
      expect(busy.json()).toEqual({ status: false, message: MESSAGES.hashingBusy });
    }
    // Only those that were checked counted as failures (each its pair and its address).
    expect(await t.app.ctx.db.selectFrom('login_failures').select('id').execute()).toHaveLength(2 * HASH_WAITING_PLACES);
  });

  /**
   * 30 clients sending wrong logins back to back, each from a new address under `net` (`10.14`), as
   * a flood from many machines would; `started` resolves once it fills every waiting place.
   */
  function floodOfWrongLogins(net: string) {
    let stopped = false;
    let sent = 0;
    const codes: number[] = [];
    const clients = Array.from({ length: 30 }, async () => {
      while (!stopped) {
        const i = sent++;
        const res = await t.app.inject({
          method: 'POST',
          url: API.login,
          payload: { email: `flood${i}@example.com`, password: 'wrong password' },
          remoteAddress: `${net}.${i >> 8}.${i & 255}`,
        });
        codes.push(res.statusCode);
        // Through the event loop, as requests from the network come: refusals alone would starve it.
        await new Promise((r) => setImmediate(r));
      }
    });
    const started = (async () => {
      while (!codes.includes(503)) await new Promise((r) => setTimeout(r, 5));
    })();
    return { codes, started, stop: async () => ((stopped = true), await Promise.all(clients)) };
  }

  it("never takes the owner's turn: the owner's logins succeed while wrong logins from many other addresses flood in", async () => {
    const owner = '198.51.100.20';
    expect((await t.app.inject({ method: 'POST', url: API.login, payload: TEST_ADMIN, remoteAddress: owner })).statusCode).toBe(200);
    const flood = floodOfWrongLogins('10.14');
    try {
      await flood.started;
      const ownerCodes: number[] = [];
      for (let i = 0; i < 10; i++) {
        ownerCodes.push((await t.app.inject({ method: 'POST', url: API.login, payload: TEST_ADMIN, remoteAddress: owner })).statusCode);
      }
      expect(ownerCodes).toEqual(Array<number>(10).fill(200));
      // The flood was turned away meanwhile, so the owner did not just find a quiet moment.
      expect(flood.codes.filter((c) => c === 503).length).toBeGreaterThan(10);
    } finally {
      await flood.stop();
    }
  });

  it('lets the owner change the password during such a flood', async () => {
    const token = await adminToken(t.app);
    const flood = floodOfWrongLogins('10.15');
    try {
      await flood.started;
      const res = await changePassword(
        token,
        { currentPassword: TEST_ADMIN.password, newPassword: 'a brand new pass phrase' },
        '198.51.100.21',
      );
      expect(res.statusCode).toBe(200);
    } finally {
      await flood.stop();
    }
  });

  it('upgrades a hash made with older parameters at the next successful login, and it keeps working', async () => {
    const db = t.app.ctx.db;
    const older = await hashPassword(TEST_ADMIN.password, 2 ** 11);
    await db.updateTable('admins').set({ password_hash: older }).where('email', '=', TEST_ADMIN.email).execute();
    const token = await adminToken(t.app);
    const { password_hash } = await db
      .selectFrom('admins')
      .select('password_hash')
      .where('email', '=', TEST_ADMIN.email)
      .executeTakeFirstOrThrow();
    expect(password_hash.startsWith(`scrypt$${t.config.scryptCost}$8$5$`)).toBe(true);
    expect((await me(t.app, token)).statusCode).toBe(200);
    expect(await adminToken(t.app)).toBeTruthy();
  });
});

describe('behind a proxy trusted by address', () => {
  const proxied = freshApp({ trustProxy: '127.0.0.1' });

  // The proxy (127.0.0.1) appends the address it sees; whatever the client wrote comes before it.
  const viaProxy = (spoofed: string, client = '203.0.113.7') => ({
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': `${spoofed}, ${client}` },
  });

  it('a client cannot pass the login limit by writing its own X-Forwarded-For', async () => {
    const codes: number[] = [];
    for (let i = 0; i < LOGIN_LIMITS.perPair + 3; i++) {
      const { remoteAddress, headers } = viaProxy(`198.51.100.${i}`);
      const res = await proxied.app.inject({
        method: 'POST',
        url: API.login,
        payload: { email: TEST_ADMIN.email, password: 'wrong password' },
        remoteAddress,
        headers,
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([...Array<number>(LOGIN_LIMITS.perPair).fill(401), 429, 429, 429]);
    const failures = await proxied.app.ctx.db.selectFrom('login_failures').select('key').distinct().execute();
    expect(failures.map((f) => f.key).sort()).toEqual([`addr:203.0.113.7`, `pair:203.0.113.7|${TEST_ADMIN.email}`]);
  });

  it('a client cannot pass the contact limit that way either', async () => {
    const codes: number[] = [];
    for (let i = 0; i < LIMITS.contactMaxPerWindow + 2; i++) {
      const body = await multipart(validContact);
      const { remoteAddress, headers } = viaProxy(`198.51.100.${i}`, '203.0.113.8');
      const res = await proxied.app.inject({
        method: 'POST',
        url: API.contact,
        payload: body.payload,
        headers: { ...body.headers, ...headers },
        remoteAddress,
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([...Array<number>(LIMITS.contactMaxPerWindow).fill(201), 429, 429]);
  });

  it('a client that is not the proxy is known by its own socket, whatever header it sends', async () => {
    const res = await proxied.app.inject({
      method: 'POST',
      url: API.login,
      payload: TEST_ADMIN,
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '198.51.100.1' },
    });
    expect(res.statusCode).toBe(200);
    const account = await proxied.app.inject({ url: API.account, headers: { authorization: `Bearer ${res.json().token}` } });
    expect(account.json().logins[0].ip).toBe('203.0.113.9');
  });
});

describe('addresses as the limits count them (AUTH-8)', () => {
  const proxied = freshApp({ trustProxy: '127.0.0.1' });

  const fromClient = (client: string) => ({ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': client } });
  const loginFrom = (client: string, body: object) =>
    proxied.app.inject({ method: 'POST', url: API.login, payload: body, ...fromClient(client) });

  it('counts an IPv6 /64 as one address for the login limits, per e-mail and over many e-mails', async () => {
    const codes: number[] = [];
    for (let i = 1; i <= LOGIN_LIMITS.perPair + 1; i++)
      codes.push((await loginFrom(`2001:db8:1:2::${i.toString(16)}`, { email: TEST_ADMIN.email, password: 'wrong' })).statusCode);
    expect(codes).toEqual([...Array<number>(LOGIN_LIMITS.perPair).fill(401), 429]);
    for (let i = LOGIN_LIMITS.perPair; i < LOGIN_LIMITS.perAddress; i++) {
      expect((await loginFrom(`2001:db8:1:2:${i.toString(16)}::1`, { email: `user${i}@example.com`, password: 'wrong' })).statusCode).toBe(
        401,
      );
    }
    expect((await loginFrom('2001:db8:1:2:ffff:ffff:ffff:ffff', { email: 'another@example.com', password: 'wrong' })).statusCode).toBe(429);
    // The next /64 is another subscriber.
    expect((await loginFrom('2001:db8:1:3::1', TEST_ADMIN)).statusCode).toBe(200);
    const keys = await proxied.app.ctx.db.selectFrom('login_failures').select('key').distinct().where('key', 'like', 'addr:%').execute();
    expect(keys).toEqual([{ key: 'addr:2001:db8:1:2::/64' }]);
  });

  it('counts an IPv6 /64 as one address for the contact limit', async () => {
    const send = async (client: string) => {
      const body = await multipart(validContact);
      return (
        await proxied.app.inject({
          method: 'POST',
          url: API.contact,
          payload: body.payload,
          headers: { ...body.headers, 'x-forwarded-for': client },
          remoteAddress: '127.0.0.1',
        })
      ).statusCode;
    };
    const codes: number[] = [];
    for (let i = 1; i <= LIMITS.contactMaxPerWindow + 2; i++) codes.push(await send(`2001:db8:5:6:${i}::${i}`));
    expect(codes).toEqual([...Array<number>(LIMITS.contactMaxPerWindow).fill(201), 429, 429]);
    expect(await send('2001:db8:5:7::1')).toBe(201);
  });

  it('counts an IPv4 address written as IPv4-mapped IPv6 as that IPv4 address', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perPair; i++) await loginFrom('203.0.113.77', { email: TEST_ADMIN.email, password: 'wrong' });
    expect((await loginFrom('::ffff:203.0.113.77', TEST_ADMIN)).statusCode).toBe(429);
  });

  it("ignores a trusted proxy's entry that is not an IP address: the proxy stands for the client", async () => {
    for (const client of ['unknown', '203.0.113.7, unknown', '203.0.113.7:4711', '<script>']) {
      const res = await loginFrom(client, TEST_ADMIN);
      expect(res.statusCode, client).toBe(200);
      const account = await proxied.app.inject({ url: API.account, headers: { authorization: `Bearer ${res.json().token}` } });
      expect(account.json().logins[0].ip, client).toBe('127.0.0.1');
    }
  });
});

describe('TRUST_PROXY by hop count (AUTH-8)', () => {
  it("ignores the proxy's entry when it is not an IP address", async () => {
    const hops = await makeTestApp({ trustProxy: 1 });
    try {
      const res = await hops.app.inject({
        method: 'POST',
        url: API.login,
        payload: TEST_ADMIN,
        remoteAddress: '10.0.0.9',
        headers: { 'x-forwarded-for': '198.51.100.3, unknown' },
      });
      expect(res.statusCode).toBe(200);
      const account = await hops.app.inject({ url: API.account, headers: { authorization: `Bearer ${res.json().token}` } });
      expect(account.json().logins[0].ip).toBe('10.0.0.9');
    } finally {
      await hops.close();
    }
  });

  it('warns at start, in one log line, when the port can be reached without the proxy', async () => {
    for (const [host, warned] of [
      ['0.0.0.0', 1],
      ['127.0.0.1', 0],
    ] as const) {
      const lines: { level: number; msg: string }[] = [];
      const app = await makeTestApp({ trustProxy: 1, host, logLevel: 'warn' }, { write: (line) => lines.push(JSON.parse(line)) });
      await app.close();
      const warnings = lines.filter((l) => l.msg.startsWith('TRUST_PROXY=1'));
      expect(warnings, host).toHaveLength(warned);
      if (warned) expect(warnings[0]!.level).toBe(40);
    }
  });
});

describe('TRUST_PROXY=0.0.0.0/0,::/0, trusting every address', () => {
  it('starts, and the forwarded address is the one the login history keeps', async () => {
    const everyone = await makeTestApp({ trustProxy: '0.0.0.0/0,::/0' });
    try {
      for (const [remoteAddress, forwarded] of [
        ['198.51.100.9', '203.0.113.60'],
        ['2001:db8::9', '2001:db8:9::60'],
      ]) {
        const res = await everyone.app.inject({
          method: 'POST',
          url: API.login,
          payload: TEST_ADMIN,
          remoteAddress,
          headers: { 'x-forwarded-for': forwarded },
        });
        expect(res.statusCode).toBe(200);
        const account = await everyone.app.inject({ url: API.account, headers: { authorization: `Bearer ${res.json().token}` } });
        expect(account.json().logins[0].ip).toBe(forwarded);
      }
    } finally {
      await everyone.close();
    }
  });
});

describe('slow clients', () => {
  it('a body sent a byte at a time is cut off with 408 once the request timeout passes', async () => {
    const slow = await makeTestApp({ requestTimeoutMs: 1500 });
    try {
      await slow.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = slow.app.server.address() as { port: number };
      const started = Date.now();
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.write(`POST ${API.login} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{`);
      const drip = setInterval(() => socket.write(' '), 300);
      const closedAfter = await new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now() - started)));
      clearInterval(drip);
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(closedAfter).toBeGreaterThanOrEqual(1400);
      // Node checks its timeouts every second.
      expect(closedAfter).toBeLessThan(4000);
    } finally {
      await slow.close();
    }
  });
});

describe('sessions end with the password', () => {
  it('changing the password on the Account screen ends every other session, on every app server', async () => {
    const other = await adminToken(t.app);
    const current = await adminToken(t.app);
    // A second app server on the same database.
    const second = await buildApp(t.config);
    try {
      expect((await me(second, other)).statusCode).toBe(200);
      const res = await changePassword(current, { currentPassword: TEST_ADMIN.password, newPassword: 'a brand new pass phrase' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: MESSAGES.passwordChanged });
      for (const app of [t.app, second]) {
        expect((await me(app, other)).statusCode).toBe(401);
        // The session that changed it goes on.
        expect((await me(app, current)).statusCode).toBe(200);
      }
      const login = await t.app.inject({
        method: 'POST',
        url: API.login,
        payload: { email: TEST_ADMIN.email, password: 'a brand new pass phrase' },
      });
      expect(login.statusCode).toBe(200);
      expect((await t.app.inject({ method: 'POST', url: API.login, payload: TEST_ADMIN })).statusCode).toBe(401);
    } finally {
      await second.close();
    }
  });

  it('npm run admin -- reset-password ends every earlier session', async () => {
    const token = await adminToken(t.app);
    expect((await me(t.app, token)).statusCode).toBe(200);
    const out: string[] = [];
    const code = await adminCommand(['reset-password', '--email', TEST_ADMIN.email, '--password', TEST_ADMIN.password], t.config, {
      out: (s) => out.push(s),
      err: (s) => out.push(s),
    });
    expect(code).toBe(0);
    expect((await me(t.app, token)).statusCode).toBe(401);
    expect((await me(t.app, await adminToken(t.app))).statusCode).toBe(200);
  });
});

describe('the Account screen API', () => {
  it('shows when and from which address the latest logins happened, newest first', async () => {
    await t.app.inject({ method: 'POST', url: API.login, payload: TEST_ADMIN, remoteAddress: '10.13.5.1' });
    const res = await t.app.inject({ method: 'POST', url: API.login, payload: TEST_ADMIN, remoteAddress: '10.13.5.2' });
    const account = await t.app.inject({ url: API.account, headers: { authorization: `Bearer ${res.json().token}` } });
    expect(account.statusCode).toBe(200);
    const body = account.json();
    expect(body.email).toBe(TEST_ADMIN.email);
    expect(body.logins.slice(0, 2).map((l: { ip: string }) => l.ip)).toEqual(['10.13.5.2', '10.13.5.1']);
    expect(Date.now() - Date.parse(body.logins[0].at)).toBeLessThan(60_000);
    expect(body.logins.length).toBeLessThanOrEqual(10);
  });

  it('keeps only the latest ten logins', async () => {
    for (let i = 0; i < 12; i++) await adminToken(t.app);
    expect(await t.app.ctx.db.selectFrom('admin_logins').select('id').execute()).toHaveLength(10);
  });

  it.each([
    [{ currentPassword: TEST_ADMIN.password, newPassword: 'abc' }, 'The password must have at least 12 characters'],
    [{ currentPassword: TEST_ADMIN.password, newPassword: ' '.repeat(10) }, 'The password must not be only spaces'],
    [
      { currentPassword: TEST_ADMIN.password, newPassword: 'qwerty123456' },
      'This password is one of the most common passwords; choose another',
    ],
    // Guessable (the strength estimator): repetitions, keyboard runs, the e-mail, the site's name.
    [{ currentPassword: TEST_ADMIN.password, newPassword: 'aaaaaaaaaaaa' }, passwordGuessable('repeat')],
    [{ currentPassword: TEST_ADMIN.password, newPassword: 'adminadminadmin' }, passwordGuessable('pattern')],
    [{ currentPassword: TEST_ADMIN.password, newPassword: 'qwertyuiopas' }, passwordGuessable('common')],
    [{ currentPassword: TEST_ADMIN.password, newPassword: 'Welcome12345' }, passwordGuessable('common')],
    [{ currentPassword: TEST_ADMIN.password, newPassword: 'adminexample2024' }, passwordGuessable('personal')],
    [{ currentPassword: TEST_ADMIN.password, newPassword: 'ShreeCivilEngineering' }, passwordGuessable('personal')],
    [{ currentPassword: 'not the password', newPassword: 'a brand new pass phrase' }, 'The current password is not right'],
    [{ newPassword: 'a brand new pass phrase' }, MESSAGES.passwordRequired],
  ])('refuses %j: %s, and nothing changes', async (body, message) => {
    const token = await adminToken(t.app);
    const res = await changePassword(token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect((await me(t.app, token)).statusCode).toBe(200);
  });

  it('judges a new password against the site name as stored, after a rename too', async () => {
    const token = await adminToken(t.app);
    const headers = { authorization: `Bearer ${token}` };
    const renamed = await t.app.inject({ method: 'PUT', url: API.site, payload: { name: 'Mehta Structural Works' }, headers });
    expect(renamed.statusCode).toBe(200);
    const res = await changePassword(token, { currentPassword: TEST_ADMIN.password, newPassword: 'MehtaStructural99' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: passwordGuessable('personal') });
    expect((await me(t.app, token)).statusCode).toBe(200);
  });

  it('counts wrong current passwords like failed logins', async () => {
    const token = await adminToken(t.app);
    for (let i = 0; i < LOGIN_LIMITS.perPair; i++) {
      expect(
        (await changePassword(token, { currentPassword: 'wrong', newPassword: 'a brand new pass phrase' }, '10.13.6.1')).statusCode,
      ).toBe(400);
    }
    const blocked = await changePassword(
      token,
      { currentPassword: TEST_ADMIN.password, newPassword: 'a brand new pass phrase' },
      '10.13.6.1',
    );
    expect(blocked.statusCode).toBe(429);
    expect((await me(t.app, token)).statusCode).toBe(200);
  });

  it('needs a token', async () => {
    for (const [method, url] of [
      ['GET', API.account],
      ['POST', API.accountPassword],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode).toBe(401);
    }
  });
});
