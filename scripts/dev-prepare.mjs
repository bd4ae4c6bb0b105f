// Before `npm run dev` starts the server: dependencies, the contract's build (the server imports
// it), and what the web app reads from app/generated/ (picture variants and the font subset;
// both skip work that is up to date).
import { ensureInstalled, run } from './lib.mjs';

ensureInstalled();
for (const [cmd, args] of [
  ['npx', ['tsc', '-b', 'packages/contract']],
  ['node', ['apps/web/scripts/images.mjs']],
  ['node', ['apps/web/scripts/fonts.mjs']],
]) {
  if (run(cmd, args) !== 0) process.exit(1);
}
