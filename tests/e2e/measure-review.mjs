// Measures how long a fast and a deep review of a finished 40-turn game take in headless
// Chromium, with the app built in dist/ (`trunk build --release`). Not part of the tests:
// run `node tests/e2e/measure-review.mjs` for the README's figures.
import { launchBrowser, serveDist } from './harness.mjs';
import { FORTY_TURNS } from './games.mjs';

const server = await serveDist();
const browser = await launchBrowser();
for (const depth of ['fast', 'deep']) {
  const page = await browser.newPage();
  await page.goto(`${server.url}${FORTY_TURNS}`);
  await page.getByTestId('review-fast').and(page.locator(':enabled')).waitFor({ timeout: 20000 });
  const started = Date.now();
  await page.getByTestId(`review-${depth}`).click();
  await page.getByTestId('review-done').filter({ hasText: 'Reviewed' }).waitFor({ timeout: 300000 });
  const marks = await page.getByTestId('review-mark').count();
  console.log(`${depth} review: ${await page.getByTestId('review-done').textContent()} `
    + `(${((Date.now() - started) / 1000).toFixed(1)} s from the click; ${marks} turns marked)`);
  await page.close();
}
await browser.close();
await server.close();
