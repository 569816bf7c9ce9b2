import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { distanceM, nearestNeighbourOrder, walkDistanceM, type Stop } from './nearest-neighbour.ts';

const at = (id: number, latitude: number | null, longitude: number | null): Stop => ({ id, latitude, longitude });

const cases: { name: string; stops: Stop[]; expect: number[] }[] = [
  { name: 'no stops', stops: [], expect: [] },
  { name: 'one stop', stops: [at(7, 12.35, 121.07)], expect: [7] },
  {
    name: 'a street walked out of order comes back in line from the first meter',
    stops: [at(1, 12.35, 121.07), at(2, 12.353, 121.07), at(3, 12.351, 121.07), at(4, 12.352, 121.07)],
    expect: [1, 3, 4, 2],
  },
  {
    name: 'the first located meter stays first even when it is in the middle of the street',
    stops: [at(1, 12.352, 121.07), at(2, 12.35, 121.07), at(3, 12.353, 121.07), at(4, 12.3515, 121.07)],
    expect: [1, 4, 2, 3],
  },
  {
    name: 'meters without coordinates keep their order at the end',
    stops: [at(1, null, null), at(2, 12.35, 121.07), at(3, null, null), at(4, 12.3501, 121.07)],
    expect: [2, 4, 1, 3],
  },
  { name: 'nobody located: the order stays', stops: [at(3, null, null), at(1, null, null)], expect: [3, 1] },
  {
    name: 'a tie goes to the earlier in the current order',
    stops: [at(1, 12, 121), at(2, 12, 122), at(3, 12, 120)],
    expect: [1, 2, 3],
  },
  {
    name: 'a half coordinate counts as unlocated',
    stops: [at(1, 12.35, null), at(2, 12.35, 121.07)],
    expect: [2, 1],
  },
];

for (const c of cases) {
  test(`nearest neighbour: ${c.name}`, () => {
    assert.deepEqual(nearestNeighbourOrder(c.stops), c.expect);
  });
}

test('distance: 0.001 degree of latitude is about 111 m', () => {
  const d = distanceM({ id: 1, latitude: 12.35, longitude: 121.07 }, { id: 2, latitude: 12.351, longitude: 121.07 });
  assert.equal(Math.round(d), 111);
  assert.equal(walkDistanceM([at(1, 12.35, 121.07), at(9, null, null), at(2, 12.351, 121.07)]), d);
});

const stopsArb = fc
  .array(
    fc.record({
      latitude: fc.option(fc.double({ min: 12, max: 13, noNaN: true }), { freq: 5 }),
      longitude: fc.double({ min: 121, max: 122, noNaN: true }),
    }),
    { maxLength: 40 },
  )
  .map((xs) => xs.map((x, i) => at(i + 1, x.latitude, x.latitude === null ? null : x.longitude)));

test('property: a permutation that starts at the first located meter, each step to a nearest unvisited one', () => {
  fc.assert(
    fc.property(stopsArb, (stops) => {
      const order = nearestNeighbourOrder(stops);
      assert.deepEqual(
        [...order].sort((a, b) => a - b),
        stops.map((s) => s.id),
      );
      const byId = new Map(stops.map((s) => [s.id, s]));
      const located = order.map((id) => byId.get(id)!).filter((s) => s.latitude !== null);
      const unlocated = order.slice(located.length);
      assert.deepEqual(
        unlocated,
        stops.filter((s) => s.latitude === null).map((s) => s.id),
      );
      if (located.length > 0) assert.equal(located[0]!.id, stops.find((s) => s.latitude !== null)!.id);
      const point = (s: Stop) => ({ id: s.id, latitude: s.latitude!, longitude: s.longitude! });
      for (let i = 0; i + 1 < located.length; i++) {
        const step = distanceM(point(located[i]!), point(located[i + 1]!));
        for (let j = i + 2; j < located.length; j++) {
          assert.ok(step <= distanceM(point(located[i]!), point(located[j]!)) + 1e-9);
        }
      }
    }),
  );
});
