// @ts-check
/**
 * `npm run bench:ops`: what running the site costs the machine, part by part: backup and restore
 * (backup.mjs), the server's memory around phone photos (memory.mjs), many photos added at once
 * (upload.mjs). Each part measures its own baseline in the same run. `npm run bench:ops -- --only backup` runs one part and keeps the
 * others' latest figures. Writes bench/results/ops.json, ops.md and the README's section.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../../scripts/lib.mjs';
import { writeResultsMarkdown } from '../lib.mjs';
import { backupMarkdown, measureBackup } from './backup.mjs';
import { measureMemory, memoryMarkdown } from './memory.mjs';
import { measureUpload, uploadMarkdown } from './upload.mjs';

/** @type {{ name: string, measure: () => Promise<any>, markdown: (m: any) => string }[]} */
const PARTS = [
  { name: 'backup', measure: measureBackup, markdown: backupMarkdown },
  { name: 'memory', measure: () => measureMemory(), markdown: memoryMarkdown },
  { name: 'upload', measure: measureUpload, markdown: uploadMarkdown },
];

const at = process.argv.indexOf('--only');
const only = at > 0 ? process.argv[at + 1] : undefined;
const parts = PARTS.filter((p) => !only || p.name === only);
if (parts.length === 0) throw new Error(`--only takes one of: ${PARTS.map((p) => p.name).join(', ')}`);

// A part run alone keeps the others' latest figures.
const resultsFile = join(root, 'bench/results/ops.json');
/** @type {Record<string, unknown>} */
const figures = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : {};
for (const part of parts) {
  figures[part.name] = await part.measure();
  console.log(`${part.markdown(figures[part.name])}\n`);
}
writeFileSync(resultsFile, `${JSON.stringify(figures, null, 2)}\n`);
writeResultsMarkdown(
  'ops',
  PARTS.filter((p) => figures[p.name])
    .map((p) => p.markdown(figures[p.name]))
    .join('\n\n'),
);
