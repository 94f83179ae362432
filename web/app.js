// looplab's web app: pack and puzzle lists, the play view and the editor. Plain ES
// modules, no build step; everything comes from `looplab serve`. Family-specific
// drawing and rules live in families/*.js behind one interface (families/index.js).
//
// Views are chosen by the URL hash, so a reload comes back to the same place:
//   #/play/PACK/N   puzzle N (1-based) of pack PACK      #/editor   the editor
// Progress of every puzzle (state, undo/redo, time) is kept in localStorage under a
// key made from the puzzle itself, so it survives reloads and follows the puzzle.
import { families, familyFor } from './families/index.js';
import { paintHint, trialLink } from './hint.js';
import { boardPoint } from './svg.js';

const $ = (sel) => document.querySelector(sel);
const STORE = 'looplab:v1:';
const MAX_HISTORY = 2000;
const MAX_LISTED = 12;  // mistakes listed by a check; the rest are counted
// Arrow keys as [dy, dx] cursor steps, for the play view and the editor.
const ARROWS = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

// ---- server ---------------------------------------------------------------------------
async function call(method, path, body) {
  const res = await fetch(path, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  let data = null;
  try { data = await res.json(); } catch { data = { error: `HTTP ${res.status}` }; }
  return { ok: res.ok, status: res.status, data };
}

// ---- storage --------------------------------------------------------------------------
function load(key, fallback) {
  try {
    const text = localStorage.getItem(STORE + key);
    return text ? JSON.parse(text) : fallback;
  } catch { return fallback; }
}
function save(key, value) {
  try { localStorage.setItem(STORE + key, JSON.stringify(value)); } catch { /* full or disabled: play on */ }
}
// A pack entry's puzzle alone: what the API takes, and what names it.
function puzzleOf(entry) {
  const { solution, rating, exports, minimal, id, ...puzzle } = entry;
  return puzzle;
}
// A key naming the puzzle by its content (not by pack or position).
function puzzleKey(entry) {
  const text = JSON.stringify(puzzleOf(entry));
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) { h ^= text.charCodeAt(i); h = Math.imul(h, 0x01000193) >>> 0; }
  return `progress:${entry.family}:${entry.rows}x${entry.cols}:${text.length}:${h.toString(16)}`;
}

// ---- helpers --------------------------------------------------------------------------
function h(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k.startsWith('on')) node.addEventListener(k.slice(2), v);
    else if (v !== false && v != null) node.setAttribute(k, v === true ? '' : v);
  }
  for (const c of children.flat()) if (c != null) node.append(c);
  return node;
}
const clock = (ms) => {
  const s = Math.floor(ms / 1000);
  const hh = Math.floor(s / 3600), mm = Math.floor((s % 3600) / 60), ss = s % 60;
  const two = (n) => String(n).padStart(2, '0');
  return hh ? `${hh}:${two(mm)}:${two(ss)}` : `${mm}:${two(ss)}`;
};
const typing = (e) => ['INPUT', 'SELECT', 'TEXTAREA', 'BUTTON'].includes(e.target.tagName) && e.key !== 'Escape';

// ---- app state ------------------------------------------------------------------------
const app = { packs: [], canSave: false, packCache: new Map(), view: null, grids: [] };

async function loadPacks() {
  const r = await call('GET', '/api/packs');
  if (!r.ok) throw new Error(r.data.error);
  app.packs = r.data.packs;
  app.canSave = r.data.can_save;
}
// The grid types the editor offers a family that plays on Loopy's grids.
async function loadGrids() {
  const r = await call('GET', '/api/grids');
  app.grids = r.ok ? r.data.grids : [];
  $('#editor-grid').replaceChildren(...app.grids.map((g) => h('option', { value: g.name }, g.name.replace(/-/g, ' '))));
}
async function getPack(id, fresh = false) {
  if (!fresh && app.packCache.has(id)) return app.packCache.get(id);
  const r = await call('GET', `/api/packs/${encodeURIComponent(id)}`);
  if (!r.ok) return null;
  app.packCache.set(id, r.data);
  return r.data;
}

// A pack by what it holds (family, sizes, grades), not by its file name.
function packTitle(p) {
  const grades = Object.keys(p.grades ?? {});
  return [families[p.family]?.title ?? p.family ?? 'Empty pack', p.sizes.join(', '),
    grades.length === 1 ? grades[0] : grades.length ? 'mixed grades' : ''].filter(Boolean).join(' · ');
}

function renderPackList(activeId) {
  const list = $('#packs');
  list.replaceChildren(...app.packs.map((p) => {
    const grades = Object.entries(p.grades).map(([g, n]) => `${g} ${n}`).join(', ');
    return h('li', {},
      h('a', { href: `#/play/${p.id}/1`, class: p.id === activeId ? 'active' : null, 'data-pack': p.id },
        h('span', { class: 'pack-name' }, packTitle(p)),
        h('span', { class: 'pack-meta' }, `${p.file} · ` +
          `${p.count} puzzle${p.count === 1 ? '' : 's'} · ${p.sizes.join(', ') || 'empty'}` +
          (grades ? ` · ${grades}` : '') + (p.editable ? ' · editor saves here' : ''))));
  }));
  if (!app.packs.length) list.append(h('li', { class: 'muted' }, 'No packs: start looplab serve with pack files.'));
}

function renderPuzzleList(packId, pack, activeIndex) {
  const body = $('#puzzles tbody');
  body.replaceChildren(...pack.puzzles.map((e, i) => {
    const p = load(puzzleKey(e), null);
    const mark = p?.solved ? '✓' : p?.revealed ? 'shown' : p?.moves ? '…' : '';
    return h('tr', { class: i === activeIndex ? 'active' : null },
      h('td', {}, h('a', { href: `#/play/${packId}/${i + 1}`, 'data-puzzle': i + 1 }, String(i + 1))),
      h('td', {}, `${e.rows}×${e.cols}`),
      h('td', {}, h('span', { class: `grade grade-${e.rating?.grade}` }, e.rating?.grade ?? '?')),
      h('td', { class: 'num' }, e.rating?.score?.toFixed?.(1) ?? ''),
      h('td', { class: 'mark' }, mark));
  }));
  $('#puzzle-list').hidden = false;
  const info = app.packs.find((p) => p.id === packId);
  $('#puzzle-list-title').textContent = info ? `${packTitle(info)}: ${info.count} puzzle${info.count === 1 ? '' : 's'}` : packId;
}

// ---- play view ------------------------------------------------------------------------
// Progress saved under an older state encoding of its family (`version`, 1 when absent),
// read into the family's own (`stateVersion`, `upgradeValue(v, version)`): the state and
// every value of the undo and redo history.
function upgradeSaved(saved, family) {
  const version = saved?.version ?? 1;
  if (!saved || !family.upgradeValue || version === family.stateVersion) return saved;
  const up = (v) => family.upgradeValue(v, version);
  const move = (m) => m.map(([i, from, to]) => [i, up(from), up(to)]);
  return { ...saved, state: saved.state?.map(up), undo: saved.undo?.map(move), redo: saved.redo?.map(move) };
}

class Game {
  constructor(packId, index, entry, family) {
    Object.assign(this, { packId, index, entry, family });
    this.storeKey = puzzleKey(entry);
    const saved = upgradeSaved(load(this.storeKey, null), family);
    // The state a puzzle starts from (givens filled in, tiles as dealt); all 0 by default.
    this.initial = family.initialState?.(entry) ?? new Array(family.itemCount(entry)).fill(0);
    this.state = saved?.state?.length === this.initial.length ? saved.state.slice() : this.initial.slice();
    this.undoStack = saved?.undo ?? [];
    this.redoStack = saved?.redo ?? [];
    this.elapsed = saved?.elapsed ?? 0;
    this.solved = !!saved?.solved;
    this.revealed = !!saved?.revealed;
    this.moves = saved?.moves ?? 0;
    this.cursor = null;
    this.marks = null;
    this.hint = null;  // the answer of /api/hint on the board, until the next move
    this.hintLink = null;  // the link of a trial hint's chain shown on the board; null: the whole step
    this.hinted = new Set();  // the items a hint's Apply made, touched even when left as dealt
    this.pencil = false;  // digit families: keys toggle pencil marks instead of setting the digit
    this.board = family.draw(entry);
    const svg = this.board.svg;
    svg.addEventListener('click', (e) => this.click(e, e.shiftKey));
    svg.addEventListener('contextmenu', (e) => { e.preventDefault(); this.click(e, true); });
    this.since = null;  // when the clock last started; null while paused
    this.resume();
    this.tick = setInterval(() => this.showTime(), 500);
    if (!this.solved && !this.revealed) this.proveAhead();
  }
  // While the player looks at the puzzle, the server proves it and keeps it proved, so the
  // first hint costs the hint alone (POST /api/prove); the answer is not shown.
  proveAhead() { call('POST', '/api/prove', puzzleOf(this.entry)).catch(() => {}); }

  // The clock runs only while the puzzle is started (a first move made), open, visible
  // and not finished: the status says "Not started." until then, and the clock agrees.
  resume() {
    if (this.since === null && this.moves > 0 && !this.solved && !this.revealed && document.visibilityState === 'visible')
      this.since = performance.now();
  }
  pause() {
    if (this.since !== null) this.elapsed += performance.now() - this.since;
    this.since = null;
  }
  now() { return this.elapsed + (this.since === null ? 0 : performance.now() - this.since); }

  persist() {
    this.pause();
    this.resume();
    save(this.storeKey, {
      state: this.state, undo: this.undoStack.slice(-MAX_HISTORY), redo: this.redoStack.slice(-MAX_HISTORY),
      elapsed: Math.round(this.elapsed), solved: this.solved, revealed: this.revealed, moves: this.moves,
      ...(this.family.stateVersion ? { version: this.family.stateVersion } : {}),
    });
  }

  // A click either changes its item (edges, tiles) or, for families that take keys
  // (digits), moves the cursor there.
  click(e, secondary) {
    if (this.solved || this.revealed) return;
    const target = e.target.closest?.('[data-item]');
    const item = target ? Number(target.dataset.item) : this.family.itemAt(this.entry, boardPoint(this.board.svg, e));
    if (!(item >= 0)) return;
    if (this.family.selectOnClick) {
      this.cursor = this.family.cursorOfItem(this.entry, item);
      this.paint();
      return;
    }
    this.set([[item, this.family.cycle(this.state[item], secondary, this.entry, item)]]);
  }

  // Applies [item, value] pairs as one undoable move.
  set(pairs, { record = true } = {}) {
    const changes = pairs.filter(([i, v]) => this.state[i] !== v).map(([i, v]) => [i, this.state[i], v]);
    if (!changes.length) return;
    for (const [i, , v] of changes) this.state[i] = v;
    if (record) { this.undoStack.push(changes); this.redoStack = []; this.moves++; }
    this.after();
  }
  undo() {
    const m = this.undoStack.pop();
    if (!m || this.solved) { if (m) this.undoStack.push(m); return; }
    for (const [i, from] of m) this.state[i] = from;
    this.redoStack.push(m);
    if (this.revealed) this.revealed = false;
    this.after();
  }
  redo() {
    const m = this.redoStack.pop();
    if (!m || this.solved || this.revealed) { if (m) this.redoStack.push(m); return; }
    for (const [i, , to] of m) this.state[i] = to;
    this.undoStack.push(m);
    this.after();
  }
  reveal() {
    if (this.solved || this.revealed) return;
    this.pause();
    this.revealed = true;  // first, so the move below does not count as solving
    this.set(this.family.solutionState(this.entry).map((v, i) => [i, v]));
    this.after();
  }
  restart() {
    if (this.solved || this.revealed) this.proveAhead();  // hints come back with the fresh board
    this.state = this.initial.slice();
    Object.assign(this, { undoStack: [], redoStack: [], elapsed: 0, since: null, solved: false, revealed: false, moves: 0, marks: null, hint: null, hintLink: null, hinted: new Set() });
    this.resume();
    this.after();
  }
  checkNow() {
    this.hint = null;
    this.hintLink = null;
    // A board as dealt is judged by nobody: a deal of turned tiles is wrong everywhere by design.
    if (!this.state.some((v, i) => v !== this.initial[i])) {
      this.marks = null;
      this.paint();
      return showMessages('ok', 'Nothing placed yet.', []);
    }
    // A family that judges items one by one (a deal of turned tiles is wrong everywhere)
    // judges only the touched ones; the others judge what is placed and ignore the list.
    const r = this.family.check(this.entry, this.state, this.touched());
    if (r.solved) return this.after();
    // Every list in an error (edges, cells, dots, clues...) names board items to mark.
    this.marks = { edges: new Set(), cells: new Set(), dots: new Set(), clues: new Set() };
    for (const x of r.errors) {
      for (const [k, v] of Object.entries(x)) {
        if (!Array.isArray(v)) continue;
        if (!this.marks[k]) this.marks[k] = new Set();
        v.forEach((i) => this.marks[k].add(i));
      }
    }
    this.paint();
    if (r.errors.length) {
      const lines = r.errors.slice(0, MAX_LISTED).map((x) => x.message);
      if (r.errors.length > MAX_LISTED) lines.push(`… and ${r.errors.length - MAX_LISTED} more.`);
      showMessages('error', `${r.errors.length} mistake${r.errors.length === 1 ? '' : 's'}:`, lines);
    } else {
      showMessages('ok', r.judged === undefined ? 'No mistakes so far.'
        : `No mistakes among the ${r.judged} tile${r.judged === 1 ? '' : 's'} you have turned.`, []);
    }
  }

  after() {
    this.marks = null;
    this.hint = null;
    this.hintLink = null;
    if (!this.solved && !this.revealed && this.family.check(this.entry, this.state).solved) {
      this.pause();
      this.solved = true;
    }
    this.resume();
    this.persist();
    this.paint();
    this.showStatus();
  }

  paint() {
    this.board.paint(this.state, { cursor: this.cursor, marks: this.marks, pencil: this.pencil });
    paintHint(this.board.svg, this.hintLink === null ? this.hint : trialLink(this.hint, this.hintLink), this.family.edgeOffset,
      this.board.hintItem, this.board.graph);
    this.board.svg.classList.toggle('solved', this.solved);
  }

  // Asks the server for the next step from the marks on the board (or the mistakes among
  // them), and shows it: the sentence beside the board, its premises and conclusions on it.
  async hintNow() {
    if (this.solved || this.revealed) return;
    const asked = this.state.slice();
    this.marks = null;
    this.hint = null;
    this.hintLink = null;
    this.paint();
    showMessages('busy', 'Looking for a hint…', []);
    const state = this.family.hintState?.(this.entry, this.state, this.touched()) ?? [];
    const r = await call('POST', '/api/hint', { ...puzzleOf(this.entry), state });
    // A move made while the server thought makes the answer stale.
    if (app.view !== this || asked.some((v, i) => v !== this.state[i])) return;
    if (!r.ok) {
      // 501: this family has no hints yet, which is news, not an error.
      const text = r.data.error.replace(/^./, (c) => c.toUpperCase()) + (/\.$/.test(r.data.error) ? '' : '.');
      return showMessages(r.status === 501 ? 'hint' : 'error', text, []);
    }
    this.hint = r.data;
    this.paint();
    showHint(this.hint, this.hintMoves().length ? () => this.applyHint() : null, (i) => this.showHintLink(i));
  }
  // A trial walked: link i of its chain on the board, or (null) the whole step again.
  showHintLink(i) {
    if (this.hint?.trial === undefined) return;
    this.hintLink = i;
    this.paint();
    for (const node of document.querySelectorAll('#messages [data-link], #messages .hint-text'))
      node.classList.toggle('shown', node.dataset.link === undefined ? i === null : Number(node.dataset.link) === i);
  }
  // The moves that make the hint's conclusions (a trial's too: what it concludes), each
  // made on the state the ones before it left (two digits ruled out of one cell).
  hintMoves() {
    if (this.hint?.kind !== 'step' || !this.family.hintMove) return [];
    const next = this.state.slice(), moves = new Map();
    for (const item of this.hint.conclusions) {
      const move = this.family.hintMove(this.entry, item, next);
      if (!move) continue;
      next[move[0]] = move[1];
      moves.set(move[0], move[1]);
    }
    return [...moves];
  }
  // What the player has touched: items changed from the deal, moved and not undone, or
  // made by a hint (a hint's move may leave an item as dealt).
  touched() {
    const touched = this.state.map((v, i) => v !== this.initial[i] || this.hinted.has(i));
    for (const move of this.undoStack) for (const [i] of move) touched[i] = true;
    return touched;
  }
  applyHint() {
    const moves = this.hintMoves();
    if (!moves.length || this.solved || this.revealed) return;
    for (const [i] of moves) this.hinted.add(i);
    // A move that leaves an item as it is (a tile dealt as the solution turns it) is no
    // change to record, but the hint is taken all the same.
    if (moves.every(([i, v]) => this.state[i] === v)) this.after();
    else this.set(moves);
    this.focus();
  }

  showTime() { $('#timer').textContent = clock(this.now()); }

  showStatus() {
    this.showTime();
    const status = $('#status');
    if (this.solved) {
      status.textContent = `Solved in ${clock(this.elapsed)}!`;
      status.className = 'status solved';
    } else if (this.revealed) {
      status.textContent = 'Solution revealed.';
      status.className = 'status revealed';
    } else {
      status.textContent = this.moves ? 'In progress.' : 'Not started.';
      status.className = 'status';
    }
    $('#undo').disabled = !this.undoStack.length || this.solved;
    $('#redo').disabled = !this.redoStack.length || this.solved || this.revealed;
    $('#reveal').disabled = this.solved || this.revealed;
    $('#check').disabled = this.solved || this.revealed;
    $('#hint').disabled = this.solved || this.revealed;
    $('#pencil').hidden = !this.family.pencil;
    $('#pencil').setAttribute('aria-pressed', String(this.pencil));
    if (this.solved) showMessages('ok', this.family.solvedText ?? 'Solved.', []);
    else if (!this.marks && !this.hint) showMessages('', '', []);
    showRating(this.solved || this.revealed ? this.entry.rating : null);
  }

  key(e) {
    if (ARROWS[e.key]) {
      this.cursor = this.cursor ? this.family.moveCursor(this.entry, this.cursor, ...ARROWS[e.key]) : this.family.cursorStart(this.entry);
      this.paint();
      return true;
    }
    // The hint key that no family types; then the family reads a key (a digit family may
    // use letters as digits, h for 17)...
    if (e.key === '?') { this.hintNow(); return true; }
    if (!e.ctrlKey && !e.metaKey && this.input(e.key, e.shiftKey)) return true;
    // ...then the keys every family shares.
    if (e.key === 'u' || (e.key === 'z' && (e.ctrlKey || e.metaKey))) { this.undo(); return true; }
    if (e.key === 'r' || (e.key === 'y' && (e.ctrlKey || e.metaKey))) { this.redo(); return true; }
    if (e.key === 'p' && this.family.pencil) { this.togglePencil(); return true; }
    if (e.key === 'h') { this.hintNow(); return true; }
    if (e.key === 'Escape') { this.cursor = null; this.paint(); return true; }
    return false;
  }
  // A key (typed or from the on-screen keypad) for the item under the cursor.
  input(key, shift = false) {
    if (!this.cursor || this.solved || this.revealed) return false;
    const item = this.family.cursorItem(this.entry, this.cursor);
    if (item < 0) return false;
    const v = this.family.keyValue(key, this.state[item], { p: this.entry, item, shift, pencil: this.pencil });
    if (v === null || v === undefined) return false;
    this.set([[item, v]]);
    return true;
  }
  // Back to the board after an on-screen button, so typed keys reach the game again.
  focus() { this.board.svg.focus({ preventScroll: true }); }
  togglePencil() {
    this.pencil = !this.pencil;
    this.paint();
    this.showStatus();
  }

  destroy() { this.pause(); this.persist(); clearInterval(this.tick); }
}

function showMessages(kind, title, lines) {
  const box = $('#messages');
  box.className = `messages ${kind}`;
  box.replaceChildren(...(title ? [h('p', {}, title)] : []), ...(lines.length ? [h('ul', {}, lines.map((l) => h('li', {}, l)))] : []));
}

// A hint beside the board: its sentence, a trial's links one a line (a click shows
// that link on the board, `walk(i)`; a click on the sentence, the whole step again), and
// Apply when `apply` can make its conclusions.
function showHint(hint, apply, walk) {
  if (hint.kind === 'solved') return showMessages('ok', 'Solved: there is nothing left to deduce.', []);
  if (hint.kind === 'mistake') {
    const n = hint.marks.length;
    return showMessages('error', `${n === 1 ? 'A mark contradicts' : `${n} marks contradict`} the solution (in red):`, [hint.text]);
  }
  const box = $('#messages');
  box.className = 'messages hint';
  box.replaceChildren(h('p', { class: 'hint-text', onclick: () => walk(null) }, hint.text));
  if (hint.trial) {
    box.append(h('p', { class: 'hint-rule' }, 'The trial, link by link (click one to see it on the board):'),
      h('ol', {}, hint.trial.chain.map((link, i) => h('li', { 'data-link': i, onclick: () => walk(i) }, link.text))));
  }
  box.prepend(h('p', { class: 'hint-rule' }, `Hint · ${hint.rule.replace(/_/g, ' ')} · tier ${hint.tier}`));
  if (apply) box.append(h('button', { id: 'hint-apply', title: 'Make the moves the hint concludes', onclick: apply }, 'Apply'));
}

function showRating(rating) {
  const box = $('#rating');
  if (!rating) { box.hidden = true; return; }
  const m = rating.metrics ?? {};
  const rows = [['Grade', rating.grade], ['Score', rating.score], ['Tatham level', rating.tatham_level ?? '—']];
  // The metrics the families report (schemas/pack-puzzle.schema.json: a key means the same
  // in every family; each reports its own subset).
  for (const k of ['clues', 'givens', 'cells', 'tiles', 'guesses', 'backtracks', 'max_depth', 'max_tier', 'propagation_tier', 'probe_eliminations'])
    if (m[k] !== undefined) rows.push([k.replace(/_/g, ' '), m[k]]);
  if (m.steps_by_tier) rows.push(['steps by tier', m.steps_by_tier.join(' / ')]);
  const rules = Object.entries(m.rule_steps ?? {}).filter(([, n]) => n > 0).sort((a, b) => b[1] - a[1]);
  box.replaceChildren(
    h('h3', {}, 'Rating'),
    h('table', {}, rows.map(([k, v]) => h('tr', {}, h('th', {}, k), h('td', {}, String(v))))),
    rules.length ? h('h4', {}, 'Deductions used') : null,
    rules.length ? h('table', { class: 'rules' }, rules.map(([k, n]) => h('tr', {}, h('th', {}, k.replace(/_/g, ' ')), h('td', { class: 'num' }, String(n))))) : null);
  box.hidden = false;
}

async function showPlay(packId, number) {
  const pack = await getPack(packId);
  renderPackList(packId);
  if (!pack) return showNotice(`There is no pack “${packId}”.`);
  if (!pack.puzzles.length) {
    renderPuzzleList(packId, pack, -1);
    return showNotice('This pack is empty. Make a puzzle in the editor and save it here.');
  }
  const index = Math.min(Math.max(1, number || 1), pack.puzzles.length) - 1;
  renderPuzzleList(packId, pack, index);
  const entry = pack.puzzles[index];
  const family = familyFor(entry);
  if (!family) return showNotice(`This app cannot play ${entry.family} puzzles yet.`);
  const game = new Game(packId, index, entry, family);
  app.view = game;
  $('#notice').hidden = true;
  $('#editor').hidden = true;
  $('#play').hidden = false;
  $('#play-title').textContent = `${family.titleFor?.(entry) ?? family.title} ${entry.rows}×${entry.cols}` +
    (entry.rating?.grade ? ` · ${entry.rating.grade}` : '') + ` · Puzzle ${index + 1} of ${pack.puzzles.length}`;
  $('#play-title').title = entry.id;
  // `?` asks for a hint on every board; `h` too where it types nothing.
  $('#play-help').textContent = `${family.helpFor?.(entry) ?? family.help} ` +
    `${family.typesKey?.(entry, 'h') ? '?' : '? or h'}: hint.`;
  $('#board').replaceChildren(game.board.svg);
  // Which puzzle the board shows: a hash change re-renders it after the pack loads.
  $('#board').dataset.puzzle = `${packId}/${index + 1}`;
  $('#keypad').replaceChildren(...(family.keypad?.(entry) ?? []).map((k) =>
    h('button', { 'data-key': k.key, title: k.title ?? null, onclick: () => { game.input(k.key); game.focus(); } }, k.label)));
  $('#edit-copy').disabled = !family.blank;
  game.paint();
  game.showStatus();
  $('#prev').disabled = index === 0;
  $('#next').disabled = index + 1 >= pack.puzzles.length;
  save('last', location.hash);
}

function showNotice(text) {
  app.view = null;
  $('#play').hidden = true;
  $('#editor').hidden = true;
  $('#notice').hidden = false;
  $('#notice').textContent = text;
}

// ---- editor ---------------------------------------------------------------------------
class Editor {
  constructor() {
    const saved = load('editor', null);
    // Else the first family with an editor, in the order of families/index.js.
    this.family = familyFor(saved?.puzzle)?.blank ? familyFor(saved.puzzle)
      : Object.values(families).find((f) => f.blank);
    this.puzzle = saved?.puzzle ?? this.family.blank(5, 5);
    this.cursor = null;
    this.result = null;
  }
  persist() { save('editor', { puzzle: this.puzzle }); }
  // Another family: an empty grid of it, of the size asked for.
  setFamily(name, rows, cols) {
    if (!families[name]?.blank) return;
    this.family = families[name];
    this.resize(rows, cols);
  }
  // An empty puzzle of the size asked for, on the grid chosen when the family plays on
  // Loopy's grids (the server gives the grid's shape), no smaller than Loopy makes them.
  async resize(rows, cols) {
    const family = families[this.family.name], grid = $('#editor-grid').value;
    if (family.blankGrid && grid && grid !== 'square') {
      const least = app.grids.find((g) => g.name === grid)?.least_side ?? 1;
      rows = Math.max(rows, least);
      cols = Math.max(cols, least);
      const r = await call('GET', `/api/grids/${encodeURIComponent(grid)}/${cols}x${rows}`);
      if (!r.ok) return showEditorResult('error', r.data.error);
      this.puzzle = family.blankGrid(r.data);
    } else {
      this.puzzle = family.blank(rows, cols);
    }
    this.family = familyFor(this.puzzle);
    this.cursor = null;
    this.changed();
  }
  changed() { this.result = null; this.persist(); this.draw(); showEditorResult('', ''); }
  draw() {
    const svg = this.family.drawEditor(this.puzzle, { cursor: this.cursor, solution: this.result?.status === 'unique' ? this.result.solution : null });
    svg.addEventListener('click', (e) => this.click(e, false));
    svg.addEventListener('contextmenu', (e) => { e.preventDefault(); this.click(e, true); });
    $('#editor-board').replaceChildren(svg);
    $('#editor-family').value = this.family.name;
    $('#editor-grid-label').hidden = !families[this.family.name].blankGrid;
    if (app.grids.length) $('#editor-grid').value = this.puzzle.grid ?? 'square';
    $('#editor-help').textContent = this.family.editorHelp;
    $('#editor-rows').value = this.puzzle.rows ?? this.puzzle.size;
    $('#editor-cols').value = this.puzzle.cols ?? this.puzzle.size;
    this.drawFlags();
    $('#save').disabled = !app.canSave;
  }
  // The family's yes/no properties of the whole puzzle (`editorFlags`: key, label, title),
  // one checkbox each; a flag is written into the puzzle only when set, as the JSON does.
  drawFlags() {
    $('#editor-flags').replaceChildren(...(this.family.editorFlags ?? []).map(({ key, label, title }) => {
      const box = h('input', { type: 'checkbox', id: `editor-flag-${key}` });
      box.checked = !!this.puzzle[key];
      box.addEventListener('change', () => {
        const { [key]: _, ...rest } = this.puzzle;
        this.puzzle = box.checked ? { ...rest, [key]: true } : rest;
        this.changed();
      });
      return h('label', { title }, box, ` ${label}`);
    }));
  }
  click(e, secondary) {
    const cell = this.family.cellAt(this.puzzle, boardPoint(e.currentTarget, e));
    if (!cell) return;
    this.puzzle = this.family.editCell(this.puzzle, cell.r, cell.c, secondary);
    this.changed();
  }
  key(e) {
    if (ARROWS[e.key]) {
      this.cursor = this.cursor ? this.family.moveEditorCursor(this.puzzle, this.cursor, ...ARROWS[e.key]) : this.family.editorCursorStart(this.puzzle);
      this.draw();
      return true;
    }
    if (!this.cursor) return false;
    const next = this.family.editKey(this.puzzle, this.cursor, e.key);
    if (!next) return false;
    this.puzzle = next;
    this.changed();
    return true;
  }
  async analyse() {
    showEditorResult('busy', 'Counting…');
    const r = await call('POST', '/api/analyse', this.puzzle);
    if (!r.ok) return showEditorResult('error', r.data.error);
    this.result = r.data;
    const d = r.data;
    let text;
    if (d.status === 'none') text = 'No solution.';
    else if (d.status === 'unknown') text = `Unknown: the count stopped at the server's budget before a proof (${d.solutions} found so far).`;
    else if (d.status === 'unique') {
      const g = d.rating;
      text = 'Exactly 1 solution' + (g ? ` · grade ${g.grade} · score ${g.score} · Tatham level ${g.tatham_level ?? '—'}` : '') + '.';
    } else text = `${d.complete ? '' : 'At least '}${d.solutions} solutions${d.complete ? '' : ' (counting stopped at the limit)'}.`;
    this.draw();
    showEditorResult(d.status === 'unique' ? 'ok' : 'error', text, d);
  }
  async save() {
    showEditorResult('busy', 'Saving…');
    const r = await call('POST', '/api/save', this.puzzle);
    if (!r.ok) return showEditorResult('error', r.data.error);
    await loadPacks();
    app.packCache.delete(r.data.pack);
    renderPackList(null);
    showEditorResult('ok', `Saved as ${r.data.id} in ${r.data.file}.`);
  }
  loadPuzzle(entry) {
    const fam = familyFor(entry);
    if (!fam?.blank) return;
    this.family = fam;
    this.puzzle = puzzleOf(entry);
    this.changed();
  }
  destroy() { this.persist(); }
}

function showEditorResult(kind, text, data = null) {
  const box = $('#editor-result');
  box.className = `messages ${kind}`;
  const extra = [];
  if (data?.exports) for (const [k, v] of Object.entries(data.exports)) extra.push(h('li', {}, `${k}: `, h('code', {}, v)));
  box.replaceChildren(...(text ? [h('p', { id: 'editor-count', class: kind }, text)] : []), ...(extra.length ? [h('ul', {}, extra)] : []));
}

function showEditor() {
  if (!app.editor) app.editor = new Editor();
  app.view = app.editor;
  renderPackList(null);
  $('#puzzle-list').hidden = true;
  $('#play').hidden = true;
  $('#notice').hidden = true;
  $('#editor').hidden = false;
  $('#save-note').textContent = app.canSave ? '' : 'Saving is off: start looplab serve with --save-to FILE.';
  app.editor.draw();
  save('last', location.hash);
}

// ---- routing and wiring ---------------------------------------------------------------
async function route() {
  if (app.view && app.view !== app.editor) app.view.destroy();
  if (app.view === app.editor && app.editor) app.editor.persist();
  app.view = null;
  const parts = location.hash.replace(/^#\/?/, '').split('/').map(decodeURIComponent);
  if (parts[0] === 'editor') return showEditor();
  if (parts[0] === 'play' && parts[1]) return showPlay(parts[1], parseInt(parts[2], 10));
  const last = load('last', null);
  if (last && last !== location.hash && /^#\/(play|editor)/.test(last)) { location.hash = last; return; }
  if (app.packs.length) { location.hash = `#/play/${app.packs[0].id}/1`; return; }
  showNotice('No packs to play. Start looplab serve with pack files, or open the editor.');
}

function wire() {
  $('#undo').addEventListener('click', () => app.view?.undo?.());
  $('#redo').addEventListener('click', () => app.view?.redo?.());
  $('#check').addEventListener('click', () => app.view?.checkNow?.());
  $('#hint').addEventListener('click', () => { app.view?.hintNow?.(); app.view?.focus?.(); });
  $('#reveal').addEventListener('click', () => app.view?.reveal?.());
  $('#restart').addEventListener('click', () => app.view?.restart?.());
  $('#pencil').addEventListener('click', () => { app.view?.togglePencil?.(); app.view?.focus?.(); });
  $('#prev').addEventListener('click', () => { const g = app.view; if (g?.packId) location.hash = `#/play/${g.packId}/${g.index}`; });
  $('#next').addEventListener('click', () => { const g = app.view; if (g?.packId) location.hash = `#/play/${g.packId}/${g.index + 2}`; });
  $('#edit-copy').addEventListener('click', () => {
    const g = app.view;
    if (!g?.entry) return;
    if (!app.editor) app.editor = new Editor();
    app.editor.loadPuzzle(g.entry);
    location.hash = '#/editor';
  });
  const editorSize = () => {
    const clamp = (v) => Math.min(30, Math.max(1, parseInt(v, 10) || 5));
    return [clamp($('#editor-rows').value), clamp($('#editor-cols').value)];
  };
  $('#editor-new').addEventListener('click', () => app.editor.resize(...editorSize()));
  $('#editor-family').replaceChildren(...Object.entries(families).filter(([, f]) => f.blank)
    .map(([name, f]) => h('option', { value: name }, f.title)));
  $('#editor-family').addEventListener('change', (e) => app.editor.setFamily(e.target.value, ...editorSize()));
  $('#editor-grid').addEventListener('change', () => app.editor.resize(...editorSize()));
  $('#analyse').addEventListener('click', () => app.editor.analyse());
  $('#save').addEventListener('click', () => app.editor.save());
  document.addEventListener('keydown', (e) => {
    if (typing(e) || e.altKey || !app.view?.key) return;
    if (app.view.key(e)) e.preventDefault();
  });
  document.addEventListener('visibilitychange', () => {
    if (!app.view?.pause) return;
    if (document.visibilityState === 'visible') app.view.resume();
    else { app.view.pause(); app.view.persist(); }
  });
  window.addEventListener('pagehide', () => app.view?.persist?.());
  window.addEventListener('hashchange', route);
}

async function main() {
  wire();
  try {
    await loadPacks();
    await loadGrids();
  } catch (err) {
    showNotice(`Cannot reach looplab serve: ${err.message}`);
    return;
  }
  await route();
}

main();
