import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, makeTestApp, type TestApp } from '../helpers.js';

interface Operation {
  security?: Record<string, unknown>[];
  requestBody?: unknown;
  parameters?: { in: string }[];
  responses: Record<string, unknown>;
}
type Document = { paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let operations: [string, Operation][];

beforeAll(async () => {
  t = await makeTestApp();
  const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as Document;
  operations = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]): [string, Operation] => [`${method.toUpperCase()} ${path}`, op]));
});
afterAll(async () => t.close());

/** The routes whose documented answers break `rule`. */
const breaking = (rule: (op: Operation, route: string) => boolean) => operations.filter(([route, op]) => !rule(op, route)).map(([route]) => route);
const documents = (op: Operation, ...codes: string[]) => codes.every((code) => code in op.responses);
/** A token is required unless one of the route's security alternatives is the empty one (OpenAPI's "optional"). */
const needsToken = (op: Operation) => op.security !== undefined && !op.security.some((alternative) => Object.keys(alternative).length === 0);

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
