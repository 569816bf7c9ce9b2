// Issuing a requisition in parts (decision 119): case tables of what an issue takes and what is left.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  NAME_EVERY_LINE,
  NOT_ON_REQUISITION,
  NOTHING_LEFT,
  lineProgress,
  onlyLeft,
  planIssue,
  type AskedIssueLine,
  type RequisitionLineBalance,
} from './requisition-issue.ts';
import { Decimal } from 'decimal.js';

// Line 1: 10 poles, 4 taken; line 2: 5 meters, none taken.
const balances: RequisitionLineBalance[] = [
  { id: 1, materialId: 100, quantity: '10.00', taken: '4.00' },
  { id: 2, materialId: 200, quantity: '5.00', taken: '0.00' },
];

describe('planIssue', () => {
  const cases: [
    string,
    AskedIssueLine[],
    [number, number, string][] | { field: string; message: string; conflict: boolean },
    boolean?,
  ][] = [
    [
      'naming no line takes everything left',
      [{ quantity: '1' }],
      [
        [1, 100, '6.00'],
        [2, 200, '5.00'],
      ],
      true,
    ],
    ['a part of one line', [{ requisitionLineId: 1, quantity: '2.5' }], [[1, 100, '2.50']], false],
    [
      'all that is left of both lines',
      [
        { requisitionLineId: 1, quantity: '6' },
        { requisitionLineId: 2, quantity: '5' },
      ],
      [
        [1, 100, '6.00'],
        [2, 200, '5.00'],
      ],
      true,
    ],
    [
      'one line in two parts within what is left',
      [
        { requisitionLineId: 2, quantity: '2' },
        { requisitionLineId: 2, quantity: '3' },
      ],
      [
        [2, 200, '2.00'],
        [2, 200, '3.00'],
      ],
      false,
    ],
    [
      'more than is left',
      [{ requisitionLineId: 1, quantity: '6.01' }],
      { field: 'lines.0.quantity', message: onlyLeft(new Decimal(6)), conflict: true },
    ],
    [
      'two parts of one line over what is left',
      [
        { requisitionLineId: 2, quantity: '3' },
        { requisitionLineId: 2, quantity: '3' },
      ],
      { field: 'lines.1.quantity', message: onlyLeft(new Decimal(2)), conflict: true },
    ],
    [
      'a line of another requisition',
      [{ requisitionLineId: 9, quantity: '1' }],
      { field: 'lines.0.requisitionLineId', message: NOT_ON_REQUISITION, conflict: false },
    ],
    [
      'some lines named, some not',
      [{ requisitionLineId: 1, quantity: '1' }, { quantity: '1' }],
      { field: 'lines.1.requisitionLineId', message: NAME_EVERY_LINE, conflict: false },
    ],
  ];
  for (const [why, asked, expected, completes] of cases) {
    test(why, () => {
      const r = planIssue(balances, asked);
      if (Array.isArray(expected)) {
        assert.ok('lines' in r, JSON.stringify(r));
        assert.deepEqual(
          r.lines.map((l) => [l.requisitionLineId, l.materialId, l.quantity]),
          expected,
        );
        assert.equal(r.completes, completes);
      } else assert.deepEqual(r, { refused: expected });
    });
  }

  test('nothing left: refused whatever is asked', () => {
    const done = balances.map((b) => ({ ...b, taken: b.quantity }));
    assert.deepEqual(planIssue(done, [{ quantity: '1' }]), {
      refused: { field: 'requisitionId', message: NOTHING_LEFT, conflict: true },
    });
    assert.deepEqual(planIssue(done, [{ requisitionLineId: 1, quantity: '0.01' }]), {
      refused: { field: 'lines.0.quantity', message: onlyLeft(new Decimal(0)), conflict: true },
    });
  });
});

describe('lineProgress', () => {
  const cases: [string, [string, string, string, boolean], [string, string, string, string]][] = [
    ['nothing issued', ['10', '0', '0', false], ['0.00', '0.00', '10.00', '0.00']],
    ['part posted, part pending', ['10', '4', '3', false], ['4.00', '3.00', '3.00', '0.00']],
    ['fully taken', ['10', '7', '3', false], ['7.00', '3.00', '0.00', '0.00']],
    ['the rest cancelled', ['10', '4', '3', true], ['4.00', '3.00', '0.00', '3.00']],
  ];
  for (const [why, [q, issued, inIssue, cancelled], [i, p, r, c]] of cases) {
    test(why, () => {
      assert.deepEqual(lineProgress(q, issued, inIssue, cancelled), {
        issued: i,
        inIssue: p,
        remaining: r,
        cancelled: c,
      });
    });
  }
});
