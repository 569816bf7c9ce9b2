// Signatory types (/admin/signatories/types): the titles chain steps sign under.
import {
  SIGNATORY_TYPE_NAME_TAKEN,
  createSignatoryTypeEndpoint,
  listSignatoryTypesEndpoint,
  updateSignatoryTypeEndpoint,
} from '@ilaw/contracts/approvals/signatory-types';
import { sql, type Kysely, type Transaction } from 'kysely';
import { diff, recordAudit } from '../../platform/audit/audit-trail.ts';
import type { Database } from '../../platform/db/schema.ts';
import { anyRole } from '../../platform/http/access.ts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';

const ADMIN = anyRole('Admin');
const NOT_FOUND = 'The signatory type was not found.';

function typeQuery(db: Kysely<Database> | Transaction<Database>) {
  return db
    .selectFrom('signatory_types as t')
    .select([
      't.id',
      't.name',
      't.description',
      't.is_active',
      sql<number>`(SELECT count(*)::int FROM approval_chain_steps s WHERE s.signatory_type_id = t.id)`.as('steps'),
    ]);
}
type Row = Awaited<ReturnType<ReturnType<typeof typeQuery>['executeTakeFirstOrThrow']>>;
const toType = (r: Row) => ({
  id: r.id,
  name: r.name,
  description: r.description,
  isActive: r.is_active,
  stepCount: r.steps,
});

async function nameFree(trx: Transaction<Database>, name: string, exceptId: number | null) {
  let q = trx
    .selectFrom('signatory_types')
    .select('id')
    .where(sql`lower(name)`, '=', name.toLowerCase());
  if (exceptId !== null) q = q.where('id', '<>', exceptId);
  if (await q.executeTakeFirst()) throw conflict(SIGNATORY_TYPE_NAME_TAKEN, 'name');
}

export const listSignatoryTypes = defineRoute({
  endpoint: listSignatoryTypesEndpoint,
  access: ADMIN,
  async handler({ db }) {
    return (await typeQuery(db).orderBy('t.is_active', 'desc').orderBy('t.name').execute()).map(toType);
  },
});

export const createSignatoryType = defineRoute({
  endpoint: createSignatoryTypeEndpoint,
  access: ADMIN,
  async handler({ body, db, actor, reply }) {
    const id = await db.transaction().execute(async (trx) => {
      await nameFree(trx, body.name, null);
      const row = await trx
        .insertInto('signatory_types')
        .values({ name: body.name, description: body.description, is_active: body.isActive })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, actor, {
        entityType: 'signatory-type',
        entityId: row.id,
        action: 'created',
        newValues: body,
      });
      return row.id;
    });
    reply.code(201);
    return toType(await typeQuery(db).where('t.id', '=', id).executeTakeFirstOrThrow());
  },
});

export const updateSignatoryType = defineRoute({
  endpoint: updateSignatoryTypeEndpoint,
  access: ADMIN,
  async handler({ params, body, db, actor }) {
    await db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('signatory_types')
        .select(['name', 'description', 'is_active'])
        .where('id', '=', params.id)
        .forUpdate()
        .executeTakeFirst();
      if (!before) throw notFound(NOT_FOUND);
      await nameFree(trx, body.name, params.id);
      await trx
        .updateTable('signatory_types')
        .set({ name: body.name, description: body.description, is_active: body.isActive, updated_at: new Date() })
        .where('id', '=', params.id)
        .execute();
      const changes = diff(
        { name: before.name, description: before.description, isActive: before.is_active },
        { name: body.name, description: body.description, isActive: body.isActive },
      );
      if (Object.keys(changes.newValues).length > 0) {
        await recordAudit(trx, actor, {
          entityType: 'signatory-type',
          entityId: params.id,
          action: 'updated',
          ...changes,
        });
      }
    });
    return toType(await typeQuery(db).where('t.id', '=', params.id).executeTakeFirstOrThrow());
  },
});
