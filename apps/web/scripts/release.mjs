// Build step, last: moves the build just made (build/.staging, react-router.config.ts) into build/
// without disturbing a server that runs from it (docs/decisions/053-updates-without-downtime.md).
// Built in place, Vite would empty build/ first: the running server would answer 404 for the scripts
// and styles its pages name, and fail to load the server chunks it imports on first use. Here every
// file is renamed into place (each rename is atomic), the server entry last, so a server starting
// meanwhile finds all it names; and the files of the previous builds stay, so the running server,
// and pages already open in browsers, keep theirs. The files of the newest KEEP builds are kept
// (each build's list in build/.builds.json), older ones deleted. `node scripts/release.mjs [DIR]`
// releases DIR/.staging into DIR (default: this app's build/).
import { mkdir, readFile, readdir, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { walk } from './files.mjs';

/** This build and the two before it: a server is reloaded after each build (npm run update), so two are spare. */
const KEEP = 3;
const ENTRY = join('server', 'index.js');

const build = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'build'));
const staging = join(build, '.staging');
const listFile = join(build, '.builds.json');
const STAGING = relative(build, staging);

const filesOf = async (dir, skip = () => false) => {
  const found = [];
  for await (const file of walk(dir, skip)) found.push(relative(dir, file));
  return found;
};
const notStaging = (path) => path === staging;

const fresh = await filesOf(staging);
if (!fresh.includes(ENTRY)) {
  console.error(`release: ${staging} holds no build (no ${ENTRY}): run react-router build first.`);
  process.exit(1);
}
/** Newest first. A build made before this step existed has no list: what it left counts as one build. */
const builds = await readFile(listFile, 'utf8').then(JSON.parse, async () => [
  (await filesOf(build, notStaging).catch(() => [])).filter((f) => f !== STAGING),
]);

for (const file of [...fresh.filter((f) => f !== ENTRY), ENTRY]) {
  await mkdir(dirname(join(build, file)), { recursive: true });
  await rename(join(staging, file), join(build, file));
}
const kept = [fresh, ...builds].slice(0, KEEP);
await writeFile(`${listFile}.tmp`, JSON.stringify(kept));
await rename(`${listFile}.tmp`, listFile);

const keep = new Set([...kept.flat(), relative(build, listFile)]);
let deleted = 0;
for (const file of await filesOf(build, notStaging)) {
  if (keep.has(file)) continue;
  await rm(join(build, file));
  deleted++;
}
await rm(staging, { recursive: true, force: true });
/** Folders the deletions emptied go too. */
async function removeEmpty(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) await removeEmpty(join(dir, entry.name));
  }
  if (dir !== build && (await readdir(dir)).length === 0) await rmdir(dir);
}
await removeEmpty(build);
console.log(`release: ${fresh.length} files in place in ${build}; ${deleted} files of builds older than the last ${KEEP} deleted`);
