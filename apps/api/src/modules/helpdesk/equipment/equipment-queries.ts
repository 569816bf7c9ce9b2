// Reads of IT equipment and the row -> contract mappers (ownership history, linked requests).
import { EQUIPMENT_MESSAGES, type Equipment } from '@ilaw/contracts/helpdesk/equipment/equipment';
import type { listEquipmentEndpoint } from '@ilaw/contracts/helpdesk/equipment/list-equipment';
import type { ResponseOf } from '@ilaw/contracts/http';
import type { getEquipmentEndpoint } from '@ilaw/contracts/helpdesk/equipment/get-equipment';
import { Decimal } from 'decimal.js';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import type { InputOf } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';

type Db = Kysely<Database> | Transaction<Database>;

const name = (alias: string) =>
  sql<string>`${sql.ref(`${alias}.last_name`)} || ', ' || ${sql.ref(`${alias}.first_name`)}`;

export function equipmentRows(db: Db) {
  return db
    .selectFrom('it_equipment as q')
    .leftJoin('employees as e', 'e.id', 'q.accountable_employee_id')
    .selectAll('q')
    .select(name('e').as('employee_name'));
}

type Row = Awaited<ReturnType<ReturnType<typeof equipmentRows>['executeTakeFirstOrThrow']>>;

export function toEquipment(r: Row): Equipment {
  return {
    id: r.id,
    propertyNo: r.property_no,
    kind: r.kind,
    brandModel: r.brand_model,
    specs: r.specs,
    serialNo: r.serial_no,
    acquisitionDate: r.acquisition_date,
    acquisitionCost: new Decimal(r.acquisition_cost).toFixed(2),
    condition: r.condition,
    location: r.location,
    accountableEmployeeId: r.accountable_employee_id,
    accountableEmployee: r.employee_name,
    status: r.status,
    disposedAt: r.disposed_at,
    disposalReason: r.disposal_reason,
  };
}

export function filteredEquipment(db: Db, q: InputOf<typeof listEquipmentEndpoint>['query']) {
  let query = equipmentRows(db);
  if (q.status) query = query.where('q.status', '=', q.status);
  if (q.employeeId !== undefined) query = query.where('q.accountable_employee_id', '=', q.employeeId);
  if (q.search) {
    const like = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where(
      sql<boolean>`(q.property_no ILIKE ${like} OR q.kind ILIKE ${like} OR q.brand_model ILIKE ${like} OR q.serial_no ILIKE ${like})`,
    );
  }
  return query.orderBy('q.property_no');
}

export async function equipmentDetail(db: Db, id: number): Promise<ResponseOf<typeof getEquipmentEndpoint>> {
  const row = await equipmentRows(db).where('q.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(EQUIPMENT_MESSAGES.notFound);
  const owners = await db
    .selectFrom('it_equipment_owners as o')
    .innerJoin('employees as e', 'e.id', 'o.employee_id')
    .select(['o.employee_id', 'o.from_date', 'o.to_date', 'o.remarks'])
    .select(name('e').as('employee_name'))
    .where('o.equipment_id', '=', id)
    .orderBy('o.from_date', 'desc')
    .orderBy('o.id', 'desc')
    .execute();
  const tickets = await db
    .selectFrom('it_tickets')
    .select(['id', 'ticket_no', 'subject', 'status', 'created_at'])
    .where('equipment_id', '=', id)
    .orderBy('created_at', 'desc')
    .execute();
  return {
    ...toEquipment(row),
    owners: owners.map((o) => ({
      employeeId: o.employee_id,
      employee: o.employee_name,
      fromDate: o.from_date,
      toDate: o.to_date,
      remarks: o.remarks,
    })),
    tickets: tickets.map((t) => ({
      id: t.id,
      ticketNo: t.ticket_no,
      subject: t.subject,
      status: t.status,
      createdAt: t.created_at.toISOString(),
    })),
  };
}
