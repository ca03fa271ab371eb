// The shell by keyboard alone: every place of the top bar is reached with Tab and Enter,
// has its own address and heading, and Back and Forward follow; on a phone the places
// fold into a menu; the New game dialog opens and closes by keyboard and gives the focus back.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, collectErrors, screenshot } from '../harness.mjs';

const app = useApp();

/** Presses Tab until `locator` has the focus (at most `limit` times). */
async function tabTo(page, locator, limit = 60) {
  for (let i = 0; i < limit; i += 1) {
    if (await locator.evaluate((e) => e === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  assert.fail(`Tab never reached ${locator}`);
}

/** The fragment of the address. */
const fragment = (page) => page.evaluate(() => location.hash);

const PLACES = [
  ['games', 'My games', { level: 2, name: 'My games' }],
  ['analysis', 'Analysis', { level: 1, name: 'Breakthru' }],
  ['rules', 'Rules', { level: 1, name: 'Rules' }],
  ['settings', 'Settings', { name: 'Settings' }],
  ['play', 'Play', { level: 1, name: 'Breakthru' }],
];

test('every place by keyboard, with its address, heading, Back and Forward', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(app.server.url);
  await page.getByTestId('board').waitFor();
  await screenshot(page, 'places-play-desktop');
  for (const [name, label, heading] of PLACES) {
    const link = page.getByRole('navigation').getByRole('link', { name: label, exact: true });
    await tabTo(page, link);
    await page.keyboard.press('Enter');
    await page.waitForFunction((h) => location.hash === h, `#/${name}`);
    await page.getByRole('navigation').locator('a[aria-current=page]', { hasText: label }).waitFor();
    await page.getByRole('heading', heading).first().waitFor();
  }
  // Analysis opened the analysis board; Play closed it.
  assert.equal(await page.getByTestId('analysis').count(), 0);
  await page.goBack();
  await page.waitForFunction(() => location.hash === '#/settings');
  await page.getByTestId('worker-status').waitFor();
  await page.getByTestId('bench').waitFor();
  await page.goBack();
  await page.waitForFunction(() => location.hash === '#/rules');
  await page.getByTestId('rules').waitFor();
  await page.goBack();
  await page.waitForFunction(() => location.hash === '#/analysis');
  await page.getByTestId('analysis').waitFor();
  await page.goForward();
  await page.waitForFunction(() => location.hash === '#/rules');
  assert.equal(await page.getByTestId('board').isVisible(), false, 'the board is not on the rules page');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a place can be linked, and game links still open their game', async () => {
  const context = await app.browser.newContext();
  const page = await context.newPage();
  await page.goto(`${app.server.url}#/rules`);
  await page.getByRole('heading', { level: 1, name: 'Rules' }).waitFor();
  await page.goto(`${app.server.url}#bfn=5S5/11/2S5S2/3EE1EE3/6S4/5F4S/9S1/3E3E3/2S5S2/11/5S5_g_-`);
  await page.getByTestId('board').waitFor();
  await page.getByTestId('notice').filter({ hasText: 'Opened the shared game' }).waitFor();
  await context.close();
});

test('on a phone the places fold into a menu', async () => {
  const context = await app.browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(app.server.url);
  await page.getByTestId('board').waitFor();
  await screenshot(page, 'places-play-phone');
  const menu = page.getByTestId('menu');
  const rules = page.getByRole('link', { name: 'Rules', exact: true });
  assert.equal(await rules.isVisible(), false, 'the places are folded');
  assert.equal(await menu.getAttribute('aria-expanded'), 'false');
  assert.equal(await menu.getAttribute('aria-controls'), 'places');
  await tabTo(page, menu);
  await page.keyboard.press('Enter');
  assert.equal(await menu.getAttribute('aria-expanded'), 'true');
  await tabTo(page, rules);
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { level: 1, name: 'Rules' }).waitFor();
  assert.equal(await menu.getAttribute('aria-expanded'), 'false', 'going somewhere folds the menu');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the New game dialog opens and closes by keyboard, focus returned', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(app.server.url);
  const opener = page.getByTestId('open-new-game');
  await page.getByTestId('board').waitFor();
  await tabTo(page, opener, 80);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.waitFor();
  assert.equal(await dialog.evaluate((d) => d.contains(document.activeElement)), true, 'the focus is in the dialog');
  await screenshot(page, 'places-new-game');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  assert.equal(await opener.evaluate((b) => b === document.activeElement), true, 'Escape gives the focus back');
  await page.keyboard.press('Enter');
  await dialog.waitFor();
  await tabTo(page, page.getByTestId('close-new-game'));
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'hidden' });
  assert.equal(await opener.evaluate((b) => b === document.activeElement), true, 'Close gives the focus back');
  // Starting a game closes it.
  await page.keyboard.press('Enter');
  await page.getByTestId('silver-player').selectOption('human');
  await page.getByTestId('new-game').click();
  await dialog.waitFor({ state: 'hidden' });
  assert.match(await page.getByTestId('player-dark').textContent(), /Person/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("an address that names no place says so in the player's language and offers every place", async () => {
  for (const [locale, heading, play] of [['en-US', 'No such page', 'Play'], ['nl-NL', 'Deze pagina bestaat niet', 'Spelen']]) {
    const context = await app.browser.newContext({ locale, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${app.server.url}#/nonsense`);
    const missing = page.getByTestId('no-such-page');
    await missing.getByRole('heading', { name: heading }).waitFor();
    assert.equal(await page.getByTestId('board').isVisible(), false, 'Play is not shown');
    assert.equal(await page.locator('nav a[aria-current=page]').count(), 0, 'no place is marked as the current one');
    assert.equal(await fragment(page), '#/nonsense', 'the address stays as it was typed');
    const links = await missing.getByRole('link').evaluateAll((all) => all.map((a) => a.getAttribute('href')));
    assert.deepEqual(links, ['#/play', '#/puzzles', '#/learn', '#/games', '#/analysis', '#/rules', '#/settings']);
    if (locale === 'en-US') await screenshot(page, 'places-unknown-desktop');
    await missing.getByRole('link', { name: play, exact: true }).click();
    await page.getByTestId('board').waitFor();
    await missing.waitFor({ state: 'hidden' });
    // A wrong address reached from inside the app says so too.
    await page.evaluate(() => { location.hash = '#/games/old'; });
    await missing.waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  }
});
