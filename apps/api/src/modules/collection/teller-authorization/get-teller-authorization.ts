import { getTellerAuthorizationEndpoint } from '@ilaw/contracts/collection/teller-authorization/get-teller-authorization';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { TELLER } from '../access.ts';
import { DAY_CLOSED, NO_RECEIPTS_LEFT, OPEN_DAY_FIRST } from '../teller-days/teller-day-rules.ts';
import {
  INACTIVE_TELLER,
  NOT_A_TELLER,
  receiptsLeft,
  seriesOfTeller,
  tellerOfUser,
} from '../tellers/teller-queries.ts';

export const getTellerAuthorization = defineRoute({
  endpoint: getTellerAuthorizationEndpoint,
  access: TELLER,
  async handler({ db, user }) {
    const today = manilaToday();
    const teller = await tellerOfUser(db, user.id);
    if (!teller) {
      return {
        teller: null,
        today,
        day: null,
        canOpenDay: false,
        canCollect: false,
        reason: NOT_A_TELLER,
        nextOrNumber: null,
        receiptsLeft: 0,
        series: [],
      };
    }
    const series = await seriesOfTeller(db, teller.id);
    const left = receiptsLeft(series);
    const day = await db
      .selectFrom('collection_teller_days')
      .select(['id', 'status'])
      .where('teller_id', '=', teller.id)
      .where('business_date', '=', today)
      .executeTakeFirst();
    const reason = !teller.isActive
      ? INACTIVE_TELLER
      : !day
        ? OPEN_DAY_FIRST
        : day.status !== 'Open'
          ? DAY_CLOSED
          : left === 0
            ? NO_RECEIPTS_LEFT
            : null;
    return {
      teller: {
        id: teller.id,
        name: teller.name,
        branchCode: teller.branchCode,
        collectionOffice: teller.collectionOffice,
      },
      today,
      day: day ? { id: day.id, status: day.status } : null,
      canOpenDay: teller.isActive && !day,
      canCollect: reason === null,
      reason,
      nextOrNumber: series.find((s) => s.nextNo !== null)?.nextNo ?? null,
      receiptsLeft: left,
      series: series.map((s) => ({ id: s.id, startNo: s.startNo, endNo: s.endNo, nextNo: s.nextNo })),
    };
  },
});
