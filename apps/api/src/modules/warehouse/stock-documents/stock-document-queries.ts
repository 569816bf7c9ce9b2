// Reads of stock documents with their lines, the costs they posted at and their approval, and
// the row -> contract mapper.
import { DOCUMENT_KINDS, type DocumentKind } from '@ilaw/contracts/warehouse/enums';
import { DOCUMENT_NOT_FOUND, type StockDocument } from '@ilaw/contracts/warehouse/stock-documents/stock-document';
import type { Kysely, Transaction } from 'kysely';
import { approvalSummaries } from '../../../platform/approvals/engine.ts';
import type { Database } from '../../../platform/db/schema.ts';
import type { SessionUser } from '../../../platform/http/context.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { sum } from '../compute/moving-average.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The approval engine's document type of each kind. */
export const documentTypeOf = (kind: DocumentKind) => `warehouse.${kind.toLowerCase()}`;
export const DOCUMENT_TYPES = DOCUMENT_KINDS.map(documentTypeOf);

export function documentQuery(db: Db) {
  return db
    .selectFrom('wh_documents as d')
    .innerJoin('wh_locations as loc', 'loc.id', 'd.location_id')
    .leftJoin('wh_locations as to', 'to.id', 'd.to_location_id')
    .innerJoin('users as u', 'u.id', 'd.created_by')
    .leftJoin('wh_documents as ch', 'ch.id', 'd.charged_document_id')
    .leftJoin('wh_documents as rv', 'rv.id', 'd.reversal_of_id')
    .leftJoin('wh_documents as rby', 'rby.reversal_of_id', 'd.id')
    .leftJoin('wh_requisitions as req', 'req.id', 'd.requisition_id')
    .selectAll('d')
    .select([
      'loc.name as location_name',
      'to.name as to_location_name',
      'u.full_name as created_by_name',
      'ch.control_no as charged_control_no',
      'rv.control_no as reversal_of_control_no',
      'rby.id as reversed_by_id',
      'req.control_no as requisition_control_no',
    ]);
}
type Row = Awaited<ReturnType<ReturnType<typeof documentQuery>['executeTakeFirstOrThrow']>>;

export async function toDocuments(db: Db, user: SessionUser, rows: readonly Row[]): Promise<StockDocument[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const lines = await db
    .selectFrom('wh_document_lines as l')
    .innerJoin('wh_documents as d', 'd.id', 'l.document_id')
    .innerJoin('wh_materials as m', 'm.id', 'l.material_id')
    .innerJoin('wh_units as u', 'u.id', 'm.unit_id')
    // The cost a line moved at, read at the document's own location (a transfer's source).
    // A reclassification moves twice at one place: its cost is the old item's.
    .leftJoin('wh_movements as mv', (j) =>
      j
        .onRef('mv.document_line_id', '=', 'l.id')
        .onRef('mv.location_id', '=', 'd.location_id')
        .on((eb) => eb.or([eb('l.to_material_id', 'is', null), eb('mv.material_id', '=', eb.ref('l.material_id'))])),
    )
    .leftJoin('wh_materials as tm', 'tm.id', 'l.to_material_id')
    .leftJoin('wh_materials as moved', 'moved.id', 'mv.material_id')
    .select([
      'l.id',
      'l.document_id',
      'l.line_no',
      'l.material_id',
      'm.item_code',
      'm.description',
      'u.code as unit_code',
      'l.quantity',
      'l.unit_price',
      'l.charged_line_id',
      'l.condition',
      'moved.item_code as moved_item_code',
      'mv.unit_cost',
      'mv.amount',
      'l.to_material_id',
      'tm.item_code as to_item_code',
    ])
    .where('l.document_id', 'in', ids)
    .orderBy('l.document_id')
    .orderBy('l.line_no')
    .execute();
  const approvals = new Map<string, Awaited<ReturnType<typeof approvalSummaries>>>();
  for (const kind of new Set(rows.map((r) => r.kind))) {
    approvals.set(
      kind,
      await approvalSummaries(
        db,
        user,
        documentTypeOf(kind),
        rows.filter((r) => r.kind === kind).map((r) => r.id),
      ),
    );
  }
  return rows.map((r) => {
    const own = lines.filter((l) => l.document_id === r.id);
    const amounts = own.map((l) => l.amount).filter((a): a is string => a !== null);
    return {
      id: r.id,
      kind: r.kind,
      controlNo: r.control_no,
      documentDate: r.document_date,
      locationId: r.location_id,
      locationName: r.location_name,
      toLocationId: r.to_location_id,
      toLocationName: r.to_location_name,
      status: r.status,
      particulars: r.particulars,
      supplier: r.supplier,
      poNo: r.po_no,
      invoiceNo: r.invoice_no,
      deliveryNo: r.delivery_no,
      vatType: r.vat_type,
      freight: r.freight,
      chargeAccount: r.charge_account,
      workOrderNo: r.work_order_no,
      chargedDocumentId: r.charged_document_id,
      chargedControlNo: r.charged_control_no,
      requisitionId: r.requisition_id,
      requisitionControlNo: r.requisition_control_no,
      reversalOfId: r.reversal_of_id,
      reversalOfControlNo: r.reversal_of_control_no,
      reversedById: r.reversed_by_id,
      createdBy: r.created_by_name,
      createdAt: r.created_at.toISOString(),
      postedAt: r.posted_at?.toISOString() ?? null,
      totalAmount: amounts.length === own.length && own.length > 0 ? sum(amounts) : null,
      closedRemarks: r.closed_remarks,
      lines: own.map((l) => ({
        id: l.id,
        lineNo: l.line_no,
        materialId: l.material_id,
        itemCode: l.item_code,
        description: l.description,
        unitCode: l.unit_code,
        quantity: l.quantity,
        unitPrice: l.unit_price,
        unitCost: l.unit_cost,
        amount: l.amount,
        chargedLineId: l.charged_line_id,
        condition: l.condition,
        salvageItemCode: l.condition !== null ? l.moved_item_code : null,
        toMaterialId: l.to_material_id,
        toItemCode: l.to_item_code,
      })),
      approval: approvals.get(r.kind)?.get(r.id) ?? null,
    };
  });
}

export async function loadDocument(db: Db, user: SessionUser, id: number): Promise<StockDocument> {
  const r = await documentQuery(db).where('d.id', '=', id).executeTakeFirst();
  if (!r) throw notFound(DOCUMENT_NOT_FOUND);
  const [doc] = await toDocuments(db, user, [r]);
  return doc!;
}
