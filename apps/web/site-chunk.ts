/**
 * Which modules go into the `site` chunk, the one every public page loads (vite.config.ts, decision 066).
 *
 * A module of the layout's folders belongs there when the public pages use it: the root or the public
 * layout imports it (through any chain of static imports), or two public routes do. What only the admin
 * imports, or one public page (the contact form's fields and react-hook-form, the download page's Gujarati
 * face), goes to that page's chunks instead. The bundler also brings each captured module's own imports
 * along, so one admin-only import of a shared component would otherwise put a library in every page.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** The module graph as the bundler's chunking step sees it (rolldown's ChunkingContext). */
interface Graph {
  getModuleInfo(id: string): { importers: readonly string[]; isEntry: boolean } | null;
}

const withoutQuery = (id: string) => id.split('?')[0] ?? id;
/** Entries of every public page: the root and the public layout (React Router's client route modules). */
const LAYOUT_ENTRY = /app[\\/](root|layouts[\\/]public)\.tsx$/;
/** One public page's route module; the admin's are `routes/admin-*`. */
const PUBLIC_ROUTE_ENTRY = /app[\\/]routes[\\/](?!admin-)[^\\/]+\.tsx$/;
const ICON_FILE = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([^\\/]+)\.mjs$/;
const ICON_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g;

/**
 * Every icon's file and its names (`Trash`, `TrashIcon`, `Trash2`, ...) from lucide-react's index: the
 * modules import icons by name from it, so the graph shows every icon imported by every module.
 */
function iconNamesByFile(iconFile: string): Map<string, Set<string>> {
  const index = join(dirname(iconFile), '..', 'lucide-react.mjs');
  const byFile = new Map<string, Set<string>>();
  for (const [, names, file] of readFileSync(index, 'utf8').matchAll(/export \{([^}]*)\} from '\.\/icons\/([^']+)\.mjs'/g)) {
    const set = byFile.get(file!) ?? new Set<string>();
    for (const part of names!.split(',')) set.add(part.trim().replace(/^default as /, ''));
    byFile.set(file!, set);
  }
  return byFile;
}

export function siteChunk() {
  /** The icon names each of the app's modules imports. */
  const iconsOf = new Map<string, Set<string>>();
  let iconNames: Map<string, Set<string>> | undefined;
  const use = new Map<string, { layout: boolean; routes: number }>();

  /** The app's modules that import the icon file's icon. */
  const iconImporters = (id: string, file: string) => {
    iconNames ??= iconNamesByFile(withoutQuery(id));
    const names = iconNames.get(file) ?? new Set<string>();
    return [...iconsOf].filter(([, used]) => [...used].some((name) => names.has(name))).map(([id]) => id);
  };

  /** Whether the root or public layout reach the module by static imports, and how many public routes do. */
  const publicUse = (id: string, graph: Graph) => {
    const known = use.get(id);
    if (known) return known;
    const icon = ICON_FILE.exec(id);
    const queue = icon ? iconImporters(id, icon[1]!) : [...(graph.getModuleInfo(id)?.importers ?? [])];
    const seen = new Set(queue);
    const found = { layout: false, routes: 0 };
    while (queue.length) {
      const next = queue.pop()!;
      const info = graph.getModuleInfo(next);
      if (!info) continue;
      if (info.isEntry) {
        if (LAYOUT_ENTRY.test(withoutQuery(next))) found.layout = true;
        else if (PUBLIC_ROUTE_ENTRY.test(withoutQuery(next))) found.routes++;
      }
      for (const importer of info.importers) {
        if (seen.has(importer)) continue;
        seen.add(importer);
        queue.push(importer);
      }
    }
    use.set(id, found);
    return found;
  };

  const plugin: Plugin = {
    name: 'site-chunk-icons',
    // The client's and the server's builds share this plugin: each has its own graph.
    buildStart() {
      use.clear();
    },
    transform(code, id) {
      if (id.includes('node_modules')) return;
      const names = [...code.matchAll(ICON_IMPORT)].flatMap(([, list]) =>
        list!.split(',').map((part) => part.trim().split(/\s+as\s+/)[0]!),
      );
      if (names.length) iconsOf.set(id, new Set(names.filter(Boolean)));
      else iconsOf.delete(id);
    },
  };

  /** The chunk's name for a module of the layout's folders, or none (the bundler places it by its importers). */
  const name = (id: string, graph: Graph) => {
    const { layout, routes } = publicUse(id, graph);
    return layout || routes >= 2 ? 'site' : null;
  };

  return { plugin, name };
}
