import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { siteChunk } from './site-chunk.ts';

/** React, React DOM and React Router: what every page runs first. */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@react-router[\\/][^\\/]+|cookie|set-cookie-parser|turbo-stream)[\\/]/;
/**
 * Where the public pages' shared code lives: the layout's components, the site's facts and menu, the icons. The
 * `site` chunk takes only what the public pages use of it (site-chunk.ts): not the dialog, which the admin routes
 * import statically and the public pages only on demand.
 */
const SITE =
  /apps[\\/]web[\\/]app[\\/](components[\\/](ui|layout)[\\/]|components[\\/]picture|lib[\\/]|generated[\\/])|node_modules[\\/]lucide-react[\\/]/;

const site = siteChunk();

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), site.plugin],
  // The `~/` imports of tsconfig.json, also when Vite runs from another folder (npm run dev).
  resolve: { tsconfigPaths: true },
  // npm run dev: bundled with the rest at start. Found only on the first page load, they made Vite bundle again
  // and reload the page, which on a fresh clone took the first visit past a minute.
  optimizeDeps: { include: ['lucide-react', 'radix-ui', 'zod'] },
  build: {
    // A font stays a file of its own, fetched only by a page that uses it: the rupee sign's faces (under 1 KB) would
    // otherwise ride inside every page's stylesheet (scripts/fonts.mjs).
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    rolldownOptions: {
      output: {
        // Left to itself the bundler cut a page's first load into about 25 files, most under 1 KB. On a phone
        // over HTTP/1.1 (six connections) each costs a round trip: in two chunks the same bytes come in five
        // files, and Lighthouse's mobile score went from 91-94 to 96-98 (npm run bench:web).
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK, priority: 2 },
            // Only what pages import statically: code they load on demand (the drawer's panel) stays apart.
            { name: site.name, test: SITE, tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});
