// My games: many games kept at once, listed with their opponent and whose move; open,
// rename the opponent, delete with undo, export all and import all as a JSON file.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { useApp, collectErrors } from '../harness.mjs';
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
  assert.match(await rows(page).nth(0).textContent(), /Breakthrough 9x5 · AI: casual/);
  assert.match(await rows(page).nth(1).textContent(), /Breakthrough 5×5 · Person here.*Your move/);
  assert.match(await rows(page).nth(1).textContent(), /1 turns/);

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
  await fresh.getByTestId('notice').filter({ hasText: 'Imported: 2 added, 0 already here, 0 skipped' }).waitFor();
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
