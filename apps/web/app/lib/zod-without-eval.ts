import { config } from 'zod/v4/core';

// The pages' Content-Security-Policy refuses eval. Without `jitless` zod probes for it with
// `new Function` at its first parse, and the browser reports a violation although zod catches the
// error. Imported first by root.tsx, so this runs before any route module builds a schema; the
// server keeps zod's faster compiled parsers.
if (typeof document !== 'undefined') config({ jitless: true });
