// Puzzles (#/puzzles): solving a Breakthru two-action puzzle by drag and by keyboard, a
// wrong turn refused with the AI worker's refutation, the rating kept over a reload, the
// puzzle left resumed (a reply due when the page was left is played on return), shared
// puzzle links, and the mode offline after one visit. The puzzles are read from dist/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { useApp, collectErrors, distDir, screenshot } from '../harness.mjs';

const app = useApp();

/** The puzzles of a set in dist/: id, rating, themes, position and solution turns. */
async function puzzlesOf(set) {
  const text = await readFile(join(distDir, 'puzzles', `${set}.txt`), 'utf8');
  return text.split('\n').slice(1).filter((line) => line && !line.startsWith('#')).map((line) => {
    const [id, rating, themes, position, solution] = line.split('\t');
    return { id, rating: Number(rating), themes, position, turns: solution.split(' ').map((t) => t.split('+')) };
  });
}

/** The squares of an action written `a1-b2` or `a1xb2`. */
const squares = (action) => action.match(/^([a-z]+\d+)[-x]([a-z]+\d+)/).slice(1, 3);

/** A Breakthru puzzle whose first turn is two moves. */
async function twoActionPuzzle(skip = 0) {
  const found = (await puzzlesOf('breakthru')).filter((p) => p.turns[0].length === 2);
  assert.ok(found.length > skip, 'the Breakthru set has two-action puzzles');
  return found[skip];
}

/** The Puzzles page, its board and its status line. */
const area = (page) => page.getByTestId('puzzles');
const status = (page) => page.getByTestId('puzzle-status');

/** Opens a puzzle by its link and waits for its task. */
async function openPuzzle(page, set, id) {
  await page.goto(`${app.server.url}#puzzle=${set}/${id}`);
  // From another puzzle only the address changes: wait for this one, not the last one's task.
  await page.getByTestId('puzzle-about').filter({ hasText: id }).waitFor({ timeout: 20000 });
  await status(page).filter({ hasText: /Find the best turn/ }).waitFor({ timeout: 20000 });
}

/** The centre of `square` on the puzzle's board. */
async function centre(page, square) {
  const box = await area(page).locator(`rect[data-square=${square}]`).boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

async function drag(page, from, to) {
  const [a, b] = [await centre(page, from), await centre(page, to)];
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 4 });
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up();
}

async function tap(page, square) {
  const { x, y } = await centre(page, square);
  await page.mouse.click(x, y);
}

/** Moves the puzzle board's keyboard focus to `square` and presses Enter. */
async function keyTo(page, square) {
  const board = area(page).getByTestId('board');
  const [a1, a2] = [await centre(page, 'a1'), await centre(page, 'a2')];
  const flipped = a2.y > a1.y;
  for (let step = 0; step < 40; step += 1) {
    const at = (await board.getAttribute('aria-activedescendant')).replace('square-', '');
    if (at === square) {
      await page.keyboard.press('Enter');
      return;
    }
    const [file, rank] = [at.charCodeAt(0), Number(at.slice(1))];
    const [toFile, toRank] = [square.charCodeAt(0), Number(square.slice(1))];
    const right = (toFile > file) !== flipped;
    const key = toFile !== file ? (right ? 'ArrowRight' : 'ArrowLeft') : (toRank > rank) !== flipped ? 'ArrowUp' : 'ArrowDown';
    await page.keyboard.press(key);
  }
  throw new Error(`focus never reached ${square}`);
}

/** Plays the whole solution with `move` (from, to) per action, waiting for each reply;
 *  after the first move of a two-move turn the status says the second is due, as Play does. */
async function solve(page, puzzle, move) {
  for (let turn = 0; turn < puzzle.turns.length; turn += 2) {
    for (const [index, action] of puzzle.turns[turn].entries()) {
      await move(...squares(action));
      if (index + 1 < puzzle.turns[turn].length) await status(page).filter({ hasText: /: move 2 of 2\.$/ }).waitFor({ timeout: 5000 });
    }
    if (turn + 1 < puzzle.turns.length) {
      await status(page).filter({ hasText: new RegExp(`replied ${puzzle.turns[turn + 1].join(' ')}`) }).waitFor();
    }
  }
  await status(page).filter({ hasText: 'Solved!' }).waitFor();
}

const rating = async (page) => Number((await page.getByTestId('puzzle-rating').textContent()).match(/rating (\d+)/)[1]);

test('a Breakthru two-action puzzle is solved by drag, and the rating survives a reload', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  const requests = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(app.server.url);
  await page.getByTestId('status').waitFor();
  assert.deepEqual(requests.filter((url) => url.includes('/puzzles/')), [], 'no puzzle file in the first load');

  const puzzle = await twoActionPuzzle();
  await openPuzzle(page, 'breakthru', puzzle.id);
  assert.equal(await rating(page), 1500);
  await solve(page, puzzle, (from, to) => drag(page, from, to));
  const after = await rating(page);
  assert.ok(after > 1500, `solving raised the rating: ${after}`);
  assert.match(await page.getByTestId('puzzle-history').textContent(), new RegExp(`${puzzle.id} solved`));
  await screenshot(page, 'puzzle-solved');

  await page.reload();
  await status(page).filter({ hasText: /Find the best turn/ }).waitFor();
  assert.equal(await rating(page), after, 'the rating is kept');
  assert.match(await page.getByTestId('puzzle-about').textContent(), new RegExp(puzzle.id), 'the address keeps the puzzle');
  assert.deepEqual(errors, []);
  await context.close();
});

/** Goes to another place and back to Puzzles by the navigation's links. */
async function awayAndBack(page, label) {
  const nav = page.getByRole('navigation');
  await nav.getByRole('link', { name: label, exact: true }).click();
  await page.waitForFunction(() => !location.hash.startsWith('#puzzle='));
  await nav.getByRole('link', { name: 'Puzzles', exact: true }).click();
}

/** The id of the puzzle on the page, once its task is shown. */
async function shownId(page) {
  await status(page).filter({ hasText: /Find the best turn/ }).waitFor({ timeout: 20000 });
  return (await page.getByTestId('puzzle-about').textContent()).match(/Puzzle (\w+),/)[1];
}

test('coming back to Puzzles resumes the puzzle left, also after a reload', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  const puzzle = await twoActionPuzzle();
  await openPuzzle(page, 'breakthru', puzzle.id);
  const [from, to] = squares(puzzle.turns[0][0]);
  await drag(page, from, to);
  const moved = area(page).locator(`[data-testid=piece][data-square=${to}]`);
  await moved.waitFor();

  await awayAndBack(page, 'Play');
  assert.equal(await shownId(page), puzzle.id, 'the same puzzle');
  await moved.waitFor();
  await page.waitForFunction((id) => location.hash === `#puzzle=breakthru/${id}`, puzzle.id);

  // Reloaded at #/puzzles: the set's current puzzle is read back, from its start.
  await awayAndBack(page, 'My games');
  await page.waitForFunction(() => location.hash.startsWith('#puzzle='));
  await page.evaluate(() => history.replaceState(null, '', '#/puzzles'));
  await page.reload();
  assert.equal(await shownId(page), puzzle.id, 'the same puzzle after a reload');
  await area(page).locator(`[data-testid=piece][data-square=${from}]`).waitFor();

  // Next brings another, which is the one resumed from then on.
  await page.getByTestId('puzzle-next').click();
  await page.getByTestId('puzzle-about').filter({ hasNotText: puzzle.id }).waitFor();
  const next = await shownId(page);
  await awayAndBack(page, 'Analysis');
  assert.equal(await shownId(page), next);
  assert.deepEqual(errors, []);
  await context.close();
});

/** Leaves the Puzzles page for Play as soon as the next drag ends (inside the reply's
 * 0.4 s), and comes back to it after `away` ms. */
async function leaveOnDrop(page, away) {
  await page.evaluate((ms) => {
    window.addEventListener('pointerup', () => setTimeout(() => {
      window.leftPuzzles = true;
      location.hash = '#/play';
      setTimeout(() => { location.hash = '#/puzzles'; }, ms);
    }, 0), { once: true });
  }, away);
}

test('a reply due when the page is left is on the board, the player to move, when it opens again', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  // A line of three player's turns: left after the first for longer than the reply's
  // delay, after the second at once (back before the reply was due).
  const puzzle = (await puzzlesOf('breakthrough-8x8')).find((p) => p.turns.length === 5 && p.turns.every((t) => t.length === 1));
  assert.ok(puzzle, 'a win in three');
  await openPuzzle(page, 'breakthrough-8x8', puzzle.id);
  for (const [turn, away] of [[0, 1500], [2, 100]]) {
    await leaveOnDrop(page, away);
    await drag(page, ...squares(puzzle.turns[turn][0]));
    await page.waitForFunction(() => window.leftPuzzles && location.hash.startsWith('#puzzle='));
    await page.evaluate(() => { window.leftPuzzles = false; });
    const reply = puzzle.turns[turn + 1][0];
    await status(page).filter({ hasText: `replied ${reply}. Your turn again.` }).waitFor();
    await area(page).locator(`[data-testid=piece][data-square=${squares(reply)[1]}]`).waitFor();
  }
  await drag(page, ...squares(puzzle.turns[4][0]));
  await status(page).filter({ hasText: 'Solved!' }).waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test('a Breakthru two-action puzzle is solved by keyboard, either order accepted', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  // A puzzle whose first turn can be played the other way round: its second action's
  // piece may go to its square first.
  const candidates = (await puzzlesOf('breakthru')).filter((p) => p.turns[0].length === 2);
  let puzzle = null;
  for (const candidate of candidates.slice(0, 12)) {
    await openPuzzle(page, 'breakthru', candidate.id);
    await area(page).getByTestId('board').focus();
    const [from, to] = squares(candidate.turns[0][1]);
    await keyTo(page, from);
    const reversible = await area(page).locator(`[data-testid=target][data-square=${to}]`).count() === 1;
    await page.keyboard.press('Escape');
    if (reversible) {
      puzzle = candidate;
      break;
    }
  }
  assert.ok(puzzle, 'a two-action puzzle playable in either order');
  const reversed = { ...puzzle, turns: [[...puzzle.turns[0]].reverse(), ...puzzle.turns.slice(1)] };
  await solve(page, reversed, async (from, to) => {
    await keyTo(page, from);
    await keyTo(page, to);
  });
  assert.equal(await status(page).getAttribute('aria-live'), 'polite', 'screen readers hear each step');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a wrong turn is refused with the refutation, then Retry and Solution', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  // Not a win in one, where another move to the last rank would win as well.
  const puzzle = (await puzzlesOf('breakthrough-8x8')).find((p) => !p.themes.split(',').includes('win1'));
  await openPuzzle(page, 'breakthrough-8x8', puzzle.id);
  const before = await rating(page);
  const [from, right] = squares(puzzle.turns[0][0]);
  // Another move: the solution's piece to another square, else another piece.
  let wrong = null;
  const pieces = await area(page).locator('[data-testid=target]').count();
  assert.equal(pieces, 0);
  const movable = await area(page).locator('[data-testid=piece]').evaluateAll((nodes) => nodes.map((n) => n.dataset.square));
  for (const square of [from, ...movable.filter((s) => s !== from)]) {
    await tap(page, square);
    const targets = await area(page).locator('[data-testid=target]').evaluateAll((nodes) => nodes.map((n) => n.dataset.square));
    const other = targets.find((t) => !(square === from && t === right));
    if (other) {
      wrong = [square, other];
      break;
    }
  }
  assert.ok(wrong, 'a wrong move exists');
  await tap(page, wrong[1]);
  await status(page).filter({ hasText: /Not the best turn/ }).waitFor();
  assert.ok((await rating(page)) < before, 'a failure lowers the rating');
  // The worker's refutation, as arrows on the puzzle's board.
  await status(page).filter({ hasText: /answers .* \(arrows\)/ }).waitFor({ timeout: 20000 });
  assert.ok(await area(page).getByTestId('arrow').count() >= 1);
  await screenshot(page, 'puzzle-refuted');

  await page.getByTestId('puzzle-retry').click();
  await status(page).filter({ hasText: /Find the best turn/ }).waitFor();
  assert.equal(await area(page).getByTestId('arrow').count(), 0);
  const failed = await rating(page);
  await page.getByTestId('puzzle-solution').click();
  await status(page).filter({ hasText: /The solution/ }).waitFor();
  assert.equal(await area(page).locator(`[data-testid=arrow][data-from=${from}][data-to=${right}]`).count(), 1);
  await drag(page, from, right);
  assert.equal(await rating(page), failed, 'rated once');
  assert.deepEqual(errors, []);
  await context.close();
});

test('shared puzzle links open, and bad ones say why in the player\'s language', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  const puzzle = (await puzzlesOf('breakthrough9x5'))[0];
  await openPuzzle(page, 'breakthrough9x5', puzzle.id);
  const link = await page.getByTestId('puzzle-link').inputValue();
  assert.ok(link.endsWith(`#puzzle=breakthrough9x5/${puzzle.id}`), link);

  await page.goto(`${app.server.url}#puzzle=breakthru/nothing!`);
  await page.getByTestId('notice').filter({ hasText: /puzzle link could not be opened: 'nothing!' is no puzzle id/ }).waitFor();
  await page.getByTestId('notice-close').click();
  await page.evaluate(() => { location.hash = '#puzzle=breakthru/zzzzzzzz'; });
  await page.getByTestId('notice').filter({ hasText: /this set has no puzzle 'zzzzzzzz'/ }).waitFor();
  await status(page).filter({ hasText: /Find the best turn/ }).waitFor();

  await page.evaluate(() => { location.hash = '#/settings'; });
  await page.getByTestId('language').selectOption('nl');
  await page.evaluate(() => { location.hash = '#puzzle=chess/zzzzzzzz'; });
  await page.getByTestId('notice').filter({ hasText: /Deze puzzellink kon niet worden geopend: er is geen puzzelreeks 'chess'/ }).waitFor();
  await status(page).filter({ hasText: /Vind de beste beurt voor/ }).waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test('the Puzzles mode works offline after one visit', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(app.server.url);
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 15000 });
  await context.setOffline(true);
  await page.goto(`${app.server.url}#/puzzles`);
  await page.reload();
  await status(page).filter({ hasText: /Find the best turn/ }).waitFor({ timeout: 20000 });
  const puzzle = (await puzzlesOf('breakthrough-6x6'))[0];
  await page.getByTestId('puzzle-set').selectOption('breakthrough-6x6');
  // The set is read from the cache: a 6x6 puzzle's board replaces Breakthru's.
  await area(page).locator('[data-testid=board][data-files="6"]').waitFor({ timeout: 10000 });
  await status(page).filter({ hasText: /Find the best turn/ }).waitFor();
  assert.ok(puzzle);
  assert.deepEqual(errors, []);
  await context.close();
});

test("the game's keys stay with the game: H on the Puzzles page asks no hint for it", async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(app.server.url);
  await page.getByTestId('worker-status').filter({ hasText: 'Engine ready' }).waitFor({ state: 'attached', timeout: 20000 });
  await page.evaluate(() => { window.location.hash = '#/puzzles'; });
  await status(page).filter({ hasText: /Find the best turn/ }).waitFor({ timeout: 20000 });
  await page.locator('body').press('h');
  await page.waitForTimeout(2500);
  await page.evaluate(() => { window.location.hash = '#/play'; });
  await page.getByTestId('hint').waitFor();
  assert.equal(await page.locator('[data-testid=arrow]:visible').count(), 0, 'no hint arrows on the game');
  assert.deepEqual(errors, []);
  await context.close();
});
