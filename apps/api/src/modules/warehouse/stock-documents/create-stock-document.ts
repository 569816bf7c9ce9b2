import {
  DOCUMENT_KIND_LABELS,
  DocumentKind,
  DocumentStatus,
  type SalvageCondition,
} from '@ilaw/contracts/warehouse/enums';
import { RequisitionKind } from '@ilaw/contracts/warehouse/requisitions/requisition';
import { createStockDocumentEndpoint } from '@ilaw/contracts/warehouse/stock-documents/create-stock-document';
import { Decimal } from 'decimal.js';
import { sql, type Transaction } from 'kysely';
import { submitForApproval } from '../../../platform/approvals/engine.ts';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import type { Database } from '../../../platform/db/schema.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute, type InputOf } from '../../../platform/http/define-route.ts';
import { conflict, fieldError } from '../../../platform/http/errors.ts';
import { formatDocumentNumber, nextDocumentNumber } from '../../../platform/numbering/document-numbers.ts';
import { DOCUMENT_CLERKS } from '../access.ts';
import { planIssue, type RequisitionLineBalance } from '../compute/requisition-issue.ts';
import { markIssued, requisitionToIssue } from '../requisitions/requisition-status.ts';
import { RESERVING_KINDS } from './post-stock-document.ts';
import { reserve, wantedPerMaterial } from './stock.ts';
import { documentTypeOf, loadDocument } from './stock-document-queries.ts';

type Body = InputOf<typeof createStockDocumentEndpoint>['body'];
type Trx = Transaction<Database>;
type LineValues = {
  materialId: number;
  quantity: string;
  unitPrice: string | null;
  chargedLineId: number | null;
  condition?: SalvageCondition | null;
  toMaterialId?: number | null;
};

const required = (v: unknown, field: string, message: string) => {
  if (v === undefined || v === null || v === '') throw fieldError(field, message);
};

/** The kind's own fields and, for a credit ticket, each line's charge ticket line and the cost it was charged at. */
async function checkDocument(trx: Trx, b: Body): Promise<LineValues[]> {
  const locations = await trx
    .selectFrom('wh_locations')
    .select(['id', 'is_active'])
    .where('id', 'in', [b.locationId, ...(b.toLocationId ? [b.toLocationId] : [])])
    .execute();
  if (!locations.some((l) => l.id === b.locationId && l.is_active))
    throw fieldError('locationId', 'The location does not exist.');
  const materialIds = [...new Set(b.lines.flatMap((l) => [l.materialId, ...(l.toMaterialId ? [l.toMaterialId] : [])]))];
  const materials = await trx
    .selectFrom('wh_materials')
    .select(['id', 'is_active', 'unit_id'])
    .where('id', 'in', materialIds)
    .execute();
  b.lines.forEach((l, i) => {
    if (!materials.some((m) => m.id === l.materialId && m.is_active)) {
      throw fieldError(`lines.${i}.materialId`, 'The material does not exist or is no longer active.');
    }
  });
  switch (b.kind) {
    case DocumentKind.MRR:
      required(b.supplier, 'supplier', 'Enter the supplier.');
      required(b.vatType, 'vatType', 'Choose how the prices treat VAT.');
      b.lines.forEach((l, i) => required(l.unitPrice, `lines.${i}.unitPrice`, 'Enter the unit price.'));
      return b.lines.map((l) => ({
        materialId: l.materialId,
        quantity: l.quantity,
        unitPrice: l.unitPrice ?? null,
        chargedLineId: null,
      }));
    case DocumentKind.MCT:
      if (!b.chargeAccount && !b.workOrderNo)
        throw fieldError('chargeAccount', 'Enter the account or work order charged.');
      return b.lines.map((l) => ({
        materialId: l.materialId,
        quantity: l.quantity,
        unitPrice: null,
        chargedLineId: null,
      }));
    case DocumentKind.MTS:
      required(b.toLocationId, 'toLocationId', 'Choose the receiving location.');
      if (b.toLocationId === b.locationId) throw fieldError('toLocationId', 'Choose a different receiving location.');
      if (!locations.some((l) => l.id === b.toLocationId && l.is_active)) {
        throw fieldError('toLocationId', 'The location does not exist.');
      }
      return b.lines.map((l) => ({
        materialId: l.materialId,
        quantity: l.quantity,
        unitPrice: null,
        chargedLineId: null,
      }));
    case DocumentKind.MCRT:
      return creditLines(trx, b);
    case DocumentKind.MRC:
      // Quantity and value move to another item at the same place, counted in the same unit.
      return b.lines.map((l, i) => {
        required(l.toMaterialId, `lines.${i}.toMaterialId`, 'Choose the material it is reclassified to.');
        if (l.toMaterialId === l.materialId)
          throw fieldError(`lines.${i}.toMaterialId`, 'Choose a different material.');
        const from = materials.find((m) => m.id === l.materialId)!;
        const to = materials.find((m) => m.id === l.toMaterialId);
        if (!to?.is_active)
          throw fieldError(`lines.${i}.toMaterialId`, 'The material does not exist or is no longer active.');
        if (to.unit_id !== from.unit_id)
          throw fieldError(`lines.${i}.toMaterialId`, 'The new material must be counted in the same unit.');
        return {
          materialId: l.materialId,
          quantity: l.quantity,
          unitPrice: null,
          chargedLineId: null,
          toMaterialId: to.id,
        };
      });
    case DocumentKind.MST:
      // Usable salvage at a set value, scrap at its net realizable value: each line says which.
      b.lines.forEach((l, i) => {
        required(l.condition, `lines.${i}.condition`, 'Choose Usable or Scrap.');
        required(l.unitPrice, `lines.${i}.unitPrice`, 'Enter the value per unit.');
      });
      return b.lines.map((l) => ({
        materialId: l.materialId,
        quantity: l.quantity,
        unitPrice: l.unitPrice ?? null,
        chargedLineId: null,
        condition: l.condition ?? null,
      }));
  }
}

/** A return goes back against its charge ticket's line, at most what is still out, at the cost charged. */
async function creditLines(trx: Trx, b: Body): Promise<LineValues[]> {
  required(b.chargedDocumentId, 'chargedDocumentId', 'Choose the charge ticket returned against.');
  const mct = await trx
    .selectFrom('wh_documents')
    .select(['id', 'kind', 'status'])
    .where('id', '=', b.chargedDocumentId!)
    .executeTakeFirst();
  if (!mct || mct.kind !== DocumentKind.MCT || mct.status !== DocumentStatus.Posted) {
    throw fieldError('chargedDocumentId', 'Choose a posted charge ticket.');
  }
  const charged = await trx
    .selectFrom('wh_document_lines as l')
    .innerJoin('wh_movements as mv', 'mv.document_line_id', 'l.id')
    .select(['l.id', 'l.material_id', 'l.quantity', 'mv.unit_cost'])
    .select(
      sql<string>`(SELECT coalesce(sum(r.quantity), 0)::text FROM wh_document_lines r
        JOIN wh_documents rd ON rd.id = r.document_id
        WHERE r.charged_line_id = l.id AND rd.status IN ('Pending', 'Posted'))`.as('returned'),
    )
    .where('l.document_id', '=', mct.id)
    .execute();
  const asked = new Map<number, Decimal>();
  return b.lines.map((l, i) => {
    const line =
      l.chargedLineId !== undefined
        ? charged.find((c) => c.id === l.chargedLineId)
        : charged.find((c) => c.material_id === l.materialId);
    if (!line || line.material_id !== l.materialId) {
      throw fieldError(`lines.${i}.materialId`, 'This material is not on the charge ticket.');
    }
    const total = (asked.get(line.id) ?? new Decimal(0)).plus(l.quantity);
    asked.set(line.id, total);
    const out = new Decimal(line.quantity).minus(line.returned ?? '0');
    if (total.gt(out)) {
      throw fieldError(
        `lines.${i}.quantity`,
        `At most ${out.toFixed(2)} of this charge ticket's line can still be returned.`,
      );
    }
    return { materialId: l.materialId, quantity: l.quantity, unitPrice: line.unit_cost, chargedLineId: line.id };
  });
}

/**
 * The charge ticket (or, for a transfer request, the transfer) of an approved requisition: its
 * warehouse and destination are the requisition's; its lines are the parts of the requisition's
 * lines it takes (all that is left when it names none, decision 119); the account may be given anew.
 */
function issuingBody(
  b: Body,
  r: {
    kind: RequisitionKind;
    location_id: number;
    to_location_id: number | null;
    charge_account: string | null;
    work_order_no: string | null;
    purpose: string;
    control_no: string;
  },
  balances: readonly RequisitionLineBalance[],
): { body: Body; completes: boolean } {
  const kind = r.kind === RequisitionKind.MTR ? DocumentKind.MTS : DocumentKind.MCT;
  if (b.kind !== kind) {
    throw fieldError('requisitionId', `A ${r.control_no} is issued by a ${DOCUMENT_KIND_LABELS[kind]}.`);
  }
  const plan = planIssue(balances, b.lines);
  if ('refused' in plan) {
    const { field, message } = plan.refused;
    throw plan.refused.conflict ? conflict(message, field) : fieldError(field, message);
  }
  return {
    body: {
      ...b,
      locationId: r.location_id,
      toLocationId: r.to_location_id ?? undefined,
      chargeAccount: b.chargeAccount ?? r.charge_account,
      workOrderNo: b.workOrderNo ?? r.work_order_no,
      particulars: b.particulars ? b.particulars : `${r.control_no}: ${r.purpose}`,
      lines: plan.lines.map((l) => ({
        materialId: l.materialId,
        quantity: l.quantity,
        requisitionLineId: l.requisitionLineId,
      })),
    },
    completes: plan.completes,
  };
}

export const createStockDocument = defineRoute({
  endpoint: createStockDocumentEndpoint,
  access: anyRole(...DOCUMENT_CLERKS),
  async handler({ body: asked, db, actor, user, reply }) {
    const id = await db.transaction().execute(async (trx) => {
      const issuing = asked.requisitionId === undefined ? null : await requisitionToIssue(trx, asked.requisitionId);
      const plan = issuing ? issuingBody(asked, issuing.requisition, issuing.balances) : null;
      const body = plan ? plan.body : asked;
      const lines = await checkDocument(trx, body);
      // Issuing a requisition takes over its reservation of these parts (the same place).
      if (RESERVING_KINDS.includes(body.kind) && !issuing) {
        const codes = await trx
          .selectFrom('wh_materials')
          .select(['id', 'item_code'])
          .where(
            'id',
            'in',
            lines.map((l) => l.materialId),
          )
          .execute();
        await reserve(trx, body.locationId, wantedPerMaterial(lines), new Map(codes.map((c) => [c.id, c.item_code])));
      }
      const year = body.documentDate.slice(0, 4);
      const controlNo = formatDocumentNumber(
        body.kind,
        year,
        await nextDocumentNumber(trx, `warehouse-${body.kind}`, year),
      );
      const doc = await trx
        .insertInto('wh_documents')
        .values({
          kind: body.kind,
          control_no: controlNo,
          document_date: body.documentDate,
          location_id: body.locationId,
          to_location_id: body.kind === DocumentKind.MTS ? (body.toLocationId ?? null) : null,
          particulars: body.particulars ?? '',
          supplier: body.supplier,
          po_no: body.poNo,
          invoice_no: body.invoiceNo,
          delivery_no: body.deliveryNo,
          vat_type: body.kind === DocumentKind.MRR ? (body.vatType ?? null) : null,
          freight: body.kind === DocumentKind.MRR ? (body.freight ?? '0') : '0',
          charge_account: body.chargeAccount,
          work_order_no: body.workOrderNo,
          charged_document_id: body.kind === DocumentKind.MCRT ? (body.chargedDocumentId ?? null) : null,
          requisition_id: issuing?.requisition.id ?? null,
          created_by: actor.userId!,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('wh_document_lines')
        .values(
          lines.map((l, i) => ({
            document_id: doc.id,
            line_no: i + 1,
            material_id: l.materialId,
            quantity: l.quantity,
            unit_price: l.unitPrice,
            charged_line_id: l.chargedLineId,
            condition: l.condition ?? null,
            to_material_id: l.toMaterialId ?? null,
            requisition_line_id: issuing ? (body.lines[i]?.requisitionLineId ?? null) : null,
          })),
        )
        .execute();
      if (issuing && plan?.completes) await markIssued(trx, issuing.requisition.id, doc.id);
      await submitForApproval(trx, actor, {
        documentType: documentTypeOf(body.kind),
        documentId: doc.id,
        summary: `${controlNo}, ${lines.length} line(s)${body.supplier ? `, ${body.supplier}` : ''}${body.particulars ? `, ${body.particulars}` : ''}`,
      });
      await recordAudit(trx, actor, {
        entityType: 'warehouse-document',
        entityId: doc.id,
        action: 'created',
        newValues: { controlNo, ...body },
      });
      return doc.id;
    });
    reply.code(201);
    return loadDocument(db, user, id);
  },
});
