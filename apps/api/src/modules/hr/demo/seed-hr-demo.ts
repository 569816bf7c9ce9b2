// Demo HR data: about 300 employees across the departments and branches, the demo users linked
// to their own records (so 'Your Account' shows numbers), salary and employment histories and
// family. Photos are generated locally by the 'hr.demo-photos' job (the file store is a
// service of the running server), queued here. Safe to run again: it does nothing when HR
// demo employees are already there.
import { DEMO_USERS } from '../../../seed/first-start.ts';
import { normaliseGovernmentNumber, type GovernmentNumberField } from '@ilaw/contracts/hr/government-numbers';
import { Decimal } from 'decimal.js';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { manilaToday } from '../../../platform/time/manila.ts';

export const DEMO_PHOTOS_JOB = 'hr.demo-photos';
export const DEMO_EMPLOYEE_COUNT = 300;

const MALE = [
  'Juan',
  'Jose',
  'Mark',
  'John Paul',
  'Ramon',
  'Rogelio',
  'Eduardo',
  'Danilo',
  'Arnel',
  'Rodel',
  'Jerome',
  'Christian',
  'Noel',
  'Joel',
  'Ariel',
  'Renato',
  'Alvin',
  'Michael',
  'Ferdinand',
  'Reynaldo',
  'Gilbert',
  'Romeo',
  'Dennis',
  'Jayson',
  'Marvin',
  'Ronald',
  'Edgardo',
  'Leonardo',
  'Benjamin',
  'Rey',
];
const FEMALE = [
  'Maria',
  'Ana',
  'Rowena',
  'Maricel',
  'Jocelyn',
  'Cristina',
  'Lorna',
  'Marites',
  'Rosario',
  'Jennifer',
  'Angelica',
  'Kristine',
  'Liza',
  'Sheila',
  'Grace',
  'Michelle',
  'Analyn',
  'Mylene',
  'Erlinda',
  'Teresita',
  'Joy',
  'Carmela',
  'Divina',
  'Rhea',
  'Janet',
  'Gina',
  'Aileen',
  'Lourdes',
  'Evelyn',
  'Marilou',
];
const SURNAMES = [
  'Santos',
  'Reyes',
  'Cruz',
  'Bautista',
  'Ocampo',
  'Garcia',
  'Mendoza',
  'Torres',
  'Tomas',
  'Andrada',
  'Castillo',
  'Flores',
  'Villanueva',
  'Ramos',
  'Castro',
  'Rivera',
  'Aquino',
  'Navarro',
  'Salazar',
  'Mercado',
  'Dela Cruz',
  'De Leon',
  'Gonzales',
  'Lopez',
  'Manalo',
  'Pascual',
  'Soriano',
  'Panganiban',
  'Fernandez',
  'Jimenez',
  'Dizon',
  'Valdez',
  'Aguilar',
  'Samonte',
  'Magbanua',
  'Villamor',
  'Cabrera',
  'Estrada',
  'Buenaventura',
  'Macaraeg',
  'Tolentino',
  'Espiritu',
  'Javier',
  'Lacson',
  'Mallari',
];
const TOWNS = [
  'San Jose',
  'Magsaysay',
  'Rizal',
  'Calintaan',
  'Sablayan',
  'Mamburao',
  'Paluan',
  'Sta. Cruz',
  'Abra de Ilog',
];
const BRANCH_CODES = [5, 10, 15, 20, 25, 30, 35, 40, 45];

interface Job {
  position: string;
  rank: number;
}
const POSITIONS: Record<string, Job[]> = {
  OGM: [
    { position: 'Executive Assistant', rank: 3 },
    { position: 'Corporate Secretary', rank: 3 },
    { position: 'Public Relations Officer', rank: 3 },
    { position: 'Driver', rank: 1 },
  ],
  CPD: [
    { position: 'Planning Officer', rank: 4 },
    { position: 'IT Supervisor', rank: 4 },
    { position: 'Programmer', rank: 3 },
    { position: 'Network Technician', rank: 2 },
    { position: 'Data Encoder', rank: 1 },
  ],
  ISD: [
    { position: 'HR Assistant', rank: 2 },
    { position: 'Warehouse Custodian', rank: 2 },
    { position: 'Motor Pool Driver', rank: 1 },
    { position: 'MSD Clerk', rank: 1 },
    { position: 'Member Services Officer', rank: 3 },
    { position: 'Utility Worker', rank: 1 },
  ],
  FSD: [
    { position: 'Accountant', rank: 4 },
    { position: 'Bookkeeper', rank: 2 },
    { position: 'Billing Clerk', rank: 2 },
    { position: 'Teller', rank: 2 },
    { position: 'Meter Reader', rank: 1 },
    { position: 'Collector', rank: 1 },
  ],
  TSD: [
    { position: 'Electrical Engineer', rank: 4 },
    { position: 'Lineman Foreman', rank: 3 },
    { position: 'Lineman', rank: 2 },
    { position: 'Line Crew', rank: 1 },
    { position: 'Meter Technician', rank: 2 },
    { position: 'Power Systems Analyst', rank: 3 },
  ],
  IAD: [
    { position: 'Internal Auditor', rank: 4 },
    { position: 'Audit Clerk', rank: 2 },
  ],
};
const DEPARTMENT_WEIGHTS: [string, number][] = [
  ['TSD', 34],
  ['FSD', 30],
  ['ISD', 16],
  ['CPD', 8],
  ['OGM', 6],
  ['IAD', 6],
];
/** Monthly pesos at the start of each rank. */
const MONTHLY_BASE: Record<number, number> = { 1: 14_000, 2: 18_500, 3: 26_000, 4: 38_000, 5: 65_000 };

const DEMO_USER_POSITIONS: Record<string, string> = {
  'hr.officer': 'HR Officer',
  'payroll.clerk': 'Payroll Clerk',
  motorpool: 'Motor Pool Supervisor',
  'warehouse.man': 'Warehouseman',
  'warehouse.admin': 'Warehouse Supervisor',
  'msd.officer': 'Member Services Officer',
  'billing.clerk': 'Billing Clerk',
  'billing.approver': 'Billing Supervisor',
  'meter.reader': 'Meter Reader',
  teller: 'Teller',
  cashier: 'Cashier',
  'collection.uploader': 'Collection Clerk',
  accountant: 'Accountant',
  lineman: 'Lineman',
  'meter.lab': 'Meter Laboratory Technician',
  'tsd.head': 'TSD Manager',
  'it.staff': 'IT Supervisor',
  'ogm.staff': 'Executive Assistant',
  auditor: 'Internal Auditor',
  staff: 'Line Crew',
};

function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 'Engr. Victor E. Panganiban' -> first 'Victor', middle initial 'E', last 'Panganiban'. */
export function splitDemoName(fullName: string): { first: string; middleInitial: string | null; last: string } {
  const tokens = fullName.split(/\s+/).filter((t) => !/^(Engr|Atty|Dr)\.$/.test(t));
  const mi = tokens.findIndex((t) => /^[A-Z]\.$/.test(t));
  if (mi <= 0)
    return {
      first: tokens.slice(0, -1).join(' ') || tokens[0] || 'Demo',
      middleInitial: null,
      last: tokens.at(-1) ?? 'Employee',
    };
  return {
    first: tokens.slice(0, mi).join(' '),
    middleInitial: tokens[mi]!.charAt(0),
    last: tokens.slice(mi + 1).join(' '),
  };
}

export async function seedHrDemo(
  db: Kysely<Database>,
  log: (msg: string) => void,
  count = DEMO_EMPLOYEE_COUNT,
): Promise<void> {
  const existing = await db
    .selectFrom('employees')
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  if (Number(existing.n) >= Math.min(count, 50)) {
    log('hr demo: employees already present, nothing to add');
    return;
  }
  const rnd = prng(20260401);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const int = (min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));
  const digits = (n: number) => Array.from({ length: n }, () => int(0, 9)).join('');
  const gov = (field: GovernmentNumberField, n: number) => normaliseGovernmentNumber(field, digits(n)) ?? null;
  const today = manilaToday();
  const thisYear = Number(today.slice(0, 4));

  const departments = await db.selectFrom('departments').select(['id', 'code']).execute();
  const deptId = new Map(departments.map((d) => [d.code, d.id]));
  const users = await db
    .selectFrom('users')
    .leftJoin('employees as e', 'e.user_id', 'users.id')
    .select(['users.id', 'users.username'])
    .where('e.id', 'is', null)
    .execute();
  const userIdOf = new Map(users.map((u) => [u.username, u.id]));
  const weightTotal = DEPARTMENT_WEIGHTS.reduce((s, [, w]) => s + w, 0);
  const pickDepartment = () => {
    let r = rnd() * weightTotal;
    for (const [code, w] of DEPARTMENT_WEIGHTS) {
      r -= w;
      if (r < 0) return code;
    }
    return 'TSD';
  };

  const plans: {
    employee: {
      employee_id: string;
      user_id: number | null;
      first_name: string;
      middle_name: string | null;
      last_name: string;
      suffix: string | null;
      birth_date: string;
      gender: 'F' | 'M';
      civil_status: 'SINGLE' | 'MARRIED' | 'WIDOWED' | 'SEPARATED';
      address: string;
      contact_number: string;
      email: string | null;
      department_id: number | null;
      branch_code: number;
      position: string;
      employment_type: number;
      employee_status: number;
      date_hired: string;
      date_regularized: string | null;
      date_separated: string | null;
      biometric_user_id: string;
      sss_no: string | null;
      pag_ibig_no: string | null;
      phil_health_no: string | null;
      hmo_no: string | null;
      tin_no: string | null;
    };
    rank: number;
  }[] = [];

  const usedCodes = new Set<string>();
  const makeEmployee = (
    seq: number,
    o: {
      first?: string;
      middleInitial?: string | null;
      last?: string;
      gender?: 'F' | 'M';
      dept?: string;
      branch?: number;
      position?: string;
      rank?: number;
      userId?: number | null;
      regular?: boolean;
    },
  ) => {
    const gender = o.gender ?? (rnd() < 0.45 ? 'F' : 'M');
    const first = o.first ?? pick(gender === 'F' ? FEMALE : MALE);
    const last = o.last ?? pick(SURNAMES);
    const middleSource = o.middleInitial ? SURNAMES.filter((s) => s.startsWith(o.middleInitial!)) : SURNAMES;
    const middle = (middleSource.length ? pick(middleSource) : null) ?? null;
    const dept = o.dept ?? pickDepartment();
    const job = o.position ? { position: o.position, rank: o.rank ?? 3 } : pick(POSITIONS[dept] ?? POSITIONS['TSD']!);
    const age = int(22, 60);
    const birthYear = thisYear - age;
    const birthDate = `${birthYear}-${String(int(1, 12)).padStart(2, '0')}-${String(int(1, 28)).padStart(2, '0')}`;
    const hireYear = Math.min(thisYear, birthYear + int(20, Math.max(21, age)));
    let dateHired = `${hireYear}-${String(int(1, 12)).padStart(2, '0')}-01`;
    if (dateHired > today) dateHired = `${thisYear}-01-01`;
    const roll = rnd();
    const employmentType =
      o.regular || roll < 0.72 ? 1 : roll < 0.8 ? 6 : roll < 0.88 ? 2 : roll < 0.94 ? 3 : roll < 0.97 ? 5 : 7;
    const regularized = employmentType === 1 ? addDays(dateHired, 180) : null;
    const statusRoll = rnd();
    let status =
      o.userId !== undefined || statusRoll < 0.92
        ? 1
        : statusRoll < 0.94
          ? 2
          : statusRoll < 0.97
            ? 4
            : age > 56
              ? 5
              : 4;
    let separated: string | null = null;
    if (status >= 4) {
      // Separated some time after the last appointment began; too recent a hire stays active.
      const candidate = addDays(today, -int(30, 700));
      if (candidate > addDays(regularized && regularized <= today ? regularized : dateHired, 30)) separated = candidate;
      else status = 1;
    }
    let code = `${hireYear}-${String(seq).padStart(4, '0')}`;
    while (usedCodes.has(code)) code = `${code}X`;
    usedCodes.add(code);
    const married = age > 27 && rnd() < 0.65;
    plans.push({
      employee: {
        employee_id: code,
        user_id: o.userId ?? null,
        first_name: first,
        middle_name: middle,
        last_name: last,
        suffix: gender === 'M' && rnd() < 0.04 ? 'Jr.' : null,
        birth_date: birthDate,
        gender,
        civil_status: married ? (rnd() < 0.05 ? 'WIDOWED' : 'MARRIED') : 'SINGLE',
        address: `Brgy. ${pick(['Poblacion', 'San Roque', 'Bagong Sikat', 'Labangan', 'Central', 'Pag-asa', 'San Isidro'])}, ${pick(TOWNS)}, Occidental Mindoro`,
        contact_number: `09${digits(9)}`,
        email: o.userId
          ? null
          : rnd() < 0.5
            ? `${first.toLowerCase().replace(/\s+/g, '')}.${last.toLowerCase().replace(/\s+/g, '')}${seq}@demo.ilaw.coop`
            : null,
        department_id: deptId.get(dept) ?? null,
        branch_code: o.branch ?? (rnd() < 0.5 ? 5 : pick(BRANCH_CODES)),
        position: job.position,
        employment_type: employmentType,
        employee_status: status,
        date_hired: dateHired,
        date_regularized: regularized && regularized <= today ? regularized : null,
        date_separated: separated,
        biometric_user_id: String(1000 + seq),
        sss_no: gov('sssNo', 10),
        pag_ibig_no: gov('pagIbigNo', 12),
        phil_health_no: gov('philHealthNo', 12),
        hmo_no: rnd() < 0.7 ? `MAXI-${digits(8)}` : null,
        tin_no: gov('tinNo', rnd() < 0.8 ? 9 : 12),
      },
      rank: job.rank,
    });
  };

  let seq = 1;
  for (const u of DEMO_USERS) {
    const userId = userIdOf.get(u.username);
    if (userId === undefined) continue;
    const name = splitDemoName(u.fullName);
    makeEmployee(seq++, {
      first: name.first,
      middleInitial: name.middleInitial,
      last: name.last,
      dept: u.department,
      branch: u.branchCode,
      position: DEMO_USER_POSITIONS[u.username] ?? 'Staff',
      rank: u.username === 'tsd.head' ? 5 : 3,
      userId,
      regular: true,
    });
  }
  while (plans.length < count) makeEmployee(seq++, {});

  await db.transaction().execute(async (trx) => {
    const inserted: { id: number; employee_id: string }[] = [];
    for (let i = 0; i < plans.length; i += 100) {
      const batch = plans.slice(i, i + 100).map((p) => p.employee);
      inserted.push(...(await trx.insertInto('employees').values(batch).returning(['id', 'employee_id']).execute()));
    }
    const idOf = new Map(inserted.map((r) => [r.employee_id, r.id]));

    const salaries: {
      employee_id: number;
      salary_type: number;
      amount: string;
      effective_date: string;
      remarks: string | null;
    }[] = [];
    const histories: {
      employee_id: number;
      position: string;
      department_id: number | null;
      employment_type: number;
      salary_grade: string | null;
      rate: string | null;
      date_from: string;
      date_to: string | null;
      remarks: string | null;
    }[] = [];
    const family: {
      employee_id: number;
      relationship: 'Spouse' | 'Child';
      full_name: string;
      birth_date: string | null;
      occupation: string | null;
      is_dependent: boolean;
    }[] = [];

    for (const p of plans) {
      const e = p.employee;
      const id = idOf.get(e.employee_id)!;
      const daily = e.employment_type !== 1 && e.employment_type !== 6;
      // Salary history: the starting rate at hire, then a raise every 3 years (the latest 3 kept).
      const steps: { date: string; amount: Decimal }[] = [];
      let amount = daily
        ? new Decimal(int(450, 560))
        : new Decimal(MONTHLY_BASE[p.rank] ?? 18_500).plus(int(0, 20) * 250);
      const hireYear = Number(e.date_hired.slice(0, 4));
      steps.push({ date: e.date_hired, amount });
      for (let y = hireYear + 3; y <= thisYear; y += 3) {
        amount = amount
          .times(daily ? 1.05 : 1.07)
          .dividedBy(daily ? 5 : 50)
          .toDecimalPlaces(0, Decimal.ROUND_HALF_UP)
          .times(daily ? 5 : 50);
        steps.push({ date: `${y}-01-01`, amount });
      }
      for (const s of steps.slice(-3)) {
        salaries.push({
          employee_id: id,
          salary_type: daily ? 1 : 0,
          amount: s.amount.toFixed(2),
          effective_date: s.date,
          remarks: s.date === e.date_hired ? 'Starting rate' : 'Step increase',
        });
      }
      // Employment history: probation, then the regular appointment.
      const grade = daily ? null : `SG ${8 + p.rank * 2}`;
      if (e.date_regularized) {
        histories.push({
          employee_id: id,
          position: e.position,
          department_id: e.department_id,
          employment_type: 6,
          salary_grade: grade,
          rate: steps[0]!.amount.toFixed(2),
          date_from: e.date_hired,
          date_to: addDays(e.date_regularized, -1),
          remarks: 'Probationary appointment',
        });
        histories.push({
          employee_id: id,
          position: e.position,
          department_id: e.department_id,
          employment_type: 1,
          salary_grade: grade,
          rate: steps.at(-1)!.amount.toFixed(2),
          date_from: e.date_regularized,
          date_to: e.date_separated,
          remarks: 'Regular appointment',
        });
      } else {
        histories.push({
          employee_id: id,
          position: e.position,
          department_id: e.department_id,
          employment_type: e.employment_type,
          salary_grade: grade,
          rate: steps.at(-1)!.amount.toFixed(2),
          date_from: e.date_hired,
          date_to: e.date_separated,
          remarks: 'Appointment',
        });
      }
      if (e.civil_status === 'MARRIED' || e.civil_status === 'WIDOWED') {
        const spouseFirst = pick(e.gender === 'F' ? MALE : FEMALE);
        if (e.civil_status === 'MARRIED') {
          family.push({
            employee_id: id,
            relationship: 'Spouse',
            full_name: `${spouseFirst} ${e.last_name}`,
            birth_date: addDays(e.birth_date, int(-900, 900)),
            occupation: pick(['Teacher', 'Farmer', 'Nurse', 'Vendor', 'Housekeeper', 'Driver', 'Fisherman', null]),
            is_dependent: false,
          });
        }
        const kids = int(0, 3);
        for (let k = 0; k < kids; k += 1) {
          const born = addDays(e.birth_date, 365 * int(24, 38) + int(0, 300));
          if (born > today) continue;
          family.push({
            employee_id: id,
            relationship: 'Child',
            full_name: `${pick([...MALE, ...FEMALE])} ${e.last_name}`,
            birth_date: born,
            occupation: null,
            is_dependent: born > addDays(today, -365 * 21),
          });
        }
      }
    }
    for (let i = 0; i < salaries.length; i += 500)
      await trx
        .insertInto('salaries')
        .values(salaries.slice(i, i + 500))
        .onConflict((oc) => oc.columns(['employee_id', 'effective_date']).doNothing())
        .execute();
    for (let i = 0; i < histories.length; i += 500)
      await trx
        .insertInto('employment_histories')
        .values(histories.slice(i, i + 500))
        .execute();
    for (let i = 0; i < family.length; i += 500)
      await trx
        .insertInto('employee_family_members')
        .values(family.slice(i, i + 500))
        .execute();
    // Photos: generated by the job worker, which holds the file store.
    await trx
      .insertInto('jobs')
      .values({ kind: DEMO_PHOTOS_JOB, payload: JSON.stringify({ employeeIds: inserted.map((r) => r.id) }) })
      .execute();
    log(
      `hr demo: ${inserted.length} employees, ${salaries.length} salaries, ${histories.length} history entries, ${family.length} family members; photos queued`,
    );
  });
}
