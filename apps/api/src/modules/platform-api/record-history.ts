import { recordHistoryEndpoint } from '@ilaw/contracts/platform/audit/record-history';
import { SIGNED_IN } from '../../platform/http/access.ts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { forbidden, notFound } from '../../platform/http/errors.ts';
import { historyReaderRoles } from '../../platform/audit/audit-trail.ts';

export const recordHistory = defineRoute({
  endpoint: recordHistoryEndpoint,
  access: SIGNED_IN,
  async handler({ params, db, user, request }) {
    const readers = historyReaderRoles(params.entityType);
    if (!readers) throw notFound('No history is kept for this kind of record.');
    if (!readers.some((r) => user.roles.includes(r))) {
      request.log.warn({ userId: user.id, entityType: params.entityType }, 'refused access: record history');
      throw forbidden();
    }
    const rows = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_type', '=', params.entityType)
      .where('entity_id', '=', params.entityId)
      .orderBy('id')
      .limit(1000)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      actorUserId: r.actor_user_id,
      actorName: r.actor_name,
      ipAddress: r.ip_address,
      entityType: r.entity_type,
      entityId: r.entity_id,
      action: r.action,
      oldValues: r.old_values,
      newValues: r.new_values,
    }));
  },
});
