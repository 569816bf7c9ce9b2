import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MENU, type MenuNode, menuLinks, visibleMenu } from './menu.ts';
import { ROLES, type Role } from './roles.ts';

/** The tree as labels: a link is its label, a group is `{ label: [children] }`. */
type Outline = string | { [label: string]: Outline[] };
function outline(nodes: readonly MenuNode[]): Outline[] {
  return nodes.map((n) => (n.kind === 'link' ? n.label : { [n.label]: outline(n.children) }));
}
function top(roles: Role[]): string[] {
  return visibleMenu(MENU, roles).map((n) => n.label);
}
function groupOf(roles: Role[], ...trail: string[]): Outline[] | undefined {
  let nodes: readonly MenuNode[] = visibleMenu(MENU, roles);
  for (const label of trail) {
    const found = nodes.find((n) => n.label === label);
    if (found === undefined || found.kind !== 'group') return undefined;
    nodes = found.children;
  }
  return outline(nodes);
}

const EVERYONE_TOP = ['My Dashboard', 'CPD', 'ISD/Warehouse', 'ISD/MSD', 'FSD/Billing', 'FSD/Collection', 'TSD', 'IAD'];

test('a user with no roles sees only the entries that name no role', () => {
  assert.deepEqual(outline(visibleMenu(MENU, [])), [
    {
      'My Dashboard': [
        'Dashboard',
        'Payslips',
        'Documents',
        'DTR Editing',
        'DTR Logs',
        'IT Help Desk',
        'Change Password',
      ],
    },
    { CPD: ['Quarterly Report Submission'] },
    {
      'ISD/Warehouse': [
        'Export Reports',
        'Bin Card',
        'Balance Viewing',
        'Material Receiving Report',
        'Material Critical Stock/s',
        'Office Supply END-USER',
        'Signed Report Viewer',
      ],
    },
    { 'ISD/MSD': ['Consumers', 'Graph'] },
    {
      'FSD/Billing': [
        { Ledger: ['List'] },
        { Transactions: ['Entering Meter Reading'] },
        { 'Field Findings': ['Add', 'Connection Order'] },
        'Total Billed',
      ],
    },
    // Reports holds only Collection Summary [Manager], so the group is dropped.
    { 'FSD/Collection': ['Advance Payment'] },
    {
      TSD: [
        { 'Power Interruption': ['Interruptions', 'Reports'] },
        { 'Distribution Transformer': ['Transformers', 'Data Sheet', 'Brand'] },
      ],
    },
    { IAD: ['Supplies Requisition Voucher', 'Travel Order'] },
  ]);
});

test('Admin sees the admin areas but nothing it holds no role for', () => {
  assert.deepEqual(top(['Admin']), [...EVERYONE_TOP, 'Data Privacy', 'Administrator']);
  assert.deepEqual(groupOf(['Admin'], 'CPD'), ['Data Gathering/Poles', 'Quarterly Report Submission']);
  assert.deepEqual(groupOf(['Admin'], 'FSD/Billing', 'Ledger'), ['List', 'Bulk Upload']);
  assert.deepEqual(groupOf(['Admin'], 'Data Privacy'), ['Users Agreement']);
  assert.deepEqual(groupOf(['Admin'], 'Administrator'), [
    'User Manager',
    'Signatories',
    'Bill Cancellation Signatories',
    'Fiscal Year Configuration',
    'Departments',
    'IT Personnel',
    'Meter Readers',
    'Tellers',
    'Teams',
    'Sales Invoice Printers',
    'Service Request Approvers',
    'Go-live Imports',
  ]);
  assert.equal(groupOf(['Admin'], 'OGM'), undefined);
  // TSD's dated settings (decision 121) are the administrator's.
  assert.ok(groupOf(['Admin'], 'TSD')?.includes('Settings'));
  assert.ok(!groupOf(['MeterLab'], 'TSD')?.includes('Settings'));
});

test('a group whose role the user lacks hides children they would otherwise see', () => {
  // Material Category needs AccountingMaterialAdmin, but the whole group needs AccountingViewer.
  assert.ok(!top(['AccountingMaterialAdmin']).includes('FSD/Accounting'));
  assert.equal(groupOf(['AccountingViewer'], 'FSD/Accounting')?.length, 9);
  assert.equal(groupOf(['AccountingViewer', 'AccountingMaterialAdmin'], 'FSD/Accounting')?.at(-1), 'Material Category');
  // Template needs CoopReportsAdmin inside Compliance Monitoring [CoopReports].
  assert.equal(groupOf(['CoopReportsAdmin'], 'CPD', 'Compliance Monitoring'), undefined);
  assert.deepEqual(groupOf(['CoopReports'], 'CPD', 'Compliance Monitoring'), ['Submit Reports']);
  assert.deepEqual(groupOf(['CoopReports', 'CoopReportsAdmin'], 'CPD', 'Compliance Monitoring'), [
    'Template',
    'Submit Reports',
  ]);
});

test('HR entries need Employee unless they name their own role', () => {
  assert.deepEqual(groupOf(['LeaveLedger'], 'ISD/HR'), [
    {
      'Leave Management': [
        'Employee Leaves',
        'Without Pay Summary',
        'Import Opening Balance',
        'Leave Transactions',
        'Monthly Earned Leave',
      ],
    },
  ]);
  assert.deepEqual(groupOf(['Employee', 'Payroll'], 'ISD/HR'), [
    'Employees',
    'Daily Time Record',
    { 'Payroll Management': ['Employees Payments', 'Recurring Payments', 'Generated Payrolls'] },
    { Configurations: ['Employee Salaries'] },
  ]);
});

test('teller, cashier and manager collection entries', () => {
  assert.deepEqual(groupOf(['Teller', 'Manager'], 'FSD/Collection'), [
    'Daily Collection Report',
    'Partial Payment',
    'Advance Payment',
    { Reports: ['Collection Summary'] },
  ]);
  assert.deepEqual(groupOf(['Cashier'], 'FSD/Collection'), ['Payment Cancellation Approval', 'Advance Payment']);
});

test('meter laboratory and warehouse roles', () => {
  assert.deepEqual(groupOf(['MeterLab'], 'TSD'), [
    'Transformer Load Management',
    { 'Power Interruption': ['Interruptions', 'Reports'] },
    { 'Distribution Transformer': ['Transformers', 'Data Sheet', 'Brand'] },
    { 'Kwh Meter': ['List', 'Testing', 'Brand', 'Class', 'Type'] },
  ]);
  const warehouseAdmin = groupOf(['WarehouseManAdmin'], 'ISD/Warehouse') ?? [];
  assert.deepEqual(warehouseAdmin.slice(3, 6), [
    'Material Transfer Ticket',
    'Material Reclassification',
    'Material Transfer Stocks',
  ]);
  assert.equal((groupOf(['WarehouseMan', 'WarehouseManAdmin'], 'ISD/Warehouse') ?? []).length, 22);
});

test('a role given as a list grants with any of its members', () => {
  const tree: MenuNode[] = [
    { kind: 'link', label: 'Either', path: '/x', icon: 'list', roles: ['Teller', 'Cashier'] },
    { kind: 'link', label: 'Empty list', path: '/y', icon: 'list', roles: [] },
  ];
  assert.deepEqual(outline(visibleMenu(tree, ['Cashier'])), ['Either', 'Empty list']);
  assert.deepEqual(outline(visibleMenu(tree, ['Admin'])), ['Empty list']);
});

test('every role in the menu is in the catalogue and every link is a local path', () => {
  const known = new Set<string>(ROLES);
  const check = (nodes: readonly MenuNode[]) => {
    for (const n of nodes) {
      const roles = n.roles === undefined ? [] : typeof n.roles === 'string' ? [n.roles] : n.roles;
      for (const r of roles) assert.ok(known.has(r), r);
      if (n.kind === 'group') check(n.children);
    }
  };
  check(MENU);
  for (const { link } of menuLinks(MENU)) assert.match(link.path, /^\/[a-z0-9/-]*(\?view=[a-z-]+)?$/, link.path);
  // Holding every role shows every link.
  assert.equal(menuLinks(visibleMenu(MENU, [...ROLES])).length, menuLinks(MENU).length);
});
