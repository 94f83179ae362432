// Masyu (Pearl) in the browser: drawing, the rule check and the editor.
//
// The loop runs through cell centres: the cells are the dots of families/loop.js, which
// numbers the steps between them as looplab's JSON solution does and holds their states,
// keys, cursor and drawing. The keyboard cursor visits only steps (cells and the squares
// between four centres are stepped over).
import { dotGeometry, dotSteps, drawEdges, drawSolution, EMPTY, LINE, loopComponents, loopItems, setCellChar, where } from './loop.js';
import { el, makeBoard } from '../svg.js';

// The cells are the dots (families/loop.js) of the loop.
function geometry(p) {
  return { ...dotGeometry(p.rows, p.cols), R: p.rows, C: p.cols, pearl: (r, c) => p.pearls[r][c] };
}

const DR = [-1, 0, 1, 0], DC = [0, 1, 0, -1];

export const masyu = {
  name: 'masyu',
  title: 'Masyu',
  solvedText: 'Solved: one loop, every pearl satisfied.',
  help: 'Draw one loop through cell centres. On a black pearl it turns and goes straight through both next cells; ' +
    'on a white pearl it goes straight and turns in a next cell. Click between two cells: line, cross, empty. ' +
    'Right-click: cross. Keys: arrows move, space line, x cross, backspace clear, u undo, r redo.',

  ...loopItems({ dots: (p) => [p.rows, p.cols], offset: 0.5, skip: (y, x) => y % 2 === x % 2 }),
  edgeOffset: 0.5,  // the loop joins cell centres

  draw(p) {
    const g = geometry(p);
    const svg = makeBoard(g.R, g.C, 0.2, `Masyu ${g.R} by ${g.C}`);
    el('rect', { x: -0.2, y: -0.2, width: g.C + 0.4, height: g.R + 0.4, class: 'paper' }, svg);
    drawCells(g, svg);
    const edgeLayer = el('g', { class: 'edges' }, svg);
    const pearlLayer = el('g', { class: 'pearls' }, svg);
    const edges = drawEdges(g, edgeLayer, svg, 0.5, 0.15);
    const pearls = drawPearls(g, pearlLayer);
    return {
      svg,
      paint(state, { cursor = null, marks = null } = {}) {
        edges.paint(state, cursor, marks);
        for (const [i, circle] of pearls) circle.setAttribute('class', marks && marks.cells.has(i) ? 'pearl err' : 'pearl');
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
    const at = (r, c) => dotSteps(g, r, c);
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
    const { comps, closed, degree } = loopComponents(g, state);
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
  drawEditor(p, { cursor = null, solution = null } = {}) {
    const g = geometry(p);
    const svg = makeBoard(g.R, g.C, 0.2, `Masyu editor ${g.R} by ${g.C}`);
    el('rect', { x: -0.2, y: -0.2, width: g.C + 0.4, height: g.R + 0.4, class: 'paper' }, svg);
    for (let r = 0; r < g.R; r++)
      for (let c = 0; c < g.C; c++)
        el('rect', { x: c + 0.04, y: r + 0.04, width: 0.92, height: 0.92, class: 'edit-cell', 'data-cell': `${r},${c}` }, svg);
    if (solution) drawSolution(g, solution, svg, 0.5);
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

const setPearl = (p, r, c, ch) => setCellChar(p, 'pearls', r, c, ch);
