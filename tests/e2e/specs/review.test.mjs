// The review of a finished game by the worker, its marks, graph and link, and the analysis
// board, which leaves the game untouched.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, collectErrors, screenshot, watchLongTasks, longTasks, MAIN_THREAD_TASK_LIMIT_MS } from '../harness.mjs';
import { clickSquare, placement, goTo, openSections } from '../board.mjs';
import { FORTY_TURNS } from '../games.mjs';

const app = useApp();

/** Opens the finished game from its link and waits for the worker. */
async function openGame(page) {
  await page.goto(`${app.server.url}${FORTY_TURNS}`);
  await page.getByTestId('game-over').waitFor();
  await openSections(page);
  await page.getByTestId('review-fast').and(page.locator(':enabled')).waitFor({ timeout: 20000 });
  assert.equal(await page.getByTestId('move-list').locator('li').count(), 40);
}

test('the move list shows the turns in rows of two, each numbered as records and the review count them', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${app.server.url}${FORTY_TURNS}`);
  const items = page.getByTestId('move-list').locator('li');
  await items.nth(39).waitFor();
  const [first, second, third] = [await items.nth(0).boundingBox(), await items.nth(1).boundingBox(), await items.nth(2).boundingBox()];
  assert.equal(first.y, second.y, 'the first two turns share a row');
  assert.ok(second.x > first.x + first.width / 2, 'the second turn sits beside the first');
  assert.ok(third.y >= first.y + first.height, 'the third turn starts the next row');
  const numbers = await items.evaluateAll((all) => all.map((li) => getComputedStyle(li, '::before').content));
  assert.equal(numbers.filter((n) => n !== 'none').length, 40, 'one number per turn');
  assert.notEqual(numbers[1], numbers[0], 'the second turn has a number of its own');
  await context.close();
});

test('a fast review of a 40-turn game shows progress, marks, a clickable graph, and survives a reload', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await openGame(page);
  await watchLongTasks(page);
  await openSections(page);
  await page.getByTestId('review-fast').click();
  const progress = page.getByTestId('review-progress');
  await progress.waitFor();
  assert.equal(await progress.getAttribute('max'), '40', 'every turn start, none after the end');
  const done = page.getByTestId('review-done');
  await done.filter({ hasText: 'Reviewed 40 positions' }).waitFor({ timeout: 60000 });
  assert.equal(await progress.count(), 0, 'the progress bar goes when done');
  console.log(`fast review: ${await done.textContent()}`);
  const tasks = await longTasks(page);
  console.log(`main-thread tasks over 50 ms during the review: ${tasks.join(', ') || 'none'}`);
  assert.ok(tasks.every((ms) => ms <= MAIN_THREAD_TASK_LIMIT_MS), `long tasks: ${tasks}`);

  const marks = page.getByTestId('review-mark');
  const judged = await marks.count();
  assert.ok(judged >= 1, 'a game between weak levels has judged turns');
  await screenshot(page, 'review-desktop');

  // A marked turn shows its note and the better turn as arrows.
  const marked = page.getByTestId('move-list').locator('li').filter({ has: marks }).first();
  await marked.getByRole('button').click();
  await page.getByTestId('review-note').filter({ hasText: /Better was/ }).waitFor();
  assert.ok((await page.getByTestId('arrow').count()) >= 1, 'the better turn is drawn');

  // The graph has a point per turn start and one for the end; a point shows its position.
  const points = page.getByTestId('graph-point');
  assert.equal(await points.count(), 41);
  await points.nth(10).click();
  await page.getByTestId('browsing').filter({ hasText: 'after turn 10 of 40' }).waitFor();

  const link = await page.getByTestId('share-link').inputValue();
  assert.match(link, /&review=0;[^&]+~1;/, 'the review travels in the link');

  await page.reload();
  await page.getByTestId('review-mark').first().waitFor();
  assert.equal(await page.getByTestId('review-mark').count(), judged, 'the review was saved');
  assert.equal(await page.getByTestId('graph-point').count(), 41);

  // The link carries the review to another browser, without reviewing again.
  const other = await app.browser.newContext();
  const friend = await other.newPage();
  await friend.goto(link);
  await friend.getByTestId('review-mark').first().waitFor();
  assert.equal(await friend.getByTestId('review-mark').count(), judged);
  assert.equal(await friend.getByTestId('graph-point').count(), 41);
  assert.deepEqual(errors, []);
  await other.close();
  await context.close();
});

test('a deep review can be stopped, in Dutch and from the keyboard', async () => {
  const context = await app.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await openGame(page);
  await goTo(page, 'settings');
  await page.getByTestId('language').selectOption('nl');
  await goTo(page, 'play');
  await page.getByTestId('review-deep').focus();
  await page.keyboard.press('Enter');
  const progress = page.getByTestId('review-progress');
  await page.getByText(/Analyse: [1-9]\d* van 40 standen/).waitFor({ timeout: 20000 });
  await screenshot(page, 'review-phone-nl');
  await page.getByTestId('review-cancel').focus();
  await page.keyboard.press('Enter');
  await progress.waitFor({ state: 'detached' });
  const kept = await page.getByTestId('graph-point').count();
  assert.ok(kept >= 2, `the positions scored so far stay: ${kept}`);
  await page.waitForTimeout(2000);
  assert.equal(await page.getByTestId('graph-point').count(), kept, 'nothing more once stopped');
  assert.equal(await page.getByTestId('review-done').textContent(), '');

  // A graph point by keyboard.
  await page.getByTestId('graph-point').first().focus();
  await page.keyboard.press('Enter');
  await page.getByTestId('browsing').filter({ hasText: 'De beginstand' }).waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test('an analysis board tries moves for both sides and leaves the game untouched', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await openGame(page);
  const moves = await page.getByTestId('move-list').locator('li').allTextContents();
  const saved = await page.evaluate(() => localStorage.getItem('breakthru.game'));
  // From the position after turn 2: White to move.
  await page.getByTestId('move-list').locator('li').nth(1).getByRole('button').click();
  const shown = await placement(page);
  await page.getByTestId('analyse').click();
  await page.getByTestId('analysis').waitFor();
  assert.deepEqual(await placement(page), shown, 'the board starts from the position shown');
  await page.getByTestId('evaluation-bar').waitFor({ timeout: 20000 });
  await page.getByTestId('best-line').filter({ hasText: /Best line: \S+/ }).waitFor({ timeout: 20000 });
  await clickSquare(page, 'e2');
  await clickSquare(page, 'e3');
  await clickSquare(page, 'g5');
  await clickSquare(page, 'g4');
  assert.deepEqual(await page.getByTestId('move-list').locator('li').allTextContents(), ['d2-d3', 'h6-g5', 'e2-e3', 'g5-g4']);
  await screenshot(page, 'analysis-board');
  assert.equal(await page.evaluate(() => localStorage.getItem('breakthru.game')), saved, 'the saved game is the game');

  await page.getByTestId('back-to-game').click();
  await page.getByTestId('analysis').waitFor({ state: 'detached' });
  assert.deepEqual(await page.getByTestId('move-list').locator('li').allTextContents(), moves);
  await page.getByTestId('game-over').waitFor();
  await page.reload();
  assert.deepEqual(await page.getByTestId('move-list').locator('li').allTextContents(), moves);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the threats overlay marks what the side to move faces, in Breakthrough and Breakthru', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(`${app.server.url}#game=breakthrough&fen=B4/5/5/2B2/4W_w`);
  await page.getByTestId('status').filter({ hasText: 'White to move' }).waitFor();
  assert.equal(await page.getByTestId('threat').count(), 0, 'off by default');
  await goTo(page, 'settings');
  await page.getByTestId('threats-setting').check();
  await goTo(page, 'play');
  const squares = () => page.getByTestId('threat').evaluateAll((nodes) => nodes.map((n) => n.dataset.square));
  assert.deepEqual(await squares(), ['c2'], "Black's runner one step from White's home rank");
  await screenshot(page, 'threats-breakthrough');

  // Breakthru, Silver to move: the flagship's open line to the west, and ships Gold can take.
  const bfn = '5S5/11/2S5S2/4E1EE1S1/11/5F4S/11/3E3E3/2S5S2/11/5S5_s_-';
  await page.goto(`${app.server.url}#game=breakthru&fen=${bfn}`);
  await page.getByTestId('status').filter({ hasText: 'Silver' }).waitFor();
  assert.deepEqual((await squares()).sort(), ['a6', 'b6', 'c3', 'c6', 'd6', 'e6', 'i3', 'i9']);
  assert.deepEqual(errors, []);
  await context.close();
});
