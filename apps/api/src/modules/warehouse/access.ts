// Who reaches the warehouse's endpoints (SPEC.md section 6 roles and the menu's ISD/Warehouse,
// FSD/Accounting and IAD entries).
import type { Role } from '@ilaw/contracts/roles';

type Roles = [Role, ...Role[]];

/** The warehouse's staff and every viewer: accounting, audit, the MCT and receiving report viewers. */
export const WAREHOUSE_READERS: Roles = [
  'WarehouseMan',
  'WareHouse',
  'WarehouseViewer',
  'WarehouseAdmin',
  'WarehouseManAdmin',
  'MaterialBalancer',
  'MaterialCosting',
  'MctViewer',
  'ReceivingReportViewer',
  'NonWarehouseViewer',
  'AccountingViewer',
  'AccountingMaterialAdmin',
  'AuditViewer',
];
/** Keeps the catalogue (materials, units, types, locations). */
export const CATALOGUE_EDITORS: Roles = ['WarehouseMan', 'WarehouseAdmin'];
/** Accounting's material categories and account codes. */
export const CATEGORY_EDITORS: Roles = ['AccountingMaterialAdmin'];
/** Files stock documents (transfers by the warehouse man administrator). */
export const DOCUMENT_CLERKS: Roles = ['WarehouseMan', 'WareHouse', 'WarehouseManAdmin'];
/** Approves (through the engine's chain) and reverses posted documents. */
export const DOCUMENT_APPROVERS: Roles = ['WarehouseAdmin'];
export const REVERSERS: Roles = ['WarehouseAdmin', 'WarehouseManAdmin'];
/** Imports opening balances (the administrator and the material balancer). */
export const OPENING_IMPORTERS: Roles = ['WarehouseAdmin', 'MaterialBalancer'];
/** Accounting's reports (costing, price index, inventory): accounting, costing, audit and the warehouse administrator. */
export const ACCOUNTING_READERS: Roles = [
  'AccountingViewer',
  'AccountingMaterialAdmin',
  'MaterialCosting',
  'AuditViewer',
  'WarehouseAdmin',
];

/** Who files each kind of requisition (decision 091); office supplies: any staff member. */
export const REQUISITION_FILERS: Record<'SRV' | 'SERVICE' | 'MTR', Roles> = {
  SRV: ['SuppliesRequisitionVoucher', 'WarehouseMan', 'WareHouse', 'WarehouseManAdmin'],
  SERVICE: [
    'ServiceRequest',
    'ServiceRequestCreate',
    'ServiceRequestLineman',
    'SuppliesRequisitionVoucher',
    'WarehouseMan',
    'WareHouse',
    'WarehouseManAdmin',
  ],
  MTR: ['WarehouseMan', 'WareHouse', 'WarehouseManAdmin'],
};
/** Read every requisition (others read their own): the warehouse's readers and the SRV desk. */
export const REQUISITION_READERS: Roles = [...WAREHOUSE_READERS, 'SuppliesRequisitionVoucher'];
/** Issues, transfers and takes back memorandum receipts (the warehouse's property custodians). */
export const MEMORANDUM_KEEPERS: Roles = ['WarehouseMan', 'WarehouseAdmin', 'WarehouseManAdmin'];
