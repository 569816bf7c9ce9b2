// A route's reading order by nearest neighbour (docs/decisions/112): from the route's first
// located meter, always walk to the nearest meter not yet visited (ties: the earlier in the
// current order, so the answer is deterministic). Meters without coordinates cannot be placed:
// they keep their current order after the located ones.

export interface Stop {
  id: number;
  latitude: number | null;
  longitude: number | null;
}

interface Located {
  id: number;
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres (haversine). */
export function distanceM(a: Located, b: Located): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

const isLocated = (s: Stop): s is Located => s.latitude !== null && s.longitude !== null;

/** The ids in nearest-neighbour order; `stops` in the route's current order. */
export function nearestNeighbourOrder(stops: readonly Stop[]): number[] {
  const located = stops.filter(isLocated);
  const unlocated = stops.filter((s) => !isLocated(s)).map((s) => s.id);
  if (located.length === 0) return unlocated;
  const visited = new Uint8Array(located.length);
  const order: number[] = [];
  let current = 0;
  visited[0] = 1;
  order.push(located[0]!.id);
  for (let step = 1; step < located.length; step++) {
    let best = -1;
    let bestDistance = Infinity;
    const from = located[current]!;
    for (let j = 0; j < located.length; j++) {
      if (visited[j] === 1) continue;
      const d = distanceM(from, located[j]!);
      if (d < bestDistance) {
        best = j;
        bestDistance = d;
      }
    }
    visited[best] = 1;
    order.push(located[best]!.id);
    current = best;
  }
  return [...order, ...unlocated];
}

/** Metres walked between consecutive located meters, in the given order (unlocated ones skipped). */
export function walkDistanceM(stops: readonly Stop[]): number {
  let total = 0;
  let previous: Located | null = null;
  for (const s of stops) {
    if (!isLocated(s)) continue;
    if (previous !== null) total += distanceM(previous, s);
    previous = s;
  }
  return total;
}
