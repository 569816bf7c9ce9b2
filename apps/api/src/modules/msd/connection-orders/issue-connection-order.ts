// Issues the connection order of an application whose fees the teller collected (For
// Installing): CO-<branch>-<year>-NNNNNN (platform numbering, gapless per branch and year), with
// the account billing will open, checked now by billing's own rules and again when energized.
import { issueConnectionOrderEndpoint } from '@ilaw/contracts/msd/connection-orders/issue-connection-order';
import { CONNECTION_ORDER_MESSAGES as M } from '@ilaw/contracts/msd/connection-orders/connection-order';
import { ConnectionOrderStatus, ConnectionStage } from '@ilaw/contracts/msd/enums';
import { sql, type Transaction } from 'kysely';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import type { Database } from '../../../platform/db/schema.ts';
import type { Actor, SessionUser } from '../../../platform/http/context.ts';
import { defineRoute, type HandlerInput } from '../../../platform/http/define-route.ts';
import { conflict } from '../../../platform/http/errors.ts';
import { formatDocumentNumber, nextDocumentNumber } from '../../../platform/numbering/document-numbers.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { checkNewAccount } from '../../billing/public.ts';
import { CO_ISSUERS } from '../access.ts';
import {
  CONNECTION_APPLICATION_LOCK,
  requireApplication,
} from '../connection-applications/connection-application-queries.ts';
import { currentOrderOf, loadOrderDetail } from './connection-order-queries.ts';

export const ACCOUNT_ON_ANOTHER_ORDER = 'Another connection order has this account number.';

type IssueBody = HandlerInput<typeof issueConnectionOrderEndpoint, SessionUser>['body'];

/**
 * Issues the order inside the caller's transaction. Shared by the endpoint and by billing's review of
 * a field finding (through public.ts, decision 115), which links the order to the finding.
 */
export async function issueOrderIn(
  trx: Transaction<Database>,
  actor: Actor,
  userId: number,
  body: IssueBody,
  link: { fieldFindingId?: number } = {},
): Promise<{ id: number; coNumber: string }> {
  await lockSubject(trx, CONNECTION_APPLICATION_LOCK, body.applicationId);
  const a = await requireApplication(trx, body.applicationId);
  if (await currentOrderOf(trx, a.id)) throw conflict(M.alreadyIssued);
  if (a.stage !== ConnectionStage.ForInstalling || a.or_number === null) throw conflict(M.notForInstalling);
  await checkNewAccount(trx, {
    accountNo: body.accountNo,
    branchCode: a.branch_code,
    name: a.juridical_name ?? a.applicant_name,
    town: body.town,
    barangay: a.barangay,
    address: a.address,
    consumerClass: body.consumerClass,
    routeId: body.routeId,
    sequence: body.sequence,
  });
  const other = await trx
    .selectFrom('msd_connection_orders')
    .select('id')
    .where(sql<boolean>`lower(account_no) = ${body.accountNo.toLowerCase()}`)
    .where('status', '<>', ConnectionOrderStatus.Cancelled)
    .executeTakeFirst();
  if (other) throw conflict(ACCOUNT_ON_ANOTHER_ORDER, 'accountNo');
  const year = manilaToday().slice(0, 4);
  const branch = String(a.branch_code).padStart(2, '0');
  const no = await nextDocumentNumber(trx, 'msd.connection-order', `${branch}-${year}`);
  const row = await trx
    .insertInto('msd_connection_orders')
    .values({
      co_number: formatDocumentNumber('CO', `${branch}-${year}`, no),
      application_id: a.id,
      branch_code: a.branch_code,
      or_number: a.or_number,
      account_no: body.accountNo,
      consumer_class: body.consumerClass,
      town: body.town,
      route_id: body.routeId,
      sequence: body.sequence,
      remarks: body.remarks,
      issued_by: userId,
      field_finding_id: link.fieldFindingId ?? null,
    })
    .returning(['id', 'co_number'])
    .executeTakeFirstOrThrow();
  await recordAudit(trx, actor, {
    entityType: 'msd-connection-order',
    entityId: row.id,
    action: 'issued',
    newValues: { coNumber: row.co_number, ...body, ...(link.fieldFindingId === undefined ? {} : link) },
  });
  return { id: row.id, coNumber: row.co_number };
}

export async function issueOrder({
  body,
  db,
  user,
  actor,
  reply,
}: HandlerInput<typeof issueConnectionOrderEndpoint, SessionUser>) {
  const { id } = await db.transaction().execute((trx) => issueOrderIn(trx, actor, user.id, body));
  reply.code(201);
  return loadOrderDetail(db, user, id);
}

export const issueConnectionOrder = defineRoute({
  endpoint: issueConnectionOrderEndpoint,
  access: anyRole(...CO_ISSUERS),
  handler: issueOrder,
});
