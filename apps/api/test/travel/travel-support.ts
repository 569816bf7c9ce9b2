// A travel-order set-up through the API: OGM staff who file, a department with a head who
// recommends and a manager who approves, travellers in that department (one of them the head's
// own account), and IAD's auditor.
import { createTravelOrderEndpoint } from '@ilaw/contracts/travel/travel-orders/create-travel-order';
import type { TravelOrderFields } from '@ilaw/contracts/travel/travel-orders/travel-order';
import { newDepartment, newEmployee, uniqueTag } from '../support/fixtures.ts';
import type { TestApp, TestClient } from '../support/test-app.ts';

type User = TestClient & { userId: number };

export interface Travel {
  ogm: User;
  ogm2: User;
  head: User;
  manager: User;
  auditor: User;
  /** HR (reads the DTR). */
  hr: User;
  staff: User;
  departmentId: number;
  /** Employees of the department; `headEmployee` is the head's own record. */
  travellers: number[];
  headEmployee: number;
  tag: string;
}

export async function setUpTravel(t: TestApp): Promise<Travel> {
  const dept = await newDepartment(t.admin, 'Travel Dept');
  const hr = await t.userWithRoles(['Employee']);
  const head = await t.userWithRoles(['DepartmentDtrMonitoring'], { departmentId: dept.id });
  const travellers: number[] = [];
  for (let i = 0; i < 3; i += 1) travellers.push((await newEmployee(hr, { departmentId: dept.id })).id);
  const headEmployee = (await newEmployee(hr, { departmentId: dept.id, userId: head.userId })).id;
  return {
    ogm: await t.userWithRoles(['OgmStaff']),
    ogm2: await t.userWithRoles(['OgmStaff']),
    head,
    manager: await t.userWithRoles(['Manager']),
    auditor: await t.userWithRoles(['AuditViewer']),
    staff: await t.userWithRoles([]),
    hr,
    departmentId: dept.id,
    travellers,
    headEmployee,
    tag: uniqueTag(),
  };
}

export function orderFields(tr: Travel, fields: Partial<TravelOrderFields> = {}): TravelOrderFields {
  return {
    travellerIds: [tr.travellers[0]!],
    destination: `NEA Office ${tr.tag}`,
    purpose: 'Submit the quarterly reports.',
    dateFrom: '2026-03-02',
    dateTo: '2026-03-03',
    funding: 'General fund',
    estimatedExpenses: '12500.50',
    transportation: 'Public transportation',
    remarks: null,
    ...fields,
  };
}

export function fileOrder(tr: Travel, fields: Partial<TravelOrderFields> = {}) {
  return tr.ogm.call(createTravelOrderEndpoint, { body: orderFields(tr, fields) });
}
