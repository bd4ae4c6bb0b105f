/**
 * `npm run config:docs`: writes `.env.example` and the configuration table of docs/configuration.md from the
 * settings of config.ts, so the three never disagree (test/unit/config.test.ts checks them).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CONFIG_DOC, envExample, withConfigTable } from '../config.js';

const file = (name: string) => fileURLToPath(new URL(`../../../../${name}`, import.meta.url));

writeFileSync(file('.env.example'), envExample());
writeFileSync(file(CONFIG_DOC), withConfigTable(readFileSync(file(CONFIG_DOC), 'utf8')));
