import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { AdminUser } from '@ilaw/contracts/admin/users/user';
import { USER_HAS_HISTORY } from '@ilaw/contracts/admin/users/delete-user';
import { createTestApp, type TestApp } from '../support/test-app.ts';

type ErrorBody = { errors: Record<string, string[]> };
type Paged<T> = { data: T[]; total: number };
let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => t.close());

async function create(fields: Record<string, unknown>) {
  return t.admin.post<{ user: AdminUser; temporaryPassword: string | null } & ErrorBody>('/api/admin/users', {
    fullName: 'Juan Dela Cruz',
    roles: [],
    ...fields,
  });
}

test('creates a user with roles and a one-time temporary password they must change', async () => {
  const isd = (await t.admin.get<{ id: number; code: string }[]>('/api/v2/admin/departments')).body.find(
    (d) => d.code === 'ISD',
  );
  const res = await create({
    username: 'pedro.penduko',
    fullName: 'Pedro Penduko',
    roles: ['Payroll', 'Employee'],
    departmentId: isd?.id,
    branchCode: 25,
    email: 'pedro@omeco.ph',
  });
  assert.equal(res.status, 201);
  assert.deepEqual(res.body.user.roles, ['Employee', 'Payroll']);
  assert.match(res.body.user.departmentName ?? '', /^Institutional Services/);
  assert.equal(res.body.user.branchCode, 25);
  assert.ok(res.body.temporaryPassword);
  const c = t.anonymous();
  const signedIn = await c.login('pedro.penduko', res.body.temporaryPassword ?? '');
  assert.equal((signedIn.body as { mustChangePassword: boolean }).mustChangePassword, true);
});

test('refuses a duplicate username (any case) with 409 and creates nothing', async () => {
  await create({ username: 'maria.clara' });
  const before = await t.admin.get<Paged<AdminUser>>('/api/admin/users');
  const dup = await create({ username: 'MARIA.CLARA' });
  assert.equal(dup.status, 409);
  assert.deepEqual(dup.body.errors['username'], ['This username is already taken.']);
  const afterList = await t.admin.get<Paged<AdminUser>>('/api/admin/users');
  assert.equal(afterList.body.total, before.body.total);
});

test('validates with the spec messages', async () => {
  const res = await create({ username: 'ab', fullName: '', email: 'not-an-email', roles: ['NotARole'] });
  assert.equal(res.status, 400);
  assert.deepEqual(res.body.errors['username'], ['String length should be between 3 and 50 characters.']);
  assert.deepEqual(res.body.errors['fullName'], ['This field is required.']);
  assert.deepEqual(res.body.errors['email'], ['Invalid email address.']);
  assert.ok(res.body.errors['roles.0']);
});

test('lists with paging, search and role filter', async () => {
  for (let i = 0; i < 17; i += 1)
    await create({ username: `teller.${i}`, fullName: `Teller Number ${i}`, roles: ['Teller'] });
  const page1 = await t.admin.get<Paged<AdminUser>>('/api/admin/users', { query: { role: 'Teller' } });
  assert.equal(page1.body.total, 17);
  assert.equal(page1.body.data.length, 15, 'default page size is 15');
  const page2 = await t.admin.get<Paged<AdminUser>>('/api/admin/users', { query: { role: 'Teller', page: 2 } });
  assert.equal(page2.body.data.length, 2);
  const search = await t.admin.get<Paged<AdminUser>>('/api/admin/users', { query: { search: 'number 1' } });
  assert.deepEqual(search.body.data.map((u) => u.username).sort(), [
    'teller.1',
    'teller.10',
    'teller.11',
    'teller.12',
    'teller.13',
    'teller.14',
    'teller.15',
    'teller.16',
  ]);
  const wildcard = await t.admin.get<Paged<AdminUser>>('/api/admin/users', { query: { search: '%' } });
  assert.equal(wildcard.body.total, 0, 'a % in the search is a character, not a wildcard');
  const tooBig = await t.admin.get<ErrorBody>('/api/admin/users', { query: { itemsPerPage: 501 } });
  assert.equal(tooBig.status, 400);
});

test('edits roles and fields, audited with old and new values', async () => {
  const created = await create({ username: 'crisostomo', roles: ['Teller'] });
  const id = created.body.user.id;
  const res = await t.admin.put<AdminUser>(`/api/admin/users/${id}`, {
    username: 'crisostomo',
    fullName: 'Crisostomo Ibarra',
    roles: ['Cashier', 'Teller'],
    isActive: true,
  });
  assert.equal(res.status, 200);
  assert.deepEqual(res.body.roles, ['Cashier', 'Teller']);
  const history = await t.admin.get<
    {
      action: string;
      oldValues: Record<string, unknown> | null;
      newValues: Record<string, unknown> | null;
      actorName: string;
    }[]
  >(`/api/v2/audit/user/${id}`);
  assert.deepEqual(
    history.body.map((h) => h.action),
    ['created', 'updated'],
  );
  assert.deepEqual(history.body[1]?.oldValues, { fullName: 'Juan Dela Cruz', roles: ['Teller'] });
  assert.deepEqual(history.body[1]?.newValues, { fullName: 'Crisostomo Ibarra', roles: ['Cashier', 'Teller'] });
  assert.equal(history.body[1]?.actorName, 'Portal Administrator');
});

test('a role change takes effect on the next call', async () => {
  const u = await t.userWithRoles([]);
  assert.equal((await u.get('/api/admin/users')).status, 403);
  const current = (await t.admin.get<AdminUser>(`/api/admin/users/${u.userId}`)).body;
  await t.admin.put(`/api/admin/users/${u.userId}`, { ...current, roles: ['Admin'] });
  assert.equal((await u.get('/api/admin/users')).status, 200);
});

test('deactivating ends sessions; reactivating lets them sign in again', async () => {
  const u = await t.userWithRoles(['Teller']);
  const res = await t.admin.put<AdminUser>(`/api/v2/admin/users/${u.userId}/active`, { isActive: false });
  assert.equal(res.body.isActive, false);
  assert.equal((await u.get('/api/auth/user')).status, 401);
  await t.admin.put(`/api/v2/admin/users/${u.userId}/active`, { isActive: true });
  const history = await t.admin.get<{ action: string }[]>(`/api/v2/audit/user/${u.userId}`);
  assert.deepEqual(history.body.map((h) => h.action).slice(-2), ['deactivated', 'activated']);
});

test('admin cannot lock themselves out', async () => {
  const me = (await t.admin.get<{ id: number }>('/api/auth/user')).body;
  const res = await t.admin.put<ErrorBody>(`/api/v2/admin/users/${me.id}/active`, { isActive: false });
  assert.equal(res.status, 400);
});

test('resets a password: old sessions end, the new temporary password works once changed', async () => {
  const u = await t.userWithRoles([]);
  const res = await t.admin.post<{ temporaryPassword: string }>(`/api/v2/admin/users/${u.userId}/reset-password`);
  assert.equal(res.status, 200);
  assert.equal((await u.get('/api/auth/user')).status, 401);
  const row = await t.running.database.db
    .selectFrom('users')
    .select('username')
    .where('id', '=', u.userId)
    .executeTakeFirstOrThrow();
  const signed = await t.anonymous().login(row.username, res.body.temporaryPassword);
  assert.equal((signed.body as { mustChangePassword: boolean }).mustChangePassword, true);
});

test('deletes only users without history', async () => {
  const fresh = await create({ username: 'never.signed.in' });
  const del = await t.admin.delete(`/api/admin/users/${fresh.body.user.id}`);
  assert.equal(del.status, 200);
  assert.equal((await t.admin.get(`/api/admin/users/${fresh.body.user.id}`)).status, 404);
  const used = await t.userWithRoles([]);
  const refused = await t.admin.delete<ErrorBody>(`/api/admin/users/${used.userId}`);
  assert.equal(refused.status, 409);
  assert.deepEqual(refused.body.errors['generalErrors'], [USER_HAS_HISTORY]);
});

test('non-admins are refused and unknown ids are 404', async () => {
  const u = await t.userWithRoles(['Employee']);
  assert.equal((await u.post('/api/admin/users', { username: 'x.y.z', fullName: 'X' })).status, 403);
  assert.equal((await t.admin.get('/api/admin/users/999999')).status, 404);
  assert.equal((await t.admin.get('/api/admin/users/abc')).status, 400);
  assert.equal((await u.get('/api/v2/audit/user/1')).status, 403, 'user history is for Admin');
});
