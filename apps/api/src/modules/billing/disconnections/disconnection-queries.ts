// Reads shared by the disconnection endpoints (decision 111): the threshold in force, the arrears of
// consumers from the ledger (bills past their due date less what was paid on them), notices.
import { ACCOUNT_STATUS, BillStatus } from '@ilaw/contracts/billing/enums';
import {
  DISCONNECTION_MESSAGES,
  type DisconnectionCandidate,
  type DisconnectionThreshold,
  type Notice,
} from '@ilaw/contracts/billing/disconnections/disconnection';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { conflict } from '../../../platform/http/errors.ts';
import { isBeyondThreshold, orderableAt, thresholdInForce, daysPastDue } from '../compute/disconnection-rules.ts';

type Db = Kysely<Database> | Transaction<Database>;

export const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

export async function thresholds(db: Db): Promise<DisconnectionThreshold[]> {
  const rows = await db
    .selectFrom('billing_disconnection_thresholds')
    .selectAll()
    .orderBy('effective_from', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    effectiveFrom: r.effective_from,
    minArrears: r.min_arrears,
    minDaysPastDue: r.min_days_past_due,
    createdAt: iso(r.created_at),
  }));
}

export async function requireThreshold(db: Db, asOf: string): Promise<DisconnectionThreshold> {
  const t = thresholdInForce(await thresholds(db), asOf);
  if (!t) throw conflict(DISCONNECTION_MESSAGES.noThreshold);
  return t;
}

export interface Arrears {
  consumerId: number;
  amount: string;
  bills: number;
  oldestDueDate: string | null;
}

/** The unpaid balance of each consumer's standing bills past their due date on `asOf`. */
export async function arrearsOf(db: Db, consumerIds: readonly number[], asOf: string): Promise<Map<number, Arrears>> {
  const map = new Map<number, Arrears>();
  for (const id of consumerIds) map.set(id, { consumerId: id, amount: '0.00', bills: 0, oldestDueDate: null });
  if (consumerIds.length === 0) return map;
  const rows = await sql<{ consumer_id: number; amount: string; bills: number; oldest: string }>`
    SELECT b.consumer_id, sum(x.balance)::numeric(14, 2)::text AS amount, count(*)::int AS bills,
           min(b.due_date)::text AS oldest
    FROM billing_bills b
    CROSS JOIN LATERAL (SELECT coalesce(sum(l.debit - l.credit), 0) AS balance
                        FROM billing_ledger_entries l WHERE l.bill_id = b.id) x
    WHERE b.consumer_id = ANY(${[...consumerIds]}::int[]) AND b.status = ${sql.lit(BillStatus.Posted)}
      AND b.due_date < ${asOf}::date AND x.balance > 0
    GROUP BY b.consumer_id`.execute(db);
  for (const r of rows.rows)
    map.set(r.consumer_id, { consumerId: r.consumer_id, amount: r.amount, bills: r.bills, oldestDueDate: r.oldest });
  return map;
}

/** Whether a consumer is past due beyond the threshold in force on `asOf` (the same rule the list uses). */
export async function beyondThreshold(
  db: Db,
  consumerId: number,
  asOf: string,
): Promise<{ ok: boolean; arrears: Arrears }> {
  const threshold = await requireThreshold(db, asOf);
  const arrears = (await arrearsOf(db, [consumerId], asOf)).get(consumerId)!;
  return { ok: isBeyondThreshold(arrears, threshold, asOf), arrears };
}

type NoticeRow = {
  id: number;
  notice_no: string;
  consumer_id: number;
  account_no: string;
  name: string;
  address: string | null;
  arrears: string;
  oldest_due_date: string;
  status: Notice['status'];
  printed_at: Date | string;
  served_at: Date | string | null;
  served_to: string | null;
};

export function toNotice(r: NoticeRow): Notice {
  return {
    id: r.id,
    noticeNo: r.notice_no,
    consumerId: r.consumer_id,
    accountNo: r.account_no,
    name: r.name,
    address: r.address,
    arrears: r.arrears,
    oldestDueDate: r.oldest_due_date,
    status: r.status,
    printedAt: iso(r.printed_at),
    servedAt: r.served_at === null ? null : iso(r.served_at),
    servedTo: r.served_to,
    orderableAt: r.served_at === null ? null : orderableAt(new Date(r.served_at)).toISOString(),
  };
}

export function noticeQuery(db: Db) {
  return db
    .selectFrom('billing_disconnection_notices as n')
    .innerJoin('billing_consumers as c', 'c.id', 'n.consumer_id')
    .select([
      'n.id',
      'n.notice_no',
      'n.consumer_id',
      'c.account_no',
      'c.name',
      sql<string | null>`concat_ws(', ', nullif(c.address, ''), c.barangay, c.town)`.as('address'),
      'n.arrears',
      sql<string>`n.oldest_due_date::text`.as('oldest_due_date'),
      'n.status',
      'n.printed_at',
      'n.served_at',
      'n.served_to',
    ]);
}

export async function noticesByIds(db: Db, ids: readonly number[]): Promise<Notice[]> {
  if (ids.length === 0) return [];
  const rows = await noticeQuery(db)
    .where('n.id', 'in', [...ids])
    .orderBy('n.id')
    .execute();
  return rows.map(toNotice);
}

/** Active consumers past due beyond the threshold, in route sequence, a page at a time. */
export async function candidatePage(
  db: Db,
  filter: { branchCode?: number; routeId?: number; page: number; itemsPerPage: number },
  asOf: string,
  threshold: DisconnectionThreshold,
): Promise<{ data: DisconnectionCandidate[]; total: number }> {
  const minDue = new Date(Date.parse(`${asOf}T00:00:00Z`) - threshold.minDaysPastDue * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const branch = filter.branchCode !== undefined ? sql`AND c.branch_code = ${filter.branchCode}` : sql``;
  const route = filter.routeId !== undefined ? sql`AND c.route_id = ${filter.routeId}` : sql``;
  const rows = await sql<{
    consumer_id: number;
    account_no: string;
    name: string;
    address: string | null;
    barangay: string;
    town: string;
    branch_code: number;
    route_id: number | null;
    route_code: string | null;
    sequence: number | null;
    arrears: string;
    bills: number;
    oldest: string;
    notice_id: number | null;
    total: string;
  }>`
    WITH past AS (
      SELECT b.consumer_id, sum(x.balance) AS arrears, count(*)::int AS bills, min(b.due_date) AS oldest
      FROM billing_bills b
      JOIN billing_consumers c ON c.id = b.consumer_id
      CROSS JOIN LATERAL (SELECT coalesce(sum(l.debit - l.credit), 0) AS balance
                          FROM billing_ledger_entries l WHERE l.bill_id = b.id) x
      WHERE b.status = ${sql.lit(BillStatus.Posted)} AND b.due_date < ${asOf}::date AND x.balance > 0
        AND c.account_status = ${sql.lit(ACCOUNT_STATUS.Active.value)} ${branch} ${route}
      GROUP BY b.consumer_id
    )
    SELECT c.id AS consumer_id, c.account_no, c.name, c.address, c.barangay, c.town, c.branch_code,
           c.route_id, r.code AS route_code, c.sequence, p.arrears::numeric(14, 2)::text AS arrears, p.bills,
           p.oldest::text AS oldest, n.id AS notice_id, count(*) OVER ()::text AS total
    FROM past p
    JOIN billing_consumers c ON c.id = p.consumer_id
    LEFT JOIN billing_routes r ON r.id = c.route_id
    LEFT JOIN LATERAL (SELECT n.id FROM billing_disconnection_notices n
                       WHERE n.consumer_id = c.id AND n.status IN ('Printed', 'Served', 'Ordered')
                       ORDER BY n.id DESC LIMIT 1) n ON true
    WHERE p.arrears >= ${threshold.minArrears}::numeric AND p.oldest <= ${minDue}::date
    ORDER BY c.branch_code, r.code NULLS LAST, c.sequence NULLS LAST, c.account_no
    LIMIT ${filter.itemsPerPage} OFFSET ${(filter.page - 1) * filter.itemsPerPage}`.execute(db);
  const notices = new Map(
    (
      await noticesByIds(
        db,
        rows.rows.flatMap((r) => (r.notice_id === null ? [] : [r.notice_id])),
      )
    ).map((n) => [n.id, n]),
  );
  return {
    total: Number(rows.rows[0]?.total ?? 0),
    data: rows.rows.map((r) => ({
      consumerId: r.consumer_id,
      accountNo: r.account_no,
      name: r.name,
      address: r.address,
      barangay: r.barangay,
      town: r.town,
      branchCode: r.branch_code,
      routeId: r.route_id,
      routeCode: r.route_code,
      sequence: r.sequence,
      arrears: r.arrears,
      bills: r.bills,
      oldestDueDate: r.oldest,
      daysPastDue: daysPastDue(r.oldest, asOf),
      notice: r.notice_id === null ? null : (notices.get(r.notice_id) ?? null),
    })),
  };
}
