// Slitherlink on Loopy's other grids (triangular, honeycomb, Cairo, ...) in the browser:
// the puzzle comes as the graph JSON (schemas/slitherlink-puzzle.schema.json), a clue per
// face. The loop kit (families/loop.js) numbers, draws and plays the graph's edges; the
// rule check and the clue colours are the square grid's (slitherlink.js), on faces and
// points named by the JSON's ids, 1-based as looplab's sentences say them.
import { drawGraphEdges, drawGraphSolution, graphGeometry, graphLoopItems, stepToward } from './loop.js';
import { checkLoop, clueClass, slitherlink } from './slitherlink.js';
import { el, makeBoard } from '../svg.js';

const geometry = (p) => graphGeometry(p.graph);
const faceName = (f) => `face ${f + 1}`;
const gridName = (p) => p.grid.replace(/-/g, ' ');

// A face's outline as SVG points.
const outline = (g, f) => g.faces[f].map((q) => g.xy[q].join(',')).join(' ');

// A clue's font size: the square grid's, smaller in a face too small for it (triangles).
// The room is the distance from the face's centre to its nearest side, as a segment: the
// line through a side of a hat or a spectre can pass close to the centre of a face that
// has plenty of room.
function clueSize(g, f) {
  const [cx, cy] = g.faceCentre(f);
  const ring = g.faces[f];
  let inner = Infinity;
  ring.forEach((a, k) => {
    const [ax, ay] = g.xy[a], [bx, by] = g.xy[ring[(k + 1) % ring.length]];
    const dx = bx - ax, dy = by - ay;
    const t = Math.max(0, Math.min(1, ((cx - ax) * dx + (cy - ay) * dy) / (dx * dx + dy * dy || 1)));
    inner = Math.min(inner, Math.hypot(ax + t * dx - cx, ay + t * dy - cy));
  });
  return Math.min(0.62, 1.5 * inner);
}

// The faces with their clues, the clue texts returned by face (null where there is none).
function drawFaces(g, p, layer, cls, attrs = () => ({})) {
  const texts = [];
  g.faces.forEach((ring, f) => {
    el('polygon', { points: outline(g, f), class: cls, ...attrs(f) }, layer);
    texts.push(null);
    if (p.clues[f] === null) return;
    const [x, y] = g.faceCentre(f);
    const text = el('text', { x, y: y + 0.03, class: 'clue' }, layer);
    text.style.fontSize = `${clueSize(g, f)}px`;
    text.textContent = String(p.clues[f]);
    texts[f] = text;
  });
  return texts;
}

function newBoard(g, label) {
  const svg = makeBoard(g.height, g.width, 0.5, label);
  el('rect', { x: -0.5, y: -0.5, width: g.width + 1, height: g.height + 1, class: 'paper' }, svg);
  return svg;
}

const drawDots = (g, layer) => g.xy.map(([cx, cy]) => el('circle', { cx, cy, r: 0.07, class: 'dot' }, layer));

function setClue(p, f, clue) {
  const clues = p.clues.slice();
  clues[f] = clue;
  return { ...p, clues };
}

export const slitherlinkGrid = {
  name: 'slitherlink',
  title: 'Slitherlink',
  titleFor: (p) => `Slitherlink ${gridName(p)}`,
  solvedText: 'Solved: one loop, every clue met.',
  help: 'Draw one loop along the grid lines; a number tells how many sides of its face the loop uses. ' +
    'Click an edge: line, cross, empty. Right-click: cross. Keys: arrows move to the nearest edge that way, space line, ' +
    'x cross, backspace clear, u undo, r redo.',

  ...graphLoopItems((p) => p.graph),

  draw(p) {
    const g = geometry(p);
    const svg = newBoard(g, `Slitherlink on a ${gridName(p)} grid, ${g.faces.length} faces`);
    const texts = drawFaces(g, p, el('g', { class: 'cells' }, svg), 'cell');
    const edges = drawGraphEdges(g, el('g', { class: 'edges' }, svg), svg, 0.1);
    const dots = drawDots(g, el('g', { class: 'dots' }, svg));
    return {
      svg,
      graph: g,  // hint.js draws a hint's edges, faces and points on it
      paint(state, { cursor = null, marks = null } = {}) {
        edges.paint(state, cursor, marks);
        texts.forEach((text, f) => {
          if (text) text.setAttribute('class', clueClass(p.clues[f], g.faceEdges[f], state, marks && marks.cells.has(f)));
        });
        dots.forEach((d, i) => d.setAttribute('class', marks && marks.dots.has(i) ? 'dot err' : 'dot'));
      },
    };
  },

  check(p, state) {
    const g = geometry(p);
    const dots = g.pointEdges.map((edges, q) => ({ edges, id: q, name: `point ${q + 1}` }));
    const clues = [];
    p.clues.forEach((k, f) => { if (k !== null) clues.push({ k, edges: g.faceEdges[f], id: f, name: faceName(f) }); });
    return checkLoop(g, state, dots, clues);
  },

  // ---- editor -------------------------------------------------------------------
  editorHelp: 'Slitherlink: click a face to cycle its clue (none, 0 up to its number of sides); right-click goes back. ' +
    'Keys: arrows move to the nearest face that way, a digit sets a clue, space or backspace clears.',
  blank: (rows, cols) => slitherlink.blank(rows, cols),
  // A face is the editor's cell: {r: face, c: 0}.
  cellAt(p, pt) {
    const g = geometry(p);
    const f = g.faces.findIndex((ring) => {
      let inside = false;
      ring.forEach((a, k) => {
        const [ax, ay] = g.xy[a], [bx, by] = g.xy[ring[(k + 1) % ring.length]];
        if ((ay > pt.y) !== (by > pt.y) && pt.x < ax + ((pt.y - ay) * (bx - ax)) / (by - ay)) inside = !inside;
      });
      return inside;
    });
    return f < 0 ? null : { r: f, c: 0 };
  },
  // The clue after a click on face f: none, 0, 1, ... its sides, none (right-click goes back).
  editCell(p, f, _c, secondary) {
    const n = p.graph.faces[f].length + 2, i = (p.clues[f] ?? -1) + 1;
    const next = (i + (secondary ? n - 1 : 1)) % n;
    return setClue(p, f, next === 0 ? null : next - 1);
  },
  editKey(p, cur, key) {
    if (/^[0-9]$/.test(key) && Number(key) <= p.graph.faces[cur.f].length) return setClue(p, cur.f, Number(key));
    if (key === '.' || key === ' ' || key === 'Backspace' || key === 'Delete') return setClue(p, cur.f, null);
    return null;
  },
  editorCursorStart: () => ({ f: 0 }),
  moveEditorCursor(p, cur, dy, dx) {
    const g = geometry(p);
    return { f: stepToward(g.faces.length, g.faceCentre, cur.f, dy, dx) };
  },
  drawEditor(p, { cursor = null, solution = null } = {}) {
    const g = geometry(p);
    const svg = newBoard(g, `Slitherlink editor, ${gridName(p)} grid, ${g.faces.length} faces`);
    drawFaces(g, p, svg, 'edit-cell face', (f) => ({ 'data-face': f }));
    if (solution) drawGraphSolution(g, solution, svg);
    drawDots(g, svg);
    if (cursor) el('polygon', { points: outline(g, cursor.f), class: 'cursor-cell' }, svg);
    return svg;
  },
};
