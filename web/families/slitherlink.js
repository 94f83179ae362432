// Slitherlink in the browser: drawing, the rule check and the editor.
//
// The loop runs along the grid lines: the cell corners are the dots of families/loop.js,
// which numbers the edges between them as looplab's JSON solution does and holds their
// states, keys, cursor and drawing. The keyboard cursor visits edges and cells (the
// doubled lattice's odd/odd points); dots are stepped over.
import { CROSS, dotGeometry, dotSteps, drawEdges, drawSolution, EMPTY, LINE, loopComponents, loopItems, setCellChar, where } from './loop.js';
import { el, makeBoard, stepCursor } from '../svg.js';
import { slitherlinkGrid } from './slitherlink_grid.js';

function geometry(p) {
  return {
    ...dotGeometry(p.rows + 1, p.cols + 1), R: p.rows, C: p.cols,
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

const dotWhere = (r, c) => `the dot at row ${r + 1}, column ${c + 1} of dots`;
const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;

// The class of clue `k` around `edges` in `state`: bad when it is broken (or `marked`),
// done when it is met and every side decided.
export function clueClass(k, edges, state, marked) {
  const lines = edges.filter((e) => state[e] === LINE).length, crosses = edges.filter((e) => state[e] === CROSS).length;
  let cls = 'clue';
  if (lines > k || edges.length - crosses < k) cls += ' bad';
  else if (lines === k && lines + crosses === edges.length) cls += ' done';
  return marked ? cls + ' bad' : cls;
}

// Slitherlink's rules on a (partial) state of the loop's edges in `g` (families/loop.js's
// `ends`): `dots` [{edges, id, name}] are the points with their edges, `clues` [{k, edges,
// id, name}] the clued cells or faces with their sides; ids go into an error's `dots` and
// `cells`, names into its message. {solved, errors}, as the family's check says.
export function checkLoop(g, state, dots, clues) {
  const errors = [];
  let badDots = false;
  for (const d of dots) {
    const lines = d.edges.filter((e) => state[e] === LINE), open = d.edges.filter((e) => state[e] === EMPTY);
    if (lines.length > 2) {
      errors.push({ kind: 'branch', message: `A branch: ${lines.length} lines meet at ${d.name}; a loop never forks.`, edges: lines, dots: [d.id] });
      badDots = true;
    } else if (lines.length === 1 && open.length === 0) {
      errors.push({ kind: 'dead-end', message: `A dead end at ${d.name}: the line stops there and every other way on is crossed out.`, edges: lines, dots: [d.id] });
      badDots = true;
    }
  }
  const unmet = [];
  for (const { k, edges, id, name } of clues) {
    const lines = edges.filter((e) => state[e] === LINE).length, crosses = edges.filter((e) => state[e] === CROSS).length;
    const room = edges.length - crosses;
    if (lines > k)
      errors.push({ kind: 'clue', message: `The ${k} at ${name} has ${plural(lines, 'line')} around it; it needs exactly ${k}.`, edges: [], cells: [id] });
    else if (room < k)
      errors.push({ kind: 'clue', message: `The ${k} at ${name} cannot be met: ${plural(crosses, 'side')} crossed out leave${crosses === 1 ? 's' : ''} room for only ${room}.`, edges: [], cells: [id] });
    else if (lines !== k) unmet.push({ k, id, name, lines });
  }
  const { lineEdges, comps, closed } = loopComponents(g, state);
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
      errors.push({ kind: 'clue', message: `The loop is closed but the ${u.k} at ${u.name} has ${plural(u.lines, 'line')}; it needs ${u.k}.`, edges: [], cells: [u.id] });
  }
  for (const x of errors) { x.edges ??= []; x.cells ??= []; x.dots ??= []; }
  return { solved: oneLoop && errors.length === 0, errors };
}

export const slitherlink = {
  name: 'slitherlink',
  title: 'Slitherlink',
  solvedText: 'Solved: one loop, every clue met.',
  help: 'Draw one loop along the grid lines; a number tells how many sides of its cell the loop uses. ' +
    'Click an edge: line, cross, empty. Right-click: cross. Keys: arrows move, space line, x cross, ' +
    'backspace clear, u undo, r redo.',

  ...loopItems({ dots: (p) => [p.rows + 1, p.cols + 1], offset: 0, skip: (y, x) => y % 2 === 0 && x % 2 === 0 }),
  // Loopy's other grids come as a graph (slitherlink_grid.js plays them).
  forPuzzle: (p) => (p.graph ? slitherlinkGrid : undefined),
  blankGrid: (shape) => ({ family: 'slitherlink', ...shape, clues: shape.graph.faces.map(() => null) }),

  // Draws the board once; the returned object repaints it for a state.
  draw(p) {
    const g = geometry(p);
    const svg = makeBoard(g.R, g.C, 0.5, `Slitherlink ${g.R} by ${g.C}`);
    el('rect', { x: -0.5, y: -0.5, width: g.C + 1, height: g.R + 1, class: 'paper' }, svg);
    const cellLayer = el('g', { class: 'cells' }, svg);
    const edgeLayer = el('g', { class: 'edges' }, svg);
    const dotLayer = el('g', { class: 'dots' }, svg);
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
    const edges = drawEdges(g, edgeLayer, svg, 0, 0.1);
    const dots = [];
    for (let r = 0; r <= g.R; r++)
      for (let c = 0; c <= g.C; c++) dots.push(el('circle', { cx: c, cy: r, r: 0.07, class: 'dot' }, dotLayer));

    return {
      svg,
      paint(state, { cursor = null, marks = null } = {}) {
        edges.paint(state, cursor, marks);
        for (let r = 0; r < g.R; r++) {
          for (let c = 0; c < g.C; c++) {
            const k = g.clue(r, c), cell = cells[r * g.C + c];
            if (!cell.text) continue;
            cell.text.setAttribute('class', clueClass(k, cellEdges(g, r, c), state, marks && marks.cells.has(r * g.C + c)));
          }
        }
        dots.forEach((d, i) => d.setAttribute('class', marks && marks.dots.has(i) ? 'dot err' : 'dot'));
      },
    };
  },

  // The rules, checked on a (partial) state: {solved, errors: [{message, edges, cells,
  // dots}]}. Errors are definite mistakes only (the grid cannot be completed from
  // here), except that a finished-looking single loop also reports unmet clues.
  check(p, state) {
    const g = geometry(p);
    const dots = [], clues = [];
    for (let r = 0; r <= g.R; r++)
      for (let c = 0; c <= g.C; c++) dots.push({ edges: dotSteps(g, r, c).filter((e) => e >= 0), id: g.dot(r, c), name: dotWhere(r, c) });
    for (let r = 0; r < g.R; r++) {
      for (let c = 0; c < g.C; c++) {
        const k = g.clue(r, c);
        if (k >= 0) clues.push({ k, edges: cellEdges(g, r, c), id: r * g.C + c, name: where(r, c) });
      }
    }
    return checkLoop(g, state, dots, clues);
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
    if (solution) drawSolution(g, solution, svg, 0);
    for (let r = 0; r <= g.R; r++)
      for (let c = 0; c <= g.C; c++) el('circle', { cx: c, cy: r, r: 0.07, class: 'dot' }, svg);
    if (cursor) el('rect', { x: cursor.x / 2 - 0.45, y: cursor.y / 2 - 0.45, width: 0.9, height: 0.9, rx: 0.08, class: 'cursor-cell' }, svg);
    return svg;
  },
};

const setClue = (p, r, c, ch) => setCellChar(p, 'clues', r, c, ch);
