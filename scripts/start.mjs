// `npm start`: install, build when the sources are newer than the build, then serve through the
// supervisor (supervisor.mjs), which `npm run update` reloads without stopping the site.
import { ensureBuilt, ensureInstalled } from './lib.mjs';

ensureInstalled();
ensureBuilt();
await import('./supervisor.mjs');
