// Files a requisition: checks its kind's fields, reserves its quantities at the issuing warehouse
// (on hand less what pending documents and requisitions hold must cover it, or 409), numbers it
// and sends it for approval (decision 091).
import { createRequisitionEndpoint } from '@ilaw/contracts/warehouse/requisitions/create-requisition';
import { RequisitionKind } from '@ilaw/contracts/warehouse/requisitions/requisition';
import { submitForApproval } from '../../../platform/approvals/engine.ts';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { hasRole } from '../../../platform/http/context.ts';
import { SIGNED_IN } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { fieldError, forbidden } from '../../../platform/http/errors.ts';
import { formatDocumentNumber, nextDocumentNumber } from '../../../platform/numbering/document-numbers.ts';
import { openServiceRequest } from '../../msd/public.ts';
import { REQUISITION_FILERS } from '../access.ts';
import { reserve, wantedPerMaterial } from '../stock-documents/stock.ts';
import { loadRequisition, requisitionTypeOf } from './requisition-queries.ts';

export const createRequisition = defineRoute({
  endpoint: createRequisitionEndpoint,
  // Office supplies are asked by any staff member; the other kinds by their filers (checked below).
  access: SIGNED_IN,
  async handler({ body, db, actor, user, reply }) {
    if (body.kind !== RequisitionKind.OFFICE && !hasRole(user, ...REQUISITION_FILERS[body.kind])) throw forbidden();
    const id = await db.transaction().execute(async (trx) => {
      const locationIds = [body.locationId, ...(body.toLocationId ? [body.toLocationId] : [])];
      const locations = await trx
        .selectFrom('wh_locations')
        .select(['id', 'is_active'])
        .where('id', 'in', locationIds)
        .execute();
      if (!locations.some((l) => l.id === body.locationId && l.is_active))
        throw fieldError('locationId', 'The location does not exist.');
      let serviceRequestId: number | null = null;
      if (body.kind === RequisitionKind.MTR) {
        if (!body.toLocationId) throw fieldError('toLocationId', 'Choose the receiving location.');
        if (body.toLocationId === body.locationId)
          throw fieldError('toLocationId', 'Choose a different receiving location.');
        if (!locations.some((l) => l.id === body.toLocationId && l.is_active))
          throw fieldError('toLocationId', 'The location does not exist.');
      }
      if (body.kind === RequisitionKind.SERVICE) {
        if (!body.serviceRequestNo) throw fieldError('serviceRequestNo', 'Enter the service request number.');
        const sr = await openServiceRequest(trx, body.serviceRequestNo);
        if (!sr) throw fieldError('serviceRequestNo', 'The service request does not exist or is cancelled.');
        serviceRequestId = sr.id;
      }
      const materials = await trx
        .selectFrom('wh_materials')
        .select(['id', 'item_code', 'is_active'])
        .where(
          'id',
          'in',
          body.lines.map((l) => l.materialId),
        )
        .execute();
      body.lines.forEach((l, i) => {
        if (!materials.some((m) => m.id === l.materialId && m.is_active))
          throw fieldError(`lines.${i}.materialId`, 'The material does not exist or is no longer active.');
      });
      await reserve(
        trx,
        body.locationId,
        wantedPerMaterial(body.lines),
        new Map(materials.map((m) => [m.id, m.item_code])),
      );
      const year = body.requestDate.slice(0, 4);
      const controlNo = formatDocumentNumber(
        body.kind,
        year,
        await nextDocumentNumber(trx, `warehouse-${body.kind}`, year),
      );
      const row = await trx
        .insertInto('wh_requisitions')
        .values({
          kind: body.kind,
          control_no: controlNo,
          request_date: body.requestDate,
          location_id: body.locationId,
          to_location_id: body.kind === RequisitionKind.MTR ? (body.toLocationId ?? null) : null,
          purpose: body.purpose,
          charge_account: body.chargeAccount ?? null,
          work_order_no: body.workOrderNo ?? null,
          service_request_id: serviceRequestId,
          requested_by: user.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('wh_requisition_lines')
        .values(
          body.lines.map((l, i) => ({
            requisition_id: row.id,
            line_no: i + 1,
            material_id: l.materialId,
            quantity: l.quantity,
          })),
        )
        .execute();
      await submitForApproval(trx, actor, {
        documentType: requisitionTypeOf(body.kind),
        documentId: row.id,
        summary: `${controlNo}, ${body.lines.length} line(s), ${body.purpose}`,
      });
      await recordAudit(trx, actor, {
        entityType: 'warehouse-requisition',
        entityId: row.id,
        action: 'created',
        newValues: { controlNo, ...body },
      });
      return row.id;
    });
    reply.code(201);
    return loadRequisition(db, user, id);
  },
});
