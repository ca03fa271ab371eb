// Colour contrast (WCAG 2, 1.4.3 and 1.4.11), measured on the running app in the states
// where colours change: focus, a picked-up piece with its legal moves, the last turn, the
// end-of-game banner, a notice, the free setup, Learn; in a light and a dark colour scheme.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, collectErrors } from '../harness.mjs';
import { clickSquare, freshGame, goTo } from '../board.mjs';
import { audit, failures } from '../contrast.mjs';

const app = useApp();

// Gold to move; the flagship on f6 can capture g7 or escape along the open file to a6.
const ESCAPE = '5S5/11/2S5S2/3EE1EE3/6S4/5F4S/9S1/3E3E3/2S5S2/11/5S5_g_-';

/** Audits the page and fails with the list of every check below its minimum. */
async function assertContrast(page, state, expected) {
  const { checks, failed } = await failures(page);
  const lines = failed.map((c) => `${c.what}: ${c.fg} on ${c.bg} is ${c.ratio}:1, needs ${c.need}:1`);
  assert.deepEqual(lines, [], `${state}: contrast too low`);
  for (const [pattern, least] of expected) {
    const found = checks.filter((c) => pattern.test(c.what)).length;
    assert.ok(found >= least, `${state}: ${found} checks match ${pattern}, expected at least ${least}`);
  }
  return checks;
}

/** Presses Tab until `locator` has the focus. */
async function tabTo(page, locator) {
  for (let i = 0; i < 60; i += 1) {
    if (await locator.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  assert.fail('Tab never reached the element');
}

/** Plays through the states of the game screen and audits each. */
async function auditGame(page, scheme) {
  await page.goto(`${app.server.url}#bfn=${ESCAPE}`);
  await page.getByTestId('notice').waitFor();
  await page.getByTestId('worker-status').filter({ hasText: 'Engine ready' }).waitFor({ state: 'attached', timeout: 15000 });
  for (const details of await page.locator('details').all()) {
    await details.evaluate((d) => { d.open = true; });
  }
  const board = page.getByTestId('board');
  await tabTo(page, board);
  await page.getByTestId('focus-ring').waitFor();
  await assertContrast(page, `${scheme}, board focused`, [
    [/^p\[status\]/, 1], [/^p\[notice\]/, 1], [/^button/, 5],
    [/^text\.coordinate/, 22], [/^piece /, 16], [/^focus-ring next to/, 8], [/^focus-ring colours/, 1], [/^central-area/, 8],
    [/^focus outline of svg\[board\]/, 1], [/placeholder/, 1], [/^a\[place-/, 4],
  ]);

  await page.keyboard.press('Enter');
  await page.locator('[data-testid=target].capture').waitFor();
  await assertContrast(page, `${scheme}, flagship picked up`, [[/^target dot/, 5], [/^target ring g7/, 1]]);

  await clickSquare(page, 'a6');
  await page.getByTestId('game-over').waitFor();
  await assertContrast(page, `${scheme}, game over`, [[/^p\[game-over\]/, 1], [/^piece flagship a6/, 1]]);

  await tabTo(page, page.getByTestId('undo'));
  await assertContrast(page, `${scheme}, a button focused`, [[/^focus outline of button\[undo\]/, 1]]);

  await goTo(page, 'rules');
  await assertContrast(page, `${scheme}, the rules`, [[/^h1/, 1], [/^h3/, 3], [/^li/, 3]]);
  await goTo(page, 'learn');
  await page.getByTestId('lesson-list').locator('li').first().waitFor({ timeout: 15000 });
  await assertContrast(page, `${scheme}, Learn`, [[/^h1/, 1], [/^p\[learn-status\]/, 1], [/^button/, 2], [/^piece /, 2]]);
  await goTo(page, 'settings');
  await assertContrast(page, `${scheme}, the settings`, [[/^label/, 5], [/^button\[bench\]/, 1]]);
  await goTo(page, 'play');
}

/** Opens a free setup, places Gold's lid preset and makes a refused tap; audits it. */
async function auditSetup(page, scheme) {
  await freshGame(page, 'human', 'human', 'free');
  await page.getByTestId('preset-lid1').click();
  await clickSquare(page, 'a1');
  await page.getByTestId('setup-message').filter({ hasText: 'Not there' }).waitFor();
  await assertContrast(page, `${scheme}, free setup`, [
    [/^p\[setup-message\]/, 1], [/^p\[setup-status\]/, 1], [/^piece escort/, 12], [/^text\.tray-count/, 1],
  ]);
}

for (const scheme of ['light', 'dark']) {
  test(`text and board graphics have enough contrast in the ${scheme} colour scheme`, async () => {
    const context = await app.browser.newContext({ colorScheme: scheme, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await auditGame(page, scheme);
    await auditSetup(page, scheme);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

for (const theme of ['sea', 'slate']) {
  test(`the ${theme} board keeps its pieces, marks and focus ring in contrast`, async () => {
    const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${app.server.url}#bfn=${ESCAPE}`);
    await page.getByTestId('board').waitFor();
    await goTo(page, 'settings');
    await page.getByTestId('board-theme').selectOption(theme);
    assert.equal(await page.evaluate(() => document.documentElement.dataset.boardTheme), theme);
    await goTo(page, 'play');
    await tabTo(page, page.getByTestId('board'));
    await page.getByTestId('focus-ring').waitFor();
    await assertContrast(page, `${theme} board focused`, [
      [/^text\.coordinate/, 22], [/^piece /, 16], [/^focus-ring next to/, 8], [/^central-area/, 8],
    ]);
    await page.keyboard.press('Enter');
    await page.locator('[data-testid=target].capture').waitFor();
    await assertContrast(page, `${theme} board, flagship picked up`, [[/^target dot/, 5], [/^target ring g7/, 1]]);
    await context.close();
  });
}

test('the theme setting overrides the system colour scheme, and System follows it again', async () => {
  const context = await app.browser.newContext({ colorScheme: 'dark', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(app.server.url);
  const paper = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const dark = await paper();
  await goTo(page, 'settings');
  await page.getByTestId('theme').selectOption('light');
  assert.equal(await paper(), 'rgb(244, 239, 228)');
  await goTo(page, 'play');
  await assertContrast(page, 'light chosen on a dark system', [[/^p\[status\]/, 1], [/^piece /, 16]]);
  await goTo(page, 'settings');
  await page.getByTestId('theme').selectOption('system');
  assert.equal(await paper(), dark);
  await context.close();
});

test('the audit finds low contrast where there is some', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(app.server.url);
  await page.getByTestId('status').waitFor();
  await page.evaluate(() => {
    document.querySelector('[data-testid=status]').style.color = 'rgb(150, 150, 150)';
    document.querySelector('[data-square=f6] circle').style.stroke = 'rgb(230, 220, 200)';
    document.querySelector('[data-square=f6] circle').style.fill = 'rgb(230, 220, 200)';
  });
  const { failed } = await failures(page);
  assert.deepEqual(failed.map((c) => c.what.replace(/ ".*/, '')).sort(), ['p[status].status', 'piece flagship f6']);
  const status = failed.find((c) => c.what.startsWith('p[status]'));
  assert.equal(status.fg, 'rgb(150, 150, 150)');
  assert.equal(status.bg, 'rgb(244, 239, 228)');
  assert.equal(status.ratio, 2.58);
  // Black on white is the maximum, 21:1.
  await page.evaluate(() => {
    document.documentElement.style.background = 'white';
    document.body.style.background = 'white';
    document.querySelector('[data-testid=status]').style.color = 'black';
  });
  const checks = await page.evaluate(audit);
  assert.equal(checks.find((c) => c.what.startsWith('p[status]')).ratio, 21);
  await context.close();
});
