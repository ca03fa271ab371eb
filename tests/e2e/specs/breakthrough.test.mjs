// Troyka's Breakthrough in the app: a whole 8x8 game against the AI in the worker by
// clicks and drags, small and large boards on a phone and a desktop, links, reload,
// keyboard play, Dutch, and Breakthru's saves of the first release still opening.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { useApp, collectErrors, screenshot, writeStorage } from '../harness.mjs';
import { clickSquare, dragPiece, freshBreakthrough, pieceAt, piecesOffTheirSquares, placement, squareCentre, targets, goTo, openNewGame } from '../board.mjs';

const app = useApp();

/** White's pieces, most advanced first (the rank is the number in the square's name). */
async function whitePieces(page) {
  const squares = await page.locator('[data-testid=piece][data-piece=white]').evaluateAll((nodes) =>
    nodes.map((n) => n.dataset.square));
  return squares.sort((a, b) => Number(b.slice(1)) - Number(a.slice(1)));
}

/** Plays one White move: the most advanced piece that can move, a capture if it has one;
 *  by click or by drag. Returns the move's squares. */
async function playWhite(page, byDrag) {
  for (const from of await whitePieces(page)) {
    await clickSquare(page, from);
    const [to] = await targets(page);
    if (!to) continue;
    if (byDrag) {
      await clickSquare(page, from); // deselect, then drag
      await dragPiece(page, from, to);
    } else {
      await clickSquare(page, to);
    }
    return [from, to];
  }
  throw new Error('White has no move');
}

test('a whole 8x8 game against the AI by clicks and drags, and reload resumes', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(app.server.url);
  await freshBreakthrough(page, '8x8', 'human', 'beginner');
  assert.equal(await page.locator('rect[data-square]').count(), 64);
  assert.equal(await page.title(), 'Breakthrough: the board game');
  await page.getByRole('heading', { name: 'Breakthrough', exact: true }).waitFor();
  let moves = 0;
  while (!(await page.getByTestId('game-over').isVisible())) {
    await page.getByTestId('status').filter({ hasText: /White to move|Game over/ }).waitFor({ timeout: 20000 });
    if (await page.getByTestId('game-over').isVisible()) break;
    const [from, to] = await playWhite(page, moves % 2 === 1);
    moves += 1;
    // The AI may answer at once, even by capturing the piece: look in the move list.
    const played = new RegExp(`^${from}[-x]${to}$`);
    await page.getByTestId('move-list').locator('li').filter({ hasText: played }).last().waitFor({ timeout: 5000 });
    assert.ok(moves < 80, 'the game ends');
    if (moves === 3) {
      // Reload in the middle: the game resumes where it was.
      await page.getByTestId('status').filter({ hasText: 'White to move' }).waitFor({ timeout: 20000 });
      const before = await placement(page);
      await page.reload();
      await page.getByTestId('status').filter({ hasText: 'White to move' }).waitFor({ timeout: 20000 });
      assert.deepEqual(await placement(page), before);
      // The New game panel (loaded when the dialog first opens) offers this game again, with its players.
      await openNewGame(page);
      assert.equal(await page.getByTestId('game').inputValue(), 'breakthrough');
      assert.equal(await page.getByTestId('board-size').inputValue(), '8x8');
      assert.equal(await page.getByTestId('black-player').inputValue(), 'beginner');
      await page.getByTestId('close-new-game').click();
    }
  }
  assert.match(await page.getByTestId('game-over').textContent(), /(White|Black) wins/);
  await screenshot(page, 'breakthrough-8x8-over');
  // The move list keeps the latest turn in view, and so it does while browsing back.
  const inView = async (item) => {
    const [box, frame] = [await item.boundingBox(), await page.getByTestId('move-list').boundingBox()];
    return box.y >= frame.y - 1 && box.y + box.height <= frame.y + frame.height + 1;
  };
  const items = page.getByTestId('move-list').locator('li');
  assert.ok(await inView(items.last()), 'the last turn is in view');
  await items.first().locator('button').evaluate((b) => b.click());
  await page.waitForTimeout(100);
  assert.ok(await inView(items.first()), 'the browsed turn is in view');
  await page.keyboard.press('End');
  await page.waitForTimeout(100);
  assert.ok(await inView(items.last()), 'back to the last turn');
  const list = await page.getByTestId('move-list').locator('li').allTextContents();
  assert.ok(list.length >= moves, `${list.length} turns listed for ${moves} white moves`);
  assert.match(await page.getByTestId('record-text').inputValue(), /^\[Game "breakthrough"\]/);
  // Rematch: the same start with the sides swapped; the AI, now White, moves first.
  await page.getByTestId('rematch').click();
  // (The AI may already have moved: the turn mark is not checked here.)
  assert.match(await page.getByTestId('player-light').textContent(), /^White: AI: beginner/);
  assert.match(await page.getByTestId('player-dark').textContent(), /^Black: Person/);
  await page.getByTestId('move-list').locator('li').first().waitFor({ timeout: 20000 });
  await page.getByTestId('player-dark').filter({ hasText: 'to move' }).waitFor();
  assert.equal(await page.locator('[data-testid=piece][data-piece=white]').count(), 16);
  assert.deepEqual(errors, []);
  await context.close();
});

for (const [name, viewport, touch] of [
  ['phone', { width: 390, height: 844 }, true],
  ['desktop', { width: 1280, height: 800 }, false],
]) {
  test(`5x5 and 16x16 boards fit a ${name} and play`, async () => {
    const context = await app.browser.newContext({ viewport, hasTouch: touch, isMobile: touch });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(app.server.url);
    for (const [size, cells] of [['5x5', 25], [[16, 16], 256]]) {
      await freshBreakthrough(page, size, 'human', 'human');
      assert.equal(await page.locator('rect[data-square]').count(), cells);
      // A new board of another size redraws the pieces its squares share with the last one.
      assert.deepEqual(await piecesOffTheirSquares(page), []);
      const board = await page.getByTestId('board').boundingBox();
      assert.ok(board.x >= 0 && board.x + board.width <= viewport.width + 1, `the board fits: ${JSON.stringify(board)}`);
      const square = await page.locator('rect[data-square=a1]').boundingBox();
      assert.ok(square.width >= 20, `a square is ${square.width}px wide`);
      // One finger drags pieces; two fingers may still zoom in on a large board.
      assert.equal(await page.getByTestId('board').evaluate((b) => getComputedStyle(b).touchAction), 'pinch-zoom');
      if (cells === 25) assert.ok(square.width >= 60, `a 5x5 square is ${square.width}px, not lost`);
      const label = Array.isArray(size) ? `${size[0]}x${size[1]}` : size;
      // One move by tap (phone) or click (desktop): White's b2 steps to b3.
      for (const square of ['b2', 'b3']) {
        const { x, y } = await squareCentre(page, square);
        if (touch) await page.touchscreen.tap(x, y);
        else await page.mouse.click(x, y);
      }
      assert.equal(await pieceAt(page, 'b3'), 'white');
      await page.getByTestId('status').filter({ hasText: 'Black to move' }).waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `breakthrough-${label}-${name}`);
    }
    if (!touch) {
      // A size outside 5..16 is refused with a reason, and the game in progress stays.
      await openNewGame(page);
      await page.getByTestId('ranks').fill('4');
      await page.getByTestId('new-game').click();
      await page.getByTestId('new-game-error').filter({ hasText: 'a 4x16 board is not allowed' }).waitFor();
      assert.equal(await page.getByTestId('board').getAttribute('data-ranks'), '16');
      // Correcting the size takes the reason away.
      await page.getByTestId('ranks').fill('5');
      await page.getByTestId('new-game-error').waitFor({ state: 'detached' });
      // Switching games and back keeps the size shown and the size started in step.
      await openNewGame(page);
      await page.getByTestId('game').selectOption('breakthru');
      await page.getByTestId('game').selectOption('breakthrough');
      assert.equal(await page.getByTestId('board-size').inputValue(), 'other');
      // The solved boards say so under the board's choice, typed in or picked.
      const note = page.getByTestId('solved-board-note');
      assert.equal(await note.count(), 0, 'not on 16x16');
      await page.getByTestId('ranks').fill('5');
      await page.getByTestId('files').fill('5');
      await note.filter({ hasText: 'the AI plays it perfectly' }).waitFor();
      await page.getByTestId('board-size').selectOption('8x8');
      await note.waitFor({ state: 'detached' });
      await page.getByTestId('board-size').selectOption('6x5');
      await note.filter({ hasText: 'the first player wins' }).waitFor();
      await page.getByTestId('board-size').selectOption('5x6');
      await note.filter({ hasText: 'the AI plays it perfectly' }).waitFor();
      await screenshot(page, 'new-game-solved-board');
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('a Breakthrough link opens its game, and keyboard play works on it', async () => {
  const context = await app.browser.newContext();
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(`${app.server.url}#game=breakthrough&fen=BBBBBB/BBBBBB/6/6/WWWWWW/WWWWWW_w&moves=a2-a3_f5-f4`);
  await page.getByTestId('notice').filter({ hasText: 'Opened the shared game' }).waitFor();
  assert.equal(await page.locator('rect[data-square]').count(), 36);
  assert.equal(await pieceAt(page, 'a3'), 'white');
  assert.equal(await pieceAt(page, 'f4'), 'black');
  assert.deepEqual(await page.getByTestId('move-list').locator('li').allTextContents(), ['a2-a3', 'f5-f4']);
  // The focus starts mid-board (d4 on 6x6): down twice to d2, pick it up, up once, put it down.
  const board = page.getByTestId('board');
  await board.focus();
  for (const key of ['ArrowDown', 'ArrowDown', 'Enter', 'ArrowUp', 'Enter']) await page.keyboard.press(key);
  assert.equal(await pieceAt(page, 'd3'), 'white');
  await page.getByTestId('status').filter({ hasText: 'Black to move' }).waitFor();
  assert.match(await page.getByTestId('share-link').inputValue(), /#game=breakthrough&fen=BBBBBB\/.*&moves=a2-a3_f5-f4_d2-d3$/);
  const bad = `${app.server.url}#game=breakthrough&fen=BBBBBB/BBBBBB/6/6/WWWWWW/WWWWWW_w&moves=a2-a5_f5-f4`;
  await page.goto(bad); // only the fragment changes: the open app reads it at once
  await page.getByTestId('notice').filter({ hasText: "action 1 ('a2-a5')" }).waitFor();
  assert.equal(await pieceAt(page, 'd3'), 'white', 'the game in progress is kept');
  assert.deepEqual(errors, []);
  await context.close();
});

test('Breakthrough in Dutch: status, rules and names', async () => {
  const context = await app.browser.newContext({ locale: 'nl-NL' });
  const page = await context.newPage();
  await page.goto(app.server.url);
  await freshBreakthrough(page, '7x7', 'human', 'human', 'black');
  await page.getByTestId('status').filter({ hasText: 'Zwart aan zet' }).waitFor();
  assert.equal(await page.title(), 'Breakthrough: het bordspel');
  assert.equal(await page.locator('#square-a7').getAttribute('aria-label'), 'a7, zwarte steen');
  await goTo(page, 'rules');
  await page.getByTestId('rules').getByRole('heading', { name: 'Een zet' }).waitFor();
  await context.close();
});

test('a Breakthru game saved by the first release still opens', async () => {
  const saved = await readFile(new URL('../../data/saves/breakthru-v1.json', import.meta.url), 'utf8');
  const context = await app.browser.newContext();
  const page = await context.newPage();
  await page.goto(app.server.url);
  await writeStorage(page, { 'breakthru.game': saved.trim() });
  await page.reload();
  // The save stops in the middle of Silver's turn, and Silver is the AI: it resumes the turn
  // with its second action, then Gold (a person) is to move.
  await page.getByTestId('status').filter({ hasText: 'Gold to move' }).waitFor({ timeout: 20000 });
  const [first, second, ...rest] = await page.getByTestId('move-list').locator('li').allTextContents();
  assert.equal(first, 'e4-e3 g4-g3');
  assert.match(second, /^d2-d1 [a-k]\d+[-x][a-k]\d+$/);
  assert.deepEqual(rest, []);
  assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Breakthru');
  const resaved = await page.evaluate(() => JSON.parse(localStorage.getItem('breakthru.game')));
  assert.equal(resaved.version, 2);
  assert.equal(resaved.game, 'breakthru');
  await context.close();
});
