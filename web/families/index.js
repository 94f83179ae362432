// The families the app can play, by the `family` name used in packs. A family module
// exports one object with:
//   play:   itemCount(p), solutionState(p), cycle(value, secondary), keyValue(key, value),
//           cursorStart(p), moveCursor(p, cur, dy, dx), cursorItem(p, cur), itemAt(p, pt),
//           draw(p) -> {svg, paint(state, {cursor, marks})}, check(p, state) ->
//           {solved, errors: [{message, edges, cells, dots}]}
//   editor: blank(rows, cols), editCell(p, r, c, secondary), editKey(p, cur, key),
//           editorCursorStart(p), moveEditorCursor(p, cur, dy, dx), cellAt(p, pt),
//           drawEditor(p, {cursor, solution})
// State is an array of small integers, one per item (edge, cell...), so undo/redo,
// progress storage and "reveal" work the same for every family.
import { slitherlink } from './slitherlink.js';

export const families = { slitherlink };
