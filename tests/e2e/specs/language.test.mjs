// English and Dutch: the browser's language picks the default, a setting overrides it
// and is kept, and the rules page follows.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, collectErrors, screenshot } from '../harness.mjs';

const app = useApp();

test('a Dutch browser gets Dutch, and the setting switches to English for good', async () => {
  const context = await app.browser.newContext({ locale: 'nl-NL', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(app.server.url);
  await page.getByRole('heading', { name: 'Nieuw spel' }).waitFor();
  assert.match(await page.getByTestId('status').textContent(), /^Goud aan zet, zet 1 van 2/);
  assert.equal(await page.locator('html').getAttribute('lang'), 'nl');
  await page.getByTestId('rules').locator('summary').click();
  assert.match(await page.getByTestId('rules').textContent(), /Huisregels/);
  assert.equal(await page.locator('#square-f6').getAttribute('aria-label'), 'f6, gouden vlaggeschip');
  await page.getByTestId('worker-status').filter({ hasText: 'Computer klaar' }).waitFor({ timeout: 15000 });
  await screenshot(page, 'dutch');

  await page.getByTestId('language').selectOption('en');
  await page.getByRole('heading', { name: 'New game' }).waitFor();
  assert.match(await page.getByTestId('status').textContent(), /^Gold to move/);
  assert.equal(await page.locator('html').getAttribute('lang'), 'en');
  await page.reload();
  await page.getByRole('heading', { name: 'New game' }).waitFor();
  assert.match(await page.getByTestId('rules').textContent(), /House rules/);
  assert.deepEqual(errors, []);
  await context.close();
});
