// Meter readers (/admin/meter-readers), reading routes and the bill cancellation approvers
// (/admin/bill-cancellation-approvers, the cancellation chain's named signatories).
import { addCancellationApproverEndpoint } from '@ilaw/contracts/billing/cancellation-approvers/add-cancellation-approver';
import { createMeterReaderEndpoint } from '@ilaw/contracts/billing/meter-readers/create-meter-reader';
import { createRouteEndpoint } from '@ilaw/contracts/billing/routes/create-route';
import { listCancellationApproversEndpoint } from '@ilaw/contracts/billing/cancellation-approvers/list-cancellation-approvers';
import { listMeterReadersEndpoint } from '@ilaw/contracts/billing/meter-readers/list-meter-readers';
import { listRoutesEndpoint } from '@ilaw/contracts/billing/routes/list-routes';
import { removeCancellationApproverEndpoint } from '@ilaw/contracts/billing/cancellation-approvers/remove-cancellation-approver';
import { updateMeterReaderEndpoint } from '@ilaw/contracts/billing/meter-readers/update-meter-reader';
import { updateRouteEndpoint } from '@ilaw/contracts/billing/routes/update-route';
import { sql, type Kysely, type Transaction } from 'kysely';
import { diff, recordAudit } from '../../platform/audit/audit-trail.ts';
import type { Database } from '../../platform/db/schema.ts';
import { anyRole } from '../../platform/http/access.ts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { duplicateToConflict } from '../../platform/posting/database-conflicts.ts';
import { conflict, fieldError, notFound } from '../../platform/http/errors.ts';
import { BILLING_ADMIN, BILLING_MASTER, BILLING_VIEW } from './access.ts';
import { CANCELLATION_DOC } from './ledger-adjust-cancel.ts';

function readerQuery(db: Kysely<Database>) {
  return db
    .selectFrom('billing_meter_readers as m')
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .select([
      'm.id',
      'm.user_id',
      'u.username',
      'm.name',
      'm.branch_code',
      'm.is_active',
      sql<number>`(SELECT count(*)::int FROM billing_routes r WHERE r.meter_reader_id = m.id)`.as('route_count'),
    ]);
}
type ReaderRow = Awaited<ReturnType<ReturnType<typeof readerQuery>['executeTakeFirstOrThrow']>>;
const toReader = (r: ReaderRow) => ({
  id: r.id,
  userId: r.user_id,
  username: r.username,
  name: r.name,
  branchCode: r.branch_code,
  isActive: r.is_active,
  routeCount: Number(r.route_count),
});

async function checkBranch(trx: Transaction<Database>, code: number): Promise<void> {
  const b = await trx.selectFrom('branches').select('code').where('code', '=', code).executeTakeFirst();
  if (!b) throw fieldError('branchCode', 'Choose a branch from the list.');
}

export const listMeterReaders = defineRoute({
  endpoint: listMeterReadersEndpoint,
  access: anyRole('Admin', 'BillingReport', 'BillingTransactions'),
  async handler({ query, db }) {
    let q = readerQuery(db);
    if (query.branchCode !== undefined) q = q.where('m.branch_code', '=', query.branchCode);
    return (await q.orderBy('m.branch_code').orderBy('m.name').execute()).map(toReader);
  },
});

async function saveReader(
  trx: Transaction<Database>,
  body: { userId: number | null; name: string; branchCode: number; isActive: boolean },
) {
  await checkBranch(trx, body.branchCode);
  if (body.userId !== null) {
    const u = await trx.selectFrom('users').select('id').where('id', '=', body.userId).executeTakeFirst();
    if (!u) throw fieldError('userId', 'The user was not found.');
  }
  return { user_id: body.userId, name: body.name, branch_code: body.branchCode, is_active: body.isActive };
}

export const createMeterReader = defineRoute({
  endpoint: createMeterReaderEndpoint,
  access: BILLING_ADMIN,
  async handler({ body, db, actor, reply }) {
    const id = await db.transaction().execute(async (trx) => {
      const values = await saveReader(trx, body);
      const row = await trx
        .insertInto('billing_meter_readers')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, actor, {
        entityType: 'billing-meter-reader',
        entityId: row.id,
        action: 'created',
        newValues: values,
      });
      return row.id;
    });
    reply.code(201);
    return toReader(await readerQuery(db).where('m.id', '=', id).executeTakeFirstOrThrow());
  },
});

export const updateMeterReader = defineRoute({
  endpoint: updateMeterReaderEndpoint,
  access: BILLING_ADMIN,
  async handler({ params, body, db, actor }) {
    await db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('billing_meter_readers')
        .select(['user_id', 'name', 'branch_code', 'is_active'])
        .where('id', '=', params.id)
        .executeTakeFirst();
      if (!before) throw notFound('The meter reader was not found.');
      const values = await saveReader(trx, body);
      await trx
        .updateTable('billing_meter_readers')
        .set({ ...values, updated_at: new Date() })
        .where('id', '=', params.id)
        .execute();
      await recordAudit(trx, actor, {
        entityType: 'billing-meter-reader',
        entityId: params.id,
        action: 'updated',
        ...diff(before, values),
      });
    });
    return toReader(await readerQuery(db).where('m.id', '=', params.id).executeTakeFirstOrThrow());
  },
});

/** Routes with their reader's name and consumer count, as every route answer shows them. */
export function routeQuery(db: Kysely<Database>) {
  return db
    .selectFrom('billing_routes as r')
    .leftJoin('billing_meter_readers as m', 'm.id', 'r.meter_reader_id')
    .select([
      'r.id',
      'r.branch_code',
      'r.code',
      'r.name',
      'r.meter_reader_id',
      'm.name as reader_name',
      'r.reading_day',
      'r.is_active',
      sql<number>`(SELECT count(*)::int FROM billing_consumers c WHERE c.route_id = r.id)`.as('consumer_count'),
    ]);
}
type RouteRow = Awaited<ReturnType<ReturnType<typeof routeQuery>['executeTakeFirstOrThrow']>>;
export const toRoute = (r: RouteRow) => ({
  id: r.id,
  branchCode: r.branch_code,
  code: r.code,
  name: r.name,
  meterReaderId: r.meter_reader_id,
  meterReaderName: r.reader_name,
  readingDay: r.reading_day,
  isActive: r.is_active,
  consumerCount: Number(r.consumer_count),
});

export const listRoutes = defineRoute({
  endpoint: listRoutesEndpoint,
  access: BILLING_VIEW,
  async handler({ query, db }) {
    let q = routeQuery(db);
    if (query.branchCode !== undefined) q = q.where('r.branch_code', '=', query.branchCode);
    return (await q.orderBy('r.branch_code').orderBy('r.code').execute()).map(toRoute);
  },
});

type RouteBody = {
  branchCode: number;
  code: string;
  name: string;
  meterReaderId: number | null;
  readingDay: number;
  isActive: boolean;
};
async function saveRoute(trx: Transaction<Database>, body: RouteBody, id: number | null) {
  await checkBranch(trx, body.branchCode);
  if (body.meterReaderId !== null) {
    const m = await trx
      .selectFrom('billing_meter_readers')
      .select(['branch_code', 'is_active'])
      .where('id', '=', body.meterReaderId)
      .executeTakeFirst();
    if (!m) throw fieldError('meterReaderId', 'The meter reader was not found.');
    if (m.branch_code !== body.branchCode)
      throw fieldError('meterReaderId', 'The meter reader works in another branch.');
  }
  const dup = await trx
    .selectFrom('billing_routes')
    .select('id')
    .where('branch_code', '=', body.branchCode)
    .where('code', '=', body.code)
    .$if(id !== null, (q) => q.where('id', '<>', id!))
    .executeTakeFirst();
  if (dup) throw conflict(ROUTE_TAKEN, 'code');
  return {
    branch_code: body.branchCode,
    code: body.code,
    name: body.name,
    meter_reader_id: body.meterReaderId,
    reading_day: body.readingDay,
    is_active: body.isActive,
  };
}

const ROUTE_TAKEN = 'This branch already has a route with this code.';
/** Two clerks saving one route code at once: the unique key decides, with the same message. */
const routeTaken = duplicateToConflict({
  constraint: 'billing_routes_branch_code_code',
  message: ROUTE_TAKEN,
  field: 'code',
});

export const createRoute = defineRoute({
  endpoint: createRouteEndpoint,
  access: BILLING_MASTER,
  async handler({ body, db, actor, reply }) {
    const id = await db
      .transaction()
      .execute(async (trx) => {
        const values = await saveRoute(trx, body, null);
        const row = await trx.insertInto('billing_routes').values(values).returning('id').executeTakeFirstOrThrow();
        await recordAudit(trx, actor, {
          entityType: 'billing-route',
          entityId: row.id,
          action: 'created',
          newValues: values,
        });
        return row.id;
      })
      .catch(routeTaken);
    reply.code(201);
    return toRoute(await routeQuery(db).where('r.id', '=', id).executeTakeFirstOrThrow());
  },
});

export const updateRoute = defineRoute({
  endpoint: updateRouteEndpoint,
  access: BILLING_MASTER,
  async handler({ params, body, db, actor }) {
    await db
      .transaction()
      .execute(async (trx) => {
        const before = await trx
          .selectFrom('billing_routes')
          .select(['branch_code', 'code', 'name', 'meter_reader_id', 'reading_day', 'is_active'])
          .where('id', '=', params.id)
          .executeTakeFirst();
        if (!before) throw notFound('The route was not found.');
        if (before.branch_code !== body.branchCode) {
          const used = await trx
            .selectFrom('billing_consumers')
            .select('id')
            .where('route_id', '=', params.id)
            .limit(1)
            .executeTakeFirst();
          if (used) throw fieldError('branchCode', 'The route has consumers; it cannot move to another branch.');
        }
        const values = await saveRoute(trx, body, params.id);
        await trx
          .updateTable('billing_routes')
          .set({ ...values, updated_at: new Date() })
          .where('id', '=', params.id)
          .execute();
        await recordAudit(trx, actor, {
          entityType: 'billing-route',
          entityId: params.id,
          action: 'updated',
          ...diff(before, values),
        });
      })
      .catch(routeTaken);
    return toRoute(await routeQuery(db).where('r.id', '=', params.id).executeTakeFirstOrThrow());
  },
});

// The approvers are the named signatories of the bill cancellation chain's last step (decision
// 014): this page and /admin/signatories edit the same list.
async function approverStepId(db: Kysely<Database> | Transaction<Database>): Promise<number> {
  const step = await db
    .selectFrom('approval_chain_steps')
    .select('id')
    .where('document_type', '=', CANCELLATION_DOC)
    .orderBy('seq', 'desc')
    .executeTakeFirst();
  if (!step) throw conflict('The bill cancellation chain has no step; set one under Administrator > Signatories.');
  return step.id;
}

function approverQuery(db: Kysely<Database> | Transaction<Database>, stepId: number) {
  return db
    .selectFrom('approval_step_members as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select([
      'u.id as user_id',
      'u.username',
      'u.full_name',
      'a.created_at',
      sql<boolean>`EXISTS (SELECT 1 FROM user_roles ur WHERE ur.user_id = a.user_id AND ur.role = 'BillCancellationApprover')`.as(
        'has_role',
      ),
    ])
    .where('a.step_id', '=', stepId);
}
type ApproverRow = Awaited<ReturnType<ReturnType<typeof approverQuery>['executeTakeFirstOrThrow']>>;
const toApprover = (r: ApproverRow) => ({
  userId: r.user_id,
  username: r.username,
  fullName: r.full_name,
  hasRole: r.has_role,
  createdAt: r.created_at.toISOString(),
});

export const listCancellationApprovers = defineRoute({
  endpoint: listCancellationApproversEndpoint,
  access: BILLING_ADMIN,
  async handler({ db }) {
    return (
      await approverQuery(db, await approverStepId(db))
        .orderBy('u.full_name')
        .execute()
    ).map(toApprover);
  },
});

export const addCancellationApprover = defineRoute({
  endpoint: addCancellationApproverEndpoint,
  access: BILLING_ADMIN,
  async handler({ body, db, actor, reply }) {
    const stepId = await db.transaction().execute(async (trx) => {
      const user = await trx.selectFrom('users').select('id').where('id', '=', body.userId).executeTakeFirst();
      if (!user) throw fieldError('userId', 'The user was not found.');
      const role = await trx
        .selectFrom('user_roles')
        .select('user_id')
        .where('user_id', '=', body.userId)
        .where('role', '=', 'BillCancellationApprover')
        .executeTakeFirst();
      if (!role) throw fieldError('userId', 'Give the user the BillCancellationApprover role first.');
      const step = await approverStepId(trx);
      const added = await sql<{ id: number }>`
        INSERT INTO approval_step_members (step_id, user_id, added_by) VALUES (${step}, ${body.userId}, ${actor.userId})
        ON CONFLICT (step_id, user_id) WHERE user_id IS NOT NULL DO NOTHING RETURNING id`.execute(trx);
      if (added.rows.length === 0) throw conflict('The user is already an approver.', 'userId');
      await recordAudit(trx, actor, {
        entityType: 'billing-cancellation-approver',
        entityId: body.userId,
        action: 'added',
        newValues: { stepId: step },
      });
      return step;
    });
    reply.code(201);
    return toApprover(await approverQuery(db, stepId).where('a.user_id', '=', body.userId).executeTakeFirstOrThrow());
  },
});

export const removeCancellationApprover = defineRoute({
  endpoint: removeCancellationApproverEndpoint,
  access: BILLING_ADMIN,
  async handler({ params, db, actor }) {
    await db.transaction().execute(async (trx) => {
      const step = await approverStepId(trx);
      const gone = await trx
        .deleteFrom('approval_step_members')
        .where('step_id', '=', step)
        .where('user_id', '=', params.id)
        .returning('user_id')
        .executeTakeFirst();
      if (!gone) throw notFound('The approver was not found.');
      await recordAudit(trx, actor, {
        entityType: 'billing-cancellation-approver',
        entityId: params.id,
        action: 'removed',
        oldValues: { stepId: step },
      });
    });
  },
});
