// Hints on the board, the same for every family: what POST /api/hint answers
// (schemas/hint.schema.json) drawn over the family's SVG, and the helpers a family uses
// to speak the API's language.
//
// A hint's items name places, not a family's item numbers: an edge {edge: 'h'|'v', row,
// col}, a dot {place: 'dot', row, col} or a cell {row, col} (with `place: 'cell'`, or a
// clue, digit or turn). Every board has one unit per cell, cell (r, c) spanning
// [c, c+1] x [r, r+1], and dot (r, c) is the grid point at (c, r). Edges join dots, or,
// for a loop through cell centres (Masyu), the centres: the family's `edgeOffset` (0.5)
// shifts them. On a grid given as a graph (Slitherlink on Loopy's other grids) an item is
// an edge by its points {edge: [p, q], mark}, a face {face} or a point {point}, drawn
// where the board's `graph` (families/loop.js: graphGeometry) puts them.
import { el } from './svg.js';

// Draws `hint` over `svg` (replacing the one drawn before; null clears): a step's
// premises and conclusions (and a trial link's tentative marks: trialLink), or a
// mistake's marks, each in its own colour. A cell is outlined once for each role;
// `drawExtra(layer, role, item)`, when the board gives one, adds what an outline cannot
// say (a digit placed or ruled out), above every outline; `graph` is the board's graph
// geometry when it has one.
export function paintHint(svg, hint, edgeOffset = 0, drawExtra = null, graph = null) {
  let layer = svg.querySelector(':scope > g.hint-marks');
  if (!layer) layer = el('g', { class: 'hint-marks' }, svg);
  else svg.append(layer);  // above anything the family drew since
  layer.replaceChildren();
  if (!hint) return;
  const roles = hint.kind === 'mistake' ? [['mistake', hint.marks]]
    : hint.kind === 'step' ? [['tentative', hint.tentative], ['premise', hint.premises], ['conclusion', hint.conclusions]]
      : [];
  // Cells first, so that edges and dots on their sides stay in sight.
  const order = (item) => (item.edge ? 1 : item.place === 'dot' || item.point !== undefined ? 2 : 0);
  const all = roles.flatMap(([role, items]) => (items ?? []).map((item) => [role, item]));
  all.sort((a, b) => order(a[1]) - order(b[1]));
  const outlined = new Set();
  for (const [role, item] of all) {
    const cell = item.face !== undefined ? `${role}:face:${item.face}`
      : !item.edge && item.place !== 'dot' && item.point === undefined ? `${role}:${item.row}:${item.col}` : null;
    if (cell && outlined.has(cell)) continue;
    if (cell) outlined.add(cell);
    if (graph) drawGraphItem(layer, role, item, graph);
    else drawItem(layer, role, item, edgeOffset);
  }
  if (drawExtra) for (const [role, item] of all) drawExtra(layer, role, item);
}

// Link `i` of a trial hint's chain as a step to draw: the mark supposed and what the
// links before it forced are tentative marks, then come the link's own premises and
// conclusions. So a trial is walked one link at a time.
export function trialLink(hint, i) {
  const chain = hint.trial.chain;
  return {
    kind: 'step',
    tentative: [hint.trial.supposed, ...chain.slice(0, i).flatMap((link) => link.conclusions)],
    premises: chain[i].premises,
    conclusions: chain[i].conclusions,
  };
}

function drawItem(layer, role, item, o) {
  const attrs = (where) => ({ class: `hint-${role}`, 'data-hint': role, 'data-at': `${where}:${item.row}:${item.col}` });
  if (item.edge) {
    const x = item.col + o, y = item.row + o;
    drawEdge(layer, role, item, attrs(item.edge), [x, y], item.edge === 'h' ? [x + 1, y] : [x, y + 1]);
  } else if (item.place === 'dot') {
    el('circle', { cx: item.col, cy: item.row, r: 0.17, ...attrs('dot') }, layer);
  } else {
    el('rect', { x: item.col + 0.06, y: item.row + 0.06, width: 0.88, height: 0.88, rx: 0.1, ...attrs('cell') }, layer);
  }
}

// An edge from (x, y) to (x2, y2) with its halo, and what a conclusion (or a wrong or
// tentative mark) makes of it: a line, or a cross.
function drawEdge(layer, role, item, attrs, [x, y], [x2, y2]) {
  const g = el('g', attrs, layer);
  el('line', { x1: x, y1: y, x2, y2, class: 'halo' }, g);
  if (item.mark === 'line' && role !== 'premise') el('line', { x1: x, y1: y, x2, y2, class: 'mark' }, g);
  if (item.mark === 'cross' && role !== 'premise') {
    const mx = (x + x2) / 2, my = (y + y2) / 2, s = 0.13;
    el('path', { d: `M${mx - s} ${my - s}L${mx + s} ${my + s}M${mx - s} ${my + s}L${mx + s} ${my - s}`, class: 'mark' }, g);
  }
}

// An item of a grid given as a graph, where `graph` places it.
function drawGraphItem(layer, role, item, graph) {
  const attrs = (where) => ({ class: `hint-${role}`, 'data-hint': role, 'data-at': where });
  if (Array.isArray(item.edge)) {
    drawEdge(layer, role, item, attrs(`edge:${item.edge.join(':')}`), graph.xy[item.edge[0]], graph.xy[item.edge[1]]);
  } else if (item.point !== undefined) {
    const [cx, cy] = graph.xy[item.point];
    el('circle', { cx, cy, r: 0.17, ...attrs(`point:${item.point}`) }, layer);
  } else if (item.face !== undefined) {
    el('polygon', { points: graph.faces[item.face].map((q) => graph.xy[q].join(',')).join(' '), ...attrs(`face:${item.face}`) }, layer);
  }
}

// The hint side of a family whose items are its edges, the `h` ones first, then the `v`
// ones, row-major, with states EMPTY, LINE, CROSS (Slitherlink, Masyu: the layout of
// `solve --json`). `dims(p)` gives [number of h edges, h edges a row, v edges a row].
export function edgeHints(dims) {
  const LINE = 1, CROSS = 2;
  const mark = (v) => (v === LINE ? '1' : v === CROSS ? 'x' : '.');
  return {
    // The position as looplab hint's STATE: H and V, one character an edge.
    hintState(p, state) {
      const [H] = dims(p);
      return [state.slice(0, H).map(mark).join(''), state.slice(H).map(mark).join('')];
    },
    // A conclusion as a move: [item, value], or null for what is not an edge's mark.
    hintMove(p, item) {
      if (!item.edge || (item.mark !== 'line' && item.mark !== 'cross')) return null;
      const [H, hWidth, vWidth] = dims(p);
      return [item.edge === 'h' ? item.row * hWidth + item.col : H + item.row * vWidth + item.col,
        item.mark === 'line' ? LINE : CROSS];
    },
  };
}
