// Platform code types its queries with the whole database, assembled at app level
// (apps/api/src/database-schema.ts) so that the platform itself names no module.
export type { Database } from '../../database-schema.ts';
