// Kysely row types of the warehouse's tables (0800_warehouse.sql). Quantities and pesos are
// numeric columns read and written as decimal strings.
import type { ColumnType, Generated } from 'kysely';
import type { DocumentKind, DocumentStatus, SalvageCondition, VatType } from '@ilaw/contracts/warehouse/enums';
import type { MemorandumStatus } from '@ilaw/contracts/warehouse/memorandum-receipts/memorandum-receipt';
import type { RequisitionKind, RequisitionStatus } from '@ilaw/contracts/warehouse/requisitions/requisition';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Numeric = ColumnType<string, string | undefined, string>;
type NullableNumeric = ColumnType<string | null, string | null | undefined, string | null>;
type DateText = ColumnType<string, string, string>;

interface CodeName {
  id: Generated<number>;
  code: string;
  name: string;
  created_at: CreatedAt;
}

export interface WarehouseTables {
  wh_units: CodeName;
  wh_material_types: CodeName;
  wh_material_categories: CodeName & { account_code: string };
  wh_locations: CodeName & { branch_code: number; is_active: Generated<boolean> };
  wh_materials: {
    id: Generated<number>;
    item_code: string;
    description: string;
    unit_id: number;
    type_id: number;
    category_id: number;
    critical_level: Numeric;
    not_for_stock: Generated<boolean>;
    is_active: Generated<boolean>;
    salvage_of_id: ColumnType<number | null, number | null | undefined, number | null>;
    created_by: number | null;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  wh_stock: {
    material_id: number;
    location_id: number;
    quantity: Numeric;
    reserved: Numeric;
    unit_cost: Numeric;
    value: Numeric;
    updated_at: UpdatedAt;
  };
  wh_documents: {
    id: Generated<number>;
    kind: DocumentKind;
    control_no: string;
    document_date: DateText;
    location_id: number;
    to_location_id: number | null;
    status: ColumnType<DocumentStatus, DocumentStatus | undefined, DocumentStatus>;
    particulars: ColumnType<string, string | undefined, string>;
    supplier: string | null;
    po_no: string | null;
    invoice_no: string | null;
    delivery_no: string | null;
    vat_type: VatType | null;
    freight: Numeric;
    charge_account: string | null;
    work_order_no: string | null;
    charged_document_id: number | null;
    requisition_id: ColumnType<number | null, number | null | undefined, number | null>;
    reversal_of_id: number | null;
    created_by: number;
    created_at: CreatedAt;
    posted_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
    posted_by: number | null;
    closed_remarks: string | null;
  };
  wh_document_lines: {
    id: Generated<number>;
    document_id: number;
    line_no: number;
    material_id: number;
    quantity: string;
    unit_price: NullableNumeric;
    charged_line_id: ColumnType<number | null, number | null | undefined, number | null>;
    condition: ColumnType<SalvageCondition | null, SalvageCondition | null | undefined, SalvageCondition | null>;
    to_material_id: ColumnType<number | null, number | null | undefined, number | null>;
    /** The requisition line an issuing document's line issues (decision 119). */
    requisition_line_id: ColumnType<number | null, number | null | undefined, number | null>;
  };
  wh_movements: {
    id: Generated<string>;
    material_id: number;
    location_id: number;
    document_id: number;
    document_line_id: number;
    moved_on: DateText;
    qty_in: Numeric;
    qty_out: Numeric;
    unit_cost: string;
    amount: string;
    balance_quantity: string;
    balance_unit_cost: string;
    balance_value: string;
    created_at: CreatedAt;
  };
  wh_requisitions: {
    id: Generated<number>;
    kind: RequisitionKind;
    control_no: string;
    request_date: DateText;
    location_id: number;
    to_location_id: number | null;
    purpose: string;
    charge_account: string | null;
    work_order_no: string | null;
    service_request_id: number | null;
    status: ColumnType<RequisitionStatus, RequisitionStatus | undefined, RequisitionStatus>;
    requested_by: number;
    created_at: CreatedAt;
    approved_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
    issued_document_id: ColumnType<number | null, number | null | undefined, number | null>;
    received_by_name: ColumnType<string | null, string | null | undefined, string | null>;
    received_signature: ColumnType<string | null, string | null | undefined, string | null>;
    received_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
    closed_remarks: ColumnType<string | null, string | null | undefined, string | null>;
    rest_cancelled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
    rest_cancelled_by: ColumnType<number | null, number | null | undefined, number | null>;
  };
  wh_requisition_lines: {
    id: Generated<number>;
    requisition_id: number;
    line_no: number;
    material_id: number;
    quantity: string;
  };
  wh_memorandum_receipts: {
    id: Generated<number>;
    control_no: string;
    issued_on: DateText;
    employee_id: number;
    material_id: number | null;
    description: string;
    serial_no: string | null;
    quantity: string;
    unit_cost: string;
    status: ColumnType<MemorandumStatus, MemorandumStatus | undefined, MemorandumStatus>;
    transferred_from_id: number | null;
    ended_on: ColumnType<string | null, string | null | undefined, string | null>;
    remarks: ColumnType<string, string | undefined, string>;
    signed_by_name: ColumnType<string | null, string | null | undefined, string | null>;
    signature: ColumnType<string | null, string | null | undefined, string | null>;
    signed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
    created_by: number;
    created_at: CreatedAt;
  };
  wh_receipt_recipients: {
    id: Generated<number>;
    document_id: number;
    document_line_id: number;
    recipient_name: string;
    quantity: string;
    signature: string;
    received_on: DateText;
    created_by: number;
    created_at: CreatedAt;
  };
}
