// Helpers for tests that act on the board: squares on screen, clicks, drags, pieces.

/** The centre of `square` on screen. */
export async function squareCentre(page, square) {
  const rect = page.locator(`rect[data-square=${square}]`);
  await rect.scrollIntoViewIfNeeded();
  const box = await rect.boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Clicks the centre of `square`. */
export async function clickSquare(page, square) {
  const { x, y } = await squareCentre(page, square);
  await page.mouse.click(x, y);
}

/** Drags with the mouse from one point to another in a few steps. */
export async function dragBetween(page, a, b) {
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 4 });
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up();
}

/** Drags the piece on `from` to the square `to`. */
export async function dragPiece(page, from, to) {
  await dragBetween(page, await squareCentre(page, from), await squareCentre(page, to));
}

/** The kind of piece on `square` (escort, flagship, ship), or null. */
export async function pieceAt(page, square) {
  return page.locator(`[data-testid=piece][data-square=${square}]`).getAttribute('data-piece', { timeout: 2000 }).catch(() => null);
}

/** The pieces drawn outside the square they name (an empty list when all is well), read
 *  from the SVG itself: each piece's first disc against its square's rectangle. */
export async function piecesOffTheirSquares(page) {
  return page.getByTestId('board').evaluate((svg) => {
    const off = [];
    for (const piece of svg.querySelectorAll('[data-testid=piece]')) {
      const square = svg.querySelector(`rect[data-square=${piece.dataset.square}]`);
      const disc = piece.querySelector('circle');
      if (!square || !disc) continue;
      const [x, y] = [Number(disc.getAttribute('cx')), Number(disc.getAttribute('cy'))];
      const [left, top] = [Number(square.getAttribute('x')), Number(square.getAttribute('y'))];
      const [width, height] = [Number(square.getAttribute('width')), Number(square.getAttribute('height'))];
      if (!(x > left && x < left + width && y > top && y < top + height)) off.push(piece.dataset.square);
    }
    return off;
  });
}

/** What each place loaded on first use shows once loaded (src/ui/app/lazy.rs). */
const LOADED = { puzzles: 'puzzles', learn: 'learn', games: 'my-games', settings: 'language' };

/** Goes to a place of the app (play, analysis, rules, settings) by its address. */
export async function goTo(page, place) {
  await page.evaluate((p) => { location.hash = `#/${p}`; }, place);
  // The rules page's text is fetched when it opens.
  if (place === 'rules') await page.getByTestId('rules').locator('h3').first().waitFor();
  if (LOADED[place]) await page.getByTestId(LOADED[place]).waitFor();
}

/** Opens the New game dialog, unless it is open. */
export async function openNewGame(page) {
  if (await page.getByTestId('new-game-dialog').isVisible()) return;
  await goTo(page, 'play');
  await page.getByTestId('open-new-game').click();
  await page.getByTestId('new-game-dialog').waitFor();
}

/** Opens the side panel's collapsed sections (review, share, the game record), once the
 *  part that holds them has loaded (just after the first render, src/ui/app/lazy.rs). */
export async function openSections(page) {
  await page.locator('.side-panel details.share').waitFor({ state: 'attached', timeout: 20000 });
  await page.locator('.side-panel details').evaluateAll((all) => all.forEach((d) => { d.open = true; }));
}

/** Clicks Start, saying yes if the app asks before replacing a game in progress. */
export async function clickStart(page) {
  const accept = (dialog) => dialog.accept();
  page.on('dialog', accept);
  await page.getByTestId('new-game').click();
  page.off('dialog', accept);
}

/** Waits for the engine, then starts a new game with these players and start choice. */
export async function freshGame(page, gold, silver, start = 'standard') {
  await page.getByTestId('worker-status').filter({ hasText: 'Engine ready' }).waitFor({ state: 'attached', timeout: 15000 });
  await openNewGame(page);
  await page.getByTestId('gold-player').selectOption(gold);
  await page.getByTestId('silver-player').selectOption(silver);
  await page.getByTestId('start-position').selectOption(start);
  await clickStart(page);
}


/** Every piece on the board as 'kind@square', sorted. */
export async function placement(page) {
  return page.getByTestId('piece').evaluateAll((nodes) =>
    nodes.map((n) => `${n.dataset.piece}@${n.dataset.square}`).sort());
}

/** Waits for the engine, then starts Breakthrough: `size` is a preset such as '8x8' or
 *  [ranks, files]; `white` and `black` are 'human' or a level. */
export async function freshBreakthrough(page, size, white, black, first = 'white') {
  await page.getByTestId('worker-status').filter({ hasText: /Engine ready|Computer klaar/ }).waitFor({ state: 'attached', timeout: 15000 });
  await openNewGame(page);
  await page.getByTestId('game').selectOption('breakthrough');
  if (Array.isArray(size)) {
    await page.getByTestId('board-size').selectOption('other');
    await page.getByTestId('ranks').fill(String(size[0]));
    await page.getByTestId('files').fill(String(size[1]));
  } else {
    await page.getByTestId('board-size').selectOption(size);
  }
  await page.getByTestId('first-move').selectOption(first);
  await page.getByTestId('white-player').selectOption(white);
  await page.getByTestId('black-player').selectOption(black);
  await clickStart(page);
}

/** The squares the selected piece may go to, captures first. */
export async function targets(page) {
  const found = await page.getByTestId('target').evaluateAll((nodes) =>
    nodes.map((n) => ({ square: n.dataset.square, capture: n.classList.contains('capture') })));
  return found.sort((a, b) => Number(b.capture) - Number(a.capture)).map((t) => t.square);
}

/** Waits for the engine, then starts Freeling's 9x5 game with these players ('human' or a level). */
export async function fresh9x5(page, white, black) {
  await page.getByTestId('worker-status').filter({ hasText: /Engine ready|Computer klaar/ }).waitFor({ state: 'attached', timeout: 15000 });
  await openNewGame(page);
  await page.getByTestId('game').selectOption('breakthrough9x5');
  await page.getByTestId('white-player').selectOption(white);
  await page.getByTestId('black-player').selectOption(black);
  await clickStart(page);
}

/** Moves the board's keyboard focus to `square` with the arrow keys (the board has focus). */
export async function focusSquare(page, square) {
  const board = page.getByTestId('board');
  const flipped = false;
  for (let step = 0; step < 40; step += 1) {
    const at = (await board.getAttribute('aria-activedescendant')).replace('square-', '');
    if (at === square) return;
    const [file, rank] = [at.charCodeAt(0), Number(at.slice(1))];
    const [toFile, toRank] = [square.charCodeAt(0), Number(square.slice(1))];
    const key = toFile > file ? 'ArrowRight' : toFile < file ? 'ArrowLeft' : (toRank > rank) !== flipped ? 'ArrowUp' : 'ArrowDown';
    await page.keyboard.press(key);
  }
  throw new Error(`focus never reached ${square}`);
}
