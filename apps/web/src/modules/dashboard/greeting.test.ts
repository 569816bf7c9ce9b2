import assert from 'node:assert/strict';
import { test } from 'node:test';
import { greeting, greetingName } from './greeting.ts';

test('the greeting names the person, never a title', () => {
  const cases: [string, string][] = [
    ['Engr. Ramon Dizon', 'Ramon'],
    ['Engr.', ''],
    ['Atty. Ma. Luisa Reyes', 'Ma.'],
    ['Villanueva, Juan S.', 'Juan'],
    ['Dela Cruz, Engr. Pedro', 'Pedro'],
    ['  Rowena   Magbanua ', 'Rowena'],
    ['Dr', ''],
    ['System Administrator', 'System'],
  ];
  for (const [full, expected] of cases) assert.equal(greetingName(full), expected, full);
});

test('morning, afternoon and evening in Manila, with or without a name', () => {
  // 01:00Z is 09:00 in Manila; 07:00Z is 15:00; 12:00Z is 20:00.
  assert.equal(greeting('Rowena Magbanua', new Date('2026-11-22T01:00:00Z')), 'Magandang umaga, Rowena!');
  assert.equal(greeting('Rowena Magbanua', new Date('2026-11-22T07:00:00Z')), 'Magandang hapon, Rowena!');
  assert.equal(greeting('Engr.', new Date('2026-11-22T12:00:00Z')), 'Magandang gabi!');
  assert.equal(greeting(undefined, new Date('2026-11-22T12:00:00Z')), 'Magandang gabi!');
});
