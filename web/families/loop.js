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
  const g = {
    DR, DC, H,
    count: H + (DR - 1) * DC,
    h: (r, c) => r * (DC - 1) + c,  // from dot (r, c) to (r, c+1)
    v: (r, c) => H + r * DC + c,    // from dot (r, c) to (r+1, c)
    dot: (r, c) => r * DC + c,
  };
  g.ends = (e) => edgeDots(g, e).map(([r, c]) => g.dot(r, c));  // both dots of edge e, as dot ids
  return g;
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

// The next state of an edge when it is clicked (primary) or right-clicked.
const cycle = (value, secondary) => (secondary ? (value === CROSS ? EMPTY : CROSS) : (value + 1) % 3);
// The new state for a key at the cursor's edge, or null when the key means nothing.
function keyValue(key, value) {
  if (key === ' ' || key === 'Enter' || key === 'l') return value === LINE ? EMPTY : LINE;
  if (key === 'x' || key === 'X') return value === CROSS ? EMPTY : CROSS;
  if (key === 'Backspace' || key === 'Delete' || key === '0') return EMPTY;
  return null;
}

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
    cycle,
    keyValue,
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
  return edgePainter(edges, svg, (cursor) => [cursor.x / 2 + offset, cursor.y / 2 + offset]);
}

// paint(state, cursor, marks) of drawn edges (groups with class `edge`): each edge's state,
// the marked ones as errors, and the cursor's mark centred where `at(cursor)` says.
function edgePainter(edges, svg, at) {
  return {
    cursorMark: el('rect', { class: 'cursor', rx: 0.08, width: 0.3, height: 0.3, visibility: 'hidden' }, svg),
    paint(state, cursor, marks) {
      for (let e = 0; e < edges.length; e++) {
        const cls = state[e] === LINE ? 'edge on' : state[e] === CROSS ? 'edge off' : 'edge';
        edges[e].setAttribute('class', marks && marks.edges.has(e) ? cls + ' err' : cls);
      }
      if (cursor) {
        const [x, y] = at(cursor);
        this.cursorMark.setAttribute('x', x - 0.15);
        this.cursorMark.setAttribute('y', y - 0.15);
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
    const [a, b] = g.ends(e);
    if (!parent.has(a)) parent.set(a, a);
    if (!parent.has(b)) parent.set(b, b);
    parent.set(find(a), find(b));
  }
  const comps = new Map();
  const degree = new Map();
  for (const e of lineEdges) {
    const ends = g.ends(e);
    const root = find(ends[0]);
    if (!comps.has(root)) comps.set(root, { edges: [], closed: true });
    comps.get(root).edges.push(e);
    for (const k of ends) degree.set(k, (degree.get(k) || 0) + 1);
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

// ---- a loop on a grid given as a graph ----------------------------------------------------
// Slitherlink on Loopy's other grids comes as {graph: {points: [[x, y], ...], faces:
// [[p0, p1, ...], ...]}} (schemas/slitherlink-puzzle.schema.json). Its edges are numbered
// as looplab numbers them (core::plane_graph), which is the order of a hint's STATE: in
// the order the faces, walked in turn, first meet them, each the pair of its points. The
// board is drawn in units of the typical edge (the median length), so that the same
// strokes and fonts serve every grid; `xy[p]` is point p there.
const graphs = new WeakMap();
export function graphGeometry(graph) {
  if (graphs.has(graph)) return graphs.get(graph);
  const { points, faces } = graph;
  const edges = [], index = new Map(), faceEdges = [];
  const pointEdges = points.map(() => []);
  const key = (a, b) => Math.min(a, b) * points.length + Math.max(a, b);
  for (const ring of faces) {
    faceEdges.push(ring.map((a, k) => {
      const b = ring[(k + 1) % ring.length];
      if (!index.has(key(a, b))) {
        index.set(key(a, b), edges.length);
        pointEdges[a].push(edges.length);
        pointEdges[b].push(edges.length);
        edges.push([Math.min(a, b), Math.max(a, b)]);
      }
      return index.get(key(a, b));
    }));
  }
  const length = ([a, b]) => Math.hypot(points[a][0] - points[b][0], points[a][1] - points[b][1]);
  const lengths = edges.map(length).sort((x, y) => x - y);
  const unit = lengths[Math.floor(lengths.length / 2)] || 1;
  const xs = points.map((q) => q[0]), ys = points.map((q) => q[1]);
  const x0 = Math.min(...xs), y0 = Math.min(...ys);
  const xy = points.map(([x, y]) => [(x - x0) / unit, (y - y0) / unit]);
  const centre = (ring) => [0, 1].map((i) => ring.reduce((s, q) => s + xy[q][i], 0) / ring.length);
  const g = {
    count: edges.length, edges, faces, faceEdges, pointEdges, xy,
    width: (Math.max(...xs) - x0) / unit, height: (Math.max(...ys) - y0) / unit,
    ends: (e) => edges[e],
    edge: (a, b) => index.get(key(a, b)) ?? -1,  // the edge joining points a and b, or -1
    mid: (e) => centre(edges[e]),
    faceCentre: (f) => centre(faces[f]),
  };
  graphs.set(graph, g);
  return g;
}

// The distance from point `pt` to segment a-b.
function segmentDistance(pt, [ax, ay], [bx, by]) {
  const dx = bx - ax, dy = by - ay, len2 = dx * dx + dy * dy || 1;
  const t = Math.max(0, Math.min(1, ((pt.x - ax) * dx + (pt.y - ay) * dy) / len2));
  return Math.hypot(pt.x - ax - t * dx, pt.y - ay - t * dy);
}

// The family members of a loop on a graph's edges (as loopItems does for a grid of dots):
// `graphOf(p)` gives the graph; the cursor is an edge {e}, and an arrow moves it to the
// nearest edge that way.
export function graphLoopItems(graphOf) {
  const geometry = (p) => graphGeometry(graphOf(p));
  return {
    itemCount: (p) => geometry(p).count,
    solutionState(p) {
      const g = geometry(p), state = new Array(g.count).fill(EMPTY);
      for (const [a, b] of p.solution.edges) state[g.edge(a, b)] = LINE;
      return state;
    },
    cycle,
    keyValue,
    cursorStart: () => ({ e: 0 }),
    moveCursor(p, cur, dy, dx) {
      const g = geometry(p);
      return { e: stepToward(g.count, g.mid, cur.e, dy, dx) };
    },
    cursorItem: (p, cur) => cur.e,
    // The edge nearest to a point in board units, within half an edge.
    itemAt(p, pt) {
      const g = geometry(p);
      let best = -1, bestDistance = 0.5;
      for (let e = 0; e < g.count; e++) {
        const d = segmentDistance(pt, ...g.edges[e].map((q) => g.xy[q]));
        if (d < bestDistance) { best = e; bestDistance = d; }
      }
      return best;
    },
    // hint.js's STATE and moves: one string, one character an edge in the graph's order;
    // a conclusion names its edge by its two points.
    hintState: (p, state) => [state.map((v) => (v === LINE ? '1' : v === CROSS ? 'x' : '.')).join('')],
    hintMove(p, item) {
      if (!Array.isArray(item.edge) || (item.mark !== 'line' && item.mark !== 'cross')) return null;
      const e = geometry(p).edge(...item.edge);
      return e < 0 ? null : [e, item.mark === 'line' ? LINE : CROSS];
    },
  };
}

// Of `count` items with centres `at(i)`, the one an arrow (dy, dx) from item `from` leads
// to: within 60 degrees of the arrow, the nearest by the distance along it plus twice the
// distance across; `from` itself when there is none that way.
export function stepToward(count, at, from, dy, dx) {
  const [x0, y0] = at(from);
  let best = from, bestCost = Infinity;
  for (let i = 0; i < count; i++) {
    if (i === from) continue;
    const [x, y] = at(i), along = (x - x0) * dx + (y - y0) * dy, across = Math.abs((x - x0) * dy - (y - y0) * dx);
    if (along <= 1e-6 || across > along * Math.sqrt(3)) continue;
    const cost = along + 2 * across;
    if (cost < bestCost) { best = i; bestCost = cost; }
  }
  return best;
}

// The edges of graph geometry `g` in `layer`, as drawEdges draws a grid's: each a group
// with a hit zone (a thin quad around the edge, `inset` short of each end), its line and
// its cross; paint(state, cursor, marks) as drawEdges's, the cursor an edge {e}.
export function drawGraphEdges(g, layer, svg, inset) {
  const edges = g.edges.map(([a, b], e) => {
    const grp = el('g', { class: 'edge', 'data-edge': `${a}-${b}`, 'data-item': e }, layer);
    const [x0, y0] = g.xy[a], [x1, y1] = g.xy[b];
    const len = Math.hypot(x1 - x0, y1 - y0) || 1, ux = (x1 - x0) / len, uy = (y1 - y0) / len, t = 0.18;
    const at = (s, side) => `${x0 + ux * s - uy * side},${y0 + uy * s + ux * side}`;
    const s0 = inset * len, s1 = len - inset * len;
    el('polygon', { points: [at(s0, -t), at(s1, -t), at(s1, t), at(s0, t)].join(' '), class: 'hit' }, grp);
    el('line', { x1: x0, y1: y0, x2: x1, y2: y1, class: 'ln' }, grp);
    const [mx, my] = g.mid(e), s = 0.1;
    el('path', { d: `M${mx - s} ${my - s}L${mx + s} ${my + s}M${mx - s} ${my + s}L${mx + s} ${my - s}`, class: 'x' }, grp);
    return grp;
  });
  return edgePainter(edges, svg, (cursor) => g.mid(cursor.e));
}

// A solution {edges: [[p, q], ...]} drawn faintly over graph geometry `g` (the editor's view).
export function drawGraphSolution(g, solution, svg) {
  for (const [a, b] of solution.edges) {
    const [[x1, y1], [x2, y2]] = [g.xy[a], g.xy[b]];
    el('line', { x1, y1, x2, y2, class: 'hint-line' }, svg);
  }
}
