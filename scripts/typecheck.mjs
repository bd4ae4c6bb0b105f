// `npm run typecheck`: every part of the project through TypeScript 7 (decision 090), each after the one before even
// when it failed, so that one run lists all the errors (a chain of `&&` showed the first part's alone); exits non-zero
// when any part failed, naming them.
import { run } from './lib.mjs';

const tsc = 'node_modules/typescript-native/bin/tsc';
/** The contract and the server first: the others read their declarations. */
const node = process.execPath;
const parts = [
  ['the contract and the server', node, [tsc, '-b', 'packages/contract', 'apps/server']],
  ["the server's tests", node, [tsc, '-p', 'apps/server/test']],
  ["the contract's tests", node, [tsc, '-p', 'packages/contract/test']],
  ['the web app', 'npm', ['run', 'typecheck', '--silent', '-w', 'apps/web']],
  ['the browser tests', node, [tsc, '-p', 'e2e', '--noEmit']],
  ['the benchmarks', node, [tsc, '-p', 'bench', '--noEmit']],
];
const failed = parts.filter(([, cmd, args]) => run(cmd, args) !== 0);
if (failed.length) {
  console.error(`Typecheck failed in ${failed.map(([name]) => name).join(', ')}.`);
  process.exit(1);
}
