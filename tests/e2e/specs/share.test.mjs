// Sharing games through the URL fragment.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, collectErrors } from '../harness.mjs';
import { placement, openNewGame } from '../board.mjs';

const app = useApp();

async function tap(page, square) {
  const box = await page.locator(`rect[data-square=${square}]`).boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

test('a copied link opened in a fresh context shows the same game', async () => {
  const first = await app.browser.newContext();
  const page = await first.newPage();
  await page.goto(app.server.url);
  await openNewGame(page);
  await page.getByTestId('gold-player').selectOption('human');
  await page.getByTestId('silver-player').selectOption('human');
  await page.getByTestId('new-game').click();
  for (const square of ['e4', 'e3', 'g4', 'g3', 'd2', 'd1']) await tap(page, square);
  const link = await page.getByTestId('share-link').inputValue();
  assert.match(link, /#game=breakthru&fen=11\/3SSSSS3\/.*_g_-&moves=e4-e3_g4-g3_d2-d1$/);
  const expected = await placement(page);

  const second = await app.browser.newContext();
  const other = await second.newPage();
  const errors = collectErrors(other);
  await other.goto(link);
  await other.getByTestId('status').filter({ hasText: 'Silver to move, move 2 of 2' }).waitFor();
  assert.deepEqual(await placement(other), expected);
  assert.deepEqual(await other.getByTestId('move-list').locator('li').allTextContents(), ['e4-e3 g4-g3', 'd2-d1']);
  assert.deepEqual(errors, []);
  await first.close();
  await second.close();
});

test('a malformed link shows what is wrong and the saved game survives', async () => {
  const context = await app.browser.newContext();
  const page = await context.newPage();
  await page.goto(app.server.url);
  await openNewGame(page);
  await page.getByTestId('gold-player').selectOption('human');
  await page.getByTestId('silver-player').selectOption('human');
  await page.getByTestId('new-game').click();
  await tap(page, 'e4');
  await tap(page, 'e3');
  const saved = await page.evaluate(() => localStorage.getItem('breakthru.game'));
  // Only the fragment changes: the open app reads the link at once.
  await page.goto(`${app.server.url}#bfn=11/3SSSSS3_g_-&moves=e4-e3`);
  const notice = page.getByTestId('notice');
  await notice.filter({ hasText: 'This link could not be opened' }).waitFor();
  assert.match(await notice.textContent(), /position \(fen=\.\.\.\) is not valid/);
  assert.equal(await page.evaluate(() => localStorage.getItem('breakthru.game')), saved);
  assert.deepEqual(await page.getByTestId('move-list').locator('li').allTextContents(), ['e4-e3']);
  await context.close();
});

test('markup in a link is shown as text, never run or rendered', async () => {
  const context = await app.browser.newContext();
  const page = await context.newPage();
  await page.goto(`${app.server.url}#bfn=<img src=x onerror="document.title='hacked'">&moves=<b>x</b>`);
  const notice = page.getByTestId('notice');
  await notice.filter({ hasText: 'This link could not be opened' }).waitFor();
  assert.equal(await notice.locator('img, b').count(), 0);
  assert.notEqual(await page.title(), 'hacked');
  await context.close();
});
