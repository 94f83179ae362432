// Slitherlink in the browser: drawing, edge states, the rule check and the editor.
//
// Edges are numbered as in looplab's JSON solution: the (rows+1) x cols horizontal
// edges first (row-major), then the rows x (cols+1) vertical ones, so the solution
// {h, v} read as h + v is a state where '1' = line. Edge states: 0 empty, 1 line,
// 2 cross. The keyboard cursor lives on the doubled lattice (y, x in 0..2*rows,
// 0..2*cols): odd/odd is a cell, mixed parity an edge; dots are stepped over.
import { edgeHints } from '../hint.js';
import { el, makeBoard, stepCursor } from '../svg.js';

export const EMPTY = 0, LINE = 1, CROSS = 2;

function geometry(p) {
  const R = p.rows, C = p.cols, H = (R + 1) * C;
  return {
    R, C, H,
    count: H + R * (C + 1),
    h: (r, c) => r * C + c,                 // edge above-left (r, c) going right
    v: (r, c) => H + r * (C + 1) + c,       // edge going down from dot (r, c)
    clue: (r, c) => {
      const ch = p.clues[r][c];
      return ch === '.' ? -1 : ch.charCodeAt(0) - 48;
    },
  };
}

// The edges of cell (r, c): top, bottom, left, right.
function cellEdges(g, r, c) {
  return [g.h(r, c), g.h(r + 1, c), g.v(r, c), g.v(r, c + 1)];
}

// The edges at dot (r, c), 2 to 4 of them.
function dotEdges(g, r, c) {
  const out = [];
  if (c > 0) out.push(g.h(r, c - 1));
  if (c < g.C) out.push(g.h(r, c));
  if (r > 0) out.push(g.v(r - 1, c));
  if (r < g.R) out.push(g.v(r, c));
  return out;
}

// Both dots of an edge, as [r, c] pairs.
function edgeDots(g, e) {
  if (e < g.H) {
    const r = Math.floor(e / g.C), c = e % g.C;
    return [[r, c], [r, c + 1]];
  }
  const k = e - g.H, r = Math.floor(k / (g.C + 1)), c = k % (g.C + 1);
  return [[r, c], [r + 1, c]];
}

function edgeName(g, e) {
  return e < g.H ? `h${e}` : `v${e - g.H}`;
}

const where = (r, c) => `row ${r + 1}, column ${c + 1}`;
const dotWhere = (r, c) => `the dot at row ${r + 1}, column ${c + 1} of dots`;
const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;

export const slitherlink = {
  name: 'slitherlink',
  title: 'Slitherlink',
  solvedText: 'Solved: one loop, every clue met.',
  help: 'Draw one loop along the grid lines; a number tells how many sides of its cell the loop uses. ' +
    'Click an edge: line, cross, empty. Right-click: cross. Keys: arrows move, space line, x cross, ' +
    'backspace clear, u undo, r redo.',

  itemCount: (p) => geometry(p).count,
  ...edgeHints((p) => [(p.rows + 1) * p.cols, p.cols, p.cols + 1]),
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
  moveCursor: (p, cur, dy, dx) => stepCursor(cur, dy, dx, p.rows, p.cols, (y, x) => y % 2 === 0 && x % 2 === 0),
  cursorItem(p, cur) {
    const g = geometry(p);
    if (cur.y % 2 === 0 && cur.x % 2 === 1) return g.h(cur.y / 2, (cur.x - 1) / 2);
    if (cur.y % 2 === 1 && cur.x % 2 === 0) return g.v((cur.y - 1) / 2, cur.x / 2);
    return -1;
  },
  // The edge nearest to a point in board units (clicks between edges still land).
  itemAt(p, pt) {
    const g = geometry(p);
    const fx = pt.x - Math.floor(pt.x), fy = pt.y - Math.floor(pt.y);
    // distance to the nearest horizontal line vs the nearest vertical line
    const dh = Math.min(fy, 1 - fy), dv = Math.min(fx, 1 - fx);
    if (dh <= dv) {
      const r = Math.round(pt.y), c = Math.floor(pt.x);
      if (r < 0 || r > g.R || c < 0 || c >= g.C) return -1;
      return g.h(r, c);
    }
    const r = Math.floor(pt.y), c = Math.round(pt.x);
    if (r < 0 || r >= g.R || c < 0 || c > g.C) return -1;
    return g.v(r, c);
  },

  // Draws the board once; the returned object repaints it for a state.
  draw(p) {
    const g = geometry(p);
    const svg = makeBoard(g.R, g.C, 0.5, `Slitherlink ${g.R} by ${g.C}`);
    el('rect', { x: -0.5, y: -0.5, width: g.C + 1, height: g.R + 1, class: 'paper' }, svg);
    const cellLayer = el('g', { class: 'cells' }, svg);
    const edgeLayer = el('g', { class: 'edges' }, svg);
    const dotLayer = el('g', { class: 'dots' }, svg);
    const cursorMark = el('rect', { class: 'cursor', rx: 0.08, width: 0.3, height: 0.3, visibility: 'hidden' }, svg);
    const cells = [];
    for (let r = 0; r < g.R; r++) {
      for (let c = 0; c < g.C; c++) {
        const k = g.clue(r, c);
        const shade = el('rect', { x: c + 0.06, y: r + 0.06, width: 0.88, height: 0.88, class: 'cell' }, cellLayer);
        let text = null;
        if (k >= 0) {
          text = el('text', { x: c + 0.5, y: r + 0.53, class: 'clue' }, cellLayer);
          text.textContent = String(k);
        }
        cells.push({ shade, text });
      }
    }
    const edges = [];
    for (let e = 0; e < g.count; e++) {
      const [[r0, c0], [r1, c1]] = edgeDots(g, e);
      const grp = el('g', { class: 'edge', 'data-edge': edgeName(g, e), 'data-item': e }, edgeLayer);
      // The hit zone: a thin transparent box around the edge (also gives it a size).
      const t = 0.18;
      el('rect', r0 === r1 ? { x: c0 + 0.1, y: r0 - t, width: 0.8, height: 2 * t, class: 'hit' }
        : { x: c0 - t, y: r0 + 0.1, width: 2 * t, height: 0.8, class: 'hit' }, grp);
      el('line', { x1: c0, y1: r0, x2: c1, y2: r1, class: 'ln' }, grp);
      const mx = (c0 + c1) / 2, my = (r0 + r1) / 2, s = 0.1;
      el('path', { d: `M${mx - s} ${my - s}L${mx + s} ${my + s}M${mx - s} ${my + s}L${mx + s} ${my - s}`, class: 'x' }, grp);
      edges.push(grp);
    }
    const dots = [];
    for (let r = 0; r <= g.R; r++)
      for (let c = 0; c <= g.C; c++) dots.push(el('circle', { cx: c, cy: r, r: 0.07, class: 'dot' }, dotLayer));

    return {
      svg,
      paint(state, { cursor = null, marks = null } = {}) {
        for (let e = 0; e < g.count; e++) {
          const cls = state[e] === LINE ? 'edge on' : state[e] === CROSS ? 'edge off' : 'edge';
          edges[e].setAttribute('class', marks && marks.edges.has(e) ? cls + ' err' : cls);
        }
        for (let r = 0; r < g.R; r++) {
          for (let c = 0; c < g.C; c++) {
            const k = g.clue(r, c), cell = cells[r * g.C + c];
            if (!cell.text) continue;
            const lines = cellEdges(g, r, c).filter((e) => state[e] === LINE).length;
            const crosses = cellEdges(g, r, c).filter((e) => state[e] === CROSS).length;
            let cls = 'clue';
            if (lines > k || 4 - crosses < k) cls += ' bad';
            else if (lines === k && lines + crosses === 4) cls += ' done';
            if (marks && marks.cells.has(r * g.C + c)) cls += ' bad';
            cell.text.setAttribute('class', cls);
          }
        }
        dots.forEach((d, i) => d.setAttribute('class', marks && marks.dots.has(i) ? 'dot err' : 'dot'));
        if (cursor) {
          cursorMark.setAttribute('x', cursor.x / 2 - 0.15);
          cursorMark.setAttribute('y', cursor.y / 2 - 0.15);
          cursorMark.setAttribute('visibility', 'visible');
        } else {
          cursorMark.setAttribute('visibility', 'hidden');
        }
      },
    };
  },

  // The rules, checked on a (partial) state: {solved, errors: [{message, edges, cells,
  // dots}]}. Errors are definite mistakes only (the grid cannot be completed from
  // here), except that a finished-looking single loop also reports unmet clues.
  check(p, state) {
    const g = geometry(p);
    const errors = [];
    const dotIndex = (r, c) => r * (g.C + 1) + c;
    // dots
    let badDots = false;
    for (let r = 0; r <= g.R; r++) {
      for (let c = 0; c <= g.C; c++) {
        const es = dotEdges(g, r, c);
        const lines = es.filter((e) => state[e] === LINE), open = es.filter((e) => state[e] === EMPTY);
        if (lines.length > 2) {
          errors.push({ kind: 'branch', message: `A branch: ${lines.length} lines meet at ${dotWhere(r, c)}; a loop never forks.`, edges: lines, dots: [dotIndex(r, c)] });
          badDots = true;
        } else if (lines.length === 1 && open.length === 0) {
          errors.push({ kind: 'dead-end', message: `A dead end at ${dotWhere(r, c)}: the line stops there and every other way on is crossed out.`, edges: lines, dots: [dotIndex(r, c)] });
          badDots = true;
        }
      }
    }
    // clues
    const unmet = [];
    for (let r = 0; r < g.R; r++) {
      for (let c = 0; c < g.C; c++) {
        const k = g.clue(r, c);
        if (k < 0) continue;
        const es = cellEdges(g, r, c);
        const lines = es.filter((e) => state[e] === LINE).length, crosses = es.filter((e) => state[e] === CROSS).length;
        if (lines > k)
          errors.push({ kind: 'clue', message: `The ${k} at ${where(r, c)} has ${plural(lines, 'line')} around it; it needs exactly ${k}.`, edges: [], cells: [r * g.C + c] });
        else if (4 - crosses < k)
          errors.push({ kind: 'clue', message: `The ${k} at ${where(r, c)} cannot be met: ${plural(crosses, 'side')} crossed out leave${crosses === 1 ? 's' : ''} room for only ${4 - crosses}.`, edges: [], cells: [r * g.C + c] });
        else if (lines !== k) unmet.push({ r, c, k, lines });
      }
    }
    // loops: components of the line graph
    const parent = new Map();
    const find = (a) => { while (parent.get(a) !== a) { parent.set(a, parent.get(parent.get(a))); a = parent.get(a); } return a; };
    const lineEdges = [];
    for (let e = 0; e < g.count; e++) {
      if (state[e] !== LINE) continue;
      lineEdges.push(e);
      const [[r0, c0], [r1, c1]] = edgeDots(g, e);
      const a = dotIndex(r0, c0), b = dotIndex(r1, c1);
      if (!parent.has(a)) parent.set(a, a);
      if (!parent.has(b)) parent.set(b, b);
      parent.set(find(a), find(b));
    }
    const comps = new Map();  // root -> {edges, closed}
    for (const e of lineEdges) {
      const [[r0, c0]] = edgeDots(g, e);
      const root = find(dotIndex(r0, c0));
      if (!comps.has(root)) comps.set(root, { edges: [], closed: true });
      comps.get(root).edges.push(e);
    }
    const degree = new Map();
    for (const e of lineEdges)
      for (const [r, c] of edgeDots(g, e)) degree.set(dotIndex(r, c), (degree.get(dotIndex(r, c)) || 0) + 1);
    for (const [d, n] of degree) if (n !== 2) comps.get(find(d)).closed = false;
    const closed = [...comps.values()].filter((x) => x.closed);
    if (closed.length > 0 && comps.size > 1) {
      const others = lineEdges.length - closed[0].edges.length;
      errors.push({
        kind: 'loops',
        message: closed.length > 1
          ? `More than one loop: ${closed.length} separate closed loops; the puzzle has a single loop.`
          : `More than one loop: a closed loop is drawn while ${plural(others, 'other line')} lie${others === 1 ? 's' : ''} outside it.`,
        edges: closed.length > 1 ? closed.slice(1).flatMap((x) => x.edges) : closed[0].edges,
      });
    }
    const oneLoop = comps.size === 1 && closed.length === 1;
    if (oneLoop && !badDots && errors.length === 0) {
      for (const u of unmet)
        errors.push({ kind: 'clue', message: `The loop is closed but the ${u.k} at ${where(u.r, u.c)} has ${plural(u.lines, 'line')}; it needs ${u.k}.`, edges: [], cells: [u.r * g.C + u.c] });
    }
    for (const x of errors) { x.edges ??= []; x.cells ??= []; x.dots ??= []; }
    return { solved: oneLoop && errors.length === 0, errors };
  },

  // ---- editor -------------------------------------------------------------------
  editorHelp: 'Slitherlink: click a cell to cycle its clue (none, 0, 1, 2, 3, 4); right-click goes back. Keys: ' +
    'arrows move, 0–4 set a clue, space or backspace clears.',
  blank: (rows, cols) => ({ family: 'slitherlink', rows, cols, clues: Array.from({ length: rows }, () => '.'.repeat(cols)) }),
  // The clue after a click on a cell: . 0 1 2 3 4 . (right-click goes back).
  editCell(p, r, c, secondary) {
    const order = '.01234';
    const i = order.indexOf(p.clues[r][c]);
    const next = order[(i + (secondary ? order.length - 1 : 1)) % order.length];
    return setClue(p, r, c, next);
  },
  editKey(p, cur, key) {
    if (cur.y % 2 === 0 || cur.x % 2 === 0) return null;
    const r = (cur.y - 1) / 2, c = (cur.x - 1) / 2;
    if (/^[0-4]$/.test(key)) return setClue(p, r, c, key);
    if (key === '.' || key === ' ' || key === 'Backspace' || key === 'Delete') return setClue(p, r, c, '.');
    return null;
  },
  editorCursorStart: () => ({ y: 1, x: 1 }),
  moveEditorCursor: (p, cur, dy, dx) => stepCursor(cur, dy, dx, p.rows, p.cols, (y, x) => y % 2 === 0 || x % 2 === 0),
  cellAt(p, pt) {
    const r = Math.floor(pt.y), c = Math.floor(pt.x);
    return r >= 0 && c >= 0 && r < p.rows && c < p.cols ? { r, c } : null;
  },
  // The editor's board: clues, cells to click, and optionally a solution drawn faintly.
  drawEditor(p, { cursor = null, solution = null } = {}) {
    const g = geometry(p);
    const svg = makeBoard(g.R, g.C, 0.5, `Slitherlink editor ${g.R} by ${g.C}`);
    el('rect', { x: -0.5, y: -0.5, width: g.C + 1, height: g.R + 1, class: 'paper' }, svg);
    for (let r = 0; r < g.R; r++) {
      for (let c = 0; c < g.C; c++) {
        el('rect', { x: c + 0.04, y: r + 0.04, width: 0.92, height: 0.92, class: 'edit-cell', 'data-cell': `${r},${c}` }, svg);
        const k = g.clue(r, c);
        if (k >= 0) el('text', { x: c + 0.5, y: r + 0.53, class: 'clue' }, svg).textContent = String(k);
      }
    }
    if (solution) {
      const s = solution.h + solution.v;
      for (let e = 0; e < g.count; e++) {
        if (s[e] !== '1') continue;
        const [[r0, c0], [r1, c1]] = edgeDots(g, e);
        el('line', { x1: c0, y1: r0, x2: c1, y2: r1, class: 'hint-line' }, svg);
      }
    }
    for (let r = 0; r <= g.R; r++)
      for (let c = 0; c <= g.C; c++) el('circle', { cx: c, cy: r, r: 0.07, class: 'dot' }, svg);
    if (cursor) el('rect', { x: cursor.x / 2 - 0.45, y: cursor.y / 2 - 0.45, width: 0.9, height: 0.9, rx: 0.08, class: 'cursor-cell' }, svg);
    return svg;
  },
};

function setClue(p, r, c, ch) {
  const clues = p.clues.slice();
  clues[r] = clues[r].slice(0, c) + ch + clues[r].slice(c + 1);
  return { ...p, clues };
}
