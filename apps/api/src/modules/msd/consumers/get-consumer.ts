import { getServiceRequestConsumerEndpoint } from '@ilaw/contracts/msd/consumers/get-consumer';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { billingConsumerById, fieldOrdersOfConsumer } from '../../billing/public.ts';
import { CONSUMER_READERS } from '../access.ts';
import { consumerView } from './consumer-view.ts';

export const getServiceRequestConsumer = defineRoute({
  endpoint: getServiceRequestConsumerEndpoint,
  access: anyRole(...CONSUMER_READERS),
  async handler({ params, db }) {
    const c = await billingConsumerById(db, params.id);
    if (!c) throw notFound('The consumer was not found.');
    const connections = await db
      .selectFrom('msd_connection_orders as o')
      .innerJoin('msd_connection_applications as a', 'a.id', 'o.application_id')
      .select([
        'o.id',
        'o.co_number',
        'o.status',
        'o.created_at',
        'o.energized_at',
        'o.meter_serial',
        'a.id as application_id',
        'a.application_no',
        'a.stage',
      ])
      .where('o.consumer_id', '=', c.id)
      .orderBy('o.created_at', 'desc')
      .execute();
    return {
      ...consumerView(c),
      connections: connections.map((o) => ({
        orderId: o.id,
        coNumber: o.co_number,
        status: o.status,
        applicationId: o.application_id,
        applicationNo: o.application_no,
        applicationStage: o.stage,
        issuedAt: new Date(o.created_at).toISOString(),
        energizedAt: o.energized_at === null ? null : new Date(o.energized_at).toISOString(),
        meterSerial: o.meter_serial,
      })),
      fieldOrders: await fieldOrdersOfConsumer(db, c.id),
    };
  },
});
