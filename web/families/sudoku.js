// Sudoku in the browser: an n x n grid (n = box_rows * box_cols) where every row,
// column and box holds each digit once. Everything but the boxes is shared with
// Towers in digits.js.
import { digitFamily, lineUnits } from './digits.js';

const size = (p) => p.size ?? p.grid.length;
// Boxes are box_rows tall and box_cols wide; a pack without them has square boxes.
function boxes(p) {
  const n = size(p), side = Math.round(Math.sqrt(n));
  return { rows: p.box_rows ?? side, cols: p.box_cols ?? n / (p.box_rows ?? side) };
}

function units(p) {
  const n = size(p), b = boxes(p), out = lineUnits(n);
  for (let r0 = 0; r0 < n; r0 += b.rows) {
    for (let c0 = 0; c0 < n; c0 += b.cols) {
      const cells = [];
      for (let r = r0; r < r0 + b.rows; r++) for (let c = c0; c < c0 + b.cols; c++) cells.push(r * n + c);
      out.push({ name: `the box of rows ${r0 + 1}–${r0 + b.rows}, columns ${c0 + 1}–${c0 + b.cols}`, cells });
    }
  }
  return out;
}

export const sudoku = digitFamily({
  name: 'sudoku',
  title: 'Sudoku',
  help: 'Fill the grid so that every row, column and box holds each digit once. Click a cell (or move with the ' +
    'arrows) and type a digit (letters a, b, … for 10 and up); Backspace, Delete or 0 clears. p or “Pencil” ' +
    '(on 25x25, where p is the digit 25, the “Pencil” button) switches to pencil marks, where a digit steps ' +
    'through a candidate, ruled out (struck through: hints read these) and none. u undo, r redo; ? or “Hint” ' +
    'asks for a hint.',
  solvedText: 'Solved: every row, column and box holds each digit once.',
  margin: 0.1,
  size,
  givens: (p) => p.grid.flat(),
  units,
  boxes,
  // n x n with the squarest boxes (box_rows <= box_cols); n from 4 to 25.
  blank(rows) {
    const n = Math.min(25, Math.max(4, rows));
    let br = Math.floor(Math.sqrt(n));
    while (n % br) br--;
    return { family: 'sudoku', rows: n, cols: n, size: n, box_rows: br, box_cols: n / br,
      grid: Array.from({ length: n }, () => new Array(n).fill(0)) };
  },
  editorHelp: 'Sudoku: the size is the rows (4 to 25; boxes as square as it divides). Click a cell to cycle its ' +
    'given (none, 1, 2, …), right-click goes back; or move with the arrows and type digits, 0 or Backspace clears.',
});
