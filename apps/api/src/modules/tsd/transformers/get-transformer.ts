import { getTransformerEndpoint } from '@ilaw/contracts/tsd/transformers/get-transformer';
import { TRANSFORMER_NOT_FOUND } from '@ilaw/contracts/tsd/transformers/transformer';
import { sql } from 'kysely';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { TRANSFORMER_READERS } from '../access.ts';
import { loadTransformerDetail } from './transformer-queries.ts';

export const getTransformer = defineRoute({
  endpoint: getTransformerEndpoint,
  access: anyRole(...TRANSFORMER_READERS),
  async handler({ query, db }) {
    if (query.id !== undefined) return loadTransformerDetail(db, query.id);
    const serial = query.serialNo?.trim();
    if (!serial) throw badRequest('Give the id or the serial no. of the transformer.');
    const row = await db
      .selectFrom('tsd_transformers')
      .select('id')
      .where(sql<boolean>`lower(serial_no) = ${serial.toLowerCase()}`)
      .executeTakeFirst();
    if (!row) throw notFound(TRANSFORMER_NOT_FOUND);
    return loadTransformerDetail(db, row.id);
  },
});
