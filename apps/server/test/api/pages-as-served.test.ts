/**
 * The pages as the server sends them, before any script runs (ROUTE-4, CONTACT-6): what a visitor
 * without JavaScript, or one who submits before the script arrives, gets. A form sent with GET
 * would put what a person typed in an address (history, logs, the Referer of the next page).
 * Read from the web build, as path-ids.test.ts does: the HTML as sent needs no browser.
 */
import { describe, expect, it } from 'vitest';
import { freshApp } from '../helpers.js';
import { WEB_BUILD, needsWebBuild } from '../fixtures/web-build.js';

needsWebBuild();
const t = freshApp({ webBuildDir: WEB_BUILD });

describe('the pages as sent', () => {
  it('no public form sends with GET: what a person types never lands in an address', async () => {
    const formsOn: Record<string, number> = {};
    for (const path of [
      '/',
      '/about',
      '/services',
      '/services/details/101',
      '/courses',
      '/courses/details/101',
      '/gallery',
      '/download',
      '/contact',
      '/admin/login',
    ]) {
      const res = await t.app.inject({ url: path, headers: { accept: 'text/html' } });
      expect(res.statusCode, path).toBe(200);
      const forms = res.body.match(/<form\b[^>]*>/gi) ?? [];
      formsOn[path] = forms.length;
      for (const form of forms) expect(form, path).toMatch(/\smethod="(post|dialog)"/i);
    }
    // The contact form is in the HTML as sent (the admin's login form is drawn by its script).
    expect(formsOn['/contact']).toBe(1);
  });
});
