// My work counters of collection (payment cancellations waiting at the cashier's step come from the engine).
import { countRows, type WorkCardSource } from '../../platform/dashboard/dashboard-cards.ts';

/** Closed teller days whose remittance the cashier has not received yet. */
export const daysToReceive: WorkCardSource = {
  key: 'collection.days-to-receive',
  label: 'Collection days to receive',
  link: '/fsd/collection/daily-collection-report?status=Closed',
  roles: ['Cashier'],
  count: (db) => countRows(db.selectFrom('collection_teller_days').where('status', '=', 'Closed')),
};

/** A teller's own days left open from earlier dates (to count and close). */
export const daysLeftOpen: WorkCardSource = {
  key: 'collection.days-left-open',
  label: 'Collection days left open',
  link: '/fsd/collection/daily-collection-report?status=Open',
  roles: ['Teller'],
  count: (db, user) =>
    countRows(
      db
        .selectFrom('collection_teller_days')
        .where('teller_id', 'in', db.selectFrom('collection_tellers').select('id').where('user_id', '=', user.id))
        .where('status', '=', 'Open'),
    ),
};
