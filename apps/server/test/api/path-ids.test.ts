/**
 * API-4: an id in a path that cannot exist (NUL, which PostgreSQL cannot even compare, or another
 * control character) is simply not found: 404 `{message}` on both databases, and nothing logged as
 * an error. The routes come from the OpenAPI document, so a new route with an id is checked too;
 * the public pages with an id in their path are read from the web build.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, makeTestApp, type TestApp } from '../helpers.js';
import { WEB_BUILD, needsWebBuild } from '../fixtures/web-build.js';

interface Parameter {
  in: string;
  name: string;
  schema?: { enum?: unknown[] };
}
type Document = { paths: Record<string, Record<string, { parameters?: Parameter[] }>> };

let t: TestApp;
let auth: Record<string, string>;
/** The log's lines as the server wrote them. */
const lines: { level: number; msg?: string }[] = [];

needsWebBuild();
beforeAll(async () => {
  t = await makeTestApp(
    { webBuildDir: WEB_BUILD, logLevel: 'info' },
    { write: (line) => lines.push(JSON.parse(line) as { level: number }) },
  );
  auth = { authorization: `Bearer ${await adminToken(t.app)}` };
});
afterAll(async () => t?.close());

/** Every documented operation with an id in its path (an enum, such as a picture slot, is not an id). */
async function idRoutes(): Promise<{ method: string; path: string }[]> {
  const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as Document;
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, op]) => op.parameters?.some((p) => p.in === 'path' && !p.schema?.enum))
      .map(([method]) => ({ method: method.toUpperCase(), path })),
  );
}

/** A body each write would accept but for its id: nothing of it is stored. */
const BODIES: Record<string, object> = { PUT: { title: 'Not stored', role: 'editor' }, PATCH: { read: true } };

const IMPOSSIBLE = ['%00', 'a%00b', '%01', '%1B', '%7F', '%C2%85'];

describe('an impossible id in the path is not found', () => {
  it('every documented route with an id answers 404 {message}, with a token and without an error in the log', async () => {
    const routes = await idRoutes();
    // The collections (4 x GET, PUT, DELETE), a download's file, the inbox (4) and media.
    expect(routes.length).toBeGreaterThanOrEqual(18);
    const errorsBefore = lines.filter((l) => l.level >= 50).length;
    const answers: string[] = [];
    for (const { method, path } of routes) {
      for (const id of IMPOSSIBLE) {
        const url = path.replace(/\{[^}]+\}/g, id);
        const body = BODIES[method];
        const res = await t.app.inject({ method: method as 'GET', url, headers: auth, ...(body ? { payload: body } : {}) });
        answers.push(`${method} ${url} ${res.statusCode} ${typeof res.json<{ message?: unknown }>().message}`);
      }
    }
    expect(answers.filter((a) => !a.endsWith(' 404 string'))).toEqual([]);
    expect(lines.filter((l) => l.level >= 50).slice(errorsBefore)).toEqual([]);
  });

  it.each(['/services/details', '/courses/details', '/download/file'])('%s with an impossible id is a page not found', async (page) => {
    const errorsBefore = lines.filter((l) => l.level >= 50).length;
    for (const id of IMPOSSIBLE) {
      const res = await t.app.inject({ url: `${page}/${id}` });
      expect(res.statusCode, `${page}/${id}`).toBe(404);
    }
    expect(lines.filter((l) => l.level >= 50).slice(errorsBefore)).toEqual([]);
  });
});
