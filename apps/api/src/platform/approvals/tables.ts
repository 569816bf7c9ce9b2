// Kysely row types of the approval engine (migrations/0050_approvals.sql).
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type ApprovalStatus = 'Pending' | 'Approved' | 'Rejected' | 'Withdrawn';
export type ApprovalAction = 'Submitted' | 'Approved' | 'Rejected' | 'Withdrawn';

export interface ApprovalTables {
  signatory_types: {
    id: Generated<number>;
    name: string;
    description: string | null;
    is_active: Generated<boolean>;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  approval_document_types: {
    code: string;
    name: string;
    module: string;
    link: string;
    /** One document's own page, '{id}' standing for its id (My work's links); else `link`. */
    record_link: string | null;
    created_at: CreatedAt;
  };
  approval_chain_steps: {
    id: Generated<number>;
    document_type: string;
    seq: number;
    signatory_type_id: number;
    all_must_sign: Generated<boolean>;
    updated_by: number | null;
    updated_at: UpdatedAt;
  };
  approval_step_members: {
    id: Generated<number>;
    step_id: number;
    role: string | null;
    user_id: number | null;
    own_department: Generated<boolean>;
    added_by: number | null;
    created_at: CreatedAt;
  };
  approval_requests: {
    id: Generated<number>;
    document_type: string;
    document_id: number;
    summary: string;
    subject_employee_id: number | null;
    requested_by: number;
    requested_at: CreatedAt;
    status: ColumnType<ApprovalStatus, ApprovalStatus | undefined, ApprovalStatus>;
    current_step: number | null;
    closed_at: NullableTimestamp;
  };
  approval_decisions: {
    id: Generated<number>;
    request_id: number;
    action: ApprovalAction;
    step: number | null;
    signatory_type_id: number | null;
    decided_by: number;
    decided_at: CreatedAt;
    remarks: string | null;
  };
}
