// A small QR Code encoder for share links: byte mode, error correction L or M,
// versions 1 to 6 (up to 106 bytes at M), drawn as SVG. No dependencies.

// Per version: total codewords and, per level, [EC codewords per block, block count].
// Versions 1-6 use blocks of one size only.
const VERSIONS = [
  null,
  { total: 26, L: [7, 1], M: [10, 1], align: [] },
  { total: 44, L: [10, 1], M: [16, 1], align: [6, 18] },
  { total: 70, L: [15, 1], M: [26, 1], align: [6, 22] },
  { total: 100, L: [20, 1], M: [18, 2], align: [6, 26] },
  { total: 134, L: [26, 1], M: [24, 2], align: [6, 30] },
  { total: 172, L: [18, 2], M: [16, 4], align: [6, 34] },
];
export const MAX_VERSION = VERSIONS.length - 1;
const LEVEL_BITS = { L: 0b01, M: 0b00 };

// ---- GF(256) arithmetic with the QR polynomial x^8+x^4+x^3+x^2+1 ----
const EXP = new Uint8Array(512);
const LOG = new Uint8Array(256);
(() => {
  let x = 1;
  for (let i = 0; i < 255; i++) {
    EXP[i] = x;
    LOG[x] = i;
    x <<= 1;
    if (x & 0x100) x ^= 0x11d;
  }
  for (let i = 255; i < 512; i++) EXP[i] = EXP[i - 255];
})();
const gfMul = (a, b) => (a === 0 || b === 0 ? 0 : EXP[LOG[a] + LOG[b]]);

// Generator polynomial of the given degree, highest power first (leading 1 omitted).
function generator(degree) {
  let poly = [1];
  for (let i = 0; i < degree; i++) {
    const next = new Array(poly.length + 1).fill(0);
    for (let j = 0; j < poly.length; j++) {
      next[j] ^= poly[j];
      next[j + 1] ^= gfMul(poly[j], EXP[i]);
    }
    poly = next;
  }
  return poly.slice(1);
}

// The Reed-Solomon error correction codewords for one block of data codewords.
export function reedSolomon(data, ecCount) {
  const gen = generator(ecCount);
  const rem = new Array(ecCount).fill(0);
  for (const byte of data) {
    const factor = byte ^ rem.shift();
    rem.push(0);
    for (let i = 0; i < ecCount; i++) rem[i] ^= gfMul(gen[i], factor);
  }
  return rem;
}

export function capacity(version, level) {
  const v = VERSIONS[version];
  const [ec, blocks] = v[level];
  return v.total - ec * blocks;  // data codewords
}

// Data codewords for byte mode: mode, count, bytes, terminator, padding.
export function dataCodewords(bytes, version, level) {
  const cap = capacity(version, level);
  const bits = [];
  const put = (value, length) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  put(0b0100, 4);
  put(bytes.length, 8);  // versions 1-9 count bytes in 8 bits
  for (const b of bytes) put(b, 8);
  if (bits.length > cap * 8) throw new RangeError('data too long for this version');
  put(0, Math.min(4, cap * 8 - bits.length));
  while (bits.length % 8) bits.push(0);
  const out = [];
  for (let i = 0; i < bits.length; i += 8) {
    let b = 0;
    for (let j = 0; j < 8; j++) b = (b << 1) | bits[i + j];
    out.push(b);
  }
  for (let pad = 0xec; out.length < cap; pad ^= 0xec ^ 0x11) out.push(pad);
  return out;
}

// All codewords in transmission order: data interleaved across blocks, then EC.
export function finalCodewords(data, version, level) {
  const [ecCount, blockCount] = VERSIONS[version][level];
  const size = data.length / blockCount;
  const blocks = [];
  for (let b = 0; b < blockCount; b++) blocks.push(data.slice(b * size, (b + 1) * size));
  const ecs = blocks.map((block) => reedSolomon(block, ecCount));
  const out = [];
  for (let i = 0; i < size; i++) for (const block of blocks) out.push(block[i]);
  for (let i = 0; i < ecCount; i++) for (const ec of ecs) out.push(ec[i]);
  return out;
}

// The 15 format bits: level and mask, BCH(15,5) protected, then masked with 0x5412.
export function formatBits(level, mask) {
  const data = (LEVEL_BITS[level] << 3) | mask;
  let rem = data << 10;
  for (let i = 14; i >= 10; i--) if ((rem >>> i) & 1) rem ^= 0x537 << (i - 10);
  return ((data << 10) | rem) ^ 0x5412;
}

const MASKS = [
  (r, c) => (r + c) % 2 === 0,
  (r) => r % 2 === 0,
  (r, c) => c % 3 === 0,
  (r, c) => (r + c) % 3 === 0,
  (r, c) => (Math.floor(r / 2) + Math.floor(c / 3)) % 2 === 0,
  (r, c) => ((r * c) % 2) + ((r * c) % 3) === 0,
  (r, c) => (((r * c) % 2) + ((r * c) % 3)) % 2 === 0,
  (r, c) => (((r + c) % 2) + ((r * c) % 3)) % 2 === 0,
];

// A grid of modules (true = dark) and which of them are function patterns.
class Grid {
  constructor(version) {
    this.size = 17 + 4 * version;
    this.dark = Array.from({ length: this.size }, () => new Array(this.size).fill(false));
    this.fixed = Array.from({ length: this.size }, () => new Array(this.size).fill(false));
  }
  set(row, col, dark) {
    this.dark[row][col] = dark;
    this.fixed[row][col] = true;
  }
}

function drawFunctionPatterns(grid, version) {
  const n = grid.size;
  // Timing patterns along row 6 and column 6.
  for (let i = 0; i < n; i++) {
    grid.set(6, i, i % 2 === 0);
    grid.set(i, 6, i % 2 === 0);
  }
  // Finder patterns with their light separators, in three corners.
  for (const [top, left] of [[0, 0], [0, n - 7], [n - 7, 0]]) {
    for (let dr = -1; dr <= 7; dr++) {
      for (let dc = -1; dc <= 7; dc++) {
        const r = top + dr;
        const c = left + dc;
        if (r < 0 || c < 0 || r >= n || c >= n) continue;
        const ring = Math.max(Math.abs(dr - 3), Math.abs(dc - 3));
        grid.set(r, c, ring !== 2 && ring !== 4);
      }
    }
  }
  // Alignment patterns wherever they do not overlap a finder.
  const pos = VERSIONS[version].align;
  for (const r of pos) {
    for (const c of pos) {
      if ((r === 6 && c === 6) || (r === 6 && c === n - 7) || (r === n - 7 && c === 6)) continue;
      for (let dr = -2; dr <= 2; dr++) {
        for (let dc = -2; dc <= 2; dc++) {
          grid.set(r + dr, c + dc, Math.max(Math.abs(dr), Math.abs(dc)) !== 1);
        }
      }
    }
  }
  // Reserve the format areas (drawn for real once the mask is chosen) and the dark module.
  drawFormat(grid, 0);
}

function drawFormat(grid, bits) {
  const n = grid.size;
  const bit = (i) => ((bits >>> i) & 1) === 1;
  // Around the top-left finder: bits 0-7 down column 8, bits 8-14 leftwards along row 8.
  const nearCorner = [
    [0, 8], [1, 8], [2, 8], [3, 8], [4, 8], [5, 8], [7, 8], [8, 8],
    [8, 7], [8, 5], [8, 4], [8, 3], [8, 2], [8, 1], [8, 0],
  ];
  nearCorner.forEach(([r, c], i) => grid.set(r, c, bit(i)));
  // Second copy: bits 0-7 along row 8 from the right, bits 8-14 up column 8 from the bottom.
  for (let i = 0; i < 8; i++) grid.set(8, n - 1 - i, bit(i));
  for (let i = 8; i < 15; i++) grid.set(n - 15 + i, 8, bit(i));
  grid.set(n - 8, 8, true);  // the dark module
}

function placeData(grid, codewords) {
  const n = grid.size;
  const totalBits = codewords.length * 8;
  let i = 0;
  let upward = true;
  for (let right = n - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;  // the vertical timing pattern takes a whole column
    for (let step = 0; step < n; step++) {
      const row = upward ? n - 1 - step : step;
      for (const col of [right, right - 1]) {
        if (grid.fixed[row][col]) continue;
        const on = i < totalBits && ((codewords[i >>> 3] >>> (7 - (i & 7))) & 1) === 1;
        grid.dark[row][col] = on;
        i++;
      }
    }
    upward = !upward;
  }
}

function applyMask(grid, mask) {
  const test = MASKS[mask];
  for (let r = 0; r < grid.size; r++) {
    for (let c = 0; c < grid.size; c++) {
      if (!grid.fixed[r][c] && test(r, c)) grid.dark[r][c] = !grid.dark[r][c];
    }
  }
}

// The standard's penalty score: lower is easier to scan.
export function penalty(dark) {
  const n = dark.length;
  let score = 0;
  const lines = [];
  for (let i = 0; i < n; i++) {
    lines.push(dark[i]);
    lines.push(dark.map((row) => row[i]));
  }
  const finderLike = [true, false, true, true, true, false, true];
  for (const line of lines) {
    let run = 1;
    for (let i = 1; i <= n; i++) {
      if (i < n && line[i] === line[i - 1]) {
        run++;
      } else {
        if (run >= 5) score += 3 + (run - 5);
        run = 1;
      }
    }
    // 1:1:3:1:1 with four light modules on either side (outside the symbol counts as light).
    const at = (i) => (i < 0 || i >= n ? false : line[i]);
    for (let i = 0; i + 7 <= n; i++) {
      if (!finderLike.every((v, k) => line[i + k] === v)) continue;
      const lightBefore = [1, 2, 3, 4].every((k) => !at(i - k));
      const lightAfter = [0, 1, 2, 3].every((k) => !at(i + 7 + k));
      if (lightBefore) score += 40;
      if (lightAfter) score += 40;
    }
  }
  for (let r = 0; r + 1 < n; r++) {
    for (let c = 0; c + 1 < n; c++) {
      const v = dark[r][c];
      if (dark[r][c + 1] === v && dark[r + 1][c] === v && dark[r + 1][c + 1] === v) score += 3;
    }
  }
  let darkCount = 0;
  for (const row of dark) for (const v of row) if (v) darkCount++;
  const percent = (darkCount * 100) / (n * n);
  score += 10 * Math.floor(Math.abs(percent - 50) / 5);
  return score;
}

const utf8 = (text) => Array.from(new TextEncoder().encode(text));

// Encodes text; returns { version, level, mask, size, modules } where modules[row][col]
// is true for a dark module. Options: level ('M' default), mask (0-7, else best), minVersion.
export function encodeQr(text, options = {}) {
  const level = options.level ?? 'M';
  if (!(level in LEVEL_BITS)) throw new RangeError(`unsupported level ${level}`);
  const bytes = utf8(text);
  let version = options.minVersion ?? 1;
  while (version <= MAX_VERSION && capacity(version, level) < bytes.length + 2) version++;
  if (version > MAX_VERSION) throw new RangeError('text too long for a QR code of version 6');
  const codewords = finalCodewords(dataCodewords(bytes, version, level), version, level);
  const build = (mask) => {
    const grid = new Grid(version);
    drawFunctionPatterns(grid, version);
    placeData(grid, codewords);
    applyMask(grid, mask);
    drawFormat(grid, formatBits(level, mask));
    return grid;
  };
  let best = null;
  const masks = options.mask === undefined ? [0, 1, 2, 3, 4, 5, 6, 7] : [options.mask];
  for (const mask of masks) {
    const grid = build(mask);
    const score = penalty(grid.dark);
    if (!best || score < best.score) best = { grid, mask, score };
  }
  return { version, level, mask: best.mask, size: best.grid.size, modules: best.grid.dark };
}

// An SVG string of the code with a four-module quiet zone; scales to its container.
export function qrSvg(text, options = {}) {
  const { size, modules } = encodeQr(text, options);
  const quiet = 4;
  const full = size + 2 * quiet;
  let path = '';
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      if (modules[r][c]) path += `M${c + quiet} ${r + quiet}h1v1h-1z`;
    }
  }
  const label = options.label ?? 'QR code';
  const esc = (s) => String(s).replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${full} ${full}" ` +
    `role="img" aria-label="${esc(label)}" shape-rendering="crispEdges">` +
    `<rect width="${full}" height="${full}" fill="#fff"/>` +
    `<path d="${path}" fill="#000"/></svg>`
  );
}
