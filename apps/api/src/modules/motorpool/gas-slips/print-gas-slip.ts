// Every print of a gas slip is counted and audited (DOMAIN.md: gas slip reprints counted and
// audited); the paper says which print it is.
import { printGasSlipEndpoint } from '@ilaw/contracts/motorpool/gas-slips/print-gas-slip';
import { sql } from 'kysely';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { MOTORPOOL } from '../access.ts';
import { GAS_SLIP_LOCK } from '../trip-tickets/trip-locks.ts';
import { slipById } from './gas-slip-queries.ts';

export const printGasSlip = defineRoute({
  endpoint: printGasSlipEndpoint,
  access: MOTORPOOL,
  async handler({ params, db, actor }) {
    return db.transaction().execute(async (trx) => {
      await lockSubject(trx, GAS_SLIP_LOCK, params.id);
      await slipById(trx, params.id);
      const row = await trx
        .updateTable('motorpool_gas_slips')
        .set({ print_count: sql<number>`print_count + 1` })
        .where('id', '=', params.id)
        .returning('print_count')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, actor, {
        entityType: 'motorpool-gas-slip',
        entityId: params.id,
        action: row.print_count === 1 ? 'printed' : 'reprinted',
        newValues: { printCount: row.print_count },
      });
      return slipById(trx, params.id);
    });
  },
});
