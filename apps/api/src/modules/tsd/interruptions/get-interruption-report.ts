// A month's reliability indices, by cause and by day, over the interruptions that ended in it.
import { getInterruptionReportEndpoint } from '@ilaw/contracts/tsd/interruptions/get-interruption-report';
import { Decimal } from 'decimal.js';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { manilaDate } from '../../../platform/time/manila.ts';
import { consumersServed } from '../../billing/public.ts';
import { INTERRUPTION_READERS } from '../access.ts';
import { reliability, type OutageEvent } from '../compute/reliability.ts';
import { interruptionSettingsOn, monthBounds } from './interruption-queries.ts';

export const getInterruptionReport = defineRoute({
  endpoint: getInterruptionReportEndpoint,
  access: anyRole(...INTERRUPTION_READERS),
  async handler({ query, db }) {
    const [from, to] = monthBounds(query.month);
    let q = db
      .selectFrom('tsd_interruptions')
      .select(['started_at', 'ended_at', 'consumers_affected', 'cause'])
      .where('ended_at', 'is not', null)
      .where('ended_at', '>=', from)
      .where('ended_at', '<', to);
    if (query.branchCode !== undefined) q = q.where('branch_code', '=', query.branchCode);
    const rows = await q.execute();
    const settings = await interruptionSettingsOn(db, `${query.month}-01`);
    const served = await consumersServed(db, query.branchCode);
    const events = rows.map((r) => ({
      startedAt: r.started_at,
      endedAt: r.ended_at ?? r.started_at,
      consumersAffected: r.consumers_affected,
      cause: r.cause,
    }));
    const group = (key: (e: (typeof events)[number]) => string) => {
      const groups = new Map<string, OutageEvent[]>();
      for (const e of events) groups.set(key(e), [...(groups.get(key(e)) ?? []), e]);
      return [...groups.entries()]
        .map(([k, es]) => {
          const f = reliability(es, served, settings.momentaryMaxMinutes);
          return { key: k, interruptions: f.interruptions, consumerHours: f.consumerHours };
        })
        .filter((g) => g.interruptions > 0);
    };
    return {
      month: query.month,
      consumersServed: served,
      ...reliability(events, served, settings.momentaryMaxMinutes),
      byCause: group((e) => e.cause)
        .sort((a, b) => new Decimal(b.consumerHours).cmp(a.consumerHours))
        .map((g) => ({ cause: g.key, interruptions: g.interruptions, consumerHours: g.consumerHours })),
      byDay: group((e) => manilaDate(e.endedAt))
        .sort((a, b) => a.key.localeCompare(b.key))
        .map((g) => ({ day: g.key, interruptions: g.interruptions, consumerHours: g.consumerHours })),
    };
  },
});
