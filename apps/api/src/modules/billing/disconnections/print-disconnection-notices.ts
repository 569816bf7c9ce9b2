// Printing the written notices: each chosen consumer must be past due beyond the threshold today;
// one open notice per consumer (printing again answers the same notice, its arrears as printed).
import { DISCONNECTION_MESSAGES } from '@ilaw/contracts/billing/disconnections/disconnection';
import { printDisconnectionNoticesEndpoint } from '@ilaw/contracts/billing/disconnections/print-disconnection-notices';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { formatDocumentNumber, nextDocumentNumber } from '../../../platform/numbering/document-numbers.ts';
import { lockSubjects } from '../../../platform/posting/subject-lock.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { CONSUMER_LOCK } from '../../collection/public.ts';
import { DISCONNECTION_WORK } from '../access.ts';
import { isBeyondThreshold } from '../compute/disconnection-rules.ts';
import { arrearsOf, noticesByIds, requireThreshold } from './disconnection-queries.ts';

export const printDisconnectionNotices = defineRoute({
  endpoint: printDisconnectionNoticesEndpoint,
  access: DISCONNECTION_WORK,
  async handler({ body, db, actor, user }) {
    const consumerIds = [...new Set(body.consumerIds)];
    const today = manilaToday();
    const ids = await db.transaction().execute(async (trx) => {
      await lockSubjects(trx, CONSUMER_LOCK, consumerIds);
      const consumers = await trx
        .selectFrom('billing_consumers')
        .select(['id', 'account_no'])
        .where('id', 'in', consumerIds)
        .execute();
      if (consumers.length !== consumerIds.length) throw notFound('The consumer was not found.');
      const open = await trx
        .selectFrom('billing_disconnection_notices')
        .select(['id', 'consumer_id'])
        .where('consumer_id', 'in', consumerIds)
        .where('status', 'in', ['Printed', 'Served', 'Ordered'])
        .execute();
      const openOf = new Map(open.map((n) => [n.consumer_id, n.id]));
      const threshold = await requireThreshold(trx, today);
      const arrears = await arrearsOf(trx, consumerIds, today);
      const notBeyond = consumers.filter(
        (c) => !openOf.has(c.id) && !isBeyondThreshold(arrears.get(c.id)!, threshold, today),
      );
      if (notBeyond.length > 0)
        throw conflict(
          `${notBeyond.map((c) => c.account_no).join(', ')}: ${DISCONNECTION_MESSAGES.settled.split(';')[0]}.`,
          'consumerIds',
        );
      const year = today.slice(0, 4);
      const created: number[] = [];
      for (const c of consumers) {
        if (openOf.has(c.id)) continue;
        const a = arrears.get(c.id)!;
        const no = await nextDocumentNumber(trx, 'billing-disconnection-notice', year);
        const row = await trx
          .insertInto('billing_disconnection_notices')
          .values({
            notice_no: formatDocumentNumber('DN', year, no),
            consumer_id: c.id,
            arrears: a.amount,
            oldest_due_date: a.oldestDueDate!,
            printed_by: user.id,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        created.push(row.id);
        openOf.set(c.id, row.id);
      }
      if (created.length > 0)
        await recordAudit(trx, actor, {
          entityType: 'billing-disconnection-notice',
          entityId: created[0]!,
          action: 'printed',
          newValues: { noticeIds: created, asOf: today },
        });
      return consumerIds.map((id) => openOf.get(id)!);
    });
    const notices = await noticesByIds(db, ids);
    return ids.map((id) => notices.find((n) => n.id === id)!);
  },
});
