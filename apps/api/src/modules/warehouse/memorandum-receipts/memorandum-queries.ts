// Reads of memorandum receipts with the employee, the item and the receipts before and after.
import {
  MEMORANDUM_NOT_FOUND,
  type MemorandumReceipt,
} from '@ilaw/contracts/warehouse/memorandum-receipts/memorandum-receipt';
import { Decimal } from 'decimal.js';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { notFound } from '../../../platform/http/errors.ts';

type Db = Kysely<Database> | Transaction<Database>;

export function memorandumQuery(db: Db) {
  return db
    .selectFrom('wh_memorandum_receipts as r')
    .innerJoin('employees as e', 'e.id', 'r.employee_id')
    .innerJoin('users as u', 'u.id', 'r.created_by')
    .leftJoin('wh_materials as m', 'm.id', 'r.material_id')
    .leftJoin('wh_memorandum_receipts as prev', 'prev.id', 'r.transferred_from_id')
    .leftJoin('wh_memorandum_receipts as next', 'next.transferred_from_id', 'r.id')
    .selectAll('r')
    .select([
      'e.employee_id as employee_no',
      sql<string>`e.last_name || ', ' || e.first_name`.as('employee_name'),
      'm.item_code',
      'u.full_name as created_by_name',
      'prev.control_no as prev_control_no',
      'next.control_no as next_control_no',
    ]);
}
type Row = Awaited<ReturnType<ReturnType<typeof memorandumQuery>['executeTakeFirstOrThrow']>>;

export function toMemorandum(r: Row): MemorandumReceipt {
  return {
    id: r.id,
    controlNo: r.control_no,
    issuedOn: r.issued_on,
    employeeId: r.employee_id,
    employeeNo: r.employee_no,
    employeeName: r.employee_name,
    materialId: r.material_id,
    itemCode: r.item_code,
    description: r.description,
    serialNo: r.serial_no,
    quantity: r.quantity,
    unitCost: r.unit_cost,
    amount: new Decimal(r.quantity).times(r.unit_cost).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
    status: r.status,
    transferredFromId: r.transferred_from_id,
    transferredFromControlNo: r.prev_control_no,
    transferredToControlNo: r.next_control_no,
    endedOn: r.ended_on,
    remarks: r.remarks,
    signedByName: r.signed_by_name,
    signature: r.signature,
    signedAt: r.signed_at?.toISOString() ?? null,
    createdBy: r.created_by_name,
  };
}

export async function loadMemorandum(db: Db, id: number): Promise<MemorandumReceipt> {
  const r = await memorandumQuery(db).where('r.id', '=', id).executeTakeFirst();
  if (!r) throw notFound(MEMORANDUM_NOT_FOUND);
  return toMemorandum(r);
}

/** The receipt under its row lock, or 404. */
export async function lockMemorandum(trx: Transaction<Database>, id: number) {
  const r = await trx
    .selectFrom('wh_memorandum_receipts')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!r) throw notFound(MEMORANDUM_NOT_FOUND);
  return r;
}

/** An active employee, or the field error. */
export async function activeEmployee(db: Db, id: number): Promise<boolean> {
  const e = await db.selectFrom('employees').select('id').where('id', '=', id).executeTakeFirst();
  return e !== undefined;
}
