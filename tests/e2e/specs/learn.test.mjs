// Learn (#/learn): each game's whole course played on a phone by touch, from the course
// files in dist/ (every step's goal reached with its first accepted turn, the replies
// waited for, the steps to read gone past); a legal turn the first step does not accept
// is refused with that step's words; the stars are kept over a reload; the course's end
// offers a first game against the Beginner; the page speaks Dutch; and after a review,
// "Learn from your mistakes" takes the player's marked turns as steps.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { useApp, collectErrors, distDir, screenshot } from '../harness.mjs';
import { openSections } from '../board.mjs';
import { FORTY_TURNS } from '../games.mjs';

const app = useApp();

/** The lessons of a course in dist/: each with its id, English title and steps; a step
 *  its goal, its words for a wrong turn and its plies (each the turns accepted there). */
async function courseOf(game) {
  const text = await readFile(join(distDir, 'learn', `${game}.txt`), 'utf8');
  const lessons = [];
  for (const line of text.split('\n').slice(1)) {
    const [keyword, ...fields] = line.split('\t');
    const lesson = lessons.at(-1);
    const step = lesson?.steps.at(-1);
    if (keyword === 'lesson') lessons.push({ id: fields[0], steps: [] });
    else if (keyword === 'title') lesson.title = fields[0];
    else if (keyword === 'step') lesson.steps.push({ position: fields[0], plies: [] });
    else if (keyword === 'goal') step.goal = fields[0];
    else if (keyword === 'wrong') step.wrong = fields[0];
    else if (keyword === 'line') step.plies = fields[0].split(' ').map((ply) => ply.split('|').map((t) => t.split('+')));
  }
  return lessons;
}

/** The lesson's status line. */
const status = (page) => page.getByTestId('learn-status');

/** The Learn page (the play view's board stays in the page, hidden). */
const area = (page) => page.getByTestId('learn');

/** Taps the centre of `square` on the lesson's board. */
async function tap(page, square) {
  const rect = area(page).locator(`rect[data-square=${square}]`);
  await rect.scrollIntoViewIfNeeded();
  const box = await rect.boundingBox();
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** The squares the lesson's board offers as targets, captures first. */
async function targets(page) {
  const found = await area(page).getByTestId('target').evaluateAll((nodes) =>
    nodes.map((n) => ({ square: n.dataset.square, capture: n.classList.contains('capture') })));
  return found.sort((a, b) => Number(b.capture) - Number(a.capture)).map((t) => t.square);
}

/** Plays one action by touch: `pass`, or its two squares, then each explosion it names
 *  (`b6-c7:c7,b7,c8`) that the board asks to be chosen. */
async function playAction(page, action) {
  if (action === 'pass') {
    await page.getByTestId('lesson-pass').tap();
    return;
  }
  const [move, explosions = ''] = action.split(':');
  const [from, to] = move.split(/[-x]/);
  await tap(page, from);
  await tap(page, to);
  for (const square of explosions.split(',').filter(Boolean)) {
    const asked = /choose which explodes next/.test(await status(page).textContent());
    if (asked && (await targets(page)).includes(square)) await tap(page, square);
  }
}

/** Plays a turn's actions; between Breakthru's two moves the status asks for the second. */
async function playTurn(page, turn) {
  for (const [index, action] of turn.entries()) {
    await playAction(page, action);
    if (index + 1 < turn.length) await status(page).filter({ hasText: 'Now the second move.' }).waitFor();
  }
}

/** The first of a ply's accepted turns that starts from a piece on the board (a later ply
 *  may accept turns that only another earlier choice allows). */
async function playable(page, turns) {
  for (const turn of turns) {
    const from = turn[0].split(/[-x:]/)[0];
    if (turn[0] === 'pass' || await area(page).locator(`[data-testid=piece][data-square=${from}]`).count() > 0) return turn;
  }
  assert.fail(`no accepted turn starts from a piece: ${JSON.stringify(turns)}`);
}

/** Plays the step on the board with an accepted turn of each of the player's plies, waiting
 *  for each reply. */
async function playStep(page, step) {
  await status(page).filter({ hasText: step.goal }).waitFor({ timeout: 20000 });
  for (let n = 0; n < step.plies.length; n += 2) {
    await playTurn(page, await playable(page, step.plies[n]));
    if (n + 1 < step.plies.length) await status(page).filter({ hasText: 'answers' }).waitFor({ timeout: 5000 });
  }
}

/** Goes on to the next step of `lesson` after step `number`, which must be done. */
async function next(page, lesson, number) {
  const button = page.getByTestId('lesson-next');
  await button.waitFor({ timeout: 5000 }).catch(async () => {
    const said = await status(page).textContent();
    assert.fail(`${lesson.id}, step ${number + 1} not done: the status says "${said}"`);
  });
  await button.tap();
}

/** A phone with touch, on the Learn page with `game`'s course chosen. */
async function openCourse(game, { lang = 'en' } = {}) {
  const context = await app.browser.newContext({
    viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, reducedMotion: 'reduce', locale: lang,
  });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(`${app.server.url}#/learn`);
  await page.getByTestId('learn-course').selectOption(game);
  await page.getByTestId('lesson-list').locator('li').first().waitFor({ timeout: 20000 });
  return { context, page, errors };
}

for (const game of ['breakthru', 'breakthrough', 'breakthrough9x5']) {
  test(`the ${game} course is played through on a phone by touch`, async () => {
    const lessons = await courseOf(game);
    const { context, page, errors } = await openCourse(game);
    for (const [index, lesson] of lessons.entries()) {
      await page.getByTestId('lesson-title').filter({ hasText: lesson.title }).waitFor();
      for (const [number, step] of lesson.steps.entries()) {
        await page.getByTestId('lesson-step').filter({ hasText: `Step ${number + 1} of ${lesson.steps.length}` }).waitFor();
        if (step.plies.length > 0) await playStep(page, step);
        if (number + 1 < lesson.steps.length) await next(page, lesson, number);
      }
      await page.getByTestId('lesson-done').filter({ hasText: '★★★' }).waitFor();
      if (index === 0) await screenshot(page, `learn-${game}-phone`);
      if (index + 1 < lessons.length) await page.getByTestId('lesson-next-lesson').tap();
    }
    await page.getByTestId('course-done').waitFor();
    const stars = page.getByTestId('lesson-list').locator('.stars');
    assert.equal(await stars.filter({ hasText: '★★★' }).count(), lessons.length, 'every lesson has three stars');
    // The course's end offers a first game against the Beginner.
    await page.getByTestId('learn-play-beginner').tap();
    await page.getByTestId('player-dark').filter({ hasText: /AI: beginner/i }).waitFor({ timeout: 10000 });
    assert.match(await page.getByTestId('player-light').textContent(), /Person/);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

/** A move of the player's that the board allows and `step`'s first ply does not accept:
 *  each piece is tapped in turn and its targets read from the board. */
async function refusedTurn(page, step) {
  const accepted = new Set(step.plies[0].map((turn) => turn.join('+')));
  const pieces = await area(page).locator('[data-testid=piece]').evaluateAll((nodes) => nodes.map((n) => n.dataset.square));
  for (const piece of pieces) {
    await tap(page, piece);
    const to = (await targets(page)).find((t) => !accepted.has(`${piece}-${t}`) && !accepted.has(`${piece}x${t}`));
    if (to) return [piece, to];
    await tap(page, piece);
  }
  return null;
}

test('a legal turn the step does not accept is refused with its words, and costs a star kept over a reload', async () => {
  const [lesson] = await courseOf('breakthrough');
  const step = lesson.steps.find((s) => s.plies.length > 0);
  const { context, page, errors } = await openCourse('breakthrough');
  await status(page).filter({ hasText: step.goal }).waitFor({ timeout: 20000 });
  const wrong = await refusedTurn(page, step);
  assert.ok(wrong, 'the first step has a legal turn it does not accept');
  await tap(page, wrong[1]);
  await status(page).filter({ hasText: step.wrong }).waitFor();
  await page.getByTestId('lesson-retry').tap();
  await status(page).filter({ hasText: step.goal }).waitFor();
  for (const [number, each] of lesson.steps.entries()) {
    if (each.plies.length > 0) await playStep(page, each);
    if (number + 1 < lesson.steps.length) await page.getByTestId('lesson-next').tap();
  }
  await page.getByTestId('lesson-done').filter({ hasText: '★★☆' }).waitFor();
  await page.reload();
  const first = page.getByTestId('lesson-list').locator('.stars').first();
  await first.filter({ hasText: '★★☆' }).waitFor({ timeout: 20000 });
  assert.equal(await first.getAttribute('aria-label'), '2 of 3 stars');
  assert.deepEqual(errors, []);
  await context.close();
});

test('Learn speaks Dutch: the place, its course and a lesson', async () => {
  const { context, page, errors } = await openCourse('breakthru');
  await page.goto(`${app.server.url}#/settings`);
  await page.getByTestId('language').selectOption('nl');
  await page.goto(`${app.server.url}#/learn`);
  await page.getByRole('heading', { name: 'Leren', exact: true }).waitFor({ timeout: 20000 });
  await page.getByTestId('lesson-step').filter({ hasText: /^Stap 1 van \d+$/ }).waitFor();
  const text = await readFile(join(distDir, 'learn', 'breakthru.txt'), 'utf8');
  const dutchGoal = text.split('\n').find((l) => l.startsWith('goal\t')).split('\t')[2];
  await status(page).filter({ hasText: dutchGoal }).waitFor();
  await screenshot(page, 'learn-breakthru-phone-nl');
  assert.deepEqual(errors, []);
  await context.close();
});

/** Plays the turn the lesson's arrows show, tapping each arrow's squares. */
async function playArrows(page) {
  const arrows = area(page).getByTestId('arrow');
  await arrows.first().waitFor({ timeout: 10000 });
  const moves = await arrows.evaluateAll((all) => all.map((a) => [a.dataset.from, a.dataset.to]));
  for (const [from, to] of moves) {
    await tap(page, from);
    await tap(page, to);
  }
}

test('learn from your mistakes: after a review, the marked turns are steps; the mistake again is refuted, the AI\'s turn accepted', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 }, hasTouch: true, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(`${app.server.url}${FORTY_TURNS}`);
  await page.getByTestId('game-over').waitFor();
  await openSections(page);
  await page.getByTestId('review-fast').and(page.locator(':enabled')).waitFor({ timeout: 20000 });
  assert.equal(await page.getByTestId('learn-mistakes').isVisible(), false, 'nothing to learn before a review');
  await page.getByTestId('review-fast').click();
  await page.getByTestId('review-done').filter({ hasText: 'Reviewed 40 positions' }).waitFor({ timeout: 60000 });
  const marks = await page.getByTestId('review-mark').count();
  await page.getByTestId('learn-mistakes').click();
  await page.getByTestId('lesson-title').filter({ hasText: 'Learn from your mistakes' }).waitFor({ timeout: 20000 });
  const steps = Number((await page.getByTestId('lesson-step').textContent()).match(/of (\d+)/)[1]);
  assert.equal(steps, marks, 'every marked turn is a step (both sides are people here)');
  // Through the steps: where the turn played was a blunder, play it again; it is refuted.
  let refuted = false;
  for (let step = 1; step <= steps; step += 1) {
    await page.getByTestId('lesson-step').filter({ hasText: `Step ${step} of ${steps}` }).waitFor();
    const goal = await status(page).textContent();
    const [, played, mark] = goal.match(/you played (\S+) \((\?\?|\?!|\?)\)/);
    if (!refuted && mark === '??') {
      await playTurn(page, played.split('+'));
      await status(page).filter({ hasText: /^Not better: .* answers .* \(arrows\)\. It gives away \d+ points/ }).waitFor({ timeout: 15000 });
      assert.ok(await area(page).getByTestId('arrow').count() > 0, 'the answer is drawn');
      await page.getByTestId('lesson-retry').tap();
      refuted = true;
    }
    await page.getByTestId('lesson-show').tap();
    await playArrows(page);
    await status(page).filter({ hasText: 'Well done.' }).waitFor({ timeout: 5000 });
    if (step < steps) await page.getByTestId('lesson-next').tap();
  }
  assert.ok(refuted, 'the review marked a blunder');
  await page.getByTestId('lesson-done').waitFor();
  assert.equal(await page.getByTestId('learn-play-beginner').isVisible(), false, 'no course to finish here');
  // Choosing a course leaves the mistakes for the course.
  await page.getByTestId('learn-course').selectOption('breakthrough');
  await page.getByTestId('lesson-title').filter({ hasText: 'Forward and diagonal steps' }).waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});
