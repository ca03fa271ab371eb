// The layout on a phone (390x844) and a desktop (1280x800): notices clear of the board and
// the AI's line, a game's ending shown without moving the board, the phone's order with no
// empty gap and no move cut at an edge, a free setup's squares as big as in play, a
// puzzle's buttons under its board, links to read and copy, and the app's own buttons
// and links where the browser's stood.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, collectErrors } from '../harness.mjs';
import { clickSquare, fresh9x5, freshGame, goTo, openSections } from '../board.mjs';
import { FORTY_TURNS } from '../games.mjs';

const app = useApp();

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
// Gold to move; the flagship on f6 escapes along the open file to a6.
const ESCAPE = '5S5/11/2S5S2/3EE1EE3/6S4/5F4S/9S1/3E3E3/2S5S2/11/5S5_g_-';
// A game link that cannot be read: a notice, and the game stays.
const BAD_LINK = '#game=breakthru&fen=nonsense';

/** A fresh page at `viewport`, with its errors collected. */
async function open(viewport, options = {}) {
  const context = await app.browser.newContext({ viewport, reducedMotion: 'reduce', ...options });
  const page = await context.newPage();
  const errors = collectErrors(page);
  return { context, page, errors };
}

/** The box of the first element matching `selector`, or null if it has no size. */
async function box(page, selector) {
  const found = await page.locator(selector).first().boundingBox();
  return found && found.width > 0 && found.height > 0 ? found : null;
}

/** Whether two boxes share any area. */
function overlap(a, b) {
  return a !== null && b !== null
    && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Asks that the notice shown covers neither the board nor the AI's line and its button. */
async function assertNoticeClear(page, where) {
  await page.getByTestId('notice').waitFor();
  const notice = await box(page, '[data-testid=notice]');
  assert.ok(notice, `${where}: a notice is shown`);
  for (const part of ['[data-testid=board]', '[data-testid=thinking]', '[data-testid=move-now]']) {
    const other = await box(page, part);
    assert.ok(!overlap(notice, other), `${where}: the notice ${JSON.stringify(notice)} covers ${part} ${JSON.stringify(other)}`);
  }
}

for (const [device, viewport] of [['phone', PHONE], ['desktop', DESKTOP], ['small desktop', { width: 1024, height: 768 }], ['landscape phone', { width: 844, height: 390 }]]) {
  test(`a notice stays clear of the board and of the AI's line while it thinks (${device})`, async () => {
    const { context, page, errors } = await open(viewport);
    await page.goto(app.server.url);
    await freshGame(page, 'human', 'master');
    for (const square of ['e4', 'e3', 'g4', 'g3']) await clickSquare(page, square);
    await page.getByTestId('move-now').waitFor({ state: 'visible', timeout: 10000 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate((link) => { location.hash = link; }, BAD_LINK);
    await assertNoticeClear(page, device);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test("a notice stays clear of a tall board on a phone (Freeling's 9x5)", async () => {
  const { context, page, errors } = await open(PHONE);
  await page.goto(app.server.url);
  await fresh9x5(page, 'human', 'human');
  await page.evaluate((link) => { location.hash = link; }, BAD_LINK);
  await assertNoticeClear(page, '9x5 on a phone');
  assert.deepEqual(errors, []);
  await context.close();
});

for (const [device, viewport] of [['phone', PHONE], ['desktop', DESKTOP]]) {
  test(`the game's ending is shown, in view, without moving the board (${device})`, async () => {
    const { context, page, errors } = await open(viewport);
    await page.goto(`${app.server.url}#bfn=${ESCAPE}`);
    await page.getByTestId('notice-close').click();
    const before = await box(page, '[data-testid=board]');
    await clickSquare(page, 'f6');
    await clickSquare(page, 'a6');
    await page.getByTestId('game-over').waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    const after = await box(page, '[data-testid=board]');
    for (const side of ['x', 'y', 'width', 'height']) {
      assert.ok(Math.abs(after[side] - before[side]) <= 1, `the board's ${side}: ${before[side]} before the end, ${after[side]} after`);
    }
    assert.ok(after.y + after.height <= viewport.height, `the file letters are in view: ${JSON.stringify(after)}`);
    const banner = await box(page, '[data-testid=game-over]');
    assert.ok(banner.y >= 0 && banner.y + banner.height <= viewport.height, `the ending is in view: ${JSON.stringify(banner)}`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test("on a phone the game's name comes before its players, with no empty gap under the board", async () => {
  const { context, page, errors } = await open(PHONE);
  await page.goto(app.server.url);
  await freshGame(page, 'human', 'human');
  await clickSquare(page, 'e4');
  await clickSquare(page, 'e3');
  const [board, title, players] = await Promise.all(['[data-testid=board]', '.game-title', '[data-testid=players]'].map((s) => box(page, s)));
  assert.ok(title.y + title.height <= PHONE.height, `the title is on the first screen: ${JSON.stringify(title)}`);
  assert.ok(title.y < players.y, `the title (${title.y}) before the players (${players.y})`);
  const next = Math.min(title.y, players.y);
  const gap = next - (board.y + board.height);
  assert.ok(gap >= 0 && gap <= 24, `${gap} px between the board and what follows it`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('on a phone the moves wrap in lines: none is cut at an edge of the strip', async () => {
  const { context, page, errors } = await open(PHONE);
  await page.goto(`${app.server.url}${FORTY_TURNS}`);
  await page.getByTestId('game-over').waitFor();
  const strip = page.getByTestId('move-list');
  const cut = await strip.evaluate((list) => {
    const frame = list.getBoundingClientRect();
    const shown = [...list.querySelectorAll('li')].map((li) => li.getBoundingClientRect())
      .filter((r) => r.bottom > frame.top && r.top < frame.bottom);
    return {
      shown: shown.length,
      cut: shown.filter((r) => r.left < frame.left - 0.5 || r.right > frame.right + 0.5).length,
      sideways: list.scrollWidth - list.clientWidth,
    };
  });
  assert.ok(cut.shown >= 6, `${cut.shown} moves in view`);
  assert.equal(cut.cut, 0, 'moves cut at the left or right edge');
  assert.ok(cut.sideways <= 1, `the strip scrolls sideways by ${cut.sideways} px`);
  // The last move, the current one, is in view.
  const last = await strip.locator('li').last().boundingBox();
  const frame = await strip.boundingBox();
  assert.ok(last.y >= frame.y - 0.5 && last.y + last.height <= frame.y + frame.height + 0.5, 'the last move is in view');
  assert.deepEqual(errors, []);
  await context.close();
});

/** The width in px of square `name` on the board matching `board`. */
async function squareWidth(page, board, name) {
  return (await page.locator(`[data-testid=${board}] rect[data-square=${name}]`).boundingBox()).width;
}

for (const [device, viewport] of [['phone', PHONE], ['desktop', DESKTOP]]) {
  test(`a free setup's squares are as big as the game's (${device})`, async () => {
    const { context, page, errors } = await open(viewport);
    await page.goto(app.server.url);
    const play = await squareWidth(page, 'board', 'f6');
    await freshGame(page, 'human', 'human', 'free');
    const setup = await squareWidth(page, 'setup-board', 'f6');
    assert.ok(Math.abs(setup - play) <= 1, `a square is ${play} px in play, ${setup} px in the setup`);
    const tray = await box(page, '[data-testid=tray]');
    assert.ok(tray.y >= 0 && tray.y + tray.height <= viewport.height || device === 'phone', `the tray is in view: ${JSON.stringify(tray)}`);
    await page.getByTestId('preset-lid1').click();
    for (const id of ['setup-status', 'setup-done', 'setup-cancel']) {
      const seen = await box(page, `[data-testid=${id}]`);
      if (device === 'desktop') assert.ok(seen.y >= 0 && seen.y + seen.height <= viewport.height, `${id} is in view: ${JSON.stringify(seen)}`);
    }
    await page.getByTestId('setup-done').click();
    await page.getByTestId('preset-ring').click();
    await page.getByTestId('setup-done').click();
    await page.getByTestId('first-gold').click();
    await page.getByTestId('status').filter({ hasText: 'Gold to move' }).waitFor();
    const started = await squareWidth(page, 'board', 'f6');
    assert.ok(Math.abs(started - setup) <= 1, `a square is ${setup} px in the setup, ${started} px when play starts`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

/** Opens the Puzzles page and waits for its puzzle. */
async function puzzles(page) {
  await page.goto(`${app.server.url}#/puzzles`);
  await page.getByTestId('puzzle-status').filter({ hasText: /Find the best turn|Vind de beste beurt/ }).waitFor({ timeout: 20000 });
}

test("on a phone a puzzle's buttons stand right under its board, in view", async () => {
  const { context, page, errors } = await open(PHONE);
  await puzzles(page);
  const board = await box(page, '[data-testid=puzzles] [data-testid=board]');
  for (const id of ['puzzle-solution', 'puzzle-next']) {
    const button = await box(page, `[data-testid=${id}]`);
    assert.ok(button.y + button.height <= PHONE.height, `${id} is in view: ${JSON.stringify(button)}`);
    const gap = button.y - (board.y + board.height);
    assert.ok(gap >= 0 && gap <= 40, `${id} is ${gap} px under the board`);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

/** Asks that the field `id` is readable: most of its panel's width, text of 13 px or more. */
async function assertReadable(page, id) {
  const field = page.getByTestId(id);
  const seen = await field.evaluate((el) => {
    const panel = el.closest('.side-panel').getBoundingClientRect();
    return { width: el.getBoundingClientRect().width / panel.width, font: parseFloat(getComputedStyle(el).fontSize) };
  });
  assert.ok(seen.width >= 0.6, `${id} takes ${Math.round(seen.width * 100)}% of the panel's width`);
  assert.ok(seen.font >= 13, `${id}'s text is ${seen.font} px`);
}

for (const [lang, locale, copied] of [['English', 'en-GB', 'Copied'], ['Dutch', 'nl-NL', 'Gekopieerd']]) {
  test(`the puzzle's link is readable, whole, and copied by its button (${lang})`, async () => {
    const { context, page, errors } = await open(DESKTOP, { locale, permissions: ['clipboard-read', 'clipboard-write'] });
    await puzzles(page);
    await assertReadable(page, 'puzzle-link');
    const whole = await page.getByTestId('puzzle-link').evaluate((el) => el.scrollHeight <= el.clientHeight + 1 && el.scrollWidth <= el.clientWidth + 1);
    assert.ok(whole, 'the whole link shows');
    await page.getByTestId('puzzle-copy').click();
    await page.getByTestId('puzzle-copied').filter({ hasText: copied }).waitFor();
    const link = await page.getByTestId('puzzle-link').inputValue();
    assert.match(link, /#puzzle=/);
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), link);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test("the friend's link is readable and copied again by its button", async () => {
  const { context, page, errors } = await open(PHONE, { permissions: ['clipboard-read', 'clipboard-write'] });
  await page.goto(app.server.url);
  await freshGame(page, 'human', 'friend');
  await clickSquare(page, 'e4');
  await clickSquare(page, 'e3');
  await clickSquare(page, 'g4');
  await clickSquare(page, 'g3');
  await page.getByTestId('send-move').click();
  await page.getByTestId('friend-link').waitFor();
  await assertReadable(page, 'friend-link');
  await page.evaluate(() => navigator.clipboard.writeText('something else'));
  await page.getByTestId('friend-copy').click();
  await page.getByTestId('friend-copied').filter({ hasText: 'Copied' }).waitFor();
  const link = await page.getByTestId('friend-link').inputValue();
  assert.match(link, /[#&]id=/);
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), link);
  assert.deepEqual(errors, []);
  await context.close();
});

/** The computed colour of the app's accent, in the page's colour scheme. */
function accent(page) {
  return page.evaluate(() => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--accent)';
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  });
}

for (const colorScheme of ['light', 'dark']) {
  test(`recent puzzles are links in the app's colour and type, not the browser's (${colorScheme})`, async () => {
    const { context, page, errors } = await open(DESKTOP, { colorScheme });
    await puzzles(page);
    await page.getByTestId('puzzle-solution').click();
    const link = page.getByTestId('puzzle-history').locator('a').first();
    await link.waitFor();
    const style = await link.evaluate((a) => ({ colour: getComputedStyle(a).color, font: getComputedStyle(a).fontFamily }));
    assert.equal(style.colour, await accent(page));
    assert.doesNotMatch(style.font, /mono/i);
    assert.equal(style.font, await page.evaluate(() => getComputedStyle(document.body).fontFamily));
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('"Import all" is a button of the app\'s, its file input reachable by the keyboard', async () => {
  const { context, page, errors } = await open(DESKTOP);
  await page.goto(app.server.url);
  await page.getByTestId('board').waitFor();
  await goTo(page, 'games');
  const label = page.locator('label.button').filter({ has: page.getByTestId('import-games') });
  const looks = await label.evaluate((el) => {
    const button = getComputedStyle(document.querySelector('[data-testid=export-games]'));
    const mine = getComputedStyle(el);
    const input = el.querySelector('input[type=file]');
    return {
      same: ['backgroundColor', 'borderTopColor', 'borderTopWidth', 'borderRadius', 'paddingLeft', 'color', 'fontSize']
        .filter((p) => mine[p] !== button[p]),
      inputShown: getComputedStyle(input).opacity !== '0',
      height: el.getBoundingClientRect().height,
      buttonHeight: document.querySelector('[data-testid=export-games]').getBoundingClientRect().height,
    };
  });
  assert.deepEqual(looks.same, [], 'styles that differ from the Export all button');
  assert.equal(looks.inputShown, false, 'the browser\'s "Choose File" control is not drawn');
  assert.ok(Math.abs(looks.height - looks.buttonHeight) <= 2, `${looks.height} px high beside ${looks.buttonHeight}`);
  await page.getByTestId('export-games').focus();
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), 'import-games');
  const outline = await label.evaluate((el) => getComputedStyle(el).outlineStyle);
  assert.notEqual(outline, 'none', 'the focus shows on the button');
  assert.deepEqual(errors, []);
  await context.close();
});
