// Server-side clustering for the map (docs/decisions/112): the records inside a viewport grouped on
// a grid of `cell` degrees (floor(lat / cell), floor(lng / cell)) in one GROUP BY over a bounding
// box that the btree index on (latitude, longitude) answers. A cell of one record answers the
// record. No PostGIS: the same SQL runs on PGlite and PostgreSQL.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from './schema.ts';

/** What a module tells the map about one of its tables (aliases and expressions, never user text). */
export interface MapSource {
  /** e.g. sql`billing_consumers c` (joins allowed). */
  from: RawBuilder<unknown>;
  id: RawBuilder<number>;
  latitude: RawBuilder<string>;
  longitude: RawBuilder<string>;
  /** The layer's filters (sql`true` for none). */
  where: RawBuilder<boolean>;
  /** The point's text columns: label, detail, status, account_no (each may be null but label). */
  label: RawBuilder<string>;
  detail: RawBuilder<string>;
  status: RawBuilder<string | null>;
  accountNo: RawBuilder<string | null>;
  /** For search: the prefix condition on the lowercased text `q%`. */
  matches?: (like: string) => RawBuilder<boolean>;
}

export interface GridBox {
  south: number;
  west: number;
  north: number;
  east: number;
  /** Cell size in degrees. */
  cell: number;
}

export interface GridPoint {
  id: number;
  latitude: number;
  longitude: number;
  label: string;
  detail: string;
  status: string | null;
  accountNo: string | null;
}

export interface GridResult {
  clusters: { latitude: number; longitude: number; count: number }[];
  points: GridPoint[];
  total: number;
}

/** Cell size for a web-map zoom: `pixels` screen pixels of a 256-pixel tile world. */
export function cellDegrees(zoom: number, pixels = 60): number {
  return (360 / (256 * 2 ** zoom)) * pixels;
}

/** Six-decimal text for the numeric comparison (the index's type; a float would not use it). */
const degrees = (v: number) => sql`${v.toFixed(6)}::numeric`;

/** The one GROUP BY of a viewport (exported so tests can EXPLAIN it and see the location index used). */
export function gridCellsQuery(source: MapSource, box: GridBox) {
  const inBox = sql`${source.latitude} BETWEEN ${degrees(box.south)} AND ${degrees(box.north)}
    AND ${source.longitude} BETWEEN ${degrees(box.west)} AND ${degrees(box.east)} AND ${source.where}`;
  return sql<{ n: number; lat: number; lng: number; id: number }>`
    SELECT count(*)::int AS n, avg(${source.latitude}::float8) AS lat, avg(${source.longitude}::float8) AS lng,
      min(${source.id}) AS id
    FROM ${source.from}
    WHERE ${inBox}
    GROUP BY floor(${source.latitude}::float8 / ${box.cell}), floor(${source.longitude}::float8 / ${box.cell})`;
}

export async function gridClusters(db: Kysely<Database>, source: MapSource, box: GridBox): Promise<GridResult> {
  const cells = await gridCellsQuery(source, box).execute(db);
  const single = cells.rows.filter((c) => c.n === 1).map((c) => c.id);
  const points = single.length === 0 ? [] : await pointsOf(db, source, sql`${source.id} = ANY(${single}::int[])`, null);
  return {
    clusters: cells.rows
      .filter((c) => c.n > 1)
      .map((c) => ({ latitude: Number(c.lat), longitude: Number(c.lng), count: c.n })),
    points,
    total: cells.rows.reduce((sum, c) => sum + c.n, 0),
  };
}

/** Located records whose text starts with `q` (case-insensitive), at most `limit`. */
export async function searchPoints(
  db: Kysely<Database>,
  source: MapSource,
  q: string,
  limit = 10,
): Promise<GridPoint[]> {
  if (!source.matches) return [];
  const like = `${q.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  return pointsOf(db, source, sql`${source.latitude} IS NOT NULL AND ${source.matches(like)}`, limit);
}

async function pointsOf(
  db: Kysely<Database>,
  source: MapSource,
  condition: RawBuilder<unknown>,
  limit: number | null,
): Promise<GridPoint[]> {
  const rows = await sql<{
    id: number;
    latitude: number;
    longitude: number;
    label: string;
    detail: string | null;
    status: string | null;
    account_no: string | null;
  }>`
    SELECT ${source.id} AS id, ${source.latitude}::float8 AS latitude, ${source.longitude}::float8 AS longitude,
      ${source.label} AS label, ${source.detail} AS detail, ${source.status} AS status, ${source.accountNo} AS account_no
    FROM ${source.from}
    WHERE ${condition} AND ${source.where}
    ORDER BY 4, 1
    ${limit === null ? sql`` : sql`LIMIT ${limit}`}`.execute(db);
  return rows.rows.map((r) => ({
    id: r.id,
    latitude: Number(r.latitude),
    longitude: Number(r.longitude),
    label: r.label,
    detail: r.detail ?? '',
    status: r.status,
    accountNo: r.account_no,
  }));
}
