import assert from 'node:assert/strict';
import { test } from 'node:test';
import { metresBetween, routeLegs, sketchPoints } from './route-walk.ts';

test('distances between meters, in metres', () => {
  const cases: [string, [number, number], [number, number], number][] = [
    ['same point', [7.0731, 125.6128], [7.0731, 125.6128], 0],
    ['0.001 degree of latitude', [7.0, 125.0], [7.001, 125.0], 111.2],
    ['0.001 degree of longitude at 7 degrees north', [7.0, 125.0], [7.0, 125.001], 110.4],
    ['two points about 3.6 km apart', [7.0731, 125.6128], [7.0997, 125.6311], 3581.4],
  ];
  for (const [name, a, b, metres] of cases)
    assert.ok(
      Math.abs(metresBetween({ latitude: a[0], longitude: a[1] }, { latitude: b[0], longitude: b[1] }) - metres) < 1,
      name,
    );
});

test('legs skip meters without coordinates and add up', () => {
  const p = (lat: number) => ({ latitude: lat, longitude: 125 });
  const { legs, total } = routeLegs([p(7), null, p(7.001), p(7.003)]);
  assert.deepEqual(
    legs.map((l) => (l === null ? null : Math.round(l))),
    [null, null, 111, 222],
  );
  assert.equal(Math.round(total), 334);
  assert.deepEqual(routeLegs([]), { legs: [], total: 0 });
});

test('the sketch keeps north up and fits the box', () => {
  const pts = sketchPoints(
    [
      { latitude: 7.0, longitude: 125.0 },
      { latitude: 7.01, longitude: 125.01 },
    ],
    200,
    100,
    10,
  );
  const [[x1, y1], [x2, y2]] = pts as [[number, number], [number, number]];
  assert.ok(x2 > x1 && y2 < y1, 'north-east is up and right');
  for (const [x, y] of pts) assert.ok(x >= 10 && x <= 190 && y >= 10 && y <= 90);
  assert.deepEqual(sketchPoints([{ latitude: 7, longitude: 125 }], 100, 100).length, 1);
});
