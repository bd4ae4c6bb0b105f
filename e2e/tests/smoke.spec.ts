import { expect, test } from '@playwright/test';
import { ONCE } from '../fixtures/projects';

test('the home page is served by the production build', ONCE, async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('h1').first()).toBeVisible();
});
