import type { Printer } from '@ilaw/contracts/collection/printers/printer';
import { PRINTER_NAME_TAKEN } from '@ilaw/contracts/collection/printers/printer';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { fieldError } from '../../../platform/http/errors.ts';
import { duplicateToConflict } from '../../../platform/posting/database-conflicts.ts';

export async function checkPrinterTeller(db: Db, tellerId: number | null | undefined): Promise<void> {
  if (tellerId === null || tellerId === undefined) return;
  const t = await db.selectFrom('collection_tellers').select('id').where('id', '=', tellerId).executeTakeFirst();
  if (!t) throw fieldError('tellerId', 'The teller was not found.');
}

type Db = Kysely<Database> | Transaction<Database>;

export async function listPrinters(db: Db, id?: number): Promise<Printer[]> {
  let q = db
    .selectFrom('collection_sales_invoice_printers as p')
    .leftJoin('collection_tellers as t', 't.id', 'p.teller_id')
    .select([
      'p.id',
      'p.name',
      'p.teller_id',
      't.name as teller_name',
      'p.connection',
      'p.address',
      'p.paper_width_mm',
      'p.is_active',
    ])
    .orderBy('p.name');
  if (id !== undefined) q = q.where('p.id', '=', id);
  const rows = await q.execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    tellerId: r.teller_id,
    tellerName: r.teller_name,
    connection: r.connection as Printer['connection'],
    address: r.address,
    paperWidthMm: r.paper_width_mm,
    isActive: r.is_active,
  }));
}

export const printerNameTaken = duplicateToConflict({
  constraint: 'collection_sales_invoice_printers_name',
  message: PRINTER_NAME_TAKEN,
  field: 'name',
});
