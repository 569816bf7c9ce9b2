import { PRIVACY_MESSAGES } from '@ilaw/contracts/privacy/agreement';
import type { createBreachEndpoint } from '@ilaw/contracts/privacy/create-breach';
import type { InputOf } from '../../../platform/http/define-route.ts';
import { validationFailed } from '../../../platform/http/errors.ts';
import { manilaInstant } from './breach-rules.ts';

/** The columns of a breach from its fields; a notification before the discovery is refused. */
export function breachColumns(body: InputOf<typeof createBreachEndpoint>['body']) {
  const discovered = manilaInstant(body.discoveredAt);
  const commission = body.commissionNotifiedAt === null ? null : manilaInstant(body.commissionNotifiedAt);
  const subjects = body.subjectsNotifiedAt === null ? null : manilaInstant(body.subjectsNotifiedAt);
  const errors: Record<string, string[]> = {};
  if (commission && commission < discovered) errors.commissionNotifiedAt = [PRIVACY_MESSAGES.notifiedBeforeDiscovery];
  if (subjects && subjects < discovered) errors.subjectsNotifiedAt = [PRIVACY_MESSAGES.notifiedBeforeDiscovery];
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return {
    discovered_at: discovered,
    description: body.description,
    data_involved: body.dataInvolved,
    subjects_affected: body.subjectsAffected,
    measures: body.measures,
    commission_notified_at: commission,
    subjects_notified_at: subjects,
    status: body.status,
  };
}
