// The real AI worker of the release build plays Troyka's Breakthrough: the message
// contract names the game, and the worker answers a legal move on 8x8 and 16x16 boards.
// Its benchmarks of Troyka's and Freeling's games are written to
// artifacts/worker-bench-<game>.txt.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { useApp, collectErrors, artifactsDir } from '../harness.mjs';

const app = useApp();

/** Starts a worker of the page's build and sends it `requests` in turn, once it is ready. */
function askWorker(page, requests) {
  return page.evaluate((requests) => new Promise((resolve, reject) => {
    const worker = new Worker('./worker_loader.js');
    const answers = [];
    let next = 0;
    const send = () => worker.postMessage(JSON.stringify(requests[next++]));
    // Answers are lines of tab-separated fields, the kind first (src/worker/protocol/response_text.rs).
    const read = (line) => {
      const [type, ...fields] = line.split('\t');
      if (type === 'Turn') return { type, actions: fields[5].split(' ') };
      if (type === 'Bench') return { type, result: { nodes: Number(fields[1]), elapsed_us: Number(fields[2]) } };
      if (type === 'Error') return { type, message: fields.slice(1).join('\t') };
      return { type, fields };
    };
    worker.onerror = (event) => reject(new Error(`worker error: ${event.message}`));
    worker.onmessage = (event) => {
      const message = read(event.data);
      if (message.type === 'Ready') return send();
      if (message.type === 'Progress') return;
      answers.push(message);
      if (next < requests.length) return send();
      worker.terminate();
      resolve(answers);
    };
  }), requests);
}

const think = (id, start, actions) => ({
  Think: {
    id, game: 'breakthrough', start, actions,
    limits: { depth: null, nodes: null, movetime_ms: 300 }, blunder_rate: 0, seed: 1,
  },
});

test('the worker answers Breakthrough moves on boards of any size', async () => {
  const page = await app.browser.newPage();
  const errors = collectErrors(page);
  await page.goto(app.server.url);
  const big = 'BBBBBBBBBBBBBBBB/BBBBBBBBBBBBBBBB/16/16/16/16/16/16/16/16/16/16/16/16/WWWWWWWWWWWWWWWW/WWWWWWWWWWWWWWWW w';
  const answers = await askWorker(page, [
    think(1, 'BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW w', ['d2-d3']),
    think(2, big, []),
    think(3, 'BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW w', ['d2-d4']),
  ]);
  assert.equal(answers[0].type, 'Turn', JSON.stringify(answers[0]));
  assert.match(answers[0].actions[0], /^[a-h]7[-x][a-h]6$/);
  assert.equal(answers[1].type, 'Turn', JSON.stringify(answers[1]));
  assert.match(answers[1].actions[0], /^[a-p]2[-x][a-p]3$/);
  assert.equal(answers[2].type, 'Error');
  assert.match(answers[2].message, /d2-d4/);
  assert.deepEqual(errors, []);
  await page.close();
});

/** Nodes per second of a benchmark answer. */
function nodesPerSecond(answer) {
  assert.equal(answer.type, 'Bench', JSON.stringify(answer));
  const { nodes, elapsed_us: micros } = answer.result;
  assert.ok(nodes > 0);
  return Math.round((nodes * 1e6) / micros);
}

// A fresh worker would run its first search on V8's baseline code; it warms up with a short
// search of each game before it says Ready, so both runs should show about the same speed
// (the figures go to the artifacts, not into an assertion).
for (const game of ['breakthrough', 'breakthrough9x5']) {
  test(`the worker runs the ${game} benchmark, cold and warm`, async () => {
    const page = await app.browser.newPage();
    await page.goto(app.server.url);
    const answers = await askWorker(page, [{ Bench: { id: 1, game } }, { Bench: { id: 2, game } }]);
    const [cold, warm] = answers.map(nodesPerSecond);
    await mkdir(artifactsDir, { recursive: true });
    const text = `${game}: ${answers[0].result.nodes} nodes, first run ${cold} nodes/s, second run ${warm} nodes/s\n`;
    await writeFile(join(artifactsDir, `worker-bench-${game}.txt`), text);
    console.log(`# worker benchmark: ${text.trim()}`);
    await page.close();
  });
}
