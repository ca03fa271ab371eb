// The release build shows the standard position and the AI worker answers.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, collectErrors, screenshot } from '../harness.mjs';

const STANDARD = {
  flagship: ['f6'],
  escort: ['e8', 'f8', 'g8', 'e4', 'f4', 'g4', 'd5', 'd6', 'd7', 'h5', 'h6', 'h7'],
  ship: ['d10', 'e10', 'f10', 'g10', 'h10', 'd2', 'e2', 'f2', 'g2', 'h2',
    'b4', 'b5', 'b6', 'b7', 'b8', 'j4', 'j5', 'j6', 'j7', 'j8'],
};

const app = useApp();

async function openApp(viewport) {
  const context = await app.browser.newContext({ viewport });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(app.server.url);
  return { context, page, errors };
}

test('the board shows the standard position and the worker answers', async () => {
  const { context, page, errors } = await openApp({ width: 1280, height: 900 });
  const pieces = page.getByTestId('piece');
  await pieces.first().waitFor();
  assert.equal(await pieces.count(), 33);
  for (const [kind, squares] of Object.entries(STANDARD)) {
    const found = await page.locator(`[data-testid=piece][data-piece=${kind}]`)
      .evaluateAll((nodes) => nodes.map((n) => n.dataset.square));
    assert.deepEqual(found.sort(), [...squares].sort(), kind);
  }
  await page.getByTestId('worker-status').filter({ hasText: 'Engine ready' }).waitFor({ state: 'attached', timeout: 15000 });
  await screenshot(page, 'skeleton-desktop');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the board fits a phone screen', async () => {
  const { context, page, errors } = await openApp({ width: 390, height: 844 });
  const board = page.getByTestId('board');
  await board.waitFor();
  const box = await board.boundingBox();
  assert.ok(box.width > 300 && box.x >= 0 && box.x + box.width <= 390, JSON.stringify(box));
  await screenshot(page, 'skeleton-phone');
  assert.deepEqual(errors, []);
  await context.close();
});
