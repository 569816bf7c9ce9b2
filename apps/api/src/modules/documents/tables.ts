// Kysely row types of the documents tables (migrations/0935_documents.sql).
import type { DocumentKind, DocumentStatus } from '@ilaw/contracts/documents/document';
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableInstant = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface DocumentsTables {
  documents: {
    id: Generated<number>;
    document_no: string;
    kind: DocumentKind;
    title: string;
    summary: string | null;
    audience: 'All' | 'Departments';
    status: ColumnType<DocumentStatus, DocumentStatus | undefined, DocumentStatus>;
    current_version: ColumnType<number, number | undefined, number>;
    published_version: ColumnType<number | null, number | null | undefined, number | null>;
    published_at: NullableInstant;
    uploaded_by: number;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  document_departments: { document_id: number; department_id: number };
  document_versions: {
    id: Generated<number>;
    document_id: number;
    version: number;
    file_id: string;
    note: string | null;
    uploaded_by: number;
    created_at: CreatedAt;
    published_at: NullableInstant;
  };
  document_reads: { document_id: number; version: number; user_id: number; read_at: CreatedAt };
}
