// A person's chain of explosions against the AI plays out step by step, at the app's pace,
// before the AI's reply starts to animate (Freeling's 9x5 game, the seed's worked example).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, collectErrors } from '../harness.mjs';
import { dragPiece, fresh9x5 } from '../board.mjs';

const app = useApp();

test('against the AI, the person\'s explosion chain is seen step by step before the reply', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(app.server.url);
  await fresh9x5(page, 'human', 'beginner');
  await page.getByTestId('status').filter({ hasText: 'White to move' }).waitFor();
  // b2-a1: a1 explodes (a pair shows on a2 for one step), then a2 does.
  await dragPiece(page, 'b2', 'a1');
  const pair = page.locator('[data-testid=piece][data-square=a2][data-piece="white pair"]');
  await pair.waitFor({ timeout: 2000 });
  const shown = Date.now();
  await pair.waitFor({ state: 'detached', timeout: 5000 });
  const step = Date.now() - shown;
  assert.ok(step >= 300, `the a2 step stayed ${step} ms`);
  await page.getByTestId('move-list').locator('li').nth(1).waitFor({ timeout: 15000 });
  assert.deepEqual(errors, []);
  await context.close();
});
