// A sampling lot formed by the laboratory (formLot: the plan, its severity, its number).
import { createMeterLotEndpoint } from '@ilaw/contracts/tsd/meter-lots/create-meter-lot';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { fieldError } from '../../../platform/http/errors.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { METER_LAB } from '../access.ts';
import { formLot } from './form-lot.ts';
import { loadLot } from './meter-lot-queries.ts';

export const createMeterLot = defineRoute({
  endpoint: createMeterLotEndpoint,
  access: anyRole(...METER_LAB),
  async handler({ body, db, actor, user, reply }) {
    if (body.formedOn > manilaToday()) throw fieldError('formedOn', 'The date cannot be in the future.');
    const id = await db.transaction().execute(async (trx) => {
      const { id, ...formed } = await formLot(trx, user.id, body);
      await recordAudit(trx, actor, {
        entityType: 'tsd-meter',
        entityId: `lot-${id}`,
        action: 'lot-formed',
        newValues: { ...body, ...formed },
      });
      return id;
    });
    reply.code(201);
    return loadLot(db, id);
  },
});
