import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  RefusalAuditLimiter,
  addressAllowed,
  newPushKey,
  pushKeyHash,
  redactPushKey,
  refusalReason,
} from './device-access.ts';

test('allowed addresses: single addresses and CIDR ranges, IPv4 (also mapped into IPv6) and IPv6', () => {
  const allowed = ['10.1.2.3', '192.168.5.0/24', '2001:db8::/32'];
  assert.ok(addressAllowed('10.1.2.3', allowed));
  assert.ok(addressAllowed('::ffff:10.1.2.3', allowed));
  assert.ok(addressAllowed('192.168.5.200', allowed));
  assert.ok(addressAllowed('2001:db8:1::7', allowed));
  assert.ok(!addressAllowed('10.1.2.4', allowed));
  assert.ok(!addressAllowed('192.168.6.1', allowed));
  assert.ok(!addressAllowed('2001:db9::1', allowed));
  assert.ok(!addressAllowed('not an address', allowed));
  assert.ok(!addressAllowed('10.1.2.3', []));
});

test('a push needs the key when one is set, an allowed address when some are listed, and one of the two at least', () => {
  const key = newPushKey();
  assert.match(key, /^[A-Za-z0-9_-]{32}$/);
  const keyed = { is_active: true, push_key_hash: pushKeyHash(key), allowed_addresses: [] };
  const listed = { is_active: true, push_key_hash: null, allowed_addresses: ['10.0.0.0/8'] };
  const both = { ...keyed, allowed_addresses: ['10.0.0.0/8'] };
  const ip = '10.0.0.9';
  assert.equal(refusalReason('', keyed, key, ip), 'no-serial');
  assert.equal(refusalReason('SN', undefined, key, ip), 'unknown-serial');
  assert.equal(refusalReason('SN', { ...keyed, is_active: false }, key, ip), 'inactive');
  assert.equal(refusalReason('SN', { ...keyed, push_key_hash: null }, null, ip), 'not-set-up');
  assert.equal(refusalReason('SN', keyed, null, ip), 'missing-key');
  assert.equal(refusalReason('SN', keyed, `${key}x`, ip), 'wrong-key');
  assert.equal(refusalReason('SN', keyed, key, '203.0.113.5'), null);
  assert.equal(refusalReason('SN', listed, null, ip), null);
  assert.equal(refusalReason('SN', listed, null, '203.0.113.5'), 'address-not-allowed');
  assert.equal(refusalReason('SN', both, key, '203.0.113.5'), 'address-not-allowed');
  assert.equal(refusalReason('SN', both, null, ip), 'missing-key');
  assert.equal(refusalReason('SN', both, key, ip), null);
});

test('refusals are audited once per serial and address a minute, and at most so many a minute', () => {
  const limiter = new RefusalAuditLimiter(3);
  const t0 = Date.UTC(2026, 0, 1, 8, 0, 5);
  assert.equal(limiter.admit('A', '1.1.1.1', t0), true);
  assert.equal(limiter.admit('A', '1.1.1.1', t0 + 1000), false);
  assert.equal(limiter.admit('A', '2.2.2.2', t0), true);
  assert.equal(limiter.admit('B', '1.1.1.1', t0), true);
  assert.equal(limiter.admit('C', '1.1.1.1', t0), false, 'the minute is full');
  assert.equal(limiter.admit('A', '1.1.1.1', t0 + 60_000), true, 'a new minute');
});

test('push keys never reach the request log', () => {
  assert.equal(
    redactPushKey('/adms/Sekr3t_-x/iclock/cdata?SN=A1&table=ATTLOG'),
    '/adms/***/iclock/cdata?SN=A1&table=ATTLOG',
  );
  assert.equal(
    redactPushKey('/iclock/cdata?SN=A1&key=Sekr3t&table=ATTLOG'),
    '/iclock/cdata?SN=A1&key=***&table=ATTLOG',
  );
  assert.equal(redactPushKey('/iclock/cdata?key=Sekr3t'), '/iclock/cdata?key=***');
});
