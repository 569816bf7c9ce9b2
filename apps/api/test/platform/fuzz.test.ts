// Fuzzing every operation of the OpenAPI document (issue 10, decision 007): a user holding every
// role sends each one a plausible request built from its own schema, then the same request with
// one part replaced by something hostile: wrong types, NUL bytes, lone surrogates, huge strings
// and numbers, impossible dates, booleans for ids, arrays for objects. No answer may be a 5xx,
// and none may come from the database refusing a value (the contracts must refuse it first).
//
// Deterministic: fixed probes for every field, then fast-check with a fixed seed.
//   FUZZ_RUNS=200 (random cases per operation, default 12; 0: only the plausible request)
//   FUZZ_SEED=42  FUZZ_ONLY=<part of the path>  FUZZ_VERBOSE=1 (print each plausible answer)
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import fc from 'fast-check';
import { ROLES } from '@ilaw/contracts/roles';
import { hashPassword } from '../../src/platform/auth/passwords.ts';
import { DATABASE_REFUSED_VALUE } from '../../src/platform/http/errors.ts';
import { multipart } from '../hr/hr-support.ts';
import { USER_PASSWORD, createTestApp, type TestApp, type TestClient, type TestResponse } from '../support/test-app.ts';

const RUNS = Number(process.env['FUZZ_RUNS'] ?? 12);
const SEED = Number(process.env['FUZZ_SEED'] ?? 20260310);
const ONLY = process.env['FUZZ_ONLY']?.toLowerCase();
// Fuzzed sign-ins and lookups are throttled per address; they come from their own.
const FUZZ_IP = '10.66.0.1';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface Schema {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: Json[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  default?: Json;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  nullable?: boolean;
}
interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: Schema;
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body: { multipart: boolean; schema: Schema } | null;
}

/** Values a pattern of the contracts accepts (others get 'Sample1'). */
const BY_PATTERN: Record<string, string> = {
  '^\\d{1,10}$': '1',
  '^-?\\d{1,10}$': '1',
  '^([01]\\d|2[0-3]):[0-5]\\d$': '08:00',
  '^\\d{4}-(0[1-9]|1[0-2])$': '2026-01',
  '^[1-7]{1,7}$': '12345',
  '^[A-Za-z0-9_-]+$': 'DEV1',
  '^[A-Za-z0-9_-]*$': 'DEV1',
  '^\\d{1,3}(\\.(5|0|00|50))?$': '1',
};

/** Fields whose plausible value the schema alone does not tell (refinements, cross-field rules). */
const BY_NAME: Record<string, Json> = {
  branchCode: 5,
  username: 'fuzz.sample',
  code: 'SMP1',
  year: 2026,
  month: 3,
  contactNumber: '0917 123 4567',
  sssNo: '3412345678',
  pagIbigNo: '121234567890',
  philHealthNo: '121234567890',
  tinNo: '123456789',
  accountNo: '05-00001',
  period: '2026-02',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  dateFrom: '2026-01-05',
  dateTo: '2026-01-06',
  from: '2026-01-05',
  to: '2026-01-09',
  birthDate: '1990-05-17',
  dateHired: '2015-03-01',
  amIn: '08:00',
  amOut: '12:00',
  pmIn: '13:00',
  pmOut: '17:00',
  amount: '1000.50',
  rate: '1.5',
  multiplier: '1',
  monthlyCredit: '1.25',
  annualCredit: '0',
  days: '1',
  serialNumber: 'DEV1',
  deviceSerial: 'DEV1',
  email: 'someone@example.coop',
};
const DECIMAL_NAME = /Reading|Initial|Final|Kw|Kwh|Percent|deposit/;

/** A plausible value for a schema, so that one hostile part gets past the others. */
function sample(s: Schema, name = ''): Json {
  if (name in BY_NAME) return BY_NAME[name]!;
  if (DECIMAL_NAME.test(name)) return '10';
  if (s.default !== undefined) return s.default;
  const options = s.anyOf ?? s.oneOf;
  if (options) return sample(options.find((o) => o.type !== 'null') ?? options[0]!, name);
  if (s.allOf?.[0]) return sample(s.allOf[0], name);
  if (s.enum) return s.enum[0]!;
  switch (s.type) {
    case 'integer':
    case 'number':
      return s.minimum !== undefined && s.minimum > 1 ? s.minimum : 1;
    case 'boolean':
      return true;
    case 'array':
      return s.items ? Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => sample(s.items!, name)) : [];
    case 'object': {
      const out: Record<string, Json> = {};
      for (const [k, v] of Object.entries(s.properties ?? {})) out[k] = sample(v, k);
      return out;
    }
    case 'string': {
      if (s.format === 'date' || /date|^from$|^to$|asOf/i.test(name)) return '2026-01-15';
      if (s.format === 'uuid') return '00000000-0000-4000-8000-000000000001';
      if (s.format === 'email' || /email/i.test(name)) return 'someone@example.coop';
      if (s.pattern && BY_PATTERN[s.pattern]) return BY_PATTERN[s.pattern]!;
      if (/branchCode/.test(name)) return '5';
      if (/id$/i.test(name)) return '1';
      const text = 'Sample text 1';
      const min = s.minLength ?? 0;
      const max = s.maxLength ?? 255;
      return text.length > max ? 'S'.repeat(Math.max(min, 1)) : text.padEnd(min, 'x');
    }
    default:
      return 'Sample1';
  }
}

function operations(doc: { paths: Record<string, Record<string, Record<string, unknown>>> }): Operation[] {
  const out: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const content = (op['requestBody'] as { content?: Record<string, { schema: Schema }> } | undefined)?.content;
      const json = content?.['application/json'];
      const form = content?.['multipart/form-data'];
      out.push({
        method: method.toUpperCase(),
        path,
        parameters: (op['parameters'] ?? []) as Parameter[],
        body: json ? { multipart: false, schema: json.schema } : form ? { multipart: true, schema: form.schema } : null,
      });
    }
  }
  return out;
}

/** Where a hostile value goes: a path or query parameter, a body field (one level deep), or the whole body. */
type Target = { where: 'path' | 'query'; name: string } | { where: 'body'; path: (string | number)[] };

function targets(op: Operation, base: Json): Target[] {
  const list: Target[] = [];
  for (const p of op.parameters) list.push({ where: p.in, name: p.name });
  if (op.body) {
    list.push({ where: 'body', path: [] });
    if (base && typeof base === 'object' && !Array.isArray(base)) {
      for (const [k, v] of Object.entries(base)) {
        list.push({ where: 'body', path: [k] });
        const first = Array.isArray(v) ? v[0] : v;
        if (first && typeof first === 'object' && !Array.isArray(first)) {
          for (const inner of Object.keys(first))
            list.push({ where: 'body', path: Array.isArray(v) ? [k, 0, inner] : [k, inner] });
        }
      }
    }
  }
  return list;
}

function withValue(base: Json, path: (string | number)[], value: Json): Json {
  if (path.length === 0) return value;
  const copy = structuredClone(base) as Record<string | number, Json>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, Json>;
  at[path[path.length - 1]!] = value;
  return copy;
}

/** Percent-encoding that also carries lone surrogates (as raw CESU-8 bytes) instead of throwing. */
function encode(value: string): string {
  let out = '';
  for (const ch of value) {
    const code = ch.charCodeAt(0);
    out +=
      ch.length === 1 && code >= 0xd800 && code <= 0xdfff
        ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
            .map((b) => `%${b.toString(16).toUpperCase()}`)
            .join('')
        : encodeURIComponent(ch);
  }
  return out;
}

function asText(v: Json): string[] {
  if (Array.isArray(v)) return v.map((x) => (typeof x === 'string' ? x : JSON.stringify(x)));
  if (v === null) return [''];
  return [typeof v === 'string' ? v : typeof v === 'object' ? JSON.stringify(v) : String(v)];
}

/** Fixed probes every field gets. */
const PROBES: Json[] = [
  'a\u0000b',
  'x\uD800y',
  '\uDFFF',
  true,
  2 ** 31,
  1e300,
  -1,
  1.5,
  '9999-12-31',
  '2026-02-30',
  'x'.repeat(5000),
  [],
  {},
  null,
];

const hostileChar = fc.oneof(
  fc.constantFrom('\u0000', '\uD800', '\uDBFF', '\uDC00', '\uDFFF', '0', '9', '-', '.', ' ', 'e', '=', "'", '%'),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
);
const hostile: fc.Arbitrary<Json> = fc.oneof(
  fc.constantFrom<Json>(
    ...PROBES,
    '',
    ' ',
    '0',
    '-0',
    'NaN',
    'true',
    '1e3',
    '0x10',
    '2147483648',
    '99999999999999999999',
  ),
  fc.string({ unit: hostileChar, maxLength: 30 }),
  fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
  fc.double({ noNaN: true }),
  fc
    .tuple(fc.integer({ min: 0, max: 99999 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }))
    .map(([y, m, d]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
  fc.boolean(),
  fc.array(fc.oneof(fc.integer(), fc.string({ unit: hostileChar, maxLength: 5 })), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
);

let t: TestApp;
let fuzzer: TestClient & { userId: number };
let fuzzerName = '';
let ops: Operation[] = [];
const outcomes = new Map<string, number>();

/** Fuzzed calls may end this session, deactivate the user, rename it or reset its password: undo that. */
async function signIn(): Promise<void> {
  const db = t.running.database.db;
  const repaired = await db
    .updateTable('users')
    .set({
      username: fuzzerName,
      is_active: true,
      must_change_password: false,
      password_hash: await hashPassword(USER_PASSWORD),
    })
    .where('id', '=', fuzzer.userId)
    .executeTakeFirst();
  if (repaired.numUpdatedRows === 0n) {
    fuzzer = await t.userWithRoles([...ROLES], { username: (fuzzerName = `fuzzer${Date.now()}`) });
    return;
  }
  await db.deleteFrom('user_roles').where('user_id', '=', fuzzer.userId).execute();
  await db
    .insertInto('user_roles')
    .values(ROLES.map((role) => ({ user_id: fuzzer.userId, role })))
    .execute();
  await fuzzer.login(fuzzerName, USER_PASSWORD);
}

before(async () => {
  t = await createTestApp();
  fuzzerName = 'fuzzer';
  fuzzer = await t.userWithRoles([...ROLES], { username: fuzzerName });
  const doc = await t.admin.get<Parameters<typeof operations>[0]>('/api/openapi.json');
  assert.equal(doc.status, 200);
  ops = operations(doc.body).filter((op) => !ONLY || op.path.toLowerCase().includes(ONLY));
});
after(async () => {
  // How far the plausible requests got: mostly 2xx and 404 means the probes reached the handlers.
  console.log(`fuzz: plain requests by status ${JSON.stringify(Object.fromEntries(outcomes))}`);
  await t.close();
});

async function send(op: Operation, base: { path: Json; query: Json; body: Json }, target: Target | null, value: Json) {
  const pathValues = base.path as Record<string, Json>;
  const queryValues = base.query as Record<string, Json>;
  let url = op.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
    encode(asText(target?.where === 'path' && target.name === name ? value : pathValues[name]!)[0] ?? ''),
  );
  const query: string[] = [];
  for (const [k, v] of Object.entries(queryValues)) {
    const chosen = target?.where === 'query' && target.name === k ? value : v;
    for (const s of asText(chosen)) query.push(`${encode(k)}=${encode(s)}`);
  }
  if (query.length > 0) url += `?${query.join('&')}`;
  const body = target?.where === 'body' ? withValue(base.body, target.path, value) : base.body;
  if (!op.body) return fuzzer.request(op.method, url, { ip: FUZZ_IP });
  if (op.body.multipart) {
    const fields = body && typeof body === 'object' && !Array.isArray(body) ? Object.entries(body) : [['value', body]];
    const parts = fields.flatMap(([name, v]) => asText(v as Json).map((s) => ({ name: String(name), value: s })));
    const form = multipart([...parts, { name: 'file', fileName: 'fuzz.txt', bytes: Buffer.from('fuzz\u0000') }]);
    return fuzzer.request(op.method, url, { ...form, ip: FUZZ_IP });
  }
  return fuzzer.request(op.method, url, {
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
    ip: FUZZ_IP,
  });
}

function describeCase(op: Operation, target: Target | null, value: Json): string {
  const where =
    target === null
      ? 'plain'
      : target.where === 'body'
        ? `body.${target.path.join('.')}`
        : `${target.where}.${target.name}`;
  const shown = JSON.stringify(value)?.slice(0, 80);
  return `${op.method} ${op.path} ${where} = ${shown}`;
}

function check(res: TestResponse, what: string): void {
  assert.ok(res.status < 500, `${what} answered ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`);
  const refused = (res.body as { message?: unknown } | null)?.message === DATABASE_REFUSED_VALUE.message;
  assert.ok(!refused, `${what} reached the database: the contract must refuse it`);
  if (res.status === 400 && typeof res.body === 'object') {
    assert.ok((res.body as { errors?: unknown }).errors, `${what}: 400 outside the error contract`);
  }
}

test('every operation of the OpenAPI document is fuzzed', () => {
  assert.ok(ops.length > (ONLY ? 0 : 100), `only ${ops.length} operations found`);
});

test('no fuzzed request answers 5xx or reaches the database with a value it refuses', async (ctx) => {
  for (const op of ops) {
    await ctx.test(`${op.method} ${op.path}`, async () => {
      const base = {
        path: Object.fromEntries(
          op.parameters.filter((p) => p.in === 'path').map((p) => [p.name, sample(p.schema, p.name)]),
        ),
        query: Object.fromEntries(
          op.parameters.filter((p) => p.in === 'query').map((p) => [p.name, sample(p.schema, p.name)]),
        ),
        body: op.body ? sample(op.body.schema) : null,
      };
      const run = async (target: Target | null, value: Json) => {
        let res = await send(op, base, target, value);
        if (res.status === 401) {
          await signIn();
          res = await send(op, base, target, value);
        }
        check(res, describeCase(op, target, value));
        return res;
      };
      const plain = await run(null, null);
      outcomes.set(String(plain.status), (outcomes.get(String(plain.status)) ?? 0) + 1);
      if (process.env['FUZZ_VERBOSE'])
        console.log(op.method, op.path, plain.status, JSON.stringify(plain.body).slice(0, 200));
      const all = targets(op, base.body);
      if (RUNS === 0) return;
      for (const target of all) for (const probe of PROBES) await run(target, probe);
      if (all.length === 0) return;
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...all), hostile, async (target, value) => {
          await run(target, value);
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    });
  }
});
