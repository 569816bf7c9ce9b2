// Records a PUE inspection. Locked per application with the stage moves: a pass moves the
// application from For Inspection to For Evaluation (one timeline entry), so two inspectors
// passing it at once give one pass and one 409.
import { createConnectionInspectionEndpoint } from '@ilaw/contracts/msd/connection-inspections/create-connection-inspection';
import { ConnectionStage, InspectionResult } from '@ilaw/contracts/msd/enums';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import type { SessionUser } from '../../../platform/http/context.ts';
import { defineRoute, type HandlerInput } from '../../../platform/http/define-route.ts';
import { conflict, fieldError } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { INSPECTORS } from '../access.ts';
import { STAGE_MESSAGES } from '../compute/connection-stages.ts';
import {
  CONNECTION_APPLICATION_LOCK,
  addStage,
  loadApplicationDetail,
  requireApplication,
} from '../connection-applications/connection-application-queries.ts';

export const INSPECTION_DATE_FUTURE = 'The inspection date cannot be in the future.';

export async function recordInspection({
  body,
  db,
  user,
  actor,
  reply,
}: HandlerInput<typeof createConnectionInspectionEndpoint, SessionUser>) {
  const today = manilaToday();
  if (body.inspectedOn > today) throw fieldError('inspectedOn', INSPECTION_DATE_FUTURE);
  if (body.reinspectOn !== null && body.reinspectOn <= body.inspectedOn) {
    throw fieldError('reinspectOn', 'The re-inspection comes after this inspection.');
  }
  const id = body.applicationId;
  await db.transaction().execute(async (trx) => {
    await lockSubject(trx, CONNECTION_APPLICATION_LOCK, id);
    const a = await requireApplication(trx, id);
    if (a.stage !== ConnectionStage.ForInspection) throw conflict(STAGE_MESSAGES.notForInspection);
    const { applicationId: _a, ...f } = body;
    const row = await trx
      .insertInto('msd_connection_inspections')
      .values({
        application_id: id,
        inspected_on: f.inspectedOn,
        inspector_id: user.id,
        result: f.result,
        main_breaker_amperes: f.mainBreakerAmperes,
        branch_circuits: f.branchCircuits,
        service_entrance: f.serviceEntrance,
        pole_type: f.poleType,
        pole_count: f.poleCount,
        pole_height_ft: f.poleHeightFt,
        pole_number: f.poleNumber,
        wire_size: f.wireSize,
        wire_length_m: f.wireLengthM,
        building_latitude: f.buildingLatitude,
        building_longitude: f.buildingLongitude,
        pole_latitude: f.poleLatitude,
        pole_longitude: f.poleLongitude,
        seal_reason: f.sealReason,
        electrician_name: f.electricianName,
        electrician_licence_no: f.electricianLicenceNo,
        electrician_licence_valid_until: f.electricianLicenceValidUntil,
        findings: f.findings,
        reinspect_on: f.reinspectOn,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (f.result === InspectionResult.Passed) {
      const now = new Date();
      await trx
        .updateTable('msd_connection_applications')
        .set({ stage: ConnectionStage.ForEvaluation, stage_since: now, updated_at: now })
        .where('id', '=', id)
        .execute();
      await addStage(trx, id, ConnectionStage.ForEvaluation, `Inspection passed (${f.inspectedOn})`, user.id);
    }
    await recordAudit(trx, actor, {
      entityType: 'msd-connection-application',
      entityId: id,
      action: f.result === InspectionResult.Passed ? 'inspection-passed' : 'inspection-reinspect',
      newValues: { inspectionId: row.id, ...f },
    });
  });
  reply.code(201);
  return loadApplicationDetail(db, user, id);
}

export const createConnectionInspection = defineRoute({
  endpoint: createConnectionInspectionEndpoint,
  access: anyRole(...INSPECTORS),
  handler: recordInspection,
});
