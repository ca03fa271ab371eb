// The AI never hangs silently: a worker whose wasm cannot load is explained and the game
// can go on by hand (or the worker tried again); a worker that dies while idle, or a turn
// that never comes back, is noticed by the watchdog, and the AI plays on from the game.
// The worker is the real one; faults are injected from outside it (a blocked download,
// the worker closing itself, one request lost on its way).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp } from '../harness.mjs';
import { clickSquare, freshGame, pieceAt } from '../board.mjs';

const app = useApp();

test('a worker that cannot load is explained; people play on, and Try again recovers', async () => {
  const context = await app.browser.newContext();
  let blocked = true;
  await context.route('**/worker_bg.wasm', (route) => (blocked ? route.abort() : route.continue()));
  const page = await context.newPage();
  const uncaught = [];
  page.on('pageerror', (error) => uncaught.push(String(error)));
  await page.goto(app.server.url);
  const failed = page.getByTestId('engine-failed');
  await failed.waitFor({ timeout: 40000 });
  assert.deepEqual(uncaught, [], 'a failed load is caught, not left uncaught');
  assert.match(await failed.textContent(), /The AI stopped working .*Your game is kept/);
  assert.doesNotMatch(await page.getByTestId('worker-status').textContent(), /ready/);
  // The newcomer's game is against the AI: playing by hand gives both sides to people.
  await page.getByTestId('play-by-hand').click();
  for (const [from, to] of [['e4', 'e3'], ['g4', 'g3'], ['d2', 'd1']]) {
    await clickSquare(page, from);
    await clickSquare(page, to);
  }
  assert.equal(await pieceAt(page, 'd1'), 'ship', 'Silver moved by hand');
  assert.equal(await page.getByTestId('engine-failed').count(), 0);
  // A second failure, then Try again once the download works.
  await page.reload();
  await failed.waitFor({ timeout: 40000 });
  blocked = false;
  await page.getByTestId('engine-retry').click();
  await page.getByTestId('worker-status').filter({ hasText: 'Engine ready' }).waitFor({ state: 'attached', timeout: 15000 });
  assert.equal(await failed.count(), 0);
  assert.equal(await pieceAt(page, 'd1'), 'ship', 'the game is kept');
  await context.close();
});

test('a worker that dies while idle is restarted and the AI then plays', async () => {
  const context = await app.browser.newContext();
  const page = await context.newPage();
  await page.goto(app.server.url);
  await page.getByTestId('worker-status').filter({ hasText: 'Engine ready' }).waitFor({ state: 'attached', timeout: 15000 });
  const [first] = page.workers();
  const replaced = page.waitForEvent('worker', { timeout: 20000 });
  await first.evaluate(() => self.close());
  await replaced;
  await page.getByTestId('worker-status').filter({ hasText: 'Engine ready' }).waitFor({ state: 'attached', timeout: 15000 });
  await freshGame(page, 'human', 'beginner');
  for (const [from, to] of [['e4', 'e3'], ['g4', 'g3']]) {
    await clickSquare(page, from);
    await clickSquare(page, to);
  }
  await page.getByTestId('move-list').locator('li').nth(1).waitFor({ timeout: 20000 });
  await page.getByTestId('status').filter({ hasText: 'Gold to move' }).waitFor({ timeout: 20000 });
  await context.close();
});

test('a worker that crashes is restarted at once', async () => {
  const context = await app.browser.newContext();
  const page = await context.newPage();
  await page.goto(app.server.url);
  await page.getByTestId('worker-status').filter({ hasText: 'Engine ready' }).waitFor({ state: 'attached', timeout: 15000 });
  const [first] = page.workers();
  const replaced = page.waitForEvent('worker', { timeout: 5000 });
  // An uncaught error in the worker reaches the page as the worker's `error` event.
  await first.evaluate(() => { setTimeout(() => { throw new Error('boom'); }); });
  await replaced;
  await page.getByTestId('worker-status').filter({ hasText: 'Engine ready' }).waitFor({ state: 'attached', timeout: 15000 });
  await context.close();
});

// Playwright cannot end a worker in the middle of a search (its `evaluate` waits for the
// search to finish), so the request is lost instead: the app sees the same silence.
test('a turn that never comes back is asked again and the AI moves', async () => {
  const context = await app.browser.newContext();
  // Loses the first request for a turn on its way to the worker, as if the worker had died
  // in the middle of that search.
  await context.addInitScript(() => {
    const post = Worker.prototype.postMessage;
    let lost = false;
    Worker.prototype.postMessage = function (message, ...rest) {
      if (!lost && typeof message === 'string' && message.startsWith('{"Think"')) {
        lost = true;
        return undefined;
      }
      return post.call(this, message, ...rest);
    };
  });
  const page = await context.newPage();
  await page.goto(app.server.url);
  await freshGame(page, 'human', 'expert');
  const started = Date.now();
  for (const [from, to] of [['e4', 'e3'], ['g4', 'g3']]) {
    await clickSquare(page, from);
    await clickSquare(page, to);
  }
  await page.getByTestId('status').filter({ hasText: 'Gold to move' }).waitFor({ timeout: 30000 });
  const waited = Date.now() - started;
  assert.ok(waited > 6000, `the lost turn was waited for (${waited} ms)`);
  assert.equal(await page.getByTestId('move-list').locator('li').count(), 2);
  await page.getByTestId('worker-status').filter({ hasText: 'Engine ready' }).waitFor({ state: 'attached', timeout: 15000 });
  await context.close();
});
