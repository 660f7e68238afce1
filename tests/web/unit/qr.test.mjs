// The QR encoder against published constants and against matrices produced once by an
// independent encoder (python3-qrcode 7.4, byte mode, forced mask) and stored in
// qr_vectors.json; see the note in tests/web/README.md on how they were made.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { encodeQr, reedSolomon, formatBits, dataCodewords, capacity, qrSvg } from '../../../clients/web/src/js/qr.js';

const vectors = JSON.parse(readFileSync(new URL('./qr_vectors.json', import.meta.url), 'utf8'));

test('Reed-Solomon codewords of the standard\'s 1-M "HELLO WORLD" example', () => {
  const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17];
  assert.deepEqual(reedSolomon(data, 10), [196, 35, 39, 119, 235, 215, 231, 226, 93, 23]);
});

test('format information bits match the standard table', () => {
  const table = {
    M: ['101010000010010', '101000100100101', '101111001111100', '101101101001011',
        '100010111111001', '100000011001110', '100111110010111', '100101010100000'],
    L: ['111011111000100', '111001011110011', '111110110101010', '111100010011101',
        '110011000101111', '110001100011000', '110110001000001', '110100101110110'],
  };
  for (const level of ['L', 'M']) {
    for (let mask = 0; mask < 8; mask++) {
      assert.equal(formatBits(level, mask).toString(2).padStart(15, '0'), table[level][mask], `${level} mask ${mask}`);
    }
  }
});

test('byte-mode data codewords: header, terminator, alternating pad bytes', () => {
  const words = dataCodewords([0x68, 0x69], 1, 'L');  // "hi"
  assert.equal(words.length, capacity(1, 'L'));
  assert.deepEqual(words.slice(0, 4), [0x40, 0x26, 0x86, 0x90]);
  assert.deepEqual(words.slice(4, 8), [0xec, 0x11, 0xec, 0x11]);
});

test('capacities per version and level (data codewords)', () => {
  const expected = { L: [19, 34, 55, 80, 108, 136], M: [16, 28, 44, 64, 86, 108] };
  for (const level of ['L', 'M']) {
    assert.deepEqual([1, 2, 3, 4, 5, 6].map((v) => capacity(v, level)), expected[level]);
  }
});

for (const vec of vectors) {
  test(`matrix for ${JSON.stringify(vec.text).slice(0, 40)} (${vec.version}-${vec.level}, mask ${vec.mask}) matches the reference`, () => {
    const qr = encodeQr(vec.text, { level: vec.level, mask: vec.mask });
    assert.equal(qr.version, vec.version);
    const rows = qr.modules.map((r) => r.map((d) => (d ? '1' : '0')).join(''));
    assert.deepEqual(rows, vec.rows);
  });
}

test('an automatically masked symbol keeps its finder patterns and dark module', () => {
  const qr = encodeQr('https://jong.example/t/K7QX9M');
  assert.ok(qr.mask >= 0 && qr.mask < 8);
  assert.equal(qr.size, 17 + 4 * qr.version);
  // Finder pattern corners are dark, separators light.
  assert.equal(qr.modules[0][0], true);
  assert.equal(qr.modules[7][7], false);
  assert.equal(qr.modules[qr.size - 8][8], true);  // the dark module
});

test('text too long for version 6 is refused, not silently cut', () => {
  assert.throws(() => encodeQr('x'.repeat(200)), RangeError);
});

test('the SVG has a quiet zone and escapes its label', () => {
  const svg = qrSvg('hi', { level: 'L', label: 'a <b> & "c"' });
  assert.match(svg, /viewBox="0 0 29 29"/);
  assert.ok(!svg.includes('<b>'));
});
