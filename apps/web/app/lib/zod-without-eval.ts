// The pages' Content-Security-Policy refuses eval. Unless `jitless` is set, zod probes for eval with
// `new Function` when it builds its first object schema, and the browser reports a violation
// although zod catches the error. zod keeps its settings on globalThis.__zod_globalConfig (so that
// copies of it agree) and adopts an object already there: setting it here, without importing zod,
// keeps zod out of the first load. Imported first by root.tsx, so this runs before any route module
// builds a schema (e2e/tests/csp.spec.ts fails if a zod upgrade stops reading it). The server
// keeps zod's faster compiled parsers.
if (typeof document !== 'undefined') {
  const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  (scope.__zod_globalConfig ??= {}).jitless = true;
}
