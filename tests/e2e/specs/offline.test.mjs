// Offline and installable: after one visit the app loads and plays against the AI with
// the network off, and opens each part loaded on first use; a part that could not be
// downloaded says so and loads on its next opening; the build runs under its strict
// Content-Security-Policy; a build made for a sub-path (--public-url /breakthru/) works
// there, worker and service worker included.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, collectErrors, screenshot, subPathDistDir } from '../harness.mjs';
import { clickSquare, freshGame, goTo, openNewGame } from '../board.mjs';

const root = useApp();
const subPath = useApp(subPathDistDir, '/breakthru/');

/** Waits until the service worker controls the page (it claims it on activation). */
async function waitForServiceWorker(page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 15000 });
}

/** Starts a game against the beginner AI, plays e4-e3 g4-g3, and waits for its answer. */
async function playAgainstTheAi(page) {
  await freshGame(page, 'human', 'beginner');
  for (const square of ['e4', 'e3', 'g4', 'g3']) await clickSquare(page, square);
  await page.getByTestId('status').filter({ hasText: 'Gold to move' }).waitFor({ timeout: 20000 });
  assert.equal(await page.getByTestId('move-list').locator('li').count(), 2);
}

test('after one visit the app plays against the AI offline', async () => {
  const context = await root.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(root.server.url);
  await waitForServiceWorker(page);
  const csp = await page.locator('meta[http-equiv=Content-Security-Policy]').getAttribute('content');
  assert.match(csp, /script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
  assert.doesNotMatch(csp, /unsafe-inline|'unsafe-eval'/);

  await context.setOffline(true);
  await page.reload();
  await playAgainstTheAi(page);
  await screenshot(page, 'offline');
  assert.deepEqual(errors, []);
  await context.close();
});

/** Each part of the app loaded on first use (src/ui/app/lazy.rs): where it opens, what it shows. */
const PARTS = [
  ['puzzles', 'puzzle-set'],
  ['learn', 'lesson-list'],
  ['games', 'my-games'],
  ['rules', 'rules'],
  ['settings', 'language'],
];

/** Opens every part loaded on first use and waits for each to show. */
async function openEveryPart(page) {
  for (const [place, shown] of PARTS) {
    await goTo(page, place);
    await page.getByTestId(shown).waitFor({ timeout: 15000 });
  }
  await openNewGame(page);
  await page.getByTestId('gold-player').waitFor({ timeout: 15000 });
}

test('after one visit every part loaded on first use opens offline', async () => {
  const context = await root.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(root.server.url);
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  await page.getByTestId('board').waitFor();
  await openEveryPart(page);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a part that could not be downloaded says so, and loads when opened again', async () => {
  const context = await root.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  // Refused to the page and to the service worker's precaching alike.
  const puzzles = /\/split_puzzles-[0-9a-f]+\.wasm$/;
  await context.route(puzzles, (route) => route.abort('internetdisconnected'));
  await page.goto(root.server.url);
  await page.getByTestId('board').waitFor();
  await page.evaluate(() => { location.hash = '#/puzzles'; });
  const notice = page.getByTestId('part-not-loaded');
  await notice.waitFor();
  assert.match(await notice.textContent(), /could not be loaded: the app is offline/);
  assert.equal(await page.getByTestId('puzzle-set').count(), 0);
  await goTo(page, 'play');
  assert.equal(await notice.count(), 0, 'the notice goes with the place');
  await context.unroute(puzzles);
  await goTo(page, 'puzzles');
  await page.getByTestId('puzzle-set').waitFor({ timeout: 15000 });
  assert.equal(await notice.count(), 0);
  // What the browser and the loader said about the refused download, and nothing else.
  assert.ok(errors.length > 0 && errors.every((e) => /ERR_INTERNET_DISCONNECTED|Failed to fetch|split_puzzles/.test(e)), errors.join('\n'));
  await context.close();
});

test('a build for a sub-path works there, worker and service worker included', async () => {
  const context = await subPath.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(subPath.server.url);
  await waitForServiceWorker(page);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  assert.equal(new URL(scope).pathname, '/breakthru/');
  await playAgainstTheAi(page);
  assert.match(await page.getByTestId('share-link').inputValue(), /\/breakthru\/#game=breakthru&fen=/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a new build replaces the old cache and the app offers to reload', async () => {
  const context = await root.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(root.server.url);
  await waitForServiceWorker(page);
  const oldCaches = await page.evaluate(() => caches.keys());
  assert.equal(oldCaches.length, 1);

  // The server now hands out a service worker of another build.
  const sw = await (await fetch(`${root.server.url}sw.js`)).text();
  root.server.override('/sw.js', sw.replace(/const BUILD = '[^']*';/, "const BUILD = 'next-build';"));
  await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
  const offer = page.getByTestId('update-ready');
  await offer.waitFor({ state: 'visible', timeout: 15000 });
  await offer.getByRole('button').click();
  await page.waitForFunction(() => caches.keys().then((keys) => keys.join() === 'breakthru-next-build'), null, { timeout: 15000 });
  await page.getByTestId('worker-status').filter({ hasText: 'Engine ready' }).waitFor({ state: 'attached', timeout: 15000 });
  assert.deepEqual(errors, []);
  await context.close();
});
