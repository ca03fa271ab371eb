// Perfect play on the solved boards, 5x5 and 5x6 Breakthrough (the side to move loses) and
// 6x5 (the side to move wins): the worker reads the board's solved table (public/solved/) once
// such a game is played, answers from it or from a live proof, and the app says who wins, in
// how many moves where that is known. Real worker, no mocks.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { useApp, collectErrors, screenshot, distDir } from '../harness.mjs';
import { clickSquare, freshBreakthrough, goTo, targets } from '../board.mjs';

const app = useApp();

/** The `board` table's line for `position` (text such as `BBBBB/BBBBB/W4/1WWWW/WWWWW b`). */
async function tableEntry(position, board = '5x5') {
  const table = await readFile(join(distDir, 'solved', `breakthrough-${board}.txt`), 'utf8');
  const line = table.split('\n').find((l) => l.startsWith(`${position} `));
  assert.ok(line, `${position} is in the table`);
  const [, , result, plies, best] = line.split(' ');
  return { result, plies, best };
}

/** The text of the Breakthrough position after `moves` (such as `a2-a3`, `b4xc3`) from
 * `position`: each takes its piece from one square to the other. */
function after(position, moves) {
  const [placement, side] = position.split(' ');
  const grid = placement.split('/').map((row) => [...row.replace(/\d+/g, (n) => '.'.repeat(Number(n)))]);
  const at = (square) => [grid.length - Number(square.slice(1)), square.charCodeAt(0) - 97];
  for (const move of moves) {
    const [[fromRow, fromFile], [toRow, toFile]] = move.split(/[-x]/).map(at);
    grid[toRow][toFile] = grid[fromRow][fromFile];
    grid[fromRow][fromFile] = '.';
  }
  const mover = moves.length % 2 === 0 ? side : { w: 'b', b: 'w' }[side];
  return `${grid.map((row) => row.join('').replace(/\.+/g, (dots) => dots.length)).join('/')} ${mover}`;
}

/** Switches the evaluation bar on; returns its meter. */
async function barOn(page) {
  await goTo(page, 'settings');
  await page.getByTestId('evaluation-bar-setting').check();
  await goTo(page, 'play');
  return page.getByTestId('evaluation-bar').getByRole('meter');
}

/** Waits until the meter's label matches `pattern`; returns it. */
async function labelMatching(page, meter, pattern) {
  await meter.waitFor({ timeout: 20000 });
  try {
    await page.waitForFunction(
      ([source]) => new RegExp(source).test(document.querySelector('[data-testid=evaluation-bar] [role=meter]')?.getAttribute('aria-label') ?? ''),
      [pattern.source], { timeout: 20000 });
  } catch (error) {
    // Say what the bar showed instead, for a failure that cannot be replayed.
    throw new Error(`the bar said "${await meter.getAttribute('aria-label')}", not ${pattern}: ${error.message}`);
  }
  return meter.getAttribute('aria-label');
}

const moveCount = (page) => page.getByTestId('move-list').locator('li').count();

/** Plays one move of `side`'s ('white' or 'black'): its first piece, from the far ranks
 * back, with a target. */
async function playAnyMove(page, side = 'white') {
  const ahead = side === 'white' ? -1 : 1;
  const squares = await page.locator(`[data-testid=piece][data-piece=${side}]`).evaluateAll((nodes, a) =>
    nodes.map((n) => n.dataset.square).sort((x, y) => a * (Number(x.slice(1)) - Number(y.slice(1)))), ahead);
  for (const square of squares) {
    await clickSquare(page, square);
    const [to] = await targets(page);
    if (to) return clickSquare(page, to);
    await page.keyboard.press('Escape');
  }
  throw new Error(`${side} has no move`);
}

/** Records the page's requests for solved tables: their addresses, and how each ended. */
function watchTables(page) {
  const tableRequests = [];
  const tableReads = [];
  page.on('request', (request) => {
    if (request.url().includes('solved/')) tableRequests.push(request.url());
  });
  page.on('requestfinished', async (request) => {
    if (request.url().includes('solved/')) {
      const response = await request.response();
      tableReads.push(`${response?.status()}${response?.fromServiceWorker() ? ' from the service worker' : ''}`);
    }
  });
  page.on('requestfailed', (request) => {
    if (request.url().includes('solved/')) tableReads.push(`failed: ${request.failure()?.errorText}`);
  });
  return { tableRequests, tableReads };
}

/** A desktop page on the app with the bar switched on, its errors and table requests watched. */
async function openWithBar() {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  const tables = watchTables(page);
  await page.goto(app.server.url);
  const meter = await barOn(page);
  return { context, page, errors, meter, ...tables };
}

/** The bar's label once it matches `pattern` (Black wins, by default); a failure names how
 * the table's reads ended. */
function provenLabel(page, meter, tableReads, pattern = /^Black wins/) {
  return labelMatching(page, meter, pattern).catch((error) => {
    throw new Error(`${error.message}; the table's reads: ${tableReads.join(', ') || 'none'}`);
  });
}

/** Waits for the AI's reply to White's move number `turn` (1, 2...) and checks that it is `best`. */
async function aiRepliesWith(page, best, turn = 1) {
  const reply = page.getByTestId('move-list').locator('li').nth(2 * turn - 1);
  await reply.waitFor({ timeout: 20000 });
  assert.equal(await reply.textContent(), best, "the table's move");
}

/** Plays White's moves until the game is over; checks that Black wins and that every
 * result the AI states along the way is Black's, some in the words of `proven`. */
async function loseAsWhite(page, proven) {
  const thinking = page.getByTestId('thinking');
  const said = [];
  while (!(await page.getByTestId('game-over').isVisible())) {
    await page.getByTestId('status').filter({ hasText: 'White to move' }).waitFor({ timeout: 30000 });
    const before = await moveCount(page);
    await playAnyMove(page);
    await page.waitForFunction(([n]) => document.querySelectorAll('[data-testid=move-list] li').length >= n + 2
      || document.querySelector('[data-testid=game-over]'), [before], { timeout: 30000 });
    said.push(await thinking.textContent());
  }
  assert.match(await page.getByTestId('game-over').textContent(), /Black wins/);
  // Once the game is over, no evaluation line claims anything but the result.
  assert.equal(await thinking.locator('.line').textContent(), '', 'no evaluation after the end');
  // The bar now gives the result: all Black's.
  const meter = page.getByTestId('evaluation-bar').getByRole('meter');
  assert.equal(await labelMatching(page, meter, /won$/), 'Black won');
  assert.equal(await meter.getAttribute('aria-valuenow'), '0');
  const last = said.filter((text) => text.includes('evaluation'));
  assert.ok(last.every((text) => !/White wins|White is/.test(text)), `never a win for White: ${said.join(' | ')}`);
  assert.ok(last.some((text) => proven.test(text)), `${said.join(' | ')}`);
}

test('5x5 against perfect play: the proof is shown from the first move, and the AI wins', async () => {
  const { context, page, errors, meter, tableRequests, tableReads } = await openWithBar();
  await page.getByTestId('worker-status').filter({ hasText: 'Engine ready' }).waitFor({ state: 'attached', timeout: 15000 });
  assert.deepEqual(tableRequests, [], 'the table is not part of the first load');

  // The person plays White, who loses from the start; the AI plays Black at its top level.
  await freshBreakthrough(page, [5, 5], 'human', 'master');
  // The start's length is in the table: the bar says it, in Black's own moves.
  const start = await tableEntry('BBBBB/BBBBB/5/WWWWW/WWWWW w');
  const startMoves = Math.ceil(Number(start.plies) / 2);
  assert.ok(startMoves > 0, `the start's length: ${start.plies}`);
  const startLabel = await provenLabel(page, meter, tableReads);
  assert.equal(startLabel, `Black wins in ${startMoves} moves`, 'proven at the start');
  assert.ok(tableRequests.some((url) => url.endsWith('solved/breakthrough-5x5.txt')), `${tableRequests}`);

  // a2-b3: the table knows Black's reply and the length (19 plies: 10 of Black's moves).
  const reply = await tableEntry('BBBBB/BBBBB/1W3/1WWWW/WWWWW b');
  assert.equal(reply.result, 'win');
  assert.match(reply.plies, /^\d+$/);
  await clickSquare(page, 'a2');
  await clickSquare(page, 'b3');
  await aiRepliesWith(page, reply.best);
  // The AI's line and the bar say one count, of the position after Black's reply.
  const thinking = page.getByTestId('thinking');
  const moves = Math.ceil((Number(reply.plies) - 1) / 2);
  await thinking.filter({ hasText: `The AI's evaluation: Black wins in ${moves} moves.` }).waitFor({ timeout: 20000 });
  assert.equal(await meter.getAttribute('aria-label'), `Black wins in ${moves} moves`, 'one count');
  await screenshot(page, 'solved-5x5');

  // The person plays on anyhow; every result the AI states is Black's, and Black wins.
  await loseAsWhite(page, /Black wins in \d+ moves?\./);
  assert.equal(tableRequests.length, 1, 'the table is read once');
  const serviceWorker = await readFile(join(distDir, 'sw.js'), 'utf8');
  assert.match(serviceWorker, /"solved\/breakthrough-5x5\.txt"/, 'precached for offline play');
  assert.deepEqual(errors, []);
  await context.close();
});

test('5x6 against perfect play: Black wins in 15 moves from the start, in N moves after White\'s first two moves and Black\'s answers, and the AI wins', async () => {
  const { context, page, errors, meter, tableRequests, tableReads } = await openWithBar();
  await freshBreakthrough(page, '5x6', 'human', 'master');
  // The start's length is in the table (30 plies), and so is that of every position one move
  // from it.
  const start = await tableEntry('BBBBBB/BBBBBB/6/WWWWWW/WWWWWW w', '5x6');
  assert.equal(start.plies, '30', "the start's length");
  const startLabel = await provenLabel(page, meter, tableReads);
  assert.equal(startLabel, 'Black wins in 15 moves', 'proven at the start');
  assert.deepEqual(tableRequests.map((url) => url.split('/').pop()), ['breakthrough-5x6.txt']);
  // c2-c3: Black answers with the table's move, the quickest win, and says in how many moves.
  const reply = await tableEntry('BBBBBB/BBBBBB/2W3/WW1WWW/WWWWWW b', '5x6');
  assert.equal(reply.result, 'win');
  assert.match(reply.plies, /^\d+$/, 'the length after the first move');
  await clickSquare(page, 'c2');
  await clickSquare(page, 'c3');
  await aiRepliesWith(page, reply.best);
  // White to move after Black's answer: that position's length is in the table too, one ply
  // less, and the AI's line and the bar say it alike.
  const answered = Math.ceil((Number(reply.plies) - 1) / 2);
  await page.getByTestId('thinking').filter({ hasText: `The AI's evaluation: Black wins in ${answered} moves.` })
    .waitFor({ timeout: 20000 });
  await labelMatching(page, meter, new RegExp(`^Black wins in ${answered} moves`));
  // d2-d3, White's second move: the table has that position's length and Black's quickest win.
  assert.equal(reply.best, 'f4-f3', 'the line this test follows');
  const second = await tableEntry('BBBBBB/BBBBB1/2WW1B/WW2WW/WWWWWW b', '5x6');
  assert.match(second.plies, /^\d+$/, "the length after White's second move");
  await clickSquare(page, 'd2');
  await clickSquare(page, 'd3');
  await aiRepliesWith(page, second.best, 2);
  const secondMoves = Math.ceil((Number(second.plies) - 1) / 2);
  await page.getByTestId('thinking').filter({ hasText: `The AI's evaluation: Black wins in ${secondMoves} moves.` })
    .waitFor({ timeout: 20000 });
  await labelMatching(page, meter, new RegExp(`^Black wins in ${secondMoves} moves`));
  await loseAsWhite(page, /Black wins in \d+ moves?\./);
  await screenshot(page, 'solved-5x6');
  assert.deepEqual(errors, []);
  await context.close();
});

test('6x5 against perfect play: White, moving first, wins by force, and the AI opens with the table\'s moves', async () => {
  const { context, page, errors, meter, tableRequests, tableReads } = await openWithBar();
  // The AI plays White at its top level; the person plays Black.
  await freshBreakthrough(page, '6x5', 'master', 'human');
  const start = await tableEntry('BBBBB/BBBBB/5/5/WWWWW/WWWWW w', '6x5');
  assert.deepEqual([start.result, start.plies], ['win', '?'], 'a win without a length');
  const opening = page.getByTestId('move-list').locator('li');
  await opening.first().waitFor({ timeout: 20000 });
  assert.equal(await opening.first().textContent(), start.best, "the table's first move");
  assert.deepEqual(tableRequests.map((url) => url.split('/').pop()), ['breakthrough-6x5.txt']);
  // Black's answers, then White's replies: each from the table, and the bar says White wins.
  for (let turn = 1; turn <= 2; turn++) {
    await page.getByTestId('status').filter({ hasText: 'Black to move' }).waitFor({ timeout: 20000 });
    await provenLabel(page, meter, tableReads, /^White wins by force$/);
    await playAnyMove(page, 'black');
    await opening.nth(2 * turn - 1).waitFor();
    const played = (await opening.allTextContents()).slice(0, 2 * turn);
    const entry = await tableEntry(after('BBBBB/BBBBB/5/5/WWWWW/WWWWW w', played), '6x5');
    assert.equal(entry.result, 'win');
    const reply = opening.nth(2 * turn);
    await reply.waitFor({ timeout: 20000 });
    assert.equal(await reply.textContent(), entry.best, "the table's move");
  }
  await page.getByTestId('thinking').filter({ hasText: "The AI's evaluation: White wins by force." })
    .waitFor({ timeout: 20000 });
  await screenshot(page, 'solved-6x5');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a mistake on the winning side flips the proven result, in Dutch', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'nl-NL' });
  const page = await context.newPage();
  const errors = collectErrors(page);
  // A 5x5 ending, not in the table: White wins in 5 plies (d2-d3); a1-a2 lets Black win in 5.
  await page.goto(`${app.server.url}#game=breakthrough&fen=B4/1B1B1/5/2WW1/W3W_w`);
  await page.locator('rect[data-square=e5]').waitFor();
  const meter = await barOn(page);
  assert.equal(await labelMatching(page, meter, /^Wit wint/), 'Wit wint in 3 zetten');
  await clickSquare(page, 'a1');
  await clickSquare(page, 'a2');
  assert.equal(await labelMatching(page, meter, /^Zwart wint/), 'Zwart wint in 3 zetten');
  assert.deepEqual(errors, []);
  await context.close();
});
