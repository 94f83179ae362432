// Towers (skyscrapers) in the browser: an n x n Latin square of tower heights; a clue
// outside the grid says how many towers are seen from there (a taller tower hides the
// lower ones behind it). The grid, keys and repeat check are shared with Sudoku
// (digits.js); this file adds the clues around the grid and their check.
import { el } from '../svg.js';
import { digitFamily, lineUnits } from './digits.js';

const size = (p) => p.size;
const SIDES = ['top', 'bottom', 'left', 'right'];
const PLACE = { top: 'above column', bottom: 'below column', left: 'left of row', right: 'right of row' };

// Every clue with its index (side * n + i, sides in SIDES order), value and the cells
// of its line in viewing order, nearest first.
function clueLines(p) {
  const n = size(p), out = [];
  SIDES.forEach((side, s) => {
    const values = p.clues?.[side] ?? [];
    for (let i = 0; i < n; i++) {
      const cells = Array.from({ length: n }, (_, k) => {
        if (side === 'top') return k * n + i;
        if (side === 'bottom') return (n - 1 - k) * n + i;
        if (side === 'left') return i * n + k;
        return i * n + (n - 1 - k);
      });
      out.push({ index: s * n + i, side, i, value: values[i] ?? 0, cells });
    }
  });
  return out;
}

// How many towers are seen along a line so far, and whether that is final (the
// tallest tower is reached, or the line is full); an empty cell stops the count.
function seenFrom(n, digits, cells) {
  let seen = 0, tallest = 0;
  for (const i of cells) {
    const d = digits[i];
    if (!d) return { seen, final: false };
    if (d > tallest) { seen++; tallest = d; }
    if (d === n) return { seen, final: true };
  }
  return { seen, final: true };
}

function extraCheck(p, digits) {
  const n = size(p), errors = [];
  for (const line of clueLines(p)) {
    if (!line.value) continue;
    const { seen, final } = seenFrom(n, digits, line.cells);
    if ((final && seen !== line.value) || seen > line.value) {
      const towers = `${seen} tower${seen === 1 ? '' : 's'}`;
      errors.push({
        kind: 'clue',
        message: `The clue ${line.value} ${PLACE[line.side]} ${line.i + 1} is not met: ${towers} ` +
          `${final ? (seen === 1 ? 'is' : 'are') : (seen === 1 ? 'is already' : 'are already')} seen from there.`,
        clues: [line.index],
        cells: line.cells.filter((i) => digits[i]),
      });
    }
  }
  return errors;
}

// The clues drawn around the grid; a clue met turns grey, one marked by a check red.
function decorate(svg, p) {
  const n = size(p), lines = clueLines(p).filter((l) => l.value);
  const at = (l) => ({
    top: [l.i + 0.5, -0.5], bottom: [l.i + 0.5, n + 0.5], left: [-0.5, l.i + 0.5], right: [n + 0.5, l.i + 0.5],
  })[l.side];
  const texts = lines.map((l) => {
    const [x, y] = at(l);
    const t = el('text', { x, y: y + 0.04, class: 'tclue', 'data-clue': `${l.side}-${l.i + 1}` }, svg);
    t.textContent = String(l.value);
    return t;
  });
  return {
    paint(digits, marks) {
      lines.forEach((l, k) => {
        const { seen, final } = seenFrom(n, digits, l.cells);
        let cls = 'tclue';
        if (marks?.clues.has(l.index) || seen > l.value || (final && seen !== l.value)) cls += ' bad';
        else if (final) cls += ' done';
        texts[k].setAttribute('class', cls);
      });
    },
  };
}

export const towers = digitFamily({
  name: 'towers',
  title: 'Towers',
  help: 'Fill the grid with towers of height 1 to n, each once in every row and column; a number outside says how ' +
    'many towers are seen from there (taller ones hide lower ones). Click a cell (or move with the arrows) and type ' +
    'its height; Backspace, Delete or 0 clears. p or “Pencil” switches to pencil marks, where a digit steps ' +
    'through a candidate, ruled out (struck through: hints read these) and none. u undo, r redo; ? or “Hint” asks ' +
    'for a hint.',
  solvedText: 'Solved: every row and column holds each height once, every clue met.',
  margin: 1,
  size,
  givens: (p) => p.grid?.flat() ?? new Array(size(p) * size(p)).fill(0),
  units: (p) => lineUnits(size(p)),
  decorate,
  extraCheck,
  blank(rows) {
    const n = Math.min(9, Math.max(3, rows)), zeros = () => new Array(n).fill(0);
    return { family: 'towers', rows: n, cols: n, size: n, clues: { top: zeros(), bottom: zeros(), left: zeros(), right: zeros() },
      grid: Array.from({ length: n }, zeros) };
  },
  rimClue: (p, r, c) => { const [side, i] = rimPlace(p, r, c); return p.clues?.[side]?.[i] ?? 0; },
  setRimClue(p, r, c, value) {
    const [side, i] = rimPlace(p, r, c), n = size(p);
    const line = (p.clues?.[side] ?? new Array(n).fill(0)).slice();
    line[i] = value;
    return { ...p, clues: { ...p.clues, [side]: line } };
  },
  editorHelp: 'Towers: the size is the rows (3 to 9). Click a cell to cycle its given height, or a place around ' +
    'the grid to cycle its clue (none, 1, 2, …), right-click goes back; or move with the arrows (onto the rim too) ' +
    'and type digits, 0 or Backspace clears.',
});

// The side and index of a rim position (r or c is -1 or n).
function rimPlace(p, r, c) {
  const n = size(p);
  if (r === -1) return ['top', c];
  if (r === n) return ['bottom', c];
  return c === -1 ? ['left', r] : ['right', r];
}
