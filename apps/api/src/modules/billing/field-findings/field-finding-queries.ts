// Reads of field findings (decision 111): the list and its export share one filtered query.
import type { FieldFinding, listFieldFindingsQuery } from '@ilaw/contracts/billing/field-findings/field-finding';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../../platform/db/schema.ts';
import { findingDocuments } from '../../msd/public.ts';
import { iso } from '../disconnections/disconnection-queries.ts';

type Db = Kysely<Database> | Transaction<Database>;

export function fieldFindingQuery(db: Db) {
  return db
    .selectFrom('billing_field_findings as f')
    .leftJoin('billing_consumers as c', 'c.id', 'f.consumer_id')
    .innerJoin('users as fu', 'fu.id', 'f.found_by')
    .leftJoin('users as ru', 'ru.id', 'f.reviewed_by')
    .select([
      'f.id',
      'f.finding_no',
      'f.kind',
      'f.status',
      'f.consumer_id',
      'c.account_no',
      'c.name',
      'c.branch_code',
      'f.location_text',
      'f.remarks',
      'f.latitude',
      'f.longitude',
      'f.accuracy_m',
      'f.found_at',
      'f.found_by',
      'fu.full_name as found_by_name',
      'f.action',
      'f.action_reference',
      'f.review_note',
      'ru.full_name as reviewed_by_name',
      'f.reviewed_at',
      sql<
        number[]
      >`coalesce((SELECT array_agg(p.id ORDER BY p.id) FROM billing_field_photos p WHERE p.finding_id = f.id), '{}')`.as(
        'photo_ids',
      ),
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof fieldFindingQuery>['executeTakeFirstOrThrow']>>;

export function toFieldFinding(r: Row): FieldFinding {
  return {
    id: r.id,
    findingNo: r.finding_no,
    kind: r.kind,
    status: r.status,
    consumerId: r.consumer_id,
    accountNo: r.account_no,
    name: r.name,
    branchCode: r.branch_code,
    locationText: r.location_text,
    remarks: r.remarks,
    latitude: r.latitude,
    longitude: r.longitude,
    accuracyM: r.accuracy_m,
    foundAt: iso(r.found_at),
    foundBy: r.found_by_name,
    action: r.action,
    actionReference: r.action_reference,
    actionDocument: null,
    reviewNote: r.review_note,
    reviewedBy: r.reviewed_by_name,
    reviewedAt: r.reviewed_at === null ? null : iso(r.reviewed_at),
    photoIds: (r.photo_ids ?? []).map(Number),
  };
}

export async function loadFieldFinding(db: Db, id: number): Promise<FieldFinding> {
  const [f] = await withActionDocuments(db, [
    toFieldFinding(await fieldFindingQuery(db).where('f.id', '=', id).executeTakeFirstOrThrow()),
  ]);
  return f!;
}

/** The service request or connection order each reviewed finding became, read through msd's public.ts. */
export async function withActionDocuments(db: Db, findings: FieldFinding[]): Promise<FieldFinding[]> {
  const filed = findings.filter((f) => f.action !== null && f.action !== 'NoAction' && f.action !== 'BillAdjustment');
  const docs = await findingDocuments(
    db,
    filed.map((f) => f.id),
  );
  return findings.map((f) => ({ ...f, actionDocument: docs.get(f.id) ?? null }));
}

export function filteredFieldFindings(
  db: Db,
  q: Omit<z.output<typeof listFieldFindingsQuery>, 'page' | 'itemsPerPage'>,
) {
  let query = fieldFindingQuery(db);
  if (q.status) query = query.where('f.status', '=', q.status);
  if (q.kind) query = query.where('f.kind', '=', q.kind);
  if (q.action) query = query.where('f.action', '=', q.action);
  if (q.branchCode !== undefined) query = query.where('c.branch_code', '=', q.branchCode);
  if (q.search) {
    const term = `${q.search.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(c.account_no)`, 'like', term),
        eb(sql`lower(c.name)`, 'like', term),
        eb(sql`lower(f.finding_no)`, 'like', term),
      ]),
    );
  }
  return query.orderBy('f.id', 'desc');
}
