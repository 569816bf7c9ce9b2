// The latest field reading with a position for each of a route's consumers without coordinates.
import type { FieldCoordinate } from '@ilaw/contracts/billing/meter-locations/field-coordinates';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function fieldCoordinateProposals(
  db: Db,
  routeId: number,
  consumerIds?: readonly number[],
): Promise<FieldCoordinate[]> {
  if (consumerIds !== undefined && consumerIds.length === 0) return [];
  const rows = await sql<{
    consumer_id: number;
    account_no: string;
    name: string;
    sequence: number | null;
    latitude: string;
    longitude: string;
    read_at: Date;
  }>`
    SELECT c.id AS consumer_id, c.account_no, c.name, c.sequence, r.latitude, r.longitude, r.read_at
    FROM billing_consumers c
    CROSS JOIN LATERAL (
      SELECT m.latitude, m.longitude, m.read_at
      FROM billing_meter_readings m
      WHERE m.consumer_id = c.id AND m.source = 'field' AND m.latitude IS NOT NULL AND m.longitude IS NOT NULL
      ORDER BY m.read_at DESC NULLS LAST, m.id DESC
      LIMIT 1
    ) r
    WHERE c.route_id = ${routeId} AND c.latitude IS NULL
      ${consumerIds === undefined ? sql`` : sql`AND c.id = ANY(${[...consumerIds]}::int[])`}
    ORDER BY c.sequence NULLS LAST, c.account_no`.execute(db);
  return rows.rows.map((r) => ({
    consumerId: r.consumer_id,
    accountNo: r.account_no,
    name: r.name,
    sequence: r.sequence,
    latitude: String(r.latitude),
    longitude: String(r.longitude),
    readAt: new Date(r.read_at).toISOString(),
  }));
}
