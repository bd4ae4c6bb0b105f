import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

/** The page a newcomer edits: its heading is changed on disk while the browser shows it. */
const PAGE = new URL('../../apps/web/app/routes/about.tsx', import.meta.url);
const original = readFileSync(PAGE, 'utf8');
const restore = () => writeFileSync(PAGE, original);
test.afterAll(restore);
process.once('SIGINT', restore);

test('npm run dev: the API and server rendering on one port, and an edited page changes in the open browser without a reload', async ({
  page,
  request,
}) => {
  // The API and the rendered page come from the same process and port.
  expect((await request.get('/api/offers')).status()).toBe(200);
  const html = await (await request.get('/about')).text();
  expect(html).toContain('Our story');

  // What the browser said, printed if the edit does not show: Vite's client logs each update it applies.
  const said: string[] = [];
  page.on('console', (m) => said.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => said.push(`page error: ${e.message}`));
  const connected = page.waitForEvent('console', (m) => m.text().includes('[vite] connected'));
  await page.goto('/about');
  await connected;
  const heading = page.getByRole('heading', { name: 'Our story' });
  // Hydrated: the route's module has run in the browser and registered for hot updates. An edit that
  // arrives before that is not applied to a module the page has not accepted yet.
  await heading.evaluate(
    (el) =>
      new Promise<void>((resolve) => {
        const check = () => (Object.keys(el).some((k) => k.startsWith('__reactFiber')) ? resolve() : setTimeout(check, 50));
        check();
      }),
  );
  // A full reload would lose this mark; hot module replacement keeps the page.
  await page.evaluate(() => ((window as unknown as { devMark: string }).devMark = 'kept'));

  const stamp = `Our story ${Date.now()}`;
  const edited = original.replace('              Our story\n', `              ${stamp}\n`);
  expect(edited).not.toBe(original);
  const start = Date.now();
  writeFileSync(PAGE, edited);
  // The aim is under a second; on a busy shared machine it is measured and printed, not asserted.
  await expect(page.getByRole('heading', { name: stamp }), `the browser said:\n${said.join('\n')}`)
    .toBeVisible({ timeout: 30_000 })
    .catch((err: unknown) => {
      console.log(`dev loop: no update after ${Date.now() - start} ms; the browser said:\n${said.join('\n')}`);
      throw err;
    });
  console.log(`dev loop: the edited heading showed in the browser ${Date.now() - start} ms after the file was written`);
  expect(await page.evaluate(() => (window as unknown as { devMark?: string }).devMark)).toBe('kept');
  // And a fresh request renders the edited page on the server.
  expect(await (await request.get('/about')).text()).toContain(stamp);
});
