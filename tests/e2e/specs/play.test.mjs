// Playing in the release build: moves by clicks and by drag, the AI's answer from the
// worker without long main-thread tasks, a restored game after reload, and touch play on a phone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, collectErrors, screenshot, writeStorage, watchLongTasks, longTasks, MAIN_THREAD_TASK_LIMIT_MS } from '../harness.mjs';
import { clickSquare, dragPiece, pieceAt, freshGame, squareCentre, placement } from '../board.mjs';

const app = useApp();

test('a move by clicks, one by drag, the AI answers, and reload restores the game', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(app.server.url);
  await freshGame(page, 'human', 'beginner');

  await clickSquare(page, 'e4');
  assert.ok(await page.locator('[data-testid=target][data-square=e3]').count() === 1, 'targets shown');
  await clickSquare(page, 'e3');
  assert.equal(await pieceAt(page, 'e3'), 'escort');
  await page.getByTestId('status').filter({ hasText: 'move 2 of 2' }).waitFor();

  // From here the AI thinks: count the main thread's long tasks from now on
  // (loading and compiling the app's wasm at start-up is not part of it).
  await watchLongTasks(page);
  await dragPiece(page, 'g4', 'g3');

  // Silver (the AI) answers from the worker.
  await page.getByTestId('move-list').locator('li').nth(1).waitFor({ timeout: 20000 });
  await page.getByTestId('status').filter({ hasText: 'Gold to move' }).waitFor({ timeout: 20000 });
  const turns = await page.getByTestId('move-list').locator('li').allTextContents();
  assert.equal(turns[0], 'e4-e3 g4-g3');
  await screenshot(page, 'play-desktop');
  const tasks = await longTasks(page);
  assert.ok(tasks.every((ms) => ms <= MAIN_THREAD_TASK_LIMIT_MS), `long tasks: ${tasks}`);

  const before = await placement(page);
  await page.reload();
  await page.getByTestId('move-list').locator('li').nth(1).waitFor({ timeout: 10000 });
  assert.deepEqual(await page.getByTestId('move-list').locator('li').allTextContents(), turns);
  assert.deepEqual(await placement(page), before);
  assert.deepEqual(errors, []);
  await context.close();
});

test('an unreadable saved game is explained and kept aside', async () => {
  const context = await app.browser.newContext();
  const page = await context.newPage();
  await page.goto(app.server.url);
  await writeStorage(page, { 'breakthru.game': '{"version":1,"start":"nonsense"}' });
  await page.reload();
  await page.getByTestId('notice').filter({ hasText: 'could not be read' }).waitFor();
  const keys = await page.evaluate(() => Object.keys(localStorage));
  assert.ok(keys.some((k) => k.startsWith('breakthru.game.unreadable.')), keys.join());
  await context.close();
});

test('a phone with touch input plays a move by taps', async () => {
  const context = await app.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto(app.server.url);
  await freshGame(page, 'human', 'human');
  for (const square of ['e4', 'e3']) {
    const { x, y } = await squareCentre(page, square);
    await page.touchscreen.tap(x, y);
  }
  assert.equal(await pieceAt(page, 'e3'), 'escort');
  await screenshot(page, 'play-phone');
  await context.close();
});

test('"Move now" plays the AI\'s best line so far and the engine comes back', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(app.server.url);
  await freshGame(page, 'human', 'master');
  for (const [from, to] of [['e4', 'e3'], ['g4', 'g3']]) {
    await clickSquare(page, from);
    await clickSquare(page, to);
  }
  const moveNow = page.getByTestId('move-now');
  await moveNow.waitFor({ state: 'visible', timeout: 5000 });
  const started = Date.now();
  await moveNow.click();
  await page.getByTestId('status').filter({ hasText: 'Gold to move' }).waitFor({ timeout: 3000 });
  assert.ok(Date.now() - started < 3000);
  assert.equal(await page.getByTestId('move-list').locator('li').count(), 2);
  await page.getByTestId('worker-status').filter({ hasText: 'Engine ready' }).waitFor({ state: 'attached', timeout: 15000 });
  assert.deepEqual(errors, []);
  await context.close();
});
