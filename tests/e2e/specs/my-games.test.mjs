// My games: many games kept at once, listed with their opponent and whose move; open,
// rename the opponent, delete with undo, export all and import all as a JSON file.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { useApp, collectErrors, screenshot } from '../harness.mjs';
import { clickSquare, freshBreakthrough, fresh9x5, goTo, pieceAt } from '../board.mjs';

const app = useApp();

const rows = (page) => page.getByTestId('kept-game');

test('games are kept, renamed, deleted with undo, exported and imported', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(app.server.url);
  await freshBreakthrough(page, '5x5', 'human', 'human');
  await clickSquare(page, 'a2');
  await clickSquare(page, 'a3');
  await fresh9x5(page, 'human', 'casual');
  await goTo(page, 'games');
  await rows(page).nth(1).waitFor();
  // The untouched first game made way for the first game begun; newest first.
  assert.equal(await rows(page).count(), 2);
  assert.match(await rows(page).nth(0).textContent(), /Breakthrough 9×5 · AI: casual/);
  assert.match(await rows(page).nth(1).textContent(), /Breakthrough 5×5 · Person here.*Your move/);
  assert.match(await rows(page).nth(1).textContent(), / · 1 turn · just now/);
  assert.match(await rows(page).nth(0).textContent(), / · 0 turns · just now/);
  const full = await rows(page).nth(1).getByTestId('played-when').getAttribute('title');
  assert.match(full, /\d{4}.*\d{1,2}:\d{2}/, `the full date and time in the tooltip: ${full}`);
  // Each game's position as a small still board: the 5x5 game with White's a2 on a3.
  const board = (row) => rows(page).nth(row).getByTestId('kept-board').locator('svg');
  assert.equal(await board(0).getAttribute('viewBox'), '0 0 5 9');
  assert.equal(await board(1).getAttribute('viewBox'), '0 0 5 5');
  assert.equal(await board(1).locator('.piece').count(), 20);
  assert.equal(await board(1).locator('.piece.white circle[cx="0.5"][cy="2.5"]').count(), 1, 'a white piece on a3');
  assert.equal(await board(1).locator('circle[cx="0.5"][cy="3.5"]').count(), 0, 'a2 is empty');
  assert.equal(await board(1).locator('[tabindex], a, button').count(), 0, 'nothing in it can be pressed');
  await screenshot(page, 'my-games-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'my-games-phone');
  await page.setViewportSize({ width: 1280, height: 900 });

  page.once('dialog', (dialog) => dialog.accept('Anna <b>'));
  await rows(page).nth(1).getByTestId('rename-game').click();
  await rows(page).filter({ hasText: 'Anna <b>' }).waitFor();

  await rows(page).nth(0).getByTestId('delete-game').click();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=kept-game]').length === 1);
  await page.getByTestId('undo-delete').click();
  await rows(page).nth(1).waitFor();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-games').click()]);
  const exported = JSON.parse(await readFile(await download.path(), 'utf8'));
  assert.equal(exported.version, 3);
  assert.equal(exported.games.length, 2);

  await rows(page).filter({ hasText: 'Anna' }).getByTestId('open-game').click();
  await page.waitForFunction(() => location.hash === '#/play');
  assert.equal(await pieceAt(page, 'a3'), 'white');

  const other = await app.browser.newContext();
  const fresh = await other.newPage();
  await fresh.goto(`${app.server.url}#/games`);
  await rows(fresh).first().waitFor();
  await fresh.getByTestId('import-games').setInputFiles({ name: 'games.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(exported)) });
  // Nothing was skipped: the notice does not speak of skipped games.
  await fresh.getByTestId('notice').filter({ hasText: /^Imported: 2 added, 0 already here\.OK$/ }).waitFor();
  assert.equal(await rows(fresh).count(), 3);
  await fresh.getByTestId('import-games').setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('{"version":9,"games":[]}') });
  await fresh.getByTestId('notice').filter({ hasText: 'Not imported' }).waitFor();
  await fresh.reload();
  await goTo(fresh, 'games');
  await rows(fresh).nth(2).waitFor();
  assert.deepEqual(errors, []);
  await other.close();
  await context.close();
});

test('a full storage quota is explained and loses nothing saved before', async () => {
  const context = await app.browser.newContext();
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(app.server.url);
  await freshBreakthrough(page, '5x5', 'human', 'human');
  await clickSquare(page, 'a2');
  await clickSquare(page, 'a3');
  await page.waitForFunction(() => /a2-a3/.test(localStorage.getItem('breakthru.library')));
  const saved = await page.evaluate(() => localStorage.getItem('breakthru.library'));
  await page.evaluate(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      if (key.startsWith('breakthru.')) throw new DOMException('full', 'QuotaExceededError');
      return setItem.call(this, key, value);
    };
  });
  await clickSquare(page, 'b4');
  await clickSquare(page, 'b3');
  await page.getByTestId('notice').filter({ hasText: 'storage is full or blocked. Everything saved before is kept' }).waitFor();
  assert.equal(await page.evaluate(() => localStorage.getItem('breakthru.library')), saved);
  await page.reload();
  await page.getByTestId('move-list').locator('li').first().waitFor();
  assert.deepEqual(await page.getByTestId('move-list').locator('li').allTextContents(), ['a2-a3']);
  assert.deepEqual(errors, []);
  await context.close();
});

test('when a game was last played reads as people say it, in their language, with the date in full in a tooltip', async () => {
  const [MINUTE, DAY] = [60_000, 86_400_000];
  const said = {
    'en-US': [[2 * MINUTE, '2 min ago'], [3 * 60 * MINUTE, '3 hours ago'], [DAY, 'yesterday'], [3 * DAY, '3 days ago']],
    'nl-NL': [[2 * MINUTE, '2 min geleden'], [DAY, 'gisteren'], [3 * DAY, '3 dagen geleden']],
  };
  for (const [locale, times] of Object.entries(said)) {
    // UTC: no change of summer time between the game and the days after it.
    const context = await app.browser.newContext({ locale, timezoneId: 'UTC' });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(app.server.url);
    await freshBreakthrough(page, '5x5', 'human', 'human');
    await clickSquare(page, 'a2');
    await clickSquare(page, 'a3');
    await page.waitForFunction(() => /a2-a3/.test(localStorage.getItem('breakthru.library')));
    const played = await page.evaluate(() => Date.now());
    const when = rows(page).first().getByTestId('played-when');
    // Later by the clock, and (an hour or more later) by the calendar.
    for (const [later, words] of [...times, [10 * DAY, null]]) {
      // Three hours after 21:00 is the next day: "yesterday".
      if (words === '3 hours ago' && new Date(played).getUTCHours() >= 21) continue;
      await page.clock.setFixedTime(played + later);
      await goTo(page, 'play');
      await goTo(page, 'games');
      await when.waitFor();
      const text = await when.textContent();
      if (words) assert.equal(text, words, `${later} ms later in ${locale}`);
      else assert.equal(text, new Date(played).toLocaleDateString(locale.slice(0, 2), { timeZone: 'UTC' }), 'a week on, the date');
      assert.match(await when.getAttribute('title'), /\d{4}/);
    }
    assert.deepEqual(errors, []);
    await context.close();
  }
});
