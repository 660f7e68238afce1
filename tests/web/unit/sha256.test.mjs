// The deck check's SHA-256 against the FIPS 180-4 example vectors, and against node's
// own OpenSSL-backed hash for many lengths around the block and padding boundaries.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { sha256Bytes, sha256Hex } from '../../../clients/web/src/js/sha256.js';

test('FIPS 180-4: "abc"', () => {
  assert.equal(sha256Hex('abc'), 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
});

test('FIPS 180-4: the empty string', () => {
  assert.equal(sha256Hex(''), 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
});

test('FIPS 180-4: the 448-bit message (two blocks of padding)', () => {
  assert.equal(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq'),
    '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1');
});

test('FIPS 180-4: the 896-bit message', () => {
  assert.equal(sha256Hex('abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu'),
    'cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1');
});

test('FIPS 180-4: one million times "a"', () => {
  assert.equal(sha256Hex('a'.repeat(1000000)), 'cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0');
});

test('text is hashed as UTF-8', () => {
  assert.equal(sha256Hex('Deck verified ✓ é'), createHash('sha256').update('Deck verified ✓ é', 'utf8').digest('hex'));
});

test('every length from 0 to 200 bytes matches node:crypto', () => {
  for (let n = 0; n <= 200; n++) {
    const bytes = Uint8Array.from({ length: n }, (_, i) => (i * 37 + n) & 0xff);
    assert.equal(Buffer.from(sha256Bytes(bytes)).toString('hex'), createHash('sha256').update(bytes).digest('hex'), `length ${n}`);
  }
});
