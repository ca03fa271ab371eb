// Playing a friend by link: two browser contexts are two players on two devices, each
// sending their move as a link that the other opens. My games shows whose move it is.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, collectErrors } from '../harness.mjs';
import { clickStart, openNewGame, squareCentre, clickSquare, dragPiece, freshBreakthrough, fresh9x5, freshGame, goTo, pieceAt, targets } from '../board.mjs';

const app = useApp();

/** Sends the move with the Send your move button and returns the link sent. */
async function send(page) {
  await page.getByTestId('send-move').click();
  const link = page.getByTestId('friend-link');
  await link.waitFor();
  return link.inputValue();
}

/** Opens `link` in `page`, waits for the notice matching `said`, closes it and returns its text. */
async function receive(page, link, said) {
  await page.goto(link);
  const notice = page.getByTestId('notice').filter({ hasText: said });
  await notice.waitFor();
  const text = await notice.textContent();
  await page.getByTestId('notice-close').click();
  return text;
}

/** Plays a move by tapping its two squares. */
async function move(page, from, to) {
  await clickSquare(page, from);
  await clickSquare(page, to);
}

/** The lines of My games: each game's text and whether "Your move" is marked. */
async function myGames(page) {
  await goTo(page, 'games');
  const rows = page.getByTestId('kept-game');
  await rows.first().waitFor();
  const list = await rows.evaluateAll((all) => all.map((li) => ({
    text: li.textContent, mine: li.querySelector('[data-testid=your-move]') !== null,
  })));
  await goTo(page, 'play');
  return list;
}

test('a whole 5x5 Breakthrough game by exchanging links, stale and forged links refused', async () => {
  const one = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const two = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const white = await one.newPage();
  const black = await two.newPage();
  const errors = [...collectErrors(white), ...collectErrors(black)];
  await white.goto(app.server.url);
  await freshBreakthrough(white, '5x5', 'human', 'friend');
  assert.equal(await white.getByTestId('send-move').count(), 0, 'White moves first');
  assert.equal(await white.getByTestId('player-light').textContent(), 'White: You, to move');
  assert.equal(await white.getByTestId('player-dark').textContent(), 'Black: Friend');

  await move(white, 'b2', 'b3');
  assert.match(await white.getByTestId('send-note').textContent(), /take your move back until you send it/);
  assert.equal(await white.getByTestId('undo').isDisabled(), false);
  const first = await send(white);
  assert.match(first, /#game=breakthrough&fen=BBBBB\/BBBBB\/5\/WWWWW\/WWWWW_w&moves=b2-b3&id=[0-9a-z]{12}&side=dark$/);
  assert.equal(await white.getByTestId('undo').isDisabled(), true, 'no undo once sent');
  // Black's pieces are not White's to move.
  await clickSquare(white, 'd4');
  assert.deepEqual(await targets(white), []);

  await black.goto(app.server.url);
  await receive(black, first, 'A new game with a friend: you play Black');
  const [a1, a5] = [await squareCentre(black, 'a1'), await squareCentre(black, 'a5')];
  assert.ok(a1.y < a5.y, 'the board is turned to Black');
  assert.equal(await pieceAt(black, 'b3'), 'white');
  await clickSquare(black, 'b2');
  assert.deepEqual(await targets(black), [], "White's pieces are not Black's to move");
  assert.deepEqual((await myGames(black)).filter((g) => g.mine && /Friend/.test(g.text)).length, 1, 'Your move, in Black\'s list');
  assert.deepEqual((await myGames(white)).filter((g) => g.mine && /Friend/.test(g.text)).length, 0);

  await move(black, 'd4', 'd3');
  const second = await send(black);
  await receive(white, second, "Your friend's move is in");
  assert.deepEqual((await myGames(white)).filter((g) => g.mine && /Friend/.test(g.text)).length, 1);
  await move(white, 'b3', 'c4');
  const third = await send(white);
  await receive(black, third, "Your friend's move is in");
  await move(black, 'a4', 'a3');
  const fourth = await send(black);
  await receive(white, fourth, "Your friend's move is in");
  await move(white, 'c4', 'd5');
  await white.getByTestId('game-over').waitFor();
  const last = await send(white);
  await receive(black, last, "Your friend's move is in");
  await black.getByTestId('game-over').waitFor();
  assert.equal(await pieceAt(black, 'd5'), 'white');

  // An old link changes nothing; the link for the other side is explained.
  await receive(black, third, 'This link is behind your game; nothing changed.');
  await receive(white, last, 'This link is for your friend: you play White');
  // A forged link: a bad id, and a move that is not legal.
  const forged = await receive(black, `${app.server.url}#game=breakthrough&fen=BBBBB/BBBBB/5/WWWWW/WWWWW_w&moves=b2-b3&id=0123&side=dark`, 'This link could not be opened');
  const bad = last.replace('c4xd5', 'c4xe5').replace('c4-d5', 'c4-e5');
  const illegal = await receive(black, bad, 'This link could not be opened');
  assert.match(forged, /0123/);
  assert.match(illegal, /c4.e5/);
  assert.equal(await pieceAt(black, 'd5'), 'white', 'the game is unchanged');

  // A reload keeps every game.
  const before = await myGames(black);
  await black.reload();
  assert.deepEqual((await myGames(black)).map((g) => g.text), before.map((g) => g.text));
  assert.deepEqual(errors, []);
  await one.close();
  await two.close();
});

test("a friend's link cut short is refused as cut off, and this device's game is unchanged", async () => {
  const one = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const two = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const white = await one.newPage();
  const black = await two.newPage();
  const errors = [...collectErrors(white), ...collectErrors(black)];
  await white.goto(app.server.url);
  await freshBreakthrough(white, '5x5', 'human', 'friend');
  await move(white, 'b2', 'b3');
  await black.goto(app.server.url);
  await receive(black, await send(white), 'you play Black');
  await move(black, 'd4', 'd3');
  await receive(white, await send(black), "Your friend's move is in");
  await move(white, 'c2', 'c3');
  const link = await send(white);
  assert.match(link, /&moves=b2-b3_d4-d3_c2-c3&id=[0-9a-z]{12}&side=dark$/);

  // Whatever the app asks is answered yes: a cut link must not get as far as asking.
  const asked = [];
  black.on('dialog', (dialog) => { asked.push(dialog.message()); dialog.accept(); });
  const state = async () => ({
    moves: await black.getByTestId('move-list').locator('li').allTextContents(),
    stored: await black.evaluate(() => Object.keys(localStorage).sort().map((k) => [k, localStorage.getItem(k)])),
  });
  const before = await state();
  const id = link.indexOf('&id=');
  const cuts = {
    'after a _': link.slice(0, id - 'c2-c3'.length),
    'in a move': link.slice(0, id - 2),
    'in the id': link.slice(0, id + 8),
    'in the side': link.slice(0, -2),
  };
  for (const [where, cut] of Object.entries(cuts)) {
    const said = await receive(black, cut, 'looks cut off');
    assert.match(said, /^This link could not be opened: this link looks cut off: ask your friend to send it again\. Your game is unchanged\./, where);
    assert.deepEqual(await state(), before, `cut ${where}: nothing changed`);
  }
  assert.deepEqual(asked, []);
  assert.equal(await pieceAt(black, 'c3'), null, "the cut links' move is not played");
  await receive(black, link, "Your friend's move is in");
  assert.equal(await pieceAt(black, 'c3'), 'white');
  assert.deepEqual(errors, []);
  await one.close();
  await two.close();
});

test('when the friend moves first, the game is sent before any move; a phone without Web Share copies the link', async () => {
  const phone = { viewport: { width: 390, height: 844 }, permissions: ['clipboard-read', 'clipboard-write'] };
  const one = await app.browser.newContext(phone);
  const two = await app.browser.newContext(phone);
  const black = await one.newPage();
  const white = await two.newPage();
  await black.goto(app.server.url);
  await freshBreakthrough(black, '5x5', 'friend', 'human');
  assert.match(await black.getByTestId('send-note').textContent(), /Your friend moves first: send them the game/);
  // Headless Chromium has no Web Share API: the link is copied instead.
  assert.equal(await black.evaluate(() => typeof navigator.share), 'undefined');
  const link = await send(black);
  await black.getByTestId('send-note').filter({ hasText: /^Sent.*Copied/ }).waitFor();
  assert.equal(await black.evaluate(() => navigator.clipboard.readText()), link);
  await white.goto(app.server.url);
  await receive(white, link, 'you play White');
  assert.equal(await white.getByTestId('player-light').textContent(), 'White: You, to move');
  await move(white, 'b2', 'b3');
  await receive(black, await send(white), "Your friend's move is in");
  assert.equal(await pieceAt(black, 'b3'), 'white');
  await one.close();
  await two.close();
});

test("a 9x5 game and a Breakthru game for a few turns each, Your move in the right list", async () => {
  const one = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const two = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const a = await one.newPage();
  const b = await two.newPage();
  const errors = [...collectErrors(a), ...collectErrors(b)];
  await a.goto(app.server.url);
  await b.goto(app.server.url);

  await fresh9x5(a, 'human', 'friend');
  await dragPiece(a, 'b2', 'a1');
  await a.locator('[data-testid=piece][data-square=a3]').waitFor({ timeout: 5000 });
  await receive(b, await send(a), 'you play Black');
  assert.equal(await b.getByTestId('pass').isVisible(), true);
  await b.getByTestId('pass').click();
  await receive(a, await send(b), "Your friend's move is in");
  await dragPiece(a, 'd2', 'e1');
  await a.getByTestId('move-list').locator('li').nth(1).waitFor();
  const nine = await send(a);

  // Breakthru: B starts it, playing Gold; A plays Silver.
  await openNewGame(b);
  await b.getByTestId('game').selectOption('breakthru');
  await freshGame(b, 'human', 'friend');
  await move(b, 'e4', 'e3');
  await move(b, 'g4', 'g3');
  await receive(a, await send(b), 'you play Silver');
  await move(a, 'd2', 'd1');
  await move(a, 'f2', 'f1');
  await receive(b, await send(a), "Your friend's move is in");
  await receive(b, nine, "Your friend's move is in");

  // B has both games to play; A has none.
  const listB = await myGames(b);
  assert.equal(listB.filter((g) => g.mine && /Friend/.test(g.text)).length, 2, JSON.stringify(listB));
  assert.ok(listB.some((g) => /Breakthrough 9x5|9×5|9x5/.test(g.text)));
  const listA = await myGames(a);
  assert.equal(listA.filter((g) => g.mine && /Friend/.test(g.text)).length, 0, JSON.stringify(listA));
  await a.reload();
  assert.equal((await myGames(a)).length, listA.length, 'a reload keeps every game');
  assert.deepEqual(errors, []);
  await one.close();
  await two.close();
});

test('a friend\'s link tells its outcome in Dutch', async () => {
  const one = await app.browser.newContext({ locale: 'nl-NL' });
  const two = await app.browser.newContext({ locale: 'nl-NL' });
  const a = await one.newPage();
  const b = await two.newPage();
  await a.goto(app.server.url);
  await freshBreakthrough(a, '5x5', 'human', 'friend');
  await move(a, 'b2', 'b3');
  const link = await send(a);
  assert.match(await a.getByTestId('send-note').textContent(), /Verstuurd/);
  await b.goto(app.server.url);
  await receive(b, link, 'Een nieuwe partij met een vriend: u speelt Zwart');
  await receive(b, link.slice(0, -3), 'deze link lijkt afgebroken: vraag uw vriend hem opnieuw te sturen');
  await receive(b, link, 'Deze link loopt achter op uw partij; er is niets veranderd.');
  await receive(a, link, 'Deze link is voor uw vriend');
  await goTo(b, 'games');
  await b.getByTestId('kept-game').filter({ hasText: 'Vriend' }).getByTestId('your-move').filter({ hasText: 'U bent aan zet' }).waitFor();
  await one.close();
  await two.close();
});

/** Starts a 5x5 Breakthrough game, this page White and a friend Black, the AI's help allowed or not. */
async function friendGame(page, help) {
  await page.getByTestId('worker-status').filter({ hasText: 'Engine ready' }).waitFor({ state: 'attached', timeout: 15000 });
  await openNewGame(page);
  await page.getByTestId('game').selectOption('breakthrough');
  await page.getByTestId('board-size').selectOption('5x5');
  await page.getByTestId('white-player').selectOption('human');
  await page.getByTestId('black-player').selectOption('friend');
  await page.getByTestId('friend-help').setChecked(help);
  await clickStart(page);
}

/** Turns the evaluation bar on in the settings. */
async function barOn(page) {
  await goTo(page, 'settings');
  await page.getByTestId('evaluation-bar-setting').check();
  await goTo(page, 'play');
}

test("in a friend's game the AI's help is off unless its link allows it, on both devices", async () => {
  const one = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const two = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const white = await one.newPage();
  const black = await two.newPage();
  const errors = [...collectErrors(white), ...collectErrors(black)];
  for (const page of [white, black]) {
    await page.goto(app.server.url);
    await barOn(page);
  }

  // Allowed: the link says so, and both sides get the hint, the analysis board and the bar.
  await friendGame(white, true);
  assert.equal(await white.getByTestId('help-off').isVisible(), false);
  await white.getByTestId('hint').waitFor();
  await white.getByTestId('analyse').waitFor();
  await move(white, 'b2', 'b3');
  const allowed = await send(white);
  assert.match(allowed, /&help=1&id=[0-9a-z]{12}&side=dark$/);
  await receive(black, allowed, 'A new game with a friend: you play Black');
  await black.getByTestId('hint').waitFor();
  await black.getByTestId('analyse').waitFor();
  await black.getByTestId('evaluation-bar').waitFor({ timeout: 20000 });
  await black.keyboard.press('h');
  await black.getByTestId('arrow').first().waitFor({ timeout: 20000 });

  // By default: no hint, no analysis board (not even by its address), no bar, and a line says why.
  await friendGame(white, false);
  await white.getByTestId('help-off').waitFor();
  assert.match(await white.getByTestId('help-off').textContent(), /No AI help in this game with a friend/);
  assert.equal(await white.getByTestId('hint').isVisible(), false);
  assert.equal(await white.getByTestId('analyse').isVisible(), false);
  await move(white, 'c2', 'c3');
  const plain = await send(white);
  assert.doesNotMatch(plain, /help=/);
  await receive(black, plain, 'A new game with a friend: you play Black');
  await black.getByTestId('help-off').waitFor();
  assert.equal(await black.getByTestId('hint').isVisible(), false, 'no Hint button');
  assert.equal(await black.getByTestId('analyse').isVisible(), false);
  await black.goto(`${app.server.url}#/analysis`);
  await black.waitForFunction(() => location.hash === '#/play');
  assert.equal(await black.getByTestId('analysis').count(), 0, 'no analysis board');
  await black.keyboard.press('h');
  await black.waitForTimeout(2000);
  assert.equal(await black.getByTestId('evaluation-bar').count(), 0, 'no evaluation bar');
  assert.equal(await black.getByTestId('arrow').count(), 0, 'no hint by its key');
  assert.deepEqual(errors, []);
  await one.close();
  await two.close();
});
