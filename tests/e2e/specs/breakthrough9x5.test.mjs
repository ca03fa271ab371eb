// Freeling's 9x5 Breakthrough in the app: the seed's worked example by drag (each explosion
// shown in turn) and by keyboard, the choice of the order of explosions on the board, a
// pass, a link, reload, Dutch, and a whole game against the AI on a phone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, collectErrors, screenshot } from '../harness.mjs';
import { clickSquare, dragPiece, focusSquare, fresh9x5, pieceAt, placement, targets, goTo } from '../board.mjs';

const app = useApp();

/** The move list's texts. */
async function moveTexts(page) {
  return page.getByTestId('move-list').locator('li button').allTextContents();
}

test('the worked example by drag and by keyboard, a pass, the walls and the rules', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(app.server.url);
  await fresh9x5(page, 'human', 'human');
  assert.equal(await page.locator('rect[data-square]').count(), 45);
  assert.equal(await page.locator('rect.wall').count(), 10, 'ranks 3 and 7 are walls');
  assert.equal(await page.title(), 'Breakthrough 9×5: the board game');
  await page.getByTestId('status').filter({ hasText: 'White to move' }).waitFor();

  // b2-a1: a1 explodes (a pair shows on a2 for a moment), then a2 does.
  await dragPiece(page, 'b2', 'a1');
  await page.locator('[data-testid=piece][data-square=a2][data-piece="white pair"]').waitFor({ timeout: 2000 });
  await page.locator('[data-testid=piece][data-square=a3]').waitFor({ timeout: 5000 });
  assert.equal(await pieceAt(page, 'a3'), 'white stone');
  assert.equal(await pieceAt(page, 'b1'), 'white pair');
  assert.equal(await pieceAt(page, 'b2'), 'white stone');
  assert.equal(await pieceAt(page, 'a1'), null);
  assert.equal(await pieceAt(page, 'a2'), null);
  assert.deepEqual(await moveTexts(page), ['b2-a1:a1,a2']);
  await screenshot(page, 'breakthrough9x5-worked-example');

  // Black passes; White plays d2-e1 by keyboard (e1 and e2 explode).
  await page.getByTestId('pass').click();
  await page.getByTestId('status').filter({ hasText: 'White to move' }).waitFor();
  await page.getByTestId('board').focus();
  await focusSquare(page, 'd2');
  await page.keyboard.press('Enter');
  await focusSquare(page, 'e1');
  await page.keyboard.press('Enter');
  await page.getByTestId('move-list').locator('li').nth(1).waitFor();
  assert.deepEqual(await moveTexts(page), ['b2-a1:a1,a2', 'pass', 'd2-e1:e1,e2']);

  // The rules page explains the worked example.
  await goTo(page, 'rules');
  assert.match(await page.getByTestId('rules').textContent(), /b2-a1:a1,a2/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the order of explosions is chosen on the board, from a link, and survives reload', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const errors = collectErrors(page);
  const fen = encodeURIComponent('B4/2(WW)2/1(WW)(WW)2/1W3/5/5/5/5/5 w');
  await page.goto(`${app.server.url}#game=breakthrough9x5&fen=${fen}`);
  await page.getByTestId('status').filter({ hasText: 'White to move' }).waitFor({ timeout: 15000 });
  assert.equal(await pieceAt(page, 'c8'), 'white pair');

  // b6 joins c7, which explodes onto b7 and c8: both overflow, and the order matters.
  await dragPiece(page, 'b6', 'c7');
  await page.getByTestId('status').filter({ hasText: 'choose which explodes next' }).waitFor();
  assert.deepEqual((await targets(page)).sort(), ['b7', 'c8']);
  await screenshot(page, 'breakthrough9x5-order-choice');
  await clickSquare(page, 'b7');
  await page.getByTestId('game-over').waitFor();
  assert.deepEqual(await moveTexts(page), ['b6-c7:c7,b7,c8']);
  assert.equal(await pieceAt(page, 'c9'), 'white stone');
  assert.match(await page.getByTestId('game-over').textContent(), /White wins/);

  // Undo, and choose c8 first this time: the game ends before b7 explodes.
  await page.getByTestId('undo').click();
  await page.getByTestId('status').filter({ hasText: 'White to move' }).waitFor();
  await dragPiece(page, 'b6', 'c7');
  await page.getByTestId('status').filter({ hasText: 'choose which explodes next' }).waitFor();
  await clickSquare(page, 'c8');
  await page.getByTestId('game-over').waitFor({ timeout: 5000 });
  assert.deepEqual(await moveTexts(page), ['b6-c7:c7,c8']);
  const before = await placement(page);
  await page.reload();
  await page.getByTestId('game-over').waitFor({ timeout: 15000 });
  assert.deepEqual(await placement(page), before);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a whole game against the AI on a phone, in Dutch', async () => {
  const context = await app.browser.newContext({
    viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'nl-NL', reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(app.server.url);
  await fresh9x5(page, 'human', 'beginner');
  await page.getByRole('heading', { name: 'Breakthrough 9×5', exact: true }).waitFor();
  let moves = 0;
  while (!(await page.getByTestId('game-over').isVisible())) {
    await page.getByTestId('status').filter({ hasText: /Wit aan zet|afgelopen/ }).waitFor({ timeout: 20000 });
    if (await page.getByTestId('game-over').isVisible()) break;
    // White plays the AI's hint: its arrow's squares, then any explosion asked for.
    await page.getByTestId('hint').click();
    await page.getByTestId('hint').filter({ hasText: /^Tip$/ }).waitFor({ timeout: 15000 });
    const arrow = page.getByTestId('arrow').first();
    if (await arrow.count() === 0) {
      await page.getByTestId('pass').click(); // the hint is to pass
    } else {
      await clickSquare(page, await arrow.getAttribute('data-from'));
      await clickSquare(page, await arrow.getAttribute('data-to'));
    }
    while ((await page.getByTestId('status').textContent()).includes('ontploft')) {
      await clickSquare(page, (await targets(page))[0]);
    }
    moves += 1;
    assert.ok(moves <= 60, 'the game ends');
    await page.getByTestId('move-list').locator('li').nth(moves - 1).waitFor({ timeout: 20000 });
  }
  assert.match(await page.getByTestId('game-over').textContent(), /Wit wint|Zwart wint/);
  await screenshot(page, 'breakthrough9x5-phone-over');
  const box = await page.getByTestId('board').boundingBox();
  assert.ok(box.width <= 390 && box.width > 250, `the board fits the phone: ${box.width}`);
  assert.deepEqual(errors, []);
  await context.close();
});
