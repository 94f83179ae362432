// The families the app can play, by the `family` name used in packs. A family module
// exports one object with:
//   title, help, solvedText
//   play:   itemCount(p), initialState(p) (optional; all 0 otherwise), solutionState(p),
//           cycle(value, secondary, p, item) -> the value after a click (right- or
//           shift-click: secondary), or selectOnClick + cursorOfItem(p, item) for
//           families that take keys (a click moves the cursor there);
//           keyValue(key, value, {p, item, shift, pencil}) -> new value or null,
//           cursorStart(p), moveCursor(p, cur, dy, dx), cursorItem(p, cur), itemAt(p, pt),
//           draw(p) -> {svg, paint(state, {cursor, marks, pencil})}, check(p, state) ->
//           {solved, errors: [{message, edges?, cells?, dots?, clues?}]} (the lists name
//           the items to mark; they arrive in paint as marks.edges, marks.cells, ...);
//           optional: pencil (a Pencil toggle is shown), keypad(p) -> [{key, label}]
//           (on-screen buttons that send keys), elements with data-item = item index
//   hints:  (optional; web/hint.js draws a hint for every family, and `edgeHints` gives
//           a family of edges all three) hintState(p, state) -> looplab hint's STATE
//           strings for POST /api/hint (absent: nothing marked is sent),
//           hintMove(p, item, state) -> [item index, value] that makes a conclusion of a
//           hint from `state` (absent: no Apply), edgeOffset (0.5 when edges join cell
//           centres); the board may add hintItem(layer, role, item), drawing what an
//           item's outline cannot show (digits.js: the digit placed or ruled out)
//   keys:   (optional) typesKey(p, key) -> whether `key` types a value on this puzzle
//           (`h` asks for a hint where it does not; `?` everywhere)
//   grids:  (optional) forPuzzle(p) -> the family object that plays p when it is not
//           the family's own grid (Slitherlink on Loopy's other grids, given as a graph:
//           slitherlink_grid.js), blankGrid(shape) -> an empty puzzle on the grid shape
//           GET /api/grids/NAME/WxH answers, titleFor(p) -> the title of the play view
//   saved:  (optional) stateVersion, upgradeValue(v, version): a family whose state
//           encoding changed reads progress saved under an older one (app.js)
//   editor: blank(rows, cols), editCell(p, r, c, secondary), editKey(p, cur, key),
//           editorCursorStart(p), moveEditorCursor(p, cur, dy, dx), cellAt(p, pt),
//           drawEditor(p, {cursor, solution}), editorHelp; optional editorFlags:
//           [{key, label, title}] (yes/no properties of the whole puzzle, a checkbox
//           each; `p[key]` is true when ticked and absent otherwise)
// State is an array of small integers, one per item (edge, cell, tile), so undo/redo,
// the timer, progress storage, "reveal" and the check display live once in app.js.
import { slitherlink } from './slitherlink.js';
import { sudoku } from './sudoku.js';
import { towers } from './towers.js';
import { infinityLoop } from './infinity_loop.js';
import { masyu } from './masyu.js';

export const families = { slitherlink, sudoku, towers, 'infinity-loop': infinityLoop, masyu };

// The family object that plays puzzle `p` (undefined for a family the app does not know).
export function familyFor(p) {
  const family = families[p?.family];
  return family?.forPuzzle?.(p) ?? family;
}
