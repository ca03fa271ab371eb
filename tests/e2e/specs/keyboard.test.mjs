// A whole game by keyboard alone: one tab stop for the board, arrow keys move the focus
// square, Enter picks up and puts down, Escape cancels; squares have names and a live
// region announces each move.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, collectErrors, screenshot } from '../harness.mjs';
import { pieceAt } from '../board.mjs';

const app = useApp();

// Gold to move with an open file: f6-a6 escapes.
const ESCAPE = '5S5/11/2S5S2/3EE1EE3/6S4/5F4S/9S1/3E3E3/2S5S2/11/5S5_g_-';

/** Presses `key` `times` times. */
async function press(page, key, times = 1) {
  for (let i = 0; i < times; i += 1) await page.keyboard.press(key);
}

test('a whole game is played with the keyboard alone', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(`${app.server.url}#bfn=${ESCAPE}`);
  const board = page.getByTestId('board');
  await board.waitFor();
  // Tab reaches the board (a single tab stop).
  for (let i = 0; i < 40 && !(await board.evaluate((b) => b === document.activeElement)); i += 1) {
    await press(page, 'Tab');
  }
  assert.equal(await board.evaluate((b) => b === document.activeElement), true, 'Tab reaches the board');
  await page.getByTestId('focus-ring').waitFor();
  const focused = async () => page.locator(`#${await board.getAttribute('aria-activedescendant')}`).getAttribute('aria-label');
  assert.equal(await focused(), 'f6, gold flagship');

  // Gold: d4-d3, after picking up f6 and cancelling with Escape.
  await press(page, 'Enter');
  assert.ok(await page.locator('[data-testid=target]').count() > 0);
  await press(page, 'Escape');
  assert.equal(await page.locator('[data-testid=target]').count(), 0);
  await press(page, 'ArrowLeft', 2);
  await press(page, 'ArrowDown', 2);
  assert.equal(await focused(), 'd4, gold escort');
  await press(page, 'Enter');
  await press(page, 'ArrowDown');
  assert.equal(await focused(), 'd3, empty, move here');
  await press(page, 'Enter');
  assert.equal(await pieceAt(page, 'd3'), 'escort');
  assert.match(await page.getByTestId('announcer').textContent(), /Gold played d4-d3\. Gold to move, move 2 of 2/);
  // h4-h3.
  await press(page, 'ArrowRight', 4);
  await press(page, 'ArrowUp');
  await press(page, 'Enter');
  await press(page, 'ArrowDown');
  await press(page, 'Enter');
  // Silver: c9-c10 and i9-i10.
  await press(page, 'ArrowLeft', 5);
  await press(page, 'ArrowUp', 6);
  await press(page, 'Enter');
  await press(page, 'ArrowUp');
  await press(page, 'Enter');
  await press(page, 'ArrowRight', 6);
  await press(page, 'ArrowDown');
  await press(page, 'Enter');
  await press(page, 'ArrowUp');
  await press(page, 'Enter');
  assert.deepEqual(await page.getByTestId('move-list').locator('li').allTextContents(), ['d4-d3 h4-h3', 'c9-c10 i9-i10']);
  // Gold: the flagship escapes, f6-a6.
  await press(page, 'ArrowLeft', 3);
  await press(page, 'ArrowDown', 4);
  await press(page, 'Enter');
  await press(page, 'ArrowLeft', 5);
  await press(page, 'Enter');
  await page.getByTestId('game-over').waitFor();
  assert.match(await page.getByTestId('announcer').textContent(), /Gold played f6-a6\. Gold wins: the flagship escaped/);
  await screenshot(page, 'keyboard-game');
  assert.deepEqual(errors, []);
  await context.close();
});
