// The README's screenshot (docs/screenshot.png), made by the suite from the release build:
// a Breakthru game against the AI after one turn each, on a desktop, in the light scheme.
// The same view on a phone and in the dark scheme goes to the artifacts for a look.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { useApp, collectErrors, screenshot } from '../harness.mjs';
import { clickSquare, freshGame } from '../board.mjs';

const readmeShot = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..', '..', 'docs', 'screenshot.png');

const app = useApp();

/** A page at `viewport` in `colorScheme`, with Gold played by a person against the AI
 *  and one turn each played. */
async function gameAfterOneTurn(viewport, colorScheme) {
  const context = await app.browser.newContext({ viewport, colorScheme, deviceScaleFactor: 1, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(app.server.url);
  await freshGame(page, 'human', 'beginner');
  for (const [from, to] of [['e4', 'e3'], ['g4', 'g3']]) {
    await clickSquare(page, from);
    await clickSquare(page, to);
  }
  await page.getByTestId('status').filter({ hasText: 'Gold to move' }).waitFor({ timeout: 20000 });
  await page.mouse.move(0, 0);
  return { context, page, errors };
}

test('the README screenshot: a game against the AI on a desktop', async () => {
  const { context, page, errors } = await gameAfterOneTurn({ width: 1280, height: 800 }, 'light');
  await page.screenshot({ path: readmeShot });
  assert.deepEqual(errors, []);
  await context.close();
});

test('the same game on a phone in the dark scheme', async () => {
  const { context, page, errors } = await gameAfterOneTurn({ width: 390, height: 844 }, 'dark');
  await screenshot(page, 'game-phone-dark');
  assert.deepEqual(errors, []);
  await context.close();
});
