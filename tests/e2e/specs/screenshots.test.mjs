// The README's screenshot (docs/screenshot.png), made by the suite from the release build:
// a Breakthru game against the AI after one turn each, on a desktop, in the light scheme.
// Every place (play, New game, Settings, Rules, My games, Puzzles, Learn, a finished game
// reviewed) on a phone and a desktop, light and dark, goes to the artifacts for a look.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { useApp, collectErrors, screenshot } from '../harness.mjs';
import { clickSquare, freshGame, goTo, openNewGame, openSections } from '../board.mjs';
import { FORTY_TURNS } from '../games.mjs';

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

/** Screenshots of the New game dialog, Settings and Rules, named after `tag`. */
async function places(page, tag) {
  await openNewGame(page);
  await screenshot(page, `new-game-${tag}`);
  await page.keyboard.press('Escape');
  await page.getByTestId('new-game-dialog').waitFor({ state: 'hidden' });
  for (const place of ['settings', 'rules', 'games']) {
    await goTo(page, place);
    await screenshot(page, `${place}-${tag}`);
  }
  await goTo(page, 'puzzles');
  await page.getByTestId('puzzle-status').filter({ hasText: /Find the best turn/ }).waitFor({ timeout: 20000 });
  await screenshot(page, `puzzles-${tag}`);
  await goTo(page, 'learn');
  await page.getByTestId('learn-status').filter({ hasText: /\S/ }).waitFor({ timeout: 20000 });
  await screenshot(page, `learn-${tag}`);
}

/** A screenshot of a finished 40-turn game after a fast review, named after `tag`. */
async function reviewedGame(page, tag) {
  page.once('dialog', (dialog) => dialog.accept()); // yes, leave the game in progress
  await page.goto(`${app.server.url}${FORTY_TURNS}`);
  await page.getByTestId('game-over').waitFor();
  await openSections(page);
  await page.getByTestId('review-fast').and(page.locator(':enabled')).click({ timeout: 20000 });
  await page.getByTestId('review-done').waitFor({ timeout: 60000 });
  await page.getByTestId('notice-close').click().catch(() => {});
  await screenshot(page, `reviewed-${tag}`);
}

for (const [device, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]]) {
  for (const scheme of ['light', 'dark']) {
    test(`every place on a ${device} in the ${scheme} scheme`, async () => {
      const tag = `${device}-${scheme}`;
      const { context, page, errors } = await gameAfterOneTurn(viewport, scheme);
      await screenshot(page, `play-${tag}`);
      await places(page, tag);
      await reviewedGame(page, tag);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
}
