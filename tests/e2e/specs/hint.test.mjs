// Hints: the AI's best turn for the person to move, from the worker, shown as arrows
// without being played, and recorded in the move list and the saved game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, collectErrors, screenshot } from '../harness.mjs';
import { clickSquare, freshBreakthrough, freshGame, pieceAt, placement, goTo } from '../board.mjs';

const app = useApp();

/** The hint's arrows as 'from-to'. */
async function arrows(page) {
  return page.getByTestId('arrow').evaluateAll((nodes) => nodes.map((n) => `${n.dataset.from}-${n.dataset.to}`));
}

test('a hint by key shows arrows, plays nothing, and is marked in the move list after reload', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(app.server.url);
  await freshGame(page, 'human', 'beginner');
  // The buttons under the 11x11 board are in view on a 900-px-high screen.
  const button = await page.getByTestId('hint').boundingBox();
  assert.ok(button.y + button.height <= 900, `the hint button is in view: ${JSON.stringify(button)}`);
  const before = await placement(page);
  await page.locator('body').press('h');
  await page.getByTestId('arrow').first().waitFor({ timeout: 15000 });
  const shown = await arrows(page);
  assert.ok(shown.length >= 1 && shown.length <= 2, `a turn of one or two actions: ${shown}`);
  assert.deepEqual(await placement(page), before, 'nothing was played');
  const [from] = shown[0].split('-');
  assert.match(await pieceAt(page, from), /escort|flagship/, 'a Gold piece moves');
  await screenshot(page, 'hint-breakthru');

  // Playing the hinted action takes the arrows away; the turn is marked as hinted.
  const [first] = shown;
  const [a, b] = first.split('-');
  await clickSquare(page, a);
  await clickSquare(page, b);
  assert.equal((await arrows(page)).length, 0, 'the arrows go once the position changes');
  if (shown.length === 1 || (await page.getByTestId('status').textContent()).includes('move 2 of 2')) {
    const [c, d] = (shown[1] ?? '').split('-');
    if (c) {
      await clickSquare(page, c);
      await clickSquare(page, d);
    }
  }
  const firstTurn = page.getByTestId('move-list').locator('li').first();
  await firstTurn.getByTestId('hint-taken').waitFor({ timeout: 20000 });
  await page.getByTestId('status').filter({ hasText: 'Gold to move' }).waitFor({ timeout: 20000 });
  await page.reload();
  await page.getByTestId('move-list').locator('li').first().getByTestId('hint-taken').waitFor();
  assert.equal(await page.getByTestId('hint-taken').count(), 1, 'one hinted turn');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a Breakthrough hint by button on a phone points one piece one step forward', async () => {
  const context = await app.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(app.server.url);
  await freshBreakthrough(page, '6x6', 'human', 'human');
  const boardTop = await page.locator('.board-area').evaluate((e) => e.getBoundingClientRect().top);
  assert.ok(boardTop >= 0, `the new board scrolled into view (its top at ${boardTop} px)`);
  await page.getByTestId('hint').click();
  await page.getByTestId('arrow').first().waitFor({ timeout: 15000 });
  const shown = await arrows(page);
  assert.equal(shown.length, 1);
  const [from, to] = shown[0].split('-');
  assert.equal(await pieceAt(page, from), 'white');
  assert.equal(Number(to.slice(1)), Number(from.slice(1)) + 1, 'one rank forward');
  await screenshot(page, 'hint-breakthrough-phone');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the evaluation bar, once switched on, scores each position from the worker', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(app.server.url);
  await freshBreakthrough(page, '6x6', 'human', 'human');
  assert.equal(await page.getByTestId('evaluation-bar').count(), 0, 'off by default');
  await goTo(page, 'settings');
  await page.getByTestId('evaluation-bar-setting').check();
  await goTo(page, 'play');
  const meter = page.getByTestId('evaluation-bar').getByRole('meter');
  await meter.waitFor({ timeout: 15000 });
  const first = Number(await meter.getAttribute('aria-valuenow'));
  assert.ok(first >= 0 && first <= 100, `${first}`);
  assert.match(await meter.getAttribute('aria-label'), /^White's winning chances: \d+%$/);
  // White throws a piece away: the bar follows the new position.
  await clickSquare(page, 'c2');
  await clickSquare(page, 'c3');
  await page.getByTestId('status').filter({ hasText: 'Black to move' }).waitFor();
  await page.waitForFunction(() => {
    const list = document.querySelector('[data-testid=move-list]');
    return list && list.textContent.includes('c2-c3');
  });
  await page.reload();
  await page.getByTestId('evaluation-bar').getByRole('meter').waitFor({ timeout: 15000 });
  // Settings loads on its first opening (src/ui/app/lazy.rs).
  await goTo(page, 'settings');
  assert.ok(await page.getByTestId('evaluation-bar-setting').isChecked(), 'the setting is kept');
  await goTo(page, 'play');
  await screenshot(page, 'evaluation-bar');
  assert.deepEqual(errors, []);
  await context.close();
});
