// What the families whose solution is one loop on a grid of dots share (Slitherlink: the
// dots are the cell corners; Masyu: the cell centres): the edge numbering and states,
// the keys, the cursor, clicks, drawing and painting the edges, the solution drawn
// faintly in the editor, and the loop's own check (branches, dead ends, closed loops).
// slitherlink.js and masyu.js add their clues, their rules and their words.
//
// A grid of DR x DC dots. Edges are numbered as in looplab's JSON solution: the
// DR x (DC-1) edges to the right first (row-major), then the (DR-1) x DC edges down, so
// the solution {h, v} read as h + v is a state where '1' = line. Edge states: 0 empty,
// 1 line, 2 cross. The keyboard cursor lives on the doubled lattice of dots (y, x in
// 0..2*(DR-1), 0..2*(DC-1)): even/even is a dot, mixed parity an edge.
import { edgeHints } from '../hint.js';
import { el, stepCursor } from '../svg.js';

export const EMPTY = 0, LINE = 1, CROSS = 2;

export function dotGeometry(DR, DC) {
  const H = DR * (DC - 1);
  return {
    DR, DC, H,
    count: H + (DR - 1) * DC,
    h: (r, c) => r * (DC - 1) + c,  // from dot (r, c) to (r, c+1)
    v: (r, c) => H + r * DC + c,    // from dot (r, c) to (r+1, c)
    dot: (r, c) => r * DC + c,
  };
}

// Both dots of an edge, as [r, c] pairs.
export function edgeDots(g, e) {
  if (e < g.H) {
    const r = Math.floor(e / (g.DC - 1)), c = e % (g.DC - 1);
    return [[r, c], [r, c + 1]];
  }
  const k = e - g.H, r = Math.floor(k / g.DC), c = k % g.DC;
  return [[r, c], [r + 1, c]];
}

// The edges at dot (r, c) by direction (up, right, down, left); -1 off the grid.
export function dotSteps(g, r, c) {
  return [r > 0 ? g.v(r - 1, c) : -1, c < g.DC - 1 ? g.h(r, c) : -1, r < g.DR - 1 ? g.v(r, c) : -1, c > 0 ? g.h(r, c - 1) : -1];
}

export const where = (r, c) => `row ${r + 1}, column ${c + 1}`;

// The family members that are the same for every loop family, to spread into it:
// `dots(p)` gives [DR, DC]; the loop's dots sit at (c + offset, r + offset) in board
// units; `skip(y, x)` says which lattice points the cursor steps over.
export function loopItems({ dots, offset, skip }) {
  const geometry = (p) => dotGeometry(...dots(p));
  return {
    itemCount: (p) => geometry(p).count,
    ...edgeHints((p) => { const g = geometry(p); return [g.H, g.DC - 1, g.DC]; }),
    solutionState(p) {
      return Array.from(p.solution.h + p.solution.v, (ch) => (ch === '1' ? LINE : EMPTY));
    },
    // The next state of an item when it is clicked (primary) or right-clicked.
    cycle: (value, secondary) => (secondary ? (value === CROSS ? EMPTY : CROSS) : (value + 1) % 3),
    // The new state for a key at the cursor's item, or null when the key means nothing.
    keyValue(key, value) {
      if (key === ' ' || key === 'Enter' || key === 'l') return value === LINE ? EMPTY : LINE;
      if (key === 'x' || key === 'X') return value === CROSS ? EMPTY : CROSS;
      if (key === 'Backspace' || key === 'Delete' || key === '0') return EMPTY;
      return null;
    },
    cursorStart: () => ({ y: 0, x: 1 }),
    moveCursor(p, cur, dy, dx) {
      const [DR, DC] = dots(p);
      return stepCursor(cur, dy, dx, DR - 1, DC - 1, skip);
    },
    cursorItem(p, cur) {
      const g = geometry(p);
      if (cur.y % 2 === 0 && cur.x % 2 === 1) return g.h(cur.y / 2, (cur.x - 1) / 2);
      if (cur.y % 2 === 1 && cur.x % 2 === 0) return g.v((cur.y - 1) / 2, cur.x / 2);
      return -1;
    },
    // The edge nearest to a point in board units (clicks between edges still land).
    itemAt(p, pt) {
      const g = geometry(p);
      const x = pt.x - offset, y = pt.y - offset;
      const fx = x - Math.floor(x), fy = y - Math.floor(y);
      // distance to the nearest horizontal line vs the nearest vertical line
      if (Math.min(fy, 1 - fy) <= Math.min(fx, 1 - fx)) {
        const r = Math.round(y), c = Math.floor(x);
        return r < 0 || r >= g.DR || c < 0 || c >= g.DC - 1 ? -1 : g.h(r, c);
      }
      const r = Math.floor(y), c = Math.round(x);
      return r < 0 || r >= g.DR - 1 || c < 0 || c >= g.DC ? -1 : g.v(r, c);
    },
    cellAt(p, pt) {
      const r = Math.floor(pt.y), c = Math.floor(pt.x);
      return r >= 0 && c >= 0 && r < p.rows && c < p.cols ? { r, c } : null;
    },
  };
}

// The edges of `g` in `layer`, each a group with a hit zone (a thin transparent box, `inset`
// short of each end), its line and its cross; and the cursor mark in `svg`. The returned
// paint(state, cursor, marks) shows each edge's state, the marked ones as errors, and the
// cursor.
export function drawEdges(g, layer, svg, offset, inset) {
  const edges = [];
  for (let e = 0; e < g.count; e++) {
    const [[r0, c0], [r1, c1]] = edgeDots(g, e);
    const grp = el('g', { class: 'edge', 'data-edge': e < g.H ? `h${e}` : `v${e - g.H}`, 'data-item': e }, layer);
    const t = 0.18, x0 = c0 + offset, y0 = r0 + offset;
    el('rect', r0 === r1 ? { x: x0 + inset, y: y0 - t, width: 1 - 2 * inset, height: 2 * t, class: 'hit' }
      : { x: x0 - t, y: y0 + inset, width: 2 * t, height: 1 - 2 * inset, class: 'hit' }, grp);
    el('line', { x1: x0, y1: y0, x2: c1 + offset, y2: r1 + offset, class: 'ln' }, grp);
    const mx = (c0 + c1) / 2 + offset, my = (r0 + r1) / 2 + offset, s = 0.1;
    el('path', { d: `M${mx - s} ${my - s}L${mx + s} ${my + s}M${mx - s} ${my + s}L${mx + s} ${my - s}`, class: 'x' }, grp);
    edges.push(grp);
  }
  return {
    cursorMark: el('rect', { class: 'cursor', rx: 0.08, width: 0.3, height: 0.3, visibility: 'hidden' }, svg),
    paint(state, cursor, marks) {
      for (let e = 0; e < g.count; e++) {
        const cls = state[e] === LINE ? 'edge on' : state[e] === CROSS ? 'edge off' : 'edge';
        edges[e].setAttribute('class', marks && marks.edges.has(e) ? cls + ' err' : cls);
      }
      if (cursor) {
        this.cursorMark.setAttribute('x', cursor.x / 2 + (offset - 0.15));
        this.cursorMark.setAttribute('y', cursor.y / 2 + (offset - 0.15));
        this.cursorMark.setAttribute('visibility', 'visible');
      } else {
        this.cursorMark.setAttribute('visibility', 'hidden');
      }
    },
  };
}

// The solution's lines, drawn faintly (the editor's view of the loop it found).
export function drawSolution(g, solution, svg, offset) {
  const s = solution.h + solution.v;
  for (let e = 0; e < g.count; e++) {
    if (s[e] !== '1') continue;
    const [[r0, c0], [r1, c1]] = edgeDots(g, e);
    el('line', { x1: c0 + offset, y1: r0 + offset, x2: c1 + offset, y2: r1 + offset, class: 'hint-line' }, svg);
  }
}

// The lines of a state as components: `lineEdges` (in edge order), `comps` (root ->
// {edges, closed}, closed when every dot of it has two lines), `closed` (those closed)
// and `degree` (dot -> its lines).
export function loopComponents(g, state) {
  const parent = new Map();
  const find = (a) => { while (parent.get(a) !== a) { parent.set(a, parent.get(parent.get(a))); a = parent.get(a); } return a; };
  const lineEdges = [];
  for (let e = 0; e < g.count; e++) {
    if (state[e] !== LINE) continue;
    lineEdges.push(e);
    const [[r0, c0], [r1, c1]] = edgeDots(g, e);
    const a = g.dot(r0, c0), b = g.dot(r1, c1);
    if (!parent.has(a)) parent.set(a, a);
    if (!parent.has(b)) parent.set(b, b);
    parent.set(find(a), find(b));
  }
  const comps = new Map();
  const degree = new Map();
  for (const e of lineEdges) {
    const [[r0, c0], [r1, c1]] = edgeDots(g, e);
    const root = find(g.dot(r0, c0));
    if (!comps.has(root)) comps.set(root, { edges: [], closed: true });
    comps.get(root).edges.push(e);
    for (const k of [g.dot(r0, c0), g.dot(r1, c1)]) degree.set(k, (degree.get(k) || 0) + 1);
  }
  for (const [k, n] of degree) if (n !== 2) comps.get(find(k)).closed = false;
  const closed = [...comps.values()].filter((x) => x.closed);
  return { lineEdges, comps, closed, degree };
}

// The puzzle `p` with cell (r, c) of its rows of text under `field` set to `ch`.
export function setCellChar(p, field, r, c, ch) {
  const rows = p[field].slice();
  rows[r] = rows[r].slice(0, c) + ch + rows[r].slice(c + 1);
  return { ...p, [field]: rows };
}
