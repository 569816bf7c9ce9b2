import assert from 'node:assert/strict';
import { test } from 'node:test';
import { statementOf } from './statement.ts';

const entry = (id: number, entryDate: string, debit: string, credit: string, balance: string) => ({
  id,
  entryDate,
  period: '2026-01',
  kind: 'Bill' as const,
  reference: `B${id}`,
  billId: id,
  debit,
  credit,
  balance,
  reason: null,
  createdBy: null,
  createdAt: `${entryDate}T00:00:00Z`,
});

const ledger = [
  entry(1, '2026-01-10', '1000.00', '0.00', '1000.00'),
  entry(2, '2026-02-10', '1200.50', '0.00', '2200.50'),
  entry(3, '2026-02-20', '0.00', '1000.00', '1200.50'),
  entry(4, '2026-03-10', '900.00', '0.00', '2100.50'),
];

test('the balance brought forward, the range with its totals, and the balance at its end', () => {
  const s = statementOf(ledger, '2026-02-01', '2026-02-28');
  assert.equal(s.opening, '1000.00');
  assert.deepEqual(
    s.entries.map((e) => e.id),
    [2, 3],
  );
  assert.equal(s.debits, '1200.50');
  assert.equal(s.credits, '1000.00');
  assert.equal(s.closing, '1200.50');
});

test('a range without entries carries the balance through; a range before any entry starts at zero', () => {
  const quiet = statementOf(ledger, '2026-04-01', '2026-04-30');
  assert.deepEqual([quiet.opening, quiet.entries.length, quiet.closing], ['2100.50', 0, '2100.50']);
  const early = statementOf(ledger, '2025-01-01', '2025-12-31');
  assert.deepEqual([early.opening, early.closing], ['0.00', '0.00']);
});
