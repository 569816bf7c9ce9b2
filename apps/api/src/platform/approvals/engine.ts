// The approval engine (docs/decisions/014): every document with an approver or signatory is
// submitted here by its module, inside the module's transaction, and decided here step by step
// along the document type's chain. On the final approval or a rejection the engine calls the
// module's handler in the same transaction, so the document and its approval commit together.
//
// Rules: nobody decides their own request or a request about their own employee record; a person
// signs a request once; only a signatory of the current step decides it; a step is decided once
// (the request row is locked FOR UPDATE for the whole decision).
import {
  ALREADY_SIGNED,
  OWN_RECORD_DECISION,
  OWN_REQUEST,
  type ApprovalDetail,
  type ApprovalSummary,
  type Signatory,
  type WaitingApproval,
} from '@ilaw/contracts/approvals/requests/approval-request';
import type { Role } from '@ilaw/contracts/roles';
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import { recordAudit } from '../audit/audit-trail.ts';
import type { Database } from '../db/schema.ts';
import type { Actor, SessionUser } from '../http/context.ts';
import { conflict, fieldError, forbidden, notFound } from '../http/errors.ts';
import type { ApprovalStatus } from './tables.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface ApprovalRequestRow {
  id: number;
  documentType: string;
  documentId: number;
  summary: string;
  subjectEmployeeId: number | null;
  requestedBy: number;
}

export interface ApprovalEvent {
  request: ApprovalRequestRow;
  /** Who closed it (the last signatory, or the one who withdrew it). */
  actor: Actor;
  /** The closing decision's remarks (or the withdrawal's reason). */
  remarks: string | null;
}

/** What a module gives the engine for one of its document types. */
export interface ApprovalHandler {
  documentType: string;
  /** Roles that may read any request of this type (its history and signatories) besides those in it. */
  readerRoles: readonly Role[];
  /** When set, a signatory must also hold one of these roles (the module's own decide access). */
  deciderRoles?: readonly Role[];
  /** Every decision of this type gives remarks. */
  remarksRequired?: boolean;
  /**
   * The document holds the user's own record in a way the request's subject employee cannot say
   * (a payroll holds many employees' pay): true refuses the user as a signatory of it.
   */
  holdsOwnRecord?: {
    sql(userId: number, documentId: RawBuilder<unknown>): RawBuilder<boolean>;
    message: { approve: string; reject: string };
  };
  /**
   * Narrows the step's signatories per document (member services' approvers per request type,
   * decision 072): false refuses the user as a signatory of the document at that step.
   */
  signatoryFilter?: {
    sql(userId: number, documentId: RawBuilder<unknown>, step: RawBuilder<unknown>): RawBuilder<boolean>;
    message: string;
  };
  /** Final approval: post or apply the document. Runs in the deciding transaction. */
  onApproved(trx: Transaction<Database>, event: ApprovalEvent): Promise<void>;
  onRejected(trx: Transaction<Database>, event: ApprovalEvent): Promise<void>;
  onWithdrawn(trx: Transaction<Database>, event: ApprovalEvent): Promise<void>;
}

const handlers = new Map<string, ApprovalHandler>();

export function registerApprovalHandler(handler: ApprovalHandler): void {
  handlers.set(handler.documentType, handler);
}

export function approvalHandlers(): readonly ApprovalHandler[] {
  return [...handlers.values()];
}

function handlerOf(documentType: string): ApprovalHandler {
  const h = handlers.get(documentType);
  if (!h) throw new Error(`No approval handler is registered for document type '${documentType}'.`);
  return h;
}

function mayDecideType(user: SessionUser, documentType: string): boolean {
  const roles = handlers.get(documentType)?.deciderRoles;
  return roles === undefined || roles.some((r) => user.roles.includes(r));
}

/** Document types whose decider roles the user holds (all registered types when none are set). */
function decidableTypes(user: SessionUser): string[] {
  return [...handlers.keys()].filter((t) => mayDecideType(user, t));
}

// ---- eligibility, in SQL so the waiting list and the decision agree -------------------------

/** The department a step's "own department" members must belong to: the employee's, else the requester's. */
const documentDepartment = (r: string) =>
  sql`coalesce((SELECT e.department_id FROM employees e WHERE e.id = ${sql.ref(`${r}.subject_employee_id`)}),
               (SELECT rq.department_id FROM users rq WHERE rq.id = ${sql.ref(`${r}.requested_by`)}))`;

/** The user is a member of step `seq` of the request aliased `r`. */
function memberOfStep(userId: number, r: string, seq: RawBuilder<unknown>): RawBuilder<boolean> {
  return sql<boolean>`EXISTS (
    SELECT 1 FROM approval_chain_steps s
    JOIN approval_step_members m ON m.step_id = s.id
    WHERE s.document_type = ${sql.ref(`${r}.document_type`)} AND s.seq = ${seq}
      AND (m.user_id = ${userId}
        OR (m.role IS NOT NULL
          AND EXISTS (SELECT 1 FROM user_roles ur WHERE ur.user_id = ${userId} AND ur.role = m.role)
          AND (NOT m.own_department
            OR EXISTS (SELECT 1 FROM users me WHERE me.id = ${userId} AND me.department_id = ${documentDepartment(r)})))))`;
}

/** The employee the request is about has this account. */
function isSubject(userId: number, r: string): RawBuilder<boolean> {
  return sql<boolean>`EXISTS (SELECT 1 FROM employees se WHERE se.id = ${sql.ref(`${r}.subject_employee_id`)} AND se.user_id = ${userId})`;
}

function hasSigned(userId: number, r: string): RawBuilder<boolean> {
  return sql<boolean>`EXISTS (SELECT 1 FROM approval_decisions d WHERE d.request_id = ${sql.ref(`${r}.id`)} AND d.decided_by = ${userId} AND d.action IN ('Approved', 'Rejected'))`;
}

/** The user may decide the request aliased `r` now (pending, at their step, not their own). */
/** The document of the request aliased `r` holds the user's own record (the handler's own test). */
function holdsOwnRecordSql(userId: number, r: string, types: readonly string[]): RawBuilder<boolean> {
  const tests = types.flatMap((t) => {
    const own = handlers.get(t)?.holdsOwnRecord;
    return own
      ? [sql<boolean>`(${sql.ref(`${r}.document_type`)} = ${t} AND ${own.sql(userId, sql.ref(`${r}.document_id`))})`]
      : [];
  });
  return tests.length === 0 ? sql<boolean>`false` : sql<boolean>`(${sql.join(tests, sql` OR `)})`;
}

/** The handlers' signatory filters for the request aliased `r` at its current step (true when none). */
function signatoryFilterSql(userId: number, r: string, types: readonly string[]): RawBuilder<boolean> {
  const tests = types.flatMap((t) => {
    const filter = handlers.get(t)?.signatoryFilter;
    return filter
      ? [
          sql<boolean>`(${sql.ref(`${r}.document_type`)} = ${t} AND NOT ${filter.sql(
            userId,
            sql.ref(`${r}.document_id`),
            sql.ref(`${r}.current_step`),
          )})`,
        ]
      : [];
  });
  return tests.length === 0 ? sql<boolean>`true` : sql<boolean>`NOT (${sql.join(tests, sql` OR `)})`;
}

function canDecideSql(user: SessionUser, r: string): RawBuilder<boolean> {
  const types = decidableTypes(user);
  if (types.length === 0) return sql<boolean>`false`;
  return sql<boolean>`(${sql.ref(`${r}.status`)} = 'Pending'
    AND ${sql.ref(`${r}.requested_by`)} <> ${user.id}
    AND ${sql.ref(`${r}.document_type`)} IN (${sql.join(types)})
    AND NOT ${isSubject(user.id, r)}
    AND NOT ${holdsOwnRecordSql(user.id, r, types)}
    AND NOT ${hasSigned(user.id, r)}
    AND ${signatoryFilterSql(user.id, r, types)}
    AND ${memberOfStep(user.id, r, sql`${sql.ref(`${r}.current_step`)}`)})`;
}

function canWithdrawSql(user: SessionUser, r: string): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(`${r}.status`)} = 'Pending' AND (${sql.ref(`${r}.requested_by`)} = ${user.id} OR ${isSubject(user.id, r)}))`;
}

// ---- submit ---------------------------------------------------------------------------------

export interface SubmitInput {
  documentType: string;
  documentId: number;
  /** The document in a line, e.g. "Bill 05-2026-000123, DELA CRUZ, JUAN, 1,234.56". */
  summary: string;
  /** The employee whose record this is (leave, DTR): their account may never decide it. */
  subjectEmployeeId?: number | null;
}

/** Opens an approval request at the chain's first step. Call inside the module's transaction. */
export async function submitForApproval(
  trx: Transaction<Database>,
  actor: Actor,
  input: SubmitInput,
): Promise<{ id: number; currentStep: number }> {
  handlerOf(input.documentType);
  if (actor.userId === null) throw new Error('An approval request needs a signed-in requester.');
  const type = await trx
    .selectFrom('approval_document_types')
    .select('name')
    .where('code', '=', input.documentType)
    .executeTakeFirst();
  if (!type) throw new Error(`Document type '${input.documentType}' is not in approval_document_types.`);
  const first = await trx
    .selectFrom('approval_chain_steps')
    .select((eb) => eb.fn.min('seq').as('seq'))
    .where('document_type', '=', input.documentType)
    .executeTakeFirst();
  if (first?.seq === null || first?.seq === undefined) {
    throw conflict(
      `No approval chain is set for ${type.name}. Ask the administrator to set its signatories (Administrator > Signatories).`,
    );
  }
  const inserted = await sql<{ id: number }>`
    INSERT INTO approval_requests (document_type, document_id, summary, subject_employee_id, requested_by, current_step)
    VALUES (${input.documentType}, ${input.documentId}, ${input.summary}, ${input.subjectEmployeeId ?? null}, ${actor.userId}, ${first.seq})
    ON CONFLICT DO NOTHING RETURNING id`.execute(trx);
  const row = inserted.rows[0];
  if (!row) throw conflict(`This ${type.name.toLowerCase()} already has a pending approval request.`);
  await trx
    .insertInto('approval_decisions')
    .values({ request_id: row.id, action: 'Submitted', decided_by: actor.userId })
    .execute();
  await recordAudit(trx, actor, {
    entityType: 'approval-request',
    entityId: row.id,
    action: 'submitted',
    newValues: { documentType: input.documentType, documentId: input.documentId, summary: input.summary },
  });
  return { id: row.id, currentStep: first.seq };
}

// ---- decide ---------------------------------------------------------------------------------

async function lockRequest(trx: Transaction<Database>, id: number) {
  const r = await trx.selectFrom('approval_requests').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!r) throw notFound('The approval request was not found.');
  return r;
}

const closedMessage = (status: ApprovalStatus) => `This request has already been ${status.toLowerCase()}.`;

const toRow = (r: {
  id: number;
  document_type: string;
  document_id: number;
  summary: string;
  subject_employee_id: number | null;
  requested_by: number;
}): ApprovalRequestRow => ({
  id: r.id,
  documentType: r.document_type,
  documentId: r.document_id,
  summary: r.summary,
  subjectEmployeeId: r.subject_employee_id,
  requestedBy: r.requested_by,
});

export type DecisionOutcome = 'advanced' | 'approved' | 'rejected';

/**
 * Signs the request's current step. Checks, in this order: pending, not one's own request, not
 * about one's own record, the module's decider roles, not signed before, a signatory of the step.
 */
export async function decideApproval(
  trx: Transaction<Database>,
  user: SessionUser,
  actor: Actor,
  input: { requestId: number; approve: boolean; remarks: string | null },
): Promise<DecisionOutcome> {
  const verb = input.approve ? 'approve' : 'reject';
  const r = await lockRequest(trx, input.requestId);
  if (r.status !== 'Pending' || r.current_step === null) throw conflict(closedMessage(r.status));
  if (r.requested_by === user.id) throw forbidden(OWN_REQUEST[verb]);
  const checks = await sql<{ subject: boolean; signed: boolean; member: boolean }>`
    SELECT ${isSubject(user.id, 'r')} AS subject, ${hasSigned(user.id, 'r')} AS signed,
           ${memberOfStep(user.id, 'r', sql`r.current_step`)} AS member
    FROM approval_requests r WHERE r.id = ${r.id}`.execute(trx);
  const c = checks.rows[0]!;
  if (c.subject) throw forbidden(OWN_RECORD_DECISION[verb]);
  const handler = handlerOf(r.document_type);
  if (handler.holdsOwnRecord) {
    const own = await sql<{
      own: boolean;
    }>`SELECT ${handler.holdsOwnRecord.sql(user.id, sql`${r.document_id}`)} AS own`.execute(trx);
    if (own.rows[0]?.own === true) throw forbidden(handler.holdsOwnRecord.message[verb]);
  }
  if (handler.signatoryFilter) {
    const allowed = await sql<{ ok: boolean }>`SELECT ${handler.signatoryFilter.sql(
      user.id,
      sql`${r.document_id}`,
      sql`${r.current_step}`,
    )} AS ok`.execute(trx);
    if (allowed.rows[0]?.ok !== true) throw forbidden(handler.signatoryFilter.message);
  }
  const step = await trx
    .selectFrom('approval_chain_steps as s')
    .innerJoin('signatory_types as t', 't.id', 's.signatory_type_id')
    .select(['s.id', 's.seq', 's.all_must_sign', 's.signatory_type_id', 't.name'])
    .where('s.document_type', '=', r.document_type)
    .where('s.seq', '=', r.current_step)
    .executeTakeFirst();
  if (!step) {
    throw conflict(
      `The approval chain has no step ${r.current_step} any more; the administrator must set it (Administrator > Signatories).`,
    );
  }
  if (!mayDecideType(user, r.document_type)) {
    throw forbidden(`Only holders of ${handler.deciderRoles!.join(' or ')} may decide this request.`);
  }
  if (c.signed) throw forbidden(ALREADY_SIGNED);
  if (!c.member) {
    throw forbidden(`You are not a signatory of this request's current step (step ${step.seq}: ${step.name}).`);
  }
  if (handler.remarksRequired && !input.remarks) throw fieldError('remarks', 'Give the remarks.');
  await trx
    .insertInto('approval_decisions')
    .values({
      request_id: r.id,
      action: input.approve ? 'Approved' : 'Rejected',
      step: step.seq,
      signatory_type_id: step.signatory_type_id,
      decided_by: user.id,
      remarks: input.remarks,
    })
    .execute();
  const event: ApprovalEvent = { request: toRow(r), actor, remarks: input.remarks };
  let outcome: DecisionOutcome;
  if (!input.approve) {
    await close(trx, r.id, 'Rejected');
    await handler.onRejected(trx, event);
    outcome = 'rejected';
  } else if (step.all_must_sign && (await unsignedNamedUsers(trx, r.id, step.id, step.seq)) > 0) {
    outcome = 'advanced';
  } else {
    const next = await trx
      .selectFrom('approval_chain_steps')
      .select((eb) => eb.fn.min('seq').as('seq'))
      .where('document_type', '=', r.document_type)
      .where('seq', '>', step.seq)
      .executeTakeFirst();
    if (next?.seq !== null && next?.seq !== undefined) {
      await trx.updateTable('approval_requests').set({ current_step: next.seq }).where('id', '=', r.id).execute();
      outcome = 'advanced';
    } else {
      await close(trx, r.id, 'Approved');
      await handler.onApproved(trx, event);
      outcome = 'approved';
    }
  }
  await recordAudit(trx, actor, {
    entityType: 'approval-request',
    entityId: r.id,
    action: input.approve ? (outcome === 'approved' ? 'approved' : 'signed') : 'rejected',
    newValues: { step: step.seq, signatoryType: step.name, remarks: input.remarks, outcome },
  });
  return outcome;
}

async function unsignedNamedUsers(trx: Transaction<Database>, requestId: number, stepId: number, seq: number) {
  const row = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM approval_step_members m
    WHERE m.step_id = ${stepId} AND m.user_id IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM approval_decisions d
        WHERE d.request_id = ${requestId} AND d.step = ${seq} AND d.decided_by = m.user_id AND d.action = 'Approved')`.execute(
    trx,
  );
  return row.rows[0]!.n;
}

async function close(trx: Transaction<Database>, id: number, status: Exclude<ApprovalStatus, 'Pending'>) {
  await trx
    .updateTable('approval_requests')
    .set({ status, current_step: null, closed_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** The pending request of a document, for a module's own decide endpoint (404 / 409 otherwise). */
export async function pendingRequestOf(db: Db, documentType: string, documentId: number): Promise<number> {
  const latest = await db
    .selectFrom('approval_requests')
    .select(['id', 'status'])
    .where('document_type', '=', documentType)
    .where('document_id', '=', documentId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!latest) throw notFound('The approval request was not found.');
  if (latest.status !== 'Pending') throw conflict(closedMessage(latest.status));
  return latest.id;
}

// ---- withdraw and close ---------------------------------------------------------------------

/** The requester (or the employee the document is about) takes back a pending request. */
export async function withdrawApproval(
  trx: Transaction<Database>,
  user: SessionUser,
  actor: Actor,
  requestId: number,
  reason: string | null,
): Promise<void> {
  const r = await lockRequest(trx, requestId);
  const own = await sql<{ ok: boolean }>`
    SELECT (r.requested_by = ${user.id} OR ${isSubject(user.id, 'r')}) AS ok FROM approval_requests r WHERE r.id = ${r.id}`.execute(
    trx,
  );
  if (!own.rows[0]!.ok) throw forbidden('Only the requester can withdraw this request.');
  if (r.status !== 'Pending') throw conflict('Only a pending request can be withdrawn.');
  // The module's callback first (it may take its own posting locks), the audit entry last.
  await close(trx, r.id, 'Withdrawn');
  await handlerOf(r.document_type).onWithdrawn(trx, { request: toRow(r), actor, remarks: reason });
  await recordWithdrawal(trx, actor, r, reason);
}

/**
 * A module closes a document's pending request itself (e.g. HR cancels a pending leave
 * application): recorded as withdrawn, without calling the handler back. Returns false when none was pending.
 */
export async function closePendingApproval(
  trx: Transaction<Database>,
  actor: Actor,
  documentType: string,
  documentId: number,
  reason: string | null,
): Promise<boolean> {
  const pending = await trx
    .selectFrom('approval_requests')
    .selectAll()
    .where('document_type', '=', documentType)
    .where('document_id', '=', documentId)
    .where('status', '=', 'Pending')
    .forUpdate()
    .executeTakeFirst();
  if (!pending) return false;
  await closeAs(trx, actor, pending, reason);
  return true;
}

async function closeAs(
  trx: Transaction<Database>,
  actor: Actor,
  r: { id: number; current_step: number | null },
  reason: string | null,
) {
  await close(trx, r.id, 'Withdrawn');
  await recordWithdrawal(trx, actor, r, reason);
}

async function recordWithdrawal(
  trx: Transaction<Database>,
  actor: Actor,
  r: { id: number; current_step: number | null },
  reason: string | null,
) {
  await trx
    .insertInto('approval_decisions')
    .values({ request_id: r.id, action: 'Withdrawn', decided_by: actor.userId!, remarks: reason })
    .execute();
  await recordAudit(trx, actor, {
    entityType: 'approval-request',
    entityId: r.id,
    action: 'withdrawn',
    oldValues: { status: 'Pending', step: r.current_step },
    newValues: { status: 'Withdrawn', reason },
  });
}

// ---- reading --------------------------------------------------------------------------------

function requestQuery(db: Db, user: SessionUser) {
  return db
    .selectFrom('approval_requests as r')
    .innerJoin('approval_document_types as dt', 'dt.code', 'r.document_type')
    .innerJoin('users as rq', 'rq.id', 'r.requested_by')
    .leftJoin('approval_chain_steps as cs', (j) =>
      j.onRef('cs.document_type', '=', 'r.document_type').onRef('cs.seq', '=', 'r.current_step'),
    )
    .leftJoin('signatory_types as st', 'st.id', 'cs.signatory_type_id')
    .select([
      'r.id',
      'r.document_type',
      'r.document_id',
      'r.summary',
      'r.status',
      'r.current_step',
      'r.requested_by',
      'r.requested_at',
      'r.closed_at',
      'r.subject_employee_id',
      'rq.full_name as requester',
      'dt.name as type_name',
      'dt.link',
      'dt.record_link',
      'st.name as signatory',
      sql<number>`(SELECT count(*)::int FROM approval_chain_steps c2 WHERE c2.document_type = r.document_type)`.as(
        'step_count',
      ),
      canDecideSql(user, 'r').as('can_decide'),
      canWithdrawSql(user, 'r').as('can_withdraw'),
    ]);
}
type RequestRow = Awaited<ReturnType<ReturnType<typeof requestQuery>['executeTakeFirstOrThrow']>>;

/** Where one request's document is read: its own page when the type has one, else the type's screen. */
const recordLink = (r: { link: string; record_link: string | null; document_id: number }): string =>
  r.record_link === null ? r.link : r.record_link.replaceAll('{id}', String(r.document_id));

const toSummary = (r: RequestRow): ApprovalSummary => ({
  requestId: r.id,
  status: r.status,
  currentStep: r.current_step,
  stepCount: r.step_count,
  currentSignatory: r.signatory,
  requestedById: r.requested_by,
  requestedBy: r.requester,
  canDecide: r.can_decide,
  canWithdraw: r.can_withdraw,
});

/** The latest request of each document, as list screens show it beside their rows. */
export async function approvalSummaries(
  db: Db,
  user: SessionUser,
  documentType: string,
  documentIds: readonly number[],
): Promise<Map<number, ApprovalSummary>> {
  if (documentIds.length === 0) return new Map();
  const rows = await requestQuery(db, user)
    .where('r.document_type', '=', documentType)
    .where('r.document_id', 'in', [...new Set(documentIds)])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('approval_requests as later')
            .select('later.id')
            .whereRef('later.document_type', '=', 'r.document_type')
            .whereRef('later.document_id', '=', 'r.document_id')
            .whereRef('later.id', '>', 'r.id'),
        ),
      ),
    )
    .execute();
  return new Map(rows.map((r) => [r.document_id, toSummary(r)]));
}

/** Who may sign a step, in words. */
async function stepViews(db: Db, documentType: string) {
  const steps = await db
    .selectFrom('approval_chain_steps as s')
    .innerJoin('signatory_types as t', 't.id', 's.signatory_type_id')
    .select(['s.id', 's.seq', 's.all_must_sign', 't.name'])
    .where('s.document_type', '=', documentType)
    .orderBy('s.seq')
    .execute();
  const members = steps.length
    ? await db
        .selectFrom('approval_step_members as m')
        .leftJoin('users as u', 'u.id', 'm.user_id')
        .select(['m.step_id', 'm.role', 'm.own_department', 'u.full_name'])
        .where(
          'm.step_id',
          'in',
          steps.map((s) => s.id),
        )
        .orderBy('m.id')
        .execute()
    : [];
  return steps.map((s) => ({
    seq: s.seq,
    signatoryType: s.name,
    allMustSign: s.all_must_sign,
    signers: members
      .filter((m) => m.step_id === s.id)
      .map((m) => (m.role ? `${m.role}${m.own_department ? ' of the department' : ''}` : (m.full_name ?? ''))),
  }));
}

async function historyOf(db: Db, requestId: number) {
  const rows = await db
    .selectFrom('approval_decisions as d')
    .innerJoin('users as u', 'u.id', 'd.decided_by')
    .leftJoin('signatory_types as t', 't.id', 'd.signatory_type_id')
    .select(['d.action', 'd.step', 't.name', 'd.decided_by', 'u.full_name', 'd.decided_at', 'd.remarks'])
    .where('d.request_id', '=', requestId)
    .orderBy('d.id')
    .execute();
  return rows.map((d) => ({
    action: d.action,
    step: d.step,
    signatoryType: d.name,
    byId: d.decided_by,
    by: d.full_name,
    at: d.decided_at.toISOString(),
    remarks: d.remarks,
  }));
}

/** May the user read this request (its chain, history, signatories)? */
async function mayRead(db: Db, user: SessionUser, r: RequestRow): Promise<boolean> {
  if (r.requested_by === user.id || r.can_decide) return true;
  const roles = handlers.get(r.document_type)?.readerRoles ?? [];
  if (roles.some((role) => user.roles.includes(role))) return true;
  const row = await sql<{ ok: boolean }>`
    SELECT (${isSubject(user.id, 'r')} OR EXISTS (SELECT 1 FROM approval_decisions d WHERE d.request_id = r.id AND d.decided_by = ${user.id})
      OR EXISTS (SELECT 1 FROM approval_chain_steps s2 WHERE s2.document_type = r.document_type AND ${memberOfStep(user.id, 'r', sql`s2.seq`)})) AS ok
    FROM approval_requests r WHERE r.id = ${r.id}`.execute(db);
  return row.rows[0]?.ok === true;
}

/**
 * The user may read some request of this document: its requester, a signatory of it, a member of
 * any step of its chain, or a holder of the type's reader roles (for a module's document screens).
 */
export async function mayReadDocument(
  db: Db,
  user: SessionUser,
  documentType: string,
  documentId: number,
): Promise<boolean> {
  const rows = await requestQuery(db, user)
    .where('r.document_type', '=', documentType)
    .where('r.document_id', '=', documentId)
    .execute();
  for (const r of rows) if (await mayRead(db, user, r)) return true;
  return false;
}

export async function approvalDetail(db: Db, user: SessionUser, requestId: number): Promise<ApprovalDetail> {
  const r = await requestQuery(db, user).where('r.id', '=', requestId).executeTakeFirst();
  if (!r || !(await mayRead(db, user, r))) throw notFound('The approval request was not found.');
  const history = await historyOf(db, r.id);
  const steps = await stepViews(db, r.document_type);
  const signedSteps = new Set(history.filter((h) => h.action === 'Approved').map((h) => h.step));
  const rejectedAt = history.find((h) => h.action === 'Rejected')?.step ?? null;
  return {
    ...toSummary(r),
    documentType: r.document_type,
    documentTypeName: r.type_name,
    documentId: r.document_id,
    summary: r.summary,
    link: recordLink(r),
    requestedAt: r.requested_at.toISOString(),
    closedAt: r.closed_at?.toISOString() ?? null,
    steps: steps.map((s) => ({
      ...s,
      state:
        rejectedAt === s.seq
          ? 'Rejected'
          : r.status === 'Pending' && s.seq === r.current_step
            ? 'Current'
            : signedSteps.has(s.seq) && (r.status !== 'Pending' || s.seq < (r.current_step ?? 0))
              ? 'Done'
              : r.status === 'Pending'
                ? 'Waiting'
                : 'Skipped',
    })),
    history,
  };
}

/** The latest request of a document (for its screen and print). */
export async function documentApproval(
  db: Db,
  user: SessionUser,
  documentType: string,
  documentId: number,
): Promise<ApprovalDetail> {
  const latest = await db
    .selectFrom('approval_requests')
    .select('id')
    .where('document_type', '=', documentType)
    .where('document_id', '=', documentId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!latest) throw notFound('This document has not gone through approval.');
  return approvalDetail(db, user, latest.id);
}

/** The signatures to print: the requester as 'Prepared by', then each decision of the latest request. */
export async function documentSignatories(
  db: Db,
  user: SessionUser,
  documentType: string,
  documentId: number,
): Promise<Signatory[]> {
  return toSignatories((await documentApproval(db, user, documentType, documentId)).history);
}

/**
 * The same without the reader check, for a module that has already decided who may see the
 * document (e.g. a bill's print): empty when the document never went through approval.
 */
export async function signatoriesOfDocument(db: Db, documentType: string, documentId: number): Promise<Signatory[]> {
  const latest = await db
    .selectFrom('approval_requests')
    .select('id')
    .where('document_type', '=', documentType)
    .where('document_id', '=', documentId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return latest ? toSignatories(await historyOf(db, latest.id)) : [];
}

function toSignatories(history: Awaited<ReturnType<typeof historyOf>>): Signatory[] {
  return history
    .filter((h) => h.action !== 'Withdrawn')
    .map((h) => ({
      step: h.step,
      signatoryType: h.action === 'Submitted' ? 'Prepared by' : (h.signatoryType ?? ''),
      name: h.by,
      decision: h.action,
      at: h.at,
      remarks: h.remarks,
    }));
}

/** Requests waiting for the user's signature, oldest first. */
export async function waitingForUser(db: Db, user: SessionUser, limit: number): Promise<WaitingApproval[]> {
  const rows = await requestQuery(db, user)
    .where('r.status', '=', 'Pending')
    .where(canDecideSql(user, 'r'))
    .orderBy('r.requested_at')
    .orderBy('r.id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    requestId: r.id,
    documentType: r.document_type,
    documentTypeName: r.type_name,
    documentId: r.document_id,
    summary: r.summary,
    requestedBy: r.requester,
    requestedAt: r.requested_at.toISOString(),
    currentStep: r.current_step ?? 0,
    currentSignatory: r.signatory ?? '',
    link: recordLink(r),
  }));
}

/** How many requests wait for the user, per document type. */
export async function waitingCounts(
  db: Db,
  user: SessionUser,
): Promise<{ documentType: string; name: string; link: string; count: number }[]> {
  const rows = await db
    .selectFrom('approval_requests as r')
    .innerJoin('approval_document_types as dt', 'dt.code', 'r.document_type')
    .select(['r.document_type', 'dt.name', 'dt.link', sql<number>`count(*)::int`.as('n')])
    .where('r.status', '=', 'Pending')
    .where(canDecideSql(user, 'r'))
    .groupBy(['r.document_type', 'dt.name', 'dt.link'])
    .orderBy('dt.name')
    .execute();
  return rows.map((r) => ({ documentType: r.document_type, name: r.name, link: r.link, count: r.n }));
}
