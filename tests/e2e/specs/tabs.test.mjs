// Two tabs of the app never silently overwrite each other's game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, collectErrors } from '../harness.mjs';
import { clickSquare, freshGame, pieceAt } from '../board.mjs';

const app = useApp();

test("a tab notices another tab's save, stops saving, and can load that game", async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const first = await context.newPage();
  const errors = collectErrors(first);
  await first.goto(app.server.url);
  await freshGame(first, 'human', 'human');
  const second = await context.newPage();
  await second.goto(app.server.url);
  await second.getByTestId('status').filter({ hasText: 'Gold to move' }).waitFor();

  // The first tab plays; the second is told and does not save over it.
  await first.bringToFront();
  await clickSquare(first, 'e4');
  await clickSquare(first, 'e3');
  await second.getByTestId('other-tab').waitFor({ state: 'visible' });
  await second.bringToFront();
  await clickSquare(second, 'g4');
  await clickSquare(second, 'g3');
  const saved = await second.evaluate(() => JSON.parse(localStorage.getItem('breakthru.game')).actions);
  assert.deepEqual(saved, ['e4-e3'], 'the paused tab did not save');

  await second.getByTestId('load-other-tab').click();
  assert.equal(await pieceAt(second, 'e3'), 'escort');
  assert.equal(await pieceAt(second, 'g3'), null);
  assert.equal(await second.getByTestId('other-tab').isVisible(), false);
  assert.deepEqual(errors, []);
  await context.close();
});
