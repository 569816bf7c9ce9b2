// Kwh Meter Images: every photo taken in the field, of a meter at an order's execution or of a finding.
import { listMeterImagesEndpoint, type MeterImage } from '@ilaw/contracts/billing/field-orders/list-meter-images';
import { sql } from 'kysely';
import { paginate } from '../../../platform/db/paging.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { FIELD_PHOTO_VIEW } from '../access.ts';
import { iso } from '../disconnections/disconnection-queries.ts';

export const listMeterImages = defineRoute({
  endpoint: listMeterImagesEndpoint,
  access: FIELD_PHOTO_VIEW,
  handler({ query, db }) {
    let q = db
      .selectFrom('billing_field_photos as p')
      .leftJoin('billing_field_orders as o', 'o.id', 'p.order_id')
      .leftJoin('billing_field_findings as f', 'f.id', 'p.finding_id')
      .leftJoin('billing_consumers as c', (j) => j.on(sql<boolean>`c.id = coalesce(o.consumer_id, f.consumer_id)`))
      .leftJoin('users as u', 'u.id', 'p.created_by')
      .select([
        'p.id',
        'p.created_at',
        sql<MeterImage['source']>`coalesce(o.kind, 'Finding')`.as('source'),
        sql<string>`coalesce(o.order_no, f.finding_no)`.as('reference'),
        'c.account_no',
        'c.name',
        'c.branch_code',
        sql<string | null>`coalesce(o.latitude, f.latitude)::text`.as('latitude'),
        sql<string | null>`coalesce(o.longitude, f.longitude)::text`.as('longitude'),
        'u.full_name as taken_by',
      ]);
    if (query.source === 'Finding') q = q.where('p.finding_id', 'is not', null);
    else if (query.source) q = q.where('o.kind', '=', query.source);
    if (query.branchCode !== undefined) q = q.where('c.branch_code', '=', query.branchCode);
    if (query.search) {
      const term = `${query.search.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
      q = q.where((eb) =>
        eb.or([
          eb(sql`lower(c.account_no)`, 'like', term),
          eb(sql`lower(c.name)`, 'like', term),
          eb(sql`lower(coalesce(o.order_no, f.finding_no))`, 'like', term),
        ]),
      );
    }
    return paginate(q.orderBy('p.id', 'desc'), query, (r) => ({
      id: r.id,
      takenAt: iso(r.created_at),
      source: r.source,
      reference: r.reference,
      accountNo: r.account_no,
      name: r.name,
      branchCode: r.branch_code,
      latitude: r.latitude,
      longitude: r.longitude,
      takenBy: r.taken_by,
    }));
  },
});
