// Employee names as the motor pool's lists show them (drivers).
import { sql } from 'kysely';

/** 'Last, First' of the employee aliased `alias`. */
export const employeeName = (alias: string) =>
  sql<string>`${sql.ref(`${alias}.last_name`)} || ', ' || ${sql.ref(`${alias}.first_name`)}`;
