// Small things players expect: "Copy link" says so, a link pasted into the open app opens,
// the game's turns can be browsed with keys that work on the board too, and a tap on a
// piece touches only the squares it marks.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, collectErrors, writeStorage } from '../harness.mjs';
import { clickSquare, freshBreakthrough, freshGame, pieceAt, goTo, openNewGame, openSections } from '../board.mjs';

const app = useApp();

async function play(page, moves) {
  for (const move of moves.split(' ')) {
    const [from, to] = move.split('-');
    await clickSquare(page, from);
    await clickSquare(page, to);
  }
}

test('selecting a piece rewrites only the squares whose marks or names change', async () => {
  const page = await app.browser.newPage();
  await page.goto(app.server.url);
  await freshGame(page, 'human', 'human');
  await page.evaluate(() => {
    window.squareWrites = 0;
    new MutationObserver((list) => { window.squareWrites += list.filter((m) => m.target.matches?.('rect.square')).length; })
      .observe(document.querySelector('[data-testid=board]'), { subtree: true, attributes: true });
  });
  await clickSquare(page, 'e4');
  await page.locator('[data-testid=target][data-square=e3]').waitFor();
  await clickSquare(page, 'e4');
  await page.locator('[data-testid=target]').first().waitFor({ state: 'detached' });
  // The selected square's class and the named squares (the piece, its targets), twice.
  // Drawing all 121 squares again would be over 2,000 writes.
  const writes = await page.evaluate(() => window.squareWrites);
  assert.ok(writes > 0 && writes <= 40, `${writes} attribute writes on squares`);
  await page.close();
});

test('"Copy link" puts the link on the clipboard and says so', async () => {
  const context = await app.browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  await page.goto(app.server.url);
  await freshGame(page, 'human', 'human');
  await play(page, 'e4-e3');
  await openSections(page);
  await page.getByTestId('copy-link').click();
  await page.getByTestId('copied').filter({ hasText: 'Copied' }).waitFor();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(copied, await page.getByTestId('share-link').inputValue());
  await context.close();
});

test('a link pasted into the open app opens, after asking to replace the game', async () => {
  const context = await app.browser.newContext();
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(app.server.url);
  await freshGame(page, 'human', 'human');
  await play(page, 'e4-e3');
  page.once('dialog', (dialog) => dialog.accept());
  await page.evaluate(() => { location.hash = 'game=breakthrough&fen=BBBBB/BBBBB/5/WWWWW/WWWWW_w&moves=a2-a3'; });
  await page.getByTestId('notice').filter({ hasText: 'Opened the shared game' }).waitFor();
  assert.equal(await page.locator('rect[data-square]').count(), 25);
  assert.equal(await pieceAt(page, 'a3'), 'white');
  assert.equal(await page.evaluate(() => location.hash), '', 'the link is taken out of the address');
  assert.equal(await page.getByTestId('game').inputValue(), 'breakthrough', 'New game offers the game opened');
  assert.equal(await page.getByTestId('board-size').inputValue(), '5x5');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the players are shown by the board, and Start asks before replacing a game', async () => {
  const context = await app.browser.newContext();
  const page = await context.newPage();
  await page.goto(app.server.url);
  await page.getByTestId('worker-status').filter({ hasText: 'Engine ready' }).waitFor({ state: 'attached', timeout: 15000 });
  const light = page.getByTestId('player-light');
  assert.equal(await light.textContent(), 'Gold: Person, to move');
  assert.equal(await page.getByTestId('player-dark').textContent(), 'Silver: AI: club');
  await play(page, 'e4-e3');
  // The New game form holds the next game's settings; the bar keeps showing this one's.
  await openNewGame(page);
  await page.getByTestId('silver-player').selectOption('human');
  let asked = '';
  page.once('dialog', (dialog) => { asked = dialog.message(); dialog.dismiss(); });
  await page.getByTestId('new-game').click();
  assert.match(asked, /replaces the game in progress/);
  assert.equal(await pieceAt(page, 'e3'), 'escort', 'kept after No');
  assert.equal(await page.getByTestId('player-dark').textContent(), 'Silver: AI: club');
  page.once('dialog', (dialog) => dialog.accept());
  await page.getByTestId('new-game').click();
  assert.equal(await pieceAt(page, 'e3'), null, 'replaced after Yes');
  assert.equal(await page.getByTestId('player-dark').textContent(), 'Silver: Person');
  await context.close();
});

test('both saved keys unreadable: both are explained in plain words and kept aside', async () => {
  const context = await app.browser.newContext();
  const page = await context.newPage();
  await page.goto(app.server.url);
  await writeStorage(page, {
    'breakthru.game': '{"version":2,"game":"Alien","start":"x","actions":[],"light":"Human","dark":"Human"}',
    'breakthru.settings': '{"version":"one"}',
  });
  await page.reload();
  const notice = page.getByTestId('notice');
  await notice.filter({ hasText: 'saved game could not be read' }).waitFor();
  const text = await notice.textContent();
  assert.match(text, /The saved settings could not be read \(JSON without the expected fields and values \(line 1, column \d+\)\)/);
  assert.doesNotMatch(text, /unknown variant|expected struct|invalid type/);
  const keys = await page.evaluate(() => Object.keys(localStorage));
  assert.ok(keys.some((k) => k.startsWith('breakthru.game.unreadable.')), keys.join());
  assert.ok(keys.some((k) => k.startsWith('breakthru.settings.unreadable.')), keys.join());
  await context.close();
});

test('a press that does nothing says why, and messages never move the buttons', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(app.server.url);
  await freshGame(page, 'human', 'expert');
  const refusal = page.getByTestId('refusal');
  const undoTop = async () => (await page.getByTestId('undo').boundingBox()).y;
  const top = await undoTop();
  await clickSquare(page, 'd2');
  assert.equal(await refusal.textContent(), "That piece is Silver's: Gold is to move.");
  assert.equal(await undoTop(), top);
  await play(page, 'e4-e3');
  await clickSquare(page, 'e3');
  assert.match(await refusal.textContent(), /^That ship has just moved/);
  await clickSquare(page, 'f6');
  assert.match(await refusal.textContent(), /^The flagship moves only as a whole turn/);
  await clickSquare(page, 'g4');
  await clickSquare(page, 'h3');
  assert.match(await refusal.textContent(), /^g4 cannot go to h3/);
  await clickSquare(page, 'g4');
  await clickSquare(page, 'g3');
  assert.equal(await refusal.textContent(), '', 'a legal move clears it');
  // The AI (expert, 1 s a turn) thinks aloud: the buttons stay where they were.
  await page.getByTestId('thinking').filter({ hasText: 'depth' }).waitFor({ timeout: 10000 });
  assert.equal(await undoTop(), top);
  // After its turn, how the game looks to the AI stays in words, the score from the view of
  // the side it favours.
  await page.getByTestId('status').filter({ hasText: 'Gold to move' }).waitFor({ timeout: 20000 });
  assert.match(
    await page.getByTestId('thinking').locator('.line').textContent(),
    /^The AI's evaluation: ((the game is about even|(Gold|Silver) (is better|is winning)) \((0\.00|\+\d+\.\d\d for (Gold|Silver))\)|(Gold|Silver) wins (by force|in \d+ moves?))\.$/,
  );
  assert.equal(await undoTop(), top);
  await context.close();
});

test('AI against AI goes at a pace a person can follow, with Pause and Step', async () => {
  const context = await app.browser.newContext();
  const page = await context.newPage();
  await page.goto(app.server.url);
  await freshBreakthrough(page, '8x8', 'beginner', 'beginner');
  const turns = () => page.getByTestId('move-list').locator('li').count();
  const started = Date.now();
  await page.getByTestId('move-list').locator('li').first().waitFor({ timeout: 10000 });
  await page.waitForTimeout(2500);
  const played = await turns();
  const seconds = (Date.now() - started) / 1000;
  assert.ok(played >= 1 && played <= Math.ceil(seconds / 1.2) + 1, `${played} turns in ${seconds} s`);
  await page.getByTestId('pause').click();
  await page.waitForTimeout(1500); // a turn already asked for still lands
  const paused = await turns();
  await page.waitForTimeout(2500);
  assert.equal(await turns(), paused, 'nothing moves while paused');
  await page.getByTestId('step').click();
  await page.getByTestId('move-list').locator('li').nth(paused).waitFor({ timeout: 10000 });
  await page.waitForTimeout(2000);
  assert.equal(await turns(), paused + 1, 'Step plays one turn');
  await page.getByTestId('pause').click();
  await page.getByTestId('move-list').locator('li').nth(paused + 2).waitFor({ timeout: 10000 });
  await context.close();
});

test('move sounds are off by default, and on when chosen', async () => {
  const context = await app.browser.newContext();
  // Counts the clicks the app makes (the real Web Audio API still plays them).
  await context.addInitScript(() => {
    window.__clicks = 0;
    const create = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function () {
      window.__clicks += 1;
      return create.call(this);
    };
  });
  const page = await context.newPage();
  await page.goto(app.server.url);
  await freshGame(page, 'human', 'human');
  await play(page, 'e4-e3');
  assert.equal(await page.evaluate(() => window.__clicks), 0, 'silent by default');
  await goTo(page, 'settings');
  await page.getByTestId('sounds').check();
  await goTo(page, 'play');
  await play(page, 'g4-g3 d2-d1');
  assert.equal(await page.evaluate(() => window.__clicks), 2);
  await page.reload();
  await goTo(page, 'settings');
  assert.equal(await page.getByTestId('sounds').isChecked(), true, 'the setting is kept');
  await context.close();
});

test('PageUp, PageDown, Ctrl+arrows, Home and End browse the game, on the board too', async () => {
  const context = await app.browser.newContext();
  const page = await context.newPage();
  await page.goto(app.server.url);
  await freshGame(page, 'human', 'human');
  await play(page, 'e4-e3 g4-g3 d2-d1 h2-h1');
  const board = page.getByTestId('board');
  await board.focus();
  const browsing = page.getByTestId('browsing');
  await page.keyboard.press('PageUp');
  await browsing.waitFor();
  assert.equal(await pieceAt(page, 'd1'), null, 'one turn back: Silver has not moved');
  assert.equal(await pieceAt(page, 'e3'), 'escort');
  // The browsed position speaks for itself: its turn count, its status, its last turn.
  assert.equal(await browsing.textContent(), 'Showing the position after turn 1 of 2; press End to return.');
  // The move list numbers every turn as browsing counts them (not two turns to a number).
  const items = page.getByTestId('move-list').locator('li');
  assert.deepEqual(await items.evaluateAll((list) => list.map((li) => li.dataset.turn)), ['1', '2']);
  assert.equal(await items.and(page.locator('.current')).getAttribute('data-turn'), '1');
  const shown = await items.nth(1).evaluate((li) => getComputedStyle(li, '::before').content);
  assert.match(shown, /attr\(data-turn\)|"2\."/, `the second turn's number on screen: ${shown}`);
  assert.match(await page.getByTestId('status').textContent(), /^Silver to move, move 1 of 2/);
  const marked = await page.locator('rect.last-turn').evaluateAll((r) => r.map((e) => e.dataset.square).sort());
  assert.deepEqual(marked, ['e3', 'e4', 'g3', 'g4']);
  await page.keyboard.press('Home');
  assert.equal(await pieceAt(page, 'e3'), null, 'the start');
  await page.keyboard.press('Control+ArrowRight');
  assert.equal(await pieceAt(page, 'e3'), 'escort');
  await page.keyboard.press('End');
  await browsing.waitFor({ state: 'detached' });
  assert.equal(await pieceAt(page, 'd1'), 'ship');
  // Plain arrows on the board still move its focus square and browse nothing.
  await page.keyboard.press('ArrowLeft');
  assert.equal(await browsing.count(), 0);
  await context.close();
});
