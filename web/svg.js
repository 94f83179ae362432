// Small helpers for drawing boards as SVG. Boards use one unit per cell and a viewBox,
// so they stay crisp at any size; the page scales them with CSS.
export const SVG_NS = 'http://www.w3.org/2000/svg';

export function el(name, attrs = {}, parent = null) {
  const node = document.createElementNS(SVG_NS, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (parent) parent.appendChild(node);
  return node;
}

// The point of a mouse or touch event in the board's own units.
export function boardPoint(svg, event) {
  const p = svg.createSVGPoint();
  p.x = event.clientX;
  p.y = event.clientY;
  return p.matrixTransform(svg.getScreenCTM().inverse());
}

// A fresh <svg> for a rows x cols board with `margin` units around it.
export function makeBoard(rows, cols, margin, label) {
  const svg = el('svg', {
    viewBox: `${-margin} ${-margin} ${cols + 2 * margin} ${rows + 2 * margin}`,
    class: 'board',
    role: 'img',
    'aria-label': label,
    tabindex: '0',
  });
  return svg;
}

// Keeps a cursor on a doubled-coordinate lattice (even/even = dot, odd/odd = cell,
// mixed = edge) inside the board; `skip(y, x)` positions are stepped over.
export function stepCursor(cursor, dy, dx, rows, cols, skip) {
  let { y, x } = cursor;
  for (let n = 0; n < 2; n++) {
    const ny = y + dy, nx = x + dx;
    if (ny < 0 || nx < 0 || ny > 2 * rows || nx > 2 * cols) return cursor;
    y = ny;
    x = nx;
    if (!skip(y, x)) return { y, x };
  }
  return cursor;
}
