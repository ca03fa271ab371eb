// The static first screen, written into index.html's <body> by the post-build hook
// (finish-dist.mjs): what a first visit shows, the top bar and Breakthru's start on the
// board, drawn without wasm so that the board is on screen before the app's code has
// arrived. It uses the app's own classes, so the colours, the dark scheme and the sizes
// are the app's (style/main.css is loaded before the body); the app removes it when it
// mounts (`ui::platform::browser::remove_first_screen`). It carries no ids or test ids
// of the app's, so nothing can mistake it for the app. A small inline script at its end
// turns its words into Dutch before the first paint when the app would speak Dutch.

/** Breakthru's standard start (docs/rules.md), ranks from 11 down to 1. */
const START = '11/3SSSSS3/11/1S2EEE2S1/1S1E3E1S1/1S1E1F1E1S1/1S1E3E1S1/1S2EEE2S1/11/3SSSSS3/11';
const SIZE = 11;
/** The area Gold sets up in (d4 to h8), drawn as the app draws it. */
const CENTRAL = { x: 3, y: 3, size: 5 };
/** The top bar's places, as the app lists them: each label in English and Dutch, and its address. */
const PLACES = [
  ['Play', 'Spelen', 'play'], ['Puzzles', 'Puzzels', 'puzzles'], ['Learn', 'Leren', 'learn'],
  ['My games', 'Mijn partijen', 'games'],
  ['Analysis', 'Analysebord', 'analysis'], ['Rules', 'Spelregels', 'rules'], ['Settings', 'Instellingen', 'settings'],
];
/** The screen's other words, in English and Dutch, as the app words them (src/ui/i18n). */
const WORDS = {
  status: ['Gold to move, move 1 of 2 (or capture, or move the flagship alone)',
    'Goud aan zet, zet 1 van 2 (of veroveren, of alleen het vlaggeschip verplaatsen)'],
  places: ['Places', 'Onderdelen'],
  board: ["Breakthru's board at the start", 'Het bord van Breakthru bij het begin'],
  loading: ['Loading the game…', 'Het spel wordt geladen…'],
};

/** Escapes `text` for an attribute's value. */
const attribute = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** An element's text in English, with its Dutch kept for the script below. */
const worded = ([english, dutch]) => ` data-nl="${attribute(dutch)}">${english}`;

/** An element's label in English, with its Dutch kept for the script below. */
const labelled = ([english, dutch]) => ` aria-label="${attribute(english)}" data-nl-label="${attribute(dutch)}"`;

/**
 * Puts the screen in Dutch before it is painted when the app would speak Dutch: the
 * language setting (`breakthru.settings`), else the browser's first language the app
 * speaks, as `Lang::preferred` chooses. Unreadable settings count as none.
 */
const DUTCH_WHEN_CHOSEN = `(function () {
  var chosen;
  try { chosen = (JSON.parse(localStorage.getItem('breakthru.settings')) || {}).language; } catch (e) {}
  if (!chosen) {
    var tags = navigator.languages || [navigator.language];
    for (var i = 0; i < tags.length && !chosen; i += 1) {
      var primary = String(tags[i]).split(/[-_]/)[0].toLowerCase();
      if (primary === 'en' || primary === 'nl') chosen = primary === 'nl' ? 'Nl' : 'En';
    }
  }
  if (chosen !== 'Nl') return;
  document.documentElement.lang = 'nl';
  var screen = document.getElementById('first-screen');
  screen.querySelectorAll('[data-nl]').forEach(function (e) { e.textContent = e.getAttribute('data-nl'); });
  screen.querySelectorAll('[data-nl-label]').forEach(function (e) { e.setAttribute('aria-label', e.getAttribute('data-nl-label')); });
})();`;

/** A number as the app writes it in SVG: at most three decimals, no trailing zeros. */
const num = (value) => String(Math.round(value * 1000) / 1000);

/** The squares, light and dark as the app colours them (a1 is dark). */
function squares() {
  const cells = [];
  for (let y = 0; y < SIZE; y += 1) {
    for (let x = 0; x < SIZE; x += 1) {
      const shade = (x + y) % 2 === 0 ? 'dark' : 'light';
      cells.push(`<rect class="square ${shade}" x="${x}" y="${y}" width="1" height="1"/>`);
    }
  }
  return cells.join('');
}

/** A five-pointed star of radius `r` around (cx, cy), the flagship's mark. */
function star(cx, cy, r) {
  const points = [];
  for (let i = 0; i < 10; i += 1) {
    const radius = i % 2 === 0 ? r : r * 0.42;
    const angle = (Math.PI / 5) * i;
    points.push(`${num(cx + radius * Math.sin(angle))} ${num(cy - radius * Math.cos(angle))}`);
  }
  return `M${points.join('L')}Z`;
}

/** A piece of kind `letter` (S ship, E escort, F flagship) on the square at (x, y). */
function piece(letter, x, y) {
  const [cx, cy] = [x + 0.5, y + 0.5];
  if (letter === 'F') {
    return `<g class="piece flagship"><circle cx="${cx}" cy="${cy}" r="0.45"/><path class="mark" d="${star(cx, cy, 0.225)}"/></g>`;
  }
  const kind = letter === 'S' ? 'ship' : 'escort';
  const ring = `M${num(cx - 0.211)} ${cy}a0.211 0.211 0 1 0 0.422 0a0.211 0.211 0 1 0 -0.422 0`;
  return `<g class="piece ${kind}"><circle cx="${cx}" cy="${cy}" r="0.34"/><path class="mark" d="${ring}"/></g>`;
}

/** The board's soft shadow and edge under the squares, as `src/ui/board/frame.rs` draws them. */
function base() {
  const n = (value) => Math.round(value * 1000) / 1000;
  const around = (out, drop, cls) =>
    `<rect class="${cls}" x="${n(-out)}" y="${n(drop - out)}" width="${n(SIZE + 2 * out)}" height="${n(SIZE + 2 * out)}" rx="${out}"/>`;
  return [0.03, 0.06, 0.1].map((out) => around(out, 0.06, 'shadow')).join('') + around(0.02, 0, 'edge');
}

/** The start's pieces. */
function pieces() {
  return START.split('/').flatMap((rank, y) => {
    const drawn = [];
    let x = 0;
    for (const [, run, letter] of rank.matchAll(/(\d+)|([SEF])/g)) {
      if (run) x += Number(run);
      else drawn.push(piece(letter, x++, y));
    }
    return drawn;
  }).join('');
}

/** The files' letters under the board and the ranks' numbers beside it. */
function coordinates() {
  const labels = [];
  for (let i = 0; i < SIZE; i += 1) {
    labels.push(`<text class="coordinate" x="${i + 0.5}" y="11.32">${String.fromCharCode(97 + i)}</text>`);
    labels.push(`<text class="coordinate" x="-0.32" y="${SIZE - i - 0.5}">${i + 1}</text>`);
  }
  return labels.join('');
}

/** The whole static screen. */
export function firstScreen() {
  const places = PLACES.map(([english, dutch, name], i) =>
    `<li><a href="#/${name}"${i === 0 ? ' aria-current="page"' : ''}${worded([english, dutch])}</a></li>`).join('');
  const { x, y, size } = CENTRAL;
  return [
    '<div class="app" id="first-screen" data-game="breakthru">',
    '<header class="top-bar"><a class="brand" href="#/play">Breakthru</a>',
    `<button class="menu-button" type="button" disabled>Menu</button><nav class="places"${labelled(WORDS.places)}><ul>${places}</ul></nav></header>`,
    '<main class="layout"><section class="board-area">',
    `<p class="status"${worded(WORDS.status)}</p>`,
    `<svg class="board" viewBox="-0.75 -0.1 11.85 11.85" role="img"${labelled(WORDS.board)}>`,
    `<g class="board-base" aria-hidden="true">${base()}</g><g class="squares">${squares()}</g>`,
    `<rect class="central-area" x="${x}" y="${y}" width="${size}" height="${size}"/>`,
    `<g class="coordinates" aria-hidden="true">${coordinates()}</g>`,
    `<g class="pieces">${pieces()}</g></svg></section>`,
    '<aside class="side-panel"><h1 class="game-title">Breakthru</h1>',
    `<p class="loading" role="status"${worded(WORDS.loading)}</p></aside></main>`,
    `<script>${DUTCH_WHEN_CHOSEN}</script></div>`,
  ].join('');
}
