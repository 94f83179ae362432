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

// Cursor and click handling for families whose items are the cells of a grid, row-major,
// with {r, c} cursors; `dims(p)` gives [rows, cols].
export function cellItems(dims) {
  return {
    cursorStart: () => ({ r: 0, c: 0 }),
    moveCursor(p, cur, dy, dx) {
      const [R, C] = dims(p);
      return { r: Math.min(R - 1, Math.max(0, cur.r + dy)), c: Math.min(C - 1, Math.max(0, cur.c + dx)) };
    },
    cursorItem: (p, cur) => cur.r * dims(p)[1] + cur.c,
    cursorOfItem: (p, item) => ({ r: Math.floor(item / dims(p)[1]), c: item % dims(p)[1] }),
    itemAt(p, pt) {
      const [R, C] = dims(p), r = Math.floor(pt.y), c = Math.floor(pt.x);
      return r >= 0 && c >= 0 && r < R && c < C ? r * C + c : -1;
    },
  };
}

// A box that marks the cursor's cell; the returned function moves it (null hides it).
export function cellCursor(svg) {
  const mark = el('rect', { width: 0.9, height: 0.9, rx: 0.06, class: 'cursor-cell', visibility: 'hidden' }, svg);
  return (cursor, extraClass = '') => {
    mark.setAttribute('visibility', cursor ? 'visible' : 'hidden');
    if (!cursor) return;
    mark.setAttribute('x', cursor.c + 0.05);
    mark.setAttribute('y', cursor.r + 0.05);
    mark.setAttribute('class', `cursor-cell ${extraClass}`.trim());
  };
}

// Adds a family's own stylesheet to the page once, so app.css keeps only what every
// family shares; `url` is relative to the calling module (new URL(name, import.meta.url)).
export function useStylesheet(url) {
  const href = String(url);
  if ([...document.styleSheets].some((s) => s.href === href)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  document.head.append(link);
}
