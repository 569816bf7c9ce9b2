import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isBasedOnWords, isCommonPassword, passwordVariants, wordsOf } from './password-policy.ts';

test('variants read a password as a guesser would', () => {
  assert.ok(passwordVariants('Passw0rd!').includes('password'));
  assert.ok(passwordVariants('Welcome123').includes('welcome'));
  assert.ok(passwordVariants('@dmin2026').includes('admin'));
  assert.ok(passwordVariants('L1ght#99').includes('light'));
});

test('the short list and trivial runs are refused in any variant', () => {
  const list = new Set(['welcome', 'sunflower']);
  assert.ok(isCommonPassword('Welcome123', list));
  assert.ok(isCommonPassword('Sunfl0wer!', list));
  assert.ok(isCommonPassword('P@ssw0rd1'));
  assert.ok(isCommonPassword('Abcdefg#2026'));
  assert.ok(!isCommonPassword('Qz7!mK2#pL9x', list));
  assert.ok(!isCommonPassword('9q!73920184', list), 'a one-letter edge is not a trivial run');
});

test('a password built on the user’s words is refused; one that only contains a word is not', () => {
  const words = wordsOf('j.delacruz', 'Juan P. Dela Cruz', 'Ilaw');
  assert.deepEqual(words, ['j.delacruz', 'delacruz', 'juan p. dela cruz', 'juan', 'dela', 'cruz', 'ilaw']);
  assert.ok(isBasedOnWords('JDelaCruz1985!', words), 'with delacruz out only "j" is left');
  assert.ok(isBasedOnWords('Juan.DelaCruz!', words));
  assert.ok(isBasedOnWords('1l@w2026!!', words));
  assert.ok(isBasedOnWords('Ilaw#Demo2026', words, new Set(['demo'])));
  assert.ok(!isBasedOnWords('IlawNgBayan#77', words));
  assert.ok(!isBasedOnWords('Malayang#Dagat77', words));
});
