// What the screen says agrees with itself and is true: every score names whose view it is
// from, the same way while the AI thinks and after; a notice follows a change of language;
// a free setup shows the players of the game it sets up and nothing of the game before; and
// an unreadable list of games is reported as it is, with a way to get it back.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, collectErrors, writeStorage } from '../harness.mjs';
import { clickSquare, freshGame, goTo, openNewGame, clickStart } from '../board.mjs';

const app = useApp();

test('a score says whose view it is from, the same way while thinking and after', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(app.server.url);
  // Silver's AI moves after Gold's first turn.
  await freshGame(page, 'human', 'expert');
  const line = page.getByTestId('ai-line');
  for (const [from, to] of [['e4', 'e3'], ['g4', 'g3']]) {
    await clickSquare(page, from);
    await clickSquare(page, to);
  }
  await line.filter({ hasText: 'depth' }).waitFor({ timeout: 15000 });
  const thinking = await line.textContent();
  assert.match(thinking, /^The AI is thinking: depth \d+, (\+\d+\.\d\d for (Gold|Silver)|0\.00|(Gold|Silver) wins [^,]+), line /, thinking);
  assert.doesNotMatch(thinking, /score|-\d/, 'no bare or negative score');
  await page.getByTestId('status').filter({ hasText: 'Gold to move' }).waitFor({ timeout: 20000 });
  const after = await line.textContent();
  assert.match(after, /^The AI's evaluation: .*(\(0\.00\)|\(\+\d+\.\d\d for (Gold|Silver)\)|wins (by force|in \d+ moves?))\.$/, after);
  assert.doesNotMatch(after, /-\d/, 'no score from the other side\'s view');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a notice, a refusal and the players showing when the language changes are said again in it', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${app.server.url}#bfn=garbage`);
  const notice = page.getByTestId('notice');
  await notice.filter({ hasText: 'This link could not be opened' }).waitFor();
  await clickSquare(page, 'd2');
  const refusal = page.getByTestId('refusal');
  assert.equal(await refusal.textContent(), "That piece is Silver's: Gold is to move.");
  await goTo(page, 'settings');
  await page.getByTestId('language').selectOption('nl');
  await goTo(page, 'play');
  await notice.filter({ hasText: 'Deze link kon niet worden geopend' }).waitFor({ timeout: 5000 });
  assert.doesNotMatch(await notice.textContent(), /could not be opened/);
  assert.equal(await refusal.textContent(), 'Dat stuk is van Zilver: Goud is aan zet.');
  assert.match(await page.getByTestId('player-light').textContent(), /^Goud: /);
  await context.close();
});

test('a free setup shows the new game\'s players and no evaluation of the game before', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(app.server.url);
  await goTo(page, 'settings');
  await page.getByTestId('evaluation-bar-setting').check();
  await goTo(page, 'play');
  await freshGame(page, 'human', 'club');
  await page.getByTestId('evaluation-bar').waitFor({ timeout: 20000 });
  await openNewGame(page);
  await page.getByTestId('gold-player').selectOption('human');
  await page.getByTestId('silver-player').selectOption('casual');
  await page.getByTestId('start-position').selectOption('free');
  await clickStart(page);
  await page.getByTestId('player-dark').filter({ hasText: 'casual' }).waitFor({ state: 'attached' });
  assert.equal(await page.getByTestId('player-light').textContent(), 'Gold: Person');
  assert.equal(await page.getByTestId('evaluation-bar').count(), 0, 'no bar during the setup');
  assert.equal(await page.getByTestId('move-list').count(), 0, 'no moves of the game before');
  assert.deepEqual(errors, []);
  await context.close();
});

test('an unreadable list with the game in progress intact says so, and My games offers the list back', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(app.server.url);
  await freshGame(page, 'human', 'human');
  await clickSquare(page, 'e4');
  await clickSquare(page, 'e3');
  await page.waitForFunction(() => /e4-e3/.test(localStorage.getItem('breakthru.game') ?? ''));
  const list = await page.evaluate(() => localStorage.getItem('breakthru.library'));
  await writeStorage(page, { 'breakthru.library': `${list.slice(0, 40)}` });
  await page.reload();
  const notice = page.getByTestId('notice');
  await notice.filter({ hasText: 'list of your games could not be read' }).waitFor();
  const said = await notice.textContent();
  assert.match(said, /your game in progress is on the board/);
  assert.doesNotMatch(said, /new game was started/);
  assert.match(said, /kept aside under the key 'breakthru\.library\.unreadable\.\d+'/);
  assert.equal(await page.locator('[data-testid=piece][data-square=e3]').count(), 1, 'the saved game is on the board');
  await goTo(page, 'games');
  const kept = page.getByTestId('kept-aside');
  await kept.waitFor();
  await kept.getByTestId('restore-kept').click();
  // The list kept aside is cut short: restoring it says why it still cannot be read.
  await notice.filter({ hasText: 'Not imported' }).waitFor();
  assert.equal(await kept.count(), 1, 'still kept aside');
  assert.deepEqual(errors, []);
  await context.close();
});
