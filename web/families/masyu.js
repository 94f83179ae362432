// Masyu (Pearl) in the browser: drawing, step states, the rule check and the editor.
//
// The loop runs through cell centres. Steps are numbered as in looplab's JSON solution:
// the rows x (cols-1) steps to the right first (row-major), then the (rows-1) x cols
// steps down, so the solution {h, v} read as h + v is a state where '1' = line. Step
// states: 0 empty, 1 line, 2 cross. The keyboard cursor lives on the doubled lattice of
// cell centres (y, x in 0..2*(rows-1), 0..2*(cols-1)): even/even is a cell, mixed parity
// a step; only steps are visited.
import { edgeHints } from '../hint.js';
import { el, makeBoard, stepCursor } from '../svg.js';

export const EMPTY = 0, LINE = 1, CROSS = 2;

function geometry(p) {
  const R = p.rows, C = p.cols, H = R * (C - 1);
  return {
    R, C, H,
    count: H + (R - 1) * C,
    h: (r, c) => r * (C - 1) + c,   // from cell (r, c) to (r, c+1)
    v: (r, c) => H + r * C + c,     // from cell (r, c) to (r+1, c)
    pearl: (r, c) => p.pearls[r][c],
  };
}

// Both cells of a step, as [r, c] pairs.
function stepCells(g, e) {
  if (e < g.H) {
    const r = Math.floor(e / (g.C - 1)), c = e % (g.C - 1);
    return [[r, c], [r, c + 1]];
  }
  const k = e - g.H, r = Math.floor(k / g.C), c = k % g.C;
  return [[r, c], [r + 1, c]];
}

// The steps out of cell (r, c) by direction (up, right, down, left); -1 off the grid.
function cellSteps(g, r, c) {
  return [r > 0 ? g.v(r - 1, c) : -1, c < g.C - 1 ? g.h(r, c) : -1, r < g.R - 1 ? g.v(r, c) : -1, c > 0 ? g.h(r, c - 1) : -1];
}

const where = (r, c) => `row ${r + 1}, column ${c + 1}`;
const DR = [-1, 0, 1, 0], DC = [0, 1, 0, -1];

export const masyu = {
  name: 'masyu',
  title: 'Masyu',
  solvedText: 'Solved: one loop, every pearl satisfied.',
  help: 'Draw one loop through cell centres. On a black pearl it turns and goes straight through both next cells; ' +
    'on a white pearl it goes straight and turns in a next cell. Click between two cells: line, cross, empty. ' +
    'Right-click: cross. Keys: arrows move, space line, x cross, backspace clear, u undo, r redo.',

  itemCount: (p) => geometry(p).count,
  ...edgeHints((p) => [p.rows * (p.cols - 1), p.cols - 1, p.cols]),
  edgeOffset: 0.5,  // the loop joins cell centres
  solutionState(p) {
    return Array.from(p.solution.h + p.solution.v, (ch) => (ch === '1' ? LINE : EMPTY));
  },
  cycle: (value, secondary) => (secondary ? (value === CROSS ? EMPTY : CROSS) : (value + 1) % 3),
  keyValue(key, value) {
    if (key === ' ' || key === 'Enter' || key === 'l') return value === LINE ? EMPTY : LINE;
    if (key === 'x' || key === 'X') return value === CROSS ? EMPTY : CROSS;
    if (key === 'Backspace' || key === 'Delete' || key === '0') return EMPTY;
    return null;
  },
  cursorStart: () => ({ y: 0, x: 1 }),
  moveCursor: (p, cur, dy, dx) => stepCursor(cur, dy, dx, p.rows - 1, p.cols - 1, (y, x) => y % 2 === x % 2),
  cursorItem(p, cur) {
    const g = geometry(p);
    if (cur.y % 2 === 0 && cur.x % 2 === 1) return g.h(cur.y / 2, (cur.x - 1) / 2);
    if (cur.y % 2 === 1 && cur.x % 2 === 0) return g.v((cur.y - 1) / 2, cur.x / 2);
    return -1;
  },
  // The step nearest to a point in board units (cell centres at half units).
  itemAt(p, pt) {
    const g = geometry(p);
    const x = pt.x - 0.5, y = pt.y - 0.5;
    const fx = x - Math.floor(x), fy = y - Math.floor(y);
    if (Math.min(fy, 1 - fy) <= Math.min(fx, 1 - fx)) {
      const r = Math.round(y), c = Math.floor(x);
      return r < 0 || r >= g.R || c < 0 || c >= g.C - 1 ? -1 : g.h(r, c);
    }
    const r = Math.floor(y), c = Math.round(x);
    return r < 0 || r >= g.R - 1 || c < 0 || c >= g.C ? -1 : g.v(r, c);
  },

  draw(p) {
    const g = geometry(p);
    const svg = makeBoard(g.R, g.C, 0.2, `Masyu ${g.R} by ${g.C}`);
    el('rect', { x: -0.2, y: -0.2, width: g.C + 0.4, height: g.R + 0.4, class: 'paper' }, svg);
    drawCells(g, svg);
    const edgeLayer = el('g', { class: 'edges' }, svg);
    const pearlLayer = el('g', { class: 'pearls' }, svg);
    const cursorMark = el('rect', { class: 'cursor', rx: 0.08, width: 0.3, height: 0.3, visibility: 'hidden' }, svg);
    const edges = [];
    for (let e = 0; e < g.count; e++) {
      const [[r0, c0], [r1, c1]] = stepCells(g, e);
      const grp = el('g', { class: 'edge', 'data-edge': e < g.H ? `h${e}` : `v${e - g.H}`, 'data-item': e }, edgeLayer);
      const t = 0.18, x0 = c0 + 0.5, y0 = r0 + 0.5;
      el('rect', r0 === r1 ? { x: x0 + 0.15, y: y0 - t, width: 0.7, height: 2 * t, class: 'hit' }
        : { x: x0 - t, y: y0 + 0.15, width: 2 * t, height: 0.7, class: 'hit' }, grp);
      el('line', { x1: x0, y1: y0, x2: c1 + 0.5, y2: r1 + 0.5, class: 'ln' }, grp);
      const mx = (c0 + c1) / 2 + 0.5, my = (r0 + r1) / 2 + 0.5, s = 0.1;
      el('path', { d: `M${mx - s} ${my - s}L${mx + s} ${my + s}M${mx - s} ${my + s}L${mx + s} ${my - s}`, class: 'x' }, grp);
      edges.push(grp);
    }
    const pearls = drawPearls(g, pearlLayer);
    return {
      svg,
      paint(state, { cursor = null, marks = null } = {}) {
        for (let e = 0; e < g.count; e++) {
          const cls = state[e] === LINE ? 'edge on' : state[e] === CROSS ? 'edge off' : 'edge';
          edges[e].setAttribute('class', marks && marks.edges.has(e) ? cls + ' err' : cls);
        }
        for (const [i, circle] of pearls) circle.setAttribute('class', marks && marks.cells.has(i) ? 'pearl err' : 'pearl');
        if (cursor) {
          cursorMark.setAttribute('x', cursor.x / 2 + 0.35);
          cursorMark.setAttribute('y', cursor.y / 2 + 0.35);
          cursorMark.setAttribute('visibility', 'visible');
        } else {
          cursorMark.setAttribute('visibility', 'hidden');
        }
      },
    };
  },

  // The rules on a (partial) state: definite mistakes only, and once one loop is closed,
  // every pearl it does not satisfy.
  check(p, state) {
    const g = geometry(p);
    const errors = [];
    const line = (e) => e >= 0 && state[e] === LINE;
    const open = (e) => e >= 0 && state[e] === EMPTY;
    const at = (r, c) => cellSteps(g, r, c);
    const straight = (r, c) => { const s = at(r, c); return (line(s[0]) && line(s[2])) || (line(s[1]) && line(s[3])); };
    const turns = (r, c) => { const s = at(r, c); return s.filter(line).length === 2 && !straight(r, c); };
    let badCells = false;
    for (let r = 0; r < g.R; r++) {
      for (let c = 0; c < g.C; c++) {
        const s = at(r, c), lines = s.filter(line), ways = s.filter(open);
        if (lines.length > 2) {
          errors.push({ message: `A branch: ${lines.length} lines meet at ${where(r, c)}; a loop never forks.`, edges: lines, cells: [r * g.C + c] });
          badCells = true;
        } else if (lines.length === 1 && ways.length === 0) {
          errors.push({ message: `A dead end at ${where(r, c)}: the line stops there and every other way on is crossed out.`, edges: lines, cells: [r * g.C + c] });
          badCells = true;
        }
        const pearl = g.pearl(r, c);
        if (pearl === '.') continue;
        const cell = [r * g.C + c];
        if (lines.length + ways.length < 2) {
          errors.push({ message: `The loop cannot pass the ${pearl === 'B' ? 'black' : 'white'} pearl at ${where(r, c)}: too many sides are crossed out.`, cells: cell });
        } else if (pearl === 'B') {
          if (straight(r, c)) errors.push({ message: `The loop goes straight through the black pearl at ${where(r, c)}; it must turn there.`, edges: lines, cells: cell });
          for (let d = 0; d < 4; d++)
            if (line(s[d]) && turns(r + DR[d], c + DC[d]))
              errors.push({ message: `The loop turns right next to the black pearl at ${where(r, c)}; it must go straight through the next cell.`, edges: [s[d]], cells: cell });
        } else if (turns(r, c)) {
          errors.push({ message: `The loop turns on the white pearl at ${where(r, c)}; it must go straight through.`, edges: lines, cells: cell });
        }
      }
    }
    // loops: components of the line graph
    const parent = new Map();
    const find = (a) => { while (parent.get(a) !== a) { parent.set(a, parent.get(parent.get(a))); a = parent.get(a); } return a; };
    const lineSteps = [];
    for (let e = 0; e < g.count; e++) {
      if (state[e] !== LINE) continue;
      lineSteps.push(e);
      const [[r0, c0], [r1, c1]] = stepCells(g, e);
      const a = r0 * g.C + c0, b = r1 * g.C + c1;
      if (!parent.has(a)) parent.set(a, a);
      if (!parent.has(b)) parent.set(b, b);
      parent.set(find(a), find(b));
    }
    const comps = new Map();
    const degree = new Map();
    for (const e of lineSteps) {
      const [[r0, c0], [r1, c1]] = stepCells(g, e);
      const root = find(r0 * g.C + c0);
      if (!comps.has(root)) comps.set(root, { edges: [], closed: true });
      comps.get(root).edges.push(e);
      for (const k of [r0 * g.C + c0, r1 * g.C + c1]) degree.set(k, (degree.get(k) || 0) + 1);
    }
    for (const [k, n] of degree) if (n !== 2) comps.get(find(k)).closed = false;
    const closed = [...comps.values()].filter((x) => x.closed);
    if (closed.length > 0 && comps.size > 1)
      errors.push({ message: 'More than one loop: a closed loop is drawn while other lines lie outside it; the puzzle has a single loop.', edges: closed[0].edges });
    const oneLoop = comps.size === 1 && closed.length === 1;
    if (oneLoop && !badCells && errors.length === 0) {
      for (let r = 0; r < g.R; r++) {
        for (let c = 0; c < g.C; c++) {
          const pearl = g.pearl(r, c), cell = [r * g.C + c];
          if (pearl === '.') continue;
          if (!degree.has(r * g.C + c)) errors.push({ message: `The loop is closed but misses the pearl at ${where(r, c)}.`, cells: cell });
          else if (pearl === 'W') {
            const across = line(at(r, c)[1]);
            const [a, b] = across ? [[r, c - 1], [r, c + 1]] : [[r - 1, c], [r + 1, c]];
            if (straight(...a) && straight(...b))
              errors.push({ message: `The loop is closed but goes straight on both sides of the white pearl at ${where(r, c)}; it must turn in a next cell.`, cells: cell });
          }
        }
      }
    }
    for (const x of errors) { x.edges ??= []; x.cells ??= []; x.dots ??= []; }
    return { solved: oneLoop && errors.length === 0, errors };
  },

  // ---- editor -------------------------------------------------------------------
  editorHelp: 'Masyu: click a cell to cycle its pearl (none, white, black); right-click goes back. Keys: ' +
    'arrows move, w white, b black, space or backspace clears.',
  blank: (rows, cols) => ({ family: 'masyu', rows, cols, pearls: Array.from({ length: rows }, () => '.'.repeat(cols)) }),
  editCell(p, r, c, secondary) {
    const order = '.WB';
    const i = order.indexOf(p.pearls[r][c]);
    return setPearl(p, r, c, order[(i + (secondary ? 2 : 1)) % 3]);
  },
  editKey(p, cur, key) {
    const { r, c } = cur;
    if (key === 'w' || key === 'W') return setPearl(p, r, c, 'W');
    if (key === 'b' || key === 'B') return setPearl(p, r, c, 'B');
    if (key === '.' || key === ' ' || key === 'Backspace' || key === 'Delete') return setPearl(p, r, c, '.');
    return null;
  },
  editorCursorStart: () => ({ r: 0, c: 0 }),
  moveEditorCursor: (p, cur, dy, dx) => ({ r: Math.min(p.rows - 1, Math.max(0, cur.r + dy)), c: Math.min(p.cols - 1, Math.max(0, cur.c + dx)) }),
  cellAt(p, pt) {
    const r = Math.floor(pt.y), c = Math.floor(pt.x);
    return r >= 0 && c >= 0 && r < p.rows && c < p.cols ? { r, c } : null;
  },
  drawEditor(p, { cursor = null, solution = null } = {}) {
    const g = geometry(p);
    const svg = makeBoard(g.R, g.C, 0.2, `Masyu editor ${g.R} by ${g.C}`);
    el('rect', { x: -0.2, y: -0.2, width: g.C + 0.4, height: g.R + 0.4, class: 'paper' }, svg);
    for (let r = 0; r < g.R; r++)
      for (let c = 0; c < g.C; c++)
        el('rect', { x: c + 0.04, y: r + 0.04, width: 0.92, height: 0.92, class: 'edit-cell', 'data-cell': `${r},${c}` }, svg);
    if (solution) {
      const s = solution.h + solution.v;
      for (let e = 0; e < g.count; e++) {
        if (s[e] !== '1') continue;
        const [[r0, c0], [r1, c1]] = stepCells(g, e);
        el('line', { x1: c0 + 0.5, y1: r0 + 0.5, x2: c1 + 0.5, y2: r1 + 0.5, class: 'hint-line' }, svg);
      }
    }
    drawPearls(g, svg);
    if (cursor) el('rect', { x: cursor.c + 0.05, y: cursor.r + 0.05, width: 0.9, height: 0.9, rx: 0.08, class: 'cursor-cell' }, svg);
    return svg;
  },
};

// Faint cell borders, so the grid reads as cells with the loop through their centres.
function drawCells(g, svg) {
  const layer = el('g', { class: 'cells', stroke: '#c8c8c8', 'stroke-width': 0.02 }, svg);
  for (let r = 0; r <= g.R; r++) el('line', { x1: 0, y1: r, x2: g.C, y2: r }, layer);
  for (let c = 0; c <= g.C; c++) el('line', { x1: c, y1: 0, x2: c, y2: g.R }, layer);
}

// The pearls, as [cell index, circle] pairs (the circles ignore clicks).
function drawPearls(g, parent) {
  const out = [];
  for (let r = 0; r < g.R; r++) {
    for (let c = 0; c < g.C; c++) {
      const pearl = g.pearl(r, c);
      if (pearl === '.') continue;
      const circle = el('circle', {
        cx: c + 0.5, cy: r + 0.5, r: 0.3, class: 'pearl', 'data-pearl': pearl,
        fill: pearl === 'B' ? '#111' : '#fff', stroke: '#111', 'stroke-width': 0.05, 'pointer-events': 'none',
      }, parent);
      out.push([r * g.C + c, circle]);
    }
  }
  return out;
}

function setPearl(p, r, c, ch) {
  const pearls = p.pearls.slice();
  pearls[r] = pearls[r].slice(0, c) + ch + pearls[r].slice(c + 1);
  return { ...p, pearls };
}
