// The sidebar menu of SPEC.md section 2 ("Sidebar menu") and its visibility rules (section 6).
// The whole tree lives here so the web shell, its browser tests and any server-side check read
// one copy. Paths are routes of routes.txt; where SPEC.md names several entries for one screen,
// they open that screen with a `view` query (the screen shows the matching tab).
import type { Role } from './roles.ts';

/** One role or a list of roles (any of them grants); missing or empty means everyone. */
export type MenuRoles = Role | readonly Role[];

/** Icon names the web maps to Material icons (see apps/web/src/app/layout/menu-icons.ts). */
export type MenuIcon =
  | 'dashboard'
  | 'payslip'
  | 'document'
  | 'clock'
  | 'list'
  | 'helpdesk'
  | 'password'
  | 'office'
  | 'travel'
  | 'planning'
  | 'report'
  | 'map'
  | 'computer'
  | 'people'
  | 'leave'
  | 'payroll'
  | 'settings'
  | 'vehicle'
  | 'warehouse'
  | 'inventory'
  | 'receipt'
  | 'transfer'
  | 'consumer'
  | 'service'
  | 'inspection'
  | 'connection'
  | 'chart'
  | 'transformer'
  | 'accounting'
  | 'billing'
  | 'meter'
  | 'disconnect'
  | 'location'
  | 'upload'
  | 'collection'
  | 'cash'
  | 'approval'
  | 'bolt'
  | 'audit'
  | 'department'
  | 'privacy'
  | 'admin';

export interface MenuLink {
  kind: 'link';
  label: string;
  path: string;
  icon: MenuIcon;
  roles?: MenuRoles;
}

export interface MenuGroup {
  kind: 'group';
  label: string;
  icon: MenuIcon;
  roles?: MenuRoles;
  children: readonly MenuNode[];
}

export type MenuNode = MenuLink | MenuGroup;

const link = (label: string, path: string, icon: MenuIcon, roles?: MenuRoles): MenuLink =>
  roles === undefined ? { kind: 'link', label, path, icon } : { kind: 'link', label, path, icon, roles };

const group = (label: string, icon: MenuIcon, children: readonly MenuNode[], roles?: MenuRoles): MenuGroup =>
  roles === undefined ? { kind: 'group', label, icon, children } : { kind: 'group', label, icon, children, roles };

export const MENU: readonly MenuNode[] = [
  group('My Dashboard', 'dashboard', [
    link('Dashboard', '/dashboard', 'dashboard'),
    link('Payslips', '/user/payslips', 'payslip'),
    link('Documents', '/user/documents', 'document'),
    link('DTR Editing', '/personal/daily-time-record', 'clock'),
    link('DTR Logs', '/personal/dtr-logs', 'list'),
    link('IT Help Desk', '/cpd/it-service-request-end-user', 'helpdesk'),
    link('Change Password', '/user/change-password', 'password'),
  ]),
  group(
    'OGM',
    'office',
    [link('Travel Order', '/ogm/travel-orders', 'travel'), link('Documents', '/ogm/documents', 'document')],
    'OgmStaff',
  ),
  group('CPD', 'planning', [
    group(
      'Compliance Monitoring',
      'report',
      [
        link('Template', '/cpd/report-submission?view=templates', 'document', 'CoopReportsAdmin'),
        link('Submit Reports', '/cpd/report-submission?view=submit', 'upload'),
      ],
      'CoopReports',
    ),
    link('Data Gathering/Poles', '/cpd/gis', 'map', ['Admin', 'DataGatherer']),
    link('Quarterly Report Submission', '/cpd/report-submission', 'report'),
    link('IT Help Desk (Admin)', '/cpd/it-service-request-admin', 'helpdesk', 'ITPersonnel'),
    link('IT Equipment Inventory', '/cpd/it-equipment-inventory', 'computer', 'ITPersonnel'),
  ]),
  // "ISD/HR [Employee unless noted]": the role sits on each entry, so LeaveLedger and Payroll
  // staff see their groups without also holding Employee.
  group('ISD/HR', 'people', [
    link('Employees', '/isd/hr/employees', 'people', 'Employee'),
    link('Daily Time Record', '/isd/hr/daily-time-record', 'clock', 'Employee'),
    group(
      'Leave Management',
      'leave',
      [
        link('Employee Leaves', '/isd/hr/leave-management', 'leave'),
        link('Without Pay Summary', '/isd/hr/without-pay-summary', 'report'),
        link('Import Opening Balance', '/isd/hr/leave-management/import-opening-balance', 'upload'),
        link('Leave Transactions', '/isd/hr/employee-leaves/transactions', 'list'),
        link('Monthly Earned Leave', '/isd/hr/monthly-earned-leaves', 'chart'),
      ],
      'LeaveLedger',
    ),
    group(
      'Payroll Management',
      'payroll',
      [
        link('Employees Payments', '/isd/hr/payroll-management/employees', 'cash'),
        link('Recurring Payments', '/isd/hr/payroll-management/recurring-payments', 'list'),
        link('Generated Payrolls', '/isd/hr/payroll-management/payrolls', 'payroll'),
      ],
      'Payroll',
    ),
    group('Configurations', 'settings', [
      link('Employee Salaries', '/isd/hr/configurations/salaries', 'cash', 'Employee'),
    ]),
  ]),
  group(
    'ISD/MotorPool',
    'vehicle',
    [
      link('Transportation Maintenance', '/isd/motor-pool/transportation-maintenance', 'settings'),
      link('Vehicle/Driver Status', '/isd/motor-pool', 'vehicle'),
      link('Transportation Travel', '/isd/motor-pool/transportation-travel/form', 'travel'),
    ],
    'MotorPool',
  ),
  group('ISD/Warehouse', 'warehouse', [
    link('Export Reports', '/isd/warehouse/balance-monitoring', 'report'),
    link('Bin Card', '/isd/warehouse/bincard', 'inventory'),
    link('Balance Viewing', '/isd/warehouse/balance-viewing', 'list'),
    link('Material Charge Ticket', '/isd/warehouse/material-charge-ticket', 'receipt', 'WarehouseMan'),
    link('Credit Ticket', '/isd/warehouse/material-credit-ticket', 'receipt', 'WarehouseMan'),
    link('Office Supply Admin', '/isd/warehouse/material-office-supply/admin', 'inventory', 'WarehouseMan'),
    link('Salvage Ticket', '/isd/warehouse/material-salvage-ticket', 'receipt', 'WarehouseMan'),
    link('List of Materials', '/isd/warehouse/materials', 'list', 'WarehouseMan'),
    link('Location', '/isd/warehouse/locations', 'location', 'WarehouseMan'),
    link('Material Type', '/isd/warehouse/types', 'settings', 'WarehouseMan'),
    link('Material Unit', '/isd/warehouse/units', 'settings', 'WarehouseMan'),
    link('Memorandum Receipt', '/isd/warehouse/memorandum-receipt', 'document', 'WarehouseMan'),
    link('Fast Moving Materials', '/isd/warehouse/fast-moving-materials', 'chart', 'WarehouseMan'),
    link('Material Not-For-Stock', '/isd/warehouse/material-not-for-stock', 'inventory', 'WarehouseMan'),
    link('Material Transfer Request', '/isd/warehouse/material-transfer-request', 'transfer', 'WarehouseMan'),
    link('Material Transfer Ticket', '/isd/warehouse/material-transfer-ticket', 'transfer', 'WarehouseManAdmin'),
    link('Material Reclassification', '/isd/warehouse/material-re-classification', 'settings', 'WarehouseManAdmin'),
    link('Material Transfer Stocks', '/isd/warehouse/material-transfer-stock', 'transfer', 'WarehouseManAdmin'),
    link('Material Receiving Report', '/isd/warehouse/material-receiving-report', 'receipt'),
    link('Material Critical Stock/s', '/isd/warehouse/material-critical-stocks', 'inventory'),
    link('Office Supply END-USER', '/isd/warehouse/material-office-supply/end-user', 'inventory'),
    link('Signed Report Viewer', '/isd/warehouse/signed-report-viewer', 'document'),
  ]),
  group('ISD/MSD', 'consumer', [
    link('Service Request', '/isd/msd/service-requests', 'service', 'ServiceRequest'),
    link('(NCA) Applications', '/isd/msd/new-connections', 'connection', 'ConsumerPms'),
    link('(PMS) Pre-Membership', '/isd/msd/pms', 'people', 'ConsumerPms'),
    link('(PUE) Inspections', '/isd/msd/inspections', 'inspection', 'ConnectionInspections'),
    link('(CO) Connection Order', '/isd/msd/connection-orders', 'connection', 'ConnectionOrder'),
    link('Consumers', '/isd/msd/consumers', 'consumer'),
    link('Lifeliner Consumers', '/isd/msd/lifeliner-consumers', 'consumer', 'LifelinerConsumer'),
    link('Reports', '/isd/msd/service-requests/reports', 'report', 'ServiceRequest'),
    link('Graph', '/isd/msd/service-requests/graphs', 'chart'),
    link('Transformer Application', '/isd/msd/transformer', 'transformer', 'TransformerApplication'),
  ]),
  group(
    'FSD/Accounting',
    'accounting',
    [
      link('Bincard', '/fsd/accounting/bincard', 'inventory'),
      link('Inventory Report', '/fsd/accounting/inventory-report', 'report'),
      link('Receiving Report', '/fsd/accounting/material-receiving-report', 'receipt'),
      link('Charge Ticket Costing', '/fsd/accounting/material-charge-ticket', 'receipt'),
      link('Credit Ticket', '/fsd/accounting/material-credit-ticket', 'receipt'),
      link('Office Supply', '/fsd/accounting/material-office-supply', 'inventory'),
      link('Transfer Ticket', '/fsd/accounting/material-transfer-ticket/print', 'transfer'),
      link('Supplies Requisition Voucher', '/fsd/accounting/supplies-requisition-voucher', 'document'),
      link('Material Price Index', '/fsd/accounting/material-price-index', 'chart'),
      link('Material Category', '/fsd/accounting/material-category', 'settings', 'AccountingMaterialAdmin'),
    ],
    'AccountingViewer',
  ),
  group('FSD/Billing', 'billing', [
    group('Ledger', 'list', [
      link('List', '/fsd/billing/ledger', 'list'),
      link('EBS Arrears', '/fsd/billing/ledger?view=ebs-arrears', 'report', 'BillingTransactions'),
      link('Bulk Upload', '/fsd/billing/bulk-compute-bill-testing', 'upload', 'Admin'),
    ]),
    group(
      'Meter Reading',
      'meter',
      [
        link('Extract File', '/fsd/billing/meter-reading/extract', 'document'),
        link('Upload', '/fsd/billing/meter-reading/upload', 'upload'),
      ],
      'BillingTransactions',
    ),
    group('Transactions', 'receipt', [
      link('Bill Month', '/fsd/billing/transactions/bill-month', 'clock', 'BillingReport'),
      link('Route', '/fsd/billing/transactions/route', 'location', 'BillingReport'),
      link('Consumer Master', '/fsd/billing/transactions/consumer-master', 'consumer', 'BillingReport'),
      link('Bill Adjustment', '/fsd/billing/transactions/bill-adjustment', 'settings', 'BillingReport'),
      link('Bill Cancellation', '/fsd/billing/transactions/bill-cancellation', 'disconnect', 'BillingTransactions'),
      link(
        'Bill Cancellation Approval',
        '/fsd/billing/transactions/bill-cancellation-approval',
        'approval',
        'BillCancellationApprover',
      ),
      link('Entering Meter Reading', '/fsd/billing/transactions/entering-meter-reading', 'meter'),
    ]),
    group(
      'Meter Disconnection',
      'disconnect',
      [
        link('Consumers', '/fsd/billing/transactions/meter-disconnection', 'consumer'),
        link('Disconnection Summary', '/fsd/billing/transactions/disconnection-summary', 'report'),
        link('Kwh Meter Images', '/fsd/billing/transactions/kwh-meter-images', 'meter'),
      ],
      'MeterDisconnection',
    ),
    group(
      'Meter Locations',
      'location',
      [
        link('List', '/fsd/billing/meter-locations', 'list'),
        link('Upload Coordinates', '/fsd/billing/meter-locations?view=upload', 'upload'),
        link('Route', '/fsd/billing/meter-locations?view=route', 'map'),
      ],
      'MeterLocations',
    ),
    group('Field Findings', 'inspection', [
      link('Add', '/fsd/billing/field-findings', 'inspection'),
      link('Connection Order', '/fsd/billing/field-findings?view=connection-order', 'connection'),
    ]),
    group(
      'Non Power Bill',
      'receipt',
      [
        link('Add New', '/fsd/billing/non-power-bill', 'receipt'),
        link('Recurring Bills', '/fsd/billing/non-power-bill?view=recurring', 'list'),
        link('Materials and Services', '/fsd/billing/non-power-bill?view=materials-and-services', 'inventory'),
      ],
      'NonPowerBill',
    ),
    group(
      'Reports',
      'report',
      [
        link('Billing Summary', '/fsd/billing/summaries', 'report'),
        link('KWH Summary', '/fsd/billing/summaries/kwh', 'bolt'),
        link('Monthly Billed Report', '/fsd/billing/monthly-report/bills', 'chart'),
      ],
      'BillingReport',
    ),
    link('Total Billed', '/fsd/billing/total-billed', 'cash'),
  ]),
  group('FSD/Collection', 'collection', [
    link('Daily Collection Report', '/fsd/collection/daily-collection-report', 'collection', 'Teller'),
    link('Partial Payment', '/fsd/collection/partial-payment', 'cash', 'Teller'),
    link('Payment Cancellation Approval', '/fsd/collection/payment-cancellation-approval', 'approval', 'Cashier'),
    link('Online Payment Collection', '/fsd/collection/upload-collection', 'upload', 'UploadCollection'),
    link('EBS Online Payment Collection', '/fsd/collection/ebs-online-payment', 'upload', 'UploadCollection'),
    link('Use Advance Payment', '/fsd/collection/use-advance-payment', 'cash', 'UseAdvancePayment'),
    link('Advance Payment', '/fsd/collection/advance-payment', 'cash'),
    group('Reports', 'report', [link('Collection Summary', '/fsd/collection/collection-summary', 'report', 'Manager')]),
  ]),
  group('TSD', 'bolt', [
    link('Connection Order', '/tsd/connection-order', 'connection', 'ConnectionOrderLineman'),
    link('Service Requests', '/tsd/service-requests', 'service', 'ServiceRequestLineman'),
    group('Transformer Application', 'transformer', [
      link('For Inspection', '/tsd/transformer-application/for-inspection', 'inspection', 'TransformerForInspection'),
      link('For Evaluation', '/tsd/transformer-application/for-testing', 'approval', 'TransformerForTesting'),
    ]),
    link('Transformer Installation', '/tsd/transformer-installation', 'transformer', 'TransformerInstallation'),
    link('Transformer Load Management', '/tsd/transformer-load-management', 'chart', 'MeterLab'),
    link('Supplies Requisition Voucher', '/tsd/supplies-requisition-voucher', 'document', 'SuppliesRequisitionVoucher'),
    group('Power Interruption', 'bolt', [
      link('Interruptions', '/tsd/power-interruption', 'bolt'),
      link('Reports', '/tsd/power-interruption?view=reports', 'report'),
    ]),
    group('Distribution Transformer', 'transformer', [
      link('Transformers', '/tsd/distribution-transformer', 'transformer'),
      link('Data Sheet', '/tsd/distribution-transformer/data-sheet', 'document'),
      link('Brand', '/tsd/distribution-transformer/brand', 'settings'),
    ]),
    // Every dated TSD limit, price and threshold (decision 121): the administrator adds them.
    link('Settings', '/tsd/distribution-transformer?view=settings', 'settings', 'Admin'),
    group(
      'Kwh Meter',
      'meter',
      [
        link('List', '/tsd/kwh-meter', 'list'),
        link('Testing', '/tsd/kwh-meter/testing', 'inspection'),
        link('Brand', '/tsd/kwh-meter/brand', 'settings'),
        link('Class', '/tsd/kwh-meter/class', 'settings'),
        link('Type', '/tsd/kwh-meter/type', 'settings'),
      ],
      'MeterLab',
    ),
  ]),
  group('IAD', 'audit', [
    link('Supplies Requisition Voucher', '/iad/supplies-requisition-voucher', 'document'),
    link('Travel Order', '/iad/travel-orders', 'travel'),
    group(
      'Warehouse',
      'warehouse',
      [
        link('Charge Ticket', '/iad/warehouse/material-charge-ticket', 'receipt'),
        link('Credit Ticket', '/iad/warehouse/material-credit-ticket', 'receipt'),
        link('Receiving Report', '/iad/warehouse/material-receiving-report', 'receipt'),
        link('Salvage Ticket', '/iad/warehouse/material-salvage-ticket', 'receipt'),
      ],
      'AuditViewer',
    ),
  ]),
  group(
    'Department',
    'department',
    [link('Daily Time Record', '/department/daily-time-record', 'clock')],
    'DepartmentDtrMonitoring',
  ),
  group('Data Privacy', 'privacy', [link('Users Agreement', '/data-privacy/users-agreements', 'privacy')], 'Admin'),
  group(
    'Administrator',
    'admin',
    [
      link('User Manager', '/admin/users', 'people'),
      link('Signatories', '/admin/signatories', 'document'),
      link('Bill Cancellation Signatories', '/admin/bill-cancellation-approvers', 'approval'),
      link('Fiscal Year Configuration', '/admin/fiscal-years', 'clock'),
      link('Departments', '/admin/departments', 'department'),
      link('IT Personnel', '/admin/it-personnel', 'computer'),
      link('Meter Readers', '/admin/meter-readers', 'meter'),
      link('Tellers', '/admin/tellers', 'cash'),
      link('Teams', '/admin/teams', 'people'),
      link('Sales Invoice Printers', '/admin/sales-invoice-printers', 'receipt'),
      link('Service Request Approvers', '/admin/service-request-approvers', 'approval'),
      link('Go-live Imports', '/fsd/billing/bulk-compute-bill-testing?view=go-live', 'upload'),
    ],
    'Admin',
  ),
];

function rolesOf(roles: MenuRoles | undefined): readonly Role[] {
  if (roles === undefined) return [];
  return typeof roles === 'string' ? [roles] : roles;
}

/** SPEC.md section 6: no role means everyone; otherwise the user must hold one of the roles. */
export function canSee(roles: MenuRoles | undefined, held: ReadonlySet<Role>): boolean {
  const needed = rolesOf(roles);
  return needed.length === 0 || needed.some((r) => held.has(r));
}

/**
 * The menu the holder of `roles` sees: entries whose role they hold; a group whose own role they
 * lack hides all its children; a group left with no visible children is dropped.
 */
export function visibleMenu(tree: readonly MenuNode[], roles: readonly Role[]): MenuNode[] {
  const held = new Set(roles);
  const walk = (nodes: readonly MenuNode[]): MenuNode[] =>
    nodes.flatMap((node): MenuNode[] => {
      if (!canSee(node.roles, held)) return [];
      if (node.kind === 'link') return [node];
      const children = walk(node.children);
      return children.length === 0 ? [] : [{ ...node, children }];
    });
  return walk(tree);
}

/** Every link of a tree, depth first, with the labels of the groups above it. */
export function menuLinks(tree: readonly MenuNode[]): { trail: string[]; link: MenuLink }[] {
  const out: { trail: string[]; link: MenuLink }[] = [];
  const walk = (nodes: readonly MenuNode[], trail: string[]) => {
    for (const node of nodes) {
      if (node.kind === 'link') out.push({ trail: [...trail, node.label], link: node });
      else walk(node.children, [...trail, node.label]);
    }
  };
  walk(tree, []);
  return out;
}
