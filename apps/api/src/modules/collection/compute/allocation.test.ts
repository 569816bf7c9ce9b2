import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { Decimal } from 'decimal.js';
import { allocatePayment, type Due } from './allocation.ts';

const two: Due[] = [
  { kind: 'Bill', ref: 1, amount: '1000.00' },
  { kind: 'Surcharge', ref: 1, amount: '50.00' },
  { kind: 'SurchargeVat', ref: 1, amount: '6.00' },
  { kind: 'Bill', ref: 2, amount: '800.00' },
];

const cases: { name: string; dues: Due[]; tendered: string; partial: boolean; expect: unknown }[] = [
  {
    name: 'exact: oldest bill, surcharge before principal',
    dues: two,
    tendered: '1856.00',
    partial: false,
    expect: {
      allocations: [
        { kind: 'Surcharge', ref: 1, amount: '50.00' },
        { kind: 'SurchargeVat', ref: 1, amount: '6.00' },
        { kind: 'Bill', ref: 1, amount: '1000.00' },
        { kind: 'Bill', ref: 2, amount: '800.00' },
      ],
      toAdvance: '0.00',
      isPartial: false,
    },
  },
  {
    name: 'partial: the older bill first, the rest stays on the ledger',
    dues: two,
    tendered: '1200.00',
    partial: true,
    expect: {
      allocations: [
        { kind: 'Surcharge', ref: 1, amount: '50.00' },
        { kind: 'SurchargeVat', ref: 1, amount: '6.00' },
        { kind: 'Bill', ref: 1, amount: '1000.00' },
        { kind: 'Bill', ref: 2, amount: '144.00' },
      ],
      toAdvance: '0.00',
      isPartial: true,
    },
  },
  {
    name: 'overpayment goes to the advance balance',
    dues: [{ kind: 'Bill', ref: 7, amount: '999.99' }],
    tendered: '1000.00',
    partial: false,
    expect: { allocations: [{ kind: 'Bill', ref: 7, amount: '999.99' }], toAdvance: '0.01', isPartial: false },
  },
  {
    name: 'no bills: all to advance (an advance deposit)',
    dues: [],
    tendered: '500.00',
    partial: false,
    expect: { allocations: [], toAdvance: '500.00', isPartial: false },
  },
  {
    name: 'a non-power bill is paid first and in full',
    dues: [
      { kind: 'Bill', ref: 1, amount: '100.00' },
      { kind: 'NonPower', ref: 9, amount: '60.00' },
    ],
    tendered: '100.00',
    partial: true,
    expect: {
      allocations: [
        { kind: 'NonPower', ref: 9, amount: '60.00' },
        { kind: 'Bill', ref: 1, amount: '40.00' },
      ],
      toAdvance: '0.00',
      isPartial: true,
    },
  },
];

for (const c of cases) {
  test(`allocation: ${c.name}`, () => {
    const r = allocatePayment(c.dues, c.tendered, c.partial);
    assert.ok(r.ok);
    assert.deepEqual({ allocations: r.allocations, toAdvance: r.toAdvance, isPartial: r.isPartial }, c.expect);
  });
}

test('allocation refuses a short payment unless partial, a short non-power bill, and nothing', () => {
  assert.deepEqual(allocatePayment(two, '100.00', false), {
    ok: false,
    reason: 'partial-not-allowed',
    totalDue: '1856.00',
  });
  assert.equal(allocatePayment([{ kind: 'NonPower', ref: 1, amount: '60.00' }], '59.99', true).ok, false);
  assert.deepEqual(allocatePayment(two, '0', true), { ok: false, reason: 'nothing-tendered', totalDue: '1856.00' });
});

const centavos = fc.integer({ min: 0, max: 5_000_000 }).map((c) => new Decimal(c).dividedBy(100).toFixed(2));
const dueArb = fc.record({
  kind: fc.constantFrom('Bill', 'Surcharge', 'SurchargeVat', 'NonPower') as fc.Arbitrary<Due['kind']>,
  ref: fc.integer({ min: 1, max: 5 }),
  amount: centavos,
});

test('property: allocated plus advance equals tendered, nothing negative, no due overpaid', () => {
  fc.assert(
    fc.property(fc.array(dueArb, { maxLength: 12 }), centavos, fc.boolean(), (dues, tendered, partial) => {
      const r = allocatePayment(dues, tendered, partial);
      if (!r.ok) return;
      const allocated = r.allocations.reduce((s, a) => s.plus(a.amount), new Decimal(0));
      assert.equal(allocated.plus(r.toAdvance).toFixed(2), new Decimal(tendered).toFixed(2));
      assert.ok(new Decimal(r.toAdvance).gte(0));
      for (const a of r.allocations) assert.ok(new Decimal(a.amount).gt(0));
      // no due receives more than it asked for
      const asked = new Map<string, Decimal>();
      for (const d of dues)
        asked.set(`${d.kind}:${d.ref}`, (asked.get(`${d.kind}:${d.ref}`) ?? new Decimal(0)).plus(d.amount));
      const got = new Map<string, Decimal>();
      for (const a of r.allocations)
        got.set(`${a.kind}:${a.ref}`, (got.get(`${a.kind}:${a.ref}`) ?? new Decimal(0)).plus(a.amount));
      for (const [k, v] of got) assert.ok(v.lte(asked.get(k) ?? 0), k);
      // an advance only when every due is paid
      if (new Decimal(r.toAdvance).gt(0)) assert.equal(allocated.toFixed(2), new Decimal(r.totalDue).toFixed(2));
    }),
    { numRuns: 500 },
  );
});
