// Free setup by drag and drop: refused drops return the piece with a message, presets,
// the AI placing its own side, and Gold's choice of who moves first.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, collectErrors, screenshot } from '../harness.mjs';
import { dragBetween, dragPiece, squareCentre, pieceAt, freshGame, clickSquare } from '../board.mjs';

const app = useApp();

async function trayCentre(page) {
  const box = await page.getByTestId('tray').boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

async function dragFromTray(page, square) {
  await dragBetween(page, await trayCentre(page), await squareCentre(page, square));
}

async function trayLeft(page) {
  return Number(await page.getByTestId('tray').getAttribute('data-left'));
}

test('both sides set up by dragging; refused drops return the piece', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(app.server.url);
  await freshGame(page, 'human', 'human', 'free');
  await page.getByTestId('setup-status').filter({ hasText: 'Gold' }).waitFor();
  assert.equal(await trayLeft(page), 12);

  await dragFromTray(page, 'e5');
  assert.equal(await pieceAt(page, 'e5'), 'escort');
  assert.equal(await trayLeft(page), 11);

  // Outside the central area, and onto the flagship: refused, the tray keeps the piece.
  await dragFromTray(page, 'c5');
  assert.match(await page.getByTestId('setup-message').textContent(), /outside the central area/);
  assert.equal(await pieceAt(page, 'c5'), null);
  await dragFromTray(page, 'f6');
  assert.match(await page.getByTestId('setup-message').textContent(), /f6 is taken/);
  assert.equal(await trayLeft(page), 11);

  // A placed escort moves by drag, and goes back to the tray when dropped off the board.
  await dragPiece(page, 'e5', 'h8');
  assert.equal(await pieceAt(page, 'e5'), null);
  assert.equal(await pieceAt(page, 'h8'), 'escort');
  await dragBetween(page, await squareCentre(page, 'h8'), await trayCentre(page));
  assert.equal(await pieceAt(page, 'h8'), null);
  assert.equal(await trayLeft(page), 12);

  // Fill the rest by dragging; Done is refused until all twelve stand.
  const escorts = ['d4', 'e4', 'g4', 'h4', 'd6', 'h6', 'd8', 'e8', 'g8', 'h8', 'f4', 'f8'];
  for (const square of escorts.slice(0, 11)) await dragFromTray(page, square);
  assert.equal(await page.getByTestId('setup-done').isDisabled(), true);
  await dragFromTray(page, escorts[11]);
  await screenshot(page, 'setup-gold');
  // At 1280x800 the instructions, the message and the buttons are all in view, unscrolled.
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const id of ['setup-status', 'setup-message', 'setup-done', 'setup-cancel']) {
    const box = await page.getByTestId(id).boundingBox();
    assert.ok(box.y >= 0 && box.y + box.height <= 800, `${id} is in view: ${JSON.stringify(box)}`);
  }
  await page.getByTestId('setup-done').click();

  // Silver sees Gold's escorts and places outside the central area.
  await page.getByTestId('setup-status').filter({ hasText: 'Silver' }).waitFor();
  assert.equal(await pieceAt(page, 'd4'), 'escort');
  await dragFromTray(page, 'e5');
  assert.match(await page.getByTestId('setup-message').textContent(), /central area/);
  await dragFromTray(page, 'a1');
  assert.equal(await pieceAt(page, 'a1'), 'ship');
  await page.getByTestId('preset-ring').click();
  assert.equal(await pieceAt(page, 'a1'), null);
  assert.equal(await pieceAt(page, 'b6'), 'ship');
  await page.getByTestId('setup-done').click();

  await page.evaluate(() => window.scrollTo(0, 0));
  const first = await page.getByTestId('first-silver').boundingBox();
  assert.ok(first.y + first.height <= 800, 'the first-mover choice is in view');
  await page.getByTestId('first-silver').click();
  await page.getByTestId('status').filter({ hasText: 'Silver to move' }).waitFor();
  assert.equal(await pieceAt(page, 'f8'), 'escort');
  assert.equal(await page.locator('[data-testid=piece]').count(), 33);
  await screenshot(page, 'setup-done');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the AI places Silver against a lid preset and Gold starts the game', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(app.server.url);
  await freshGame(page, 'human', 'club', 'free');
  await page.getByTestId('preset-lid1').click();
  await page.getByTestId('setup-done').click();
  await page.getByTestId('first-gold').waitFor({ state: 'visible', timeout: 20000 });
  assert.equal(await page.locator('[data-testid=piece][data-piece=ship]').count(), 20);
  await page.getByTestId('first-gold').click();
  await page.getByTestId('status').filter({ hasText: 'Gold to move' }).waitFor();
  // Gold plays a first move with whichever escort the AI's blockade lets move.
  for (const from of ['f8', 'e7', 'g7', 'd6', 'h6']) {
    await clickSquare(page, from);
    const target = page.locator('[data-testid=target]:not(.capture)').first();
    if (await target.count() === 0) continue;
    const to = await target.getAttribute('data-square');
    await clickSquare(page, to);
    assert.equal(await pieceAt(page, to), 'escort');
    break;
  }
  await page.getByTestId('status').filter({ hasText: 'move 2 of 2' }).waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test('on a phone the tray piece is big enough to touch', async () => {
  const context = await app.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto(app.server.url);
  await freshGame(page, 'human', 'human', 'free');
  const tray = await page.getByTestId('tray').boundingBox();
  assert.ok(tray.width >= 40 && tray.height >= 40, `the tray piece is ${tray.width}x${tray.height} px`);
  await context.close();
});
