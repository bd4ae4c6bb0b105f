import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteChunk } from './site-chunk';

const app = '/repo/apps/web/app/';
const entry = (file: string) => `${app}${file}?__react-router-build-client-route`;
const icons = join(dirname(createRequire(import.meta.url).resolve('lucide-react')), '..', 'esm', 'icons');
const barrel = join(icons, '..', 'lucide-react.mjs');

/** A module, its static importers, whether it is an entry of the build. */
const graph: Record<string, { importers: string[]; isEntry?: boolean }> = {
  [entry('root.tsx')]: { importers: [], isEntry: true },
  [entry('layouts/public.tsx')]: { importers: [], isEntry: true },
  [entry('layouts/admin.tsx')]: { importers: [], isEntry: true },
  [entry('routes/home.tsx')]: { importers: [], isEntry: true },
  [entry('routes/about.tsx')]: { importers: [], isEntry: true },
  [entry('routes/contact.tsx')]: { importers: [], isEntry: true },
  [entry('routes/admin-dashboard.tsx')]: { importers: [], isEntry: true },
  [`${app}layouts/public.tsx`]: { importers: [entry('layouts/public.tsx')] },
  [`${app}routes/home.tsx`]: { importers: [entry('routes/home.tsx')] },
  [`${app}routes/about.tsx`]: { importers: [entry('routes/about.tsx')] },
  [`${app}routes/contact.tsx`]: { importers: [entry('routes/contact.tsx')] },
  [`${app}routes/admin-dashboard.tsx`]: { importers: [entry('routes/admin-dashboard.tsx')] },
  [`${app}components/layout/footer.tsx`]: { importers: [`${app}layouts/public.tsx`] },
  [`${app}lib/site.ts`]: { importers: [`${app}components/layout/footer.tsx`, `${app}routes/admin-dashboard.tsx`] },
  [`${app}components/ui/card.tsx`]: { importers: [`${app}routes/home.tsx`, `${app}routes/about.tsx`] },
  [`${app}components/contact/contact-form.tsx`]: { importers: [`${app}routes/contact.tsx`] },
  [`${app}components/ui/field.tsx`]: { importers: [`${app}components/contact/contact-form.tsx`, `${app}routes/admin-dashboard.tsx`] },
  [`${app}lib/api-client.ts`]: { importers: [`${app}routes/admin-dashboard.tsx`, entry('layouts/admin.tsx')] },
  [barrel]: { importers: [`${app}components/layout/footer.tsx`, `${app}routes/admin-dashboard.tsx`] },
  [join(icons, 'phone.mjs')]: { importers: [barrel] },
  [join(icons, 'circle-check.mjs')]: { importers: [barrel] },
  [join(icons, 'trash.mjs')]: { importers: [barrel] },
};
const context = { getModuleInfo: (id: string) => (graph[id] ? { isEntry: false, ...graph[id] } : null) };

function chunking() {
  const { plugin, name } = siteChunk();
  const transform = plugin.transform as (code: string, id: string) => void;
  transform('import { Phone, CheckCircle2 as Done } from "lucide-react";', `${app}components/layout/footer.tsx`);
  transform("import { Trash } from 'lucide-react';\nimport { clsx } from 'clsx';", `${app}routes/admin-dashboard.tsx`);
  return (id: string) => name(id, context);
}

describe('the site chunk (decision 066)', () => {
  it('takes what the root or the public layout imports, through any chain, also when the admin imports it too', () => {
    expect(chunking()(`${app}components/layout/footer.tsx`)).toBe('site');
    expect(chunking()(`${app}lib/site.ts`)).toBe('site');
  });

  it('takes what two public pages import', () => {
    expect(chunking()(`${app}components/ui/card.tsx`)).toBe('site');
  });

  it('leaves what one public page and the admin import, and what only the admin imports, to their chunks', () => {
    expect(chunking()(`${app}components/ui/field.tsx`)).toBeNull();
    expect(chunking()(`${app}lib/api-client.ts`)).toBeNull();
  });

  it('places an icon by the modules that import it by any of its names, not by the icons index every module imports', () => {
    const place = chunking();
    expect(place(join(icons, 'phone.mjs'))).toBe('site');
    expect(place(join(icons, 'circle-check.mjs'))).toBe('site');
    expect(place(join(icons, 'trash.mjs'))).toBeNull();
  });
});
