// The end of a game: the banner names the reason; the game can then be browsed turn by turn.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, collectErrors, screenshot } from '../harness.mjs';
import { clickSquare, pieceAt } from '../board.mjs';

const app = useApp();

// Gold to move with an open file: f6-a6 escapes.
const ESCAPE = '5S5/11/2S5S2/3EE1EE3/6S4/5F4S/9S1/3E3E3/2S5S2/11/5S5_g_-';

test('the flagship escapes, the banner says so, and arrow keys browse the game', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(`${app.server.url}#bfn=${ESCAPE}&moves=d4-d3_h4-h3`);
  await page.getByTestId('status').filter({ hasText: 'Silver to move' }).waitFor();
  for (const square of ['c9', 'c10', 'i9', 'i10']) await clickSquare(page, square);
  await page.getByTestId('status').filter({ hasText: 'Gold to move' }).waitFor();
  await clickSquare(page, 'f6');
  await clickSquare(page, 'a6');
  const banner = page.getByTestId('game-over');
  await banner.waitFor();
  assert.match(await banner.textContent(), /Gold wins: the flagship escaped/);
  await screenshot(page, 'end-of-game');

  // Browse: back one turn shows the flagship on f6 again, Home the start, End the end.
  await page.keyboard.press('ArrowLeft');
  await page.getByTestId('browsing').waitFor();
  assert.equal(await pieceAt(page, 'f6'), 'flagship');
  assert.equal(await pieceAt(page, 'c10'), 'ship');
  await page.keyboard.press('Home');
  assert.equal(await pieceAt(page, 'd4'), 'escort');
  await page.getByTestId('move-list').locator('li button').nth(1).click();
  assert.equal(await pieceAt(page, 'c10'), 'ship');
  assert.equal(await pieceAt(page, 'a6'), null);
  await page.keyboard.press('End');
  assert.equal(await pieceAt(page, 'a6'), 'flagship');
  assert.equal(await page.getByTestId('browsing').count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});
