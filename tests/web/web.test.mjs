// End-to-end tests of `looplab serve` in headless Chromium (Debian's /usr/bin/chromium
// driven by playwright-core; no browser download). Run by run.sh, which ctest calls
// with LOOPLAB = the built binary. Screenshots go to tests/artifacts/ (git-ignored).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const LOOPLAB = process.env.LOOPLAB || path.join(here, '../../build/looplab');
const CHROMIUM = process.env.LOOPLAB_CHROMIUM || '/usr/bin/chromium';
const ARTIFACTS = process.env.LOOPLAB_ARTIFACTS || path.join(here, '../artifacts');

let work, server, base, context, page, gridPack, pack5, sudokuPack, sudoku6Pack, sudoku25Pack, towersPack, loopPack, masyuPack;

// Starts `looplab serve --port 0` and resolves with the URL it prints.
function startServer(args) {
  return new Promise((resolve, reject) => {
    const proc = spawn(LOOPLAB, ['serve', '--port', '0', ...args], { cwd: work, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '', err = '';
    const timer = setTimeout(() => reject(new Error(`no address printed; stderr: ${err}`)), 10000);
    proc.stdout.on('data', (d) => {
      out += d;
      const m = out.match(/listening on (http:\/\/127\.0\.0\.1:\d+\/)/);
      if (m) { clearTimeout(timer); resolve({ proc, url: m[1] }); }
    });
    proc.stderr.on('data', (d) => { err += d; });
    proc.on('exit', (code) => { clearTimeout(timer); reject(new Error(`looplab serve exited with ${code}: ${err}`)); });
  });
}

// One raw HTTP request, so paths like /../../etc/passwd reach the server unchanged.
function rawRequest(method, target, body = '') {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const sock = net.connect(Number(port), hostname, () => {
      sock.write(`${method} ${target} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
    });
    let data = '';
    sock.on('data', (d) => { data += d; });
    sock.on('end', () => {
      const status = Number(data.split(' ')[1]);
      const text = data.slice(data.indexOf('\r\n\r\n') + 4);
      resolve({ status, text });
    });
    sock.on('error', reject);
  });
}

// Opens a puzzle and waits until the board shows it: the previous board stays until the
// pack has loaded, and its cells would answer a selector too early.
const openPlay = async (route) => {
  await page.goto(`${base}#/play/${route}`);
  await page.waitForSelector(`#board[data-puzzle="${route}"]`);
};
const edgeSelector = (name) => `#board [data-edge="${name}"]`;
// Clicks go to an edge's hit zone (a box around the edge line).
const hit = (name) => `#board [data-edge="${name}"] .hit`;
// The names of the solution's line edges: "h3", "v12", ...
function solutionEdges(entry) {
  const names = [];
  [...entry.solution.h].forEach((ch, i) => { if (ch === '1') names.push(`h${i}`); });
  [...entry.solution.v].forEach((ch, i) => { if (ch === '1') names.push(`v${i}`); });
  return names;
}

// A 25x25 Sudoku written out (generating one takes minutes): the pattern grid
// 5 * (r % 5) + floor(r / 5) + c (mod 25) with five cells open, in rows, columns and
// boxes of their own, so it is unique. The pack's frame is `template`'s.
function writeSudoku25(template, out) {
  const n = 25, solution = Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => ((5 * (r % 5) + Math.floor(r / 5) + c) % n) + 1));
  const grid = solution.map((row) => row.slice());
  for (const [r, c] of [[0, 0], [6, 7], [12, 12], [18, 19], [24, 24]]) grid[r][c] = 0;
  const rating = { grade: 'easy', score: 0, tatham_level: null, metrics: { guesses: 0, backtracks: 0, max_depth: 0, rule_steps: {} } };
  const pack = { ...template, parameters: { ...template.parameters, rows: n, cols: n, count: 1 }, puzzles: [{
    id: 'sudoku-25x25-pattern', family: 'sudoku', rows: n, cols: n, size: n, box_rows: 5, box_cols: 5, grid,
    solution: { grid: solution }, rating, minimal: false, exports: {} }] };
  writeFileSync(path.join(work, out), JSON.stringify(pack));
  return pack;
}

// Loopy's grid types the app plays beside the square one (tests/data/loopy-grids/tN.txt:
// the first ID of each, at Loopy's Easy level: 4x4, or 6x6 on hats and spectres).
const GRID_TYPES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17];

// A pack of one puzzle of each grid type, in GRID_TYPES's order: each ID's graph JSON saved
// through a server of its own (POST /api/save proves, rates and writes the entry).
async function writeGridPack(out) {
  const saver = await startServer(['--save-to', out]);
  try {
    for (const t of GRID_TYPES) {
      const id = readFileSync(path.join(here, `../data/loopy-grids/t${t}.txt`), 'utf8').split('\n')[0].trim();
      const puzzle = execFileSync(LOOPLAB, ['convert', '--to', 'json', id], { cwd: work, encoding: 'utf8' });
      const res = await fetch(new URL('api/save', saver.url), { method: 'POST', body: puzzle });
      assert.equal(res.status, 200, `saving t${t}: ${await res.text()}`);
    }
  } finally {
    saver.proc.removeAllListeners('exit');
    saver.proc.kill('SIGTERM');
  }
  return JSON.parse(readFileSync(path.join(work, out), 'utf8'));
}

before(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'looplab-web-'));
  mkdirSync(ARTIFACTS, { recursive: true });
  execFileSync(LOOPLAB, ['generate', '--rows', '5', '--cols', '5', '--count', '3', '--seed', '1', '--quiet', '--out', 'p5.json'], { cwd: work });
  pack5 = JSON.parse(readFileSync(path.join(work, 'p5.json'), 'utf8'));
  // One small pack of each other family the app plays (a few milliseconds each).
  const generate = (family, size, out, ...more) => {
    execFileSync(LOOPLAB, ['generate', '--family', family, '--rows', size, '--cols', size, '--count', '2', '--seed', '1',
      '--quiet', ...more, '--out', out], { cwd: work });
    return JSON.parse(readFileSync(path.join(work, out), 'utf8'));
  };
  sudokuPack = generate('sudoku', '9', 'sudoku.json');
  towersPack = generate('towers', '5', 'towers.json');
  loopPack = generate('infinity-loop', '5', 'loop.json', '--connected');
  masyuPack = generate('masyu', '6', 'masyu.json');
  sudoku6Pack = generate('sudoku', '6', 'sudoku6.json');  // boxes 2 rows by 3 columns
  sudoku25Pack = writeSudoku25(sudoku6Pack, 'sudoku25.json');
  gridPack = await writeGridPack('grids.json');
  ({ proc: server, url: base } = await startServer(['--save-to', 'mine.json', 'p5.json', 'grids.json', 'sudoku.json', 'towers.json', 'loop.json',
    'masyu.json', 'sudoku6.json', 'sudoku25.json']));
  context = await chromium.launchPersistentContext(path.join(work, 'profile'), {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'],
    viewport: { width: 1100, height: 850 },
  });
  page = context.pages()[0] ?? await context.newPage();
  page.setDefaultTimeout(10000);
  page.on('pageerror', (err) => console.error(`page error: ${err.message}`));
  page.on('console', (msg) => { if (msg.type() === 'error') console.error(`console: ${msg.text()}`); });
});

after(async () => {
  await context?.close();
  server?.kill('SIGTERM');
  if (work) rmSync(work, { recursive: true, force: true });
});

test('the app lists the pack and its puzzles with size, grade and score', async () => {
  await page.goto(base);
  await page.waitForSelector('#packs [data-pack="p5"]');
  assert.match(await page.textContent('#packs'), /p5\.json.*3 puzzles.*5x5/s);
  await page.waitForSelector('#puzzles tbody tr');
  const rows = await page.$$eval('#puzzles tbody tr', (trs) => trs.map((tr) => tr.textContent));
  assert.equal(rows.length, 3);
  const first = pack5.puzzles[0].rating;
  assert.ok(rows[0].includes('5×5') && rows[0].includes(first.grade) && rows[0].includes(first.score.toFixed(1)), rows[0]);
});

test('a 5x5 puzzle solved by clicking its solution edges says solved and shows the rating', async () => {
  await openPlay('p5/1');
  await page.waitForSelector(edgeSelector('h0'));
  const edges = solutionEdges(pack5.puzzles[0]);
  for (const name of edges) {
    assert.doesNotMatch(await page.textContent('#status'), /Solved/);
    await page.click(hit(name));
  }
  await page.waitForSelector('#status.solved');
  assert.match(await page.textContent('#status'), /Solved in \d+:\d\d/);
  assert.match(await page.textContent('#rating'), new RegExp(`Grade\\s*${pack5.puzzles[0].rating.grade}`));
  assert.match(await page.textContent('#rating'), /Deductions used/);
  await page.locator('#board svg').screenshot({ path: path.join(ARTIFACTS, 'board-5x5-solved.png') });
});

test('a wrong move is named by the check: a branch at a dot', async () => {
  await openPlay('p5/2');
  await page.waitForSelector(edgeSelector('h0'));
  // Three lines into the dot at row 2, column 2 of dots: left, right and up.
  for (const name of ['h5', 'h6', 'v1']) await page.click(hit(name));
  await page.click('#check');
  const text = await page.textContent('#messages');
  assert.match(text, /A branch: 3 lines meet at the dot at row 2, column 2/);
  assert.equal(await page.locator('#board .edge.err').count(), 3);
  // Right-click crosses an edge out; undo takes the last move back.
  await page.click(hit('h0'), { button: 'right' });
  assert.match(await page.getAttribute(edgeSelector('h0'), 'class'), /\boff\b/);
  await page.click('#undo');
  assert.doesNotMatch(await page.getAttribute(edgeSelector('h0'), 'class'), /\boff\b/);
});

test('a clue with too many lines is named', async () => {
  await openPlay('p5/3');
  await page.waitForSelector(edgeSelector('h0'));
  const entry = pack5.puzzles[2];
  // Find a clue 0-2 and draw three of its sides.
  let r = -1, c = -1;
  entry.clues.forEach((row, i) => [...row].forEach((ch, j) => { if (r < 0 && ch >= '0' && ch <= '2') { r = i; c = j; } }));
  assert.ok(r >= 0, 'the puzzle has a clue of 0, 1 or 2');
  const C = entry.cols;
  for (const name of [`h${r * C + c}`, `h${(r + 1) * C + c}`, `v${r * (C + 1) + c}`]) await page.click(hit(name));
  await page.click('#check');
  assert.match(await page.textContent('#messages'), new RegExp(`The ${entry.clues[r][c]} at row ${r + 1}, column ${c + 1} has 3 lines`));
  await page.click('#restart');
});

test('progress survives a reload, and the keyboard plays too', async () => {
  await openPlay('p5/3');
  await page.waitForSelector(edgeSelector('h0'));
  await page.click(hit('h1'));
  await page.click(hit('v2'));
  await page.click(hit('v2'));  // second click: a cross
  // Keyboard: the cursor starts on the top-left edge; space draws a line, x a cross.
  await page.focus('#board svg');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press(' ');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('x');
  await page.waitForTimeout(1100);
  await page.reload();
  await page.waitForSelector(edgeSelector('h0'));
  assert.match(await page.getAttribute(edgeSelector('h0'), 'class'), /\bon\b/);
  assert.match(await page.getAttribute(edgeSelector('h1'), 'class'), /\bon\b/);
  assert.match(await page.getAttribute(edgeSelector('v2'), 'class'), /\boff\b/);
  assert.match(await page.getAttribute(edgeSelector('h5'), 'class'), /\boff\b/);
  assert.match(await page.textContent('#status'), /In progress/);
  assert.notEqual(await page.textContent('#timer'), '0:00');
  // The undo history came back too: u twice takes back the cross and the line drawn by keys.
  await page.keyboard.press('u');
  await page.keyboard.press('u');
  assert.doesNotMatch(await page.getAttribute(edgeSelector('h5'), 'class'), /\boff\b/);
  assert.doesNotMatch(await page.getAttribute(edgeSelector('h0'), 'class'), /\bon\b/);
  await page.keyboard.press('r');
  assert.match(await page.getAttribute(edgeSelector('h0'), 'class'), /\bon\b/);
  // Reveal shows the solution and the rating.
  await page.click('#reveal');
  assert.match(await page.textContent('#status'), /Solution revealed/);
  for (const name of solutionEdges(pack5.puzzles[2])) assert.match(await page.getAttribute(edgeSelector(name), 'class'), /\bon\b/);
  assert.equal(await page.locator('#rating').isVisible(), true);
});

test('the editor counts the solutions of an entered puzzle and saves a unique one into the pack', async () => {
  await page.goto(`${base}#/editor`);
  await page.fill('#editor-rows', '2');
  await page.fill('#editor-cols', '2');
  await page.click('#editor-new');
  await page.click('#analyse');
  await page.waitForSelector('#editor-count:not(.busy)');
  // An empty 2x2 grid: every loop along its lines (13 of them) is a solution.
  assert.match(await page.textContent('#editor-count'), /^13 solutions/);
  // Enter puzzle 1 of the pack by clicking each cell until it shows its clue.
  const entry = pack5.puzzles[0];
  await page.fill('#editor-rows', String(entry.rows));
  await page.fill('#editor-cols', String(entry.cols));
  await page.click('#editor-new');
  for (let r = 0; r < entry.rows; r++) {
    for (let c = 0; c < entry.cols; c++) {
      const ch = entry.clues[r][c];
      if (ch === '.') continue;
      for (let k = 0; k <= Number(ch); k++) await page.click(`#editor-board [data-cell="${r},${c}"]`);
    }
  }
  await page.click('#analyse');
  await page.waitForSelector('#editor-count:not(.busy)');
  assert.match(await page.textContent('#editor-count'), new RegExp(`Exactly 1 solution · grade ${entry.rating.grade}`));
  await page.click('#save');
  await page.waitForFunction(() => /Saved as edit-1/.test(document.querySelector('#editor-result').textContent));
  assert.match(await page.textContent('#packs'), /mine\.json.*1 puzzle/s);
  const out = execFileSync(LOOPLAB, ['validate', 'mine.json'], { cwd: work, encoding: 'utf8' });
  assert.match(out, /valid \(1 puzzle:/);
  // Saving it again is refused with a message.
  await page.click('#save');
  await page.waitForFunction(() => /already in mine as edit-1/.test(document.querySelector('#editor-result').textContent));
});

test('bad requests get a 4xx JSON message and the server keeps running', async () => {
  const cases = [
    ['GET', '/api/packs/no-such-pack', '', 404, /no pack/],
    ['GET', '/../../etc/passwd', '', 404, /not found/],
    ['GET', '/%2e%2e/%2e%2e/etc/passwd', '', 404, /not found/],
    ["GET", "/api/packs/..%2f..%2fetc%2fpasswd", "", 404, /not found|no pack/],
    ['POST', '/api/analyse', '{"family": "slitherlink", "clues": [', 400, /truncated JSON \(unexpected end of input\) at character 37/],
    ['POST', '/api/analyse', '[1, 2]', 400, /puzzle object/],
    ['POST', '/api/analyse', '{"family": "slitherlink", "clues": ["9x"]}', 400, /not a valid puzzle/],
    ['POST', '/api/analyse', '{"family": "nope", "clues": ["1"]}', 400, /unknown family/],
    ['POST', '/api/save', '{"family": "slitherlink", "clues": ["..", ".."]}', 422, /more than one solution/],
    ['POST', '/api/analyse', 'x'.repeat(2 * 1024 * 1024), 413, /too large/],
    ['DELETE', '/api/packs', '', 405, /DELETE \/api\/packs is not allowed: it takes GET/],
    ['DELETE', '/api/nothing', '', 404, /no such resource/],
  ];
  for (const [method, target, body, status, message] of cases) {
    const r = await rawRequest(method, target, body);
    assert.equal(r.status, status, `${method} ${target}`);
    assert.match(JSON.parse(r.text).error, message, `${method} ${target}`);
  }
  assert.equal(server.exitCode, null, 'the server is still running');
  const ok = await fetch(`${base}api/packs`);
  assert.equal(ok.status, 200);
});

test('a 20x20 board is drawn cleanly (screenshots kept as artefacts)', async () => {
  // A 20x20 Loopy puzzle (made by sgt-loopy), saved into the pack through the API.
  const id = readFileSync(path.join(here, 'fixtures/loopy-20x20.txt'), 'utf8').trim();
  const json = execFileSync(LOOPLAB, ['convert', '--to', 'json', id], { encoding: 'utf8' });
  const saved = await fetch(`${base}api/save`, { method: 'POST', body: json });
  assert.equal(saved.status, 200, await saved.clone().text());
  await openPlay('mine/2');
  await page.waitForSelector(edgeSelector('h419'));
  const size = await page.locator('#board svg').boundingBox();
  assert.ok(size.width > 300 && Math.abs(size.width - size.height) < 2, JSON.stringify(size));
  await page.click(hit('h0'));
  await page.click(hit('v0'));
  await page.click(hit('h1'), { button: 'right' });
  await page.locator('#board svg').screenshot({ path: path.join(ARTIFACTS, 'board-20x20.png') });
  await openPlay('p5/2');
  await page.waitForSelector(edgeSelector('h0'));
  await page.screenshot({ path: path.join(ARTIFACTS, 'page-5x5.png') });
  await page.locator('#board svg').screenshot({ path: path.join(ARTIFACTS, 'board-5x5.png') });
  assert.ok(statSync(path.join(ARTIFACTS, 'board-20x20.png')).size > 1000);
});

// ---- Sudoku, Towers and ∞ Loop ----------------------------------------------------------
const cell = (r, c) => `#board [data-cell="${r},${c}"]`;
const cellClass = async (r, c) => page.getAttribute(cell(r, c), 'class');
const cellValue = async (r, c) => Number(await page.getAttribute(cell(r, c), 'data-value'));
// Types an n x n grid by keyboard into the focused board: the cursor snakes from the
// top-left cell, and each cell gets digitAt(r, c) typed unless that is 0.
async function typeGrid(n, digitAt) {
  await page.keyboard.press('ArrowRight');  // shows the cursor at row 1, column 1
  for (let r = 0; r < n; r++) {
    for (let k = 0; k < n; k++) {
      const c = r % 2 === 0 ? k : n - 1 - k;
      if (digitAt(r, c)) await page.keyboard.press(String(digitAt(r, c)));
      if (k < n - 1) await page.keyboard.press(r % 2 === 0 ? 'ArrowRight' : 'ArrowLeft');
    }
    if (r < n - 1) await page.keyboard.press('ArrowDown');
  }
}
// The editor's answer to "Count & rate".
async function countInEditor() {
  await page.click('#analyse');
  await page.waitForSelector('#editor-count:not(.busy)');
  return page.textContent('#editor-count');
}

// Opens the editor on an empty rows x cols grid of `family`.
async function newEditorGrid(family, rows, cols) {
  await page.goto(`${base}#/editor`);
  await page.selectOption('#editor-family', family);
  await page.fill('#editor-rows', String(rows));
  await page.fill('#editor-cols', String(cols));
  await page.click('#editor-new');
}

test('the pack list names each pack\'s family', async () => {
  await openPlay('sudoku/1');
  await page.waitForSelector(cell(0, 0));
  const text = await page.textContent('#packs');
  assert.match(text, /Slitherlink · 5x5[^]*?p5\.json · 3 puzzles/);
  assert.match(text, /Sudoku · 9x9[^]*?sudoku\.json · 2 puzzles · 9x9/);
  assert.match(text, /Towers · 5x5[^]*?towers\.json · 2 puzzles · 5x5/);
  assert.match(text, /∞ Loop · 5x5[^]*?loop\.json · 2 puzzles · 5x5/);
  assert.match(await page.textContent('#play-title'), /^Sudoku 9×9 · \w+ · Puzzle 1 of 2$/);
  assert.match(await page.textContent('#puzzle-list-title'), /^Sudoku · 9x9.*: 2 puzzles$/);
});

// What the browser keeps, saved and put back, so a test's moves do not leak into the next.
const saveStorage = () => page.evaluate(() => JSON.stringify(localStorage));
const restoreStorage = (saved) => page.evaluate((s) => {
  localStorage.clear();
  for (const [k, v] of Object.entries(JSON.parse(s))) localStorage.setItem(k, v);
}, saved);

test('a fresh board: the clock waits for the first move, and Check judges nothing on an ∞ Loop deal', async () => {
  const saved = await saveStorage();
  await page.evaluate(() => localStorage.clear());
  await openPlay('loop/2');
  await page.waitForSelector(cell(0, 0));
  await page.waitForTimeout(1600);
  assert.match(await page.textContent('#status'), /Not started/);
  assert.equal(await page.textContent('#timer'), '0:00');
  await page.click('#check');
  assert.match(await page.textContent('#messages'), /Nothing placed yet/);
  assert.equal(await page.locator('#board .err').count(), 0);
  await page.click(cell(0, 0));
  await page.waitForTimeout(1600);
  assert.notEqual(await page.textContent('#timer'), '0:00');
  await page.goto(`${base}#/editor`);
  await page.waitForSelector('#editor:not([hidden])');  // the game has saved itself
  await restoreStorage(saved);
});

test('at 1280x900 Check speaks beside the board; at phone width the board comes before the pack list', async () => {
  const saved = await saveStorage();
  await page.evaluate(() => localStorage.clear());
  await page.setViewportSize({ width: 1280, height: 900 });
  await openPlay('p5/2');
  await page.waitForSelector(edgeSelector('h0'));
  for (const name of ['h5', 'h6', 'v1']) await page.click(hit(name));
  await page.click('#check');
  const board = await page.locator('#board').boundingBox();
  const messages = await page.locator('#messages').boundingBox();
  assert.ok(messages.x >= board.x + board.width - 1, `messages at x ${messages.x}, board ends at ${board.x + board.width}`);
  assert.ok(messages.y < 900 && messages.y < board.y + board.height, `messages at y ${messages.y}`);
  await page.screenshot({ path: path.join(ARTIFACTS, 'play-1280x900-check.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await openPlay('p5/1');
  await page.waitForSelector(edgeSelector('h0'));
  const small = await page.locator('#board').boundingBox();
  const packs = await page.locator('#packs').boundingBox();
  assert.ok(small.y < packs.y, `board at y ${small.y}, packs at y ${packs.y}`);
  assert.ok(small.y < 844, `board at y ${small.y}`);
  await page.screenshot({ path: path.join(ARTIFACTS, 'play-phone.png') });
  await page.goto(`${base}#/editor`);
  await page.waitForSelector('#editor:not([hidden])');
  await page.screenshot({ path: path.join(ARTIFACTS, 'editor-phone.png') });
  const style = await page.$eval('#editor-family', (e) => getComputedStyle(e).borderRadius);
  assert.notEqual(style, '0px');
  await page.setViewportSize({ width: 1100, height: 850 });
  await restoreStorage(saved);
});

test('Sudoku: a repeated digit is named, pencil marks and progress survive a reload, typing the solution solves it', async () => {
  const entry = sudokuPack.puzzles[0], n = entry.size;
  await openPlay('sudoku/1');
  await page.waitForSelector(cell(0, 0));
  // A given of row 1 typed again into an open cell of row 1.
  const open = entry.grid[0].indexOf(0), given = entry.grid[0].find((d) => d), givenAt = entry.grid[0].indexOf(given);
  await page.click(cell(0, open));
  await page.keyboard.press(String(given));
  await page.click('#check');
  assert.match(await page.textContent('#messages'),
    new RegExp(`The ${given} appears twice in row 1: at row 1, column ${Math.min(open, givenAt) + 1} and row 1, column ${Math.max(open, givenAt) + 1}`));
  assert.match(await cellClass(0, open), /\berr\b/);
  // Givens are locked; Backspace clears; in pencil mode digits become marks.
  await page.click(cell(0, givenAt));
  await page.keyboard.press(String((given % n) + 1));
  assert.equal(await cellValue(0, givenAt), given);
  await page.click(cell(0, open));
  await page.keyboard.press('Backspace');
  assert.equal(await cellValue(0, open), 0);
  await page.click('#pencil');  // the button hands the keys back to the board
  assert.equal(await page.getAttribute('#pencil', 'aria-pressed'), 'true');
  await page.keyboard.press('1');
  await page.keyboard.press('2');
  await page.keyboard.press('p');
  assert.equal(await page.getAttribute('#pencil', 'aria-pressed'), 'false');
  assert.equal(await page.locator(`${cell(0, open)} .mark`).count(), 2);
  await page.waitForTimeout(1100);
  await page.reload();
  await page.waitForSelector(cell(0, 0));
  assert.equal(await page.locator(`${cell(0, open)} .mark`).count(), 2);
  assert.match(await page.textContent('#status'), /In progress/);
  assert.notEqual(await page.textContent('#timer'), '0:00');
  // Undo came back with the reload: the two marks, then the cleared digit.
  for (let k = 0; k < 3; k++) await page.keyboard.press('u');
  assert.equal(await cellValue(0, open), given);
  // Solve by keyboard alone: the cursor snakes through the grid, typing every open cell.
  await page.focus('#board svg');
  await typeGrid(n, (r, c) => (entry.grid[r][c] ? 0 : entry.solution.grid[r][c]));
  await page.waitForSelector('#status.solved');
  assert.match(await page.textContent('#messages'), /every row, column and box/);
  assert.match(await page.textContent('#rating'), new RegExp(`Grade\\s*${entry.rating.grade}`));
  assert.match(await page.textContent('#rating'), /clues\s*\d+/);
  assert.match(await page.textContent('#rating'), /Deductions used/);
  await page.locator('#board svg').screenshot({ path: path.join(ARTIFACTS, 'board-sudoku-9x9-solved.png') });
});

test('Towers: a clue not met and a repeated height are named, progress survives a reload, the keypad solves it', async () => {
  const entry = towersPack.puzzles[0], n = entry.size;
  await openPlay('towers/1');
  await page.waitForSelector(cell(0, 0));
  // Clues are drawn outside the grid.
  const top = entry.clues.top.findIndex((k) => k);
  if (top >= 0) assert.equal(await page.textContent(`#board [data-clue="top-${top + 1}"]`), String(entry.clues.top[top]));
  // A row with a left clue filled 1..n (n seen from the left) or n..1 (1 seen).
  const r = entry.clues.left.findIndex((k) => k);
  assert.ok(r >= 0, 'the puzzle has a clue on the left');
  const k = entry.clues.left[r], up = k !== n;
  for (let c = 0; c < n; c++) {
    if (entry.grid?.[r]?.[c]) continue;
    await page.click(cell(r, c));
    await page.click(`#keypad [data-key="${up ? c + 1 : n - c}"]`);
  }
  // ...and the height of its first cell again just below it (above it on the last row).
  const r2 = r + 1 < n ? r + 1 : r - 1;
  await page.click(cell(r2, 0));
  await page.keyboard.press(String(up ? 1 : n));
  await page.click('#check');
  const text = await page.textContent('#messages');
  assert.match(text, new RegExp(`The clue ${k} left of row ${r + 1} is not met: ${up ? n : 1} towers? (is|are) seen from there`));
  assert.match(text, new RegExp(`The ${up ? 1 : n} appears twice in column 1`));
  assert.match(await page.getAttribute(`#board [data-clue="left-${r + 1}"]`, 'class'), /\bbad\b/);
  await page.waitForTimeout(600);
  await page.reload();
  await page.waitForSelector(cell(0, 0));
  assert.equal(await cellValue(r2, 0), up ? 1 : n);
  assert.equal(await cellValue(r, n - 1), up ? n : 1);
  await page.screenshot({ path: path.join(ARTIFACTS, 'page-towers-5x5.png') });
  // Start again and solve it with the mouse and the on-screen keypad.
  await page.click('#restart');
  assert.equal(await cellValue(r, n - 1), 0);
  for (let rr = 0; rr < n; rr++) {
    for (let c = 0; c < n; c++) {
      if (entry.grid?.[rr]?.[c]) continue;
      await page.click(cell(rr, c));
      await page.click(`#keypad [data-key="${entry.solution.grid[rr][c]}"]`);
    }
  }
  await page.waitForSelector('#status.solved');
  assert.match(await page.textContent('#rating'), new RegExp(`Grade\\s*${entry.rating.grade}`));
  await page.locator('#board svg').screenshot({ path: path.join(ARTIFACTS, 'board-towers-5x5-solved.png') });
});

// The test's own reading of the tiles (heavy box-drawing glyphs, sides N=1 E=2 S=4 W=8):
// how many clockwise quarter turns take each dealt tile to its solution.
const GLYPH_SIDES = { '╹': 1, '╺': 2, '╻': 4, '╸': 8, '┃': 5, '━': 10, '┏': 6, '┓': 12, '┛': 9, '┗': 3, '┣': 7, '┳': 14, '┫': 13, '┻': 11, '╋': 15 };
const clockwise = (m) => ((m << 1) | (m >> 3)) & 15;
function turnsToSolve(entry) {
  const given = entry.tiles.join(''), want = entry.solution.join('');
  return [...given].map((ch, i) => {
    let m = GLYPH_SIDES[ch];
    for (let k = 0; k < 4; k++, m = clockwise(m)) if (m === GLYPH_SIDES[want[i]]) return { k, period: clockwise(GLYPH_SIDES[ch]) === GLYPH_SIDES[ch] ? 1 : clockwise(clockwise(GLYPH_SIDES[ch])) === GLYPH_SIDES[ch] ? 2 : 4 };
    throw new Error(`tile ${i}: ${ch} does not turn into ${want[i]}`);
  });
}

test('∞ Loop: clicks turn tiles, the check names a tile whose pipe meets nothing, the solution turned by clicks solves it', async () => {
  const entry = loopPack.puzzles[0], C = entry.cols;
  await openPlay('loop/1');
  await page.waitForSelector(cell(0, 0));
  const turns = turnsToSolve(entry);
  // One tile with four positions is left one turn too far.
  const wrong = turns.findIndex((t) => t.period === 4 && t.k !== 3);
  assert.ok(wrong >= 0);
  for (let i = 0; i < turns.length; i++) {
    const clicks = i === wrong ? turns[i].k + 1 : turns[i].k;
    for (let j = 0; j < clicks; j++) await page.click(cell(Math.floor(i / C), i % C));
  }
  assert.doesNotMatch(await page.textContent('#status'), /Solved/);
  await page.click('#check');
  const [wr, wc] = [Math.floor(wrong / C), wrong % C];
  assert.match(await page.textContent('#messages'), new RegExp(`the tile at row ${wr + 1}, column ${wc + 1}`));
  assert.match(await cellClass(wr, wc), /\berr\b/);
  // A right-click turns it back: solved.
  await page.click(cell(wr, wc), { button: 'right' });
  await page.waitForSelector('#status.solved');
  assert.match(await page.textContent('#messages'), /every pipe end meets another/);
  assert.match(await page.textContent('#rating'), /tiles\s*25/);
  await page.locator('#board svg').screenshot({ path: path.join(ARTIFACTS, 'board-infinity-loop-5x5-solved.png') });
});

test('∞ Loop: Check judges only the tiles turned so far, not the rest of the deal', async () => {
  // Left for the editor first, so the puzzle solved before saves itself, then forgotten.
  await page.goto(`${base}#/editor`);
  await page.waitForSelector('#editor:not([hidden])');
  const saved = await saveStorage();
  await page.evaluate(() => localStorage.clear());
  const entry = loopPack.puzzles[0], C = entry.cols, dealt = entry.tiles.join('');
  await openPlay('loop/1');
  await page.waitForSelector(cell(0, 0));
  // A tile of the top row turned until its pipe points up, off the grid: the one mistake.
  let off = -1, k = 0;
  for (let c = 0; c < C && off < 0; c++) {
    let m = GLYPH_SIDES[dealt[c]] ?? 0;
    for (k = 1; k < 4; k++) {
      m = clockwise(m);
      if ((m & 1) && !(c === 0 && (m & 8)) && !(c === C - 1 && (m & 2))) { off = c; break; }
    }
  }
  assert.ok(off >= 0, 'a top-row tile can point up');
  for (let j = 0; j < k; j++) await page.click(cell(0, off));
  await page.click('#check');
  const messages = await page.textContent('#messages');
  assert.match(messages, /\b1 mistake:/);
  assert.match(messages, new RegExp(`The pipe of the tile at row 1, column ${off + 1} points up, off the grid`));
  assert.equal(await page.locator('#board .err').count(), 1);
  assert.match(await cellClass(0, off), /\berr\b/);
  // After a restart, one tile turned into its solution: no mistake, whatever its
  // untouched neighbours show.
  await page.click('#restart');
  const turns = turnsToSolve(entry);
  const right = turns.findIndex((t) => t.k > 0);
  for (let j = 0; j < turns[right].k; j++) await page.click(cell(Math.floor(right / C), right % C));
  await page.click('#check');
  assert.match(await page.textContent('#messages'), /No mistakes among the 1 tile you have turned/);
  assert.equal(await page.locator('#board .err').count(), 0);
  await page.goto(`${base}#/editor`);
  await page.waitForSelector('#editor:not([hidden])');
  await restoreStorage(saved);
});

test('∞ Loop: the keyboard turns tiles both ways, turns survive a reload, a cut-off network is named', async () => {
  const entry = loopPack.puzzles[1];
  await openPlay('loop/2');
  await page.waitForSelector(cell(0, 0));
  const turns = turnsToSolve(entry);
  await page.focus('#board svg');
  await page.keyboard.press('ArrowRight');  // the cursor appears on the top-left tile
  await page.keyboard.press(' ');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('q');
  const turned = (i) => Number(turns[i].period > 1);
  const back = (i) => (turns[i].period - 1) % turns[i].period;
  const below = entry.cols;  // the tile at row 2, column 1
  assert.equal(Number(await page.getAttribute(cell(0, 0), 'data-turns')), turned(0));
  assert.equal(Number(await page.getAttribute(cell(1, 0), 'data-turns')), back(below));
  await page.waitForTimeout(600);
  await page.reload();
  await page.waitForSelector(cell(0, 0));
  assert.equal(Number(await page.getAttribute(cell(0, 0), 'data-turns')), turned(0));
  assert.equal(Number(await page.getAttribute(cell(1, 0), 'data-turns')), back(below));
  // Two end tiles side by side (below row 2) turned to face each other: a closed network
  // of two, cut off from the rest of a puzzle whose pipes form one network.
  const C = entry.cols, dealt = entry.tiles.join('');
  const isEnd = (i) => [1, 2, 4, 8].includes(GLYPH_SIDES[dealt[i]]);
  const pair = [...dealt].findIndex((_, i) => i >= 2 * C && i % C < C - 1 && isEnd(i) && isEnd(i + 1));
  assert.ok(pair >= 0, 'the puzzle has two end tiles side by side');
  for (const [i, side] of [[pair, 2], [pair + 1, 8]]) {
    let k = 0;
    for (let m = GLYPH_SIDES[dealt[i]]; m !== side; m = clockwise(m)) k++;
    for (let j = 0; j < k; j++) await page.click(cell(Math.floor(i / C), i % C));
  }
  await page.click('#check');
  assert.match(await page.textContent('#messages'),
    new RegExp(`A closed network of 2 tiles, from the tile at row ${Math.floor(pair / C) + 1}, column ${(pair % C) + 1}, is cut off`));
  await page.click('#reveal');
  assert.match(await page.textContent('#status'), /Solution revealed/);
  for (let i = 0; i < turns.length; i++)
    assert.equal(Number(await page.getAttribute(cell(Math.floor(i / entry.cols), i % entry.cols), 'data-turns')), turns[i].k, `tile ${i}`);
});

test('the editor takes a Sudoku by keyboard and a Towers puzzle by clicks, and counts each', async () => {
  await page.goto(`${base}#/editor`);
  await page.selectOption('#editor-family', 'sudoku');
  await page.fill('#editor-rows', '9');
  await page.click('#editor-new');
  const entry = sudokuPack.puzzles[0], n = entry.size;
  // The cursor snakes through the grid; the givens are typed.
  await page.focus('#editor-board svg');
  await typeGrid(n, (r, c) => entry.grid[r][c]);
  assert.match(await countInEditor(), new RegExp(`Exactly 1 solution · grade ${entry.rating.grade}`));
  // A Towers puzzle: clicks cycle each clue around the grid and each given up to its value.
  const t = towersPack.puzzles[1], m = t.size;
  await page.selectOption('#editor-family', 'towers');
  await page.fill('#editor-rows', String(m));
  await page.click('#editor-new');
  const clicks = [];
  for (let i = 0; i < m; i++) {
    clicks.push([-1, i, t.clues.top[i]], [m, i, t.clues.bottom[i]], [i, -1, t.clues.left[i]], [i, m, t.clues.right[i]]);
    for (let c = 0; c < m; c++) clicks.push([i, c, t.grid[i][c]]);
  }
  const box = await page.locator('#editor-board svg').boundingBox();
  const unit = box.width / (m + 2);  // the Towers board has one unit of rim on each side
  for (const [r, c, v] of clicks)
    for (let k = 0; k < v; k++) await page.mouse.click(box.x + (c + 1.5) * unit, box.y + (r + 1.5) * unit);
  assert.match(await countInEditor(), new RegExp(`Exactly 1 solution · grade ${t.rating.grade}`));
  await page.locator('#editor-board svg').screenshot({ path: path.join(ARTIFACTS, 'editor-towers-5x5.png') });
  // mine.json holds Slitherlink puzzles: saving a Towers puzzle there is refused with a message.
  await page.click('#save');
  await page.waitForFunction(() => /holds slitherlink puzzles, not towers/.test(document.querySelector('#editor-result').textContent));
  await page.selectOption('#editor-family', 'slitherlink');  // leave the editor as the other tests expect it
});

test('Masyu: a pearl\'s rule broken is named; clicking the solution steps solves it', async () => {
  const entry = masyuPack.puzzles[0], R = entry.rows, C = entry.cols;
  await openPlay('masyu/1');
  await page.waitForSelector(edgeSelector('h0'));
  // A black pearl off the border gets a line straight through it; else a white pearl off
  // the border gets a turn (right, then down).
  let wrong = null;
  entry.pearls.forEach((row, r) => [...row].forEach((ch, c) => {
    if (wrong || ch === '.' || r === 0 || c === 0 || r === R - 1 || c === C - 1) return;
    wrong = ch === 'B'
      ? { r, c, steps: [`h${r * (C - 1) + c - 1}`, `h${r * (C - 1) + c}`], text: 'goes straight through the black pearl' }
      : { r, c, steps: [`h${r * (C - 1) + c}`, `v${r * C + c}`], text: 'turns on the white pearl' };
  }));
  assert.ok(wrong, 'the puzzle has a pearl off the border');
  for (const name of wrong.steps) await page.click(hit(name));
  await page.click('#check');
  assert.match(await page.textContent('#messages'), new RegExp(`${wrong.text} at row ${wrong.r + 1}, column ${wrong.c + 1}`));
  assert.equal(await page.locator('#board .pearl.err').count(), 1);
  await page.click('#restart');
  for (const name of solutionEdges(entry)) {
    assert.doesNotMatch(await page.textContent('#status'), /Solved/);
    await page.click(hit(name));
  }
  await page.waitForSelector('#status.solved');
  assert.match(await page.textContent('#messages'), /every pearl satisfied/);
  await page.locator('#board svg').screenshot({ path: path.join(ARTIFACTS, 'board-masyu-6x6-solved.png') });
});

test('the editor takes a Masyu puzzle by clicks (white once, black twice) and counts it', async () => {
  const entry = masyuPack.puzzles[1];
  await newEditorGrid('masyu', entry.rows, entry.cols);
  for (let r = 0; r < entry.rows; r++)
    for (let c = 0; c < entry.cols; c++) {
      const clicks = { '.': 0, W: 1, B: 2 }[entry.pearls[r][c]];
      for (let k = 0; k < clicks; k++) await page.click(`#editor-board [data-cell="${r},${c}"]`);
    }
  assert.match(await countInEditor(), new RegExp(`Exactly 1 solution · grade ${entry.rating.grade}`));
  await page.locator('#editor-board svg').screenshot({ path: path.join(ARTIFACTS, 'editor-masyu-6x6.png') });
  await page.selectOption('#editor-family', 'slitherlink');  // leave the editor as the other tests expect it
});

test('the ∞ Loop editor asks for one network: a two-solution grid becomes unique and keeps the flag', async () => {
  await newEditorGrid('infinity-loop', 3, 4);
  // The 3x4 grid of tests/infinity_loop_rating_test.cpp: two solutions, one of them two
  // networks. Clicks per tile from blank: 1 end, 3 corner, 4 tee (turns do not matter).
  const clicks = ['3430', '4441', '1131'];
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 4; c++)
      for (let k = 0; k < Number(clicks[r][c]); k++) await page.click(`#editor-board [data-cell="${r},${c}"]`);
  assert.equal(await page.isChecked('#editor-flag-connected'), false);
  assert.match(await countInEditor(), /^2 solutions/);
  await page.check('#editor-flag-connected');
  assert.match(await countInEditor(), /^Exactly 1 solution · grade /);
  await page.reload();  // the flag is part of the puzzle the editor keeps
  await page.waitForSelector('#editor:not([hidden])');
  assert.equal(await page.isChecked('#editor-flag-connected'), true);
  await page.uncheck('#editor-flag-connected');
  assert.match(await countInEditor(), /^2 solutions/);
  await page.selectOption('#editor-family', 'slitherlink');  // leave the editor as the other tests expect it
  assert.equal(await page.locator('#editor-flag-connected').count(), 0);
});

test('the editor places and turns ∞ Loop tiles, counts them and rates a unique one', async () => {
  await newEditorGrid('infinity-loop', 2, 2);
  // Four dead ends (one click each) pair up as the 2 domino tilings of a 2x2 grid.
  for (const rc of ['0,0', '0,1', '1,0', '1,1']) await page.click(`#editor-board [data-cell="${rc}"]`);
  assert.match(await countInEditor(), /^2 solutions/);
  // A click on a tile with a pipe ends moves it to the next shape: a straight cannot fit.
  await page.click('#editor-board [data-cell="0,0"]');
  assert.match(await countInEditor(), /^No solution/);
  // The generated puzzle, shape by shape (clicks: none, end, straight, corner, tee, cross),
  // each tile then turned by right-clicks: its count and grade are the pack's.
  const entry = loopPack.puzzles[0], R = entry.rows, C = entry.cols;
  await page.fill('#editor-rows', String(R));
  await page.fill('#editor-cols', String(C));
  await page.click('#editor-new');
  const shapes = [[' '], ['╹', '╺', '╻', '╸'], ['┃', '━'], ['┗', '┏', '┓', '┛'], ['┣', '┳', '┫', '┻'], ['╋']];
  for (let r = 0; r < R; r++) {
    const row = [...entry.tiles[r]];
    for (let c = 0; c < C; c++) {
      const k = shapes.findIndex((s) => s.includes(row[c])), turns = shapes[k].indexOf(row[c]);
      for (let i = 0; i < k; i++) await page.click(`#editor-board [data-cell="${r},${c}"]`);
      for (let i = 0; i < turns; i++) await page.click(`#editor-board [data-cell="${r},${c}"]`, { button: 'right' });
    }
  }
  const placed = await page.evaluate(() => JSON.parse(localStorage.getItem('looplab:v1:editor') ?? 'null'));
  assert.deepEqual(placed.puzzle.tiles, entry.tiles);
  assert.match(await countInEditor(), new RegExp(`Exactly 1 solution · grade ${entry.rating.grade} · score ${entry.rating.score}`));
  await page.locator('#editor-board svg').screenshot({ path: path.join(ARTIFACTS, 'editor-infinity-loop.png') });
  // mine.json holds Slitherlink puzzles: saving an ∞ Loop there is refused with a message.
  await page.click('#save');
  await page.waitForFunction(() => /holds slitherlink puzzles, not infinity-loop/.test(document.querySelector('#editor-result').textContent));
  await page.selectOption('#editor-family', 'slitherlink');
});

// ---- hints --------------------------------------------------------------------------
// A hint's edge ("h:R:C" in data-at) as the board's data-edge name, for a family whose h
// edges are `hWidth` a row and v edges `vWidth`.
function hintEdge(at, hWidth, vWidth) {
  const [e, r, c] = at.split(':');
  return e === 'h' ? `h${Number(r) * hWidth + Number(c)}` : `v${Number(r) * vWidth + Number(c)}`;
}
const edgeOn = async (name) => /\bon\b/.test(await page.getAttribute(edgeSelector(name), 'class'));
const edgeOff = async (name) => /\boff\b/.test(await page.getAttribute(edgeSelector(name), 'class'));
// Asks for a hint with the button and waits for its answer beside the board.
async function askHint() {
  await page.click('#hint');
  await page.waitForFunction(() => !/busy/.test(document.querySelector('#messages').className) &&
    document.querySelector('#messages').textContent.trim() !== '');
}
// Applies the hint shown and checks every conclusion's edge now agrees with `entry`'s
// solution; returns how many edges it decided.
async function applyHint(entry, hWidth, vWidth) {
  const conclusions = await page.$$eval('#board [data-hint="conclusion"]', (els) => els.map((e) => e.dataset.at));
  assert.ok(conclusions.length > 0, 'a step concludes something');
  await page.click('#hint-apply');
  await page.waitForFunction(() => !document.querySelector('#board [data-hint]'));
  const solution = entry.solution.h + entry.solution.v, H = entry.solution.h.length;
  for (const at of conclusions) {
    const name = hintEdge(at, hWidth, vWidth);
    const index = name[0] === 'h' ? Number(name.slice(1)) : H + Number(name.slice(1));
    if (solution[index] === '1') assert.ok(await edgeOn(name), `${name} should be a line after Apply`);
    else assert.ok(await edgeOff(name), `${name} should be crossed after Apply`);
  }
  return conclusions.length;
}

test('Hint on Slitherlink: a sentence with premises and conclusions on the board; Apply makes its moves; h asks again', async () => {
  const entry = pack5.puzzles[2], C = entry.cols;
  // Opening the puzzle (or restarting a finished one) asks the server to prove it now, so
  // the first hint costs the hint alone.
  const [proved] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/prove')),
    openPlay('p5/3').then(() => page.click('#restart'))]);
  assert.deepEqual(await proved.json(), { status: 'unique' });
  assert.equal(JSON.parse(proved.request().postData()).clues.join('/'), entry.clues.join('/'));
  await askHint();
  assert.match(await page.getAttribute('#messages', 'class'), /\bhint\b/);
  const sentence = await page.textContent('#messages');
  assert.match(sentence, /row \d+, column \d+/);
  assert.match(sentence, /tier \d/);
  assert.ok(await page.locator('#board [data-hint="premise"]').count() > 0, 'the premises are marked');
  assert.ok(await page.locator('#board [data-hint="conclusion"]').count() > 0, 'the conclusions are marked');
  await page.locator('#board svg').screenshot({ path: path.join(ARTIFACTS, 'hint-slitherlink-step.png') });
  await page.screenshot({ path: path.join(ARTIFACTS, 'hint-slitherlink-page.png') });
  let decided = await applyHint(entry, C, C + 1);
  // The h key, then Apply, a few more times: every move agrees with the solution.
  for (let i = 0; i < 4; i++) {
    await page.locator('#board svg').focus();
    await page.keyboard.press('h');
    await page.waitForSelector('#hint-apply');
    decided += await applyHint(entry, C, C + 1);
  }
  assert.ok(decided >= 5);
  assert.match(await page.textContent('#status'), /In progress/);
});

test('Hint on Slitherlink: a wrong mark is named and marked in red, and nothing else is said', async () => {
  const entry = pack5.puzzles[2], C = entry.cols;
  await openPlay('p5/3');
  await page.click('#restart');
  // The first edge that is no line of the solution, drawn as a line.
  const k = [...entry.solution.h].indexOf('0');
  await page.click(hit(`h${k}`));
  await askHint();
  assert.match(await page.getAttribute('#messages', 'class'), /\berror\b/);
  assert.match(await page.textContent('#messages'), /contradicts the solution/);
  const marked = await page.$$eval('#board [data-hint]', (els) => els.map((e) => `${e.dataset.hint} ${e.dataset.at}`));
  assert.deepEqual(marked, [`mistake h:${Math.floor(k / C)}:${k % C}`]);
  assert.equal(await page.locator('#hint-apply').count(), 0);
  await page.locator('#board svg').screenshot({ path: path.join(ARTIFACTS, 'hint-slitherlink-mistake.png') });
  // A move clears the hint from the board.
  await page.click(hit(`h${k}`));
  assert.equal(await page.locator('#board [data-hint]').count(), 0);
});

test('Hint on Masyu: a sentence and its marks between cell centres, Apply makes its moves, a wrong step is named', async () => {
  const entry = masyuPack.puzzles[1], C = entry.cols;
  await openPlay('masyu/2');
  await page.click('#restart');
  for (let i = 0; i < 3; i++) {
    await askHint();
    assert.match(await page.getAttribute('#messages', 'class'), /\bhint\b/, await page.textContent('#messages'));
    assert.match(await page.textContent('#messages'), /row \d+, column \d+/);
    assert.ok(await page.locator('#board [data-hint="premise"]').count() > 0, 'the premises are marked');
    if (i === 0) await page.locator('#board svg').screenshot({ path: path.join(ARTIFACTS, 'hint-masyu-step.png') });
    await applyHint(entry, C - 1, C);
  }
  // The first step of the solution that is no line, drawn as a line after a restart.
  await page.click('#restart');
  const k = [...entry.solution.h].indexOf('0');
  await page.click(hit(`h${k}`));
  await askHint();
  assert.match(await page.textContent('#messages'), /contradicts the solution/);
  const marked = await page.$$eval('#board [data-hint]', (els) => els.map((e) => `${e.dataset.hint} ${e.dataset.at}`));
  assert.deepEqual(marked, [`mistake h:${Math.floor(k / (C - 1))}:${k % (C - 1)}`]);
  await page.locator('#board svg').screenshot({ path: path.join(ARTIFACTS, 'hint-masyu-mistake.png') });
});

test('Hint on ∞ Loop: premises and the tile to turn on the board; Apply turns it as the solution does; a wrong settled tile is named', async () => {
  const entry = loopPack.puzzles[0], C = entry.cols;
  await openPlay('loop/1');
  await page.click('#restart');
  // One network is the rule of this pack's puzzles, and the instructions say so.
  assert.match(await page.textContent('#play-help'), /one connected network/);
  await askHint();
  const text = await page.textContent('#messages');
  assert.match(text, /row \d+, column \d+/);
  assert.match(text, /must be turned/);
  assert.ok(await page.locator('#board [data-hint="premise"]').count() > 0, 'the premises are marked');
  const turned = await page.$$eval('#board [data-hint="conclusion"]', (els) => els.map((e) => e.dataset.at).filter((at) => at.startsWith('cell:')));
  assert.ok(turned.length > 0, 'a tile to turn is marked');
  await page.locator('#board svg').screenshot({ path: path.join(ARTIFACTS, 'hint-infinity-loop-step.png') });
  await page.click('#hint-apply');
  await page.waitForFunction(() => !document.querySelector('#board [data-hint]'));
  const turns = turnsToSolve(entry);
  for (const at of turned) {
    const [, r, c] = at.split(':').map(Number);
    const i = r * C + c;
    assert.equal(Number(await page.getAttribute(`#board [data-item="${i}"]`, 'data-turns')) % turns[i].period, turns[i].k,
      `the tile at ${r},${c} is turned as the solution turns it`);
  }
  // The next hint builds on it: Apply, again, a few times.
  for (let round = 0; round < 3; round++) {
    await askHint();
    if (!(await page.locator('#hint-apply').count())) break;
    await page.click('#hint-apply');
    await page.waitForFunction(() => !document.querySelector('#board [data-hint]'));
  }
  // A tile with four positions turned one too far by the player: the hint names it, in red.
  const wrong = turns.findIndex((t) => t.period === 4);
  const [wr, wc] = [Math.floor(wrong / C), wrong % C];
  const now = Number(await page.getAttribute(`#board [data-item="${wrong}"]`, 'data-turns'));
  const clicks = (turns[wrong].k + 1 - now + 8) % 4 || 4;
  for (let j = 0; j < clicks; j++) await page.click(`#board [data-cell="${wr},${wc}"]`);
  await askHint();
  assert.match(await page.textContent('#messages'), new RegExp(`row ${wr + 1}, column ${wc + 1}, turned .*is a mistake`));
  const marked = await page.$$eval('#board [data-hint]', (els) => els.map((e) => `${e.dataset.hint} ${e.dataset.at}`));
  assert.deepEqual(marked, [`mistake cell:${wr}:${wc}`]);
  await page.locator('#board svg').screenshot({ path: path.join(ARTIFACTS, 'hint-infinity-loop-mistake.png') });
});

test('Hint answers on every family with a step from the board as dealt, and the page stays whole', async () => {
  for (const route of ['p5/1', 'masyu/1', 'sudoku/1', 'sudoku6/1', 'towers/1', 'loop/1']) {
    await openPlay(route);
    await page.click('#restart');
    await askHint();
    const text = await page.textContent('#messages');
    assert.doesNotMatch(text, /not available/, `${route}: ${text}`);
    assert.match(await page.getAttribute('#messages', 'class'), /\bhint\b/, `${route}: ${text}`);
    assert.match(text, /row \d+, column \d+/, `${route}: ${text}`);
    assert.ok(await page.locator('#board svg').count() === 1);
    assert.equal(await page.isDisabled('#hint'), false);
  }
});

// ---- hints on Sudoku and Towers ---------------------------------------------------------
// Asks for a hint (the button, or `press`) and returns the STATE the app sent and the
// hint POST /api/hint answered, once it shows beside the board.
async function askHintSeen(press = () => page.click('#hint')) {
  const [res] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/hint')), press()]);
  const sent = JSON.parse(res.request().postData()).state;
  const hint = await res.json();
  await page.waitForFunction(() => !/busy/.test(document.querySelector('#messages').className) &&
    document.querySelector('#messages').textContent.trim() !== '');
  return { sent, hint };
}
// The places a hint outlines on the board in `role`, as "cell:R:C", sorted.
const hintMarks = (role) => page.$$eval(`#board [data-hint="${role}"]`, (els) => els.map((e) => e.dataset.at).sort());
const cellsOf = (items) => [...new Set(items.map((i) => `cell:${i.row}:${i.col}`))].sort();
// looplab hint's STATE for digits `placed` (row-major, givens too) and the digits ruled
// out of open cells, `out` ("r,c,d", 0-based cells): what the app must send.
function digitsState(n, placed, out) {
  const rows = [], tokens = [];
  for (let r = 0; r < n; r++) {
    rows.push(placed.slice(r * n, (r + 1) * n).map((d) => (d ? String(d) : '.')).join(''));
    for (let c = 0; c < n; c++) {
      for (let d = 1; d <= n; d++) if (!placed[r * n + c] && out.has(`${r},${c},${d}`)) tokens.push(`r${r + 1}c${c + 1}-${d}`);
    }
  }
  return tokens.length ? [rows.join('/'), tokens.join(' ')] : [rows.join('/')];
}
const outMark = (r, c, d) => `${cell(r, c)} .mark.out[data-digit="${d}"]`;

// Hint and Apply from the start of `route` until a hint has placed a digit (and three
// hints at least): every STATE sent is exactly the board, every sentence is shown, its
// premises and conclusions are the cells outlined, and Apply places each digit or
// strikes each ruled-out one, as the solution agrees. Screenshots hint-NAME-*.png.
async function walkDigitHints(route, entry, name) {
  const n = entry.size, solution = entry.solution.grid.flat();
  const placed = entry.grid?.flat() ?? new Array(n * n).fill(0), out = new Set();
  await openPlay(route);
  await page.click('#restart');
  let placements = 0, eliminations = 0, rimPremises = 0;
  for (let round = 0; placements === 0 || round < 3; round++) {
    assert.ok(round < 40, 'a hint places a digit within 40 hints');
    const { sent, hint } = await askHintSeen();
    assert.deepEqual(sent, digitsState(n, placed, out), 'the app sends what the board shows');
    assert.equal(hint.kind, 'step', JSON.stringify(hint));
    assert.equal(await page.textContent('#messages .hint-text'), hint.text);
    assert.match(hint.text, /row \d+, column \d+.*(must be|can't be)/);
    assert.deepEqual(await hintMarks('premise'), cellsOf(hint.premises));
    assert.deepEqual(await hintMarks('conclusion'), cellsOf(hint.conclusions));
    rimPremises += hint.premises.filter((i) => i.row < 0 || i.col < 0 || i.row >= n || i.col >= n).length;
    if (round === 0) await page.locator('#board svg').screenshot({ path: path.join(ARTIFACTS, `hint-${name}-step.png`) });
    await page.click('#hint-apply');
    await page.waitForFunction(() => !document.querySelector('#board [data-hint]'));
    for (const { row: r, col: c, digit: d, mark } of hint.conclusions) {
      const i = r * n + c;
      if (mark === 'place') {
        assert.equal(d, solution[i], `row ${r + 1}, column ${c + 1} holds ${solution[i]}`);
        assert.equal(await cellValue(r, c), d, 'Apply placed the digit');
        placed[i] = d;
        placements++;
      } else {
        assert.equal(mark, 'eliminate');
        assert.notEqual(d, solution[i], `row ${r + 1}, column ${c + 1} holds ${d}`);
        assert.equal(await page.locator(outMark(r, c, d)).count(), 1, `Apply struck ${d} in row ${r + 1}, column ${c + 1}`);
        out.add(`${r},${c},${d}`);
        eliminations++;
      }
    }
    if (eliminations && round < 12) await page.locator('#board svg').screenshot({ path: path.join(ARTIFACTS, `hint-${name}-applied.png`) });
  }
  return { placed, out, eliminations, rimPremises };
}

// A wrong digit typed into an open cell, then a right one ruled out there: the app sends
// them, and each hint names that mark alone and outlines its cell in red. `placed` and
// `out` are the board's digits and ruled-out digits (walkDigitHints).
async function digitMistakes(entry, { placed, out }, name) {
  const n = entry.size, solution = entry.solution.grid.flat();
  const i = placed.findIndex((d) => !d), r = Math.floor(i / n), c = i % n, wrong = (solution[i] % n) + 1;
  await page.click(cell(r, c));
  await page.keyboard.press(String(wrong));
  let { sent, hint } = await askHintSeen();
  assert.deepEqual(sent, digitsState(n, placed.map((d, k) => (k === i ? wrong : d)), out));
  assert.equal(hint.kind, 'mistake');
  assert.match(await page.textContent('#messages'), new RegExp(`The ${wrong} in row ${r + 1}, column ${c + 1} is a mistake`));
  assert.deepEqual(await hintMarks('mistake'), [`cell:${r}:${c}`]);
  assert.equal(await page.locator('#board [data-hint="premise"], #board [data-hint="conclusion"], #hint-apply').count(), 0);
  await page.locator('#board svg').screenshot({ path: path.join(ARTIFACTS, `hint-${name}-mistake.png`) });
  // Backspace clears the digit; in pencil mode the solution's digit, twice: a candidate, then ruled out.
  await page.keyboard.press('Backspace');
  await page.keyboard.press('p');
  await page.keyboard.press(String(solution[i]));
  await page.keyboard.press(String(solution[i]));
  await page.keyboard.press('p');
  assert.equal(await page.locator(outMark(r, c, solution[i])).count(), 1);
  ({ sent, hint } = await askHintSeen());
  assert.deepEqual(sent, digitsState(n, placed, new Set([...out, `${r},${c},${solution[i]}`])));
  assert.equal(hint.kind, 'mistake');
  assert.match(await page.textContent('#messages'), new RegExp(`Ruling ${solution[i]} out of row ${r + 1}, column ${c + 1} is a mistake`));
  assert.deepEqual(await hintMarks('mistake'), [`cell:${r}:${c}`]);
  await page.locator('#board svg').screenshot({ path: path.join(ARTIFACTS, `hint-${name}-mistake-ruled-out.png`) });
}

test('Hint on a 9x9 Sudoku: the cells it reads and decides outlined, Apply places and rules out, h asks too, a wrong digit is named in red', async () => {
  const entry = sudokuPack.puzzles[0];
  const board = await walkDigitHints('sudoku/1', entry, 'sudoku-9x9'), { placed } = board;
  assert.match(await page.textContent('#play-help'), /\? or h: hint\.$/);
  // h asks for a hint here (it types no digit on a 9x9), with the cursor on an open cell.
  const i = placed.findIndex((d) => !d), n = entry.size;
  await page.click(cell(Math.floor(i / n), i % n));
  const { hint } = await askHintSeen(() => page.keyboard.press('h'));
  assert.equal(hint.kind, 'step');
  assert.equal(await cellValue(Math.floor(i / n), i % n), 0);
  await digitMistakes(entry, board, 'sudoku-9x9');
});

test('Hint on a 6x6 Sudoku with boxes of 2 rows by 3 columns: the cells it reads and decides outlined, Apply, a wrong digit named', async () => {
  const entry = sudoku6Pack.puzzles[0];
  assert.deepEqual([entry.box_rows, entry.box_cols], [2, 3]);
  await digitMistakes(entry, await walkDigitHints('sudoku6/1', entry, 'sudoku-6x6'), 'sudoku-6x6');
});

test('Hint on Towers: its clues outside the grid outlined as premises, Apply rules heights out and places them, a wrong height named', async () => {
  const entry = towersPack.puzzles[0];
  const board = await walkDigitHints('towers/1', entry, 'towers-5x5');
  assert.ok(board.rimPremises > 0, 'a hint reads a clue outside the grid');
  assert.ok(board.eliminations > 0, 'a hint rules a height out');
  await digitMistakes(entry, board, 'towers-5x5');
});

test('pencil marks saved in the bit-mask encoding (v & 31 the digit, bit d + 4 candidate d) come back as candidates', async () => {
  const entry = sudokuPack.puzzles[1], n = entry.size, i = entry.grid.flat().indexOf(0), r = Math.floor(i / n), c = i % n;
  await openPlay('sudoku/2');
  await page.click('#restart');
  await page.click(cell(r, c));
  await page.keyboard.press('p');
  await page.keyboard.press('3');  // a candidate 3, saved in this encoding
  await page.keyboard.press('p');
  await page.goto(`${base}#/editor`);
  await page.waitForSelector('#editor:not([hidden])');  // the game has saved itself
  // The same progress as an app of the bit-mask encoding saved it: candidates 1 and 2, with the history.
  const rewritten = await page.evaluate(([k, old]) => {
    for (const key of Object.keys(localStorage)) {
      const saved = JSON.parse(localStorage.getItem(key));
      if (!key.includes('progress:sudoku:9x9') || saved.state?.[k] !== 32 * 9) continue;
      delete saved.version;
      saved.state[k] = old;
      saved.undo = [[[k, 0, old]]];
      localStorage.setItem(key, JSON.stringify(saved));
      return true;
    }
    return false;
  }, [i, (1 << 5) | (1 << 6)]);
  assert.ok(rewritten, 'the progress of this puzzle is saved');
  await openPlay('sudoku/2');
  assert.deepEqual(await page.$$eval(`${cell(r, c)} text.mark`, (els) => els.map((e) => `${e.getAttribute('class')} ${e.dataset.digit}`)),
    ['mark 1', 'mark 2']);
  await page.keyboard.press('u');
  assert.equal(await page.locator(`${cell(r, c)} .mark`).count(), 0);
  await page.click('#restart');
});

test('the hint key ? never types a digit: on a 25x25 Sudoku h types 17, and ? asks for the hint', async () => {
  await openPlay('sudoku25/1');
  await page.click('#restart');
  const help = await page.textContent('#play-help');
  assert.match(help, / \?: hint\.$/);
  await page.click(cell(0, 0));
  await page.keyboard.press('h');
  assert.equal(await cellValue(0, 0), 17);
  let { hint } = await askHintSeen(() => page.keyboard.press('?'));
  assert.equal(hint.kind, 'mistake');
  assert.match(await page.textContent('#messages'), /The 17 in row 1, column 1 is a mistake/);
  assert.deepEqual(await hintMarks('mistake'), ['cell:0:0']);
  await page.keyboard.press('Backspace');
  ({ hint } = await askHintSeen(() => page.keyboard.press('?')));
  assert.equal(hint.kind, 'step');
  assert.equal(await cellValue(0, 0), 0);
  assert.equal(await page.textContent('#messages .hint-text'), hint.text);
  await page.locator('#board svg').screenshot({ path: path.join(ARTIFACTS, 'hint-sudoku-25x25-step.png') });
});

test('Hint and Apply, again and again, solve a Slitherlink; a trial is walked link by link with tentative marks', async () => {
  const entry = pack5.puzzles[0], C = entry.cols;
  await openPlay('p5/1');
  await page.click('#restart');
  let hints = 0, walked = false;
  while (!(await page.locator('#status.solved').count())) {
    assert.ok(++hints <= 120, 'the hints run out before the puzzle is solved');
    await askHint();
    assert.match(await page.getAttribute('#messages', 'class'), /\bhint\b/, await page.textContent('#messages'));
    const links = await page.locator('#messages [data-link]').count();
    if (links && !walked) {
      walked = true;
      assert.match(await page.textContent('#messages .hint-text'), /^Suppose /);
      await page.click('#messages [data-link="0"]');
      // The supposed mark is tentative; the first link's premises and conclusions are shown.
      assert.ok(await page.locator('#board [data-hint="tentative"]').count() >= 1);
      assert.ok(await page.locator('#board [data-hint="conclusion"]').count() >= 1);
      await page.click(`#messages [data-link="${links - 1}"]`);
      assert.ok(await page.locator('#board [data-hint="tentative"]').count() >= links, 'what earlier links forced is tentative');
      await page.locator('#board svg').screenshot({ path: path.join(ARTIFACTS, 'hint-slitherlink-trial-walked.png') });
      await page.screenshot({ path: path.join(ARTIFACTS, 'hint-slitherlink-trial-page.png') });
      await page.click('#messages .hint-text');
      assert.equal(await page.locator('#board [data-hint="tentative"]').count(), 0);
    }
    await applyHint(entry, C, C + 1);
  }
  assert.ok(walked, 'an expert 5x5 takes a trial');
  assert.match(await page.textContent('#status'), /Solved in/);
});

// ---- Slitherlink on Loopy's other grids ---------------------------------------------------
// An edge of a grid given as a graph, by its points (data-edge "p-q", p < q).
const graphEdge = ([a, b]) => `#board [data-edge="${Math.min(a, b)}-${Math.max(a, b)}"]`;
// Every edge of a graph puzzle, as [p, q] with p < q, in the graph's order: the faces walked
// in turn, each meeting its sides (what the app numbers and a hint's STATE follows).
function graphEdges(entry) {
  const seen = new Set(), edges = [];
  for (const ring of entry.graph.faces) {
    ring.forEach((a, k) => {
      const b = ring[(k + 1) % ring.length], e = [Math.min(a, b), Math.max(a, b)];
      if (!seen.has(e.join('-'))) { seen.add(e.join('-')); edges.push(e); }
    });
  }
  return edges;
}

for (const [i, t] of GRID_TYPES.entries()) {
  test(`Slitherlink on Loopy's grid t${t}: drawn, a wrong edge named, Hint and Apply, the solution clicked solves it`, async () => {
    const entry = gridPack.puzzles[i], name = entry.grid;
    await openPlay(`grids/${i + 1}`);
    await page.click('#restart');
    assert.match(await page.textContent('#play-title'), new RegExp(`Slitherlink ${name.replace(/-/g, ' ')}`));
    const all = graphEdges(entry);
    assert.equal(await page.locator('#board .edge').count(), all.length);
    assert.equal(await page.locator('#board .clue').count(), entry.clues.filter((c) => c !== null).length);
    await page.locator('#board svg').screenshot({ path: path.join(ARTIFACTS, `grid-${name}.png`) });
    const solution = new Set(entry.solution.edges.map(([a, b]) => `${Math.min(a, b)}-${Math.max(a, b)}`));
    // A line on an edge the solution leaves empty: the hint names that edge, and only it.
    const wrong = all.find((e) => !solution.has(e.join('-')));
    await page.click(`${graphEdge(wrong)} .hit`);
    const { sent, hint } = await askHintSeen();
    assert.equal(sent.length, 1);
    assert.equal(sent[0], all.map((e) => (e === wrong ? '1' : '.')).join(''));
    assert.equal(hint.kind, 'mistake', JSON.stringify(hint));
    assert.deepEqual(await hintMarks('mistake'), [`edge:${wrong.join(':')}`]);
    await page.click('#undo');
    // A step from the empty board: its conclusions drawn, Apply makes them as the solution has them.
    const step = await askHintSeen();
    assert.equal(step.hint.kind, 'step', JSON.stringify(step.hint));
    assert.ok(await page.locator('#board [data-hint="conclusion"]').count() > 0);
    if (i === 1) await page.locator('#board svg').screenshot({ path: path.join(ARTIFACTS, `hint-grid-${name}.png`) });
    await page.click('#hint-apply');
    await page.waitForFunction(() => !document.querySelector('#board [data-hint]'));
    for (const c of step.hint.conclusions.filter((x) => Array.isArray(x.edge))) {
      const cls = await page.getAttribute(graphEdge(c.edge), 'class');
      assert.match(cls, c.mark === 'line' ? /\bon\b/ : /\boff\b/);
      assert.equal(solution.has(c.edge.join('-')), c.mark === 'line');
    }
    // The solution by clicks (from the empty board), Check on the way, then solved.
    await page.click('#restart');
    const lines = [...solution].map((k) => k.split('-').map(Number));
    for (const e of lines.slice(0, -1)) await page.click(`${graphEdge(e)} .hit`);
    await page.click('#check');
    assert.match(await page.textContent('#messages'), /No mistakes so far/);
    await page.click(`${graphEdge(lines.at(-1))} .hit`);
    await page.waitForSelector('#status.solved');
    assert.match(await page.textContent('#status'), /Solved in/);
  });
}

test('Slitherlink on a grid: a branch is named by Check, the keyboard moves along edges, progress survives a reload', async () => {
  const entry = gridPack.puzzles[1];  // honeycomb: three edges at each inner point
  await openPlay('grids/2');
  await page.click('#restart');
  const all = graphEdges(entry);
  // The three edges at the first point with three.
  const at = new Map();
  all.forEach((e) => e.forEach((q) => at.set(q, [...(at.get(q) ?? []), e])));
  const three = [...at.values()].find((es) => es.length === 3);
  for (const e of three) await page.click(`${graphEdge(e)} .hit`);
  await page.click('#check');
  assert.match(await page.textContent('#messages'), /A branch: 3 lines meet at point \d+/);
  assert.equal(await page.locator('#board .edge.err').count(), 3);
  await page.click('#restart');
  // The cursor starts on the first edge; space draws a line there; an arrow moves it to another edge.
  await page.locator('#board svg').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press(' ');
  assert.match(await page.getAttribute(graphEdge(all[0]), 'class'), /\bon\b/);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('x');
  assert.equal(await page.locator('#board .edge.off').count(), 1);
  assert.doesNotMatch(await page.getAttribute(graphEdge(all[0]), 'class'), /\boff\b/);
  await page.reload();
  await page.waitForSelector('#board[data-puzzle="grids/2"]');
  assert.match(await page.getAttribute(graphEdge(all[0]), 'class'), /\bon\b/);
  assert.equal(await page.locator('#board .edge.off').count(), 1);
  // Reveal shows the solution's lines.
  await page.click('#reveal');
  assert.equal(await page.locator('#board .edge.on').count(), entry.solution.edges.length);
});

test('the editor makes an empty honeycomb grid, sets and clears face clues, and saves a copy of a grid puzzle', async () => {
  await newEditorGrid('slitherlink', 3, 3);
  await page.selectOption('#editor-grid', 'honeycomb');
  await page.waitForSelector('#editor-board [data-face="0"]');
  const faces = await page.locator('#editor-board [data-face]').count();
  assert.equal(faces, 9);
  await page.click('#editor-board [data-face="4"]');
  await page.click('#editor-board [data-face="4"]');
  assert.deepEqual(await page.$$eval('#editor-board .clue', (els) => els.map((e) => e.textContent)), ['1']);
  await page.click('#editor-board [data-face="4"]', { button: 'right' });
  assert.deepEqual(await page.$$eval('#editor-board .clue', (els) => els.map((e) => e.textContent)), ['0']);
  // By keyboard: the cursor starts on face 1, a digit sets its clue, Backspace clears it.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('6');
  assert.deepEqual((await page.$$eval('#editor-board .clue', (els) => els.map((e) => e.textContent))).sort(), ['0', '6']);
  await page.keyboard.press('7');  // a hexagon has six sides: nothing happens
  await page.keyboard.press('Backspace');
  assert.deepEqual(await page.$$eval('#editor-board .clue', (els) => els.map((e) => e.textContent)), ['0']);
  await page.locator('#editor-board svg').screenshot({ path: path.join(ARTIFACTS, 'editor-grid-honeycomb.png') });
  // A grid Loopy makes no smaller than 6x6 is made 6x6 when asked for less.
  await page.selectOption('#editor-grid', 'spectres');
  await page.waitForFunction(() => document.querySelector('#editor-rows').value === '6');
  assert.equal(await page.inputValue('#editor-cols'), '6');
  assert.equal(await page.locator('#editor-board [data-face]').count(), 10);  // the server's 6x6 patch
  assert.equal(await page.locator('#editor-board .clue').count(), 0);
  await page.locator('#editor-board svg').screenshot({ path: path.join(ARTIFACTS, 'editor-grid-spectres.png') });
  // A grid puzzle from a pack, copied into the editor, counted and saved.
  await openPlay('grids/3');
  await page.click('#edit-copy');
  await page.waitForSelector('#editor-board [data-face]');
  assert.equal(await page.inputValue('#editor-grid'), gridPack.puzzles[2].grid);
  assert.match(await countInEditor(), /^Exactly 1 solution/);
  await page.click('#save');
  await page.waitForFunction(() => /Saved as/.test(document.querySelector('#editor-result').textContent));
  const saved = JSON.parse(readFileSync(path.join(work, 'mine.json'), 'utf8')).puzzles.at(-1);
  assert.equal(saved.grid, gridPack.puzzles[2].grid);
  assert.deepEqual(saved.clues, gridPack.puzzles[2].clues);
});
