// WCAG 2 contrast of what the page really paints: the colours are read from the computed
// styles, and an element's background is composited from whatever lies under it on screen
// (document.elementsFromPoint), SVG squares included.

/**
 * Runs in the page. Returns one entry per check: { what, fg, bg, ratio, need }, colours as
 * 'rgb(r, g, b)'. Texts need 4.5:1 (3:1 when large); board pieces, legal-move marks, the
 * central area's outline and focus indicators need 3:1 against every colour next to them.
 */
export function audit() {
  const EPSILON = 1e-6;

  function parse(text) {
    if (text === 'none' || text === 'transparent') return { r: 0, g: 0, b: 0, a: 0 };
    let m = text.match(/^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/);
    if (m) return { r: +m[1], g: +m[2], b: +m[3], a: m[4] === undefined ? 1 : +m[4] };
    m = text.match(/^color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)(?: \/ ([\d.]+))?\)$/);
    if (m) return { r: m[1] * 255, g: m[2] * 255, b: m[3] * 255, a: m[4] === undefined ? 1 : +m[4] };
    throw new Error(`cannot read the colour '${text}'`);
  }

  /** `top` painted over the opaque colour `bottom`. */
  function over(top, bottom) {
    const mix = (t, b) => t * top.a + b * (1 - top.a);
    return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
  }

  function luminance({ r, g, b }) {
    const linear = (c) => {
      const s = c / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  }

  function ratio(a, b) {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi + 0.05) / (lo + 0.05);
  }

  const show = ({ r, g, b }) => `rgb(${Math.round(r)}, ${Math.round(g)}, ${Math.round(b)})`;

  /** The product of the opacities of `el` and its ancestors. */
  function opacity(el) {
    let product = 1;
    for (let e = el; e; e = e.parentElement) product *= +getComputedStyle(e).opacity;
    return product;
  }

  const SHAPES = new Set(['rect', 'circle', 'ellipse', 'path', 'polygon']);

  /** What `el` itself paints under its content: an SVG shape's fill or a box's background. */
  function paint(el) {
    const style = getComputedStyle(el);
    if (el instanceof SVGElement && el.ownerSVGElement) {
      if (!SHAPES.has(el.tagName)) return null;
      const fill = parse(style.fill);
      return { ...fill, a: fill.a * +style.fillOpacity * opacity(el) };
    }
    const background = parse(style.backgroundColor);
    return { ...background, a: background.a * opacity(el) };
  }

  /**
   * The opaque colour under `el` at the screen point (x, y): every element painted there
   * below `el` (and `el`'s own background if `own`), composited bottom up over white.
   */
  function background(el, x, y, own) {
    if (!(x >= 0 && y >= 0 && x < innerWidth && y < innerHeight)) throw new Error(`(${x}, ${y}) is off screen`);
    const stack = document.elementsFromPoint(x, y);
    const at = stack.indexOf(el);
    const below = at < 0 ? stack.filter((e) => !el.contains(e)) : stack.slice(own ? at : at + 1);
    let colour = { r: 255, g: 255, b: 255, a: 1 };
    for (const layer of below.reverse()) {
      const p = paint(layer);
      if (p && p.a > EPSILON) colour = over(p, colour);
    }
    return colour;
  }

  /** Scrolls `el` into the middle of the screen unless it is on screen already. */
  function reveal(el) {
    const box = el.getBoundingClientRect();
    if (box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth) {
      el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
    }
  }

  const checks = [];
  function check(what, fg, bg, need) {
    const seen = over(fg, bg);
    checks.push({ what, fg: show(seen), bg: show(bg), ratio: +ratio(seen, bg).toFixed(2), need });
  }

  function shown(el) {
    if (!el.getClientRects().length || !el.checkVisibility({ visibilityProperty: true })) return false;
    for (let e = el; e; e = e.parentElement) {
      const style = getComputedStyle(e);
      if (style.visibility !== 'visible' || style.clipPath !== 'none' || style.display === 'none') return false;
    }
    return true;
  }

  /** Large text (WCAG): at least 24 CSS px, or 18.66 px and bold. */
  function large(el) {
    const style = getComputedStyle(el);
    let size = parseFloat(style.fontSize);
    if (el instanceof SVGElement) size *= el.getScreenCTM().a;
    return size >= 24 || (size >= 18.66 && +style.fontWeight >= 700);
  }

  const textNeed = (el) => (large(el) ? 3 : 4.5);
  const inactive = (el) => el.closest(':disabled, .empty');
  const name = (el, text) => {
    const id = el.dataset.testid ? `[${el.dataset.testid}]` : '';
    const classes = (el.getAttribute('class') ?? '').trim().split(/\s+/).filter(Boolean).map((c) => `.${c}`).join('');
    return `${el.tagName.toLowerCase()}${id}${classes} "${text.trim().slice(0, 40)}"`;
  };

  // Text: every visible text node, in the colour of its element.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!node.textContent.trim() || el.closest('option, select') || !shown(el) || inactive(el)) continue;
    reveal(el);
    const range = document.createRange();
    range.selectNodeContents(node);
    const rect = range.getClientRects()[0];
    if (!rect || rect.width < 1) continue;
    const [x, y] = [rect.left + rect.width / 2, rect.top + rect.height / 2];
    const style = getComputedStyle(el);
    const fg = parse(el instanceof SVGElement ? style.fill : style.color);
    check(name(el, node.textContent), { ...fg, a: fg.a * opacity(el) }, background(el, x, y, true), textNeed(el));
  }

  // Form fields: a select's chosen option, a field's value, or its placeholder.
  for (const el of document.querySelectorAll('select, input:not([type=checkbox]), textarea')) {
    if (!shown(el) || inactive(el)) continue;
    reveal(el);
    const box = el.getBoundingClientRect();
    const bg = background(el, box.left + box.width / 2, box.top + box.height / 2, true);
    const placeholder = el.tagName !== 'SELECT' && !el.value;
    if (placeholder && !el.placeholder) continue;
    const fg = parse(getComputedStyle(el, placeholder ? '::placeholder' : null).color);
    const text = el.tagName === 'SELECT' ? el.selectedOptions[0]?.textContent ?? '' : el.value || el.placeholder;
    check(name(el, text) + (placeholder ? ' (placeholder)' : ''), fg, bg, textNeed(el));
  }

  /** The screen point of the SVG user-space point (x, y) of `el`. */
  function screen(el, x, y) {
    const p = new DOMPoint(x, y).matrixTransform(el.getScreenCTM());
    return [p.x, p.y];
  }

  /** The stroke of an SVG shape, as seen. */
  function stroke(el) {
    const style = getComputedStyle(el);
    const colour = parse(style.stroke);
    return { ...colour, a: colour.a * +style.strokeOpacity * opacity(el) };
  }

  // Pieces: the edge of each piece against the square it stands on (or the page, in the tray).
  for (const circle of document.querySelectorAll('.piece:not(.ghost):not(.lifted) circle')) {
    if (!shown(circle) || inactive(circle)) continue;
    reveal(circle);
    const [x, y] = screen(circle, circle.cx.baseVal.value, circle.cy.baseVal.value);
    const piece = circle.parentElement;
    check(`piece ${piece.dataset.piece ?? piece.className.baseVal} ${piece.dataset.square ?? 'tray'}`,
      stroke(circle), background(circle, x, y, false), 3);
  }

  /**
   * Points just outside and just inside the stroke of an SVG rect (in its user units), in the
   * middle of each edge: the colours on both sides of the line.
   */
  function edgePoints(rect) {
    const { x, y, width, height } = rect.getBBox();
    const [cx, cy] = [x + width / 2, y + height / 2];
    const d = parseFloat(getComputedStyle(rect).strokeWidth) / 2 + 0.01;
    return {
      outside: [[x - d, cy], [x + width + d, cy], [cx, y - d], [cx, y + height + d]],
      inside: [[x + d, cy], [x + width - d, cy], [cx, y + d], [cx, y + height - d]],
    };
  }

  const where = ([ux, uy]) => `(${ux.toFixed(2)}, ${uy.toFixed(2)})`;

  // The central area's outline, against the squares on both sides.
  for (const rect of document.querySelectorAll('.central-area')) {
    if (!shown(rect)) continue;
    reveal(rect);
    const { outside, inside } = edgePoints(rect);
    for (const point of [...outside, ...inside]) {
      const [x, y] = screen(rect, ...point);
      check(`central-area near ${where(point)}`, stroke(rect), background(rect, x, y, false), 3);
    }
  }

  // The focus square: two lines whose colours are 9:1 apart (WCAG technique C40), so that
  // all around it one of them has 3:1 against whatever lies next to it.
  for (const ring of document.querySelectorAll('.focus-ring')) {
    if (!shown(ring)) continue;
    reveal(ring);
    const lines = [...ring.querySelectorAll('rect')].sort((a, b) => b.getBBox().width - a.getBBox().width);
    const colours = lines.map(stroke);
    check('focus-ring colours', colours[0], over(colours.at(-1), { r: 255, g: 255, b: 255, a: 1 }), 9);
    const points = [...edgePoints(lines[0]).outside, ...edgePoints(lines.at(-1)).inside];
    for (const point of points) {
      const [x, y] = screen(ring, ...point);
      const bg = background(ring, x, y, false);
      const best = colours.reduce((a, b) => (ratio(over(a, bg), bg) >= ratio(over(b, bg), bg) ? a : b));
      check(`focus-ring next to ${where(point)}`, best, bg, 3);
    }
  }

  // Legal destinations: dots by their fill, capture rings by their stroke.
  for (const target of document.querySelectorAll('[data-testid=target]')) {
    reveal(target);
    const ring = target.classList.contains('capture');
    const [cx, cy, r] = [target.cx.baseVal.value, target.cy.baseVal.value, target.r.baseVal.value];
    const [x, y] = screen(target, ring ? cx + r : cx, cy);
    const style = getComputedStyle(target);
    const colour = ring ? stroke(target) : parse(style.fill);
    const fg = ring ? colour : { ...colour, a: colour.a * +style.fillOpacity * opacity(target) };
    check(`target ${ring ? 'ring' : 'dot'} ${target.dataset.square}`, fg, background(target, x, y, false), 3);
  }

  // The focus outline of the focused control, against the page just outside it.
  const focused = document.activeElement;
  if (focused && focused !== document.body && focused.matches(':focus-visible')) {
    reveal(focused);
    const style = getComputedStyle(focused);
    const box = focused.getBoundingClientRect();
    const out = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth) / 2;
    const [x, y] = [box.left + box.width / 2, box.top - out];
    check(`focus outline of ${name(focused, '')}`, parse(style.outlineColor), background(focused.parentElement, x, y, true), 3);
  }
  return checks;
}

/** The checks of `audit()` in `page` that fail. */
export async function failures(page) {
  const checks = await page.evaluate(audit);
  return { checks, failed: checks.filter((c) => c.ratio < c.need) };
}
