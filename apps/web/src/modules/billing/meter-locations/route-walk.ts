// A route's walk from meter to meter in reading sequence: the distance of each leg and the whole,
// and the points scaled into a box for the route sketch. Plain .ts so Node tests can import it.

const EARTH_RADIUS_M = 6_371_000;

export interface Point {
  latitude: number;
  longitude: number;
}

/** Great-circle distance in metres (haversine). */
export function metresBetween(a: Point, b: Point): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h));
}

/**
 * Each stop's leg from the previous located stop (null for the first, and for a stop without
 * coordinates), and the walk's total in metres.
 */
export function routeLegs(stops: readonly (Point | null)[]): { legs: (number | null)[]; total: number } {
  let previous: Point | null = null;
  let total = 0;
  const legs = stops.map((p) => {
    if (p === null) return null;
    const leg = previous === null ? null : metresBetween(previous, p);
    previous = p;
    if (leg !== null) total += leg;
    return leg;
  });
  return { legs, total };
}

/** The points placed in a width x height box (north up), keeping their proportions, with a margin. */
export function sketchPoints(points: readonly Point[], width: number, height: number, margin = 12): [number, number][] {
  if (points.length === 0) return [];
  const lats = points.map((p) => p.latitude);
  const lngs = points.map((p) => p.longitude);
  const [minLat, maxLat] = [Math.min(...lats), Math.max(...lats)];
  const [minLng, maxLng] = [Math.min(...lngs), Math.max(...lngs)];
  // A degree of longitude is shorter away from the equator.
  const xScale = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  const spanX = (maxLng - minLng) * xScale || 1e-9;
  const spanY = maxLat - minLat || 1e-9;
  const k = Math.min((width - 2 * margin) / spanX, (height - 2 * margin) / spanY);
  const offX = (width - spanX * k) / 2;
  const offY = (height - spanY * k) / 2;
  return points.map((p) => [offX + (p.longitude - minLng) * xScale * k, height - offY - (p.latitude - minLat) * k]);
}
