// Create and update share the checks: where it was (a feeder or an area), when it ended, the
// notice of a scheduled one.
import type { createInterruptionEndpoint } from '@ilaw/contracts/tsd/interruptions/create-interruption';
import type { InputOf } from '../../../platform/http/define-route.ts';
import { fieldError } from '../../../platform/http/errors.ts';
import { manilaDate } from '../../../platform/time/manila.ts';

export type InterruptionFields = InputOf<typeof createInterruptionEndpoint>['body'];

export function checkInterruption(f: InterruptionFields) {
  if (f.scope === 'Feeder' && f.feeder === null) throw fieldError('feeder', 'Enter the feeder.');
  if (f.scope === 'Area' && f.area === null) throw fieldError('area', 'Describe the area affected.');
  const start = new Date(f.startedAt);
  if (f.endedAt !== null && new Date(f.endedAt) < start)
    throw fieldError('endedAt', 'The power came back after it went out.');
  if (f.kind === 'Scheduled' && f.noticeDate === null)
    throw fieldError('noticeDate', 'Enter the date the interruption was announced.');
  if (f.noticeDate !== null && f.noticeDate > manilaDate(start))
    throw fieldError('noticeDate', 'The notice comes before the interruption.');
}

export function interruptionColumns(f: InterruptionFields) {
  return {
    kind: f.kind,
    scope: f.scope,
    branch_code: f.branchCode,
    feeder: f.feeder,
    area: f.area,
    started_at: new Date(f.startedAt),
    ended_at: f.endedAt === null ? null : new Date(f.endedAt),
    cause: f.cause,
    weather: f.weather,
    equipment: f.equipment,
    consumers_affected: f.consumersAffected,
    notice_date: f.kind === 'Scheduled' ? f.noticeDate : null,
    crew: f.crew,
    remarks: f.remarks,
  };
}
