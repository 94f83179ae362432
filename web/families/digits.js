// What the families played by typing digits into cells (Sudoku, Towers) share: the
// state encoding, the keys, pencil marks, drawing the grid, the repeated-digit check and
// hints (STATE from the board, a conclusion as a move, its digit drawn on the board).
// sudoku.js and towers.js only add their units (boxes) and clues.
//
// Items are the n x n cells, row-major. A cell's state is its digit (0 = none) and, for
// every digit d, a pencil mark: none, a candidate (a small digit) or ruled out (struck
// through: what a hint reads, as looplab hint's `r3c4-7` tokens):
//   v = digit + 32 * sum over d of mark(d) * 3^(d-1)
// Base 3 keeps a cell of a 25x25 Sudoku an exact JS number (below 32 * 3^25 < 2^45),
// where a bit mask for each kind of mark would take 55 bits, past 2^53. A given's state
// is its digit and no key changes it. Digits above 9 are typed as letters (a = 10,
// b = 11, ...) and shown as numbers.
import { cellCursor, cellItems, el, makeBoard, useStylesheet } from '../svg.js';

useStylesheet(new URL('./digits.css', import.meta.url));

const NONE = 0, CANDIDATE = 1, OUT = 2;
const weight = (d) => 32 * 3 ** (d - 1);  // of digit d's mark
export const digitOf = (v) => v % 32;
const marksOf = (v) => Math.floor(v / 32);  // 0: no pencil mark at all
const markOf = (v, d) => Math.floor(v / weight(d)) % 3;
const withMark = (v, d, m) => v + (m - markOf(v, d)) * weight(d);
const withDigit = (v, d) => v - digitOf(v) + d;
// The cell state an app of the bit-mask encoding (v & 31 the digit, bit d + 4 a
// candidate d) saved, in this one.
function fromMaskEncoding(v) {
  let out = v & 31;
  for (let d = 1; d <= 25; d++) if ((v >>> 5) & (1 << (d - 1))) out = withMark(out, d, CANDIDATE);
  return out;
}
const STATE_VERSION = 2;

const keyOf = (d) => (d <= 9 ? String(d) : String.fromCharCode(96 + d - 9));
function digitOfKey(key, n) {
  let d = 0;
  if (/^[1-9]$/.test(key)) d = Number(key);
  else if (n > 9 && /^[a-pA-P]$/.test(key)) d = key.toLowerCase().charCodeAt(0) - 96 + 9;
  return d >= 1 && d <= n ? d : 0;
}
const CLEAR_KEYS = new Set(['Backspace', 'Delete', '0', ' ']);

export const cellName = (n, i) => `row ${Math.floor(i / n) + 1}, column ${(i % n) + 1}`;
const listCells = (n, cells) => {
  const names = cells.map((i) => cellName(n, i));
  return names.length <= 2 ? names.join(' and ') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
};
const times = (k) => (k === 2 ? 'twice' : `${k} times`);

// The rows and columns of an n x n grid as units: {name, cells}.
export function lineUnits(n) {
  const units = [];
  for (let r = 0; r < n; r++) units.push({ name: `row ${r + 1}`, cells: Array.from({ length: n }, (_, c) => r * n + c) });
  for (let c = 0; c < n; c++) units.push({ name: `column ${c + 1}`, cells: Array.from({ length: n }, (_, r) => r * n + c) });
  return units;
}

// A family object (see index.js) from what a digit family adds:
//   name, title, help, solvedText, margin (board units around the grid for clues),
//   size(p) -> n, givens(p) -> flat array (0 = open), units(p) -> [{name, cells}],
//   boxes(p) -> {rows, cols} for thick box lines or null,
//   decorate(svg, p) -> {paint(digits, marks)} for clues drawn around the grid (optional),
//   extraCheck(p, digits) -> more errors (optional),
//   editor: blank(n) -> an empty puzzle, editorHelp, and for clues on the rim (one cell
//   outside the grid, r or c = -1 or n) rimClue(p, r, c) -> value and
//   setRimClue(p, r, c, value) -> new puzzle (optional).
export function digitFamily(spec) {
  const n = (p) => spec.size(p);
  const inGrid = (p, r, c) => r >= 0 && c >= 0 && r < n(p) && c < n(p);
  // Cells of the grid, and with rim clues the rim without its corners.
  function onBoard(p, r, c) {
    if (inGrid(p, r, c)) return true;
    if (!spec.rimClue) return false;
    const rimRow = r === -1 || r === n(p), rimCol = c === -1 || c === n(p);
    return rimRow !== rimCol && r >= -1 && c >= -1 && r <= n(p) && c <= n(p);
  }
  function valueAt(p, r, c) {
    return inGrid(p, r, c) ? spec.givens(p)[r * n(p) + c] : spec.rimClue(p, r, c);
  }
  function setAt(p, r, c, value) {
    if (!onBoard(p, r, c)) return null;
    if (!inGrid(p, r, c)) return spec.setRimClue(p, r, c, value);
    const grid = (p.grid ?? Array.from({ length: n(p) }, () => new Array(n(p)).fill(0))).map((row) => row.slice());
    grid[r][c] = value;
    return { ...p, grid };
  }

  return {
    name: spec.name,
    title: spec.title,
    help: spec.help,
    solvedText: spec.solvedText,
    pencil: true,
    selectOnClick: true,

    itemCount: (p) => n(p) * n(p),
    initialState: (p) => spec.givens(p).slice(),
    solutionState: (p) => p.solution.grid.flat(),
    // In pencil mode a digit steps its mark in the cell: candidate, ruled out, none.
    keyValue(key, v, { p, item, pencil }) {
      if (spec.givens(p)[item]) return null;
      if (CLEAR_KEYS.has(key)) return digitOf(v) ? withDigit(v, 0) : 0;  // the digit first, then the marks
      const d = digitOfKey(key, n(p));
      if (!d) return null;
      return pencil ? withMark(withDigit(v, 0), d, (markOf(v, d) + 1) % 3) : withDigit(v, d);
    },
    // Whether `key` types a digit on this puzzle (then it is no shortcut here).
    typesKey: (p, key) => digitOfKey(key, n(p)) > 0,
    stateVersion: STATE_VERSION,
    upgradeValue: (v, version) => (version < 2 ? fromMaskEncoding(v) : v),

    // Hints: STATE is the grid with '.' blanks, then the digits ruled out in the open
    // cells (looplab hint's STATE for Sudoku and Towers); candidates are notes, not sent.
    hintState(p, state) {
      const size = n(p), rows = [], out = [];
      for (let r = 0; r < size; r++) {
        let row = '';
        for (let c = 0; c < size; c++) {
          const v = state[r * size + c], d = digitOf(v);
          row += d ? keyOf(d) : '.';
          if (d) continue;
          for (let k = 1; k <= size; k++) if (markOf(v, k) === OUT) out.push(`r${r + 1}c${c + 1}-${k}`);
        }
        rows.push(row);
      }
      return out.length ? [rows.join('/'), out.join(' ')] : [rows.join('/')];
    },
    // A conclusion as a move: a digit placed, or ruled out (a struck pencil mark).
    hintMove(p, item, state) {
      if (!item.digit || !inGrid(p, item.row, item.col)) return null;
      const i = item.row * n(p) + item.col, v = state[i];
      if (item.mark === 'place') return [i, withDigit(v, item.digit)];
      if (item.mark === 'eliminate') return [i, withMark(v, item.digit, OUT)];
      return null;
    },
    // Buttons under the board, for touch screens: the digits and "clear".
    keypad: (p) => [...Array.from({ length: n(p) }, (_, i) => ({ key: keyOf(i + 1), label: String(i + 1) })),
      { key: 'Backspace', label: '⌫', title: 'Clear the cell (Backspace)' }],
    ...cellItems((p) => [n(p), n(p)]),

    draw(p) {
      const size = n(p), givens = spec.givens(p), m = spec.margin;
      const svg = makeBoard(size, size, m, `${spec.title} ${size} by ${size}`);
      el('rect', { x: -m, y: -m, width: size + 2 * m, height: size + 2 * m, class: 'paper' }, svg);
      const extras = spec.decorate?.(svg, p) ?? null;
      const layer = el('g', { class: 'digit-cells' }, svg);
      const markCols = Math.ceil(Math.sqrt(size));
      const markSize = 0.9 / markCols;
      const cells = [];
      for (let i = 0; i < size * size; i++) {
        const r = Math.floor(i / size), c = i % size;
        const g = el('g', { class: 'dc', 'data-item': i, 'data-cell': `${r},${c}` }, layer);
        el('rect', { x: c, y: r, width: 1, height: 1, class: 'bg' }, g);
        const digit = el('text', { x: c + 0.5, y: r + 0.54, class: size > 9 ? 'digit small' : 'digit' }, g);
        const marks = el('g', { class: 'pm' }, g);
        cells.push({ g, digit, marks, shownMarks: 0 });
      }
      // Grid lines on top: thin between cells, thick around boxes and the grid.
      const box = spec.boxes?.(p) ?? { rows: size, cols: size };
      const lines = el('g', { class: 'grid-lines' }, svg);
      for (let k = 0; k <= size; k++) {
        el('line', { x1: 0, y1: k, x2: size, y2: k, class: k % box.rows === 0 ? 'thick' : 'thin' }, lines);
        el('line', { x1: k, y1: 0, x2: k, y2: size, class: k % box.cols === 0 ? 'thick' : 'thin' }, lines);
      }
      const showCursor = cellCursor(svg);

      // Digit d's pencil mark sits in slot d - 1 of a markCols x markCols block.
      const slot = (r, c, d) => [c + 0.05 + markSize * (((d - 1) % markCols) + 0.5),
        r + 0.05 + markSize * (Math.floor((d - 1) / markCols) + 0.55)];
      const smallDigit = (parent, r, c, d, cls, struck) => {
        const [x, y] = slot(r, c, d);
        const t = el('text', { x, y, class: cls, 'font-size': markSize * 0.8, 'data-digit': d }, parent);
        t.textContent = String(d);
        const s = markSize * 0.36;
        if (struck) el('line', { x1: x - s, y1: y + s, x2: x + s, y2: y - s, class: `${cls} strike` }, parent);
      };
      const drawMarks = (cell, r, c, v) => {
        cell.marks.replaceChildren();
        for (let d = 1; d <= size; d++) {
          const m = markOf(v, d);
          if (m !== NONE) smallDigit(cell.marks, r, c, d, m === OUT ? 'mark out' : 'mark', m === OUT);
        }
        cell.shownMarks = marksOf(v);
      };

      let shownDigits = [];  // the digits of the last paint, for hintItem
      return {
        svg,
        paint(state, { cursor = null, marks = null, pencil = false } = {}) {
          const digits = state.map(digitOf);
          shownDigits = digits;
          const inside = cursor && cursor.r >= 0 && cursor.c >= 0 && cursor.r < size && cursor.c < size;
          const selected = inside ? digits[cursor.r * size + cursor.c] : 0;
          cells.forEach((cell, i) => {
            const d = digits[i];
            let cls = givens[i] ? 'dc given' : 'dc';
            if (marks?.cells.has(i)) cls += ' err';
            if (d && d === selected) cls += ' same';
            cell.g.setAttribute('class', cls);
            cell.g.setAttribute('data-value', String(d));
            cell.digit.textContent = d ? String(d) : '';
            const shown = d ? 0 : state[i];  // a digit hides the cell's marks
            if (marksOf(shown) !== cell.shownMarks) drawMarks(cell, Math.floor(i / size), i % size, shown);
          });
          extras?.paint(digits, marks);
          showCursor(cursor, pencil ? 'pencil' : '');
        },
        // What a hint item adds to its outline (web/hint.js): the digit a conclusion
        // places, and a digit ruled out, struck in its pencil mark's place.
        hintItem(layer, role, item) {
          const { row: r, col: c, digit: d } = item;
          if (!d || r < 0 || c < 0 || r >= size || c >= size) return;
          const cls = `hint-${role} hint-digit`;
          // A cell that shows a digit shows no pencil marks, so no struck one either.
          if (item.mark === 'eliminate' && !shownDigits[r * size + c]) smallDigit(layer, r, c, d, cls, true);
          if (item.mark === 'place' && role === 'conclusion') {
            const t = el('text', { x: c + 0.5, y: r + 0.54, class: `${cls} digit${size > 9 ? ' small' : ''}` }, layer);
            t.textContent = String(d);
          }
        },
      };
    },

    // Mistakes that are certain: a digit twice in a unit, and whatever the family adds
    // (a Towers clue not met). Solved = every cell filled and no mistake.
    check(p, state) {
      const size = n(p), digits = state.map(digitOf), errors = [];
      for (const u of spec.units(p)) {
        const where = new Map();
        for (const i of u.cells) if (digits[i]) where.set(digits[i], [...(where.get(digits[i]) ?? []), i]);
        for (const [d, cells] of where) {
          if (cells.length < 2) continue;
          errors.push({ kind: 'repeat', message: `The ${d} appears ${times(cells.length)} in ${u.name}: at ${listCells(size, cells)}.`, cells });
        }
      }
      errors.push(...(spec.extraCheck?.(p, digits) ?? []));
      return { solved: digits.every((d) => d > 0) && errors.length === 0, errors };
    },

    // ---- editor: givens in the cells, clues on the rim -------------------------------
    blank: (rows) => spec.blank(rows),
    editorHelp: spec.editorHelp,
    // A click cycles the value under it: none, 1, ..., n (right-click goes back).
    editCell(p, r, c, secondary) {
      const size = n(p) + 1;
      return setAt(p, r, c, (valueAt(p, r, c) + (secondary ? size - 1 : 1)) % size);
    },
    editKey(p, cur, key) {
      if (CLEAR_KEYS.has(key)) return setAt(p, cur.r, cur.c, 0);
      const d = digitOfKey(key, n(p));
      return d ? setAt(p, cur.r, cur.c, d) : null;
    },
    editorCursorStart: () => ({ r: 0, c: 0 }),
    moveEditorCursor(p, cur, dy, dx) {
      const next = { r: cur.r + dy, c: cur.c + dx };
      return onBoard(p, next.r, next.c) ? next : cur;
    },
    cellAt(p, pt) {
      const r = Math.floor(pt.y), c = Math.floor(pt.x);
      return onBoard(p, r, c) ? { r, c } : null;
    },
    // The play board with the givens; a unique solution shows faintly in the open cells.
    drawEditor(p, { cursor = null, solution = null } = {}) {
      const board = this.draw(p);
      const state = spec.givens(p).map((d, i) => d || (solution ? solution.grid.flat()[i] : 0));
      board.paint(state, { cursor });
      board.svg.classList.toggle('hint', !!solution);
      return board.svg;
    },
  };
}
