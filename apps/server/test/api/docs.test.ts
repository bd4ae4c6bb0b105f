import { createConfig, lintFromString } from '@redocly/openapi-core';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEMS_API_SLUGS } from '@firm/contract';
import { adminToken, makeTestApp, needsToken, type TestApp } from '../helpers.js';

interface Operation {
  operationId?: string;
  security?: Record<string, unknown>[];
  requestBody?: unknown;
  parameters?: { in: string }[];
  responses: Record<string, unknown>;
}
type Document = { servers?: { url: string }[]; paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let source: string;
let doc: Document;
let operations: [string, Operation][];

beforeAll(async () => {
  t = await makeTestApp();
  source = (await t.app.inject({ url: '/api/docs/json' })).body;
  doc = JSON.parse(source) as Document;
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]): [string, Operation] => [`${method.toUpperCase()} ${path}`, op]),
  );
});
afterAll(async () => t.close());

/** The routes whose documented answers break `rule`. */
const breaking = (rule: (op: Operation, route: string) => boolean) =>
  operations.filter(([route, op]) => !rule(op, route)).map(([route]) => route);
const documents = (op: Operation, ...codes: string[]) => codes.every((code) => code in op.responses);

// API-6: the reference at /api/docs shows every answer a route can give, not a bare 200.
describe('/api/docs documents every answer', () => {
  it('lists the API', () => {
    expect(operations.length).toBeGreaterThanOrEqual(30);
  });

  it('every route documents its success', () => {
    expect(breaking((op) => Object.keys(op.responses).some((code) => /^2\d\d$/.test(code)))).toEqual([]);
  });

  it('every add answers 201', () => {
    const adds = operations.filter(([route]) => /^POST \/api\/(add\w+|services|courses|gallery|downloads|contact)$/.test(route));
    expect(adds).toHaveLength(7);
    expect(adds.filter(([, op]) => !documents(op, '201')).map(([route]) => route)).toEqual([]);
  });

  it('every route that needs a token documents 401', () => {
    expect(breaking((op) => !needsToken(op) || documents(op, '401'))).toEqual([]);
    expect(operations.filter(([, op]) => needsToken(op)).length).toBeGreaterThanOrEqual(20);
  });

  it('every route that reads a body documents 400, 413 and 415 (API-4)', () => {
    expect(breaking((op) => !op.requestBody || documents(op, '400', '413', '415'))).toEqual([]);
  });

  it('every route that looks up an id documents 404 (API-4)', () => {
    expect(breaking((op, route) => !/\{id\}|single|update|delete|move/.test(route) || documents(op, '404'))).toEqual([]);
  });

  it('the login and the contact form document their limits (429) and a busy server (503)', () => {
    for (const route of ['POST /api/login', 'POST /api/account/password', 'POST /api/contact']) {
      const op = operations.find(([r]) => r === route)?.[1];
      expect(op && Object.keys(op.responses), route).toEqual(expect.arrayContaining(['429', '503']));
    }
  });
});

describe('every answer the API gives is documented', () => {
  /** Requests any client can send to a route: without a token, with one, with an empty or a text body, an id that does not exist. */
  const probes = (method: InjectOptions['method'], url: string, op: Operation, token: string): InjectOptions[] => {
    const auth = { authorization: `Bearer ${token}` };
    return [
      { method, url },
      { method, url, headers: auth },
      ...(op.requestBody
        ? [
            { method, url, headers: { ...auth, 'content-type': 'application/json' }, payload: '{}' },
            { method, url, headers: { ...auth, 'content-type': 'application/json' }, payload: '{"broken' },
            { method, url, headers: { ...auth, 'content-type': 'text/plain' }, payload: 'words' },
          ]
        : []),
    ];
  };

  it('no probe of any route answers a status its documentation leaves out (or a 500)', async () => {
    const token = await adminToken(t.app);
    const undocumented: string[] = [];
    for (const [route, op] of operations) {
      const [method, path] = route.split(' ') as [InjectOptions['method'], string];
      const url = path.replace('{id}', 'no-such-id');
      for (const probe of probes(method, url, op, token)) {
        const res = await t.app.inject(probe);
        if (!(String(res.statusCode) in op.responses)) undocumented.push(`${route} answered ${res.statusCode} ${res.body.slice(0, 80)}`);
      }
    }
    expect(undocumented).toEqual([]);
  });
});

// API-8: a client, generated or a person with "Try it out", can call every operation from the document alone.
describe('/api/docs is complete enough to call the API from', () => {
  /**
   * The warnings of Redocly's recommended rules that describe the API as it is: a public list has
   * no client error to document, the firm's site has no licence, and the tests' PUBLIC_URL is localhost.
   */
  const ACCEPTED_WARNINGS = [
    ...['/api/offers', '/api/sliders', ...ITEMS_API_SLUGS.map((slug) => `/api/${slug}`), '/api/site'].map(
      (path) => `operation-4xx-response #/paths/${path.replaceAll('/', '~1')}/get/responses`,
    ),
    // Whether a password reset can be mailed: asked by anyone, it has no client error either.
    'operation-4xx-response #/paths/~1api~1password~1forgot/get/responses',
    'info-license #/info',
    'no-server-example.com #/servers/0/url',
  ];

  it("Redocly's recommended rules find no error, and no warning but the accepted ones", async () => {
    const problems = await lintFromString({
      source,
      absoluteRef: 'openapi.json',
      config: await createConfig({ extends: ['recommended'] }),
    });
    const listed = problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`);
    expect(listed.filter((line) => line.startsWith('error'))).toEqual([]);
    const warnings = problems.map((p) => `${p.ruleId} ${p.location[0]?.pointer ?? ''}`);
    expect(warnings.filter((w) => !ACCEPTED_WARNINGS.includes(w))).toEqual([]);
  });

  it('names the server: PUBLIC_URL', () => {
    expect(doc.servers).toEqual([expect.objectContaining({ url: t.config.publicUrl })]);
  });

  it('every operation has its own operationId', () => {
    const ids = operations.map(([, op]) => op.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('every write but a delete documents the body it reads', () => {
    expect(breaking((op, route) => !/^(POST|PUT|PATCH) /.test(route) || op.requestBody !== undefined)).toEqual([]);
  });

  it('the bearer token is documented on exactly the operations that refuse a call without one', async () => {
    const wrong: string[] = [];
    for (const [route, op] of operations) {
      const [method, path] = route.split(' ') as [InjectOptions['method'], string];
      const res = await t.app.inject({ method, url: path.replace('{id}', 'no-such-id') });
      if ((res.statusCode === 401) !== needsToken(op))
        wrong.push(`${route}: ${needsToken(op) ? 'documents a token' : 'documents none'}, answered ${res.statusCode} without one`);
    }
    expect(wrong).toEqual([]);
  });
});
