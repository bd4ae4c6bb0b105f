/**
 * QUALITY-3: the W3C Nu HTML checker (vnu.jar, run with the machine's Java) finds no error in any page:
 * the server's HTML of every page of the sitemap, of the login page and of the 404 pages (an unknown path, an
 * unknown service and course), the same pages as the browser holds them after hydration, and every admin tab
 * (rendered in the browser only); with every kind of picture markup on them (everyKindOfPicture).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_TABS, openTab } from '../fixtures/admin';
import { everyKindOfPicture } from '../fixtures/alt-text';
import { ONCE } from '../fixtures/projects';

const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/** One message of `vnu --format json`; `type` is 'error', 'non-document-error' or 'info' (subType 'warning' for warnings). */
interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

/**
 * The page as the browser holds it. Less the toast library's stylesheet, which it inserts at run time:
 * the checker's CSS parser refuses its valid custom property `--scale: var(--toasts-before) * 0.05 + 1`
 * (decision 033); every other style element is checked.
 */
const hydratedHtml = (page: Page) =>
  page.evaluate(() => {
    const copy = document.documentElement.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('style').forEach((style) => {
      if (style.textContent?.startsWith('[data-sonner-toaster]')) style.remove();
    });
    return `<!DOCTYPE html>${copy.outerHTML}`;
  });

test(
  'the W3C Nu checker finds no error in any page, server-rendered or hydrated, public or admin',
  ONCE,
  async ({ page, request }, info) => {
    test.setTimeout(300_000);
    const dir = mkdtempSync(join(tmpdir(), 'firm-nu-'));
    const takeAway = await everyKindOfPicture(request);
    try {
      /** What each file holds, by file name. */
      const pages = new Map<string, string>();
      const save = (label: string, html: string) => {
        const name = `${pages.size}.html`;
        writeFileSync(join(dir, name), html);
        pages.set(name, label);
      };

      const sitemap = await (await request.get('/sitemap.xml')).text();
      const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
      expect(paths.length).toBeGreaterThanOrEqual(24);
      const notFound = ['/no-such-page', '/services/details/999', '/courses/details/999'];
      for (const path of [...paths, '/admin/login', '/admin/forgot-password', '/admin/reset-password', ...notFound]) {
        save(`${path} as the server sends it`, await (await request.get(path)).text());
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        save(`${path} after hydration`, await hydratedHtml(page));
      }
      for (const tab of ADMIN_TABS) {
        await openTab(page, request, tab);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        save(`/admin/dashboard?tab=${tab}`, await hydratedHtml(page));
      }

      // One Java start for every file: the checker takes a few seconds to start, milliseconds a page.
      const run = spawnSync(
        'java',
        ['-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', ...[...pages.keys()].map((name) => join(dir, name))],
        {
          encoding: 'utf8',
          maxBuffer: 64 * 1024 * 1024,
        },
      );
      if (run.error) throw new Error(`Java did not start (${run.error.message}); npm test installs Debian's default-jre-headless`);
      expect(run.status, run.stderr).toBe(0);
      const { messages } = JSON.parse(run.stderr) as { messages: NuMessage[] };
      const describe = (m: NuMessage) => {
        const file = m.url?.split('/').at(-1) ?? '';
        return `${pages.get(file) ?? file}, line ${m.lastLine ?? '?'}:${m.firstColumn ?? '?'}: ${m.message}${m.extract ? ` [${m.extract.trim()}]` : ''}`;
      };
      const warnings = messages.filter((m) => m.type === 'info').map(describe);
      if (warnings.length)
        await info.attach('warnings', {
          body: warnings.join('\n'),
          contentType: 'text/plain',
        });
      expect(messages.filter((m) => m.type !== 'info').map(describe)).toEqual([]);
    } finally {
      await takeAway(request);
      rmSync(dir, { recursive: true, force: true });
    }
  },
);
