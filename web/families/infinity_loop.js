// ∞ Loop in the browser: turn pipe tiles until every pipe end meets another and none
// points off the grid. Click a tile to turn it clockwise, right-click or shift-click
// counter-clockwise.
//
// Tiles are the JSON's box-drawing glyphs read as side masks N=1 E=2 S=4 W=8 (the
// `numbers` export uses the same bits). Items are the tiles, row-major; a tile's state
// is how many quarter turns clockwise it has been given from the dealt tile (0-3).
import { cellCursor, cellItems, el, makeBoard, useStylesheet } from '../svg.js';

useStylesheet(new URL('./infinity_loop.css', import.meta.url));

const N = 1, E = 2, S = 4, W = 8;
const SIDES = [[N, -1, 0, 'up'], [E, 0, 1, 'right'], [S, 1, 0, 'down'], [W, 0, -1, 'left']];
const OPPOSITE = { [N]: S, [E]: W, [S]: N, [W]: E };
const GLYPHS = {
  '╹': 1, '╺': 2, '╻': 4, '╸': 8, '┃': 5, '━': 10, '┏': 6, '┓': 12, '┛': 9, '┗': 3,
  '┣': 7, '┳': 14, '┫': 13, '┻': 11, '╋': 15,
  '╵': 1, '╶': 2, '╷': 4, '╴': 8, '│': 5, '─': 10, '┌': 6, '┐': 12, '┘': 9, '└': 3,
  '├': 7, '┬': 14, '┤': 13, '┴': 11, '┼': 15, ' ': 0, '.': 0, '·': 0,
};

// Rows of glyphs, from either shape the format allows (array of rows, or one string
// with '/' between rows).
const rowsOf = (t) => (Array.isArray(t) ? t : t.split('/'));
const masksOf = (t) => rowsOf(t).flatMap((row) => [...row].map((ch) => GLYPHS[ch] ?? 0));
export const turn = (m, k = 1) => {
  for (let i = 0; i < (k & 3); i++) m = ((m << 1) | (m >> 3)) & 15;
  return m;
};
// How many distinct positions a tile has: 1 for blank and cross, 2 for straight, else 4.
const period = (m) => (turn(m) === m ? 1 : turn(m, 2) === m ? 2 : 4);

const tileName = (C, i) => `the tile at row ${Math.floor(i / C) + 1}, column ${(i % C) + 1}`;

// The networks of a grid of masks, as lists of tiles; a network is closed when no end
// of it is open (pointing off the grid or at a tile without the matching end).
function networks(R, C, m) {
  const seen = new Array(R * C).fill(false), out = [];
  for (let s = 0; s < R * C; s++) {
    if (seen[s] || !m[s]) continue;
    const tiles = [], stack = [s];
    let closed = true;
    seen[s] = true;
    while (stack.length) {
      const i = stack.pop();
      tiles.push(i);
      const r = Math.floor(i / C), c = i % C;
      for (const [bit, dr, dc] of SIDES) {
        if (!(m[i] & bit)) continue;
        const rr = r + dr, cc = c + dc, j = rr * C + cc;
        if (rr < 0 || cc < 0 || rr >= R || cc >= C || !(m[j] & OPPOSITE[bit])) { closed = false; continue; }
        if (!seen[j]) { seen[j] = true; stack.push(j); }
      }
    }
    out.push({ tiles, closed });
  }
  return out;
}

export const infinityLoop = {
  name: 'infinity-loop',
  title: '∞ Loop',
  solvedText: 'Solved: every pipe end meets another.',
  help: 'Turn the tiles until every pipe end meets another and none points off the grid. Click a tile to turn it ' +
    'clockwise; right-click or shift-click turns it back. Keys: arrows move, space or e turns clockwise, q or ' +
    'shift+space counter-clockwise, u undo, r redo.',

  // The rule of a puzzle that asks for one network (`connected`), said where it holds.
  helpFor(p) {
    return p.connected ? this.help.replace('none points off the grid.', 'none points off the grid; ' +
      'all the pipes form one connected network.') : this.help;
  },

  // Hints: the tiles the player has touched are settled, as turned; the others are '?'
  // (looplab hint's ∞ Loop STATE). A hint's turn is made by turning its tile.
  hintState(p, state, touched = null) {
    const base = masksOf(p.tiles), rows = [];
    for (let r = 0; r < p.rows; r++) {
      let row = '';
      for (let c = 0; c < p.cols; c++) {
        const i = r * p.cols + c;
        row += touched?.[i] ? GLYPH_OF[turn(base[i], state[i])] : '?';
      }
      rows.push(row);
    }
    return [rows.join('/')];
  },
  hintMove(p, item) {
    if (item.mark !== 'turn') return null;
    const i = item.row * p.cols + item.col, m = masksOf(p.tiles)[i];
    const k = [0, 1, 2, 3].find((x) => turn(m, x) === item.turn);
    return k === undefined ? null : [i, k % period(m)];
  },

  itemCount: (p) => p.rows * p.cols,
  solutionState(p) {
    const given = masksOf(p.tiles), want = masksOf(p.solution);
    return given.map((m, i) => [0, 1, 2, 3].find((k) => turn(m, k) === want[i]) ?? 0);
  },
  cycle(value, secondary, p, item) {
    const k = period(masksOf(p.tiles)[item]);
    return (value + (secondary ? k - 1 : 1)) % k;
  },
  keyValue(key, value, { p, item, shift }) {
    const back = key === 'q' || key === 'Q' || (shift && (key === ' ' || key === 'Enter'));
    if (back || key === ' ' || key === 'Enter' || key === 'e' || key === 'E') return this.cycle(value, back, p, item);
    return null;
  },
  ...cellItems((p) => [p.rows, p.cols]),

  // Each tile is drawn once in its dealt position; painting turns it about its centre.
  draw(p) {
    const R = p.rows, C = p.cols, base = masksOf(p.tiles);
    const svg = makeBoard(R, C, 0.1, `∞ Loop ${R} by ${C}`);
    el('rect', { x: -0.1, y: -0.1, width: C + 0.2, height: R + 0.2, class: 'paper' }, svg);
    const layer = el('g', { class: 'tiles' }, svg);
    const tiles = base.map((m, i) => {
      const r = Math.floor(i / C), c = i % C, cx = c + 0.5, cy = r + 0.5;
      const g = el('g', { class: 'tile', 'data-item': i, 'data-cell': `${r},${c}` }, layer);
      el('rect', { x: c + 0.02, y: r + 0.02, width: 0.96, height: 0.96, rx: 0.08, class: 'bg' }, g);
      const pipe = el('g', { class: 'pipe' }, g);
      const ends = SIDES.filter(([bit]) => m & bit);
      if (ends.length) {
        const d = ends.map(([, dr, dc]) => `M${cx} ${cy}L${cx + dc * 0.5} ${cy + dr * 0.5}`).join('');
        el('path', { d }, pipe);
        // A round hub joins the arms; a lone end gets a bulb, as in the game.
        el('circle', { cx, cy, r: ends.length === 1 ? 0.2 : 0.1, class: ends.length === 1 ? 'bulb' : 'hub' }, pipe);
      }
      return { g, pipe, cx, cy };
    });
    const showCursor = cellCursor(svg);
    return {
      svg,
      paint(state, { cursor = null, marks = null } = {}) {
        tiles.forEach((t, i) => {
          t.pipe.setAttribute('transform', `rotate(${90 * (state[i] & 3)} ${t.cx} ${t.cy})`);
          t.g.setAttribute('class', marks?.cells.has(i) ? 'tile err' : 'tile');
          t.g.setAttribute('data-turns', String(state[i]));
        });
        showCursor(cursor);
      },
    };
  },

  // A closed network that leaves other pipes out is a mistake when the solution is a
  // single network (listed first: there are few). The solution decides, not the puzzle's
  // `connected`: a pack entry always holds it, one network when `connected` is set, and
  // the puzzle is unique, so without the rule no other layout of met ends exists to
  // allow. So is every open pipe end, named by
  // its tile. Every tile is always placed somehow, so a deal is wrong nearly everywhere:
  // given `touched` (a flag per tile), only the tiles the player has turned are judged,
  // an open end only between two of them, a closed network when it holds one of them.
  check(p, state, touched = null) {
    const R = p.rows, C = p.cols, base = masksOf(p.tiles);
    const m = base.map((x, i) => turn(x, state[i]));
    const judged = (i) => !touched || touched[i];
    const errors = [];
    if (p.solution && networks(R, C, masksOf(p.solution)).length === 1) {
      const nets = networks(R, C, m);
      if (nets.length > 1) {
        for (const net of nets.filter((x) => x.closed && x.tiles.some(judged))) {
          const first = Math.min(...net.tiles);
          errors.push({
            kind: 'closed',
            message: `A closed network of ${net.tiles.length} tile${net.tiles.length === 1 ? '' : 's'}, from ${tileName(C, first)}, ` +
              'is cut off from the other pipes; in this puzzle they all form one network.',
            cells: net.tiles,
          });
        }
      }
    }
    for (let i = 0; i < R * C; i++) {
      if (!judged(i)) continue;
      const r = Math.floor(i / C), c = i % C;
      for (const [bit, dr, dc, dir] of SIDES) {
        if (!(m[i] & bit)) continue;
        const rr = r + dr, cc = c + dc, j = rr * C + cc;
        if (rr < 0 || cc < 0 || rr >= R || cc >= C) {
          errors.push({ kind: 'off-grid', message: `The pipe of ${tileName(C, i)} points ${dir}, off the grid.`, cells: [i] });
        } else if (judged(j) && !(m[j] & OPPOSITE[bit])) {
          errors.push({ kind: 'open-end', message: `The pipe of ${tileName(C, i)} going ${dir} meets nothing: ${tileName(C, j)} has no pipe on that side.`, cells: [i, j] });
        }
      }
    }
    const all = !touched || touched.every(Boolean);
    return { solved: all && errors.length === 0, errors, judged: all ? undefined : touched.filter(Boolean).length };
  },

  // ---- editor: a click picks the shape, a right-click turns it -------------------------
  editorHelp: '∞ Loop: click a tile to change its shape (none, ╹, ┃, ┗, ┣, ╋); right-click or shift-click turns it ' +
    'a quarter clockwise. Keys: arrows move, 0–5 pick a shape, space or r turns, backspace clears.',
  editorFlags: [{ key: 'connected', label: 'one network', title: 'Only solutions whose pipes form one connected network count' }],
  blank: (rows, cols) => ({ family: 'infinity-loop', rows, cols, tiles: Array.from({ length: rows }, () => ' '.repeat(cols)) }),
  editCell(p, r, c, secondary) {
    const m = masksOf(p.tiles)[r * p.cols + c];
    if (secondary) return setTile(p, r, c, turn(m));
    const k = SHAPES.findIndex((s) => s.includes(m));
    return setTile(p, r, c, SHAPES[(k + 1) % SHAPES.length][0]);
  },
  editKey(p, cur, key) {
    const m = masksOf(p.tiles)[cur.r * p.cols + cur.c];
    if (/^[0-5]$/.test(key)) return setTile(p, cur.r, cur.c, SHAPES[Number(key)][0]);
    if (key === ' ' || key === 'r' || key === 'R') return setTile(p, cur.r, cur.c, turn(m));
    if (key === 'Backspace' || key === 'Delete' || key === '.') return setTile(p, cur.r, cur.c, 0);
    return null;
  },
  editorCursorStart: () => ({ r: 0, c: 0 }),
  moveEditorCursor(p, cur, dy, dx) {
    const r = cur.r + dy, c = cur.c + dx;
    return r >= 0 && c >= 0 && r < p.rows && c < p.cols ? { r, c } : cur;
  },
  cellAt(p, pt) {
    const r = Math.floor(pt.y), c = Math.floor(pt.x);
    return r >= 0 && c >= 0 && r < p.rows && c < p.cols ? { r, c } : null;
  },
  // The tiles as placed; with a unique solution, turned as it turns them, faintly.
  drawEditor(p, { cursor = null, solution = null } = {}) {
    const board = this.draw(p);
    const base = masksOf(p.tiles), want = solution ? masksOf(solution) : null;
    board.paint(base.map((m, i) => (want ? [0, 1, 2, 3].find((k) => turn(m, k) === want[i]) ?? 0 : 0)),
      { cursor });
    board.svg.classList.toggle('hint', !!solution);
    return board.svg;
  },
};

// The shapes the editor offers, each with its turns: blank, end, straight, corner, tee, cross.
const SHAPES = [[0], [1, 2, 4, 8], [5, 10], [3, 6, 12, 9], [7, 14, 13, 11], [15]];
const GLYPH_OF = Object.fromEntries(Object.entries(GLYPHS).filter(([ch]) => '╹╺╻╸┃━┏┓┛┗┣┳┫┻╋ '.includes(ch)).map(([ch, m]) => [m, ch]));

function setTile(p, r, c, m) {
  const rows = rowsOf(p.tiles).slice();
  const row = [...rows[r]];
  row[c] = GLYPH_OF[m];
  rows[r] = row.join('');
  return { ...p, tiles: rows };
}
