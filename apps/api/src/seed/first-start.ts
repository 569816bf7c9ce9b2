// On an empty database: the `admin` account, with PORTAL_ADMIN_PASSWORD or a generated password
// printed once; and, where asked, the demo users and each module's demo data.
import type { Role } from '@ilaw/contracts/roles';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../platform/db/schema.ts';
import { hashPassword, temporaryPassword } from '../platform/auth/passwords.ts';
import { DEMO_MODE_KEY } from './demo-mode.ts';
import { modules } from '../modules.ts';
import { moduleDemoSeeders } from '../platform/modules/install-modules.ts';
import { runDemoSeeders } from './demo-seeders.ts';

export interface DemoUser {
  username: string;
  fullName: string;
  department: string;
  branchCode: number;
  roles: Role[];
}

/** Demo staff whose roles match their work; all share the documented demo password. */
export const DEMO_USERS: DemoUser[] = [
  {
    username: 'hr.officer',
    fullName: 'Maricel D. Villanueva',
    department: 'ISD',
    branchCode: 5,
    roles: ['Employee', 'LeaveLedger', 'DtrManualInput'],
  },
  {
    username: 'payroll.clerk',
    fullName: 'Ronaldo P. Castillo',
    department: 'ISD',
    branchCode: 5,
    roles: ['Payroll', 'Employee'],
  },
  { username: 'motorpool', fullName: 'Eduardo S. Ramos', department: 'ISD', branchCode: 5, roles: ['MotorPool'] },
  {
    username: 'warehouse.man',
    fullName: 'Jose Mari L. Aquino',
    department: 'ISD',
    branchCode: 5,
    roles: ['WarehouseMan', 'WareHouse', 'WarehouseViewer'],
  },
  {
    username: 'warehouse.admin',
    fullName: 'Teresita M. Bautista',
    department: 'ISD',
    branchCode: 5,
    roles: ['WarehouseManAdmin', 'WarehouseAdmin', 'MaterialBalancer'],
  },
  {
    username: 'msd.officer',
    fullName: 'Liza R. Fernandez',
    department: 'ISD',
    branchCode: 5,
    roles: [
      'ServiceRequest',
      'ServiceRequestApprover',
      'ServiceRequestReport',
      'ConsumerPms',
      'ConnectionInspections',
      'ConnectionOrder',
      'LifelinerConsumer',
      'TransformerApplication',
    ],
  },
  {
    username: 'msd.supervisor',
    fullName: 'Corazon V. Aquino-Reyes',
    department: 'ISD',
    branchCode: 5,
    roles: ['ServiceRequest', 'ServiceRequestApprover', 'ServiceRequestReport', 'ConsumerPms'],
  },
  {
    username: 'billing.clerk',
    fullName: 'Angelica T. Mendoza',
    department: 'FSD',
    branchCode: 5,
    roles: ['BillingTransactions', 'BillingReport', 'BillingEncoder'],
  },
  {
    username: 'billing.approver',
    fullName: 'Romeo G. Navarro',
    department: 'FSD',
    branchCode: 5,
    roles: ['BillCancellationApprover', 'BillingReport'],
  },
  { username: 'meter.reader', fullName: 'Dante A. Soriano', department: 'FSD', branchCode: 10, roles: ['MeterReader'] },
  {
    username: 'disconnection.crew',
    fullName: 'Rolando P. Villareal',
    department: 'FSD',
    branchCode: 5,
    roles: ['MeterDisconnection', 'MobileApp'],
  },
  { username: 'teller', fullName: 'Kristine Joy C. Reyes', department: 'FSD', branchCode: 5, roles: ['Teller'] },
  {
    username: 'teller.magsaysay',
    fullName: 'Jerome P. Villanueva',
    department: 'FSD',
    branchCode: 10,
    roles: ['Teller'],
  },
  { username: 'teller.rizal', fullName: 'Maricel D. Gonzales', department: 'FSD', branchCode: 15, roles: ['Teller'] },
  {
    username: 'cashier',
    fullName: 'Felicidad B. Santos',
    department: 'FSD',
    branchCode: 5,
    roles: ['Cashier', 'Teller'],
  },
  {
    username: 'collection.uploader',
    fullName: 'Mark Anthony V. Lim',
    department: 'FSD',
    branchCode: 5,
    roles: ['UploadCollection', 'UseAdvancePayment'],
  },
  {
    username: 'accountant',
    fullName: 'Rosalinda F. Garcia',
    department: 'FSD',
    branchCode: 5,
    roles: ['AccountingViewer', 'AccountingMaterialAdmin', 'MaterialCosting'],
  },
  {
    username: 'lineman',
    fullName: 'Ramil J. Dela Cruz',
    department: 'TSD',
    branchCode: 25,
    roles: ['ServiceRequestLineman', 'ConnectionOrderLineman'],
  },
  {
    username: 'meter.lab',
    fullName: 'Noel C. Manalo',
    department: 'TSD',
    branchCode: 5,
    roles: ['MeterLab', 'TransformerLoadManagement', 'DistributionTransformer', 'TransformerForTesting'],
  },
  {
    username: 'tsd.head',
    fullName: 'Engr. Victor E. Panganiban',
    department: 'TSD',
    branchCode: 5,
    roles: [
      'DepartmentDtrMonitoring',
      'TransformerForInspection',
      'TransformerInstallation',
      'Interruption',
      'ServiceRequestApprover',
      'ServiceRequestAssigner',
      'ConnectionInspections',
      'ConnectionInspector',
    ],
  },
  {
    username: 'it.staff',
    fullName: 'Paolo N. Jimenez',
    department: 'CPD',
    branchCode: 5,
    roles: ['ITPersonnel', 'CoopReports', 'CoopReportsAdmin'],
  },
  {
    username: 'ogm.staff',
    fullName: 'Carmela O. Torres',
    department: 'OGM',
    branchCode: 5,
    roles: ['OgmStaff', 'Manager', 'CoopDocumentApprover'],
  },
  { username: 'auditor', fullName: 'Gilbert H. Pascual', department: 'IAD', branchCode: 5, roles: ['AuditViewer'] },
  { username: 'staff', fullName: 'Juan P. Dela Rosa', department: 'TSD', branchCode: 5, roles: [] },
];

export async function isEmptyDatabase(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}

/** Creates `admin`; returns the generated password when none was configured. */
export async function createAdmin(db: Kysely<Database>, configured: string | undefined): Promise<string | null> {
  const generated = configured ? null : temporaryPassword();
  const passwordHash = await hashPassword(configured ?? generated ?? '');
  await db.transaction().execute(async (trx) => {
    const cpd = await trx.selectFrom('departments').select('id').where('code', '=', 'CPD').executeTakeFirst();
    const row = await trx
      .insertInto('users')
      .values({
        username: 'admin',
        full_name: 'Portal Administrator',
        department_id: cpd?.id ?? null,
        branch_code: 5,
        password_hash: passwordHash,
        // A generated password is meant to be replaced at first sign-in.
        must_change_password: generated !== null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('user_roles').values({ user_id: row.id, role: 'Admin' }).execute();
  });
  return generated;
}

export async function seedDemo(db: Kysely<Database>, demoPassword: string, log: (msg: string) => void): Promise<void> {
  // One hash serves every demo account: they share the documented password.
  const passwordHash = await hashPassword(demoPassword);
  await db.transaction().execute(async (trx) => {
    const departments = await trx.selectFrom('departments').select(['id', 'code']).execute();
    const deptId = new Map(departments.map((d) => [d.code, d.id]));
    const inserted = await trx
      .insertInto('users')
      .values(
        DEMO_USERS.map((u) => ({
          username: u.username,
          full_name: u.fullName,
          email: `${u.username}@demo.ilaw.coop`,
          department_id: deptId.get(u.department) ?? null,
          branch_code: u.branchCode,
          password_hash: passwordHash,
        })),
      )
      .onConflict((oc) => oc.expression(sql`lower(username)`).doNothing())
      .returning(['id', 'username'])
      .execute();
    const idOf = new Map(inserted.map((r) => [r.username, r.id]));
    const roleRows = DEMO_USERS.flatMap((u) => {
      const id = idOf.get(u.username);
      return id === undefined ? [] : u.roles.map((role) => ({ user_id: id, role }));
    });
    if (roleRows.length > 0) await trx.insertInto('user_roles').values(roleRows).execute();
    await trx
      .insertInto('app_settings')
      .values({ key: DEMO_MODE_KEY, value: 'true' })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: 'true' }))
      .execute();
  });
  await runDemoSeeders(moduleDemoSeeders(modules), db, log);
  log(`demo data ready: ${DEMO_USERS.length} demo users share the password from PORTAL_DEMO_PASSWORD`);
}
