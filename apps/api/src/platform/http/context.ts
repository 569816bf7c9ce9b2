// What a handler gets besides its validated input: the signed-in user, the database and the
// shared services. Handlers never reach for globals.
import type { Role } from '@ilaw/contracts/roles';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config/config.ts';
import type { Database } from '../db/schema.ts';
import type { DatabaseHandle, DatabaseKind } from '../db/database.ts';
import type { FileStore } from '../files/file-store.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { EndpointAccess } from '@ilaw/contracts/platform/endpoint-access';

export interface SessionUser {
  id: number;
  username: string;
  fullName: string;
  roles: readonly Role[];
  sessionIdHash: string;
  /** A temporary password is still in use: only the change of password is open (server.ts). */
  mustChangePassword: boolean;
  /** The data privacy agreement version this session must accept before anything else, if any. */
  agreementDue: number | null;
}

/** Who did something, as the audit trail records it. */
export interface Actor {
  userId: number | null;
  name: string | null;
  ip: string | null;
}

export interface AppServices {
  config: Config;
  db: Kysely<Database>;
  dbKind: DatabaseKind;
  /** The handle itself, for what goes past queries (a backup's consistent copy). */
  database: DatabaseHandle;
  files: FileStore;
  jobs: JobQueue;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Who may call which endpoint (from the routes' declarations), for the web's screens. */
  endpointAccess: EndpointAccess;
}

export interface RouteContext<U extends SessionUser | null = SessionUser> {
  user: U;
  actor: Actor;
  ip: string;
  services: AppServices;
  db: Kysely<Database>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export function hasRole(user: SessionUser | null, ...roles: Role[]): boolean {
  return user !== null && roles.some((r) => user.roles.includes(r));
}
