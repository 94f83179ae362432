// What the families played by typing digits into cells (Sudoku, Towers) share: the
// state encoding, the keys, pencil marks, drawing the grid and the repeated-digit check.
// sudoku.js and towers.js only add their units (boxes) and clues.
//
// Items are the n x n cells, row-major. A cell's state packs its digit and its pencil
// marks: v & 31 is the digit (0 = none) and v >> 5 the marks, bit d-1 for digit d, so
// a cell of a 25x25 Sudoku still fits in 30 bits. A given's state is its digit and no
// key changes it. Digits above 9 are typed as letters (a = 10, b = 11, ...) and shown
// as numbers.
import { cellCursor, cellItems, el, makeBoard, useStylesheet } from '../svg.js';

useStylesheet(new URL('./digits.css', import.meta.url));

export const digitOf = (v) => v & 31;
export const marksOf = (v) => v >>> 5;
const pack = (digit, marks) => digit | (marks << 5);

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
    keyValue(key, v, { p, item, pencil }) {
      if (spec.givens(p)[item]) return null;
      const digit = digitOf(v), marks = marksOf(v);
      if (CLEAR_KEYS.has(key)) return digit ? pack(0, marks) : 0;  // the digit first, then the marks
      const d = digitOfKey(key, n(p));
      if (!d) return null;
      return pencil ? pack(0, marks ^ (1 << (d - 1))) : pack(d, marks);
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

      const drawMarks = (cell, r, c, mask) => {
        cell.marks.replaceChildren();
        for (let d = 1; d <= size; d++) {
          if (!(mask & (1 << (d - 1)))) continue;
          const k = d - 1;
          const t = el('text', {
            x: c + 0.05 + markSize * ((k % markCols) + 0.5), y: r + 0.05 + markSize * (Math.floor(k / markCols) + 0.55),
            class: 'mark', 'font-size': markSize * 0.8,
          }, cell.marks);
          t.textContent = String(d);
        }
        cell.shownMarks = mask;
      };

      return {
        svg,
        paint(state, { cursor = null, marks = null, pencil = false } = {}) {
          const digits = state.map(digitOf);
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
            const mask = d ? 0 : marksOf(state[i]);
            if (mask !== cell.shownMarks) drawMarks(cell, Math.floor(i / size), i % size, mask);
          });
          extras?.paint(digits, marks);
          showCursor(cursor, pencil ? 'pencil' : '');
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
