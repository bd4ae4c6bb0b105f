/**
 * `npm run config:docs`: writes `.env.example` and the README's configuration table from the
 * settings of config.ts, so the three never disagree (test/unit/config.test.ts checks them).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { envExample, readmeWithConfigTable } from '../config.js';

const file = (name: string) => fileURLToPath(new URL(`../../../../${name}`, import.meta.url));

writeFileSync(file('.env.example'), envExample());
writeFileSync(file('README.md'), readmeWithConfigTable(readFileSync(file('README.md'), 'utf8')));
