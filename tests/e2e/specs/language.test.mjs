// English and Dutch: the browser's language picks the default, a setting overrides it
// and is kept; the rules page, the page's title and description and the error details follow.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, collectErrors, screenshot } from '../harness.mjs';
import { goTo, openSections } from '../board.mjs';

const app = useApp();

test('a Dutch browser gets Dutch, and the setting switches to English for good', async () => {
  const context = await app.browser.newContext({ locale: 'nl-NL', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(app.server.url);
  await page.getByRole('link', { name: 'Spelen' }).waitFor();
  await page.getByRole('link', { name: 'Mijn partijen' }).waitFor();
  assert.match(await page.getByTestId('status').textContent(), /^Goud aan zet, zet 1 van 2/);
  assert.equal(await page.locator('html').getAttribute('lang'), 'nl');
  assert.equal(await page.title(), 'Breakthru: het bordspel');
  assert.match(await page.locator('meta[name=description]').getAttribute('content'), /^Speel Alex Randolphs bordspel/);
  const manifest = await page.evaluate(async () => {
    const response = await fetch(document.querySelector('link[rel=manifest]').href);
    return response.json();
  });
  assert.equal(manifest.lang, 'nl');
  assert.match(manifest.description, /^Alex Randolphs bordspel/);
  await goTo(page, 'rules');
  assert.match(await page.getByTestId('rules').textContent(), /Huisregels/);
  assert.equal(await page.locator('#square-f6').getAttribute('aria-label'), 'f6, gouden vlaggeschip');
  await page.getByTestId('worker-status').filter({ hasText: 'Computer klaar' }).waitFor({ state: 'attached', timeout: 15000 });
  await screenshot(page, 'dutch');

  await goTo(page, 'settings');
  await page.getByTestId('language').selectOption('en');
  await goTo(page, 'play');
  await page.getByRole('link', { name: 'Play' }).waitFor();
  assert.match(await page.getByTestId('status').textContent(), /^Gold to move/);
  assert.equal(await page.locator('html').getAttribute('lang'), 'en');
  assert.equal(await page.title(), 'Breakthru: the board game');
  assert.match(await page.locator('meta[name=description]').getAttribute('content'), /^Play Alex Randolph's/);
  assert.equal(await page.locator('link[rel=manifest]').getAttribute('href'), 'manifest.webmanifest');
  await page.reload();
  await page.getByRole('link', { name: 'Play' }).waitFor();
  await goTo(page, 'rules');
  assert.match(await page.getByTestId('rules').textContent(), /House rules/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a malformed link is explained in Dutch, details included', async () => {
  const context = await app.browser.newContext({ locale: 'nl-NL' });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(`${app.server.url}#bfn=garbage`);
  const notice = page.getByTestId('notice');
  await notice.filter({ hasText: 'Deze link kon niet worden geopend' }).waitFor();
  assert.match(
    await notice.evaluate((n) => n.firstChild.textContent),
    /^Deze link kon niet worden geopend: de stand \(fen=\.\.\.\) is ongeldig: een stand heeft drie velden \(opstelling, kant, lopende beurt\) gescheiden door '_', niet 1\. Uw spel is niet veranderd\.$/,
  );
  await page.getByTestId('import-text').evaluate((field) => { field.closest('details').open = true; });
  await openSections(page);
  await page.getByTestId('import-text').fill('1. e4-e3');
  await openSections(page);
  await page.getByTestId('import').click();
  await page.getByText(/^Niet geïmporteerd: het verslag moet beginnen met \[Start "<stand>"\], niet met '1\. e4-e3'$/).waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});
